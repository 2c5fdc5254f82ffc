//! Visit counters (`link_counters`, migrations 0009 and 0013): one narrow
//! row per link, keyed by the link's number, so that a visit flush never
//! rewrites a link or its list and search indexes (the flush writes them
//! with its events: `visit_writes.rs`). No index covers the counters
//! themselves: the list's visit orders read copies of them
//! (`sorted_visits`, `sorted_humans`) refreshed here every minute, so a
//! flush moves no index entry. Here too: the slug cache's preload order,
//! most-visited first.

use super::{on_reader, on_writer, CacheRow, Store, StoreError};
use std::time::Duration;

/// How often the visit order job copies the counters to the visit orders:
/// the most a large list sorted by visits lags behind the counters.
pub const VISIT_ORDER_PERIOD: Duration = Duration::from_secs(60);

/// Link numbers one refresh statement covers: each is a short write, so a
/// flush never waits long behind a refresh.
const VISIT_ORDER_STEP: i64 = 20_000;

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

    /// Copies every link's counters to its visit orders where they differ,
    /// a range of link numbers per statement; returns the links changed.
    /// Idempotent, so instances sharing a database may all run it.
    pub async fn refresh_visit_orders(&self) -> Result<u64, StoreError> {
        let Some((low, high)) = self.link_number_range().await? else {
            return Ok(0);
        };
        let mut changed = 0;
        let mut start = low;
        while start <= high {
            let end = start.saturating_add(VISIT_ORDER_STEP);
            changed +=
                on_writer!(self, |pool| {
                    sqlx::query(
                "UPDATE link_counters SET sorted_visits = visits, sorted_humans = human_visits \
                 WHERE num >= $1 AND num < $2 \
                 AND (sorted_visits <> visits OR sorted_humans <> human_visits)"
            )
            .bind(start)
            .bind(end)
            .execute(pool)
            .await
            .map(|done| done.rows_affected())
                })?;
            start = end;
        }
        Ok(changed)
    }

    /// The lowest and highest link numbers, when any link exists (for
    /// tools that address links by number, such as the bench's seeder).
    pub async fn link_number_range(&self) -> Result<Option<(i64, i64)>, StoreError> {
        let (low, high): (Option<i64>, Option<i64>) = on_reader!(self, |pool| sqlx::query_as(
            "SELECT MIN(num), MAX(num) FROM link_counters"
        )
        .fetch_one(pool)
        .await)?;
        Ok(low.zip(high))
    }
}
