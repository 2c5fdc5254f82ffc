//! Visit counting without a lock per visit: each cached target carries two
//! atomic counters (human and bot visits), and only the first visit since
//! the last flush puts the target on the dirty list. The flush writes the
//! counts by link number (`link_counters`).

use super::{Redirects, Target};
use crate::store::{StoreError, VisitCounts};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex, PoisonError};

/// A target's counts taken for a flush: (target, human visits, bot visits).
type Pending = (Arc<Target>, u64, u64);

#[derive(Default)]
pub struct VisitCounter {
    dirty: Mutex<Vec<Arc<Target>>>,
    /// Counts of a failed flush, added to the next batch.
    retry: Mutex<Vec<Pending>>,
}

fn counts(batch: &[Pending]) -> Vec<VisitCounts> {
    batch
        .iter()
        .map(|(target, human, bot)| VisitCounts {
            num: target.num(),
            human: *human,
            bot: *bot,
        })
        .collect()
}

impl VisitCounter {
    pub(super) fn mark_dirty(&self, target: Arc<Target>) {
        self.dirty
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(target);
    }

    /// Takes every pending count, merged per link and sorted by link number.
    /// The targets are kept rather than copies of their numbers, so a
    /// failed flush can put them back.
    fn take(&self) -> Vec<Pending> {
        let dirty = std::mem::take(&mut *self.dirty.lock().unwrap_or_else(PoisonError::into_inner));
        let mut batch =
            std::mem::take(&mut *self.retry.lock().unwrap_or_else(PoisonError::into_inner));
        for target in dirty {
            // A visit landing after this swap sees 0 and re-marks the target.
            let humans = target.pending_humans.swap(0, Ordering::AcqRel);
            let bots = target.pending_bots.swap(0, Ordering::AcqRel);
            if humans > 0 || bots > 0 {
                batch.push((target, humans, bots));
            }
        }
        batch.sort_unstable_by_key(|(target, _, _)| target.num());
        batch.dedup_by(|later, earlier| {
            if later.0.num() == earlier.0.num() {
                earlier.1 = earlier.1.saturating_add(later.1);
                earlier.2 = earlier.2.saturating_add(later.2);
                true
            } else {
                false
            }
        });
        batch
    }

    fn restore(&self, batch: Vec<Pending>) {
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
            .map(|t| {
                t.pending_humans.load(Ordering::Acquire) + t.pending_bots.load(Ordering::Acquire)
            })
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

impl Redirects {
    /// Writes every buffered visit count in one batch. While the database
    /// is unreachable the counts are kept for the next flush; a batch the
    /// database refuses is written link by link instead, so that one bad
    /// row costs only its own count, never every other link's.
    pub async fn flush_visits(&self) -> Result<usize, StoreError> {
        let _flushing = self.flushing.lock().await;
        let batch = self.visits.take();
        if batch.is_empty() {
            return Ok(0);
        }
        match self.store.add_visits(&counts(&batch)).await {
            Ok(()) => Ok(batch.len()),
            Err(e) if e.is_unavailable() => {
                self.visits.restore(batch);
                Err(e)
            }
            Err(error) => {
                tracing::warn!(?error, "a visit batch was refused; writing it link by link");
                self.flush_one_by_one(batch).await
            }
        }
    }

    /// Writes each count in its own statement; the counts of a link the
    /// database refuses are logged and dropped.
    async fn flush_one_by_one(&self, batch: Vec<Pending>) -> Result<usize, StoreError> {
        let mut written = 0;
        let mut rest = batch.into_iter();
        while let Some(pending) = rest.next() {
            match self
                .store
                .add_visits(&counts(std::slice::from_ref(&pending)))
                .await
            {
                Ok(()) => written += 1,
                Err(e) if e.is_unavailable() => {
                    self.visits
                        .restore(std::iter::once(pending).chain(rest).collect());
                    return Err(e);
                }
                Err(error) => tracing::error!(
                    ?error,
                    link = pending.0.link_id(),
                    human_visits = pending.1,
                    bot_visits = pending.2,
                    "dropping visit counts the database refuses"
                ),
            }
        }
        Ok(written)
    }
}
