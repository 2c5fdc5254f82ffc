//! Visits to no link between two flushes (docs/STATISTICS.md, "Orphan
//! visits"): counts per domain, UTC day, kind and, for unknown slugs, slug.
//! Anonymous visitors choose these paths, so what the tally holds is
//! bounded twice: by bytes (the slugs counted since the last flush and the
//! day's kept slugs; the few entries per domain, day and kind that hold
//! the visits without a slug are always made), and by the slugs kept per
//! domain and UTC day (the rows a day can add to the database). A visit
//! past either bound is still counted, without its slug, and counted as
//! dropped.
//!
//! The counts sit in a few shards, each behind its own lock, held for a few
//! map operations and never across an await; a slug always lands in the
//! same shard (by a keyed hash of domain and slug), a visit without one in
//! the next shard in turn.

use crate::domain::orphan_visits::{OrphanCount, OrphanKind};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::hash::{BuildHasher, RandomState};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};

/// Bytes the counts between two flushes may hold: room for about 15,000
/// slugs of typical length.
pub const ORPHAN_TALLY_BYTES: usize = 2 << 20;
/// Slugs kept per domain and UTC day by each instance: later unknown slugs
/// of the day are counted without their slug.
pub const ORPHAN_SLUGS_PER_DAY: usize = 1_024;

const SHARDS: usize = 8;
/// Bytes a kept slug costs besides its own: its slot in a map (the boxed
/// slug and two counters, 32 bytes, in a table at most 7/8 full that
/// doubles when it grows), the allocator's rounding of the slug's box and
/// a margin. Counted so that short slugs are bounded too.
const SLUG_BYTES: usize = 128;
/// Bytes of a (day, kind) group: its slot and its empty map of slugs.
const GROUP_BYTES: usize = 160;
/// Bytes of a domain's entry in a shard besides its id.
const DOMAIN_BYTES: usize = 128;
/// Bytes a slug kept today costs in the day's set of kept slugs (a hash
/// of 8 bytes in a table at most 7/8 full that doubles when it grows),
/// held until the day is over, across flushes.
const KEPT_BYTES: usize = 24;

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
struct Counts {
    humans: u64,
    bots: u64,
}

impl Counts {
    fn add(&mut self, other: Counts) {
        self.humans = self.humans.saturating_add(other.humans);
        self.bots = self.bots.saturating_add(other.bots);
    }

    fn total(self) -> u64 {
        self.humans.saturating_add(self.bots)
    }
}

/// The visits of one domain's kind on one day.
#[derive(Default)]
struct Group {
    /// Visits counted without a slug (every base and other path, and the
    /// unknown slugs past a bound).
    unnamed: Counts,
    slugs: HashMap<Box<str>, Counts>,
}

/// By domain id, then by (UTC day, kind).
type Pending = HashMap<Box<str>, HashMap<(i64, OrphanKind), Group>>;

/// Where a slug stands with its domain's slugs of the day.
enum Today {
    /// Kept already (or a visit of a day already past): no new slug.
    Kept,
    /// New, and the day's bound has room for it.
    Room,
    /// New, and the day's bound is reached.
    Full,
}

/// The slugs one domain kept on its latest day in one shard, by keyed hash.
struct KeptSlugs {
    day: i64,
    hashes: HashSet<u64>,
}

#[derive(Default)]
struct Shard {
    pending: Pending,
    /// Bytes of `pending`, as the tally counts them.
    bytes: usize,
    /// Outlives the flushes: the daily bound is a day's, not a flush's.
    kept: HashMap<Box<str>, KeptSlugs>,
}

/// Orphan visits counted in memory and not yet written.
pub struct OrphanTally {
    shards: Box<[Mutex<Shard>]>,
    hasher: RandomState,
    /// The shard of the next visit without a slug.
    turn: AtomicUsize,
    /// Bytes held by every shard's pending counts and kept slugs.
    bytes: AtomicUsize,
    limit: usize,
    /// Slugs kept per domain, day and shard.
    slugs_per_shard: usize,
    /// Visits to unknown slugs counted without their slug, since start.
    dropped: AtomicU64,
}

/// What a flush took from the tally, merged into rows by
/// [`TakenOrphans::into_counts`] (off the request workers).
pub struct TakenOrphans(Vec<Pending>);

impl Default for OrphanTally {
    fn default() -> Self {
        Self::new(ORPHAN_TALLY_BYTES, ORPHAN_SLUGS_PER_DAY)
    }
}

impl OrphanTally {
    /// A tally holding at most `bytes` of slugs (pending counts, and the
    /// day's kept slugs), besides one entry per shard, domain, day and kind
    /// (always made: it holds the visits whatever the bounds say), and
    /// keeping at most `slugs_per_day` slugs per domain and UTC day.
    pub fn new(bytes: usize, slugs_per_day: usize) -> Self {
        Self {
            shards: (0..SHARDS).map(|_| Mutex::default()).collect(),
            hasher: RandomState::new(),
            turn: AtomicUsize::new(0),
            bytes: AtomicUsize::new(0),
            limit: bytes,
            slugs_per_shard: slugs_per_day.div_ceil(SHARDS),
            dropped: AtomicU64::new(0),
        }
    }

    /// Counts one visit to no link on domain `domain_id` on UTC day `day`;
    /// `slug` is kept for an unknown slug only, and only within the bounds.
    pub fn add(&self, domain_id: &str, day: i64, kind: OrphanKind, slug: Option<&str>, bot: bool) {
        let visit = Counts {
            humans: u64::from(!bot),
            bots: u64::from(bot),
        };
        self.add_counts(domain_id, day, kind, slug, visit, true);
    }

    /// Puts back counts a flush could not write (the database was
    /// unreachable), within the byte bound.
    pub fn restore(&self, rows: Vec<OrphanCount>) {
        for row in rows {
            let counts = Counts {
                humans: row.humans,
                bots: row.bots,
            };
            self.add_counts(
                &row.domain_id,
                row.day,
                row.kind,
                row.slug.as_deref(),
                counts,
                false,
            );
        }
    }

    /// `fresh`: a visit now, to which the daily bound applies (a restored
    /// slug was admitted when it was counted).
    fn add_counts(
        &self,
        domain_id: &str,
        day: i64,
        kind: OrphanKind,
        slug: Option<&str>,
        counts: Counts,
        fresh: bool,
    ) {
        let slug = slug.filter(|_| kind == OrphanKind::UnknownSlug);
        let hash = slug.map(|slug| self.hasher.hash_one((domain_id, slug)));
        let index = match hash {
            Some(hash) => (hash % SHARDS as u64) as usize,
            None => self.turn.fetch_add(1, Ordering::Relaxed) % SHARDS,
        };
        let mut shard = self.lock(index);
        let Shard {
            pending,
            bytes,
            kept,
        } = &mut *shard;
        // An entry per domain, day and kind is always made: it holds the
        // visits whatever the bounds say, and there are few of them.
        let mut grown = 0;
        if !pending.contains_key(domain_id) {
            grown += DOMAIN_BYTES + domain_id.len();
            pending.insert(domain_id.into(), HashMap::new());
        }
        let Some(groups) = pending.get_mut(domain_id) else {
            return;
        };
        let group = groups.entry((day, kind)).or_insert_with(|| {
            grown += GROUP_BYTES;
            Group::default()
        });
        if grown > 0 {
            *bytes += grown;
            self.bytes.fetch_add(grown, Ordering::AcqRel);
        }
        let Some((slug, hash)) = slug.zip(hash) else {
            group.unnamed.add(counts);
            return;
        };
        if let Some(named) = group.slugs.get_mut(slug) {
            named.add(counts);
            return;
        }
        let pending_cost = SLUG_BYTES + slug.len();
        // A restored slug was admitted when it was counted: only the bytes
        // apply to it.
        let today = match fresh {
            true => self.today(kept, domain_id, day, hash),
            false => Today::Kept,
        };
        let admitted = match today {
            Today::Full => false,
            Today::Kept => self.reserve(pending_cost),
            Today::Room => {
                let remembered = self.reserve(pending_cost + KEPT_BYTES);
                if let (true, Some(today)) = (remembered, kept.get_mut(domain_id)) {
                    today.hashes.insert(hash);
                }
                remembered
            }
        };
        if admitted {
            *bytes += pending_cost;
            group.slugs.insert(slug.into(), counts);
        } else {
            group.unnamed.add(counts);
            self.dropped.fetch_add(counts.total(), Ordering::Relaxed);
        }
    }

    /// Takes `cost` bytes of the bound, if they are left.
    fn reserve(&self, cost: usize) -> bool {
        let before = self.bytes.fetch_add(cost, Ordering::AcqRel);
        if before.saturating_add(cost) <= self.limit {
            return true;
        }
        self.release(cost);
        false
    }

    fn release(&self, cost: usize) {
        self.bytes.fetch_sub(cost, Ordering::AcqRel);
    }

    /// Whether the slug hashed `hash` is among those `domain_id` kept on
    /// `day` ([`Today::Kept`], also for a day already past), may be kept
    /// ([`Today::Room`]) or not ([`Today::Full`]). A later day than the one
    /// remembered starts afresh.
    fn today(
        &self,
        kept: &mut HashMap<Box<str>, KeptSlugs>,
        domain_id: &str,
        day: i64,
        hash: u64,
    ) -> Today {
        if !kept.contains_key(domain_id) {
            // Always made, as a group is: one per domain and shard.
            self.bytes
                .fetch_add(DOMAIN_BYTES + domain_id.len(), Ordering::AcqRel);
            let today = KeptSlugs {
                day,
                hashes: HashSet::new(),
            };
            kept.insert(domain_id.into(), today);
        }
        let Some(today) = kept.get_mut(domain_id) else {
            return Today::Full;
        };
        if day > today.day {
            self.release(today.hashes.len() * KEPT_BYTES);
            // A new set: a cleared one would keep its table.
            *today = KeptSlugs {
                day,
                hashes: HashSet::new(),
            };
        }
        if day < today.day || today.hashes.contains(&hash) {
            // A visit counted just before midnight, flushed after it.
            return Today::Kept;
        }
        if today.hashes.len() >= self.slugs_per_shard {
            return Today::Full;
        }
        Today::Room
    }

    fn lock(&self, index: usize) -> MutexGuard<'_, Shard> {
        self.shards[index]
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// Takes every pending count (and forgets the slugs kept on days
    /// before `today - 1`, such as a removed domain's).
    pub fn take(&self, today: i64) -> TakenOrphans {
        let mut taken = Vec::with_capacity(SHARDS);
        for index in 0..SHARDS {
            let mut shard = self.lock(index);
            shard.kept.retain(|domain_id, slugs| {
                let keep = slugs.day >= today - 1;
                if !keep {
                    self.release(DOMAIN_BYTES + domain_id.len() + slugs.hashes.len() * KEPT_BYTES);
                }
                keep
            });
            let pending = std::mem::take(&mut shard.pending);
            let bytes = std::mem::take(&mut shard.bytes);
            drop(shard);
            self.release(bytes);
            if !pending.is_empty() {
                taken.push(pending);
            }
        }
        TakenOrphans(taken)
    }

    /// Visits counted and not yet written.
    pub fn pending(&self) -> u64 {
        let mut visits = 0u64;
        for index in 0..SHARDS {
            let shard = self.lock(index);
            for group in shard.pending.values().flat_map(HashMap::values) {
                let named = group.slugs.values().map(|c| c.total()).sum::<u64>();
                visits = visits
                    .saturating_add(group.unnamed.total())
                    .saturating_add(named);
            }
        }
        visits
    }

    /// Bytes the pending counts and the day's kept slugs hold, as the bound
    /// counts them.
    pub fn bytes(&self) -> usize {
        self.bytes.load(Ordering::Acquire)
    }

    /// Visits to unknown slugs counted without their slug since start.
    pub fn dropped(&self) -> u64 {
        self.dropped.load(Ordering::Relaxed)
    }
}

impl TakenOrphans {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// One row per domain, day, kind and slug (the shards' counts of one
    /// key summed), in key order: the order the store writes rows in.
    pub fn into_counts(self) -> Vec<OrphanCount> {
        type Key = (Box<str>, i64, OrphanKind, Option<Box<str>>);
        let mut rows: BTreeMap<Key, Counts> = BTreeMap::new();
        for pending in self.0 {
            for (domain_id, groups) in pending {
                for ((day, kind), group) in groups {
                    if group.unnamed.total() > 0 {
                        rows.entry((domain_id.clone(), day, kind, None))
                            .or_default()
                            .add(group.unnamed);
                    }
                    for (slug, counts) in group.slugs {
                        rows.entry((domain_id.clone(), day, kind, Some(slug)))
                            .or_default()
                            .add(counts);
                    }
                }
            }
        }
        rows.into_iter()
            .map(|((domain_id, day, kind, slug), counts)| OrphanCount {
                domain_id,
                day,
                kind,
                slug,
                humans: counts.humans,
                bots: counts.bots,
            })
            .collect()
    }
}

#[cfg(test)]
#[path = "orphans_tests.rs"]
mod tests;
