//! Demo mode: every hour every account gets a new API secret, including
//! accounts that had none (docs/accounts.md#demo-mode).

use super::JobContext;
use crate::domain::time::now_millis;
use crate::domain::tokens::new_api_secret;
use crate::store::JobId;

const JOB: JobId = JobId {
    name: "secret_rotation",
    lock_key: 0x4c48_0002,
};
pub const PERIOD_MS: i64 = 60 * 60 * 1000;

/// Runs the occurrence (hour) of the present moment.
pub async fn run_once(jobs: &JobContext) -> Option<u64> {
    run_at(jobs, now_millis()).await
}

/// Runs the occurrence (hour) that `now_millis` falls in, once across all
/// instances. Returns the number of accounts changed, or `None` when this
/// occurrence was run elsewhere or failed (the failure is logged).
pub async fn run_at(jobs: &JobContext, now_millis: i64) -> Option<u64> {
    let occurrence = now_millis.div_euclid(PERIOD_MS);
    match jobs
        .store
        .replace_all_secrets(JOB, occurrence, new_api_secret)
        .await
    {
        Ok(Some(count)) => {
            tracing::info!(accounts = count, "demo mode: replaced every API secret");
            Some(count)
        }
        Ok(None) => None,
        Err(error) => {
            jobs.metrics.job_failed(crate::metrics::Job::SecretRotation);
            tracing::warn!(?error, "demo mode: could not replace API secrets");
            None
        }
    }
}
