//! A link's visits by A/B split variant (docs/campaigns.md, "A/B split"):
//! the link's own daily summary rows of the variant dimension, each
//! variant named by its destination, with its unique visitors (a visitor
//! keeps its variant for the day, so each day's unique visitor of the link
//! is counted under one variant). Variant rows are written by day only
//! (`visit_writes.rs`), so a range is read as the whole UTC days it
//! touches.

use crate::domain::stats::Dimension;
use crate::domain::visits::DAY_MS;
use crate::store::{on_reader, Store, StoreError};

/// The visits of one variant in a range.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct VariantVisitsRow {
    pub destination: String,
    pub humans: i64,
    pub bots: i64,
    pub unique_humans: i64,
    pub unique_bots: i64,
}

impl Store {
    /// The visits of link `link_num` on the UTC days `[from, to)` touches,
    /// by split variant, in no particular order; variants without visits
    /// left out.
    pub async fn stats_variant_visits(
        &self,
        link_num: i64,
        (from, to): (i64, i64),
    ) -> Result<Vec<VariantVisitsRow>, StoreError> {
        let first_day = from.div_euclid(DAY_MS);
        let end_day = to.div_euclid(DAY_MS) + i64::from(to.rem_euclid(DAY_MS) != 0);
        Ok(on_reader!(self, |pool| {
            sqlx::query_as(
            "SELECT value AS destination, CAST(SUM(humans) AS BIGINT) AS humans, \
             CAST(SUM(bots) AS BIGINT) AS bots, CAST(SUM(unique_humans) AS BIGINT) AS unique_humans, \
             CAST(SUM(unique_bots) AS BIGINT) AS unique_bots FROM visit_daily \
             WHERE link_num = $1 AND dimension = $2 AND day >= $3 AND day < $4 GROUP BY value"
        )
        .bind(link_num)
        .bind(Dimension::Variant.code())
        .bind(first_day)
        .bind(end_day)
        .fetch_all(pool)
        .await
        })?)
    }
}
