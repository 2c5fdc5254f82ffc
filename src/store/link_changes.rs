//! The link change feed between instances that share one PostgreSQL
//! database (docs/instances.md#the-change-feed): a change is published with `NOTIFY` and every
//! instance's listener receives it. SQLite has no feed (one instance per
//! database), so publishing there does nothing.

use super::{Db, Store, StoreError};
use sqlx::postgres::{PgListener, PgPool};
use std::time::Duration;

const CHANNEL: &str = "linkhop_links";
/// The payload that means "forget every slug" (a slug is never empty).
const ALL_LINKS: &str = "";
/// The payload that means "read the domains again". A slug's payload is
/// its domain's id, a line feed and the slug (neither holds a line feed);
/// a payload without one is a slug on the default domain.
const DOMAINS: &str = "\n";
/// NOTIFY payloads must stay under 8000 bytes.
const MAX_PAYLOAD: usize = 7000;
/// Attempts to send one announcement before giving up on it.
const PUBLISH_ATTEMPTS: u32 = 3;
/// Longest wait for a connection that listens.
const SUBSCRIBE_TIMEOUT: Duration = Duration::from_secs(5);
/// A liveness probe slower than this counts as a lost connection.
const PROBE_TIMEOUT: Duration = Duration::from_millis(650);
/// Named so that the feed's connection stands out in `pg_stat_activity`.
const PROBE_QUERY: &str = "SELECT 'linkhop change feed heartbeat'";

/// One change received from the feed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkChange {
    /// The link with this slug on this domain was created, changed or removed.
    Slug { domain_id: String, slug: String },
    /// A domain was added, changed or removed.
    Domains,
    /// Any link may have changed (a bulk write).
    All,
}

/// A connection that listens to the link change feed.
pub struct LinkChangeListener {
    listener: PgListener,
}

impl LinkChangeListener {
    /// The next change, or `Ok(None)` once the connection is lost (a lost
    /// connection is reported at once, never reconnected silently).
    pub async fn recv(&mut self) -> Result<Option<LinkChange>, StoreError> {
        Ok(self
            .listener
            .try_recv()
            .await?
            .map(|notification| parse_payload(notification.payload())))
    }

    /// Whether the connection still answers, within 0.65 s. A connection
    /// that died silently (no FIN, no RST) would otherwise go unnoticed for
    /// as long as TCP takes to give up, and with it every change sent
    /// meanwhile. Changes that arrive during the probe are kept for `recv`.
    pub async fn is_alive(&mut self) -> bool {
        let probe = sqlx::query(PROBE_QUERY).execute(&mut self.listener);
        matches!(tokio::time::timeout(PROBE_TIMEOUT, probe).await, Ok(Ok(_)))
    }
}

impl Store {
    /// Whether other instances may share this database, so that cached
    /// links must follow the change feed (PostgreSQL only).
    pub fn has_change_feed(&self) -> bool {
        matches!(self.db, Db::Postgres(_))
    }

    /// Tells the other instances that the link `slug` on domain
    /// `domain_id` changed. Best effort, in the background: the write has
    /// committed already, so order is kept.
    pub fn publish_link_change(&self, domain_id: &str, slug: &str) {
        self.publish(&format!("{domain_id}\n{slug}"));
    }

    /// Tells the other instances that a domain changed.
    pub fn publish_domains_changed(&self) {
        self.publish(DOMAINS);
    }

    /// Tells the other instances that any link may have changed, in the
    /// background (bulk writes, instead of one change per slug).
    pub fn publish_all_links_changed(&self) {
        self.publish(ALL_LINKS);
    }

    /// Like [`Store::publish_all_links_changed`], but returns once sent
    /// (for commands that exit right after a write).
    pub async fn announce_all_links_changed(&self) {
        if let Db::Postgres(pool) = &self.db {
            announce(pool, ALL_LINKS).await;
        }
    }

    /// Like [`Store::publish_domains_changed`], but returns once sent (for
    /// commands that exit right after adding a domain).
    pub async fn announce_domains_changed(&self) {
        if let Db::Postgres(pool) = &self.db {
            announce(pool, DOMAINS).await;
        }
    }

    fn publish(&self, payload: &str) {
        let Db::Postgres(pool) = &self.db else {
            return;
        };
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return;
        };
        let pool = pool.clone();
        let payload = payload.to_owned();
        runtime.spawn(async move { announce(&pool, &payload).await });
    }

    /// Starts listening to the change feed on a connection of its own;
    /// fails on SQLite, which has no feed.
    pub async fn subscribe_link_changes(&self) -> Result<LinkChangeListener, StoreError> {
        let Db::Postgres(pool) = &self.db else {
            return Err(StoreError::other("SQLite has no link change feed"));
        };
        // Bounded: a connection that hangs while we start to listen would
        // otherwise keep the cache off for good.
        let listener = tokio::time::timeout(SUBSCRIBE_TIMEOUT, listen_on(pool))
            .await
            .map_err(|_| sqlx::Error::PoolTimedOut)??;
        Ok(LinkChangeListener { listener })
    }
}

/// Sends `payload` now, retrying briefly: a pooled connection that died
/// since its last use fails the first attempt.
async fn announce(pool: &PgPool, payload: &str) {
    let payload = if payload.len() > MAX_PAYLOAD {
        ALL_LINKS
    } else {
        payload
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

fn parse_payload(payload: &str) -> LinkChange {
    match payload {
        ALL_LINKS => LinkChange::All,
        DOMAINS => LinkChange::Domains,
        payload => match payload.split_once('\n') {
            Some((domain_id, slug)) => LinkChange::Slug {
                domain_id: domain_id.to_owned(),
                slug: slug.to_owned(),
            },
            None => LinkChange::Slug {
                domain_id: crate::domain::short_domains::DEFAULT_DOMAIN_ID.to_owned(),
                slug: payload.to_owned(),
            },
        },
    }
}

async fn listen_on(pool: &PgPool) -> Result<PgListener, sqlx::Error> {
    let mut listener = PgListener::connect_with(pool).await?;
    // A lost connection is reported at once; the subscriber listens anew.
    listener.eager_reconnect(false);
    listener.listen(CHANNEL).await?;
    Ok(listener)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_name_a_slug_on_a_domain_or_everything() {
        assert_eq!(parse_payload(""), LinkChange::All);
        assert_eq!(parse_payload("\n"), LinkChange::Domains);
        assert_eq!(
            parse_payload("d1\na/b"),
            LinkChange::Slug {
                domain_id: "d1".into(),
                slug: "a/b".into()
            }
        );
        // As an instance of the release before domains announces a slug.
        assert_eq!(
            parse_payload("abc"),
            LinkChange::Slug {
                domain_id: "default".into(),
                slug: "abc".into()
            }
        );
    }
}
