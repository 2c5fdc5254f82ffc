//! A link's visits by A/B split variant (docs/campaigns.md, "A/B split"):
//! the link's own summary rows of the variant dimension, each variant
//! named by its destination, with its unique visitors (a visitor keeps
//! its variant for the day, so each day's unique visitor of the link is
//! counted under one variant).

use super::range_cut::{bind_cut, cut_rows, CutSources, RangeCut};
use super::StatsScope;
use crate::domain::stats::Dimension;
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
    /// The visits of link `link_num` in `[from, to)` by split variant, in
    /// no particular order; variants without visits left out.
    pub async fn stats_variant_visits(
        &self,
        link_num: i64,
        (from, to): (i64, i64),
    ) -> Result<Vec<VariantVisitsRow>, StoreError> {
        let scope = StatsScope::link(link_num);
        let cut = RangeCut::of(from, to, true);
        let sql = format!(
            "SELECT t.key AS destination, CAST(SUM(t.h) AS BIGINT) AS humans, \
             CAST(SUM(t.b) AS BIGINT) AS bots, CAST(SUM(t.uh) AS BIGINT) AS unique_humans, \
             CAST(SUM(t.ub) AS BIGINT) AS unique_bots FROM ({}) t GROUP BY t.key",
            cut_rows(
                &CutSources::of(scope, 13),
                "value",
                "vs.humans AS h, vs.bots AS b, vs.unique_humans AS uh, vs.unique_bots AS ub",
                "$4"
            )
        );
        Ok(on_reader!(self, |pool| {
            let query = sqlx::query_as(&sql).bind(link_num);
            bind_cut!(query, cut, Dimension::Variant.code())
                .fetch_all(pool)
                .await
        })?)
    }
}
