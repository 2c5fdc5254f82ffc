//! A visit's facts as the redirect rules ask for them (device, system,
//! languages, country, query, time), each read only when a condition asks,
//! whether the visit is a bot's (for the visit limit), and what an A/B
//! split chooses by (the visitor key, a remembered variant). The user agent is
//! classified at most once per visit.

use super::{Visitor, Visits};
use crate::domain::redirect_rules::VisitFacts;
use crate::domain::visits::Device;
use http::header::{ACCEPT_LANGUAGE, USER_AGENT};
use std::sync::OnceLock;

use super::Classification;

pub struct Facts<'a> {
    visits: &'a Visits,
    visitor: &'a Visitor<'a>,
    query: Option<&'a str>,
    now: i64,
    class: OnceLock<Classification>,
    /// The salted visitor key, once a split asked for it (0: no salt yet).
    key: OnceLock<u64>,
    /// The split variant the visitor's cookie names, if the link keeps one.
    remembered: Option<&'a str>,
}

impl<'a> Facts<'a> {
    pub fn new(
        visits: &'a Visits,
        visitor: &'a Visitor<'a>,
        query: Option<&'a str>,
        now: i64,
    ) -> Self {
        Self {
            visits,
            visitor,
            query,
            now,
            class: OnceLock::new(),
            key: OnceLock::new(),
            remembered: None,
        }
    }

    /// With the split variant the visitor's cookie names.
    pub fn remembering(self, remembered: Option<&'a str>) -> Self {
        Self { remembered, ..self }
    }

    pub fn remembered_variant(&self) -> Option<&'a str> {
        self.remembered
    }

    /// The visitor's key for link `link_num` today (`visits::visitor`):
    /// the same all day for one address and agent. Random when the day's
    /// salt is not loaded yet, so a split still splits.
    pub fn visitor_key(&self, link_num: i64) -> u64 {
        let key = *self.key.get_or_init(|| {
            let agent = self.visitor.headers.get(USER_AGENT).map(|v| v.as_bytes());
            self.visits.recorder.salts().key(
                self.visitor.client,
                agent.unwrap_or_default(),
                link_num,
                self.now,
            )
        });
        super::visitor::choosing_key(key)
    }

    /// The salted visitor key if the decision computed it, for the visit's
    /// event: one SipHash a visit, not two.
    pub fn computed_key(&self) -> Option<u64> {
        self.key.get().copied()
    }

    fn class(&self) -> &Classification {
        self.class.get_or_init(|| {
            let agent = self.visitor.headers.get(USER_AGENT).map(|v| v.as_bytes());
            self.visits.recorder.classifier().classify(agent)
        })
    }

    /// Whether the visit is a bot's: every `HEAD`, crawlers and previews.
    pub fn is_bot(&self) -> bool {
        self.visitor.head || self.class().bot
    }

    /// Whether the visit is a link-preview fetcher's (`HEAD` or `GET`).
    pub fn is_preview_fetcher(&self) -> bool {
        self.class().preview
    }
}

impl VisitFacts for Facts<'_> {
    fn device(&self) -> (Device, Option<&'static str>) {
        let class = self.class();
        (class.device, class.os)
    }

    fn accept_language(&self) -> Option<&str> {
        self.visitor
            .headers
            .get(ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
    }

    fn country(&self) -> Option<[u8; 2]> {
        self.visits
            .recorder
            .geo()
            .country(self.visitor.headers, self.visitor.client)
    }

    fn query(&self) -> Option<&str> {
        self.query
    }

    fn now(&self) -> i64 {
        self.now
    }
}
