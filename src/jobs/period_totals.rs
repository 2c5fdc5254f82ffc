//! The period values the top links read (docs/STATISTICS.md, "Top links
//! over long ranges"): every minute, each closed UTC day and month with
//! visits but no current value gets one, built from its rows. A flush that
//! adds to a closed period (a late flush after midnight, an instance back
//! from an outage) clears its value; the next pass builds it again. Each
//! build rests four times as long as it took, as the other upkeep does.

use super::{shutdown, JobContext};
use crate::metrics::Job;
use std::time::{Duration, Instant};
use tokio::sync::watch;

pub const PERIOD: Duration = Duration::from_secs(60);

/// Periods looked up per step.
const STEP: u32 = 32;

/// Rest after each build, as a multiple of its own time.
const REST_PER_WORK: u32 = 4;

/// Builds every missing value as of `now`; returns how many were stored,
/// or `None` when the store failed (logged and counted; the next pass
/// starts over).
pub async fn run_once(jobs: &JobContext, now: i64) -> Option<u64> {
    run(jobs, now, None).await
}

/// [`run_once`], ending early (with what it built so far) once `stop`
/// turns true.
pub async fn run(
    jobs: &JobContext,
    now: i64,
    mut stop: Option<watch::Receiver<bool>>,
) -> Option<u64> {
    let today = now.div_euclid(crate::domain::visits::DAY_MS);
    let mut built = 0;
    loop {
        let stale = match jobs.store.stale_period_totals(today, STEP).await {
            Ok(stale) => stale,
            Err(error) => return failed(jobs, &error),
        };
        let mut stored_any = false;
        for (kind, period) in &stale {
            if shutdown::stopping(&stop) {
                return Some(built);
            }
            let began = Instant::now();
            match jobs.store.build_period_totals(*kind, *period).await {
                Ok(true) => {
                    built += 1;
                    stored_any = true;
                }
                // A flush added to it meanwhile: the next pass.
                Ok(false) => {}
                Err(error) => return failed(jobs, &error),
            }
            shutdown::rest(&mut stop, began.elapsed() * REST_PER_WORK).await;
        }
        // Done, or only periods flushes keep touching are left.
        if stale.len() < STEP as usize || !stored_any {
            tracing::debug!(built, "period totals built");
            return Some(built);
        }
    }
}

fn failed(jobs: &JobContext, error: &crate::store::StoreError) -> Option<u64> {
    jobs.metrics.job_failed(Job::PeriodTotals);
    tracing::warn!(?error, "could not build the period totals of the top links");
    None
}
