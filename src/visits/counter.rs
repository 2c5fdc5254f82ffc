//! Visit counting by link number: the visits since the last flush, per
//! link, in maps split into shards by number, so that two redirects lock
//! the same map only when their links share a shard. Only links visited
//! since the last flush have a row, so the counts cost nothing per cached
//! link and need nothing of the redirect cache (whose entries are copied
//! out to each request). The flush writes them by link number
//! (`link_counters`).

use crate::store::LinkVisitCount;
use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

/// Shards of the counts: more than the workers that count at once.
const SHARDS: usize = 16;

/// A link's counts taken for a flush.
pub(super) type Pending = LinkVisitCount;

/// (human visits, bot visits) per link number.
type Counts = HashMap<i64, (u64, u64)>;

pub(super) struct VisitCounter {
    shards: [Mutex<Counts>; SHARDS],
    /// Counts of a failed flush, added to the next batch.
    retry: Mutex<Vec<Pending>>,
}

impl Default for VisitCounter {
    fn default() -> Self {
        Self {
            shards: std::array::from_fn(|_| Mutex::default()),
            retry: Mutex::default(),
        }
    }
}

impl VisitCounter {
    fn shard(&self, num: i64) -> &Mutex<Counts> {
        &self.shards[num.rem_euclid(SHARDS as i64) as usize]
    }

    /// Counts one visit of link `num`.
    pub(super) fn add(&self, num: i64, bot: bool) {
        let mut counts = self
            .shard(num)
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let (humans, bots) = counts.entry(num).or_default();
        let counter = if bot { bots } else { humans };
        *counter = counter.saturating_add(1);
    }

    /// Takes every pending count, merged per link and sorted by link number.
    pub(super) fn take(&self) -> Vec<Pending> {
        let mut batch =
            std::mem::take(&mut *self.retry.lock().unwrap_or_else(PoisonError::into_inner));
        for shard in &self.shards {
            let counts = std::mem::take(&mut *shard.lock().unwrap_or_else(PoisonError::into_inner));
            batch.extend(
                counts
                    .into_iter()
                    .map(|(num, (humans, bots))| LinkVisitCount { num, humans, bots }),
            );
        }
        batch.sort_unstable_by_key(|count| count.num);
        batch.dedup_by(|later, earlier| {
            if later.num == earlier.num {
                earlier.humans = earlier.humans.saturating_add(later.humans);
                earlier.bots = earlier.bots.saturating_add(later.bots);
                true
            } else {
                false
            }
        });
        batch
    }

    /// Puts back the counts of a flush that could not write them.
    pub(super) fn restore(&self, batch: Vec<Pending>) {
        self.retry
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .extend(batch);
    }

    /// Visits counted and not yet written.
    pub(super) fn pending(&self) -> u64 {
        let counted: u64 = self
            .shards
            .iter()
            .map(|shard| {
                let counts = shard.lock().unwrap_or_else(PoisonError::into_inner);
                counts
                    .values()
                    .map(|(humans, bots)| humans.saturating_add(*bots))
                    .sum::<u64>()
            })
            .sum();
        let retry: u64 = self
            .retry
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .map(|count| count.humans.saturating_add(count.bots))
            .sum();
        counted.saturating_add(retry)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_come_back_merged_and_sorted_once() {
        let counter = VisitCounter::default();
        for num in [3, 19, 3, -1, 35] {
            counter.add(num, false);
        }
        counter.add(19, true);
        counter.restore(vec![LinkVisitCount {
            num: 3,
            humans: 5,
            bots: 1,
        }]);
        assert_eq!(counter.pending(), 12);
        let batch = counter.take();
        let rows: Vec<_> = batch.iter().map(|c| (c.num, c.humans, c.bots)).collect();
        assert_eq!(rows, [(-1, 1, 0), (3, 7, 1), (19, 1, 1), (35, 1, 0)]);
        assert_eq!(counter.pending(), 0);
        assert!(counter.take().is_empty());
    }

    #[test]
    fn visits_counted_from_many_threads_are_all_counted() {
        let counter = VisitCounter::default();
        std::thread::scope(|scope| {
            for thread in 0..4 {
                let counter = &counter;
                scope.spawn(move || {
                    for visit in 0..10_000_i64 {
                        counter.add(visit % 100, thread % 2 == 0);
                    }
                });
            }
        });
        let batch = counter.take();
        assert_eq!(batch.len(), 100);
        assert!(batch.iter().all(|c| (c.humans, c.bots) == (200, 200)));
    }
}
