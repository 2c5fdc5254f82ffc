//! Keeps the visitor key's salts current: today's and tomorrow's exist and
//! are loaded (so the day's salt is in memory before its midnight), past
//! days' are deleted. Runs at start and every few minutes.

use super::JobContext;
use std::time::Duration;

pub const PERIOD: Duration = Duration::from_secs(300);

/// Returns whether the salts were refreshed (a failure is logged; the
/// salts loaded before stay in use).
pub async fn run_once(jobs: &JobContext, now_ms: i64) -> bool {
    match jobs.visits.salts().refresh(&jobs.store, now_ms).await {
        Ok(()) => true,
        Err(error) => {
            jobs.metrics.job_failed(crate::metrics::Job::VisitorSalts);
            tracing::warn!(?error, "could not refresh the visitor salts");
            false
        }
    }
}
