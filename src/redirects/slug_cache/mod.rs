//! The bounded cache of known slugs, keyed by a link's domain number and
//! slug. It is split into shards, each behind a read-write lock and each
//! holding its links compactly (`shard.rs`): a hit copies the link out as
//! a [`Target`] under the shard's read lock, so a request holds no lock
//! and shares nothing with the cache but the controls of a link that has
//! them.

mod record;
mod shard;

use super::Target;
use shard::{Room, Shard};
use std::hash::{BuildHasher, RandomState};
use std::sync::{PoisonError, RwLock, RwLockReadGuard, RwLockWriteGuard};

/// Shards at most: enough that two workers rarely meet on one lock.
const MAX_SHARDS: usize = 64;

/// Links per shard at least, below which fewer shards serve.
const MIN_SHARD_LINKS: usize = 256;

pub struct SlugCache {
    shards: Box<[RwLock<Shard>]>,
    room: Room,
    hasher: RandomState,
}

impl SlugCache {
    /// A cache of at most `capacity` links. Once it is full, a new link
    /// evicts one of its own shard's.
    pub fn new(capacity: usize) -> Self {
        let shards = (capacity / MIN_SHARD_LINKS)
            .clamp(1, MAX_SHARDS)
            .next_power_of_two()
            .min(MAX_SHARDS);
        Self {
            shards: (0..shards).map(|_| RwLock::new(Shard::new())).collect(),
            room: Room::new(capacity),
            hasher: RandomState::new(),
        }
    }

    fn key_of(&self, domain: u32, slug: &[u8]) -> u64 {
        self.hasher.hash_one((domain, slug))
    }

    /// The shard of a key: chosen by bits the shard's own index uses least
    /// (it places by the low bits and tags by the top seven).
    fn shard(&self, hash: u64) -> &RwLock<Shard> {
        &self.shards[(hash >> 32) as usize % self.shards.len()]
    }

    fn read(&self, hash: u64) -> RwLockReadGuard<'_, Shard> {
        self.shard(hash)
            .read()
            .unwrap_or_else(PoisonError::into_inner)
    }

    fn write(&self, hash: u64) -> RwLockWriteGuard<'_, Shard> {
        self.shard(hash)
            .write()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// The link `slug` names on domain `domain`, if cached.
    pub fn get(&self, domain: u32, slug: &str) -> Option<Target> {
        let hash = self.key_of(domain, slug.as_bytes());
        self.read(hash).get(hash, domain, slug.as_bytes(), true)
    }

    /// Whether `slug` on `domain` is cached, without counting as a use.
    pub fn contains(&self, domain: u32, slug: &str) -> bool {
        let hash = self.key_of(domain, slug.as_bytes());
        self.read(hash).contains(hash, domain, slug.as_bytes())
    }

    /// Keeps a copy of `target`, in place of the same link's older one.
    pub fn insert(&self, target: &Target) {
        let hash = self.key_of(target.domain(), target.slug().as_bytes());
        let key_hash = |domain: u32, slug: &[u8]| self.key_of(domain, slug);
        self.write(hash).insert(hash, target, &key_hash, &self.room);
    }

    /// Forgets `slug` on `domain`.
    pub fn remove(&self, domain: u32, slug: &str) {
        let hash = self.key_of(domain, slug.as_bytes());
        self.write(hash)
            .remove(hash, domain, slug.as_bytes(), &self.room);
    }

    pub fn clear(&self) {
        for shard in self.shards.iter() {
            let mut shard = shard.write().unwrap_or_else(PoisonError::into_inner);
            self.room.give_back(shard.len());
            *shard = Shard::new();
        }
    }

    pub fn len(&self) -> usize {
        self.shards
            .iter()
            .map(|shard| shard.read().unwrap_or_else(PoisonError::into_inner).len())
            .sum()
    }

    /// Heap bytes the cache holds, as allocated.
    pub fn heap_bytes(&self) -> usize {
        self.shards
            .iter()
            .map(|shard| {
                shard
                    .read()
                    .unwrap_or_else(PoisonError::into_inner)
                    .heap_bytes()
            })
            .sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests;
