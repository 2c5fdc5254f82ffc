//! Visit statistics, read side (docs/STATISTICS.md): hourly totals, top
//! values per dimension and top links from `visit_summaries`, over one
//! link, all links (the `link_num = 0` rows) or one author's links, and the
//! links statistics are asked about.

use super::{on_reader, Engine, Store, StoreError};
use crate::domain::accounts::{LinkScope, Role};
use crate::domain::stats::{BotsMode, Dimension, HourCounts};
use crate::domain::text::is_storable;
use crate::domain::visits::DAY_MS;

/// Whose visits a statistics query sums.
#[derive(Debug, Clone, Copy)]
pub enum StatsScope<'a> {
    /// One link, by its number (`link_counters.num`).
    Link(i64),
    /// Every link: the all-links rows (`link_num = 0`).
    All,
    /// The links authored by this account.
    Author(&'a str),
    /// What an admin manages (api.md §5.2): its own links, those of
    /// standard accounts and those without an author.
    AdminSet(&'a str),
}

impl<'a> StatsScope<'a> {
    /// The scope of `GET /api/stats` for a caller who manages `links`: the
    /// owner's is every link, read from the all-links rows.
    pub fn of(links: &'a LinkScope) -> Self {
        match links {
            LinkScope::All => Self::All,
            LinkScope::AdminSet { account_id } => Self::AdminSet(account_id),
            LinkScope::Own { account_id } => Self::Author(account_id),
        }
    }

    /// The condition on `l` (links) that keeps this scope's links, its key
    /// bound as `$1`; `None` for one link or all of them.
    fn link_filter(self) -> Option<&'static str> {
        match self {
            Self::Link(_) | Self::All => None,
            Self::Author(_) => Some("l.author = $1"),
            // A sub-select rather than the joined role, as the link list does.
            Self::AdminSet(_) => Some(
                "(l.author IS NULL OR l.author = $1 \
                 OR l.author IN (SELECT id FROM accounts WHERE role = 'standard'))",
            ),
        }
    }
}

/// A link as statistics need it: its number, what answers show, and what
/// visibility and the public page decide on.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct StatsLink {
    /// `-1` when the link has no counters row (no statistics).
    pub num: i64,
    pub id: String,
    pub slug: String,
    pub destination: String,
    pub author: Option<String>,
    pub author_role: Option<String>,
    pub public_stats: bool,
}

impl StatsLink {
    /// Whether `scope` covers this link (api.md §5.2).
    pub fn is_in(&self, scope: &LinkScope) -> bool {
        let role = self
            .author_role
            .as_deref()
            .and_then(|r| Role::parse(r).ok());
        match (&self.author, role) {
            (Some(id), Some(role)) => scope.includes(Some((id, role))),
            _ => scope.includes(None),
        }
    }
}

/// One entry of the top links.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TopLinkRow {
    pub id: String,
    pub slug: String,
    pub destination: String,
    pub visits: i64,
}

#[derive(sqlx::FromRow)]
struct HourRow {
    hour: i64,
    humans: i64,
    bots: i64,
    unique_humans: i64,
    unique_bots: i64,
}

const LINK_SELECT: &str = "SELECT COALESCE(lc.num, -1) AS num, l.id, l.slug, l.destination, \
     l.author, a.role AS author_role, l.public_stats \
     FROM links l LEFT JOIN link_counters lc ON lc.link_id = l.id \
     LEFT JOIN accounts a ON a.id = l.author";

/// The rows of `table` in `scope` as `vs`, the scope's key bound as `$1`.
fn source(scope: StatsScope<'_>, table: &str) -> String {
    match scope.link_filter() {
        None => format!("{table} vs WHERE vs.link_num = $1"),
        Some(filter) => format!(
            "links l JOIN link_counters lc ON lc.link_id = l.id \
             JOIN {table} vs ON vs.link_num = lc.num WHERE {filter}"
        ),
    }
}

/// A range `[from, to)` of ms cut where whole UTC days can be read from
/// the daily rows: hours `[from, head_end)`, days `[first_day, end_day)`
/// and hours `[tail_start, to)`. Without a whole day, every hour is in the
/// head and the days and tail are empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct RangeCut {
    head: (i64, i64),
    days: (i64, i64),
    tail: (i64, i64),
}

impl RangeCut {
    fn of(from: i64, to: i64) -> Self {
        let first_day = from.div_euclid(DAY_MS) + i64::from(from.rem_euclid(DAY_MS) != 0);
        let end_day = to.div_euclid(DAY_MS);
        if first_day >= end_day {
            return Self {
                head: (from, to),
                days: (0, 0),
                tail: (0, 0),
            };
        }
        Self {
            head: (from, first_day * DAY_MS),
            days: (first_day, end_day),
            tail: (end_day * DAY_MS, to),
        }
    }
}

/// The rows of one dimension over a cut range, as `(key, c)` where `key`
/// is `vs.{key}` and `c` the count, from `hourly` and `daily` (FROM
/// clauses ending in a WHERE, as [`source`] gives): `$2`–`$3` head hours,
/// `$4` the dimension (`dimension` says how the SQL names it: a literal
/// lets a partial index on it be used), `$5`–`$6` tail hours, `$7`–`$8`
/// days.
fn cut_rows(hourly: &str, daily: &str, key: &str, count: &str, dimension: &str) -> String {
    // Three plain ranges, not one OR of two: each can then be read as a
    // range of the (link, dimension, period) key or of the totals index.
    format!(
        "SELECT vs.{key} AS key, {count} AS c FROM {hourly} AND vs.dimension = {dimension} \
         AND vs.hour >= $2 AND vs.hour < $3 \
         UNION ALL SELECT vs.{key} AS key, {count} AS c FROM {hourly} \
         AND vs.dimension = {dimension} AND vs.hour >= $5 AND vs.hour < $6 \
         UNION ALL SELECT vs.{key} AS key, {count} AS c FROM {daily} \
         AND vs.dimension = {dimension} AND vs.day >= $7 AND vs.day < $8"
    )
}

/// Binds `$2`–`$8` of [`cut_rows`] after the scope's `$1`.
macro_rules! bind_cut {
    ($query:expr, $cut:expr, $dimension:expr) => {
        $query
            .bind($cut.head.0)
            .bind($cut.head.1)
            .bind($dimension)
            .bind($cut.tail.0)
            .bind($cut.tail.1)
            .bind($cut.days.0)
            .bind($cut.days.1)
    };
}

/// The count a bots mode selects, over the rows `vs`.
fn counted(bots: BotsMode) -> &'static str {
    match bots {
        BotsMode::Exclude => "vs.humans",
        BotsMode::Include => "vs.humans + vs.bots",
        BotsMode::Only => "vs.bots",
    }
}

/// Text in byte order on both engines, so ties sort alike.
fn bytewise(engine: Engine, column: &str) -> String {
    match engine {
        Engine::Sqlite => column.to_owned(),
        Engine::Postgres => format!("{column} COLLATE \"C\""),
    }
}

/// Binds the key of `scope` on a query whose `$1` it is.
macro_rules! bind_scope {
    ($query:expr, $scope:expr) => {
        match $scope {
            StatsScope::Link(num) => $query.bind(num),
            StatsScope::All => $query.bind(0_i64),
            StatsScope::Author(account) | StatsScope::AdminSet(account) => $query.bind(account),
        }
    };
}

impl Store {
    /// The link `id` with its statistics number, if it exists.
    pub async fn find_stats_link(&self, id: &str) -> Result<Option<StatsLink>, StoreError> {
        self.stats_link_where("l.id = $1", id).await
    }

    /// The link whose slug is exactly `slug`, if any.
    pub async fn find_stats_link_by_slug(
        &self,
        slug: &str,
    ) -> Result<Option<StatsLink>, StoreError> {
        self.stats_link_where("l.slug = $1", slug).await
    }

    async fn stats_link_where(
        &self,
        filter: &str,
        value: &str,
    ) -> Result<Option<StatsLink>, StoreError> {
        if !is_storable(value) {
            return Ok(None);
        }
        let sql = format!("{LINK_SELECT} WHERE {filter}");
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(value)
            .fetch_optional(pool)
            .await)?)
    }

    /// The dimension-0 counts of each UTC hour in `[from, to)` with visits,
    /// ascending.
    pub async fn stats_hours(
        &self,
        scope: StatsScope<'_>,
        from: i64,
        to: i64,
    ) -> Result<Vec<HourCounts>, StoreError> {
        let sql = format!(
            "SELECT vs.hour, CAST(SUM(vs.humans) AS BIGINT) AS humans, \
             CAST(SUM(vs.bots) AS BIGINT) AS bots, \
             CAST(SUM(vs.unique_humans) AS BIGINT) AS unique_humans, \
             CAST(SUM(vs.unique_bots) AS BIGINT) AS unique_bots \
             FROM {} AND vs.dimension = 0 AND vs.hour >= $2 AND vs.hour < $3 \
             GROUP BY vs.hour ORDER BY vs.hour",
            source(scope, "visit_summaries")
        );
        let rows: Vec<HourRow> = on_reader!(self, |pool| {
            let query = sqlx::query_as(&sql);
            bind_scope!(query, scope)
                .bind(from)
                .bind(to)
                .fetch_all(pool)
                .await
        })?;
        Ok(rows
            .into_iter()
            .map(|row| HourCounts {
                hour: row.hour,
                humans: row.humans,
                bots: row.bots,
                unique_humans: row.unique_humans,
                unique_bots: row.unique_bots,
            })
            .collect())
    }

    /// The `limit` values of `dimension` with the most visits (as `bots`
    /// counts) in `[from, to)`, largest first, ties by value; and the
    /// visits of every known value together (unknown values have no rows).
    pub async fn stats_top_values(
        &self,
        scope: StatsScope<'_>,
        dimension: Dimension,
        bots: BotsMode,
        (from, to): (i64, i64),
        limit: u32,
    ) -> Result<(Vec<(String, i64)>, i64), StoreError> {
        let cut = RangeCut::of(from, to);
        let sql = format!(
            "SELECT t.key AS value, CAST(SUM(t.c) AS BIGINT) AS visits, \
             CAST(SUM(SUM(t.c)) OVER () AS BIGINT) AS known FROM ({}) t \
             GROUP BY t.key HAVING SUM(t.c) > 0 ORDER BY visits DESC, {} LIMIT $9",
            cut_rows(
                &source(scope, "visit_summaries"),
                &source(scope, "visit_daily"),
                "value",
                counted(bots),
                "$4"
            ),
            bytewise(self.engine(), "t.key")
        );
        let rows: Vec<(String, i64, i64)> = on_reader!(self, |pool| {
            let query = sqlx::query_as(&sql);
            bind_cut!(bind_scope!(query, scope), cut, dimension.code())
                .bind(i64::from(limit))
                .fetch_all(pool)
                .await
        })?;
        let known = rows.first().map_or(0, |row| row.2);
        Ok((rows.into_iter().map(|(v, n, _)| (v, n)).collect(), known))
    }

    /// The `limit` links of `scope` with the most visits (as `bots`
    /// counts) in `[from, to)`, largest first, ties by slug.
    pub async fn stats_top_links(
        &self,
        scope: StatsScope<'_>,
        bots: BotsMode,
        (from, to): (i64, i64),
        limit: u32,
    ) -> Result<Vec<TopLinkRow>, StoreError> {
        let cut = RangeCut::of(from, to);
        // Every link's rows but the all-links ones (number 0, bound as $1).
        let rows = cut_rows(
            "visit_summaries vs WHERE vs.link_num <> $1",
            "visit_daily vs WHERE vs.link_num <> $1",
            "link_num",
            counted(bots),
            "0",
        );
        let slug = bytewise(self.engine(), "l.slug");
        // Over every link the sums come first and only the top ones meet
        // their links; over some links their rows are found first.
        let sql = match scope.link_filter() {
            None => format!(
                "WITH sums AS (SELECT t.key AS num, SUM(t.c) AS visits FROM ({rows}) t \
                 GROUP BY t.key) \
                 SELECT l.id, l.slug, l.destination, CAST(s.visits AS BIGINT) AS visits \
                 FROM sums s JOIN link_counters lc ON lc.num = s.num \
                 JOIN links l ON l.id = lc.link_id WHERE s.visits > 0 \
                 ORDER BY s.visits DESC, {slug} LIMIT $9"
            ),
            Some(_) => format!(
                "SELECT l.id, l.slug, l.destination, CAST(SUM(t.c) AS BIGINT) AS visits \
                 FROM ({}) t JOIN link_counters lc ON lc.num = t.key \
                 JOIN links l ON l.id = lc.link_id \
                 GROUP BY l.id, l.slug, l.destination HAVING SUM(t.c) > 0 \
                 ORDER BY visits DESC, {slug} LIMIT $9",
                cut_rows(
                    &source(scope, "visit_summaries"),
                    &source(scope, "visit_daily"),
                    "link_num",
                    counted(bots),
                    "0"
                )
            ),
        };
        Ok(on_reader!(self, |pool| {
            let query = sqlx::query_as(&sql);
            bind_cut!(bind_scope!(query, scope), cut, 0_i16)
                .bind(i64::from(limit))
                .fetch_all(pool)
                .await
        })?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::visits::HOUR_MS;

    #[test]
    fn ranges_read_whole_days_from_the_daily_rows_and_the_edges_by_hour() {
        let day = 20_000 * DAY_MS;
        let cut = RangeCut::of(day - 4 * HOUR_MS, day + 2 * DAY_MS + 3 * HOUR_MS);
        assert_eq!(cut.head, (day - 4 * HOUR_MS, day));
        assert_eq!(cut.days, (20_000, 20_002));
        assert_eq!(cut.tail, (day + 2 * DAY_MS, day + 2 * DAY_MS + 3 * HOUR_MS));
        // Whole days only: empty edges.
        let whole = RangeCut::of(day, day + DAY_MS);
        assert_eq!((whole.head.0, whole.head.1), (day, day));
        assert_eq!(whole.days, (20_000, 20_001));
        assert_eq!(whole.tail.0, whole.tail.1);
        // Less than a whole day: hours only.
        let short = RangeCut::of(day + HOUR_MS, day + DAY_MS + HOUR_MS);
        assert_eq!(short.head, (day + HOUR_MS, day + DAY_MS + HOUR_MS));
        assert_eq!(short.days.0, short.days.1);
    }
}
