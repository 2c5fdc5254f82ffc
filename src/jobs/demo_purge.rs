//! Demo mode: every minute, links created more than ten minutes earlier are
//! deleted, whoever their author (docs/accounts.md#demo-mode).

use super::JobContext;
use crate::store::JobId;

const JOB: JobId = JobId {
    name: "demo_purge",
    lock_key: 0x4c48_0001,
};
pub const PERIOD_MS: i64 = 60 * 1000;
const MAX_AGE_MS: i64 = 10 * 60 * 1000;

/// Runs the occurrence (minute) that `now_millis` falls in, once across all
/// instances. Returns the number of links deleted, or `None` when this
/// occurrence was run elsewhere or failed (the failure is logged).
pub async fn run_once(jobs: &JobContext, now_millis: i64) -> Option<usize> {
    let occurrence = now_millis.div_euclid(PERIOD_MS);
    match jobs
        .store
        .purge_links_created_before(JOB, occurrence, now_millis - MAX_AGE_MS)
        .await
    {
        Ok(Some(slugs)) => {
            for key in &slugs {
                jobs.redirects.invalidate(&key.domain_id, &key.slug);
            }
            if !slugs.is_empty() {
                tracing::info!(deleted = slugs.len(), "demo mode: deleted old links");
            }
            Some(slugs.len())
        }
        Ok(None) => None,
        Err(error) => {
            jobs.metrics.job_failed(crate::metrics::Job::DemoPurge);
            tracing::warn!(?error, "demo mode: could not delete old links");
            None
        }
    }
}
