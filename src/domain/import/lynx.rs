//! Lynx exports (JSON and CSV): Linkhop's own format, the only one that
//! names ids, authors and modification dates. Linkhop's exports and
//! backups add each link's short domain (`domain`: its host, empty or
//! `null` on the default domain); Lynx's have none.

use super::controls::{ControlColumns, RawControls};
use super::fields::{
    column, parse_flag, remove_formula_guard, required, Cells, RawLink, RawVisits, Split,
};
use super::problems::{Rejected, SkipReason};
use super::ImportedLink;
use crate::domain::links::ReservedNames;
use serde_json::{Map, Value};

/// Where a Lynx CSV row keeps each value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LynxColumns {
    slug: usize,
    destination: usize,
    id: Option<usize>,
    domain: Option<usize>,
    author: Option<usize>,
    creation_date: Option<usize>,
    modified_date: Option<usize>,
    visits: Option<usize>,
    human_visits: Option<usize>,
    bot_visits: Option<usize>,
    public_stats: Option<usize>,
    controls: ControlColumns,
}

impl LynxColumns {
    pub(super) fn from_header(header: &[String]) -> Result<Self, Vec<String>> {
        let at = required(header, &["slug", "destination"])?;
        Ok(Self {
            slug: at[0],
            destination: at[1],
            id: column(header, "id"),
            domain: column(header, "domain"),
            author: column(header, "author"),
            creation_date: column(header, "creationDate"),
            modified_date: column(header, "modifiedDate"),
            visits: column(header, "visits"),
            human_visits: column(header, "humanVisits"),
            bot_visits: column(header, "botVisits"),
            public_stats: column(header, "publicStats"),
            controls: ControlColumns::linkhop(header),
        })
    }

    pub(super) fn raw_link(&self, row: &Cells) -> RawLink {
        let unguard = |v: &str| remove_formula_guard(v).to_owned();
        RawLink {
            id: row.optional(self.id).map(unguard),
            domain: row.optional(self.domain).map(unguard),
            slug: unguard(row.get(self.slug)),
            destination: unguard(row.get(self.destination)),
            author: row.optional(self.author).map(unguard),
            creation_date: row.optional(self.creation_date).map(unguard),
            modified_date: row.optional(self.modified_date).map(unguard),
            visits: row
                .optional(self.visits)
                .map(|v| RawVisits::Text(unguard(v))),
            split: Split {
                human_visits: row
                    .optional(self.human_visits)
                    .map(|v| RawVisits::Text(v.to_owned())),
                bot_visits: row
                    .optional(self.bot_visits)
                    .map(|v| RawVisits::Text(v.to_owned())),
                public_stats: row.optional(self.public_stats).and_then(parse_flag),
            },
            controls: self.controls.read(row),
        }
    }
}

/// Maps one element of a Lynx JSON export, or says why it is invalid.
pub fn lynx_json_link(
    element: &Value,
    reserved: &ReservedNames,
    now: i64,
) -> Result<ImportedLink, Rejected> {
    let object: &Map<String, Value> = element
        .as_object()
        .ok_or_else(|| Rejected::new(None, SkipReason::NotAnObject))?;
    let text = |name: &str| -> Result<Option<String>, ()> {
        match object.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) if s.is_empty() => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(_) => Err(()),
        }
    };
    let slug = object
        .get("slug")
        .and_then(Value::as_str)
        .ok_or_else(|| Rejected::new(None, SkipReason::Missing("slug")))?
        .to_owned();
    let invalid = |field| Rejected::new(Some(&slug), SkipReason::InvalidValue(field));
    let destination = object
        .get("destination")
        .and_then(Value::as_str)
        .ok_or_else(|| Rejected::new(Some(&slug), SkipReason::Missing("destination")))?
        .to_owned();
    let count = |name: &str| -> Result<Option<RawVisits>, ()> {
        match object.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) if s.is_empty() => Ok(None),
            Some(Value::String(s)) => Ok(Some(RawVisits::Text(s.clone()))),
            Some(Value::Number(n)) => Ok(Some(RawVisits::number(n))),
            Some(_) => Err(()),
        }
    };
    let visits = count("visits").map_err(|()| invalid("visits"))?;
    let split = Split {
        human_visits: count("humanVisits").ok().flatten(),
        bot_visits: count("botVisits").ok().flatten(),
        public_stats: object.get("publicStats").and_then(Value::as_bool),
    };
    let controls = json_controls(object).map_err(invalid)?;
    let creation_date = text("creationDate").map_err(|()| invalid("creationDate"))?;
    let modified_date = text("modifiedDate").map_err(|()| invalid("modifiedDate"))?;
    let domain = text("domain").map_err(|()| invalid("domain"))?;
    super::fields::finish(
        RawLink {
            // A malformed id is not fatal: the link simply gets a new one.
            id: text("id").ok().flatten(),
            domain,
            slug,
            destination,
            // An author of the wrong type counts as none (the importer).
            author: text("author").ok().flatten(),
            creation_date,
            modified_date,
            visits,
            split,
            controls,
        },
        reserved,
        now,
    )
}

/// Linkhop's control keys of a JSON element, as text; a value of the wrong
/// JSON type makes the row invalid (`Err` names it).
fn json_controls(object: &Map<String, Value>) -> Result<RawControls, &'static str> {
    let text = |name: &'static str| -> Result<Option<String>, &'static str> {
        match object.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) if s.is_empty() => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(Value::Number(n)) => Ok(Some(n.to_string())),
            Some(Value::Bool(b)) => Ok(Some(b.to_string())),
            Some(_) => Err(name),
        }
    };
    let tags = match object.get("tags") {
        None | Some(Value::Null) => None,
        Some(Value::Array(items)) if items.is_empty() => None,
        Some(Value::Array(items)) => {
            let tags: Option<Vec<&str>> = items.iter().map(Value::as_str).collect();
            // Tags never hold commas, so joining keeps them apart.
            Some(tags.ok_or("tags")?.join(","))
        }
        Some(_) => return Err("tags"),
    };
    let redirect_rules = match object.get("redirectRules") {
        None | Some(Value::Null) => None,
        Some(rules @ Value::Array(_)) => Some(rules.to_string()),
        Some(_) => return Err("redirectRules"),
    };
    let utm = match object.get("utm") {
        None | Some(Value::Null) => None,
        Some(utm @ Value::Object(_)) => Some(utm.to_string()),
        Some(_) => return Err("utm"),
    };
    let preview = match object.get("preview") {
        None | Some(Value::Null) => None,
        Some(preview @ Value::Object(_)) => Some(preview.to_string()),
        Some(_) => return Err("preview"),
    };
    let split = match object.get("split") {
        None | Some(Value::Null) => None,
        Some(split @ Value::Object(_)) => Some(split.to_string()),
        Some(_) => return Err("split"),
    };
    Ok(RawControls {
        valid_from: text("validFrom")?,
        expires_at: text("expiresAt")?,
        max_visits: text("maxVisits")?,
        used_visits: text("usedVisits")?,
        expired_url: text("expiredUrl")?,
        password_hash: text("passwordHash")?,
        password: None,
        title: text("title")?,
        notes: text("notes")?,
        redirect_status: text("redirectStatus")?,
        forward_query: text("forwardQuery")?,
        crawlable: text("crawlable")?,
        tags,
        redirect_rules,
        utm,
        preview,
        split,
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::{cells, header, reserved};
    use super::super::{CsvLayout, Service};
    use super::*;
    use serde_json::json;

    #[test]
    fn lynx_rows_keep_their_values_and_lose_the_guard() {
        let layout = CsvLayout::from_header(
            Service::Lynx,
            &header(&[
                "id",
                "slug",
                "destination",
                "author",
                "creationDate",
                "modifiedDate",
                "visits",
                "account",
            ]),
        )
        .expect("layout");
        let link = layout
            .link(
                &cells(&[
                    "6F1B2C3D-0000-4000-8000-000000000001",
                    "'-abc",
                    "https://example.com",
                    "",
                    "2023-01-19T10:30:43.430Z",
                    "",
                    "7",
                    "n/a",
                ]),
                &reserved(),
                5,
            )
            .expect("valid");
        assert_eq!(
            link.id.as_deref(),
            Some("6f1b2c3d-0000-4000-8000-000000000001")
        );
        assert_eq!(link.slug, "-abc");
        assert_eq!(link.author, None);
        assert_eq!(link.creation_date, 1_674_124_243_430);
        assert_eq!(link.modified_date, link.creation_date);
        assert_eq!(link.visits, 7);
    }

    #[test]
    fn invalid_values_reject_the_row() {
        let layout = CsvLayout::from_header(
            Service::Lynx,
            &header(&["slug", "destination", "visits", "creationDate"]),
        )
        .expect("layout");
        let r = reserved();
        assert!(layout
            .link(&cells(&["ok", "https://e.com", "-1", ""]), &r, 0)
            .is_err());
        assert!(layout
            .link(&cells(&["ok", "https://e.com", "1.5", ""]), &r, 0)
            .is_err());
        assert!(layout
            .link(&cells(&["ok", "https://e.com", "", "soon"]), &r, 0)
            .is_err());
        assert!(layout
            .link(&cells(&["ok", "javascript:x", "", ""]), &r, 0)
            .is_err());
        assert!(layout
            .link(&cells(&["api/x", "https://e.com", "", ""]), &r, 0)
            .is_err());
        assert_eq!(
            layout
                .link(&cells(&["ok", "https://e.com", "", ""]), &r, 9)
                .map(|l| (l.visits, l.creation_date))
                .ok(),
            Some((0, 9))
        );
    }

    #[test]
    fn lynx_json_elements() {
        let r = reserved();
        let link = lynx_json_link(
            &json!({"slug": "a", "destination": "https://e.com", "visits": 4, "author": 5, "id": "nope"}),
            &r,
            1,
        )
        .expect("valid");
        assert_eq!((link.visits, link.author, link.id), (4, None, None));
        assert_eq!(link.domain, crate::domain::import::ImportDomain::Unnamed);
        let on_domain = lynx_json_link(
            &json!({"slug": "a", "destination": "https://e.com", "domain": "go.example.com"}),
            &r,
            1,
        )
        .expect("valid");
        assert_eq!(
            on_domain.domain,
            crate::domain::import::ImportDomain::Named("go.example.com".into())
        );
        assert!(lynx_json_link(
            &json!({"slug": "a", "destination": "https://e.com", "domain": ["x"]}),
            &r,
            1
        )
        .is_err());
        assert!(lynx_json_link(&json!(["a"]), &r, 1).is_err());
        assert!(
            lynx_json_link(&json!({"slug": 1, "destination": "https://e.com"}), &r, 1).is_err()
        );
        assert!(lynx_json_link(
            &json!({"slug": "a", "destination": "https://e.com", "visits": -2}),
            &r,
            1
        )
        .is_err());
        assert!(lynx_json_link(
            &json!({"slug": "a", "destination": "https://e.com", "visits": "12"}),
            &r,
            1
        )
        .is_ok());
        for huge in [
            json!(9_223_372_036_854_775_807_i64),
            json!(u64::MAX),
            json!("99999999999999999999"),
        ] {
            let mut link = lynx_json_link(
                &json!({"slug": "a", "destination": "https://e.com", "visits": huge}),
                &r,
                1,
            )
            .expect("valid");
            assert!(link.cap_visits(), "{huge}");
            assert_eq!(link.visits, crate::domain::import::MAX_IMPORTED_VISITS);
            assert!(!link.cap_visits());
        }
        assert!(lynx_json_link(
            &json!({"slug": "a", "destination": "https://e.com", "visits": 1.5}),
            &r,
            1
        )
        .is_err());
        assert!(lynx_json_link(
            &json!({"slug": "a", "destination": "https://e.com", "creationDate": 5}),
            &r,
            1
        )
        .is_err());
    }
}
