//! Per-link controls (README, "Link controls"): the validity window, the
//! visit limit, the page of an expired link, the link password, tags, title,
//! notes and the redirect status, each parsed into a checked value with the
//! limits that keep one link's row small.

use super::links::{Destination, LinkError};
use super::redirect_rules::RuleError;
use super::split::SplitError;
use super::time::parse_iso;

/// Tags one link may carry.
pub const MAX_TAGS: usize = 50;
/// Characters of one tag.
pub const MAX_TAG_CHARS: usize = 64;
pub const MAX_TITLE_CHARS: usize = 500;
pub const MAX_NOTES_CHARS: usize = 10_000;
/// The largest visit limit (as the largest imported visit count).
pub const MAX_VISIT_LIMIT: i64 = 1_000_000_000_000;
/// Characters of a link password (any characters but control ones).
pub const MAX_LINK_PASSWORD_CHARS: usize = 256;
/// Redirect statuses a link may choose.
pub const REDIRECT_STATUSES: [u16; 4] = [301, 302, 307, 308];

/// A link's controls as stored; `Default` is a plain link.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LinkControls {
    pub valid_from: Option<i64>,
    pub expires_at: Option<i64>,
    pub max_visits: Option<i64>,
    pub expired_url: Option<String>,
    /// Argon2id PHC string.
    pub password_hash: Option<String>,
    pub title: Option<String>,
    pub notes: Option<String>,
    pub redirect_status: Option<u16>,
    pub forward_query: bool,
    pub crawlable: bool,
    /// The checked rules as JSON.
    pub redirect_rules: Option<String>,
    /// The checked campaign parameters as JSON (`super::utm::Utm`).
    pub utm: Option<String>,
    /// The checked preview card as JSON (`super::preview::Preview`).
    pub preview: Option<String>,
    /// The checked A/B split as JSON (`super::split::Split`).
    pub split: Option<String>,
    /// Checked, sorted, without duplicates.
    pub tags: Vec<String>,
}

/// Which control value was refused; the HTTP layer owns the wording.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ControlError {
    #[error("invalid date in {0}")]
    InvalidDate(&'static str),
    #[error("validFrom is not before expiresAt")]
    DatesOutOfOrder,
    #[error("invalid maxVisits")]
    InvalidMaxVisits,
    #[error("invalid expiredUrl")]
    InvalidExpiredUrl,
    #[error("invalid password")]
    InvalidPassword,
    #[error("invalid tags")]
    InvalidTags,
    #[error("invalid tag")]
    InvalidTag,
    #[error("invalid title")]
    InvalidTitle,
    #[error("invalid notes")]
    InvalidNotes,
    #[error("invalid redirectStatus")]
    InvalidRedirectStatus,
    #[error("invalid redirect rule")]
    InvalidRule(RuleError),
    #[error("invalid utm")]
    InvalidUtm,
    #[error("invalid preview")]
    InvalidPreview,
    #[error("invalid split: {0}")]
    InvalidSplit(SplitError),
}

impl From<ControlError> for LinkError {
    fn from(error: ControlError) -> Self {
        LinkError::Control(error)
    }
}

/// A date field (`validFrom`, `expiresAt`): ISO 8601 / RFC 3339.
pub fn parse_date(field: &'static str, value: &str) -> Result<i64, ControlError> {
    parse_iso(value).ok_or(ControlError::InvalidDate(field))
}

/// A window is valid when it is open on a side or `from < until`.
pub fn check_window(from: Option<i64>, until: Option<i64>) -> Result<(), ControlError> {
    match (from, until) {
        (Some(from), Some(until)) if from >= until => Err(ControlError::DatesOutOfOrder),
        _ => Ok(()),
    }
}

/// 1 to [`MAX_VISIT_LIMIT`].
pub fn parse_max_visits(value: i64) -> Result<i64, ControlError> {
    if (1..=MAX_VISIT_LIMIT).contains(&value) {
        Ok(value)
    } else {
        Err(ControlError::InvalidMaxVisits)
    }
}

/// Where an expired or used-up link sends its visitors: the destination
/// rule, so never `javascript:` or another scheme.
pub fn parse_expired_url(value: &str) -> Result<String, ControlError> {
    Destination::parse(value)
        .map(Destination::into_string)
        .map_err(|_| ControlError::InvalidExpiredUrl)
}

/// A link password: 1 to 256 characters, no control characters. Not the
/// account rule: a visitor types it, and its owner chooses how strong.
pub fn check_link_password(value: &str) -> Result<(), ControlError> {
    let chars = value.chars().count();
    if chars == 0 || chars > MAX_LINK_PASSWORD_CHARS || value.chars().any(char::is_control) {
        return Err(ControlError::InvalidPassword);
    }
    Ok(())
}

/// One tag: 1 to 64 characters once trimmed, no control characters and no
/// comma (the list filter separates tags with commas).
pub fn parse_tag(value: &str) -> Result<String, ControlError> {
    let tag = value.trim();
    let chars = tag.chars().count();
    if chars == 0 || chars > MAX_TAG_CHARS || tag.chars().any(|c| c.is_control() || c == ',') {
        return Err(ControlError::InvalidTag);
    }
    Ok(tag.to_owned())
}

/// A link's tags: at most 50, each [`parse_tag`]; duplicates are dropped
/// and the rest sorted.
pub fn parse_tags<'a>(
    values: impl IntoIterator<Item = &'a str>,
) -> Result<Vec<String>, ControlError> {
    let mut tags = Vec::new();
    for (i, value) in values.into_iter().enumerate() {
        if i >= MAX_TAGS {
            return Err(ControlError::InvalidTags);
        }
        tags.push(parse_tag(value).map_err(|_| ControlError::InvalidTags)?);
    }
    tags.sort();
    tags.dedup();
    Ok(tags)
}

/// A title: at most 500 characters, no control characters; empty is none.
pub fn parse_title(value: &str) -> Result<Option<String>, ControlError> {
    if value.chars().count() > MAX_TITLE_CHARS || value.chars().any(char::is_control) {
        return Err(ControlError::InvalidTitle);
    }
    Ok(Some(value.trim().to_owned()).filter(|t| !t.is_empty()))
}

/// Notes: at most 10,000 characters; line breaks and tabs are kept, other
/// control characters refused; empty is none.
pub fn parse_notes(value: &str) -> Result<Option<String>, ControlError> {
    let bad = |c: char| c.is_control() && !matches!(c, '\n' | '\r' | '\t');
    if value.chars().count() > MAX_NOTES_CHARS || value.chars().any(bad) {
        return Err(ControlError::InvalidNotes);
    }
    Ok(Some(value.to_owned()).filter(|n| !n.trim().is_empty()))
}

/// 301, 302, 307 or 308.
pub fn parse_redirect_status(value: i64) -> Result<u16, ControlError> {
    REDIRECT_STATUSES
        .into_iter()
        .find(|s| i64::from(*s) == value)
        .ok_or(ControlError::InvalidRedirectStatus)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_must_be_in_order() {
        assert!(check_window(Some(1), Some(2)).is_ok());
        assert!(check_window(None, Some(2)).is_ok());
        assert_eq!(
            check_window(Some(2), Some(2)),
            Err(ControlError::DatesOutOfOrder)
        );
        assert_eq!(
            parse_date("validFrom", "tomorrow"),
            Err(ControlError::InvalidDate("validFrom"))
        );
        assert_eq!(
            parse_date("expiresAt", "2030-01-01T00:00:00Z"),
            Ok(1_893_456_000_000)
        );
    }

    #[test]
    fn tags_are_trimmed_deduplicated_and_bounded() {
        assert_eq!(
            parse_tags([" b ", "a", "b"]),
            Ok(vec!["a".to_owned(), "b".to_owned()])
        );
        let many: Vec<String> = (0..51).map(|i| format!("t{i}")).collect();
        assert_eq!(
            parse_tags(many.iter().map(String::as_str)),
            Err(ControlError::InvalidTags)
        );
        for bad in ["", "  ", "a,b", "a\nb", &"x".repeat(65)] {
            assert!(parse_tag(bad).is_err(), "{bad:?}");
        }
        assert!(parse_tag(&"ü".repeat(64)).is_ok());
    }

    #[test]
    fn text_fields_have_limits() {
        assert_eq!(parse_title("  "), Ok(None));
        assert!(parse_title(&"a".repeat(501)).is_err());
        assert!(parse_title("a\u{7}").is_err());
        assert_eq!(parse_notes("line\nline"), Ok(Some("line\nline".into())));
        assert!(parse_notes(&"a".repeat(100_000)).is_err());
        assert!(check_link_password("").is_err());
        assert!(check_link_password("a b").is_ok());
        assert!(check_link_password(&"a".repeat(257)).is_err());
    }

    #[test]
    fn other_values() {
        assert_eq!(parse_redirect_status(307), Ok(307));
        assert!(parse_redirect_status(303).is_err());
        assert!(parse_max_visits(0).is_err());
        assert!(parse_max_visits(MAX_VISIT_LIMIT + 1).is_err());
        assert!(parse_expired_url("javascript:alert(1)").is_err());
        assert!(parse_expired_url("https://example.com/gone").is_ok());
    }
}
