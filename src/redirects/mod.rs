//! The redirect hot path's look-up: a bounded slug cache (with a separate,
//! smaller cache of unknown slugs, bounded by bytes, so probing random paths
//! cannot evict real links), kept current by invalidations and the change
//! feed. A cache hit touches no lock but the cache shard's and no database,
//! and hands the request a copy of the link; the visits room counts the
//! visit by the link's number (`crate::visits`).

pub mod change_feed;
pub mod controls;
mod decision;
mod misses;
pub mod notices;
pub mod preload;
pub mod robots;
pub mod served_domains;
mod slug_cache;
pub mod split;
mod target;
mod unknown;
pub mod unlock;

use crate::domain::links::{may_be_slug, within_slug_length};
use crate::store::{Store, StoreError};
pub use controls::Controls;
pub use decision::{Decision, Refusal};
pub use served_domains::{ServedDomain, ServedDomains};
pub use slug_cache::SlugCache;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
pub(crate) use target::location_of;
pub use target::{SplitChoice, Target};

/// A slug's look-up: its target, if any, and whether the cache answered
/// (a known or an unknown slug) or the database did.
pub struct Lookup {
    pub target: Option<Target>,
    pub cached: bool,
}

pub struct Redirects {
    store: Store,
    known: SlugCache,
    /// Look-ups the cache could not answer, asked of the database together.
    misses: Arc<misses::Misses>,
    /// Keyed by the slug itself: a hash collision here would hide a link.
    unknown: unknown::UnknownSlugs,
    /// Bumped by every invalidation; a cache fill that raced with a write
    /// (read before it, inserted after it) is dropped instead of stored.
    generation: AtomicU64,
    /// Whether look-ups may be stored. On PostgreSQL only while the change
    /// feed listens: without it other instances' writes would go unseen.
    caching: AtomicBool,
    /// Bumped by every preload that starts; an older one stops.
    preloads: AtomicU64,
    /// Changes received from the change feed since start, this instance's
    /// own announcements included.
    feed_changes: AtomicU64,
    capacity: usize,
    /// robots.txt, built from the crawlable links when first asked.
    robots: robots::RobotsFile,
    /// Link password attempts per client address and link.
    unlocks: unlock::UnlockThrottle,
    /// Which domain a request is for.
    domains: ServedDomains,
    /// Expired and used-up links, for whoever listens (webhooks).
    notices: notices::Notices,
}

impl Redirects {
    pub fn new(store: Store, capacity: usize) -> Self {
        let capacity = capacity.max(16);
        // Without a change feed this instance is the database's only one.
        let caching = !store.has_change_feed();
        Self {
            caching: AtomicBool::new(caching),
            misses: Arc::new(misses::Misses::new(store.clone())),
            store,
            known: SlugCache::new(capacity),
            unknown: unknown::UnknownSlugs::new((capacity / 8).max(16)),
            generation: AtomicU64::new(0),
            preloads: AtomicU64::new(0),
            feed_changes: AtomicU64::new(0),
            capacity,
            robots: robots::RobotsFile::default(),
            unlocks: unlock::UnlockThrottle::default(),
            domains: ServedDomains::new(None, false),
            notices: notices::Notices::default(),
        }
    }

    /// The notices of expired and used-up links (`Notices::listen`).
    pub fn notices(&self) -> &notices::Notices {
        &self.notices
    }

    /// Serves the default domain under `default_host` (DOMAIN's host) too,
    /// and, with `reject_unknown`, no other host than a domain's.
    pub fn with_hosts(mut self, default_host: Option<&str>, reject_unknown: bool) -> Self {
        self.domains = ServedDomains::new(default_host, reject_unknown);
        self
    }

    /// The domains requests are matched against.
    pub fn domains(&self) -> &ServedDomains {
        &self.domains
    }

    /// Reads the domains again (after a domain changed here or elsewhere)
    /// and forgets every cached link: a removed domain's links moved or went.
    pub async fn reload_domains(&self) -> Result<(), StoreError> {
        self.domains.reload(&self.store).await?;
        self.clear_local();
        Ok(())
    }

    /// [`Self::reload_domains`] here, and tells the other instances.
    pub async fn domains_changed(&self) -> Result<(), StoreError> {
        let reloaded = self.reload_domains().await;
        self.store.publish_domains_changed();
        reloaded
    }

    /// The target of `slug` on `domain`, from memory when possible.
    pub async fn resolve(
        &self,
        domain: &ServedDomain,
        slug: &str,
    ) -> Result<Option<Target>, StoreError> {
        Ok(self.lookup(domain, slug).await?.target)
    }

    /// Like [`Self::resolve`], also saying whether memory answered.
    pub async fn lookup(&self, domain: &ServedDomain, slug: &str) -> Result<Lookup, StoreError> {
        let cached = |target| Lookup {
            target,
            cached: true,
        };
        // A path longer than any slug is answered without a look-up.
        if !within_slug_length(slug) {
            return Ok(cached(None));
        }
        let number = domain.number;
        if let Some(target) = self.known.get(number, slug) {
            return Ok(cached(Some(target)));
        }
        if self.unknown.contains(number, slug) {
            return Ok(cached(None));
        }
        let generation = self.generation.load(Ordering::Acquire);
        let found = self.misses.find(&domain.id, slug).await?;
        let target = found.and_then(|row| Target::from_row(&row, number));
        if self.caching.load(Ordering::Acquire)
            && self.generation.load(Ordering::Acquire) == generation
        {
            match &target {
                Some(target) => self.known.insert(target),
                // Only paths a slug could take: no new link can have the
                // others, and each costs a look-up rather than memory.
                None if may_be_slug(slug) => self.unknown.insert(number, slug),
                None => {}
            }
        }
        Ok(Lookup {
            target,
            cached: false,
        })
    }

    /// After a write that changed links `ids` (their slugs and domains
    /// unchanged: a bulk edit), replaces the cached ones with their rows
    /// as stored now, so that visitors keep being answered from memory
    /// instead of each missing once; other instances forget them. Until
    /// the rows are read (one query) the cache answers as before the write.
    /// A write to any link meanwhile makes this forget them instead.
    pub async fn refresh(&self, keys: &[(&str, &str, &str)]) -> Result<(), StoreError> {
        // Refuses what a look-up read before the write would cache.
        self.generation.fetch_add(1, Ordering::AcqRel);
        let generation = self.generation.load(Ordering::Acquire);
        let cached: Vec<&str> = keys
            .iter()
            .filter(|(_, domain_id, slug)| {
                self.domains
                    .by_id(domain_id)
                    .is_some_and(|d| self.known.contains(d.number, slug))
            })
            .map(|(id, _, _)| *id)
            .collect();
        let rows = match self.store.find_targets_by_ids(&cached).await {
            Ok(rows) => rows,
            Err(error) => {
                for (_, domain_id, slug) in keys {
                    self.invalidate(domain_id, slug);
                }
                return Err(error);
            }
        };
        let stale = self.generation.load(Ordering::Acquire) != generation
            || !self.caching.load(Ordering::Acquire);
        if stale {
            for (_, domain_id, slug) in keys {
                self.invalidate_local(domain_id, slug);
            }
        } else {
            for row in &rows {
                let Some(domain) = self.domains.by_id(&row.domain_id) else {
                    continue;
                };
                match Target::from_row(row, domain.number) {
                    Some(target) => self.known.insert(&target),
                    None => self.known.remove(domain.number, &row.slug),
                }
            }
        }
        for (_, domain_id, slug) in keys {
            self.store.publish_link_change(domain_id, slug);
        }
        Ok(())
    }

    /// Forgets what is cached for `slug` on domain `domain_id` (known or
    /// unknown); called after every write that creates, changes or removes
    /// it. Other instances on the same PostgreSQL database are told as well.
    pub fn invalidate(&self, domain_id: &str, slug: &str) {
        self.invalidate_local(domain_id, slug);
        self.store.publish_link_change(domain_id, slug);
    }

    /// Forgets `slug` on domain `domain_id` in this instance's cache only;
    /// everything when the domain is not known here yet.
    pub fn invalidate_local(&self, domain_id: &str, slug: &str) {
        let Some(domain) = self.domains.by_id(domain_id) else {
            self.clear_local();
            return;
        };
        self.generation.fetch_add(1, Ordering::AcqRel);
        self.known.remove(domain.number, slug);
        self.unknown.remove(domain.number, slug);
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

    /// Queries asked of the database for slugs the cache did not hold
    /// since start; misses arriving together share one.
    pub fn miss_queries(&self) -> u64 {
        self.misses.queries()
    }

    /// Links held in the cache, and paths known to name no link.
    pub fn cached_entries(&self) -> (usize, usize) {
        (self.known.len(), self.unknown.len())
    }

    /// Counts one change received from the change feed.
    pub(crate) fn note_feed_change(&self) {
        self.feed_changes.fetch_add(1, Ordering::Relaxed);
    }

    /// Changes received from the change feed since start: `None` without
    /// one (SQLite).
    pub fn change_feed_changes(&self) -> Option<u64> {
        self.store
            .has_change_feed()
            .then(|| self.feed_changes.load(Ordering::Relaxed))
    }

    /// Whether the change feed listens: `None` without one (SQLite). On
    /// PostgreSQL the cache is used exactly while the feed listens.
    pub fn change_feed_listening(&self) -> Option<bool> {
        self.store
            .has_change_feed()
            .then(|| self.caching.load(Ordering::Acquire))
    }
}
