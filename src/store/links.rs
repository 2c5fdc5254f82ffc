//! Links: look-ups for the redirect path, the filtered and sorted list,
//! writes that rely on the database's uniqueness rules, and visit batches.

use super::{on_reader, on_writer, Db, Engine, Store, StoreError};
use crate::domain::accounts::LinkScope;

/// Links per visit-count statement; keeps each bound value small.
const VISIT_CHUNK: usize = 10_000;

const LINK_SELECT: &str =
    "SELECT l.id, l.slug, l.destination, l.author, a.username AS author_username, \
     a.role AS author_role, l.creation_date, l.modified_date, l.visits \
     FROM links l LEFT JOIN accounts a ON a.id = l.author";

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct LinkRecord {
    pub id: String,
    pub slug: String,
    pub destination: String,
    pub author: Option<String>,
    pub author_username: Option<String>,
    pub author_role: Option<String>,
    pub creation_date: i64,
    pub modified_date: i64,
    pub visits: i64,
}

impl LinkRecord {
    /// Whether `scope` covers this link (api.md §5.2).
    pub fn is_in(&self, scope: &LinkScope) -> bool {
        let role = self
            .author_role
            .as_deref()
            .and_then(|r| crate::domain::accounts::Role::parse(r).ok());
        match (&self.author, role) {
            (Some(id), Some(role)) => scope.includes(Some((id, role))),
            _ => scope.includes(None),
        }
    }
}

/// What the slug cache keeps of a link.
#[derive(Debug, sqlx::FromRow)]
pub struct CacheRow {
    pub visits: i64,
    pub id: String,
    pub slug: String,
    pub destination: String,
}

pub struct NewLink<'a> {
    pub id: &'a str,
    pub slug: &'a str,
    pub destination: &'a str,
    pub author: Option<&'a str>,
    pub creation_date: i64,
    pub modified_date: i64,
    pub visits: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkSort {
    Slug,
    Destination,
    CreationDate,
    ModifiedDate,
    Visits,
    Author,
}

#[derive(Debug, Clone)]
pub struct LinkQuery {
    pub scope: LinkScope,
    pub author: Option<String>,
    pub search: Option<String>,
    pub sort: LinkSort,
    pub descending: bool,
    pub offset: u64,
    pub limit: u32,
}

#[derive(Clone)]
enum Arg {
    Text(String),
    Int(i64),
}

/// Builds the WHERE clause shared by the page query and the count query.
fn filter_sql(query: &LinkQuery, engine: Engine, args: &mut Vec<Arg>) -> String {
    let mut clauses: Vec<String> = Vec::new();
    match &query.scope {
        LinkScope::All => {}
        LinkScope::AdminSet { account_id } => {
            args.push(Arg::Text(account_id.clone()));
            // A sub-select rather than the joined role, so that counting
            // needs no join (a join costs a look-up per link).
            clauses.push(format!(
                "(l.author IS NULL OR l.author = ${n} \
                 OR l.author IN (SELECT id FROM accounts WHERE role = 'standard'))",
                n = args.len()
            ));
        }
        LinkScope::Own { account_id } => {
            args.push(Arg::Text(account_id.clone()));
            clauses.push(format!("l.author = ${}", args.len()));
        }
    }
    if let Some(author) = &query.author {
        args.push(Arg::Text(author.clone()));
        clauses.push(format!("l.author = ${}", args.len()));
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
            "(l.slug {like} ${n} ESCAPE '\\' OR l.destination {like} ${n} ESCAPE '\\')"
        ));
        // SQLite's trigram index narrows the candidates before the LIKE
        // above decides; it folds case at least as widely as LIKE does, so
        // it never drops a match. It cannot look up fewer than three
        // characters, which are left to the scan. (PostgreSQL's trigram
        // indexes serve the ILIKE itself.)
        if engine == Engine::Sqlite && search.chars().count() >= 3 {
            args.push(Arg::Text(format!("\"{}\"", search.replace('"', "\"\""))));
            clauses.push(format!(
                "l.rowid IN (SELECT rowid FROM links_search WHERE links_search MATCH ${})",
                args.len()
            ));
        }
    }
    if clauses.is_empty() {
        String::new()
    } else {
        format!(" WHERE {}", clauses.join(" AND "))
    }
}

fn order_sql(sort: LinkSort, descending: bool, engine: Engine) -> String {
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
        LinkSort::Visits => "l.visits",
        // `list_links` reads this sort per author instead (same order).
        LinkSort::Author => "lower(COALESCE(a.username, 'n/a'))",
    };
    format!(" ORDER BY {column} {dir}, l.id DESC")
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

/// A look-up for a value that cannot be stored is answered "not found"
/// without a query.
pub(super) use crate::domain::text::is_storable as storable;

impl Store {
    /// The redirect path's only query: destination and id of a slug.
    pub async fn find_link_target(
        &self,
        slug: &str,
    ) -> Result<Option<(String, String)>, StoreError> {
        if !storable(slug) {
            return Ok(None);
        }
        Ok(on_reader!(self, |pool| sqlx::query_as(
            "SELECT id, destination FROM links WHERE slug = $1"
        )
        .bind(slug)
        .fetch_optional(pool)
        .await)?)
    }

    pub async fn find_link_by_id(&self, id: &str) -> Result<Option<LinkRecord>, StoreError> {
        if !storable(id) {
            return Ok(None);
        }
        let sql = format!("{LINK_SELECT} WHERE l.id = $1");
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(id)
            .fetch_optional(pool)
            .await)?)
    }

    /// One page of links and the number of links matching the filter.
    pub async fn list_links(
        &self,
        query: &LinkQuery,
    ) -> Result<(i64, Vec<LinkRecord>), StoreError> {
        let unmatchable = [&query.author, &query.search]
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
        let count_sql = format!("SELECT COUNT(*) FROM links l{filter}");
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
        args.push(Arg::Int(i64::from(query.limit)));
        args.push(Arg::Int(offset));
        let page_sql = format!(
            "{LINK_SELECT}{filter}{order} LIMIT ${l} OFFSET ${o}",
            order = order_sql(query.sort, query.descending, self.engine()),
            l = args.len() - 1,
            o = args.len()
        );
        let links = on_reader!(self, |pool| bind_args!(
            sqlx::query_as::<_, LinkRecord>(&page_sql),
            &args
        )
        .fetch_all(pool)
        .await)?;
        Ok((total, links))
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
        let count_sql = format!("SELECT COUNT(*) FROM links l{filter}");
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
        Ok((total, links))
    }

    /// Inserts a link; a taken slug (or id) is [`StoreError::Conflict`].
    pub async fn insert_link(&self, link: &NewLink<'_>) -> Result<(), StoreError> {
        on_writer!(self, |pool| sqlx::query(
            "INSERT INTO links (id, slug, destination, author, creation_date, modified_date, visits) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)"
        )
        .bind(link.id)
        .bind(link.slug)
        .bind(link.destination)
        .bind(link.author)
        .bind(link.creation_date)
        .bind(link.modified_date)
        .bind(link.visits)
        .execute(pool)
        .await.map(|r| r.rows_affected()))
        .map_err(StoreError::from_write)?;
        Ok(())
    }

    /// Sets slug and/or destination and the modification time.
    pub async fn update_link(
        &self,
        id: &str,
        slug: Option<&str>,
        destination: Option<&str>,
        modified: i64,
    ) -> Result<(), StoreError> {
        let done = on_writer!(self, |pool| sqlx::query(
            "UPDATE links SET slug = COALESCE($1, slug), destination = COALESCE($2, destination), modified_date = $3 WHERE id = $4"
        )
        .bind(slug)
        .bind(destination)
        .bind(modified)
        .bind(id)
        .execute(pool)
        .await.map(|r| r.rows_affected()))
        .map_err(StoreError::from_write)?;
        if done == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    pub async fn slug_exists(&self, slug: &str) -> Result<bool, StoreError> {
        if !storable(slug) {
            return Ok(false);
        }
        let found: Option<i32> = on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT 1 FROM links WHERE slug = $1"
        )
        .bind(slug)
        .fetch_optional(pool)
        .await)?;
        Ok(found.is_some())
    }

    /// Whether a link other than `except_id` has exactly this destination.
    pub async fn destination_used(
        &self,
        destination: &str,
        except_id: Option<&str>,
    ) -> Result<bool, StoreError> {
        let found: Option<i32> = on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT 1 FROM links WHERE destination = $1 AND id <> $2 LIMIT 1"
        )
        .bind(destination)
        .bind(except_id.unwrap_or(""))
        .fetch_optional(pool)
        .await)?;
        Ok(found.is_some())
    }

    /// Deletes the existing links among `ids` if all of them are in
    /// `scope`; otherwise deletes nothing. Returns the deleted slugs, or
    /// `None` when a link was outside the scope.
    pub async fn delete_links_in_scope(
        &self,
        ids: &[String],
        scope: &LinkScope,
    ) -> Result<Option<Vec<String>>, StoreError> {
        let ids: Vec<&String> = ids.iter().filter(|id| storable(id)).collect();
        if ids.is_empty() {
            return Ok(Some(Vec::new()));
        }
        let parameters = self.engine().parameters(1, ids.len());
        let select = format!("{LINK_SELECT} WHERE l.id IN ({parameters})");
        let delete = format!("DELETE FROM links WHERE id IN ({parameters})");
        on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            let mut q = sqlx::query_as::<_, LinkRecord>(&select);
            for id in &ids {
                q = q.bind(id.as_str());
            }
            let found = q.fetch_all(&mut *tx).await?;
            if !found.iter().all(|link| link.is_in(scope)) {
                tx.rollback().await?;
                return Ok(None);
            }
            let mut d = sqlx::query(&delete);
            for id in &ids {
                d = d.bind(id.as_str());
            }
            d.execute(&mut *tx).await?;
            tx.commit().await?;
            Ok(Some(found.into_iter().map(|l| l.slug).collect()))
        })
    }

    /// Up to `limit` links in (visits, id) descending order after `after`:
    /// the pages of the slug cache's preload, most-visited first.
    pub async fn link_targets_by_visits(
        &self,
        after: Option<(i64, &str)>,
        limit: i64,
    ) -> Result<Vec<CacheRow>, StoreError> {
        Ok(match after {
            None => on_reader!(self, |pool| sqlx::query_as(
                "SELECT visits, id, slug, destination FROM links \
                 ORDER BY visits DESC, id DESC LIMIT $1"
            )
            .bind(limit)
            .fetch_all(pool)
            .await)?,
            Some((visits, id)) => on_reader!(self, |pool| sqlx::query_as(
                "SELECT visits, id, slug, destination FROM links \
                 WHERE (visits, id) < ($1, $2) ORDER BY visits DESC, id DESC LIMIT $3"
            )
            .bind(visits)
            .bind(id)
            .bind(limit)
            .fetch_all(pool)
            .await)?,
        })
    }

    /// Adds buffered visit counts, one transaction per batch, one statement
    /// per chunk of links: a flush after a busy second holds tens of
    /// thousands of links, and one statement (and, on PostgreSQL, one round
    /// trip) per link was the flush's largest cost. Links deleted meanwhile
    /// match no row and are skipped.
    pub async fn add_visits(&self, batch: &[(&str, u64)]) -> Result<(), StoreError> {
        if batch.is_empty() {
            return Ok(());
        }
        let count = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
        match &self.db {
            Db::Sqlite { writer, .. } => {
                let mut tx = writer.begin().await?;
                for chunk in batch.chunks(VISIT_CHUNK) {
                    // An object {id: count}: SQLite's json_each walks it as
                    // key/value rows, each matched to its link by primary key.
                    let counts: serde_json::Map<String, serde_json::Value> = chunk
                        .iter()
                        .map(|(id, n)| ((*id).to_owned(), count(*n).into()))
                        .collect();
                    sqlx::query(
                        "UPDATE links SET visits = visits + counts.value \
                         FROM json_each($1) AS counts WHERE links.id = counts.key",
                    )
                    .bind(serde_json::Value::Object(counts).to_string())
                    .execute(&mut *tx)
                    .await?;
                }
                tx.commit().await?;
            }
            Db::Postgres(pool) => {
                let mut tx = pool.begin().await?;
                for chunk in batch.chunks(VISIT_CHUNK) {
                    let ids: Vec<&str> = chunk.iter().map(|(id, _)| *id).collect();
                    let counts: Vec<i64> = chunk.iter().map(|(_, n)| count(*n)).collect();
                    // The batch comes sorted by id, so instances flushing at
                    // once take the row locks in the same order; should a
                    // plan differ and deadlock, the flush fails and its
                    // counts are kept for the next one.
                    sqlx::query(
                        "UPDATE links SET visits = links.visits + counts.n \
                         FROM unnest($1::text[], $2::bigint[]) AS counts(id, n) \
                         WHERE links.id = counts.id",
                    )
                    .bind(ids)
                    .bind(counts)
                    .execute(&mut *tx)
                    .await?;
                }
                tx.commit().await?;
            }
        }
        Ok(())
    }

    /// Number of links, all or by one author.
    pub async fn count_links(&self, author: Option<&str>) -> Result<i64, StoreError> {
        Ok(match author {
            None => on_reader!(self, |pool| sqlx::query_scalar(
                "SELECT COUNT(*) FROM links"
            )
            .fetch_one(pool)
            .await)?,
            Some(id) => on_reader!(self, |pool| sqlx::query_scalar(
                "SELECT COUNT(*) FROM links WHERE author = $1"
            )
            .bind(id)
            .fetch_one(pool)
            .await)?,
        })
    }
}
