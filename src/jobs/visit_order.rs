//! The link list's visit orders (docs/STATISTICS.md, "Visit orders"): every
//! minute, the counters are copied to the columns the list's visit sorts
//! read for large lists, so a visit flush moves no index entry. A pass goes
//! over the links in small steps, resting after each as the retention
//! clean-up does, so flushes never wait long behind it. Small lists sort
//! by the counters themselves and need no refresh.

use super::{shutdown, JobContext};
use crate::metrics::Job;
use std::time::{Duration, Instant};
use tokio::sync::watch;

pub use crate::store::VISIT_ORDER_PERIOD as PERIOD;

/// Rest after each step, as a multiple of the step's own time: the pass
/// holds the database a fifth of the time at most.
const REST_PER_WORK: u32 = 4;

/// One pass over every link; returns the links whose order changed, or
/// `None` when the store failed (logged and counted; the next pass starts
/// over).
pub async fn run_once(jobs: &JobContext) -> Option<u64> {
    run(jobs, None).await
}

/// [`run_once`], ending early (with what it changed so far) once `stop`
/// turns true: a pass may take minutes, and shutdown does not wait for it.
pub async fn run(jobs: &JobContext, mut stop: Option<watch::Receiver<bool>>) -> Option<u64> {
    let mut changed = 0;
    let mut start = 0;
    loop {
        if shutdown::stopping(&stop) {
            return Some(changed);
        }
        let began = Instant::now();
        match jobs.store.refresh_visit_orders_from(start).await {
            Ok((n, next)) => {
                changed += n;
                let Some(next) = next else {
                    tracing::debug!(changed, "visit orders refreshed");
                    return Some(changed);
                };
                start = next;
            }
            Err(error) => {
                jobs.metrics.job_failed(Job::VisitOrder);
                tracing::warn!(?error, "could not refresh the visit orders");
                return None;
            }
        }
        // Steps that changed nothing took microseconds: no real rest.
        let rest = began.elapsed() * REST_PER_WORK;
        if rest > Duration::from_millis(1) {
            shutdown::rest(&mut stop, rest).await;
        }
    }
}
