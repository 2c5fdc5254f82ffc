//! The plain links of an import batch, a chunk per statement, written (and
//! their slugs per domain, ids and destinations looked up) the way each engine takes
//! many values best: SQLite a multi-row `VALUES` or `IN (…)` of anonymous
//! parameters, PostgreSQL one array per column (one statement text whatever
//! the chunk's size, so one prepared statement and one plan: a look-up with
//! 5,000 `$N` parameters was planned afresh each time, 13 s of a 1M import).

use super::multi_row::{keep_prepared, sqlite_values};
use crate::domain::import::ImportedLink;
use sqlx::{PgConnection, SqliteConnection};
use std::collections::HashSet;

/// Rows per SQLite statement: 8 values each (8,000 parameters) stays
/// below its limit on bound parameters (32,766); fewer, larger statements
/// spend less per row outside the engine.
const SQLITE_INSERT_CHUNK: usize = 1_000;
/// Rows per PostgreSQL statement: arrays have no such limit, and each
/// statement is a round trip to the server.
const PG_INSERT_CHUNK: usize = 10_000;

/// Values per SQLite `IN (…)` look-up.
const SQLITE_LOOKUP_CHUNK: usize = 5_000;
/// Values per PostgreSQL array look-up.
const PG_LOOKUP_CHUNK: usize = 50_000;

/// A column of `links` an import looks values up in across every domain
/// (slugs are looked up per domain: [`ValueLookup::found_slugs`]).
#[derive(Debug, Clone, Copy)]
pub(super) enum LookupColumn {
    Id,
    Destination,
}

impl LookupColumn {
    fn name(self) -> &'static str {
        match self {
            Self::Id => "id",
            Self::Destination => "destination",
        }
    }
}

/// Which of a batch's values a column of `links` already holds.
pub(super) trait ValueLookup {
    async fn found_values(
        &mut self,
        column: LookupColumn,
        values: &[&str],
    ) -> Result<HashSet<String>, sqlx::Error>;

    /// Which of `slugs` links on domain `domain_id` have (the look-up
    /// follows the `(domain_id, slug)` unique index).
    async fn found_slugs(
        &mut self,
        domain_id: &str,
        slugs: &[&str],
    ) -> Result<HashSet<String>, sqlx::Error>;
}

impl ValueLookup for SqliteConnection {
    async fn found_values(
        &mut self,
        column: LookupColumn,
        values: &[&str],
    ) -> Result<HashSet<String>, sqlx::Error> {
        let mut found = HashSet::new();
        for chunk in values.chunks(SQLITE_LOOKUP_CHUNK) {
            let sql = format!(
                "SELECT {column} FROM links WHERE {column} IN {}",
                sqlite_values(1, chunk.len()),
                column = column.name()
            );
            let mut q = sqlx::query_scalar::<_, String>(&sql)
                .persistent(keep_prepared(chunk.len(), SQLITE_LOOKUP_CHUNK));
            for value in chunk {
                q = q.bind(*value);
            }
            found.extend(q.fetch_all(&mut *self).await?);
        }
        Ok(found)
    }

    async fn found_slugs(
        &mut self,
        domain_id: &str,
        slugs: &[&str],
    ) -> Result<HashSet<String>, sqlx::Error> {
        let mut found = HashSet::new();
        for chunk in slugs.chunks(SQLITE_LOOKUP_CHUNK) {
            let sql = format!(
                "SELECT slug FROM links WHERE domain_id = ? AND slug IN {}",
                sqlite_values(1, chunk.len())
            );
            let mut q = sqlx::query_scalar::<_, String>(&sql)
                .persistent(keep_prepared(chunk.len(), SQLITE_LOOKUP_CHUNK))
                .bind(domain_id);
            for slug in chunk {
                q = q.bind(*slug);
            }
            found.extend(q.fetch_all(&mut *self).await?);
        }
        Ok(found)
    }
}

impl ValueLookup for PgConnection {
    async fn found_values(
        &mut self,
        column: LookupColumn,
        values: &[&str],
    ) -> Result<HashSet<String>, sqlx::Error> {
        let sql = format!(
            "SELECT {column} FROM links WHERE {column} = ANY($1::text[])",
            column = column.name()
        );
        let mut found = HashSet::new();
        for chunk in values.chunks(PG_LOOKUP_CHUNK) {
            let q = sqlx::query_scalar::<_, String>(&sql).bind(chunk);
            found.extend(q.fetch_all(&mut *self).await?);
        }
        Ok(found)
    }

    async fn found_slugs(
        &mut self,
        domain_id: &str,
        slugs: &[&str],
    ) -> Result<HashSet<String>, sqlx::Error> {
        let mut found = HashSet::new();
        for chunk in slugs.chunks(PG_LOOKUP_CHUNK) {
            let q = sqlx::query_scalar::<_, String>(
                "SELECT slug FROM links WHERE domain_id = $1 AND slug = ANY($2::text[])",
            )
            .bind(domain_id)
            .bind(chunk);
            found.extend(q.fetch_all(&mut *self).await?);
        }
        Ok(found)
    }
}

/// A plain link to insert: its id, its index in the batch, the link.
pub(super) type PlainRow<'a> = (String, usize, &'a ImportedLink);

/// Writes plain links with their counters, a chunk per statement.
pub(super) trait ChunkWriter {
    /// Rows per chunk on this engine.
    fn chunk_rows(&self) -> usize;

    /// Inserts the links of `chunk` and their counters (whose visit orders
    /// start right; the visit order job refreshes them later), skipping
    /// any link whose slug on its domain, or whose id, is taken (`ON
    /// CONFLICT DO NOTHING`); returns the ids inserted.
    async fn insert_chunk(
        &mut self,
        chunk: &[PlainRow<'_>],
    ) -> Result<HashSet<String>, sqlx::Error>;
}

impl ChunkWriter for SqliteConnection {
    fn chunk_rows(&self) -> usize {
        SQLITE_INSERT_CHUNK
    }

    async fn insert_chunk(
        &mut self,
        chunk: &[PlainRow<'_>],
    ) -> Result<HashSet<String>, sqlx::Error> {
        let sql = format!(
            "INSERT INTO links (id, domain_id, slug, destination, author, creation_date, \
             modified_date, public_stats) VALUES {} ON CONFLICT DO NOTHING RETURNING id",
            sqlite_values(chunk.len(), 8)
        );
        let mut q = sqlx::query_scalar::<_, String>(&sql)
            .persistent(keep_prepared(chunk.len(), SQLITE_INSERT_CHUNK));
        for (id, _, link) in chunk {
            q = q
                .bind(id.as_str())
                .bind(link.domain.stored_id())
                .bind(link.slug.as_str())
                .bind(link.destination.as_str())
                .bind(link.author.as_deref())
                .bind(link.creation_date)
                .bind(link.modified_date)
                .bind(link.public_stats);
        }
        let written: HashSet<String> = q.fetch_all(&mut *self).await?.into_iter().collect();
        let counted: Vec<&PlainRow<'_>> = chunk.iter().filter(|r| written.contains(&r.0)).collect();
        if counted.is_empty() {
            return Ok(written);
        }
        let sql = format!(
            "INSERT INTO link_counters (link_id, visits, human_visits, bot_visits, \
             sorted_visits, sorted_humans) VALUES {}",
            sqlite_values(counted.len(), 6)
        );
        let mut q = sqlx::query(&sql).persistent(keep_prepared(counted.len(), SQLITE_INSERT_CHUNK));
        for (id, _, link) in counted {
            q = q
                .bind(id.as_str())
                .bind(link.visits)
                .bind(link.human_visits)
                .bind(link.bot_visits)
                .bind(link.visits)
                .bind(link.human_visits);
        }
        q.execute(&mut *self).await?;
        Ok(written)
    }
}

impl ChunkWriter for PgConnection {
    fn chunk_rows(&self) -> usize {
        PG_INSERT_CHUNK
    }

    /// One statement: the links, then (in a data-modifying CTE) the
    /// counters of those the links' insert returned. The batch's slugs and
    /// ids were looked up already, so the statement first runs without
    /// `ON CONFLICT` (a third faster: no speculative insertion) in a
    /// savepoint; only when a concurrent writer took a slug meanwhile is
    /// the chunk written again skipping conflicts.
    async fn insert_chunk(
        &mut self,
        chunk: &[PlainRow<'_>],
    ) -> Result<HashSet<String>, sqlx::Error> {
        use sqlx::Connection;
        let mut attempt = Connection::begin(&mut *self).await?;
        match insert_unnested(&mut attempt, chunk, "").await {
            Ok(written) => {
                attempt.commit().await?;
                Ok(written)
            }
            Err(sqlx::Error::Database(error)) if error.is_unique_violation() => {
                attempt.rollback().await?;
                insert_unnested(self, chunk, "ON CONFLICT DO NOTHING").await
            }
            Err(error) => Err(error),
        }
    }
}

/// The links of `chunk` and their counters as one array per column;
/// `on_conflict` is empty or the links' conflict clause.
async fn insert_unnested(
    conn: &mut PgConnection,
    chunk: &[PlainRow<'_>],
    on_conflict: &str,
) -> Result<HashSet<String>, sqlx::Error> {
    let column = |f: fn(&PlainRow<'_>) -> String| chunk.iter().map(f).collect::<Vec<_>>();
    let ids = column(|r| r.0.clone());
    let domains = column(|r| r.2.domain.stored_id().to_owned());
    let slugs = column(|r| r.2.slug.clone());
    let destinations = column(|r| r.2.destination.clone());
    let authors: Vec<Option<String>> = chunk.iter().map(|r| r.2.author.clone()).collect();
    let created: Vec<i64> = chunk.iter().map(|r| r.2.creation_date).collect();
    let modified: Vec<i64> = chunk.iter().map(|r| r.2.modified_date).collect();
    let public: Vec<bool> = chunk.iter().map(|r| r.2.public_stats).collect();
    let visits: Vec<i64> = chunk.iter().map(|r| r.2.visits).collect();
    let humans: Vec<i64> = chunk.iter().map(|r| r.2.human_visits).collect();
    let bots: Vec<i64> = chunk.iter().map(|r| r.2.bot_visits).collect();
    let sql = format!(
        "WITH rows AS ( \
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], \
           $5::bigint[], $6::bigint[], $7::boolean[], $8::bigint[], $9::bigint[], \
           $10::bigint[], $11::text[]) AS r (id, slug, destination, author, created, \
           modified, public, visits, humans, bots, domain_id)), \
         inserted AS ( \
           INSERT INTO links (id, domain_id, slug, destination, author, creation_date, \
           modified_date, public_stats) \
           SELECT id, domain_id, slug, destination, author, created, modified, public \
           FROM rows \
           {on_conflict} RETURNING id), \
         counted AS ( \
           INSERT INTO link_counters (link_id, visits, human_visits, bot_visits, \
           sorted_visits, sorted_humans) \
           SELECT rows.id, visits, humans, bots, visits, humans \
           FROM rows JOIN inserted ON inserted.id = rows.id) \
         SELECT id FROM inserted"
    );
    let written = sqlx::query_scalar::<_, String>(&sql)
        .bind(ids)
        .bind(slugs)
        .bind(destinations)
        .bind(authors)
        .bind(created)
        .bind(modified)
        .bind(public)
        .bind(visits)
        .bind(humans)
        .bind(bots)
        .bind(domains)
        .fetch_all(&mut *conn)
        .await?;
    Ok(written.into_iter().collect())
}
