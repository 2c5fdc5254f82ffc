//! A link's controls as the slug cache holds them: read once with the link
//! and evaluated per visit from memory (`decision.rs` applies them in
//! order). Plain links have none (the cache entry keeps `None`, so they pay
//! one branch).

use super::location_of;
use super::split::{CachedSplit, CachedVariant};
use crate::domain::link_state::{is_used_up, Lifetime, LinkState};
use crate::domain::preview::Preview;
use crate::domain::redirect_rules::{parse_rules, Condition, VisitFacts};
use crate::domain::utm::Utm;
use crate::store::TargetRow;
use std::sync::atomic::{AtomicBool, Ordering};

/// A rule with its `Location` value ready.
#[derive(Debug)]
pub struct CachedRule {
    location: Box<str>,
    conditions: Box<[Condition]>,
}

#[derive(Debug)]
pub struct Controls {
    /// The link's id: a password proof is bound to it and a visit limit
    /// is taken by it (plain links' entries do without).
    link_id: Box<str>,
    pub valid_from: Option<i64>,
    pub expires_at: Option<i64>,
    pub max_visits: Option<i64>,
    /// The `Location` of an expired or used-up link.
    pub expired_location: Option<Box<str>>,
    pub password_hash: Option<Box<str>>,
    pub redirect_status: Option<u16>,
    pub forward_query: bool,
    /// The link's campaign parameters, kept when the query is forwarded:
    /// a visitor's query cannot set them.
    utm: Option<Box<Utm>>,
    pub crawlable: bool,
    rules: Box<[CachedRule]>,
    /// The A/B split, for visitors no rule sends elsewhere. Held in place,
    /// weights included, so that choosing a variant reads no other
    /// allocation than the controls' own and the chosen variant's.
    split: Option<CachedSplit>,
    /// The preview card's page, made once here: link-preview fetchers get
    /// it instead of the redirect, from memory.
    preview_page: Option<bytes::Bytes>,
    /// Learnt from the database; a limit never comes back by itself (an
    /// edit replaces the whole cache entry).
    used_up: AtomicBool,
    /// Whether a refusal after the expiry was noticed (once per entry).
    expiry_noticed: AtomicBool,
}

impl Controls {
    /// The controls of a stored link; `None` for a plain one.
    pub(super) fn from_row(row: &TargetRow, utm: Option<&Utm>) -> Option<Self> {
        let with_utm = |destination: &str| match utm {
            Some(utm) => location_of(&utm.join(destination)),
            None => location_of(destination),
        };
        let rules: Vec<CachedRule> = match row.redirect_rules.as_deref() {
            None => Vec::new(),
            Some(text) => match serde_json::from_str(text).ok().map(|v| parse_rules(&v)) {
                Some(Ok(rules)) => rules
                    .into_iter()
                    .filter_map(|rule| {
                        Some(CachedRule {
                            location: with_utm(&rule.destination)?.into(),
                            conditions: rule.conditions.into(),
                        })
                    })
                    .collect(),
                // Only the server writes this column, after checking it.
                _ => {
                    tracing::warn!(link = row.id, "ignoring unreadable redirect rules");
                    Vec::new()
                }
            },
        };
        let controls = Self {
            link_id: row.id.as_str().into(),
            valid_from: row.valid_from,
            expires_at: row.expires_at,
            max_visits: row.max_visits,
            expired_location: row
                .expired_url
                .as_deref()
                .and_then(location_of)
                .map(Into::into),
            password_hash: row.password_hash.as_deref().map(Into::into),
            redirect_status: row.redirect_status.and_then(|s| u16::try_from(s).ok()),
            forward_query: row.forward_query,
            // Only a forwarded query needs them again, per visit.
            utm: utm
                .filter(|_| row.forward_query)
                .map(|utm| Box::new(utm.clone())),
            crawlable: row.crawlable,
            rules: rules.into(),
            split: row
                .split
                .as_deref()
                .and_then(|text| CachedSplit::from_stored(text, utm)),
            preview_page: row
                .preview
                .as_deref()
                .and_then(|text| serde_json::from_str::<Preview>(text).ok())
                .map(|preview| bytes::Bytes::from(preview.card_page())),
            used_up: AtomicBool::new(is_used_up(row.max_visits, row.used_visits)),
            expiry_noticed: AtomicBool::new(false),
        };
        let plain = controls.nothing_but_a_split() && controls.split.is_none();
        (!plain).then_some(controls)
    }

    /// Whether no control is set but (maybe) the split.
    fn nothing_but_a_split(&self) -> bool {
        self.valid_from.is_none()
            && self.expires_at.is_none()
            && self.max_visits.is_none()
            && self.password_hash.is_none()
            && self.redirect_status.is_none()
            && !self.forward_query
            && !self.crawlable
            && self.rules.is_empty()
            && self.preview_page.is_none()
    }

    /// The split of a link whose only control is a split without a
    /// cookie: such a link answers on the plain links' path, its split
    /// kept inline in its cache entry (`Target`). Other controls come back.
    pub(super) fn into_lone_split(mut self: Box<Self>) -> Result<CachedSplit, Box<Self>> {
        match self.split.take() {
            Some(split) if !split.cookie && self.nothing_but_a_split() => Ok(split),
            split => {
                self.split = split;
                Err(self)
            }
        }
    }

    /// The visitor's `query` as it joins the destination: less the
    /// campaign parameters the link sets.
    pub fn visitor_query<'q>(&self, query: &'q str) -> std::borrow::Cow<'q, str> {
        match &self.utm {
            Some(utm) => std::borrow::Cow::Owned(utm.visitor_query(query)),
            None => std::borrow::Cow::Borrowed(query),
        }
    }

    /// Whether the link remembers a visitor's variant in a cookie.
    pub fn split_cookie(&self) -> bool {
        self.split.as_ref().is_some_and(|split| split.cookie)
    }

    /// The split's variant for a visitor (see [`CachedSplit::choose`]);
    /// `None` without a split.
    pub fn variant(&self, remembered: Option<&str>, key: u64) -> Option<CachedVariant<'_>> {
        self.split.as_ref()?.choose(remembered, key)
    }

    pub fn has_split(&self) -> bool {
        self.split.is_some()
    }

    /// The preview card's page; `None` without a card.
    pub fn preview_page(&self) -> Option<&bytes::Bytes> {
        self.preview_page.as_ref()
    }

    pub fn link_id(&self) -> &str {
        &self.link_id
    }

    /// The link's state at `now` (ms), as far as memory knows (the
    /// domain's one rule, `Lifetime::state_at`).
    pub fn state_at(&self, now: i64) -> LinkState {
        Lifetime {
            valid_from: self.valid_from,
            expires_at: self.expires_at,
            used_up: self.is_used_up(),
        }
        .state_at(now)
    }

    pub fn is_used_up(&self) -> bool {
        self.used_up.load(Ordering::Acquire)
    }

    /// True the first time it is asked: a refusal after the expiry is
    /// noticed once per cache entry.
    pub(super) fn first_expired_refusal(&self) -> bool {
        !self.expiry_noticed.swap(true, Ordering::AcqRel)
    }

    /// Remembers that the database said the limit is used up; a limit
    /// never comes back by itself (an edit replaces the cache entry).
    pub(super) fn mark_used_up(&self) {
        self.used_up.store(true, Ordering::Release);
    }

    /// The `Location` of the first rule whose conditions all match.
    pub fn rule_location(&self, facts: &dyn VisitFacts) -> Option<&str> {
        self.rules
            .iter()
            .find(|rule| rule.conditions.iter().all(|c| c.matches(facts)))
            .map(|rule| &*rule.location)
    }
}
