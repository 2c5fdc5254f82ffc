//! The link list (docs/api.md#link-visibility, `listLinks`): one page of links filtered by
//! scope, author, search, tags and state, in any sort order, and how many links match.

use super::links::{storable, LINK_SELECT};
use super::{on_reader, Engine, LinkRecord, Store, StoreError};
use crate::domain::accounts::{Access, LinkScope};
use crate::domain::link_state::LinkState as State;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkSort {
    Slug,
    Destination,
    CreationDate,
    ModifiedDate,
    Visits,
    HumanVisits,
    Author,
    Id,
}

#[derive(Debug, Clone)]
pub struct LinkQuery {
    pub scope: LinkScope,
    /// Only links on this domain.
    pub domain_id: Option<String>,
    /// Only the links of this team (the `team=` scope).
    pub team: Option<String>,
    pub author: Option<String>,
    /// In slug, destination, title and notes.
    pub search: Option<String>,
    /// Links with any (or, with `all_tags`, every one) of these tags.
    pub tags: Vec<String>,
    pub all_tags: bool,
    pub state: Option<LinkState>,
    /// Links whose `utm` names this campaign.
    pub campaign: Option<String>,
    /// The time states are judged at.
    pub now: i64,
    pub sort: LinkSort,
    pub descending: bool,
    pub offset: u64,
    pub limit: u32,
}

/// The list's `state` filter: a link's state at a moment (the domain's
/// `Lifetime::state_at`), or whether it has a password.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkState {
    /// Neither expired nor waiting for its validity to start.
    Active,
    /// Past its expiry, or its visit limit used up.
    Expired,
    /// Before its `valid_from`.
    NotYetValid,
    PasswordProtected,
}

#[derive(Clone)]
pub(super) enum Arg {
    Text(String),
    Int(i64),
}

/// The condition that keeps the links of `scope` (of `links l`) its caller
/// sees or may change (`access`), if any.
pub(super) fn scope_sql(scope: &LinkScope, access: Access, args: &mut Vec<Arg>) -> Option<String> {
    match scope {
        LinkScope::All => None,
        LinkScope::AdminSet { account_id } => {
            args.push(Arg::Text(account_id.clone()));
            // A sub-select rather than the joined role, so that counting
            // needs no join (a join costs a look-up per link).
            Some(format!(
                "(l.team_id IS NOT NULL OR l.author IS NULL OR l.author = ${n} \
                 OR l.author IN (SELECT id FROM accounts WHERE role = 'standard'))",
                n = args.len()
            ))
        }
        LinkScope::Team {
            team_id,
            see,
            change,
        } => {
            let reaches = match access {
                Access::See => *see,
                Access::Change => *change,
            };
            if !reaches {
                return Some("1 = 0".to_owned());
            }
            args.push(Arg::Text(team_id.clone()));
            Some(format!("l.team_id = ${}", args.len()))
        }
        LinkScope::Own { account_id, .. } => {
            args.push(Arg::Text(account_id.clone()));
            // The account's teams as the database has them now.
            let editors = match access {
                Access::See => "",
                Access::Change => " AND role <> 'viewer'",
            };
            Some(format!(
                "((l.team_id IS NULL AND l.author = ${n}) OR l.team_id IN \
                 (SELECT team_id FROM team_members WHERE account_id = ${n}{editors}))",
                n = args.len()
            ))
        }
    }
}

impl From<State> for LinkState {
    fn from(state: State) -> Self {
        match state {
            State::Active => Self::Active,
            State::Expired => Self::Expired,
            State::NotYetValid => Self::NotYetValid,
        }
    }
}

/// The condition of a state at `now` (bound as the next argument), step
/// by step as `Lifetime::state_at` decides it: not valid yet first, then
/// expired (by date or a used-up limit), else active. A test holds the two
/// together on both engines (`tests/visit_store/link_states.rs`).
fn state_sql(state: LinkState, now: i64, args: &mut Vec<Arg>) -> String {
    let state = match state {
        LinkState::PasswordProtected => return "l.password_hash IS NOT NULL".to_owned(),
        LinkState::Active => State::Active,
        LinkState::Expired => State::Expired,
        LinkState::NotYetValid => State::NotYetValid,
    };
    args.push(Arg::Int(now));
    let n = args.len();
    let not_yet_valid = format!("(l.valid_from IS NOT NULL AND ${n} < l.valid_from)");
    let expired = format!(
        "((l.expires_at IS NOT NULL AND ${n} >= l.expires_at) \
         OR (l.max_visits IS NOT NULL AND l.used_visits >= l.max_visits))"
    );
    match state {
        State::NotYetValid => not_yet_valid,
        State::Expired => format!("NOT {not_yet_valid} AND {expired}"),
        State::Active => format!("NOT {not_yet_valid} AND NOT {expired}"),
    }
}

/// Links with any (`all`: every one) of `tags`; a tag with NUL is never stored, so matches none.
fn tags_sql(requested: &[String], all: bool, args: &mut Vec<Arg>) -> String {
    let tags: Vec<&String> = requested.iter().filter(|tag| storable(tag)).collect();
    if tags.is_empty() || (all && tags.len() < requested.len()) {
        return "1 = 0".to_owned();
    }
    let first = args.len() + 1;
    args.extend(tags.iter().map(|tag| Arg::Text((*tag).clone())));
    let list = numbered(first, tags.len());
    if all {
        format!(
            "l.id IN (SELECT link_id FROM link_tags WHERE tag IN ({list}) \
             GROUP BY link_id HAVING COUNT(*) = {})",
            tags.len()
        )
    } else {
        format!("l.id IN (SELECT link_id FROM link_tags WHERE tag IN ({list}))")
    }
}

/// `$first, …` numbered placeholders (the filters mix them with others,
/// so SQLite's anonymous `?` would bind out of order).
fn numbered(first: usize, count: usize) -> String {
    (first..first + count)
        .map(|n| format!("${n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Builds the WHERE clause shared by the page query and the count query.
fn filter_sql(query: &LinkQuery, engine: Engine, args: &mut Vec<Arg>) -> String {
    let mut clauses: Vec<String> = Vec::new();
    clauses.extend(scope_sql(&query.scope, Access::See, args));
    if let Some(team) = &query.team {
        args.push(Arg::Text(team.clone()));
        clauses.push(format!("l.team_id = ${}", args.len()));
    }
    if !query.tags.is_empty() {
        clauses.push(tags_sql(&query.tags, query.all_tags, args));
    }
    if let Some(state) = query.state {
        clauses.push(state_sql(state, query.now, args));
    }
    if let Some(campaign) = &query.campaign {
        args.push(Arg::Text(campaign.clone()));
        let value = match engine {
            Engine::Postgres => "(l.utm::json ->> 'campaign')",
            Engine::Sqlite => "json_extract(l.utm, '$.campaign')",
        };
        clauses.push(format!("l.utm IS NOT NULL AND {value} = ${}", args.len()));
    }
    if let Some(author) = &query.author {
        args.push(Arg::Text(author.clone()));
        clauses.push(format!("l.author = ${}", args.len()));
    }
    if let Some(domain_id) = &query.domain_id {
        args.push(Arg::Text(domain_id.clone()));
        clauses.push(format!("l.domain_id = ${}", args.len()));
    }
    if let Some(search) = &query.search {
        // A literal substring: LIKE wildcards and the escape character match themselves.
        let escaped = search
            .replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_");
        args.push(Arg::Text(format!("%{escaped}%")));
        let n = args.len();
        // SQLite's LIKE ignores ASCII case already; PostgreSQL needs ILIKE.
        let like = if engine == Engine::Postgres {
            "ILIKE"
        } else {
            "LIKE"
        };
        clauses.push(format!(
            "(l.slug {like} ${n} ESCAPE '\\' OR l.destination {like} ${n} ESCAPE '\\' \
             OR l.title {like} ${n} ESCAPE '\\' OR l.notes {like} ${n} ESCAPE '\\')"
        ));
        // SQLite's trigram indexes (slugs and destinations; titles and
        // notes) narrow the candidates before the LIKE above decides; they
        // fold case at least as widely as LIKE does, so they never drop a
        // match. They cannot look up fewer than three characters, which are
        // left to the scan. (PostgreSQL's trigram indexes serve the ILIKE
        // itself.)
        let narrowing = (engine == Engine::Sqlite)
            .then(|| super::search_match::trigram_match(search))
            .flatten();
        if let Some(narrowing) = narrowing {
            args.push(Arg::Text(narrowing));
            let m = args.len();
            clauses.push(format!(
                "(l.rowid IN (SELECT rowid FROM links_search WHERE links_search MATCH ${m}) \
                 OR l.rowid IN (SELECT rowid FROM links_notes_search WHERE links_notes_search MATCH ${m}))"
            ));
        }
    }
    if clauses.is_empty() {
        String::new()
    } else {
        format!(" WHERE {}", clauses.join(" AND "))
    }
}

/// Most matching links sorted by their live visit counters; more are
/// sorted by the visit orders the visit order job refreshes about every
/// [`crate::store::VISIT_ORDER_PERIOD`] (an index then serves the page, and
/// no index moves with every flush).
pub const LIVE_VISIT_ORDER_MAX: i64 = 10_000;

/// `live`: visit sorts read the counters themselves (exact), otherwise
/// their refreshed copies.
fn order_sql(sort: LinkSort, descending: bool, engine: Engine, live: bool) -> String {
    let dir = if descending { "DESC" } else { "ASC" };
    if sort == LinkSort::Destination && engine == Engine::Postgres {
        // Served by the prefix index `links_destination_order`.
        return format!(
            " ORDER BY left(l.destination, 256) COLLATE \"C\" {dir}, \
             l.destination COLLATE \"C\" {dir}, l.id DESC"
        );
    }
    let column = match sort {
        LinkSort::Slug => "l.slug",
        LinkSort::Destination => "l.destination",
        LinkSort::CreationDate => "l.creation_date",
        LinkSort::ModifiedDate => "l.modified_date",
        // The counters' own columns, so that `link_counters_sorted_visits(_asc)`
        // and `link_counters_sorted_humans(_asc)` serve the refreshed order,
        // ties included (`c.link_id` is `l.id`).
        LinkSort::Visits => {
            let column = if live { "c.visits" } else { "c.sorted_visits" };
            return format!(" ORDER BY {column} {dir}, c.link_id DESC");
        }
        LinkSort::HumanVisits => {
            let column = if live {
                "c.human_visits"
            } else {
                "c.sorted_humans"
            };
            return format!(" ORDER BY {column} {dir}, c.link_id DESC");
        }
        LinkSort::Id => return format!(" ORDER BY l.id {dir}"),
        // `list_links` reads this sort per author instead (same order).
        LinkSort::Author => "lower(COALESCE(a.username, 'n/a'))",
    };
    format!(" ORDER BY {column} {dir}, l.id DESC")
}

/// The statement counting the links `filter` selects. Every link, or
/// every link of one domain (the owner's list unfiltered), is read from
/// the totals the triggers of `link_totals` keep; anything else is counted.
fn count_sql(query: &LinkQuery, filter: &str) -> String {
    let unfiltered = matches!(query.scope, LinkScope::All)
        && query.team.is_none()
        && query.tags.is_empty()
        && query.state.is_none()
        && query.campaign.is_none()
        && query.author.is_none()
        && query.search.is_none();
    match (unfiltered, &query.domain_id) {
        // The domain's id is the filter's only argument, `$1`.
        (true, Some(_)) => {
            "SELECT CAST(COALESCE(SUM(links), 0) AS BIGINT) FROM link_totals WHERE domain_id = $1"
                .to_owned()
        }
        (true, None) => {
            "SELECT CAST(COALESCE(SUM(links), 0) AS BIGINT) FROM link_totals".to_owned()
        }
        (false, _) => format!("SELECT COUNT(*) FROM links l{filter}"),
    }
}

macro_rules! bind_args {
    ($query:expr, $args:expr) => {{
        let mut q = $query;
        for arg in $args {
            q = match arg {
                Arg::Text(s) => q.bind(s.as_str()),
                Arg::Int(i) => q.bind(*i),
            };
        }
        q
    }};
}
pub(super) use bind_args;

impl Store {
    /// One page of links and the number of links matching the filter.
    pub async fn list_links(
        &self,
        query: &LinkQuery,
    ) -> Result<(i64, Vec<LinkRecord>), StoreError> {
        let unmatchable = [&query.author, &query.search, &query.team]
            .into_iter()
            .flatten()
            .any(|text| !storable(text));
        if unmatchable {
            return Ok((0, Vec::new()));
        }
        let mut args = Vec::new();
        let filter = filter_sql(query, self.engine(), &mut args);
        if query.sort == LinkSort::Author {
            return self.list_links_by_author(query, &filter, args).await;
        }
        let count_sql = count_sql(query, &filter);
        let total: i64 = on_reader!(self, |pool| bind_args!(
            sqlx::query_scalar(&count_sql),
            &args
        )
        .fetch_one(pool)
        .await)?;
        let offset = i64::try_from(query.offset).unwrap_or(i64::MAX);
        if offset >= total {
            return Ok((total, Vec::new()));
        }
        let page_sql = self.page_sql(query, &filter, &mut args, offset, total);
        let mut links = on_reader!(self, |pool| bind_args!(
            sqlx::query_as::<_, LinkRecord>(&page_sql),
            &args
        )
        .fetch_all(pool)
        .await)?;
        self.attach_tags(&mut links).await?;
        Ok((total, links))
    }

    /// A page's statement after `filter`, its limit and offset pushed to
    /// `args`; `total` links match.
    fn page_sql(
        &self,
        query: &LinkQuery,
        filter: &str,
        args: &mut Vec<Arg>,
        offset: i64,
        total: i64,
    ) -> String {
        args.push(Arg::Int(i64::from(query.limit)));
        args.push(Arg::Int(offset));
        let order = order_sql(
            query.sort,
            query.descending,
            self.engine(),
            total <= LIVE_VISIT_ORDER_MAX,
        );
        let (l, o) = (args.len() - 1, args.len());
        if query.search.is_none() {
            return format!("{LINK_SELECT}{filter}{order} LIMIT ${l} OFFSET ${o}");
        }
        // A search finds its matches through the trigram indexes, not in
        // the sort's order, so every match is sorted. Only their keys are:
        // the page's links are then read with their joins. At 10M links a
        // phrase that 200,000 links contain took 3.3 s for the page with
        // every match joined and built, 1.4 s for its count.
        let key = match self.engine() {
            Engine::Sqlite => "l.rowid",
            Engine::Postgres => "l.id",
        };
        let counters = match query.sort {
            LinkSort::Visits | LinkSort::HumanVisits => " JOIN link_counters c ON c.link_id = l.id",
            _ => "",
        };
        format!(
            "{LINK_SELECT} WHERE {key} IN \
             (SELECT {key} FROM links l{counters}{filter}{order} LIMIT ${l} OFFSET ${o}){order}"
        )
    }

    /// The database's plan for the first page of `query` (not by author)
    /// over `total` matching links (SQLite's `EXPLAIN QUERY PLAN` details,
    /// PostgreSQL's `EXPLAIN` lines): the regression tests check that each
    /// sort reads an index instead of sorting every link.
    #[doc(hidden)]
    pub async fn explain_list_page(
        &self,
        query: &LinkQuery,
        total: i64,
    ) -> Result<Vec<String>, StoreError> {
        let mut args = Vec::new();
        let filter = filter_sql(query, self.engine(), &mut args);
        let sql = self.page_sql(query, &filter, &mut args, 0, total);
        let explain = match self.engine() {
            Engine::Sqlite => format!("EXPLAIN QUERY PLAN {sql}"),
            Engine::Postgres => format!("EXPLAIN {sql}"),
        };
        match self.engine() {
            Engine::Sqlite => {
                let rows: Vec<(i64, i64, i64, String)> =
                    on_reader!(self, |pool| bind_args!(sqlx::query_as(&explain), &args)
                        .fetch_all(pool)
                        .await)?;
                Ok(rows.into_iter().map(|row| row.3).collect())
            }
            Engine::Postgres => Ok(on_reader!(self, |pool| bind_args!(
                sqlx::query_scalar(&explain),
                &args
            )
            .fetch_all(pool)
            .await)?),
        }
    }

    /// The ids of the links matching `query`'s filters (its sort and page
    /// aside), in id order, at most `limit` of them: a bulk edit's
    /// selection (it asks for one more than it takes, to refuse a larger
    /// one).
    pub async fn link_ids_matching(
        &self,
        query: &LinkQuery,
        limit: usize,
    ) -> Result<Vec<String>, StoreError> {
        let unmatchable = [&query.author, &query.search, &query.team]
            .into_iter()
            .flatten()
            .any(|text| !storable(text));
        if unmatchable {
            return Ok(Vec::new());
        }
        let mut args = Vec::new();
        let filter = filter_sql(query, self.engine(), &mut args);
        args.push(Arg::Int(i64::try_from(limit).unwrap_or(i64::MAX)));
        let sql = format!(
            "SELECT l.id FROM links l{filter} ORDER BY l.id LIMIT ${}",
            args.len()
        );
        Ok(on_reader!(self, |pool| bind_args!(
            sqlx::query_scalar(&sql),
            &args
        )
        .fetch_all(pool)
        .await)?)
    }

    /// The author sort without sorting every link: the authors (accounts,
    /// few next to links, and "n/a" for links without one) are put in name
    /// order, and only the authors this page reaches are read, each in
    /// (author, id) index order. Authors before the page are counted to
    /// skip them; the first page counts none.
    async fn list_links_by_author(
        &self,
        query: &LinkQuery,
        filter: &str,
        args: Vec<Arg>,
    ) -> Result<(i64, Vec<LinkRecord>), StoreError> {
        let count_sql = count_sql(query, filter);
        let total: i64 = on_reader!(self, |pool| bind_args!(
            sqlx::query_scalar(&count_sql),
            &args
        )
        .fetch_one(pool)
        .await)?;
        let mut skip = i64::try_from(query.offset).unwrap_or(i64::MAX);
        if skip >= total {
            return Ok((total, Vec::new()));
        }
        let accounts: Vec<(String, String)> = on_reader!(self, |pool| sqlx::query_as(
            "SELECT id, username FROM accounts"
        )
        .fetch_all(pool)
        .await)?;
        // The name shown for a link: its author's username, or "n/a"
        // (usernames are ASCII, so ASCII lower case is the database's too).
        let mut authors: Vec<(String, Option<String>)> = accounts
            .into_iter()
            .map(|(id, name)| (name.to_ascii_lowercase(), Some(id)))
            .chain([("n/a".to_owned(), None)])
            .collect();
        authors.sort();
        if query.descending {
            authors.reverse();
        }
        let mut wanted = i64::from(query.limit).min(total - skip);
        let mut links = Vec::new();
        let joiner = if filter.is_empty() { " WHERE" } else { " AND" };
        for (_, author) in authors {
            if wanted <= 0 {
                break;
            }
            let mut author_args = args.clone();
            let author_clause = match author {
                Some(id) => {
                    author_args.push(Arg::Text(id));
                    format!("l.author = ${}", author_args.len())
                }
                None => "l.author IS NULL".to_owned(),
            };
            if skip > 0 {
                let count_sql =
                    format!("SELECT COUNT(*) FROM links l{filter}{joiner} {author_clause}");
                let count: i64 = on_reader!(self, |pool| bind_args!(
                    sqlx::query_scalar(&count_sql),
                    &author_args
                )
                .fetch_one(pool)
                .await)?;
                if skip >= count {
                    skip -= count;
                    continue;
                }
            }
            author_args.push(Arg::Int(wanted));
            author_args.push(Arg::Int(skip));
            let page_sql = format!(
                "{LINK_SELECT}{filter}{joiner} {author_clause} ORDER BY l.id DESC LIMIT ${l} OFFSET ${o}",
                l = author_args.len() - 1,
                o = author_args.len()
            );
            let page: Vec<LinkRecord> = on_reader!(self, |pool| bind_args!(
                sqlx::query_as::<_, LinkRecord>(&page_sql),
                &author_args
            )
            .fetch_all(pool)
            .await)?;
            wanted -= page.len() as i64;
            links.extend(page);
            skip = 0;
        }
        self.attach_tags(&mut links).await?;
        Ok((total, links))
    }
}
