//! Visit counting without a lock per visit: each counted link carries a
//! [`VisitTally`] (two atomic counters, human and bot visits), and only the
//! first visit since the last flush puts the link on the dirty list. The
//! flush writes the counts by link number (`link_counters`).
//!
//! The tally lives inside the redirect cache's entry (no allocation of its
//! own per link); this room sees the entry only through [`CountedLink`], so
//! it never needs to know what a cache entry is.

use crate::store::LinkVisitCount;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Mutex, PoisonError};

/// A link's visits counted since the last flush. 32 bits each: a flush
/// takes them every second or so, and a million cached links carry one.
#[derive(Debug)]
pub struct VisitTally {
    /// The link's number in `link_counters`, which flushes write by.
    num: i64,
    humans: AtomicU32,
    bots: AtomicU32,
}

impl VisitTally {
    pub fn new(num: i64) -> Self {
        Self {
            num,
            humans: AtomicU32::new(0),
            bots: AtomicU32::new(0),
        }
    }

    /// The link's number in `link_counters`.
    pub fn num(&self) -> i64 {
        self.num
    }

    /// Adds one visit; true when it is the first since the counts were
    /// last taken (the link must then be marked dirty).
    fn add(&self, bot: bool) -> bool {
        let counter = if bot { &self.bots } else { &self.humans };
        counter.fetch_add(1, Ordering::AcqRel) == 0
    }

    fn pending(&self) -> u64 {
        u64::from(self.humans.load(Ordering::Acquire))
            + u64::from(self.bots.load(Ordering::Acquire))
    }
}

/// What the counter needs of a counted link: its tally.
pub trait CountedLink: Send + Sync {
    fn tally(&self) -> &VisitTally;
}

/// A link's counts taken for a flush: (link, human visits, bot visits).
pub(super) type Pending = (Box<dyn CountedLink>, u64, u64);

#[derive(Default)]
pub(super) struct VisitCounter {
    dirty: Mutex<Vec<Box<dyn CountedLink>>>,
    /// Counts of a failed flush, added to the next batch.
    retry: Mutex<Vec<Pending>>,
}

pub(super) fn counts(batch: &[Pending]) -> Vec<LinkVisitCount> {
    batch
        .iter()
        .map(|(link, humans, bots)| LinkVisitCount {
            num: link.tally().num(),
            humans: *humans,
            bots: *bots,
        })
        .collect()
}

impl VisitCounter {
    /// Counts one visit of `link`. The link (a shared handle) is cloned
    /// onto the dirty list only on its first visit since the last flush.
    pub(super) fn add<L: CountedLink + Clone + 'static>(&self, link: &L, bot: bool) {
        if link.tally().add(bot) {
            let link: Box<dyn CountedLink> = Box::new(link.clone());
            self.dirty
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(link);
        }
    }

    /// Takes every pending count, merged per link and sorted by link number.
    /// The links are kept rather than copies of their numbers, so a
    /// failed flush can put them back.
    pub(super) fn take(&self) -> Vec<Pending> {
        let dirty = std::mem::take(&mut *self.dirty.lock().unwrap_or_else(PoisonError::into_inner));
        let mut batch =
            std::mem::take(&mut *self.retry.lock().unwrap_or_else(PoisonError::into_inner));
        for link in dirty {
            // A visit landing after this swap sees 0 and re-marks the link.
            let humans = u64::from(link.tally().humans.swap(0, Ordering::AcqRel));
            let bots = u64::from(link.tally().bots.swap(0, Ordering::AcqRel));
            if humans > 0 || bots > 0 {
                batch.push((link, humans, bots));
            }
        }
        batch.sort_unstable_by_key(|(link, _, _)| link.tally().num());
        batch.dedup_by(|later, earlier| {
            if later.0.tally().num() == earlier.0.tally().num() {
                earlier.1 = earlier.1.saturating_add(later.1);
                earlier.2 = earlier.2.saturating_add(later.2);
                true
            } else {
                false
            }
        });
        batch
    }

    pub(super) fn restore(&self, batch: Vec<Pending>) {
        self.retry
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .extend(batch);
    }

    /// Visits counted and not yet written.
    pub(super) fn pending(&self) -> u64 {
        let dirty: u64 = self
            .dirty
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .map(|link| link.tally().pending())
            .sum();
        let retry: u64 = self
            .retry
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .map(|(_, human, bot)| human + bot)
            .sum();
        dirty + retry
    }
}
