//! The redirect hot path's state: a bounded slug cache (with a separate,
//! smaller cache of unknown slugs, bounded by bytes, so probing random paths
//! cannot evict real links) and visit counters that are summed in memory and
//! written in batches.
//! A cache hit touches no lock but the cache shard's and no database.

pub mod change_feed;
pub mod controls;
pub mod preload;
pub mod robots;
mod unknown;
pub mod unlock;
mod visits;

use crate::config::VisitTracking;
use crate::domain::links::{may_be_slug, within_slug_length};
use crate::store::{Store, StoreError, TargetRow};
use crate::visits::VisitRecorder;
use ::http::{HeaderMap, HeaderValue};
pub use controls::{Closed, Controls};
use quick_cache::sync::Cache;
use std::hash::{BuildHasher, RandomState};
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
pub use visits::{FlushReport, VisitCounter};

/// A known slug, ready to answer. A million of these stay in memory, so
/// each is two allocations: this and one text holding the `Location`
/// value, the link's id, the slug and, only when it differs from the
/// `Location` (non-ASCII destinations), the destination as stored.
#[derive(Debug)]
pub struct Target {
    text: Box<str>,
    id_at: u32,
    slug_at: u32,
    destination_at: u32,
    /// The link's number in `link_counters`, which visit flushes write by.
    num: i64,
    pending_humans: AtomicU64,
    pending_bots: AtomicU64,
    /// Expiry, limit, password, rules, …; `None` for a plain link.
    controls: Option<Box<Controls>>,
}

/// The `Location` value of a destination: stored ASCII destinations go out
/// as stored, others in their normalised URL form (punycode host,
/// percent-encoded path); `None` when no header can carry it.
pub(crate) fn location_of(destination: &str) -> Option<String> {
    let location = if destination.is_ascii() {
        destination.to_owned()
    } else {
        url::Url::parse(destination).ok()?.into()
    };
    HeaderValue::from_str(&location).ok()?;
    Some(location)
}

impl Target {
    /// The cache entry of a stored link.
    pub(crate) fn from_row(row: &TargetRow) -> Option<Self> {
        let mut target = Self::new(row.num, &row.slug, &row.id, &row.destination)?;
        target.controls = Controls::from_row(row).map(Box::new);
        Some(target)
    }

    fn new(num: i64, slug: &str, link_id: &str, destination: &str) -> Option<Self> {
        let location = location_of(destination)?;
        let id_at = u32::try_from(location.len()).ok()?;
        let slug_at = u32::try_from(location.len() + link_id.len()).ok()?;
        let destination_at = u32::try_from(location.len() + link_id.len() + slug.len()).ok()?;
        let mut text = location;
        text.push_str(link_id);
        text.push_str(slug);
        if text[..id_at as usize] != *destination {
            text.push_str(destination);
        }
        Some(Self {
            text: text.into(),
            id_at,
            slug_at,
            destination_at,
            num,
            pending_humans: AtomicU64::new(0),
            pending_bots: AtomicU64::new(0),
            controls: None,
        })
    }

    /// The link's controls; `None` for a plain link.
    pub fn controls(&self) -> Option<&Controls> {
        self.controls.as_deref()
    }

    /// The link's number in `link_counters`.
    pub fn num(&self) -> i64 {
        self.num
    }

    /// The `Location` header's value.
    pub fn location(&self) -> &str {
        &self.text[..self.id_at as usize]
    }

    pub fn link_id(&self) -> &str {
        &self.text[self.id_at as usize..self.slug_at as usize]
    }

    pub fn slug(&self) -> &str {
        &self.text[self.slug_at as usize..self.destination_at as usize]
    }

    /// The destination as stored.
    pub fn destination(&self) -> &str {
        match &self.text[self.destination_at as usize..] {
            "" => self.location(),
            destination => destination,
        }
    }
}

/// A slug's look-up: its target, if any, and whether the cache answered
/// (a known or an unknown slug) or the database did.
pub struct Lookup {
    pub target: Option<Arc<Target>>,
    pub cached: bool,
}

/// What the redirect path knows of a visit besides its link; the address
/// and headers are read here and never stored.
pub struct Visitor<'a> {
    /// A `HEAD` request, always a bot's visit.
    pub head: bool,
    pub headers: &'a HeaderMap,
    pub client: IpAddr,
}

pub struct Redirects {
    store: Store,
    /// Keyed by a hash of the slug, which the target holds itself (a key
    /// of its own would cost an allocation per link); two slugs with one
    /// hash take turns in the entry.
    known: Cache<u64, Arc<Target>>,
    slug_hasher: RandomState,
    /// Keyed by the slug itself: a hash collision here would hide a link.
    unknown: unknown::UnknownSlugs,
    /// Bumped by every invalidation; a cache fill that raced with a write
    /// (read before it, inserted after it) is dropped instead of stored.
    generation: AtomicU64,
    /// Whether look-ups may be stored. On PostgreSQL only while the change
    /// feed listens: without it other instances' writes would go unseen.
    caching: AtomicBool,
    visits: VisitCounter,
    /// `VISIT_TRACKING=off` counts nothing.
    tracking: VisitTracking,
    /// Classifies visits and, with `VISIT_TRACKING=full`, queues their events.
    recorder: Arc<VisitRecorder>,
    /// Held by a flush from taking the counts until they are written, so
    /// that a flush returns only once every visit counted before it began
    /// is stored, even when the periodic flush took them a moment earlier.
    flushing: tokio::sync::Mutex<visits::FlushState>,
    /// Bumped by every preload that starts; an older one stops.
    preloads: AtomicU64,
    capacity: usize,
    /// robots.txt, built from the crawlable links when first asked.
    robots: robots::RobotsFile,
    /// Link password attempts per client address and link.
    unlocks: unlock::UnlockThrottle,
}

impl Redirects {
    pub fn new(
        store: Store,
        capacity: usize,
        tracking: VisitTracking,
        recorder: Arc<VisitRecorder>,
    ) -> Self {
        let capacity = capacity.max(16);
        // Without a change feed this instance is the database's only one.
        let caching = !store.has_change_feed();
        Self {
            caching: AtomicBool::new(caching),
            store,
            known: Cache::new(capacity),
            slug_hasher: RandomState::new(),
            unknown: unknown::UnknownSlugs::new((capacity / 8).max(16)),
            generation: AtomicU64::new(0),
            visits: VisitCounter::default(),
            tracking,
            recorder,
            flushing: tokio::sync::Mutex::new(visits::FlushState::new(visits::FLUSHES_PER_SUMMARY)),
            preloads: AtomicU64::new(0),
            capacity,
            robots: robots::RobotsFile::default(),
            unlocks: unlock::UnlockThrottle::default(),
        }
    }

    /// Writes the statistics summaries every `flushes` flushes instead of
    /// every [`visits::FLUSHES_PER_SUMMARY`] (`VISIT_SUMMARY_FLUSHES`).
    pub fn with_summary_flushes(self, flushes: u32) -> Self {
        Self {
            flushing: tokio::sync::Mutex::new(visits::FlushState::new(flushes)),
            ..self
        }
    }

    /// The target of `slug`, from memory when possible.
    pub async fn resolve(&self, slug: &str) -> Result<Option<Arc<Target>>, StoreError> {
        Ok(self.lookup(slug).await?.target)
    }

    /// Like [`Self::resolve`], also saying whether memory answered.
    pub async fn lookup(&self, slug: &str) -> Result<Lookup, StoreError> {
        let cached = |target| Lookup {
            target,
            cached: true,
        };
        // A path longer than any slug is answered without a look-up.
        if !within_slug_length(slug) {
            return Ok(cached(None));
        }
        let key = self.key_of(slug);
        if let Some(target) = self.known.get(&key).filter(|t| t.slug() == slug) {
            return Ok(cached(Some(target)));
        }
        if self.unknown.contains(slug) {
            return Ok(cached(None));
        }
        let generation = self.generation.load(Ordering::Acquire);
        let found = self.store.find_target(slug).await?;
        let target = found.and_then(|row| Target::from_row(&row).map(Arc::new));
        if self.caching.load(Ordering::Acquire)
            && self.generation.load(Ordering::Acquire) == generation
        {
            match &target {
                Some(target) => self.known.insert(key, Arc::clone(target)),
                // Only paths a slug could take: no new link can have the
                // others, and each costs a look-up rather than memory.
                None if may_be_slug(slug) => self.unknown.insert(slug),
                None => {}
            }
        }
        Ok(Lookup {
            target,
            cached: false,
        })
    }

    fn key_of(&self, slug: &str) -> u64 {
        self.slug_hasher.hash_one(slug)
    }

    /// Counts one redirect of `target` answered to `visitor`, as a bot's or
    /// a human's, and with `VISIT_TRACKING=full` queues its event; written
    /// by the next flush. Nothing under `VISIT_TRACKING=off`.
    pub fn count_visit(&self, target: &Arc<Target>, visitor: &Visitor<'_>) {
        let bot = match self.tracking {
            VisitTracking::Off => return,
            VisitTracking::Counts => self.recorder.is_bot(visitor.head, visitor.headers),
            VisitTracking::Full => self.recorder.record(
                target.num(),
                visitor.head,
                visitor.headers,
                visitor.client,
                crate::domain::time::now_millis(),
            ),
        };
        self.add_count(target, bot);
    }

    fn add_count(&self, target: &Arc<Target>, bot: bool) {
        let counter = if bot {
            &target.pending_bots
        } else {
            &target.pending_humans
        };
        if counter.fetch_add(1, Ordering::AcqRel) == 0 {
            self.visits.mark_dirty(Arc::clone(target));
        }
    }

    /// The visit recorder (its salts, GeoIP database and dropped events).
    pub fn recorder(&self) -> &Arc<VisitRecorder> {
        &self.recorder
    }

    /// What a redirect records (`VISIT_TRACKING`).
    pub fn tracking(&self) -> VisitTracking {
        self.tracking
    }

    /// Forgets what is cached for `slug` (known or unknown); called after
    /// every write that creates, changes or removes it. Other instances on
    /// the same PostgreSQL database are told as well.
    pub fn invalidate(&self, slug: &str) {
        self.invalidate_local(slug);
        self.store.publish_link_change(slug);
    }

    /// Forgets `slug` in this instance's cache only.
    pub fn invalidate_local(&self, slug: &str) {
        self.generation.fetch_add(1, Ordering::AcqRel);
        self.known.remove(&self.key_of(slug));
        self.unknown.remove(slug);
    }

    /// Forgets everything, here and on the other instances (bulk writes
    /// such as an import call this once instead of one invalidation per slug).
    pub fn clear(&self) {
        self.clear_local();
        self.store.publish_all_links_changed();
    }

    /// Forgets everything here and on the other instances, and returns once
    /// they have been told (for commands that exit right after a write).
    pub async fn clear_and_announce(&self) {
        self.clear_local();
        self.store.announce_all_links_changed().await;
    }

    /// Stops caching look-ups and forgets what is cached: the change feed
    /// is lost, so nothing cached can be trusted to stay current.
    pub fn suspend_caching(&self) {
        self.caching.store(false, Ordering::Release);
        self.clear_local();
    }

    /// Starts caching afresh once the change feed listens again.
    pub fn resume_caching(&self) {
        self.clear_local();
        self.caching.store(true, Ordering::Release);
    }

    /// Forgets everything in this instance's cache, e.g. after a lost
    /// change feed.
    pub fn clear_local(&self) {
        self.generation.fetch_add(1, Ordering::AcqRel);
        self.known.clear();
        self.unknown.clear();
    }

    /// Visits counted in memory and not yet written.
    pub fn pending_visits(&self) -> u64 {
        self.visits.pending()
    }

    /// Links held in the cache, and paths known to name no link.
    pub fn cached_entries(&self) -> (usize, usize) {
        (self.known.len(), self.unknown.len())
    }

    /// Whether the change feed listens: `None` without one (SQLite). On
    /// PostgreSQL the cache is used exactly while the feed listens.
    pub fn change_feed_listening(&self) -> Option<bool> {
        self.store
            .has_change_feed()
            .then(|| self.caching.load(Ordering::Acquire))
    }
}
