//! Background jobs: small named units with an idempotent `run_once`, driven
//! on intervals here and called directly by tests.

pub mod backup;
pub mod demo_account;
pub mod demo_purge;
pub mod housekeeping;
pub mod schedule;
pub mod secret_rotation;
pub mod visit_flush;

use crate::http::AppState;
use std::time::Duration;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// Starts every periodic job; each stops when `stop` turns true.
pub fn spawn_all(app: AppState, stop: watch::Receiver<bool>) -> Vec<JoinHandle<()>> {
    let flush_every = Duration::from_millis(app.settings.visit_flush_ms);
    let mut jobs = spawn_demo_jobs(&app, &stop);
    // On PostgreSQL the change feed preloads once it listens.
    if app.store.postgres_pool().is_none() && app.settings.cache_preload {
        crate::redirects::preload::spawn(&app);
    }
    if app.settings.backup {
        jobs.push(backup::spawn(app.clone(), stop.clone()));
    }
    jobs.extend([
        every(flush_every, stop.clone(), {
            let app = app.clone();
            move || {
                let app = app.clone();
                async move { visit_flush::run_once(&app).await }
            }
        }),
        tokio::spawn(crate::redirects::change_feed::listen(
            app.clone(),
            stop.clone(),
        )),
        every(Duration::from_secs(600), stop, move || {
            let app = app.clone();
            async move { housekeeping::run_once(&app).await }
        }),
    ]);
    jobs
}

/// Demo mode's clean-ups (api.md §16), on the wall clock in UTC: the link
/// purge at second 0 of every minute, secret rotation at minute 0 of every hour.
fn spawn_demo_jobs(app: &AppState, stop: &watch::Receiver<bool>) -> Vec<JoinHandle<()>> {
    if !app.settings.demo {
        return Vec::new();
    }
    let purge_app = app.clone();
    let rotation_app = app.clone();
    vec![
        schedule::at_boundaries(demo_purge::PERIOD_MS, stop.clone(), move |at| {
            let app = purge_app.clone();
            async move {
                demo_purge::run_once(&app, at).await;
            }
        }),
        schedule::at_boundaries(secret_rotation::PERIOD_MS, stop.clone(), move |at| {
            let app = rotation_app.clone();
            async move {
                secret_rotation::run_at(&app, at).await;
            }
        }),
    ]
}

fn every<F, Fut>(period: Duration, mut stop: watch::Receiver<bool>, mut job: F) -> JoinHandle<()>
where
    F: FnMut() -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()> + Send,
{
    tokio::spawn(async move {
        let mut ticker = tokio::time::interval(period);
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = ticker.tick() => job().await,
                _ = stop.changed() => break,
            }
        }
    })
}
