//! The redirect hot path's state: a bounded slug cache (with a separate,
//! smaller cache of unknown slugs, so probing random paths cannot evict real
//! links) and visit counters that are summed in memory and written in batches.
//! A cache hit touches no lock but the cache shard's and no database.

pub mod change_feed;
mod visits;

use crate::store::{Store, StoreError};
use axum::http::HeaderValue;
use quick_cache::sync::Cache;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
pub use visits::VisitCounter;

/// A known slug, ready to answer: the stored destination, the `Location`
/// header built once, and its pending visit count.
#[derive(Debug)]
pub struct Target {
    pub link_id: Box<str>,
    pub destination: Box<str>,
    pub location: HeaderValue,
    pending_visits: AtomicU64,
}

impl Target {
    fn new(link_id: String, destination: String) -> Option<Self> {
        // Stored ASCII destinations go out as stored; others in their
        // normalised URL form (punycode host, percent-encoded path).
        let location = if destination.is_ascii() {
            HeaderValue::from_str(&destination).ok()?
        } else {
            HeaderValue::from_str(url::Url::parse(&destination).ok()?.as_str()).ok()?
        };
        Some(Self {
            link_id: link_id.into(),
            destination: destination.into(),
            location,
            pending_visits: AtomicU64::new(0),
        })
    }
}

pub struct Redirects {
    store: Store,
    known: Cache<String, Arc<Target>>,
    unknown: Cache<String, ()>,
    /// Bumped by every invalidation; a cache fill that raced with a write
    /// (read before it, inserted after it) is dropped instead of stored.
    generation: AtomicU64,
    /// Whether look-ups may be stored. On PostgreSQL only while the change
    /// feed listens: without it other instances' writes would go unseen.
    caching: AtomicBool,
    visits: VisitCounter,
}

impl Redirects {
    pub fn new(store: Store, capacity: usize) -> Self {
        let capacity = capacity.max(16);
        let caching = store.postgres_pool().is_none();
        Self {
            caching: AtomicBool::new(caching),
            store,
            known: Cache::new(capacity),
            unknown: Cache::new((capacity / 8).max(16)),
            generation: AtomicU64::new(0),
            visits: VisitCounter::default(),
        }
    }

    /// The target of `slug`, from memory when possible.
    pub async fn resolve(&self, slug: &str) -> Result<Option<Arc<Target>>, StoreError> {
        if let Some(target) = self.known.get(slug) {
            return Ok(Some(target));
        }
        if self.unknown.get(slug).is_some() {
            return Ok(None);
        }
        let generation = self.generation.load(Ordering::Acquire);
        let found = self.store.find_link_target(slug).await?;
        let target = found.and_then(|(id, destination)| Target::new(id, destination).map(Arc::new));
        if self.caching.load(Ordering::Acquire)
            && self.generation.load(Ordering::Acquire) == generation
        {
            match &target {
                Some(target) => self.known.insert(slug.to_owned(), Arc::clone(target)),
                None => self.unknown.insert(slug.to_owned(), ()),
            }
        }
        Ok(target)
    }

    /// Counts one visit of `target`; written by the next flush.
    pub fn count_visit(&self, target: &Arc<Target>) {
        if target.pending_visits.fetch_add(1, Ordering::AcqRel) == 0 {
            self.visits.mark_dirty(Arc::clone(target));
        }
    }

    /// Forgets what is cached for `slug` (known or unknown); called after
    /// every write that creates, changes or removes it. Other instances on
    /// the same PostgreSQL database are told as well.
    pub fn invalidate(&self, slug: &str) {
        self.invalidate_local(slug);
        if let Some(pool) = self.store.postgres_pool() {
            change_feed::publish(pool, slug);
        }
    }

    /// Forgets `slug` in this instance's cache only.
    pub fn invalidate_local(&self, slug: &str) {
        self.generation.fetch_add(1, Ordering::AcqRel);
        self.known.remove(slug);
        self.unknown.remove(slug);
    }

    /// Forgets everything, here and on the other instances (bulk writes
    /// such as an import call this once instead of one invalidation per slug).
    pub fn clear(&self) {
        self.clear_local();
        if let Some(pool) = self.store.postgres_pool() {
            change_feed::publish(pool, change_feed::CLEAR_ALL);
        }
    }

    /// Forgets everything here and on the other instances, and returns once
    /// they have been told (for commands that exit right after a write).
    pub async fn clear_and_announce(&self) {
        self.clear_local();
        if let Some(pool) = self.store.postgres_pool() {
            change_feed::announce(pool, change_feed::CLEAR_ALL).await;
        }
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

    /// Writes every buffered visit count in one batch. On failure the counts
    /// are kept and retried by the next flush.
    pub async fn flush_visits(&self) -> Result<usize, StoreError> {
        let batch = self.visits.take();
        if batch.is_empty() {
            return Ok(0);
        }
        match self.store.add_visits(&batch).await {
            Ok(()) => Ok(batch.len()),
            Err(e) => {
                self.visits.restore(batch);
                Err(e)
            }
        }
    }

    /// Visits counted in memory and not yet written.
    pub fn pending_visits(&self) -> u64 {
        self.visits.pending()
    }
}
