//! The recording side of a visit with `VISIT_TRACKING=full`: it classifies
//! the user agent (cached), reads the referrer host and the country,
//! computes the visitor key under the day's salt and queues a compact
//! [`VisitEvent`] for the flush, never waiting and never storing an
//! address, a user agent or a full referrer.

use super::buffer::{VisitBuffer, VisitEvent};
use super::classify::{Classification, Classifier};
use super::geo::{Geo, GeoDb, GeoError};
use super::visitor::Salts;
use super::{referrer, Visitor};
use crate::config::Settings;
use crate::domain::qr::SCAN_REFERRER;
use http::header::{REFERER, USER_AGENT};
use http::HeaderMap;

/// User agents whose classification is remembered.
pub const AGENT_CACHE_CAPACITY: usize = 10_000;

pub struct VisitRecorder {
    classifier: Classifier,
    geo: Geo,
    salts: Salts,
    buffer: VisitBuffer,
}

impl VisitRecorder {
    pub fn new(buffer_capacity: usize, geo: Geo) -> Self {
        Self {
            classifier: Classifier::new(AGENT_CACHE_CAPACITY),
            geo,
            salts: Salts::new(),
            buffer: VisitBuffer::new(buffer_capacity),
        }
    }

    /// The recorder the settings ask for: `VISIT_BUFFER` events, country
    /// headers under TRUST_PROXY, and `GEOIP_DB` opened now (an unreadable
    /// or invalid file is an error, for start-up to report).
    pub fn from_settings(settings: &Settings) -> Result<Self, GeoError> {
        let db = settings.geoip_db.as_deref().map(GeoDb::open).transpose()?;
        let geo = Geo::new(settings.trust_proxy > 0, db);
        Ok(Self::new(settings.visit_buffer, geo))
    }

    /// Whether a visit is a bot's: every `HEAD` (`head`), and agents the
    /// classifier calls bots. For the counters when no event is recorded.
    pub fn is_bot(&self, head: bool, headers: &HeaderMap) -> bool {
        head || self
            .classifier
            .classify(headers.get(USER_AGENT).map(|v| v.as_bytes()))
            .bot
    }

    /// What a user agent says of its device, browser and system (for a
    /// session's description in Settings; cached like visits' agents).
    pub fn describe_agent(&self, headers: &HeaderMap) -> Classification {
        self.classifier
            .classify(headers.get(USER_AGENT).map(|v| v.as_bytes()))
    }

    /// Records a visit to link `link_num` at `now_ms` from `client`:
    /// builds the event and queues it (a full buffer drops and counts it).
    /// Returns whether the visit is a bot's (`head` is true for `HEAD`).
    pub fn record(&self, link_num: i64, visitor: &Visitor<'_>, now_ms: i64) -> bool {
        let Visitor {
            head,
            headers,
            client,
            scan,
            variant,
            key,
        } = *visitor;
        let agent = headers.get(USER_AGENT).map(|v| v.as_bytes());
        let class = self.classifier.classify(agent);
        let bot = head || class.bot;
        let event = VisitEvent {
            link_num,
            at: now_ms,
            // A scan's source is its QR code, whatever the scanner sends.
            referrer: if scan {
                Some(SCAN_REFERRER.into())
            } else {
                referrer::referrer_host(headers.get(REFERER).map(|v| v.as_bytes()))
            },
            country: self.geo.country(headers, client),
            device: class.device,
            browser: class.browser,
            os: class.os,
            bot,
            visitor: key.unwrap_or_else(|| {
                self.salts
                    .key(client, agent.unwrap_or_default(), link_num, now_ms)
            }),
            variant: None,
            variant_key: variant,
        };
        self.buffer.push(event, now_ms);
        bot
    }

    /// The events queued so far, for the flush.
    pub fn take_events(&self) -> Vec<VisitEvent> {
        self.buffer.drain()
    }

    /// Events queued now, waiting for the next flush.
    pub fn queued(&self) -> usize {
        self.buffer.len()
    }

    /// Events a flush may hold back while the database is unreachable.
    pub fn capacity(&self) -> usize {
        self.buffer.capacity()
    }

    /// Counts `n` events a flush could not keep as dropped.
    pub fn count_dropped(&self, n: u64, now_ms: i64) {
        self.buffer.count_dropped(n, now_ms);
    }

    /// Events dropped since start because the buffer was full.
    pub fn dropped(&self) -> u64 {
        self.buffer.dropped()
    }

    pub fn salts(&self) -> &Salts {
        &self.salts
    }

    pub fn geo(&self) -> &Geo {
        &self.geo
    }

    pub fn classifier(&self) -> &Classifier {
        &self.classifier
    }
}

#[cfg(test)]
#[path = "recorder_tests.rs"]
mod tests;
