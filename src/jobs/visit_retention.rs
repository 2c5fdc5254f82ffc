//! Visit statistics' clean-up, hourly: raw events and orphan visits' daily
//! counts older than VISIT_RETENTION_DAYS (summaries stay), first
//! sightings of past days,
//! and the statistics of deleted links (their summaries subtracted from
//! the all-links rows). Small batches with a pause between them, so
//! flushes and redirects never wait behind it.

use super::shutdown::{rest, stopping};
use super::JobContext;
use crate::domain::visits::{day_of, DAY_MS};
use crate::store::{CleanupBatch, SightingKey, StoreError};
use std::time::Duration;
use tokio::sync::watch;

pub const PERIOD: Duration = Duration::from_secs(3600);
/// Rows per batch.
pub const BATCH: i64 = 5_000;
/// Pause between two batches.
pub const PAUSE: Duration = Duration::from_millis(50);
/// Rest after each batch, as a multiple of the batch's own time.
const REST_PER_WORK: u32 = 4;
/// Deleted links purged per run at most (the rest wait for the next).
const LINKS_PER_RUN: i64 = 100;

/// What one run deleted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RetentionReport {
    pub events: u64,
    /// Orphan visit rows (domain, day, kind, slug).
    pub orphan_visits: u64,
    pub visitor_days: u64,
    pub deleted_links: u64,
    pub deleted_link_rows: u64,
}

/// Runs the clean-up as of `now_ms`, pausing `pause` between batches.
/// Idempotent; a failure is logged and the next run goes on from there.
pub async fn run_once(jobs: &JobContext, now_ms: i64, pause: Duration) -> RetentionReport {
    run(jobs, now_ms, pause, None).await
}

/// [`run_once`], ending between two batches (with what it deleted so far)
/// once `stop` turns true: a first clean-up of millions of rows takes
/// minutes, and shutdown does not wait for it; the next run goes on.
pub async fn run(
    jobs: &JobContext,
    now_ms: i64,
    pause: Duration,
    mut stop: Option<watch::Receiver<bool>>,
) -> RetentionReport {
    match clean(jobs, now_ms, pause, &mut stop).await {
        Ok(report) => {
            if report != RetentionReport::default() {
                tracing::info!(?report, "visit statistics cleaned up");
            }
            report
        }
        Err((report, error)) => {
            jobs.metrics.job_failed(crate::metrics::Job::VisitRetention);
            tracing::warn!(?error, ?report, "visit statistics clean-up stopped early");
            report
        }
    }
}

async fn clean(
    jobs: &JobContext,
    now_ms: i64,
    pause: Duration,
    stop: &mut Option<watch::Receiver<bool>>,
) -> Result<RetentionReport, (RetentionReport, StoreError)> {
    let store = &jobs.store;
    let mut report = RetentionReport::default();
    if let Some(days) = jobs.settings.visit_retention_days {
        let cutoff = now_ms.saturating_sub(i64::from(days) * DAY_MS);
        report.events = batches(pause, stop, || {
            store.delete_visit_events_before(cutoff, BATCH)
        })
        .await
        .map_err(|e| (report, e))?;
        // Whole days only: the day the cutoff falls in stays.
        let first_kept_day = day_of(cutoff);
        report.orphan_visits = batches(pause, stop, || {
            store.delete_orphan_visits_before(first_kept_day, BATCH)
        })
        .await
        .map_err(|e| (report, e))?;
    }
    // Yesterday's first sightings stay a day: a flush just after midnight
    // still carries visits of the day before.
    let keep_from = day_of(now_ms) - 1;
    // Each batch goes on after the keys the one before looked at.
    report.visitor_days = batches_from(pause, stop, SightingKey::FIRST, |after| {
        store.delete_visitor_days_before(keep_from, after, BATCH)
    })
    .await
    .map_err(|e| (report, e))?;
    if stopping(stop) {
        return Ok(report);
    }
    let links = store
        .deleted_links_with_visits(LINKS_PER_RUN)
        .await
        .map_err(|e| (report, e))?;
    for num in links {
        if stopping(stop) {
            break;
        }
        report.deleted_link_rows +=
            batches(pause, stop, || store.purge_deleted_link_visits(num, BATCH))
                .await
                .map_err(|e| (report, e))?;
        report.deleted_links += 1;
    }
    Ok(report)
}

/// Runs `batch` until it reports done, pausing between runs at least
/// `pause` and at least [`REST_PER_WORK`] times as long as the batch took,
/// so the clean-up holds the database (SQLite's one writer, PostgreSQL's
/// locks and I/O) a fifth of the time at most however slow a batch is;
/// returns the rows deleted, when done or once `stop` turns true.
async fn batches<F, Fut>(
    pause: Duration,
    stop: &mut Option<watch::Receiver<bool>>,
    mut batch: F,
) -> Result<u64, StoreError>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<CleanupBatch, StoreError>>,
{
    batches_from(pause, stop, (), |()| {
        let next = batch();
        async move { Ok((next.await?, ())) }
    })
    .await
}

/// [`batches`] for a clean-up that walks a table: each batch starts where
/// the one before it said it stopped, `start` for the first.
async fn batches_from<S, F, Fut>(
    pause: Duration,
    stop: &mut Option<watch::Receiver<bool>>,
    start: S,
    mut batch: F,
) -> Result<u64, StoreError>
where
    F: FnMut(S) -> Fut,
    Fut: std::future::Future<Output = Result<(CleanupBatch, S), StoreError>>,
{
    let (mut deleted, mut from) = (0, start);
    loop {
        if stopping(stop) {
            return Ok(deleted);
        }
        let started = std::time::Instant::now();
        let (done, next) = batch(from).await?;
        deleted += done.deleted;
        if done.done {
            return Ok(deleted);
        }
        from = next;
        rest(stop, pause.max(started.elapsed() * REST_PER_WORK)).await;
    }
}
