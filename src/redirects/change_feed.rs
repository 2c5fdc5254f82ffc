//! Cache invalidation across instances that share one PostgreSQL database
//! (api.md §12, design "Many instances"): every local invalidation is
//! published with `NOTIFY`, and a listener applies everyone's. Anything that
//! may have been missed (start-up, a lost connection) clears the cache.

use crate::app::AppState;
use sqlx::postgres::{PgListener, PgPool};
use std::time::Duration;
use tokio::sync::watch;

const CHANNEL: &str = "linkhop_links";
/// The payload that means "forget every slug" (a slug is never empty).
pub(super) const CLEAR_ALL: &str = "";
/// NOTIFY payloads must stay under 8000 bytes.
const MAX_PAYLOAD: usize = 7000;

/// Tells the other instances that `slug` changed. Best effort, in the
/// background: the write has committed already, so order is kept.
pub(super) fn publish(pool: &PgPool, slug: &str) {
    let Ok(runtime) = tokio::runtime::Handle::try_current() else {
        return;
    };
    let pool = pool.clone();
    let payload = if slug.len() > MAX_PAYLOAD {
        CLEAR_ALL.to_owned()
    } else {
        slug.to_owned()
    };
    runtime.spawn(async move {
        let sent = sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(&payload)
            .execute(&pool)
            .await;
        if let Err(error) = sent {
            tracing::warn!(?error, "could not publish a link change to other instances");
        }
    });
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
                app.redirects.clear_local();
                loop {
                    tokio::select! {
                        _ = stop.changed() => return,
                        received = listener.try_recv() => match received {
                            Ok(Some(notification)) => match notification.payload() {
                                CLEAR_ALL => app.redirects.clear_local(),
                                slug => app.redirects.invalidate_local(slug),
                            },
                            // Reconnected: messages may have been lost.
                            Ok(None) => app.redirects.clear_local(),
                            Err(error) => {
                                tracing::warn!(?error, "link change feed lost");
                                break;
                            }
                        }
                    }
                }
            }
            Err(error) => tracing::warn!(?error, "could not listen for link changes"),
        }
        app.redirects.clear_local();
        tokio::select! {
            _ = stop.changed() => return,
            () = tokio::time::sleep(Duration::from_secs(1)) => {}
        }
    }
}

async fn subscribe(pool: &PgPool) -> Result<PgListener, sqlx::Error> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener.listen(CHANNEL).await?;
    Ok(listener)
}
