//! Background jobs: small named units with an idempotent `run_once`, driven
//! on intervals here and called directly by tests.

pub mod backup;
pub mod demo_account;
pub mod demo_purge;
pub mod geoip_reload;
pub mod housekeeping;
pub mod period_totals;
pub mod redirect_burst;
pub mod schedule;
pub mod secret_rotation;
mod shutdown;
pub mod visit_flush;
pub mod visit_order;
pub mod visit_retention;
pub mod visitor_salts;
pub mod webhook_delivery;
pub mod webhook_visits;

use crate::config::Settings;
use crate::metrics::{Job, Metrics};
use crate::redirects::Redirects;
use crate::store::Store;
use crate::transfer::backup::BackupPlan;
use crate::visits::Visits;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// What the jobs work with: the store, the redirect cache and the few
/// settings they read (never the HTTP state).
#[derive(Clone)]
pub struct JobContext {
    pub store: Store,
    pub redirects: Arc<Redirects>,
    /// Visits: their flush, salts and GeoIP database.
    pub visits: Arc<Visits>,
    pub settings: JobSettings,
    /// Runs and failures of each job, flush sizes and durations.
    pub metrics: Arc<Metrics>,
    /// Sends webhook deliveries; `None` if no HTTP client could be built.
    pub webhooks: Option<Arc<crate::webhooks::Dispatcher>>,
    /// Where visit batches for webhooks are queued.
    pub outbox: crate::webhooks::Outbox,
}

/// The settings the jobs read.
#[derive(Debug, Clone)]
pub struct JobSettings {
    pub visit_flush: Duration,
    pub cache_preload: bool,
    pub demo: bool,
    pub backup: bool,
    pub backup_schedule: String,
    pub backups: BackupPlan,
    /// Days raw visit events are kept; `None` keeps them forever.
    pub visit_retention_days: Option<u32>,
    /// Days a deleted link's history is kept (LINK_HISTORY_DAYS).
    pub link_history_days: u32,
    /// Days audit log entries are kept (AUDIT_LOG_DAYS).
    pub audit_log_days: u32,
    pub webhooks: crate::config::WebhookSettings,
}

impl JobSettings {
    pub fn from_settings(settings: &Settings) -> Self {
        Self {
            visit_flush: Duration::from_millis(settings.visit_flush_ms),
            cache_preload: settings.cache_preload,
            demo: settings.demo,
            backup: settings.backup,
            backup_schedule: settings.backup_schedule.clone(),
            backups: BackupPlan::from_settings(settings),
            visit_retention_days: settings.visit_retention_days,
            link_history_days: settings.link_history_days,
            audit_log_days: settings.audit_log_days,
            webhooks: settings.webhooks,
        }
    }
}

/// Starts every periodic job; each stops when `stop` turns true.
pub fn spawn_all(context: JobContext, stop: watch::Receiver<bool>) -> Vec<JoinHandle<()>> {
    let settings = &context.settings;
    let mut jobs = spawn_demo_jobs(&context, &stop);
    // With a change feed (PostgreSQL) the feed preloads once it listens.
    if !context.store.has_change_feed() && settings.cache_preload {
        crate::redirects::preload::spawn(&context.redirects);
    }
    if settings.backup {
        jobs.push(backup::spawn(context.clone(), stop.clone()));
    }
    jobs.extend(spawn_visit_jobs(&context, &stop));
    // Both webhook jobs skip their runs during a burst of redirects.
    let burst = Arc::new(redirect_burst::RedirectBurst::new(Arc::clone(
        &context.metrics,
    )));
    if context.webhooks.is_some() {
        jobs.push(unless_burst(
            Job::WebhookDelivery,
            &context,
            webhook_delivery::PERIOD,
            stop.clone(),
            Arc::clone(&burst),
            |jobs| async move { webhook_delivery::run_once(&jobs).await },
        ));
    }
    jobs.push(unless_burst(
        Job::WebhookVisits,
        &context,
        settings.webhooks.visit_every,
        stop.clone(),
        burst,
        |jobs| async move { webhook_visits::run_once(&jobs).await },
    ));
    jobs.extend([
        every(
            Job::VisitFlush,
            &context,
            settings.visit_flush,
            stop.clone(),
            {
                let context = context.clone();
                move || {
                    let context = context.clone();
                    async move { visit_flush::run_once(&context.visits, &context.metrics).await }
                }
            },
        ),
        tokio::spawn(crate::redirects::change_feed::listen(
            Arc::clone(&context.redirects),
            settings.cache_preload,
            stop.clone(),
        )),
        every(
            Job::Housekeeping,
            &context,
            Duration::from_secs(600),
            stop,
            {
                let context = context.clone();
                move || {
                    let context = context.clone();
                    async move { housekeeping::run_once(&context).await }
                }
            },
        ),
    ]);
    jobs
}

/// Visit statistics' upkeep: salts at start and every few minutes, the
/// GeoIP database's reload check, the list's visit orders and the top
/// links' period values every minute, the hourly clean-up.
fn spawn_visit_jobs(context: &JobContext, stop: &watch::Receiver<bool>) -> Vec<JoinHandle<()>> {
    let mut jobs = Vec::new();
    let salts = context.clone();
    jobs.push(every(
        Job::VisitorSalts,
        context,
        visitor_salts::PERIOD,
        stop.clone(),
        move || {
            let jobs = salts.clone();
            async move {
                visitor_salts::run_once(&jobs, crate::domain::time::now_millis()).await;
            }
        },
    ));
    if context.visits.geo().db().is_some() {
        let geoip = context.clone();
        jobs.push(every(
            Job::GeoipReload,
            context,
            geoip_reload::PERIOD,
            stop.clone(),
            move || {
                let jobs = geoip.clone();
                async move {
                    geoip_reload::run_once(&jobs).await;
                }
            },
        ));
    }
    let order = context.clone();
    let order_stop = stop.clone();
    jobs.push(every(
        Job::VisitOrder,
        context,
        visit_order::PERIOD,
        stop.clone(),
        move || {
            let jobs = order.clone();
            let stop = order_stop.clone();
            async move {
                visit_order::run(&jobs, Some(stop)).await;
            }
        },
    ));
    let totals = context.clone();
    let totals_stop = stop.clone();
    jobs.push(every(
        Job::PeriodTotals,
        context,
        period_totals::PERIOD,
        stop.clone(),
        move || {
            let jobs = totals.clone();
            let stop = totals_stop.clone();
            async move {
                let now = crate::domain::time::now_millis();
                period_totals::run(&jobs, now, Some(stop)).await;
            }
        },
    ));
    let retention = context.clone();
    let retention_stop = stop.clone();
    jobs.push(every(
        Job::VisitRetention,
        context,
        visit_retention::PERIOD,
        stop.clone(),
        move || {
            let jobs = retention.clone();
            let stop = retention_stop.clone();
            async move {
                let now = crate::domain::time::now_millis();
                visit_retention::run(&jobs, now, visit_retention::PAUSE, Some(stop)).await;
            }
        },
    ));
    jobs
}

/// Demo mode's clean-ups (docs/accounts.md#demo-mode), on the wall clock in UTC: the link
/// purge at second 0 of every minute, secret rotation at minute 0 of every hour.
fn spawn_demo_jobs(context: &JobContext, stop: &watch::Receiver<bool>) -> Vec<JoinHandle<()>> {
    if !context.settings.demo {
        return Vec::new();
    }
    let purge_jobs = context.clone();
    let rotation_jobs = context.clone();
    vec![
        schedule::at_boundaries(demo_purge::PERIOD_MS, stop.clone(), move |at| {
            let jobs = purge_jobs.clone();
            jobs.metrics.job_ran(Job::DemoPurge);
            async move {
                demo_purge::run_once(&jobs, at).await;
            }
        }),
        schedule::at_boundaries(secret_rotation::PERIOD_MS, stop.clone(), move |at| {
            let jobs = rotation_jobs.clone();
            jobs.metrics.job_ran(Job::SecretRotation);
            async move {
                secret_rotation::run_at(&jobs, at).await;
            }
        }),
    ]
}

/// [`every`] for a job that skips its runs while `burst` says to wait; a
/// skipped run is not counted as one.
fn unless_burst<F, Fut>(
    name: Job,
    context: &JobContext,
    period: Duration,
    stop: watch::Receiver<bool>,
    burst: Arc<redirect_burst::RedirectBurst>,
    job: F,
) -> JoinHandle<()>
where
    F: Fn(JobContext) -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()> + Send + 'static,
{
    let jobs = context.clone();
    let metrics = Arc::clone(&context.metrics);
    every_counted(name, metrics, period, stop, move || {
        let run = (!burst.wait()).then(|| job(jobs.clone()));
        async move {
            match run {
                Some(run) => {
                    run.await;
                    true
                }
                None => false,
            }
        }
    })
}

/// Runs `job` every `period`, counting each run as `name`'s (the job
/// counts its own failures, where it logs them).
fn every<F, Fut, T>(
    name: Job,
    context: &JobContext,
    period: Duration,
    stop: watch::Receiver<bool>,
    mut job: F,
) -> JoinHandle<()>
where
    F: FnMut() -> Fut + Send + 'static,
    Fut: std::future::Future<Output = T> + Send,
{
    let metrics = Arc::clone(&context.metrics);
    every_counted(name, metrics, period, stop, move || {
        let run = job();
        async move {
            run.await;
            true
        }
    })
}

/// Runs `job` every `period` until `stop` turns true, counting as `name`'s
/// each run that says it ran (true).
fn every_counted<F, Fut>(
    name: Job,
    metrics: Arc<Metrics>,
    period: Duration,
    mut stop: watch::Receiver<bool>,
    mut job: F,
) -> JoinHandle<()>
where
    F: FnMut() -> Fut + Send + 'static,
    Fut: std::future::Future<Output = bool> + Send,
{
    tokio::spawn(async move {
        let mut ticker = tokio::time::interval(period);
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = ticker.tick() => {
                    // Counted once done, so a count says the work is behind.
                    if job().await {
                        metrics.job_ran(name);
                    }
                }
                _ = stop.changed() => break,
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};

    /// Only the runs that ran count: a webhook job skipping its runs during
    /// a burst of redirects does not show them as runs.
    #[tokio::test]
    async fn skipped_runs_are_not_counted() {
        let metrics = Arc::new(Metrics::new());
        let calls = Arc::new(AtomicU64::new(0));
        let (stopping, stop) = watch::channel(false);
        let counter = Arc::clone(&calls);
        let runs = every_counted(
            Job::WebhookVisits,
            Arc::clone(&metrics),
            Duration::from_millis(1),
            stop,
            move || {
                let call = counter.fetch_add(1, Ordering::SeqCst);
                // Every third call runs; the others skip.
                async move { call.is_multiple_of(3) }
            },
        );
        while calls.load(Ordering::SeqCst) < 30 {
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
        stopping.send(true).expect("stop");
        runs.await.expect("the job loop ends");
        let calls = calls.load(Ordering::SeqCst);
        assert_eq!(metrics.job_runs(Job::WebhookVisits), calls.div_ceil(3));
        assert_eq!(metrics.job_runs(Job::VisitFlush), 0);
    }
}
