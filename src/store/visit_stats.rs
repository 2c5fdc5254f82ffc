//! Visit statistics, read side (docs/STATISTICS.md): hourly totals, top
//! values per dimension and top links from `visit_summaries`, over one
//! link, all links (the `link_num = 0` rows) or one author's links, and the
//! links statistics are asked about.

use super::{on_reader, Engine, Store, StoreError};
use crate::domain::accounts::{LinkScope, Role};
use crate::domain::stats::{BotsMode, Dimension, HourCounts};
use crate::domain::text::is_storable;

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

/// The rows of `scope` as `vs`, the scope's key bound as `$1`.
fn source(scope: StatsScope<'_>) -> String {
    match scope.link_filter() {
        None => "visit_summaries vs WHERE vs.link_num = $1".to_owned(),
        Some(filter) => format!(
            "links l JOIN link_counters lc ON lc.link_id = l.id \
             JOIN visit_summaries vs ON vs.link_num = lc.num WHERE {filter}"
        ),
    }
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
            source(scope)
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
    /// visits of every value together.
    pub async fn stats_top_values(
        &self,
        scope: StatsScope<'_>,
        dimension: Dimension,
        bots: BotsMode,
        (from, to): (i64, i64),
        limit: u32,
    ) -> Result<(Vec<(String, i64)>, i64), StoreError> {
        let count = counted(bots);
        let filter = format!(
            "{} AND vs.dimension = $4 AND vs.hour >= $2 AND vs.hour < $3",
            source(scope)
        );
        let top_sql = format!(
            "SELECT vs.value, CAST(SUM({count}) AS BIGINT) AS visits FROM {filter} \
             GROUP BY vs.value HAVING SUM({count}) > 0 \
             ORDER BY visits DESC, {} LIMIT $5",
            bytewise(self.engine(), "vs.value")
        );
        let total_sql = format!("SELECT CAST(COALESCE(SUM({count}), 0) AS BIGINT) FROM {filter}");
        let top: Vec<(String, i64)> = on_reader!(self, |pool| {
            let query = sqlx::query_as(&top_sql);
            bind_scope!(query, scope)
                .bind(from)
                .bind(to)
                .bind(dimension.code())
                .bind(i64::from(limit))
                .fetch_all(pool)
                .await
        })?;
        let total: i64 = on_reader!(self, |pool| {
            let query = sqlx::query_scalar(&total_sql);
            bind_scope!(query, scope)
                .bind(from)
                .bind(to)
                .bind(dimension.code())
                .fetch_one(pool)
                .await
        })?;
        Ok((top, total))
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
        let count = counted(bots);
        // Every link's own rows; the all-links rows (number 0) join no link.
        let filter = scope.link_filter().unwrap_or("$1 = $1");
        let sql = format!(
            "SELECT l.id, l.slug, l.destination, CAST(SUM({count}) AS BIGINT) AS visits \
             FROM links l JOIN link_counters lc ON lc.link_id = l.id \
             JOIN visit_summaries vs ON vs.link_num = lc.num \
             WHERE {filter} AND vs.dimension = 0 AND vs.hour >= $2 AND vs.hour < $3 \
             GROUP BY l.id, l.slug, l.destination HAVING SUM({count}) > 0 \
             ORDER BY visits DESC, {} LIMIT $4",
            bytewise(self.engine(), "l.slug")
        );
        Ok(on_reader!(self, |pool| {
            let query = sqlx::query_as(&sql);
            bind_scope!(query, scope)
                .bind(from)
                .bind(to)
                .bind(i64::from(limit))
                .fetch_all(pool)
                .await
        })?)
    }
}
