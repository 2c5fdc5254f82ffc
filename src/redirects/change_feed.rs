//! Cache invalidation across instances that share one PostgreSQL database
//! (api.md §12, design "Many instances"): every local invalidation is
//! published with `NOTIFY`, and a listener applies everyone's. Anything that
//! may have been missed (start-up, a lost connection) clears the cache, and
//! while the feed is down nothing is cached, so a stale destination is served
//! for at most about a second after a write, across reconnects too.

use crate::http::AppState;
use sqlx::postgres::{PgListener, PgPool};
use std::time::Duration;
use tokio::sync::watch;

const CHANNEL: &str = "linkhop_links";
/// The payload that means "forget every slug" (a slug is never empty).
pub(super) const CLEAR_ALL: &str = "";
/// NOTIFY payloads must stay under 8000 bytes.
const MAX_PAYLOAD: usize = 7000;
/// How often the listener's connection is proven alive. A connection that
/// died silently (no FIN, no RST) would otherwise go unnoticed for as long
/// as TCP takes to give up, and with it every notification sent meanwhile.
const HEARTBEAT: Duration = Duration::from_millis(300);
/// A heartbeat slower than this counts as a lost connection. Heartbeat plus
/// timeout bound how long a lost feed can go unnoticed (under a second).
const HEARTBEAT_TIMEOUT: Duration = Duration::from_millis(650);
/// Named so that the feed's connection stands out in `pg_stat_activity`.
const HEARTBEAT_QUERY: &str = "SELECT 'linkhop change feed heartbeat'";
/// Longest wait for a connection that listens.
const SUBSCRIBE_TIMEOUT: Duration = Duration::from_secs(5);
/// Pause between attempts to listen again while PostgreSQL is unreachable.
const RETRY: Duration = Duration::from_millis(500);
/// Attempts to send one announcement before giving up on it.
const PUBLISH_ATTEMPTS: u32 = 3;

/// Tells the other instances that `slug` changed. Best effort, in the
/// background: the write has committed already, so order is kept.
pub(super) fn publish(pool: &PgPool, slug: &str) {
    let Ok(runtime) = tokio::runtime::Handle::try_current() else {
        return;
    };
    let pool = pool.clone();
    let slug = slug.to_owned();
    runtime.spawn(async move { announce(&pool, &slug).await });
}

/// Sends the announcement for `slug` now, retrying briefly: a pooled
/// connection that died since its last use fails the first attempt.
pub(super) async fn announce(pool: &PgPool, slug: &str) {
    let payload = if slug.len() > MAX_PAYLOAD {
        CLEAR_ALL
    } else {
        slug
    };
    for attempt in 1..=PUBLISH_ATTEMPTS {
        let sent = sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(payload)
            .execute(pool)
            .await;
        match sent {
            Ok(_) => return,
            // The listeners lose their connections too when PostgreSQL is
            // unreachable, and clear their caches when they listen again.
            Err(error) if attempt == PUBLISH_ATTEMPTS => {
                tracing::warn!(?error, "could not publish a link change to other instances");
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
}

/// Applies other instances' link changes to this instance's cache until
/// `stop` turns true. Does nothing on SQLite (one instance per database).
pub async fn listen(app: AppState, mut stop: watch::Receiver<bool>) {
    let Some(pool) = app.store.postgres_pool().cloned() else {
        return;
    };
    loop {
        match subscribe(&pool).await {
            Ok(mut listener) => {
                // Changes made before we listened are unknown: start afresh.
                app.redirects.resume_caching();
                if app.settings.cache_preload {
                    super::preload::spawn(&app);
                }
                let stopped = follow(&app, &mut listener, &mut stop).await;
                app.redirects.suspend_caching();
                if stopped {
                    return;
                }
                // Listen again at once; pause only when that fails.
                continue;
            }
            Err(error) => tracing::warn!(?error, "could not listen for link changes"),
        }
        tokio::select! {
            _ = stop.changed() => return,
            () = tokio::time::sleep(RETRY) => {}
        }
    }
}

/// Applies notifications until the connection is lost (`false`) or `stop`
/// turns true (`true`).
async fn follow(
    app: &AppState,
    listener: &mut PgListener,
    stop: &mut watch::Receiver<bool>,
) -> bool {
    let mut heartbeat = tokio::time::interval(HEARTBEAT);
    heartbeat.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = stop.changed() => return true,
            _ = heartbeat.tick() => {
                // Notifications that arrive during the query are buffered by
                // the listener and returned by the next `try_recv`.
                let alive = tokio::time::timeout(
                    HEARTBEAT_TIMEOUT,
                    sqlx::query(HEARTBEAT_QUERY).execute(&mut *listener),
                )
                .await;
                if !matches!(alive, Ok(Ok(_))) {
                    tracing::warn!("link change feed stopped answering");
                    return false;
                }
            }
            received = listener.try_recv() => match received {
                Ok(Some(notification)) => match notification.payload() {
                    CLEAR_ALL => app.redirects.clear_local(),
                    slug => app.redirects.invalidate_local(slug),
                },
                // Lost: stop caching now rather than after a reconnect,
                // which may take as long as the pool's acquire time-out.
                Ok(None) => {
                    tracing::warn!("link change feed connection lost");
                    return false;
                }
                Err(error) => {
                    tracing::warn!(?error, "link change feed lost");
                    return false;
                }
            }
        }
    }
}

async fn subscribe(pool: &PgPool) -> Result<PgListener, sqlx::Error> {
    // Bounded like the heartbeat: a connection that hangs while we start to
    // listen would otherwise keep the cache off for good.
    tokio::time::timeout(SUBSCRIBE_TIMEOUT, listen_on(pool))
        .await
        .map_err(|_| sqlx::Error::PoolTimedOut)?
}

async fn listen_on(pool: &PgPool) -> Result<PgListener, sqlx::Error> {
    let mut listener = PgListener::connect_with(pool).await?;
    // A lost connection is reported at once; `listen` connects anew.
    listener.eager_reconnect(false);
    listener.listen(CHANNEL).await?;
    Ok(listener)
}
