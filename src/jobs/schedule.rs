//! Wall-clock schedules: a job that runs at every whole multiple of its
//! period in UTC (second 0 of each minute, minute 0 of each hour), given
//! the scheduled moment so every instance names the occurrence alike.

use crate::domain::time::now_millis;
use std::time::Duration;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// The first multiple of `period_ms` strictly after `now`.
pub fn next_boundary(now: i64, period_ms: i64) -> i64 {
    (now.div_euclid(period_ms) + 1) * period_ms
}

/// Runs `job(scheduled_millis)` at every boundary of `period_ms` until
/// `stop` turns true.
pub fn at_boundaries<F, Fut>(
    period_ms: i64,
    mut stop: watch::Receiver<bool>,
    mut job: F,
) -> JoinHandle<()>
where
    F: FnMut(i64) -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()> + Send,
{
    tokio::spawn(async move {
        loop {
            let due = next_boundary(now_millis(), period_ms);
            let wait = u64::try_from(due - now_millis()).unwrap_or(0);
            tokio::select! {
                () = tokio::time::sleep(Duration::from_millis(wait)) => job(due).await,
                _ = stop.changed() => break,
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boundaries_are_whole_periods_after_now() {
        assert_eq!(next_boundary(0, 60_000), 60_000);
        assert_eq!(next_boundary(59_999, 60_000), 60_000);
        assert_eq!(next_boundary(60_000, 60_000), 120_000);
        assert_eq!(next_boundary(3_600_001, 3_600_000), 7_200_000);
    }
}
