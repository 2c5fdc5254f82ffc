//! Visit statistics, read side (docs/STATISTICS.md): hourly totals, top
//! values per dimension, top links and the visits by short domain from
//! `visit_summaries`, over one link, all links (the `link_num = 0` rows) or
//! one author's links, optionally only those on one domain, and the links
//! statistics are asked about.

use super::{on_reader, Engine, Store, StoreError};
use crate::domain::accounts::LinkScope;
use crate::domain::stats::{BotsMode, Dimension, HourCounts};
use crate::domain::text::is_storable;
use crate::domain::visits::DAY_MS;

mod range_cut;

pub use campaigns::CampaignVisitsRow;
pub use stats_link::StatsLink;
pub use variants::VariantVisitsRow;

use range_cut::{bind_cut, cut_rows, CutSources, RangeCut};

/// Whose links a statistics query sums.
#[derive(Debug, Clone, Copy)]
pub enum StatsLinks<'a> {
    /// One link, by its number (`link_counters.num`).
    Link(i64),
    /// Every link: the all-links rows (`link_num = 0`).
    All,
    /// A standard account's: the links it authored that belong to no
    /// team, and those of its teams.
    Author(&'a str),
    /// The links of one team (the `team=` scope).
    Team(&'a str),
    /// What an admin manages (docs/api.md#link-visibility): its own links, those of
    /// standard accounts, those without an author and every team's.
    AdminSet(&'a str),
}

/// Whose visits a statistics query sums: a set of links, and optionally
/// only those of them on one short domain (by the domain each is on now).
#[derive(Debug, Clone, Copy)]
pub struct StatsScope<'a> {
    pub links: StatsLinks<'a>,
    /// The id of the domain the links must be on.
    pub domain: Option<&'a str>,
}

impl<'a> StatsScope<'a> {
    /// One link (by its number).
    pub fn link(num: i64) -> Self {
        Self {
            links: StatsLinks::Link(num),
            domain: None,
        }
    }

    /// The scope of `GET /api/stats` for a caller who manages `links`, on
    /// the domain with id `domain` or on every domain: the owner's over
    /// every domain is every link, read from the all-links rows.
    pub fn of(links: &'a LinkScope, domain: Option<&'a str>) -> Self {
        let links = match links {
            LinkScope::All => StatsLinks::All,
            LinkScope::AdminSet { account_id } => StatsLinks::AdminSet(account_id),
            LinkScope::Own { account_id, .. } => StatsLinks::Author(account_id),
            // A team token whose account no longer sees the team: no team
            // has the empty id.
            LinkScope::Team { team_id, see, .. } => {
                StatsLinks::Team(if *see { team_id } else { "" })
            }
        };
        Self { links, domain }
    }

    /// The condition on `l` (links) that keeps this scope's links, its key
    /// bound as `$1` and the domain, when it is not the key, as
    /// `$domain_at` (`bind_domain!`); `None` for one link or all of them.
    fn link_filter(self, domain_at: u8) -> Option<String> {
        let on_domain = |filter: &str| match self.domain {
            None => filter.to_owned(),
            Some(_) => format!("{filter} AND l.domain_id = ${domain_at}"),
        };
        match self.links {
            StatsLinks::Link(_) => None,
            // Every link on one domain: the domain is the key.
            StatsLinks::All => self.domain.map(|_| "l.domain_id = $1".to_owned()),
            StatsLinks::Author(_) => Some(on_domain(
                "((l.team_id IS NULL AND l.author = $1) \
                 OR l.team_id IN (SELECT team_id FROM team_members WHERE account_id = $1))",
            )),
            StatsLinks::Team(_) => Some(on_domain("l.team_id = $1")),
            // A sub-select rather than the joined role, as the link list does.
            StatsLinks::AdminSet(_) => Some(on_domain(
                "(l.team_id IS NOT NULL OR l.author IS NULL OR l.author = $1 \
                 OR l.author IN (SELECT id FROM accounts WHERE role = 'standard'))",
            )),
        }
    }

    /// The domain when it is bound apart from the key (`bind_domain!`).
    fn domain_apart(self) -> Option<&'a str> {
        match self.links {
            StatsLinks::Author(_) | StatsLinks::AdminSet(_) | StatsLinks::Team(_) => self.domain,
            StatsLinks::Link(_) | StatsLinks::All => None,
        }
    }

    /// Every link's own rows are summed (not the all-links rows).
    fn every_link(self) -> bool {
        matches!(self.links, StatsLinks::All) && self.domain.is_none()
    }
}

/// One entry of the top links.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TopLinkRow {
    pub id: String,
    pub slug: String,
    /// The host of the link's short domain; `None` for the default domain.
    pub domain: Option<String>,
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
     l.author, a.role AS author_role, l.public_stats, \
     (l.password_hash IS NOT NULL) AS password_protected, l.split, l.team_id \
     FROM links l LEFT JOIN link_counters lc ON lc.link_id = l.id \
     LEFT JOIN accounts a ON a.id = l.author";

/// The rows of `table` in `scope` as `vs`, the scope's key bound as `$1`
/// and its domain, when apart, as `$domain_at`.
fn source(scope: StatsScope<'_>, table: &str, domain_at: u8) -> String {
    match scope.link_filter(domain_at) {
        None => format!("{table} vs WHERE vs.link_num = $1"),
        Some(filter) => format!(
            "links l JOIN link_counters lc ON lc.link_id = l.id \
             JOIN {table} vs ON vs.link_num = lc.num WHERE {filter}"
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
pub(super) fn bytewise(engine: Engine, column: &str) -> String {
    match engine {
        Engine::Sqlite => column.to_owned(),
        Engine::Postgres => format!("{column} COLLATE \"C\""),
    }
}

/// Binds the key of `scope` on a query whose `$1` it is.
macro_rules! bind_scope {
    ($query:expr, $scope:expr) => {
        match ($scope.links, $scope.domain) {
            (StatsLinks::Link(num), _) => $query.bind(num),
            (StatsLinks::All, None) => $query.bind(0_i64),
            (StatsLinks::All, Some(domain)) => $query.bind(domain),
            (StatsLinks::Author(key) | StatsLinks::AdminSet(key) | StatsLinks::Team(key), _) => {
                $query.bind(key)
            }
        }
    };
}

/// Binds the domain of `scope` when it is apart from the key, on a query
/// whose last parameter it is (`domain_at` of [`StatsScope::link_filter`]).
macro_rules! bind_domain {
    ($query:expr, $scope:expr) => {
        match $scope.domain_apart() {
            Some(domain) => $query.bind(domain),
            None => $query,
        }
    };
}

/// The SQL of the visits of `scope` over a cut range (bound as
/// [`bind_cut`] says) by a field of their links: `select` and `group`
/// name it (expressions of the link `l`), `filter` (a WHERE over the cut
/// rows `t`, or nothing) narrows the links summed. Summed by link first,
/// so each link meets the links table once; fields without visits are
/// left out.
pub(super) fn by_link_field(
    scope: StatsScope<'_>,
    select: &str,
    filter: &str,
    group: &str,
) -> String {
    let sources = if scope.every_link() {
        // Every link's rows but the all-links ones (number 0, bound as $1).
        CutSources::every_link()
    } else {
        CutSources::of(scope, 13)
    };
    format!(
        "SELECT {select}, CAST(SUM(s.h) AS BIGINT) AS humans, \
         CAST(SUM(s.b) AS BIGINT) AS bots \
         FROM (SELECT t.key AS num, SUM(t.h) AS h, SUM(t.b) AS b FROM ({}) t {filter} \
         GROUP BY t.key) s \
         JOIN link_counters lc ON lc.num = s.num JOIN links l ON l.id = lc.link_id \
         GROUP BY {group} HAVING SUM(s.h) + SUM(s.b) > 0",
        cut_rows(&sources, "link_num", "vs.humans AS h, vs.bots AS b", "0")
    )
}

// After the macros it uses.
mod campaigns;
mod stats_link;
mod top_links;
mod variants;

impl Store {
    /// The link `id` with its statistics number, if it exists.
    pub async fn find_stats_link(&self, id: &str) -> Result<Option<StatsLink>, StoreError> {
        self.stats_link_where("l.id = $1", id).await
    }

    /// The link whose slug on domain `domain_id` is exactly `slug`, if any.
    pub async fn find_stats_link_by_slug(
        &self,
        domain_id: &str,
        slug: &str,
    ) -> Result<Option<StatsLink>, StoreError> {
        if !is_storable(slug) {
            return Ok(None);
        }
        let sql = format!("{LINK_SELECT} WHERE l.domain_id = $1 AND l.slug = $2");
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(domain_id)
            .bind(slug)
            .fetch_optional(pool)
            .await)?)
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

    /// The dimension-0 counts of `[from, to)` with visits, ascending: one
    /// row per UTC hour, or, with `by_day`, one per whole UTC day of the
    /// range (its `hour` the day's start) and one per hour of the edges.
    /// `by_day` suits series whose buckets never split a UTC day.
    pub async fn stats_hours(
        &self,
        scope: StatsScope<'_>,
        (from, to): (i64, i64),
        by_day: bool,
    ) -> Result<Vec<HourCounts>, StoreError> {
        let cut = RangeCut::of(from, to, false);
        let none = (0, 0);
        let (head, days, tail) = if by_day {
            (cut.head, cut.head_days, cut.tail)
        } else {
            ((from, to), none, none)
        };
        let columns = "CAST(SUM(vs.humans) AS BIGINT) AS humans, \
             CAST(SUM(vs.bots) AS BIGINT) AS bots, \
             CAST(SUM(vs.unique_humans) AS BIGINT) AS unique_humans, \
             CAST(SUM(vs.unique_bots) AS BIGINT) AS unique_bots";
        // $1 the scope's key, $2-$7 the range, $8 its domain when apart.
        let hourly = source(scope, "visit_summaries", 8);
        let hours = |low: u8, high: u8| {
            format!(
                "SELECT vs.hour AS hour, {columns} FROM {hourly} AND vs.dimension = 0 \
                 AND vs.hour >= ${low} AND vs.hour < ${high} GROUP BY vs.hour"
            )
        };
        // Plain ranges, each read by key (as `cut_rows`).
        let sql = format!(
            "{} UNION ALL {} UNION ALL SELECT vs.day * {DAY_MS} AS hour, {columns} FROM {} \
             AND vs.dimension = 0 AND vs.day >= $6 AND vs.day < $7 GROUP BY vs.day \
             ORDER BY hour",
            hours(2, 3),
            hours(4, 5),
            source(scope, "visit_daily", 8),
        );
        let rows: Vec<HourRow> = on_reader!(self, |pool| {
            let query = sqlx::query_as(&sql);
            let query = bind_scope!(query, scope)
                .bind(head.0)
                .bind(head.1)
                .bind(tail.0)
                .bind(tail.1)
                .bind(days.0)
                .bind(days.1);
            bind_domain!(query, scope).fetch_all(pool).await
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
        let cut = RangeCut::of(from, to, true);
        let sql = format!(
            "SELECT t.key AS value, CAST(SUM(t.c) AS BIGINT) AS visits, \
             CAST(SUM(SUM(t.c)) OVER () AS BIGINT) AS known FROM ({}) t \
             GROUP BY t.key HAVING SUM(t.c) > 0 ORDER BY visits DESC, {} LIMIT $13",
            cut_rows(
                &CutSources::of(scope, 14),
                "value",
                &format!("{} AS c", counted(bots)),
                "$4"
            ),
            bytewise(self.engine(), "t.key")
        );
        let rows: Vec<(String, i64, i64)> = on_reader!(self, |pool| {
            let query = sqlx::query_as(&sql);
            let query =
                bind_cut!(bind_scope!(query, scope), cut, dimension.code()).bind(i64::from(limit));
            bind_domain!(query, scope).fetch_all(pool).await
        })?;
        let known = rows.first().map_or(0, |row| row.2);
        Ok((rows.into_iter().map(|(v, n, _)| (v, n)).collect(), known))
    }

    /// The visits of `scope` in `[from, to)` by the short domain each link
    /// is on now, as (domain id, human visits, bot visits), domains without
    /// visits left out, in no particular order. Deleted links, whose rows
    /// wait to be purged, are in no domain.
    pub async fn stats_domain_visits(
        &self,
        scope: StatsScope<'_>,
        (from, to): (i64, i64),
    ) -> Result<Vec<(String, i64, i64)>, StoreError> {
        let cut = RangeCut::of(from, to, true);
        let sql = by_link_field(scope, "l.domain_id", "", "l.domain_id");
        Ok(on_reader!(self, |pool| {
            let query = sqlx::query_as(&sql);
            let query = bind_cut!(bind_scope!(query, scope), cut, 0_i16);
            bind_domain!(query, scope).fetch_all(pool).await
        })?)
    }
}
