//! The flush: one transaction of the links' counts taken from the counter,
//! the queued events, the orphan visits' daily counts and the statistics
//! summaries of those events (`domain::summary_window`). By default every
//! flush writes its summaries, so a crash loses a flush's visits from the
//! counters and the statistics alike and the two never disagree;
//! `VISIT_SUMMARY_FLUSHES` above 1 trades that for fewer summary writes.

use super::counter::Pending;
use super::{VisitEvent, Visits};
use crate::domain::orphan_visits::OrphanCount;
use crate::domain::summary_window::{SummaryBatch, SummaryWindow};
use crate::domain::time::now_millis;
use crate::domain::visits::day_of;
use crate::store::StoreError;

/// What one flush wrote.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct FlushReport {
    /// Links whose counters were written.
    pub links: usize,
    /// Visit events written.
    pub events: usize,
    /// Orphan visit rows (domain, day, kind, slug) written.
    pub orphans: usize,
}

/// Flushes between two writes of the summary window by default
/// (`VISIT_SUMMARY_FLUSHES`): every flush, in the transaction of its
/// counters, so the statistics equal the counters after any crash and trail
/// them by one flush (a second at the default `VISIT_FLUSH_MS`).
pub const FLUSHES_PER_SUMMARY: u32 = 1;
/// The most flushes `VISIT_SUMMARY_FLUSHES` may let pass between two
/// summary writes: each summary row is then written once per window instead
/// of once per flush, and a crash loses the window's statistics while the
/// counters keep its visits.
pub const MAX_FLUSHES_PER_SUMMARY: u32 = 10;
/// Window rows past which it is written at the next flush whatever its age.
pub const WINDOW_ROWS: usize = 50_000;

/// What one flush hands the next.
pub(super) struct FlushState {
    /// Flushes between two summary writes (`VISIT_SUMMARY_FLUSHES`).
    every: u32,
    /// Summary additions of the events since the last summary write.
    window: SummaryWindow,
    flushes: u32,
    /// Events the database could not take (already in the window).
    unwritten: Vec<VisitEvent>,
    /// The split variants' names learnt so far.
    variant_names: super::variant_names::VariantNames,
    /// A summary write of at least [`WINDOW_ROWS`] rows happened since
    /// the allocator last gave memory back: the first quiet flush does.
    burst: bool,
}

impl FlushState {
    pub(super) fn new(every: u32) -> Self {
        Self {
            every: every.clamp(1, MAX_FLUSHES_PER_SUMMARY),
            window: SummaryWindow::default(),
            flushes: 0,
            unwritten: Vec::new(),
            variant_names: Default::default(),
            burst: false,
        }
    }
}

impl Visits {
    /// Writes every buffered visit count and event, and the summaries
    /// gathered so far: at shutdown, and wherever a caller needs every
    /// visit counted before it in the statistics.
    pub async fn flush(&self) -> Result<usize, StoreError> {
        Ok(self.flush_batch(true).await?.links)
    }

    /// The periodic flush: counts and events, and the summary window every
    /// `VISIT_SUMMARY_FLUSHES` flushes or once it holds [`WINDOW_ROWS`].
    pub async fn flush_due(&self) -> Result<FlushReport, StoreError> {
        self.flush_batch(false).await
    }

    /// One transaction of counts, events and (when `all` or due) the
    /// summary window. While the database is unreachable everything is
    /// kept for the next flush (events up to `VISIT_BUFFER`); a batch the
    /// database refuses is written link by link instead, so that one bad
    /// row costs only its own link's visits, never every other link's.
    async fn flush_batch(&self, all: bool) -> Result<FlushReport, StoreError> {
        let mut state = self.flushing.lock().await;
        let batch = self.counter.take();
        let mut fresh = self.recorder.take_events();
        // Unnamed while the database is unreachable: those visits then count
        // in their links' totals but not by variant.
        let named =
            super::variant_names::name_variants(&self.store, &mut state.variant_names, &mut fresh)
                .await;
        if let Err(error) = named {
            tracing::warn!(?error, "could not name the split variants of visits");
        }
        let now = now_millis();
        let orphans = self.orphans.take(day_of(now));
        state.flushes = state.flushes.saturating_add(1);
        let flushes = state.flushes;
        let every = state.every;
        // Aggregating tens of thousands of events takes milliseconds: off
        // the request workers, so no redirect waits behind it.
        let window = std::mem::take(&mut state.window);
        let (window, fresh, summaries, orphans) = tokio::task::spawn_blocking(move || {
            let mut window = window;
            let mut fresh = fresh;
            window.add(&fresh);
            crate::store::order_for_writing(&mut fresh);
            let due = all || flushes >= every || window.len() >= WINDOW_ROWS;
            let summaries = due.then(|| window.take());
            (window, fresh, summaries, orphans.into_counts())
        })
        .await
        .map_err(|e| StoreError::Other(e.into()))?;
        state.window = window;
        let due = summaries.is_some();
        let summaries = summaries.unwrap_or_default();
        let mut events = std::mem::take(&mut state.unwritten);
        events.extend(fresh);
        if batch.is_empty() && events.is_empty() && summaries.is_empty() && orphans.is_empty() {
            if std::mem::take(&mut state.burst) {
                tokio::task::spawn_blocking(crate::memory::return_free_memory)
                    .await
                    .map_err(|e| StoreError::Other(e.into()))?;
            }
            return Ok(FlushReport::default());
        }
        state.burst |= summaries.hourly.len() >= WINDOW_ROWS;
        let event_count = events.len();
        let orphan_rows = orphans.len();
        match self
            .store
            .write_flush(&batch, &events, &summaries, &orphans)
            .await
        {
            Ok(_) => {
                if due {
                    state.flushes = 0;
                }
                Ok(FlushReport {
                    links: batch.len(),
                    events: event_count,
                    orphans: orphan_rows,
                })
            }
            Err(e) if e.is_unavailable() => {
                self.counter.restore(batch);
                self.orphans.restore(orphans);
                state.window.restore(summaries);
                let capacity = self.recorder.capacity();
                if events.len() > capacity {
                    let over = events.len() - capacity;
                    events.drain(..over);
                    self.recorder.count_dropped(over as u64, now);
                }
                state.unwritten = events;
                Err(e)
            }
            Err(error) => {
                tracing::warn!(?error, "a visit batch was refused; writing it link by link");
                let written = match self.flush_one_by_one(&mut state, batch, events).await {
                    Ok(written) => written,
                    Err(error) => {
                        self.orphans.restore(orphans);
                        return Err(error);
                    }
                };
                if let Err(error) = self.store.write_flush(&[], &[], &summaries, &[]).await {
                    if error.is_unavailable() {
                        self.orphans.restore(orphans);
                        state.window.restore(summaries);
                        return Err(error);
                    }
                    tracing::error!(?error, "dropping visit summaries the database refuses");
                }
                state.flushes = 0;
                let orphans_written = self.write_orphans_alone(orphans).await?;
                // What the database refused is logged; events are not told apart.
                Ok(FlushReport {
                    links: written,
                    events: event_count,
                    orphans: orphans_written,
                })
            }
        }
    }

    /// Writes the orphan visits of a flush whose batch was refused, in their
    /// own transaction: refused in turn, they are logged and dropped; an
    /// unreachable database puts them back for the next flush. Returns the
    /// rows written.
    async fn write_orphans_alone(&self, orphans: Vec<OrphanCount>) -> Result<usize, StoreError> {
        if orphans.is_empty() {
            return Ok(0);
        }
        match self
            .store
            .write_flush(&[], &[], &SummaryBatch::default(), &orphans)
            .await
        {
            Ok(_) => Ok(orphans.len()),
            Err(error) if error.is_unavailable() => {
                self.orphans.restore(orphans);
                Err(error)
            }
            Err(error) => {
                tracing::error!(
                    ?error,
                    rows = orphans.len(),
                    "dropping orphan visits the database refuses"
                );
                Ok(0)
            }
        }
    }

    /// Writes each link's counts and events in their own transaction; what
    /// the database refuses is logged and dropped. Events are already in
    /// the summary window; an unreachable database puts them back for the
    /// next flush.
    async fn flush_one_by_one(
        &self,
        state: &mut FlushState,
        batch: Vec<Pending>,
        events: Vec<VisitEvent>,
    ) -> Result<usize, StoreError> {
        let mut by_link: std::collections::HashMap<i64, Vec<VisitEvent>> =
            std::collections::HashMap::new();
        for event in events {
            by_link.entry(event.link_num).or_default().push(event);
        }
        let mut written = 0;
        let mut rest = batch.into_iter();
        while let Some(pending) = rest.next() {
            let events = by_link.remove(&pending.num).unwrap_or_default();
            match self
                .store
                .write_flush(
                    std::slice::from_ref(&pending),
                    &events,
                    &SummaryBatch::default(),
                    &[],
                )
                .await
            {
                Ok(_) => written += 1,
                Err(e) if e.is_unavailable() => {
                    self.counter
                        .restore(std::iter::once(pending).chain(rest).collect());
                    let left = events.into_iter().chain(by_link.into_values().flatten());
                    state.unwritten = left.collect();
                    return Err(e);
                }
                Err(error) => tracing::error!(
                    ?error,
                    link_num = pending.num,
                    human_visits = pending.humans,
                    bot_visits = pending.bots,
                    "dropping visits the database refuses"
                ),
            }
        }
        // Events of links with no count in this batch (counted by a flush
        // that already wrote them, or by a link since deleted).
        for (_, events) in by_link {
            if let Err(error) = self
                .store
                .write_flush(&[], &events, &SummaryBatch::default(), &[])
                .await
            {
                tracing::error!(
                    ?error,
                    events = events.len(),
                    "dropping visit events the database refuses"
                );
            }
        }
        Ok(written)
    }
}
