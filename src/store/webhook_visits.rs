//! Visit events on their way to `visit` webhook deliveries: the cursor of
//! the events already gathered, and the events of links whose authors (or
//! the owner, for the whole instance) subscribe to visits (docs/webhooks.md).

use super::{on_reader, on_writer, Db, NewDelivery, Queued, Store, StoreError};
use std::collections::HashMap;

/// One visit as a delivery tells it: no address, agent or visitor key.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct HookVisit {
    pub event_id: i64,
    pub link_id: String,
    pub author: Option<String>,
    pub domain_id: String,
    pub domain_host: Option<String>,
    pub slug: String,
    pub at: i64,
    pub referrer: Option<String>,
    pub country: Option<String>,
    pub device: i16,
    pub browser: Option<String>,
    pub os: Option<String>,
    pub bot: bool,
}

/// Where gathering stands: events up to `after_event` are done;
/// `seen_high` is the highest event id the previous run saw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::FromRow)]
pub struct VisitCursor {
    pub after_event: i64,
    pub seen_high: i64,
}

/// The events one run may gather: ids in `(cursor.after_event, up_to]`;
/// `high` is what the run saw, the next run's `seen_high`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VisitRange {
    pub cursor: VisitCursor,
    pub up_to: i64,
    pub high: i64,
}

impl Store {
    /// The range the next run may gather. SQLite has one writer, so every
    /// id up to the highest is written; PostgreSQL hands out ids before a
    /// flush commits, so a run stops at what the previous run saw.
    pub async fn next_visit_range(&self) -> Result<VisitRange, StoreError> {
        let cursor: VisitCursor = on_writer!(self, |pool| sqlx::query_as(
            "SELECT after_event, seen_high FROM webhook_visit_cursor WHERE id = 1"
        )
        .fetch_one(pool)
        .await)?;
        let high: Option<i64> = on_writer!(self, |pool| sqlx::query_scalar(
            "SELECT MAX(id) FROM visit_events"
        )
        .fetch_one(pool)
        .await)?;
        let high = high.unwrap_or(0).max(cursor.after_event);
        let up_to = match self.db {
            Db::Sqlite { .. } => high,
            Db::Postgres(_) => cursor.seen_high.clamp(cursor.after_event, high),
        };
        Ok(VisitRange {
            cursor,
            up_to,
            high,
        })
    }

    /// Whether any webhook that is not paused asked for visits.
    pub async fn any_visit_webhook(&self) -> Result<bool, StoreError> {
        let found: Option<i32> = on_reader!(self, |pool| {
            sqlx::query_scalar(
            "SELECT 1 FROM webhooks WHERE NOT paused AND (' ' || events || ' ') LIKE '% visit %' LIMIT 1"
        )
        .fetch_optional(pool)
        .await
        })?;
        Ok(found.is_some())
    }

    /// Up to `limit` events with ids in `(after, up_to]`, in id order, of
    /// links whose author has a webhook asking for visits, or of every
    /// link when one of the whole instance does (whether its account is
    /// still the owner is checked at fan-out).
    pub async fn visits_for_webhooks(
        &self,
        after: i64,
        up_to: i64,
        limit: i64,
    ) -> Result<Vec<HookVisit>, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_as(
            "SELECT e.id AS event_id, l.id AS link_id, l.author, l.domain_id, \
             d.host AS domain_host, l.slug, e.at, e.referrer, e.country, e.device, e.browser, \
             e.os, e.bot FROM visit_events e \
             JOIN link_counters c ON c.num = e.link_num \
             JOIN links l ON l.id = c.link_id \
             JOIN domains d ON d.id = l.domain_id \
             WHERE e.id > $1 AND e.id <= $2 \
             AND EXISTS (SELECT 1 FROM webhooks w WHERE NOT w.paused \
                 AND (w.account_id = l.author OR w.scope = 'instance') \
                 AND (' ' || w.events || ' ') LIKE '% visit %') \
             ORDER BY e.id LIMIT $3"
        )
        .bind(after)
        .bind(up_to)
        .bind(limit)
        .fetch_all(pool)
        .await)?)
    }

    /// The tags of each of `links`, sorted.
    pub async fn tags_of_links(
        &self,
        links: &[String],
    ) -> Result<HashMap<String, Vec<String>>, StoreError> {
        let mut tags: HashMap<String, Vec<String>> = HashMap::new();
        for chunk in links.chunks(500) {
            let sql = format!(
                "SELECT link_id, tag FROM link_tags WHERE link_id IN ({}) ORDER BY link_id, tag",
                self.engine().parameters(1, chunk.len())
            );
            let rows: Vec<(String, String)> = on_reader!(self, |pool| {
                let mut query = sqlx::query_as(&sql);
                for id in chunk {
                    query = query.bind(id);
                }
                query.fetch_all(pool).await
            })?;
            for (link, tag) in rows {
                tags.entry(link).or_default().push(tag);
            }
        }
        Ok(tags)
    }

    /// [`Store::queue_deliveries`] of visit batches, in the transaction
    /// that moves the visit cursor from `from` to `to`: `None`, and nothing
    /// queued, when another instance moved it first.
    pub async fn queue_visit_batches(
        &self,
        deliveries: &[NewDelivery],
        limit: i64,
        from: VisitCursor,
        to: VisitCursor,
    ) -> Result<Option<Queued>, StoreError> {
        self.queue_moving(deliveries, limit, Some((from, to))).await
    }
}
