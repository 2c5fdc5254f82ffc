//! The link list's visit orders (docs/STATISTICS.md, "The link list's
//! visit sorts"): every minute, the counters are copied to the columns the
//! list's visit sorts read for large lists, so a visit flush moves no index
//! entry. Small lists sort by the counters themselves and need no refresh.

use super::JobContext;
use crate::metrics::Job;

pub use crate::store::VISIT_ORDER_PERIOD as PERIOD;

/// Refreshes the visit orders; returns the links whose order changed, or
/// `None` when the store failed (logged and counted).
pub async fn run_once(jobs: &JobContext) -> Option<u64> {
    match jobs.store.refresh_visit_orders().await {
        Ok(changed) => {
            tracing::debug!(changed, "visit orders refreshed");
            Some(changed)
        }
        Err(error) => {
            jobs.metrics.job_failed(Job::VisitOrder);
            tracing::warn!(?error, "could not refresh the visit orders");
            None
        }
    }
}
