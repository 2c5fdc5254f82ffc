//! A link's history (docs/history.md): every change records who made it,
//! when, through what, and the link's fields before and after, so that a
//! change can be read back and undone, and a deleted link restored.

use super::link_controls::LinkControls;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// How long a deleted link's history is kept (and the link restorable) by
/// default, in days: `LINK_HISTORY_DAYS`.
pub const DEFAULT_RETENTION_DAYS: u32 = 30;

/// What a change did to a link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HistoryAction {
    Created,
    Edited,
    Deleted,
    /// Brought back after a deletion, with its fields before it.
    Restored,
    /// Set back to the fields after an earlier change.
    Reverted,
}

impl HistoryAction {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Created => "created",
            Self::Edited => "edited",
            Self::Deleted => "deleted",
            Self::Restored => "restored",
            Self::Reverted => "reverted",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Some(match text {
            "created" => Self::Created,
            "edited" => Self::Edited,
            "deleted" => Self::Deleted,
            "restored" => Self::Restored,
            "reverted" => Self::Reverted,
            _ => return None,
        })
    }
}

/// Through what a change was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Via {
    /// A signed-in session: the dashboard (or a script holding its cookie).
    Dashboard,
    /// A named API token (its name is recorded beside).
    Token,
    /// The instance's API secret (Lynx's clients).
    Secret,
    /// The `linkhop` command line.
    Cli,
    /// An import of a file.
    Import,
    /// One change applied to many links at once (tag renames and removals).
    Bulk,
}

impl Via {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Dashboard => "dashboard",
            Self::Token => "token",
            Self::Secret => "secret",
            Self::Cli => "cli",
            Self::Import => "import",
            Self::Bulk => "bulk",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Some(match text {
            "dashboard" => Self::Dashboard,
            "token" => Self::Token,
            "secret" => Self::Secret,
            "cli" => Self::Cli,
            "import" => Self::Import,
            "bulk" => Self::Bulk,
            _ => return None,
        })
    }
}

/// Who made a change and through what, as its history entry keeps it. The
/// account's username is kept beside its id, so the entry still says who
/// after the account is gone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    pub account_id: Option<String>,
    pub username: Option<String>,
    pub via: Via,
    /// The API token's name, for [`Via::Token`].
    pub via_name: Option<String>,
}

impl Actor {
    pub fn new(account_id: &str, username: &str, via: Via) -> Self {
        Self {
            account_id: Some(account_id.to_owned()),
            username: Some(username.to_owned()),
            via,
            via_name: None,
        }
    }

    /// A change made on the server's own command line, by no account.
    pub fn command_line() -> Self {
        COMMAND_LINE.clone()
    }

    pub fn named(self, via_name: Option<String>) -> Self {
        Self { via_name, ..self }
    }

    /// The same account's change made as a bulk edit (a token's name kept).
    pub fn in_bulk(self) -> Self {
        Self {
            via: Via::Bulk,
            ..self
        }
    }
}

/// The server's own command line, acting as no account.
pub static COMMAND_LINE: Actor = Actor {
    account_id: None,
    username: None,
    via: Via::Cli,
    via_name: None,
};

/// Every field of a link a change can set: what a history entry keeps
/// before and after. Visits, dates and the author are not among them (no
/// edit sets them). The password is kept as its hash, never shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LinkFields {
    pub slug: String,
    pub domain_id: String,
    pub destination: String,
    pub public_stats: bool,
    pub valid_from: Option<i64>,
    pub expires_at: Option<i64>,
    pub max_visits: Option<i64>,
    pub expired_url: Option<String>,
    pub password_hash: Option<String>,
    pub title: Option<String>,
    pub notes: Option<String>,
    pub redirect_status: Option<u16>,
    pub forward_query: bool,
    pub crawlable: bool,
    /// The stored JSON of each, as the link's columns hold it.
    pub redirect_rules: Option<String>,
    pub utm: Option<String>,
    pub preview: Option<String>,
    pub split: Option<String>,
    pub tags: Vec<String>,
}

impl LinkFields {
    pub fn new(
        slug: &str,
        domain_id: &str,
        destination: &str,
        public_stats: bool,
        controls: &LinkControls,
    ) -> Self {
        let mut c = controls.clone();
        c.tags.sort();
        Self {
            slug: slug.to_owned(),
            domain_id: domain_id.to_owned(),
            destination: destination.to_owned(),
            public_stats,
            valid_from: c.valid_from,
            expires_at: c.expires_at,
            max_visits: c.max_visits,
            expired_url: c.expired_url,
            password_hash: c.password_hash,
            title: c.title,
            notes: c.notes,
            redirect_status: c.redirect_status,
            forward_query: c.forward_query,
            crawlable: c.crawlable,
            redirect_rules: c.redirect_rules,
            utm: c.utm,
            preview: c.preview,
            split: c.split,
            tags: c.tags,
        }
    }

    /// The controls among the fields.
    pub fn controls(&self) -> LinkControls {
        LinkControls {
            valid_from: self.valid_from,
            expires_at: self.expires_at,
            max_visits: self.max_visits,
            expired_url: self.expired_url.clone(),
            password_hash: self.password_hash.clone(),
            title: self.title.clone(),
            notes: self.notes.clone(),
            redirect_status: self.redirect_status,
            forward_query: self.forward_query,
            crawlable: self.crawlable,
            redirect_rules: self.redirect_rules.clone(),
            utm: self.utm.clone(),
            preview: self.preview.clone(),
            split: self.split.clone(),
            tags: self.tags.clone(),
        }
    }

    /// The stored form (JSON); `None` only if serializing failed, which a
    /// struct of strings and numbers cannot.
    pub fn to_stored(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// From the stored form; `None` for an unreadable one.
    pub fn from_stored(text: &str) -> Option<Self> {
        serde_json::from_str(text).ok()
    }

    /// The fields as shown: the password only as whether there is one, and
    /// the JSON-valued fields as JSON.
    pub fn shown(&self) -> serde_json::Map<String, Value> {
        let mut shown = match serde_json::to_value(self) {
            Ok(Value::Object(map)) => map,
            _ => serde_json::Map::new(),
        };
        shown.shift_remove("passwordHash");
        shown.insert(
            "hasPassword".to_owned(),
            Value::Bool(self.password_hash.is_some()),
        );
        // Dates as the link's own view writes them (ISO 8601, UTC).
        for field in ["validFrom", "expiresAt"] {
            if let Some(Value::Number(ms)) = shown.get(field) {
                let text = ms.as_i64().map(super::time::format_millis);
                shown.insert(field.to_owned(), text.map_or(Value::Null, Value::String));
            }
        }
        for field in ["redirectRules", "utm", "preview", "split"] {
            if let Some(Value::String(text)) = shown.get(field) {
                let parsed = serde_json::from_str(text).unwrap_or(Value::Null);
                shown.insert(field.to_owned(), parsed);
            }
        }
        shown
    }
}

/// The names of the fields (as shown) that differ between `before` and
/// `after`, in the fields' order: a new password counts as a change of
/// `hasPassword` even when there was one before.
pub fn changed_fields(before: &LinkFields, after: &LinkFields) -> Vec<String> {
    let (old, new) = (before.shown(), after.shown());
    let mut changed: Vec<String> = new
        .iter()
        .filter(|(name, value)| old.get(*name) != Some(value))
        .map(|(name, _)| name.clone())
        .collect();
    if before.password_hash != after.password_hash && !changed.iter().any(|n| n == "hasPassword") {
        changed.push("hasPassword".to_owned());
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields() -> LinkFields {
        LinkFields::new(
            "docs",
            "default",
            "https://example.com/",
            false,
            &LinkControls {
                tags: vec!["a".into()],
                utm: Some(r#"{"source":"news"}"#.into()),
                ..LinkControls::default()
            },
        )
    }

    #[test]
    fn fields_survive_their_stored_form_and_keep_the_password_hidden() {
        let mut before = fields();
        before.password_hash = Some("$argon2id$secret".into());
        let stored = before.to_stored();
        assert_eq!(LinkFields::from_stored(&stored), Some(before.clone()));
        let shown = before.shown();
        assert!(!shown.contains_key("passwordHash"));
        assert_eq!(shown["hasPassword"], Value::Bool(true));
        assert_eq!(shown["utm"]["source"], "news");
        let mut dated = before.clone();
        dated.expires_at = Some(0);
        assert_eq!(dated.shown()["expiresAt"], "1970-01-01T00:00:00.000Z");
        assert!(LinkFields::from_stored("{").is_none());
    }

    #[test]
    fn only_the_fields_that_differ_are_named() {
        let before = fields();
        let mut after = before.clone();
        assert!(changed_fields(&before, &after).is_empty());
        after.destination = "https://example.org/".into();
        after.tags.push("b".into());
        after.password_hash = Some("x".into());
        assert_eq!(
            changed_fields(&before, &after),
            ["destination", "tags", "hasPassword"]
        );
        // A new password over an old one is a change too.
        let mut again = after.clone();
        again.password_hash = Some("y".into());
        assert_eq!(changed_fields(&after, &again), ["hasPassword"]);
    }
}
