//! Visit events on their way to `visit` webhook deliveries: the cursor of
//! the events already gathered, and the events of links whose authors (or
//! the owner, for the whole instance) subscribe to visits (docs/webhooks.md).

use super::{on_reader, on_writer, Db, NewDelivery, Queued, Store, StoreError};
use serde::Deserialize;
use std::collections::HashMap;

/// One visit event as a delivery tells it: no address, agent or visitor
/// key. Its link is named apart ([`HookLink`]), once for all its visits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HookVisit {
    pub event_id: i64,
    pub link_num: i64,
    pub at: i64,
    pub referrer: Option<String>,
    pub country: Option<String>,
    pub device: i16,
    pub browser: Option<String>,
    pub os: Option<String>,
    pub bot: bool,
}

/// A visited link as deliveries name it, and whose webhooks hear it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HookLink {
    pub num: i64,
    pub link_id: String,
    pub author: Option<String>,
    pub domain_id: String,
    pub domain_host: Option<String>,
    pub slug: String,
}

/// An event as its page's JSON array holds it (`bot` as 0 or 1).
#[derive(Deserialize)]
struct EventTuple(
    i64,
    i64,
    i64,
    Option<String>,
    Option<String>,
    i16,
    Option<String>,
    Option<String>,
    i64,
);

impl From<EventTuple> for HookVisit {
    fn from(t: EventTuple) -> Self {
        Self {
            event_id: t.0,
            link_num: t.1,
            at: t.2,
            referrer: t.3,
            country: t.4,
            device: t.5,
            browser: t.6,
            os: t.7,
            bot: t.8 != 0,
        }
    }
}

/// A link as its JSON array holds it.
#[derive(Deserialize)]
struct LinkTuple(i64, String, Option<String>, String, Option<String>, String);

impl From<LinkTuple> for HookLink {
    fn from(t: LinkTuple) -> Self {
        Self {
            num: t.0,
            link_id: t.1,
            author: t.2,
            domain_id: t.3,
            domain_host: t.4,
            slug: t.5,
        }
    }
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

    /// Up to `limit` events with ids in `(after, up_to]`, in id order.
    /// Whose they are, and who hears them, is read once per link
    /// ([`Store::hook_links`]), not once per event. The page comes as one
    /// JSON array: SQLite's driver hands rows over one at a time, which
    /// cost more than the gathering itself for a subscriber to every visit.
    pub async fn visits_for_webhooks(
        &self,
        after: i64,
        up_to: i64,
        limit: i64,
    ) -> Result<Vec<HookVisit>, StoreError> {
        let bot = match self.db {
            Db::Sqlite { .. } => "bot",
            Db::Postgres(_) => "bot::int",
        };
        let tuple = self.json_rows(&format!(
            "id, link_num, at, referrer, country, device, browser, os, {bot}"
        ));
        let sql = format!(
            "SELECT {tuple} FROM (SELECT id, link_num, at, referrer, country, device, browser, \
             os, bot FROM visit_events WHERE id > $1 AND id <= $2 ORDER BY id LIMIT $3) e"
        );
        let page: String = on_reader!(self, |pool| sqlx::query_scalar(&sql)
            .bind(after)
            .bind(up_to)
            .bind(limit)
            .fetch_one(pool)
            .await)?;
        let rows: Vec<EventTuple> = serde_json::from_str(&page)
            .map_err(|_| StoreError::other("a page of visit events did not read back"))?;
        let mut visits: Vec<HookVisit> = rows.into_iter().map(HookVisit::from).collect();
        // An aggregate's order is the engine's to choose.
        visits.sort_unstable_by_key(|v| v.event_id);
        Ok(visits)
    }

    /// The links numbered `nums` that still exist, by number.
    pub async fn hook_links(&self, nums: &[i64]) -> Result<HashMap<i64, HookLink>, StoreError> {
        let tuple = self.json_rows("c.num, l.id, l.author, l.domain_id, d.host, l.slug");
        let mut links = HashMap::with_capacity(nums.len());
        for chunk in nums.chunks(500) {
            let sql = format!(
                "SELECT {tuple} FROM link_counters c JOIN links l ON l.id = c.link_id \
                 JOIN domains d ON d.id = l.domain_id WHERE c.num IN ({})",
                self.engine().parameters(1, chunk.len())
            );
            let page: String = on_reader!(self, |pool| {
                let mut query = sqlx::query_scalar(&sql);
                for num in chunk {
                    query = query.bind(num);
                }
                query.fetch_one(pool).await
            })?;
            let rows: Vec<LinkTuple> = serde_json::from_str(&page)
                .map_err(|_| StoreError::other("visited links did not read back"))?;
            links.extend(rows.into_iter().map(|row| (row.0, HookLink::from(row))));
        }
        Ok(links)
    }

    /// The aggregate that makes a query's rows one JSON array of arrays of
    /// `columns` (`[]` for none), as text on both engines.
    fn json_rows(&self, columns: &str) -> String {
        match self.db {
            Db::Sqlite { .. } => format!("COALESCE(json_group_array(json_array({columns})), '[]')"),
            Db::Postgres(_) => {
                format!("COALESCE(json_agg(json_build_array({columns}))::text, '[]')")
            }
        }
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
