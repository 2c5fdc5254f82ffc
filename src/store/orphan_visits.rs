//! Orphan visits (docs/STATISTICS.md, "Orphan visits"): the daily counts
//! of visits to no link per domain, read by day and kind and as the most
//! visited unknown slugs, and their clean-up past retention. The flush
//! writes them (`visit_writes`).

use super::visit_retention::CleanupBatch;
use super::visit_stats::bytewise;
use super::{on_reader, on_writer, Store, StoreError};
use crate::domain::stats::BotsMode;

/// One day's visits of one kind on a domain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::FromRow)]
pub struct OrphanDayRow {
    /// The UTC day (days since the epoch).
    pub day: i64,
    /// `OrphanKind::code`.
    pub kind: i16,
    pub humans: i64,
    pub bots: i64,
}

/// The count a bots mode selects.
fn counted(bots: BotsMode) -> &'static str {
    match bots {
        BotsMode::Exclude => "o.humans",
        BotsMode::Include => "o.humans + o.bots",
        BotsMode::Only => "o.bots",
    }
}

impl Store {
    /// The visits of domain `domain_id` on the UTC days `[first_day,
    /// end_day)` by day and kind, days with none left out, in day order.
    pub async fn orphan_visit_days(
        &self,
        domain_id: &str,
        (first_day, end_day): (i64, i64),
    ) -> Result<Vec<OrphanDayRow>, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_as(
            "SELECT o.day, o.kind, CAST(SUM(o.humans) AS BIGINT) AS humans, \
             CAST(SUM(o.bots) AS BIGINT) AS bots FROM orphan_visits o \
             WHERE o.domain_id = $1 AND o.day >= $2 AND o.day < $3 \
             GROUP BY o.day, o.kind ORDER BY o.day, o.kind"
        )
        .bind(domain_id)
        .bind(first_day)
        .bind(end_day)
        .fetch_all(pool)
        .await)?)
    }

    /// The `limit` unknown slugs of domain `domain_id` with the most visits
    /// (as `bots` counts) on the UTC days `[first_day, end_day)`, largest
    /// first, ties by slug; visits counted without their slug are not among
    /// them.
    pub async fn orphan_top_slugs(
        &self,
        domain_id: &str,
        bots: BotsMode,
        (first_day, end_day): (i64, i64),
        limit: u32,
    ) -> Result<Vec<(String, i64)>, StoreError> {
        let sql = format!(
            "SELECT o.slug, CAST(SUM({count}) AS BIGINT) AS visits FROM orphan_visits o \
             WHERE o.domain_id = $1 AND o.day >= $2 AND o.day < $3 AND o.kind = 1 \
             AND o.slug <> '' GROUP BY o.slug HAVING SUM({count}) > 0 \
             ORDER BY visits DESC, {slug} LIMIT $4",
            count = counted(bots),
            slug = bytewise(self.engine(), "o.slug"),
        );
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(domain_id)
            .bind(first_day)
            .bind(end_day)
            .bind(i64::from(limit))
            .fetch_all(pool)
            .await)?)
    }

    /// Deletes up to `batch` orphan visit rows of days before `day`.
    pub async fn delete_orphan_visits_before(
        &self,
        day: i64,
        batch: i64,
    ) -> Result<CleanupBatch, StoreError> {
        let deleted = on_writer!(self, |pool| sqlx::query(
            "DELETE FROM orphan_visits WHERE (domain_id, day, kind, slug) IN \
             (SELECT domain_id, day, kind, slug FROM orphan_visits WHERE day < $1 LIMIT $2)"
        )
        .bind(day)
        .bind(batch)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(CleanupBatch {
            deleted,
            done: (deleted as i64) < batch,
        })
    }
}
