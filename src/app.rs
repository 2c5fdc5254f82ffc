//! Wiring only: builds the parts (the store, the HTTP state with its
//! redirect cache, the jobs' context) and runs the server and the
//! background jobs under one shutdown signal. Only `main`, `cli` and the
//! commands import this module.

use crate::config::Settings;
use crate::domain::links::ReservedNames;
use crate::http::dashboard::Dashboard;
use crate::jobs::{JobContext, JobSettings};
use crate::redirects::Redirects;
use crate::store::Store;
use crate::visits::{VisitRecorder, Visits};
use std::sync::Arc;
use tokio::net::TcpListener;
use tokio::sync::watch;

pub use crate::http::state::{App, AppState};

impl App {
    /// Opens the store (see [`open_store`]) and prepares the state.
    pub async fn start(settings: Settings) -> anyhow::Result<AppState> {
        // A wrong GEOIP_DB stops the start with its reason, before the store.
        let recorder = Arc::new(VisitRecorder::from_settings(&settings)?);
        let store = open_store(&settings).await?;
        let redirects = Redirects::new(store.clone(), settings.cache_capacity).with_hosts(
            settings.default_host().as_deref(),
            settings.reject_unknown_hosts,
        );
        redirects.domains().reload(&store).await?;
        let redirects = Arc::new(redirects);
        let visits = Arc::new(
            Visits::new(store.clone(), settings.visit_tracking, recorder)
                .with_summary_flushes(settings.visit_summary_flushes),
        );
        let app = Self::new(settings, store, redirects, visits);
        crate::webhooks::listen_for_link_notices(
            app.store.clone(),
            app.outbox.clone(),
            &app.redirects,
        );
        Ok(app)
    }

    /// What the background jobs get of this instance.
    pub fn job_context(&self) -> JobContext {
        JobContext {
            store: self.store.clone(),
            redirects: Arc::clone(&self.redirects),
            visits: Arc::clone(&self.visits),
            settings: JobSettings::from_settings(&self.settings),
            metrics: Arc::clone(&self.metrics),
            webhooks: self.dispatcher.clone(),
            outbox: self.outbox.clone(),
        }
    }
}

/// Connects the store, applies migrations, makes sure an owner exists and,
/// in demo mode, the demo account: the start-up every process shares.
pub async fn open_store(settings: &Settings) -> anyhow::Result<Store> {
    let store = Store::connect(&settings.database_url).await?;
    store.migrate().await?;
    if let Some(promoted) = store.ensure_owner().await? {
        tracing::warn!(account = %promoted, "no owner account: promoted the oldest admin or account to owner");
    }
    if settings.demo {
        crate::jobs::demo_account::ensure_demo_owner(&store).await?;
    }
    Ok(store)
}

/// The slugs the dashboard's own files take (for commands that create
/// links without an HTTP state).
pub fn reserved_names() -> ReservedNames {
    ReservedNames::new(Dashboard::load(None).root_files())
}

/// Runs the server and jobs until SIGINT/SIGTERM, then stops accepting,
/// finishes requests in flight and writes the buffered visit counts.
pub async fn run(settings: Settings) -> anyhow::Result<()> {
    for name in crate::config::IGNORED_VARIABLES {
        if std::env::var_os(name).is_some() {
            tracing::warn!(variable = name, "ignored setting: Linkhop does not use it");
        }
    }
    crate::store::create_private_dir(&settings.data_dir)?;
    let app = App::start(settings).await?;
    warn_about_sole_user(&app).await;
    let signals = shutdown_signal();
    let listener = TcpListener::bind(app.settings.listen).await?;
    tracing::info!(address = %listener.local_addr()?, "Linkhop is listening");
    let (stop_metrics, metrics_stopped) = watch::channel(false);
    if let Some(address) = app.settings.metrics_listen {
        let metrics = TcpListener::bind(address)
            .await
            .map_err(|e| anyhow::anyhow!("METRICS_LISTEN {address}: {e}"))?;
        tracing::info!(address = %metrics.local_addr()?, "metrics are served at /metrics");
        tokio::spawn(serve_metrics(app.clone(), metrics, metrics_stopped));
    }
    let shutdown = async move {
        signals.await;
        let _ = stop_metrics.send(true);
    };
    serve(app, listener, shutdown).await
}

/// Serves `GET /metrics` on `listener` until `stop` turns true; used by
/// `run` and tests. The same connection limits as the main listener.
pub async fn serve_metrics(app: AppState, listener: TcpListener, mut stop: watch::Receiver<bool>) {
    let timeouts = crate::http::connections::Timeouts {
        header: app.settings.header_timeout,
        body: app.settings.body_timeout,
    };
    let router = crate::http::metrics_listener::router(app);
    let stopped = async move {
        let _ = stop.wait_for(|stop| *stop).await;
    };
    crate::http::connections::serve(listener, router, timeouts, stopped).await;
}

/// Serves on `listener` until `shutdown` completes; used by `run` and tests.
pub async fn serve(
    app: AppState,
    listener: TcpListener,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let (stop_jobs, jobs_stopped) = watch::channel(false);
    let jobs = crate::jobs::spawn_all(app.job_context(), jobs_stopped);
    let entry = crate::http::entry::SiteFirst::new(app.clone());
    let timeouts = crate::http::connections::Timeouts {
        header: app.settings.header_timeout,
        body: app.settings.body_timeout,
    };
    crate::http::connections::serve(listener, entry, timeouts, shutdown).await;
    let _ = stop_jobs.send(true);
    for job in jobs {
        let _ = job.await;
    }
    // Requests have finished: this flush writes every visit they counted.
    if let Err(error) = app.visits.flush().await {
        tracing::error!(?error, "could not write visit counts at shutdown");
    }
    app.store.close().await;
    tracing::info!("Linkhop stopped");
    Ok(())
}

async fn warn_about_sole_user(app: &AppState) {
    let Some(id) = app.settings.sole_user.as_deref() else {
        return;
    };
    match app.store.find_account_by_id(id).await {
        Ok(Some(account)) if account.allow_automatic_login => {}
        _ => tracing::warn!(
            account = id,
            "SOLE_USER names no account that allows automatic login; automatic login is off"
        ),
    }
}

/// Registers the SIGINT and SIGTERM handlers now and returns the future
/// that completes on either. Registered before the listener accepts: a
/// signal that came between the first answer and the first poll of a
/// lazily registered handler killed the process without the final flush.
fn shutdown_signal() -> impl std::future::Future<Output = ()> {
    #[cfg(unix)]
    let (interrupt, terminate) = {
        use tokio::signal::unix::{signal, SignalKind};
        (
            signal(SignalKind::interrupt()).ok(),
            signal(SignalKind::terminate()).ok(),
        )
    };
    async move {
        #[cfg(unix)]
        {
            let wait = |handler: Option<tokio::signal::unix::Signal>| async move {
                match handler {
                    Some(mut handler) => {
                        handler.recv().await;
                    }
                    None => std::future::pending::<()>().await,
                }
            };
            tokio::select! {
                () = wait(interrupt) => {},
                () = wait(terminate) => {},
            }
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
        }
        tracing::info!("shutting down");
    }
}
