//! How a long job run yields to shutdown: it checks between steps whether
//! shutdown has begun, and its rests end early when it does. `None` is a
//! run nobody stops (tests, one-off calls).

use std::time::Duration;
use tokio::sync::watch;

/// Whether shutdown has begun.
pub fn stopping(stop: &Option<watch::Receiver<bool>>) -> bool {
    stop.as_ref().is_some_and(|stop| *stop.borrow())
}

/// Sleeps `rest`, or less once shutdown begins.
pub async fn rest(stop: &mut Option<watch::Receiver<bool>>, rest: Duration) {
    match stop.as_mut() {
        Some(stop) => {
            tokio::select! {
                _ = tokio::time::sleep(rest) => {}
                _ = stop.changed() => {}
            }
        }
        None => tokio::time::sleep(rest).await,
    }
}
