//! Purges expired sessions and login failures past the throttle window.

use crate::domain::time::now_millis;
use crate::store::Store;

const FAILURE_RETENTION_MS: i64 = 60 * 60 * 1000;

pub async fn run_once(store: &Store) {
    let now = now_millis();
    if let Err(error) = store.delete_expired_sessions(now).await {
        tracing::warn!(?error, "could not purge expired sessions");
    }
    if let Err(error) = store
        .delete_login_failures_before(now - FAILURE_RETENTION_MS)
        .await
    {
        tracing::warn!(?error, "could not purge old login failures");
    }
}
