//! Background jobs: small named units with an idempotent `run_once`, driven
//! on intervals here and called directly by tests.

pub mod housekeeping;
pub mod visit_flush;

use crate::app::AppState;
use std::time::Duration;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// Starts every periodic job; each stops when `stop` turns true.
pub fn spawn_all(app: AppState, stop: watch::Receiver<bool>) -> Vec<JoinHandle<()>> {
    let flush_every = Duration::from_millis(app.settings.visit_flush_ms);
    vec![
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
