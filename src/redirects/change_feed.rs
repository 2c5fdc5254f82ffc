//! Cache invalidation across instances that share one PostgreSQL database
//! (docs/instances.md#the-change-feed): every local invalidation is
//! published on the store's link change feed, and a listener applies
//! everyone's. Anything that may have been missed (start-up, a lost
//! connection) clears the cache, and while the feed is down nothing is
//! cached, so a stale destination is served for at most about a second
//! after a write, across reconnects too.

use super::Redirects;
use crate::store::{LinkChange, LinkChangeListener};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

/// How often the listener's connection is proven alive; with the probe's
/// own time-out (0.65 s) this bounds how long a lost feed can go unnoticed
/// (under a second).
const HEARTBEAT: Duration = Duration::from_millis(300);
/// Pause between attempts to listen again while PostgreSQL is unreachable.
const RETRY: Duration = Duration::from_millis(500);

/// Applies other instances' link changes to this instance's cache until
/// `stop` turns true, preloading the cache whenever it starts afresh when
/// `preload` is set. Does nothing without a change feed (SQLite: one
/// instance per database).
pub async fn listen(redirects: Arc<Redirects>, preload: bool, mut stop: watch::Receiver<bool>) {
    if !redirects.store.has_change_feed() {
        return;
    }
    loop {
        match redirects.store.subscribe_link_changes().await {
            Ok(mut listener) => {
                // Changes made before we listened are unknown: start afresh,
                // domains included.
                if let Err(error) = redirects.reload_domains().await {
                    tracing::warn!(?error, "could not read the domains");
                    tokio::select! {
                        _ = stop.changed() => return,
                        () = tokio::time::sleep(RETRY) => {}
                    }
                    continue;
                }
                redirects.resume_caching();
                if preload {
                    super::preload::spawn(&redirects);
                }
                let stopped = follow(&redirects, &mut listener, &mut stop).await;
                redirects.suspend_caching();
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

/// Applies changes until the connection is lost (`false`) or `stop` turns
/// true (`true`).
async fn follow(
    redirects: &Redirects,
    listener: &mut LinkChangeListener,
    stop: &mut watch::Receiver<bool>,
) -> bool {
    let mut heartbeat = tokio::time::interval(HEARTBEAT);
    heartbeat.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = stop.changed() => return true,
            _ = heartbeat.tick() => {
                if !listener.is_alive().await {
                    tracing::warn!("link change feed stopped answering");
                    return false;
                }
            }
            received = listener.recv() => match received {
                Ok(Some(change)) => {
                    // This instance's own announcements come back too and
                    // are applied again: a look-up that read the row before
                    // the write and cached it after the local invalidation
                    // is dropped by the echo.
                    match change {
                        LinkChange::All => redirects.clear_local(),
                        LinkChange::Slug { domain_id, slug } => {
                            redirects.invalidate_local(&domain_id, &slug);
                        }
                        LinkChange::Domains => {
                            if let Err(error) = redirects.reload_domains().await {
                                // Unsure of the domains: start afresh.
                                tracing::warn!(?error, "could not read the domains again");
                                return false;
                            }
                        }
                    }
                    redirects.note_feed_change();
                }
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
