//! The visits of a statistics range by campaign (docs/campaigns.md,
//! "Statistics by campaign"): a link's campaign and source are fields of
//! the link (`links.utm`), so the summaries need no dimension of their
//! own: the range's visits are summed by link, then by the campaign and
//! source of each link now.

use super::range_cut::{bind_cut, RangeCut};
use super::{by_link_field, StatsLinks, StatsScope};
use crate::store::{on_reader, Engine, Store, StoreError};

/// The visits of the links with one campaign and source.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct CampaignVisitsRow {
    /// `utm.campaign`; `None` for links whose parameters name none.
    pub campaign: Option<String>,
    /// `utm.source`; `None` for links whose parameters name none.
    pub source: Option<String>,
    pub humans: i64,
    pub bots: i64,
}

impl Store {
    /// The visits of `scope` in `[from, to)` by the campaign and source of
    /// each link with campaign parameters, pairs without visits left out,
    /// in no particular order. Empty at once when no link has any (read
    /// from the partial index of such links).
    pub async fn stats_campaign_visits(
        &self,
        scope: StatsScope<'_>,
        (from, to): (i64, i64),
    ) -> Result<Vec<CampaignVisitsRow>, StoreError> {
        let any: Option<i32> = on_reader!(self, |pool| {
            sqlx::query_scalar("SELECT 1 FROM links WHERE utm IS NOT NULL LIMIT 1")
                .fetch_optional(pool)
                .await
        })?;
        if any.is_none() {
            return Ok(Vec::new());
        }
        let field = |name: &str| match self.engine() {
            Engine::Postgres => format!("(l.utm::json ->> '{name}')"),
            Engine::Sqlite => format!("json_extract(l.utm, '$.{name}')"),
        };
        let (campaign, source) = (field("campaign"), field("source"));
        let sql = by_link_field(
            scope,
            &format!("{campaign} AS campaign, {source} AS source"),
            // Only the links with parameters meet the sum.
            "WHERE t.key IN (SELECT c.num FROM links l JOIN link_counters c \
             ON c.link_id = l.id WHERE l.utm IS NOT NULL)",
            &format!("{campaign}, {source}"),
        );
        let cut = RangeCut::of(from, to, true);
        Ok(on_reader!(self, |pool| {
            let query = sqlx::query_as(&sql);
            let query = bind_cut!(bind_scope!(query, scope), cut, 0_i16);
            bind_domain!(query, scope).fetch_all(pool).await
        })?)
    }
}
