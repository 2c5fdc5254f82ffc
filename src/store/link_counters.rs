//! Visit counters (`link_counters`, migrations 0009 and 0013): one narrow
//! row per link, keyed by the link's number, so that a visit flush never
//! rewrites a link or its list and search indexes (the flush writes them
//! with its events: `visit_writes.rs`). No index covers the counters
//! themselves: the list's visit orders read copies of them
//! (`sorted_visits`, `sorted_humans`) refreshed here every minute, so a
//! flush moves no index entry. Here too: the slug cache's preload order,
//! most-visited first.

use super::{on_reader, on_writer, CacheRow, Db, Store, StoreError};
use std::time::Duration;

/// How often the visit order job starts copying the counters to the visit
/// orders (a pass over many changed links takes longer, as it rests
/// between steps): about how far a large list sorted by visits lags.
pub const VISIT_ORDER_PERIOD: Duration = Duration::from_secs(60);

/// Link numbers one refresh statement covers: each is a short write, so a
/// flush never waits long behind a refresh (20,000 changed links in one
/// statement held SQLite's writer 1–4 s on a loaded machine).
pub const VISIT_ORDER_STEP: i64 = 1_000;

/// Two subqueries, not `MIN(num), MAX(num)` in one: SQLite reads a lone MIN
/// or MAX from the end of an index, but both together by scanning every
/// link (4.5 s at 10M links, and the visit order job asks once a step).
const LINK_NUMBER_RANGE: &str =
    "SELECT (SELECT MIN(num) FROM link_counters), (SELECT MAX(num) FROM link_counters)";

/// The counters' visits and what the slug cache keeps of a link.
fn preload_select() -> String {
    format!(
        "SELECT c.sorted_visits AS visits, {} FROM link_counters c JOIN links l ON l.id = c.link_id",
        super::link_controls::TARGET_COLUMNS
    )
}

impl Store {
    /// Up to `limit` links in (visits, id) descending order after `after`:
    /// the pages of the slug cache's preload, most-visited first (as of
    /// the last visit order refresh), read in the order of the
    /// `link_counters_sorted_visits` index.
    pub async fn link_targets_by_visits(
        &self,
        after: Option<(i64, &str)>,
        limit: i64,
    ) -> Result<Vec<CacheRow>, StoreError> {
        Ok(match after {
            None => on_reader!(self, |pool| sqlx::query_as(&format!(
                "{} ORDER BY c.sorted_visits DESC, c.link_id DESC LIMIT $1",
                preload_select()
            ))
            .bind(limit)
            .fetch_all(pool)
            .await)?,
            Some((visits, id)) => on_reader!(self, |pool| sqlx::query_as(&format!(
                "{} WHERE (c.sorted_visits, c.link_id) < ($1, $2) \
                 ORDER BY c.sorted_visits DESC, c.link_id DESC LIMIT $3",
                preload_select()
            ))
            .bind(visits)
            .bind(id)
            .bind(limit)
            .fetch_all(pool)
            .await)?,
        })
    }

    /// Copies the counters of links numbered `start` to `start +`
    /// [`VISIT_ORDER_STEP`] to their visit orders where they differ (each
    /// changed link moves in four indexes, so a step is kept small: the
    /// writer is held for one short statement). Returns the links changed
    /// and where the next step starts, `None` once past the last link.
    /// Idempotent, so instances sharing a database may all run it.
    pub async fn refresh_visit_orders_from(
        &self,
        start: i64,
    ) -> Result<(u64, Option<i64>), StoreError> {
        let Some((low, high)) = self.link_number_range().await? else {
            return Ok((0, None));
        };
        let start = start.max(low);
        if start > high {
            return Ok((0, None));
        }
        let end = start.saturating_add(VISIT_ORDER_STEP);
        let changed = on_writer!(self, |pool| sqlx::query(
            "UPDATE link_counters SET sorted_visits = visits, sorted_humans = human_visits \
             WHERE num >= $1 AND num < $2 \
             AND (sorted_visits <> visits OR sorted_humans <> human_visits)"
        )
        .bind(start)
        .bind(end)
        .execute(pool)
        .await
        .map(|done| done.rows_affected()))?;
        Ok((changed, (end <= high).then_some(end)))
    }

    /// The lowest and highest link numbers, when any link exists (for
    /// tools that address links by number, such as the bench's seeder).
    pub async fn link_number_range(&self) -> Result<Option<(i64, i64)>, StoreError> {
        let (low, high): (Option<i64>, Option<i64>) =
            on_reader!(self, |pool| sqlx::query_as(LINK_NUMBER_RANGE)
                .fetch_one(pool)
                .await)?;
        Ok(low.zip(high))
    }

    /// The database's plan for [`Self::link_number_range`] (SQLite's
    /// `EXPLAIN QUERY PLAN` details, PostgreSQL's `EXPLAIN` lines): a
    /// regression test checks that it reads no link but the two ends.
    #[doc(hidden)]
    pub async fn explain_link_number_range(&self) -> Result<Vec<String>, StoreError> {
        match &self.db {
            Db::Sqlite { reader, .. } => {
                let rows: Vec<(i64, i64, i64, String)> =
                    sqlx::query_as(&format!("EXPLAIN QUERY PLAN {LINK_NUMBER_RANGE}"))
                        .fetch_all(reader)
                        .await?;
                Ok(rows.into_iter().map(|row| row.3).collect())
            }
            Db::Postgres(pool) => Ok(sqlx::query_scalar(&format!("EXPLAIN {LINK_NUMBER_RANGE}"))
                .fetch_all(pool)
                .await?),
        }
    }
}
