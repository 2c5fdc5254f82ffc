//! Raw visit events of one link, oldest first, in keyset pages (by time,
//! then id) so an export streams with constant memory.

use super::{on_reader, Store, StoreError};

/// One recorded visit (docs/STATISTICS.md, "What is recorded").
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct VisitEventRow {
    pub id: i64,
    /// ms since the epoch, UTC.
    pub at: i64,
    pub referrer: Option<String>,
    pub country: Option<String>,
    /// `0` other, `1` desktop, `2` mobile, `3` tablet.
    pub device: i16,
    pub browser: Option<String>,
    pub os: Option<String>,
    pub bot: bool,
    pub visitor: i64,
}

impl Store {
    /// Up to `limit` events of link `link_num` with `from <= at < to`,
    /// after `after` (`(at, id)` of the previous page's last event), in
    /// `(at, id)` order: the `(link_num, at)` index serves every page.
    pub async fn visit_events_page(
        &self,
        link_num: i64,
        (from, to): (i64, i64),
        after: Option<(i64, i64)>,
        limit: u32,
    ) -> Result<Vec<VisitEventRow>, StoreError> {
        let (after_at, after_id) = after.unwrap_or((i64::MIN, i64::MIN));
        Ok(on_reader!(self, |pool| sqlx::query_as(
            "SELECT id, at, referrer, country, device, browser, os, bot, visitor \
             FROM visit_events WHERE link_num = $1 AND at >= $2 AND at < $3 \
             AND (at > $4 OR (at = $4 AND id > $5)) ORDER BY at, id LIMIT $6"
        )
        .bind(link_num)
        .bind(from.max(after_at))
        .bind(to)
        .bind(after_at)
        .bind(after_id)
        .bind(i64::from(limit))
        .fetch_all(pool)
        .await)?)
    }
}
