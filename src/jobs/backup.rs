//! Scheduled backups (docs/data.md#backups): one at start-up, then one at every
//! time of BACKUP_SCHEDULE, written by the transfer service.

use super::JobContext;
use crate::domain::schedule::Schedule;
use crate::metrics::Job;
use crate::transfer::backup::{write_backup_for, BackupReport};
use chrono::{DateTime, DurationRound, TimeDelta, Utc};
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// Writes the backup for the occurrence `now`, unless another instance
/// has claimed it already (`Ok(None)`).
pub async fn run_once(
    jobs: &JobContext,
    now: DateTime<Utc>,
) -> anyhow::Result<Option<BackupReport>> {
    write_backup_for(&jobs.store, &jobs.settings.backups, now).await
}

/// Like [`run_once`], but a failure is only logged: the next scheduled
/// time tries again and the server carries on.
pub async fn run_logged(jobs: &JobContext, now: DateTime<Utc>) {
    jobs.metrics.job_ran(Job::Backup);
    if let Err(error) = run_once(jobs, now).await {
        jobs.metrics.job_failed(Job::Backup);
        tracing::error!(error = format!("{error:#}"), "backup failed");
    }
}

/// Runs a backup at start-up, then at every time of BACKUP_SCHEDULE.
pub fn spawn(jobs: JobContext, mut stop: watch::Receiver<bool>) -> JoinHandle<()> {
    tokio::spawn(async move {
        let schedule = match Schedule::parse(&jobs.settings.backup_schedule) {
            Ok(schedule) => schedule,
            Err(reason) => {
                tracing::error!(%reason, "invalid BACKUP_SCHEDULE; backups are off");
                return;
            }
        };
        // Instances started in the same minute share one start-up backup.
        let start = Utc::now();
        let start = start.duration_trunc(TimeDelta::minutes(1)).unwrap_or(start);
        run_logged(&jobs, start).await;
        loop {
            let Some(next) = schedule.next_after(Utc::now()) else {
                tracing::warn!("BACKUP_SCHEDULE names no future time; backups stop");
                return;
            };
            let wait = (next - Utc::now()).to_std().unwrap_or_default();
            tokio::select! {
                () = tokio::time::sleep(wait) => run_logged(&jobs, next).await,
                _ = stop.changed() => return,
            }
        }
    })
}
