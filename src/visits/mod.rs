//! Visits, from the redirect to the database (docs/STATISTICS.md): the
//! visitor's classification (user agent, referrer host, country, the
//! daily-salted visitor key), the counts kept in memory by link number,
//! the bounded event buffer, the visits to no link (orphan visits,
//! counted per domain in a tally bounded by bytes), and the flush that
//! writes counts, events, orphan visits and the statistics summaries in
//! batches. The redirect path calls [`Visits::count`] (and, when no link
//! answers, [`Visits::count_orphan`]) and never waits on the database;
//! `redirects` only looks links up and decides what a visit gets.
//!
//! This room imports no other service: the redirect path hands it a
//! link's number.

pub mod buffer;
pub mod classify;
mod counter;
mod facts;
mod flush;
pub mod geo;
mod orphans;
mod recorder;
pub mod referrer;
mod variant_names;
pub mod visitor;

#[cfg(test)]
mod mmdb_fixture;

pub use buffer::{VisitBuffer, VisitEvent};
pub use classify::{Classification, Classifier};
pub use facts::Facts;
pub use flush::{FlushReport, FLUSHES_PER_SUMMARY, MAX_FLUSHES_PER_SUMMARY, WINDOW_ROWS};
pub use geo::{Geo, GeoDb, GeoError};
pub use http::HeaderMap;
pub use orphans::{OrphanTally, ORPHAN_SLUGS_PER_DAY, ORPHAN_TALLY_BYTES};
pub use recorder::{VisitRecorder, AGENT_CACHE_CAPACITY};
pub use visitor::Salts;

use crate::config::VisitTracking;
use crate::domain::orphan_visits::OrphanKind;
use crate::domain::time::now_millis;
use crate::domain::visits::day_of;
use crate::store::Store;
use std::net::IpAddr;
use std::sync::Arc;

/// What the redirect path knows of a visit besides its link; the address
/// and headers are read here and never stored.
pub struct Visitor<'a> {
    /// A `HEAD` request, always a bot's visit.
    pub head: bool,
    pub headers: &'a HeaderMap,
    pub client: IpAddr,
    /// Asked for at the link's QR code address: counted with the scan
    /// referrer (`domain::qr::SCAN_REFERRER`).
    pub scan: bool,
    /// The A/B split variant the visit was sent to (its key,
    /// `domain::split::variant_key`), set once the redirect decided;
    /// counted in the link's variant statistics.
    pub variant: Option<u64>,
    /// The visitor's salted key for this link today, when the redirect
    /// computed it already (`Facts::computed_key`).
    pub key: Option<u64>,
}

pub struct Visits {
    store: Store,
    /// `VISIT_TRACKING=off` counts nothing.
    tracking: VisitTracking,
    /// Classifies visits and, with `VISIT_TRACKING=full`, queues their events.
    recorder: Arc<VisitRecorder>,
    counter: counter::VisitCounter,
    /// Visits to no link, per domain, day, kind and slug.
    orphans: OrphanTally,
    /// Held by a flush from taking the counts until they are written, so
    /// that a flush returns only once every visit counted before it began
    /// is stored, even when the periodic flush took them a moment earlier.
    flushing: tokio::sync::Mutex<flush::FlushState>,
}

impl Visits {
    pub fn new(store: Store, tracking: VisitTracking, recorder: Arc<VisitRecorder>) -> Self {
        Self {
            store,
            tracking,
            recorder,
            counter: counter::VisitCounter::default(),
            orphans: OrphanTally::default(),
            flushing: tokio::sync::Mutex::new(flush::FlushState::new(FLUSHES_PER_SUMMARY)),
        }
    }

    /// Writes the statistics summaries every `flushes` flushes (at most
    /// [`MAX_FLUSHES_PER_SUMMARY`]) instead of every [`FLUSHES_PER_SUMMARY`]
    /// (`VISIT_SUMMARY_FLUSHES`).
    pub fn with_summary_flushes(self, flushes: u32) -> Self {
        Self {
            flushing: tokio::sync::Mutex::new(flush::FlushState::new(flushes)),
            ..self
        }
    }

    /// Counts one redirect of the link numbered `link_num` answered to
    /// `visitor`, as a bot's or a human's, and with `VISIT_TRACKING=full`
    /// queues its event; written by the next flush. Nothing under
    /// `VISIT_TRACKING=off`.
    pub fn count(&self, link_num: i64, visitor: &Visitor<'_>) {
        let bot = match self.tracking {
            VisitTracking::Off => return,
            VisitTracking::Counts => self.recorder.is_bot(visitor.head, visitor.headers),
            VisitTracking::Full => self.recorder.record(link_num, visitor, now_millis()),
        };
        self.counter.add(link_num, bot);
    }

    /// Counts one request on domain `domain_id` that no link answered, as
    /// a bot's or a human's, with its kind and, for an unknown slug, the
    /// slug (kept within the tally's bounds); written by the next flush.
    /// No event is recorded: only the day's counts. Nothing under
    /// `VISIT_TRACKING=off`.
    pub fn count_orphan(
        &self,
        domain_id: &str,
        kind: OrphanKind,
        slug: Option<&str>,
        visitor: &Visitor<'_>,
    ) {
        if self.tracking == VisitTracking::Off {
            return;
        }
        let bot = self.recorder.is_bot(visitor.head, visitor.headers);
        let day = day_of(now_millis());
        self.orphans.add(domain_id, day, kind, slug, bot);
    }

    /// Visits counted in memory and not yet written, orphan visits included.
    pub fn pending(&self) -> u64 {
        self.counter
            .pending()
            .saturating_add(self.orphans.pending())
    }

    /// Visits to unknown slugs counted without their slug since start (the
    /// orphan tally's bounds).
    pub fn orphan_slugs_dropped(&self) -> u64 {
        self.orphans.dropped()
    }

    /// What a redirect records (`VISIT_TRACKING`).
    pub fn tracking(&self) -> VisitTracking {
        self.tracking
    }

    /// The visit recorder (its salts, GeoIP database and dropped events).
    pub fn recorder(&self) -> &Arc<VisitRecorder> {
        &self.recorder
    }

    /// What a user agent says of its device, browser and system (for a
    /// session's description in Settings).
    pub fn describe_agent(&self, headers: &HeaderMap) -> Classification {
        self.recorder.describe_agent(headers)
    }

    /// Events dropped since start because the buffer was full.
    pub fn dropped(&self) -> u64 {
        self.recorder.dropped()
    }

    /// Visit events in the buffer now, waiting for the next flush.
    pub fn events_queued(&self) -> usize {
        self.recorder.queued()
    }

    /// The daily visitor-key salts.
    pub fn salts(&self) -> &Salts {
        self.recorder.salts()
    }

    /// The country look-up (headers and `GEOIP_DB`).
    pub fn geo(&self) -> &Geo {
        self.recorder.geo()
    }
}
