//! Purges expired sessions, login failures past the throttle window,
//! single sign-on logins in progress that expired and the history of links
//! deleted more than LINK_HISTORY_DAYS ago, and indexes for search
//! the links a bulk import left waiting (an import through the command
//! line, or one cut short by a restart).

use super::JobContext;
use crate::domain::time::now_millis;
use crate::domain::visits::DAY_MS;
use crate::metrics::Job;

const FAILURE_RETENTION_MS: i64 = 60 * 60 * 1000;

pub async fn run_once(jobs: &JobContext) {
    let store = &jobs.store;
    let now = now_millis();
    let mut failed = false;
    if let Err(error) = store.delete_expired_sessions(now).await {
        tracing::warn!(?error, "could not purge expired sessions");
        failed = true;
    }
    if let Err(error) = store
        .delete_login_failures_before(now - FAILURE_RETENTION_MS)
        .await
    {
        tracing::warn!(?error, "could not purge old login failures");
        failed = true;
    }
    if let Err(error) = store.fill_search_backlog().await {
        tracing::warn!(?error, "could not index imported links for search");
        failed = true;
    }
    if let Err(error) = store.delete_expired_sso_logins(now).await {
        tracing::warn!(?error, "could not purge expired single sign-on logins");
        failed = true;
    }
    let history_cutoff = now - i64::from(jobs.settings.link_history_days) * DAY_MS;
    if let Err(error) = store.sweep_deleted_history(history_cutoff).await {
        tracing::warn!(
            ?error,
            "could not forget the history of links deleted long ago"
        );
        failed = true;
    }
    let audit_cutoff = now - i64::from(jobs.settings.audit_log_days) * DAY_MS;
    if let Err(error) = store.sweep_audit_log(audit_cutoff).await {
        tracing::warn!(
            ?error,
            "could not remove audit log entries past AUDIT_LOG_DAYS"
        );
        failed = true;
    }
    if failed {
        jobs.metrics.job_failed(Job::Housekeeping);
    }
}
