//! Link controls in import files: Linkhop's own export columns and keys,
//! and what Shlink and YOURLS files carry (tags, title, validity, visit
//! limit, crawlable, forward query). Each value follows the API's rule; a
//! value that breaks it makes the row invalid rather than importing a link
//! that would behave differently than its source (a lost password or
//! expiry would turn a private link public).

use super::fields::{column, parse_flag, remove_formula_guard, Cells};
use super::problems::SkipReason;
use crate::domain::link_controls::{
    self as rules, check_window, parse_date, parse_max_visits, LinkControls,
};
use crate::domain::passwords::{check_foreign_hash, hash_password, ForeignHashProblem};
use crate::domain::preview::Preview;
use crate::domain::redirect_rules::{parse_rules, rules_json};
use crate::domain::split::parse_split;
use crate::domain::utm::Utm;

/// The controls of one row as text, before their rules.
#[derive(Debug, Default)]
pub(super) struct RawControls {
    pub valid_from: Option<String>,
    pub expires_at: Option<String>,
    pub max_visits: Option<String>,
    pub used_visits: Option<String>,
    pub expired_url: Option<String>,
    pub password_hash: Option<String>,
    /// A password in clear text (Sink's older exports): hashed with
    /// Argon2id on import, as if typed into the dashboard.
    pub password: Option<String>,
    pub title: Option<String>,
    pub notes: Option<String>,
    pub redirect_status: Option<String>,
    pub forward_query: Option<String>,
    pub crawlable: Option<String>,
    /// Separated by `|` when the text has one, else by commas.
    pub tags: Option<String>,
    /// JSON.
    pub redirect_rules: Option<String>,
    /// JSON campaign parameters (`crate::domain::utm::Utm`).
    pub utm: Option<String>,
    /// JSON preview card (`crate::domain::preview::Preview`).
    pub preview: Option<String>,
    /// JSON A/B split (`crate::domain::split::Split`).
    pub split: Option<String>,
}

/// Where a CSV file keeps each control (every column optional).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ControlColumns {
    valid_from: Option<usize>,
    expires_at: Option<usize>,
    max_visits: Option<usize>,
    used_visits: Option<usize>,
    expired_url: Option<usize>,
    password_hash: Option<usize>,
    title: Option<usize>,
    notes: Option<usize>,
    redirect_status: Option<usize>,
    forward_query: Option<usize>,
    crawlable: Option<usize>,
    tags: Option<usize>,
    redirect_rules: Option<usize>,
    utm: Option<usize>,
    preview: Option<usize>,
    split: Option<usize>,
}

impl ControlColumns {
    /// Linkhop's export columns (after Lynx's).
    pub(super) fn linkhop(header: &[String]) -> Self {
        Self {
            valid_from: column(header, "validFrom"),
            expires_at: column(header, "expiresAt"),
            max_visits: column(header, "maxVisits"),
            used_visits: column(header, "usedVisits"),
            expired_url: column(header, "expiredUrl"),
            password_hash: column(header, "passwordHash"),
            title: column(header, "title"),
            notes: column(header, "notes"),
            redirect_status: column(header, "redirectStatus"),
            forward_query: column(header, "forwardQuery"),
            crawlable: column(header, "crawlable"),
            tags: column(header, "tags"),
            redirect_rules: column(header, "redirectRules"),
            utm: column(header, "utm"),
            preview: column(header, "preview"),
            split: column(header, "split"),
        }
    }

    /// Shlink's: the web client's export (`title`, `tags`) and the short
    /// URL fields of its API (`validSince`, `validUntil`, `maxVisits`,
    /// `crawlable`, `forwardQuery`).
    pub(super) fn shlink(header: &[String]) -> Self {
        Self {
            valid_from: column(header, "validSince"),
            expires_at: column(header, "validUntil"),
            max_visits: column(header, "maxVisits"),
            title: column(header, "title"),
            forward_query: column(header, "forwardQuery"),
            crawlable: column(header, "crawlable"),
            tags: column(header, "tags"),
            ..Self::default()
        }
    }

    /// YOURLS keeps a title.
    pub(super) fn yourls(header: &[String]) -> Self {
        Self {
            title: column(header, "title"),
            ..Self::default()
        }
    }

    pub(super) fn read(&self, row: &Cells) -> RawControls {
        // Linkhop's CSV guards text cells against spreadsheet formulas.
        let cell = |at: Option<usize>| row.optional(at).map(|v| remove_formula_guard(v).to_owned());
        RawControls {
            valid_from: cell(self.valid_from),
            expires_at: cell(self.expires_at),
            max_visits: cell(self.max_visits),
            used_visits: cell(self.used_visits),
            expired_url: cell(self.expired_url),
            password_hash: cell(self.password_hash),
            password: None,
            title: cell(self.title),
            notes: cell(self.notes),
            redirect_status: cell(self.redirect_status),
            forward_query: cell(self.forward_query),
            crawlable: cell(self.crawlable),
            tags: cell(self.tags),
            redirect_rules: cell(self.redirect_rules),
            utm: cell(self.utm),
            preview: cell(self.preview),
            split: cell(self.split),
        }
    }
}

/// A whole number of digits.
fn whole(text: &str) -> Option<i64> {
    (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

/// A flag: `true`/`false` (any case), `1`/`0`; empty is false.
fn flag(text: Option<&str>) -> Result<bool, ()> {
    match text {
        None => Ok(false),
        Some("1") => Ok(true),
        Some("0") => Ok(false),
        Some(other) => parse_flag(other).ok_or(()),
    }
}

/// The checked controls of a row (`None` for a plain link) and the visits
/// already used of its limit; `Err` says why the row is skipped.
pub(super) fn finish_controls(
    raw: RawControls,
) -> Result<(Option<Box<LinkControls>>, Option<i64>), SkipReason> {
    // A hash beyond the server's Argon2 bounds could take the server down
    // at the first password attempt; its password is unknown, so the row
    // cannot be re-hashed and is skipped with its own reason.
    if let Some(Err(ForeignHashProblem::TooCostly(cost))) =
        raw.password_hash.as_deref().map(check_foreign_hash)
    {
        return Err(SkipReason::PasswordHashTooCostly(cost));
    }
    checked_controls(raw).map_err(SkipReason::InvalidValue)
}

/// [`finish_controls`] for every other rule; `Err` names the field that
/// makes the row invalid.
fn checked_controls(
    raw: RawControls,
) -> Result<(Option<Box<LinkControls>>, Option<i64>), &'static str> {
    let date = |field, text: Option<String>| -> Result<Option<i64>, &'static str> {
        text.map(|t| parse_date(field, &t).map_err(|_| field))
            .transpose()
    };
    let valid_from = date("validFrom", raw.valid_from)?;
    let expires_at = date("expiresAt", raw.expires_at)?;
    check_window(valid_from, expires_at)
        .map_err(|_| "dates: validFrom must be before expiresAt")?;
    let max_visits = match raw.max_visits {
        None => None,
        Some(text) => Some(
            whole(&text)
                .and_then(|n| parse_max_visits(n).ok())
                .ok_or("maxVisits")?,
        ),
    };
    let used_visits = raw
        .used_visits
        .map(|t| whole(&t).ok_or("usedVisits"))
        .transpose()?;
    let expired_url = raw
        .expired_url
        .map(|u| rules::parse_expired_url(&u).map_err(|_| "expiredUrl"))
        .transpose()?;
    let password_hash = match (raw.password_hash, raw.password) {
        (Some(hash), _) if check_foreign_hash(&hash).is_ok() => Some(hash),
        (Some(_), _) => return Err("passwordHash"),
        (None, Some(password)) => {
            rules::check_link_password(&password).map_err(|_| "password")?;
            Some(hash_password(&password).map_err(|_| "password")?)
        }
        (None, None) => None,
    };
    let title = match raw.title {
        Some(t) => rules::parse_title(&t).map_err(|_| "title")?,
        None => None,
    };
    let notes = match raw.notes {
        Some(n) => rules::parse_notes(&n).map_err(|_| "notes")?,
        None => None,
    };
    let redirect_status = match raw.redirect_status {
        Some(s) => Some(
            whole(&s)
                .and_then(|n| rules::parse_redirect_status(n).ok())
                .ok_or("redirectStatus")?,
        ),
        None => None,
    };
    let forward_query = flag(raw.forward_query.as_deref()).map_err(|()| "forwardQuery")?;
    let crawlable = flag(raw.crawlable.as_deref()).map_err(|()| "crawlable")?;
    let tags = match raw.tags {
        Some(text) => {
            let separator = if text.contains('|') { '|' } else { ',' };
            let parts = text
                .split(separator)
                .map(str::trim)
                .filter(|t| !t.is_empty());
            rules::parse_tags(parts).map_err(|_| "tags")?
        }
        None => Vec::new(),
    };
    let redirect_rules = match raw.redirect_rules {
        Some(text) => {
            let value: serde_json::Value =
                serde_json::from_str(&text).map_err(|_| "redirectRules")?;
            let parsed = parse_rules(&value).map_err(|_| "redirectRules")?;
            (!parsed.is_empty()).then(|| rules_json(&parsed).to_string())
        }
        None => None,
    };
    let utm = match raw.utm {
        Some(text) if !text.is_empty() => {
            let utm: Utm = serde_json::from_str(&text).map_err(|_| "utm")?;
            utm.checked()
                .map_err(|_| "utm")?
                .map(|utm| serde_json::to_string(&utm).unwrap_or_default())
        }
        _ => None,
    };
    let preview = match raw.preview {
        Some(text) if !text.is_empty() => {
            let preview: Preview = serde_json::from_str(&text).map_err(|_| "preview")?;
            preview
                .checked()
                .map_err(|_| "preview")?
                .map(|preview| serde_json::to_string(&preview).unwrap_or_default())
        }
        _ => None,
    };
    let split = match raw.split {
        Some(text) if !text.is_empty() => {
            let value: serde_json::Value = serde_json::from_str(&text).map_err(|_| "split")?;
            let split = parse_split(&value).map_err(|_| "split")?;
            Some(serde_json::to_string(&split).map_err(|_| "split")?)
        }
        _ => None,
    };
    let controls = LinkControls {
        valid_from,
        expires_at,
        max_visits,
        expired_url,
        password_hash,
        title,
        notes,
        redirect_status,
        forward_query,
        crawlable,
        redirect_rules,
        utm,
        preview,
        split,
        tags,
    };
    if controls == LinkControls::default() {
        return Ok((None, None));
    }
    Ok((Some(Box::new(controls)), used_visits))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_rows_have_no_controls() {
        assert_eq!(finish_controls(RawControls::default()), Ok((None, None)));
    }

    #[test]
    fn values_follow_the_api_rules() {
        let raw = RawControls {
            valid_from: Some("2020-01-01T00:00:00Z".into()),
            expires_at: Some("2030-01-01T00:00:00Z".into()),
            max_visits: Some("10".into()),
            used_visits: Some("3".into()),
            tags: Some("b|a|b".into()),
            crawlable: Some("TRUE".into()),
            password: Some("open sesame".into()),
            ..RawControls::default()
        };
        let (controls, used) = finish_controls(raw).expect("valid");
        let controls = controls.expect("controls");
        assert_eq!(controls.tags, ["a", "b"]);
        assert_eq!((controls.max_visits, used), (Some(10), Some(3)));
        assert!(controls.crawlable);
        let hash = controls.password_hash.as_deref().expect("hashed");
        assert!(crate::domain::passwords::verify_password(
            "open sesame",
            hash
        ));
        for bad in [
            RawControls {
                valid_from: Some("2030-01-01T00:00:00Z".into()),
                expires_at: Some("2020-01-01T00:00:00Z".into()),
                ..RawControls::default()
            },
            RawControls {
                max_visits: Some("0".into()),
                ..RawControls::default()
            },
            RawControls {
                password_hash: Some("plain text".into()),
                ..RawControls::default()
            },
            RawControls {
                expired_url: Some("javascript:alert(1)".into()),
                ..RawControls::default()
            },
            RawControls {
                password: Some(String::new()),
                ..RawControls::default()
            },
            RawControls {
                crawlable: Some("maybe".into()),
                ..RawControls::default()
            },
            RawControls {
                redirect_rules: Some(
                    "[{\"destination\":\"https://e.com\",\"conditions\":[]}]".into(),
                ),
                ..RawControls::default()
            },
        ] {
            assert!(finish_controls(bad).is_err());
        }
    }

    /// Issue 30, item 1: a hash the server would refuse to run is skipped
    /// with a reason of its own; one within bounds is kept.
    #[test]
    fn a_hash_beyond_the_servers_argon2_bounds_is_skipped_with_its_cost() {
        let hostile = "$argon2id$v=19$m=67108864,t=1,p=1$c29tZXNhbHRzb21lc2FsdA$YWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXphYmNkZWY";
        let raw = RawControls {
            password_hash: Some(hostile.into()),
            ..RawControls::default()
        };
        let skipped = finish_controls(raw).expect_err("refused");
        assert_eq!(skipped.code(), "passwordHashTooCostly");
        assert_eq!(
            skipped.message(),
            "Password hash too costly to check: Argon2 m=67108864, t=1, p=1, where this \
             server allows at most m=19456, t=2, p=1"
        );
        let own = hash_password("open sesame").expect("hash");
        let raw = RawControls {
            password_hash: Some(own.clone()),
            ..RawControls::default()
        };
        let (controls, _) = finish_controls(raw).expect("kept");
        assert_eq!(controls.and_then(|c| c.password_hash), Some(own));
    }
}
