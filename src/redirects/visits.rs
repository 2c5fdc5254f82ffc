//! Visit counting without a lock per visit: each cached target carries an
//! atomic counter, and only the first visit since the last flush puts the
//! target on the dirty list.

use super::Target;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex, PoisonError};

#[derive(Default)]
pub struct VisitCounter {
    dirty: Mutex<Vec<Arc<Target>>>,
    /// Counts of a failed flush, added to the next batch.
    retry: Mutex<Vec<(Arc<Target>, u64)>>,
}

impl VisitCounter {
    pub(super) fn mark_dirty(&self, target: Arc<Target>) {
        self.dirty
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(target);
    }

    /// Takes every pending count as `(target, visits)`, merged per link.
    /// The targets are kept rather than copies of their ids: a flush after
    /// a busy second holds one entry per link visited.
    pub(super) fn take(&self) -> Vec<(Arc<Target>, u64)> {
        let dirty = std::mem::take(&mut *self.dirty.lock().unwrap_or_else(PoisonError::into_inner));
        let mut batch =
            std::mem::take(&mut *self.retry.lock().unwrap_or_else(PoisonError::into_inner));
        for target in dirty {
            // A visit landing after this swap sees 0 and re-marks the target.
            let count = target.pending_visits.swap(0, Ordering::AcqRel);
            if count > 0 {
                batch.push((target, count));
            }
        }
        batch.sort_unstable_by(|a, b| a.0.link_id().cmp(b.0.link_id()));
        batch.dedup_by(|later, earlier| {
            if later.0.link_id() == earlier.0.link_id() {
                earlier.1 += later.1;
                true
            } else {
                false
            }
        });
        batch
    }

    pub(super) fn restore(&self, batch: Vec<(Arc<Target>, u64)>) {
        self.retry
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .extend(batch);
    }

    pub(super) fn pending(&self) -> u64 {
        let dirty: u64 = self
            .dirty
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .map(|t| t.pending_visits.load(Ordering::Acquire))
            .sum();
        let retry: u64 = self
            .retry
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .map(|(_, n)| n)
            .sum();
        dirty + retry
    }
}
