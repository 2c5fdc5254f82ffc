//! The controls of a create or an edit: what the caller sent, merged over
//! the link's current controls, checked as a whole (the validity window's
//! order) and with a new password hashed.

use super::{LinkResult, LinkServiceError};
use crate::domain::link_controls::{check_window, LinkControls};
use crate::domain::preview::Preview;
use crate::domain::redirect_rules::{rules_json, RedirectRule};
use crate::domain::split::Split;
use crate::domain::utm::Utm;

/// Controls to set; `None` leaves one as it is, `Some(None)` removes it.
#[derive(Debug, Default)]
pub struct ControlsPatch {
    pub valid_from: Option<Option<i64>>,
    pub expires_at: Option<Option<i64>>,
    pub max_visits: Option<Option<i64>>,
    pub expired_url: Option<Option<String>>,
    /// A new password (already checked against the link password rule).
    pub password: Option<Option<String>>,
    pub title: Option<Option<String>>,
    pub notes: Option<Option<String>>,
    pub redirect_status: Option<Option<u16>>,
    pub forward_query: Option<bool>,
    pub crawlable: Option<bool>,
    pub redirect_rules: Option<Vec<RedirectRule>>,
    /// Checked campaign parameters; `Some(None)` removes them.
    pub utm: Option<Option<Utm>>,
    /// A checked preview card; `Some(None)` removes it.
    pub preview: Option<Option<Preview>>,
    /// A checked A/B split; `Some(None)` removes it.
    pub split: Option<Option<Split>>,
    pub tags: Option<Vec<String>>,
}

impl ControlsPatch {
    pub fn is_empty(&self) -> bool {
        self.valid_from.is_none()
            && self.expires_at.is_none()
            && self.max_visits.is_none()
            && self.expired_url.is_none()
            && self.password.is_none()
            && self.title.is_none()
            && self.notes.is_none()
            && self.redirect_status.is_none()
            && self.forward_query.is_none()
            && self.crawlable.is_none()
            && self.redirect_rules.is_none()
            && self.utm.is_none()
            && self.preview.is_none()
            && self.split.is_none()
            && self.tags.is_none()
    }

    /// Checks the parts that depend on each other (the window, with the
    /// link's current dates for the side not sent) before anything else
    /// happens.
    pub fn check(&self, current: &LinkControls) -> LinkResult<()> {
        let from = self.valid_from.unwrap_or(current.valid_from);
        let until = self.expires_at.unwrap_or(current.expires_at);
        check_window(from, until).map_err(|e| LinkServiceError::Refused(e.into()))
    }

    /// `current` with this patch applied; a new password is hashed
    /// (Argon2id, on the blocking pool).
    pub async fn apply(self, current: LinkControls) -> LinkResult<LinkControls> {
        self.check(&current)?;
        let password_hash = match self.password {
            None => current.password_hash,
            Some(None) => None,
            Some(Some(password)) => Some(
                crate::accounts::passwords::hash_password(&password)
                    .await
                    .map_err(|e| LinkServiceError::Internal(e.to_string()))?,
            ),
        };
        Ok(LinkControls {
            valid_from: self.valid_from.unwrap_or(current.valid_from),
            expires_at: self.expires_at.unwrap_or(current.expires_at),
            max_visits: self.max_visits.unwrap_or(current.max_visits),
            expired_url: self.expired_url.unwrap_or(current.expired_url),
            password_hash,
            title: self.title.unwrap_or(current.title),
            notes: self.notes.unwrap_or(current.notes),
            redirect_status: self.redirect_status.unwrap_or(current.redirect_status),
            forward_query: self.forward_query.unwrap_or(current.forward_query),
            crawlable: self.crawlable.unwrap_or(current.crawlable),
            redirect_rules: match self.redirect_rules {
                None => current.redirect_rules,
                Some(rules) if rules.is_empty() => None,
                Some(rules) => Some(rules_json(&rules).to_string()),
            },
            utm: match self.utm {
                None => current.utm,
                Some(utm) => utm.and_then(|utm| serde_json::to_string(&utm).ok()),
            },
            preview: match self.preview {
                None => current.preview,
                Some(preview) => preview.and_then(|p| serde_json::to_string(&p).ok()),
            },
            split: match self.split {
                None => current.split,
                Some(split) => split.and_then(|s| serde_json::to_string(&s).ok()),
            },
            tags: self.tags.unwrap_or(current.tags),
        })
    }
}
