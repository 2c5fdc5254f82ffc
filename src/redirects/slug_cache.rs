//! The bounded cache of known slugs. Keyed by a hash of the domain's number
//! and the slug, which the entry holds itself (a key of its own would cost
//! an allocation per link); two links with one hash take turns in the entry.

use super::Target;
use quick_cache::sync::Cache;
use std::hash::{BuildHasher, RandomState};

pub struct SlugCache {
    entries: Cache<u64, Target>,
    hasher: RandomState,
}

impl SlugCache {
    /// A cache of at most `capacity` links.
    pub fn new(capacity: usize) -> Self {
        Self {
            entries: Cache::new(capacity),
            hasher: RandomState::new(),
        }
    }

    fn key_of(&self, domain: u32, slug: &str) -> u64 {
        self.hasher.hash_one((domain, slug))
    }

    /// The link `slug` names on domain `domain`, if cached.
    pub fn get(&self, domain: u32, slug: &str) -> Option<Target> {
        self.entries
            .get(&self.key_of(domain, slug))
            .filter(|target| target.is(domain, slug))
    }

    /// Whether `slug` on `domain` is cached, without counting as a use.
    pub fn contains(&self, domain: u32, slug: &str) -> bool {
        self.entries
            .peek(&self.key_of(domain, slug))
            .is_some_and(|target| target.is(domain, slug))
    }

    pub fn insert(&self, target: Target) {
        let key = self.key_of(target.domain(), target.slug());
        self.entries.insert(key, target);
    }

    /// Forgets `slug` on `domain` (and a link sharing its hash).
    pub fn remove(&self, domain: u32, slug: &str) {
        self.entries.remove(&self.key_of(domain, slug));
    }

    pub fn clear(&self) {
        self.entries.clear();
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Bytes of the cache's own tables (the entries' slots and the hash
    /// index), the entries' allocations aside.
    pub fn table_bytes(&self) -> usize {
        self.entries.memory_used().total()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}
