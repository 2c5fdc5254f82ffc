//! Visit counters (`link_counters`, migration 0009): one narrow row per
//! link, keyed by the link's number, so that a visit flush never rewrites a
//! link or its list and search indexes (the flush writes them with its
//! events: `visit_writes.rs`). Here: the slug cache's preload order,
//! most-visited first.

use super::{on_reader, CacheRow, Store, StoreError};

/// The counters' visits and what the slug cache keeps of a link.
fn preload_select() -> String {
    format!(
        "SELECT c.visits, {} FROM link_counters c JOIN links l ON l.id = c.link_id",
        super::link_controls::TARGET_COLUMNS
    )
}

impl Store {
    /// Up to `limit` links in (visits, id) descending order after `after`:
    /// the pages of the slug cache's preload, most-visited first, read in
    /// the order of the `link_counters_visits` index.
    pub async fn link_targets_by_visits(
        &self,
        after: Option<(i64, &str)>,
        limit: i64,
    ) -> Result<Vec<CacheRow>, StoreError> {
        Ok(match after {
            None => on_reader!(self, |pool| sqlx::query_as(&format!(
                "{} ORDER BY c.visits DESC, c.link_id DESC LIMIT $1",
                preload_select()
            ))
            .bind(limit)
            .fetch_all(pool)
            .await)?,
            Some((visits, id)) => on_reader!(self, |pool| sqlx::query_as(&format!(
                "{} WHERE (c.visits, c.link_id) < ($1, $2) \
                 ORDER BY c.visits DESC, c.link_id DESC LIMIT $3",
                preload_select()
            ))
            .bind(visits)
            .bind(id)
            .bind(limit)
            .fetch_all(pool)
            .await)?,
        })
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
