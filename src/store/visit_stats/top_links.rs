//! The top links of a statistics range. Over every link they come from
//! the period values (src/store/period_totals.rs) of the range's whole days
//! and months, plus the rows of its edge hours and of the few periods whose
//! value is not built yet, added in memory (docs/STATISTICS.md, "Top links
//! over long ranges"); over some links (an author's, an admin's, one
//! domain's), or when too many values are missing, by SQL from their rows.

use super::range_cut::{bind_cut, cut_rows, CutSources, RangeCut};
use super::{bytewise, counted, StatsLinks, StatsScope, TopLinkRow};
use crate::domain::period_totals::{leaders, Decoder, LinkTotal, TotalsSource};
use crate::domain::stats::BotsMode;
use crate::domain::visits::DAY_MS;
use crate::store::period_totals::PeriodKind;
use crate::store::{on_reader, Db, Engine, Store, StoreError};
use std::collections::HashSet;

/// Periods of a range read as rows when their value is not built yet (a
/// flush just added to them, or the job has not reached them since an
/// upgrade); with more, the range is summed by SQL.
const MOST_PERIODS_AS_ROWS: usize = 8;

/// Links kept by the sum before they meet the links table: enough for the
/// places asked and for links deleted since (their rows wait to be purged).
const LEAST_KEPT: usize = 64;

/// Where the visits of a range's end come from.
enum Edge {
    Rows(Vec<LinkTotal>),
    /// A day's value less the rows of its hours outside the range.
    ValueMinus(Vec<u8>, Vec<Vec<LinkTotal>>),
}

/// A ranked link as the links table gives it.
#[derive(sqlx::FromRow)]
struct RankedLink {
    num: i64,
    id: String,
    slug: String,
    domain: Option<String>,
    destination: String,
}

impl Store {
    /// The `limit` links of `scope` with the most visits (as `bots`
    /// counts) in `[from, to)`, largest first, ties by slug.
    pub async fn stats_top_links(
        &self,
        scope: StatsScope<'_>,
        bots: BotsMode,
        range: (i64, i64),
        limit: u32,
    ) -> Result<Vec<TopLinkRow>, StoreError> {
        if limit == 0 {
            return Ok(Vec::new());
        }
        if scope.every_link() {
            if let Some(top) = self.top_links_from_periods(bots, range, limit).await? {
                return Ok(top);
            }
        }
        self.top_links_from_rows(scope, bots, range, limit).await
    }

    /// Every link's top over `[from, to)` from the period values; `None`
    /// when more than [`MOST_PERIODS_AS_ROWS`] of its periods have none.
    async fn top_links_from_periods(
        &self,
        bots: BotsMode,
        (from, to): (i64, i64),
        limit: u32,
    ) -> Result<Option<Vec<TopLinkRow>>, StoreError> {
        let cut = RangeCut::of(from, to, true);
        let mut encoded = Vec::new();
        let mut missing = Vec::new();
        for (kind, periods) in [
            (PeriodKind::Day, cut.head_days),
            (PeriodKind::Day, cut.tail_days),
            (PeriodKind::Month, cut.months),
        ] {
            let values = self.period_totals(kind, periods).await?;
            let built: HashSet<i64> = values.iter().map(|(period, _)| *period).collect();
            for period in self.visited_periods(kind, periods).await? {
                if !built.contains(&period) {
                    missing.push((kind, period));
                }
            }
            encoded.extend(values.into_iter().map(|(_, value)| value));
        }
        if missing.len() > MOST_PERIODS_AS_ROWS {
            return Ok(None);
        }
        let now = crate::domain::time::now_millis();
        let (mut rows, mut minus) = (Vec::new(), Vec::new());
        for edge in [cut.head, cut.tail] {
            match self.edge_rows(edge, now).await? {
                Edge::Rows(edge) => rows.push(edge),
                Edge::ValueMinus(value, outside) => {
                    encoded.push(value);
                    minus.extend(outside);
                }
            }
        }
        for (kind, period) in missing {
            rows.push(self.period_rows(kind, period).await?);
        }
        let limit = limit as usize;
        let mut keep = LEAST_KEPT.max(limit * 4);
        loop {
            let sources = encoded
                .iter()
                .map(|value| TotalsSource::Encoded(Decoder::new(value)))
                .chain(rows.iter().map(|rows| TotalsSource::Rows(rows.iter())))
                .chain(minus.iter().map(|rows| TotalsSource::Minus(rows.iter())))
                .collect();
            let Ok(found) = leaders(sources, bots, keep) else {
                // Never written so; the rows still answer exactly.
                tracing::warn!("a period's link totals do not decode; summing the rows instead");
                return Ok(None);
            };
            let complete = !found.left_some_out();
            let top = self.top_of_ranked(&found.into_ranked(), limit).await?;
            // Short of places only when deleted links took some and links
            // with fewer visits were left out: keep more and add again.
            if top.len() == limit || complete {
                return Ok(Some(top));
            }
            keep = keep.saturating_mul(8);
        }
    }

    /// Every link's visits in the hours `[from, to)` at an end of a range,
    /// read the cheapest way that stays exact: the hours' rows are not
    /// covered by their index, so a day's value less the few hours outside
    /// the range, or today's daily rows up to now, read less.
    async fn edge_rows(&self, (from, to): (i64, i64), now: i64) -> Result<Edge, StoreError> {
        if from >= to {
            return Ok(Edge::Rows(Vec::new()));
        }
        let day = from.div_euclid(DAY_MS);
        let (start, end) = (day * DAY_MS, (day + 1) * DAY_MS);
        let in_range = || self.hour_rows((from, to));
        // A short range over midnight.
        if to > end {
            return Ok(Edge::Rows(in_range().await?));
        }
        if day >= now.div_euclid(DAY_MS) {
            // Nothing is recorded after now: today from midnight to now is
            // today's daily rows, read in one statement.
            if from == start && to >= now {
                return Ok(Edge::Rows(self.period_rows(PeriodKind::Day, day).await?));
            }
            return Ok(Edge::Rows(in_range().await?));
        }
        let Some((value, generation)) = self.period_value(PeriodKind::Day, day).await? else {
            return Ok(Edge::Rows(in_range().await?));
        };
        let inside = self.all_links_visits((from, to)).await?;
        let outside =
            self.all_links_visits((start, from)).await? + self.all_links_visits((to, end)).await?;
        if outside >= inside {
            return Ok(Edge::Rows(in_range().await?));
        }
        let outside = vec![
            self.hour_rows((start, from)).await?,
            self.hour_rows((to, end)).await?,
        ];
        // A flush into the day since the value was read would be counted
        // on one side only: then the range's own rows.
        if self.period_generation(PeriodKind::Day, day).await? != Some(generation) {
            return Ok(Edge::Rows(in_range().await?));
        }
        Ok(Edge::ValueMinus(value, outside))
    }

    /// The first `limit` of `ranked` (num, visits; largest first) that are
    /// links, ties by slug: those above the smallest visits first, then as
    /// many of the smallest as places are left, by slug.
    async fn top_of_ranked(
        &self,
        ranked: &[(i64, u64)],
        limit: usize,
    ) -> Result<Vec<TopLinkRow>, StoreError> {
        let Some(&(_, floor)) = ranked.last() else {
            return Ok(Vec::new());
        };
        let visits = |sum: u64| i64::try_from(sum).unwrap_or(i64::MAX);
        let above: Vec<(i64, u64)> = ranked.iter().copied().filter(|r| r.1 > floor).collect();
        let sums: std::collections::HashMap<i64, u64> = above.iter().copied().collect();
        let mut top: Vec<TopLinkRow> = self
            .ranked_links(above.iter().map(|r| r.0).collect(), None)
            .await?
            .into_iter()
            .map(|link| {
                let sum = sums.get(&link.num).copied().unwrap_or(0);
                top_link(link, visits(sum))
            })
            .collect();
        top.sort_by(|a, b| {
            b.visits
                .cmp(&a.visits)
                .then_with(|| a.slug.as_bytes().cmp(b.slug.as_bytes()))
        });
        // The limit-th place is above the smallest: its ties are all here.
        if top.len() >= limit {
            top.truncate(limit);
            return Ok(top);
        }
        let tied: Vec<i64> = ranked
            .iter()
            .filter(|r| r.1 == floor)
            .map(|r| r.0)
            .collect();
        let places = i64::try_from(limit - top.len()).unwrap_or(i64::MAX);
        let rest = self.ranked_links(tied, Some(places)).await?;
        top.extend(rest.into_iter().map(|link| top_link(link, visits(floor))));
        Ok(top)
    }

    /// The links numbered `nums` that exist (a deleted link's counters row
    /// is gone), with their domain's host; with `first`, only that many,
    /// by slug.
    async fn ranked_links(
        &self,
        nums: Vec<i64>,
        first: Option<i64>,
    ) -> Result<Vec<RankedLink>, StoreError> {
        if nums.is_empty() {
            return Ok(Vec::new());
        }
        let order = match first {
            Some(_) => format!("ORDER BY {} LIMIT $2", bytewise(self.engine(), "l.slug")),
            None => String::new(),
        };
        let listed = match self.engine() {
            Engine::Sqlite => "lc.num IN (SELECT value FROM json_each($1))",
            Engine::Postgres => "lc.num = ANY($1)",
        };
        let sql = format!(
            "SELECT lc.num, l.id, l.slug, d.host AS domain, l.destination \
             FROM link_counters lc JOIN links l ON l.id = lc.link_id \
             LEFT JOIN domains d ON d.id = l.domain_id WHERE {listed} {order}"
        );
        let limit = first.unwrap_or(0);
        Ok(match &self.db {
            Db::Sqlite { reader, .. } => {
                let list = serde_json::to_string(&nums)
                    .map_err(|_| StoreError::other("link numbers as JSON"))?;
                let query = sqlx::query_as(&sql).bind(list);
                let query = if first.is_some() {
                    query.bind(limit)
                } else {
                    query
                };
                query.fetch_all(reader).await?
            }
            Db::Postgres(pool) => {
                let query = sqlx::query_as(&sql).bind(nums);
                let query = if first.is_some() {
                    query.bind(limit)
                } else {
                    query
                };
                query.fetch_all(pool).await?
            }
        })
    }

    /// [`Store::stats_top_links`] by SQL from the summary rows.
    async fn top_links_from_rows(
        &self,
        scope: StatsScope<'_>,
        bots: BotsMode,
        (from, to): (i64, i64),
        limit: u32,
    ) -> Result<Vec<TopLinkRow>, StoreError> {
        let cut = RangeCut::of(from, to, true);
        let slug = bytewise(self.engine(), "l.slug");
        let count = format!("{} AS c", counted(bots));
        let sql = match scope.link_filter(14) {
            // Over every link the sums come first, and only the links with
            // at least the `limit`-th largest sum meet their links (to sort
            // their ties by slug): a month over a million links then joins
            // a few rows, not the hundreds of thousands visited in it. A
            // deleted link keeps its rows until retention purges them (its
            // number waits in `visit_purges`): it takes no place at the cut.
            None => {
                // Every link's rows but the all-links ones (number 0, bound as $1).
                let every_link = CutSources::every_link();
                format!(
                    "WITH sums AS (SELECT t.key AS num, SUM(t.c) AS visits FROM ({}) t \
                     GROUP BY t.key), \
                     cut AS (SELECT s.visits FROM sums s WHERE s.visits > 0 \
                     AND s.num NOT IN (SELECT p.link_num FROM visit_purges p) \
                     ORDER BY s.visits DESC LIMIT 1 OFFSET $13 - 1) \
                     SELECT l.id, l.slug, d.host AS domain, l.destination, \
                     CAST(s.visits AS BIGINT) AS visits \
                     FROM sums s JOIN link_counters lc ON lc.num = s.num \
                     JOIN links l ON l.id = lc.link_id \
                     LEFT JOIN domains d ON d.id = l.domain_id \
                     WHERE s.visits > 0 AND s.visits >= COALESCE((SELECT c.visits FROM cut c), 0) \
                     ORDER BY s.visits DESC, {slug} LIMIT $13",
                    cut_rows(&every_link, "link_num", &count, "0")
                )
            }
            // Over some links their rows are found first.
            Some(_) => format!(
                "SELECT l.id, l.slug, d.host AS domain, l.destination, \
                 CAST(SUM(t.c) AS BIGINT) AS visits \
                 FROM ({}) t JOIN link_counters lc ON lc.num = t.key \
                 JOIN links l ON l.id = lc.link_id \
                 LEFT JOIN domains d ON d.id = l.domain_id \
                 GROUP BY l.id, l.slug, d.host, l.destination HAVING SUM(t.c) > 0 \
                 ORDER BY visits DESC, {slug} LIMIT $13",
                cut_rows(&CutSources::of(scope, 14), "link_num", &count, "0")
            ),
        };
        Ok(on_reader!(self, |pool| {
            let query = sqlx::query_as(&sql);
            let query = bind_cut!(bind_scope!(query, scope), cut, 0_i16).bind(i64::from(limit));
            bind_domain!(query, scope).fetch_all(pool).await
        })?)
    }
}

fn top_link(link: RankedLink, visits: i64) -> TopLinkRow {
    TopLinkRow {
        id: link.id,
        slug: link.slug,
        domain: link.domain,
        destination: link.destination,
        visits,
    }
}
