//! Bulk data: imported links in batches (one transaction each, duplicates
//! never abort a batch), keyset pages for exports and backups, and the
//! guard that lets one instance write each scheduled backup.

use super::{on_reader, on_writer, Db, Engine, LinkRecord, Store, StoreError};
use crate::domain::accounts::LinkScope;
use crate::domain::import::ImportedLink;
use std::collections::HashSet;

use super::link_controls::write_tags;
use super::links::LINK_SELECT as EXPORT_SELECT;

/// Rows per INSERT statement: 7 values each stays far below both engines'
/// limits on bound parameters.
const INSERT_CHUNK: usize = 200;
/// Values per `IN (...)` look-up.
const LOOKUP_CHUNK: usize = 500;

/// What one batch did: inserted links and links skipped as existing.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BatchOutcome {
    pub inserted: u64,
    pub existing: u64,
}

/// The statement of an export page of `scope` after `prefix`, and the
/// account it binds as `$4`. Pages seek `(creation_date, id)`, or for one
/// author's links `(author, creation_date, id)` (migration 0008), so each
/// page costs its own size however many links share a millisecond.
fn export_page_sql<'a>(
    engine: Engine,
    scope: &'a LinkScope,
    prefix: &str,
) -> (String, Option<&'a str>) {
    // Row values, so that both engines seek the index.
    let after = "(l.creation_date, l.id) > ($1, $2)";
    let (filter, scope_id) = match scope {
        LinkScope::All => (after.to_owned(), None),
        LinkScope::AdminSet { account_id } => (
            format!("{after} AND (l.author IS NULL OR l.author = $4 OR a.role = 'standard')"),
            Some(account_id.as_str()),
        ),
        // PostgreSQL estimates a range over one shared creation_date as
        // empty and would walk the (creation_date, id) index instead,
        // through every other author's links; a row value led by the
        // author only the author's index can serve.
        LinkScope::Own { account_id } => (
            match engine {
                Engine::Sqlite => format!("l.author = $4 AND {after}"),
                Engine::Postgres => {
                    "l.author = $4 AND (l.author, l.creation_date, l.id) > ($4, $1, $2)".to_owned()
                }
            },
            Some(account_id.as_str()),
        ),
    };
    let sql =
        format!("{prefix}{EXPORT_SELECT} WHERE {filter} ORDER BY l.creation_date, l.id LIMIT $3");
    (sql, scope_id)
}

impl Store {
    /// Inserts `links` in one transaction. A slug already in the database
    /// or earlier in the batch, or (with `unique_destinations`) a used
    /// destination, skips the link as existing; a taken id is replaced.
    pub async fn import_links(
        &self,
        links: &[ImportedLink],
        unique_destinations: bool,
    ) -> Result<BatchOutcome, StoreError> {
        if links.is_empty() {
            return Ok(BatchOutcome::default());
        }
        let slugs: Vec<&str> = links.iter().map(|l| l.slug.as_str()).collect();
        let ids: Vec<&str> = links.iter().filter_map(|l| l.id.as_deref()).collect();
        on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            let mut taken_slugs: HashSet<String> = HashSet::new();
            for chunk in slugs.chunks(LOOKUP_CHUNK) {
                let sql = format!(
                    "SELECT slug FROM links WHERE slug IN ({})",
                    self.engine().parameters(1, chunk.len())
                );
                let mut q = sqlx::query_scalar::<_, String>(&sql);
                for slug in chunk {
                    q = q.bind(*slug);
                }
                taken_slugs.extend(q.fetch_all(&mut *tx).await?);
            }
            let mut taken_ids: HashSet<String> = HashSet::new();
            for chunk in ids.chunks(LOOKUP_CHUNK) {
                let sql = format!(
                    "SELECT id FROM links WHERE id IN ({})",
                    self.engine().parameters(1, chunk.len())
                );
                let mut q = sqlx::query_scalar::<_, String>(&sql);
                for id in chunk {
                    q = q.bind(*id);
                }
                taken_ids.extend(q.fetch_all(&mut *tx).await?);
            }
            let mut outcome = BatchOutcome::default();
            let mut seen_destinations: HashSet<&str> = HashSet::new();
            let mut rows: Vec<(String, &ImportedLink)> = Vec::with_capacity(links.len());
            for link in links {
                // `insert` returning false: an earlier link of this file has it.
                if taken_slugs.contains(&link.slug) || !taken_slugs.insert(link.slug.clone()) {
                    outcome.existing += 1;
                    continue;
                }
                if unique_destinations {
                    let used: Option<i32> =
                        sqlx::query_scalar("SELECT 1 FROM links WHERE destination = $1 LIMIT 1")
                            .bind(link.destination.as_str())
                            .fetch_optional(&mut *tx)
                            .await?;
                    if used.is_some() || !seen_destinations.insert(link.destination.as_str()) {
                        outcome.existing += 1;
                        continue;
                    }
                }
                let id = match &link.id {
                    Some(id) if taken_ids.insert(id.clone()) => id.clone(),
                    _ => uuid::Uuid::new_v4().to_string(),
                };
                rows.push((id, link));
            }
            // Links with controls are rare: one statement each, after
            // which the plain ones go in chunks as before.
            let (controlled, rows): (Vec<_>, Vec<_>) = rows
                .into_iter()
                .partition(|(_, link)| link.controls.is_some());
            for (id, link) in &controlled {
                let Some(controls) = link.controls.as_deref() else {
                    continue;
                };
                let inserted: Option<String> = sqlx::query_scalar(
                    "INSERT INTO links (id, slug, destination, author, creation_date, modified_date, \
                     public_stats, valid_from, expires_at, max_visits, used_visits, expired_url, \
                     password_hash, title, notes, redirect_status, forward_query, crawlable, \
                     redirect_rules) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, \
                     $13, $14, $15, $16, $17, $18, $19) ON CONFLICT DO NOTHING RETURNING id",
                )
                .bind(id.as_str())
                .bind(link.slug.as_str())
                .bind(link.destination.as_str())
                .bind(link.author.as_deref())
                .bind(link.creation_date)
                .bind(link.modified_date)
                .bind(link.public_stats)
                .bind(controls.valid_from)
                .bind(controls.expires_at)
                .bind(controls.max_visits)
                .bind(link.used_visits.unwrap_or(link.human_visits))
                .bind(controls.expired_url.as_deref())
                .bind(controls.password_hash.as_deref())
                .bind(controls.title.as_deref())
                .bind(controls.notes.as_deref())
                .bind(controls.redirect_status.map(i32::from))
                .bind(controls.forward_query)
                .bind(controls.crawlable)
                .bind(controls.redirect_rules.as_deref())
                .fetch_optional(&mut *tx)
                .await?;
                if inserted.is_none() {
                    outcome.existing += 1;
                    continue;
                }
                sqlx::query(
                    "INSERT INTO link_counters (link_id, visits, human_visits, bot_visits, \
                     sorted_visits, sorted_humans) VALUES ($1, $2, $3, $4, $2, $3)",
                )
                .bind(id.as_str())
                .bind(link.visits)
                .bind(link.human_visits)
                .bind(link.bot_visits)
                .execute(&mut *tx)
                .await?;
                write_tags!(tx, id.as_str(), &controls.tags, false);
                outcome.inserted += 1;
            }
            for chunk in rows.chunks(INSERT_CHUNK) {
                // The links, then the counters of those inserted (a link
                // skipped by `ON CONFLICT` gets none).
                let values: Vec<String> = (0..chunk.len())
                    .map(|i| format!("({})", self.engine().parameters(i * 7 + 1, 7)))
                    .collect();
                let sql = format!(
                    "INSERT INTO links (id, slug, destination, author, creation_date, modified_date, public_stats) \
                     VALUES {} ON CONFLICT DO NOTHING RETURNING id",
                    values.join(", ")
                );
                let mut q = sqlx::query_scalar::<_, String>(&sql);
                for (id, link) in chunk {
                    q = q
                        .bind(id.as_str())
                        .bind(link.slug.as_str())
                        .bind(link.destination.as_str())
                        .bind(link.author.as_deref())
                        .bind(link.creation_date)
                        .bind(link.modified_date)
                        .bind(link.public_stats);
                }
                let written: HashSet<String> = q.fetch_all(&mut *tx).await?.into_iter().collect();
                let counted: Vec<&(String, &ImportedLink)> = chunk
                    .iter()
                    .filter(|(id, _)| written.contains(id))
                    .collect();
                if !counted.is_empty() {
                    let values: Vec<String> = (0..counted.len())
                        .map(|i| format!("({})", self.engine().parameters(i * 6 + 1, 6)))
                        .collect();
                    // A new link's visit orders start right (the visit
                    // order job refreshes them later).
                    let sql = format!(
                        "INSERT INTO link_counters (link_id, visits, human_visits, bot_visits, \
                         sorted_visits, sorted_humans) VALUES {}",
                        values.join(", ")
                    );
                    let mut q = sqlx::query(&sql);
                    for (id, link) in &counted {
                        q = q
                            .bind(id.as_str())
                            .bind(link.visits)
                            .bind(link.human_visits)
                            .bind(link.bot_visits)
                            .bind(link.visits)
                            .bind(link.human_visits);
                    }
                    q.execute(&mut *tx).await?;
                }
                let inserted = counted.len() as u64;
                outcome.inserted += inserted;
                // A concurrent writer took a slug meanwhile: skipped as existing.
                outcome.existing += chunk.len() as u64 - inserted;
            }
            tx.commit().await?;
            Ok(outcome)
        })
    }

    /// SQLite: a 64 MiB page cache for the writer while an import runs
    /// (`on`), back to the default and freed after. Imported links land at
    /// random places in the id index (and, in small imports, in a dozen
    /// more), which the default 2 MB cache turns into a page read per
    /// insert; 128 MiB was no faster and would take the import's peak over
    /// 200 MB. PostgreSQL: nothing to do.
    pub async fn set_bulk_writing(&self, on: bool) -> Result<(), StoreError> {
        if self.engine() != Engine::Sqlite {
            return Ok(());
        }
        let pragmas = if on {
            vec!["PRAGMA cache_size = -65536".to_owned()]
        } else {
            vec![
                format!("PRAGMA cache_size = {}", super::WRITER_CACHE_SIZE),
                "PRAGMA shrink_memory".to_owned(),
            ]
        };
        for pragma in &pragmas {
            on_writer!(self, |pool| sqlx::query(pragma)
                .execute(pool)
                .await
                .map(|_| ()))?;
        }
        Ok(())
    }

    /// Up to `limit` links of `scope` after `after` in (creationDate, id)
    /// order: the keyset pages of exports and backups, so memory stays
    /// constant however many links there are.
    pub async fn export_links_page(
        &self,
        scope: &LinkScope,
        after: Option<(i64, &str)>,
        limit: u32,
    ) -> Result<Vec<LinkRecord>, StoreError> {
        // A bulk import may have dropped the (creation_date, id) index these
        // pages seek: wait for it to end rather than scan every link per page.
        self.bulk_imports.wait_until_none().await;
        let (sql, scope_id) = export_page_sql(self.engine(), scope, "");
        let (after_date, after_id) = after.unwrap_or((i64::MIN, ""));
        let mut links = on_reader!(self, |pool| {
            let mut q = sqlx::query_as::<_, LinkRecord>(&sql)
                .bind(after_date)
                .bind(after_id)
                .bind(i64::from(limit));
            if let Some(id) = scope_id {
                q = q.bind(id);
            }
            q.fetch_all(pool).await
        })?;
        self.attach_tags(&mut links).await?;
        Ok(links)
    }

    /// The database's plan for an export page of `scope` (SQLite's
    /// `EXPLAIN QUERY PLAN` details, PostgreSQL's `EXPLAIN` lines): the
    /// regression tests check that the pages seek an index, never sort.
    #[doc(hidden)]
    pub async fn explain_export_page(
        &self,
        scope: &LinkScope,
        after: (i64, &str),
    ) -> Result<Vec<String>, StoreError> {
        match &self.db {
            Db::Sqlite { reader, .. } => {
                let (sql, scope_id) = export_page_sql(self.engine(), scope, "EXPLAIN QUERY PLAN ");
                let mut q = sqlx::query_as::<_, (i64, i64, i64, String)>(&sql)
                    .bind(after.0)
                    .bind(after.1)
                    .bind(500_i64);
                if let Some(account) = scope_id {
                    q = q.bind(account);
                }
                let rows = q.fetch_all(reader).await?;
                Ok(rows.into_iter().map(|row| row.3).collect())
            }
            Db::Postgres(pool) => {
                let (sql, scope_id) = export_page_sql(self.engine(), scope, "EXPLAIN ");
                let mut q = sqlx::query_scalar::<_, String>(&sql)
                    .bind(after.0)
                    .bind(after.1)
                    .bind(500_i64);
                if let Some(account) = scope_id {
                    q = q.bind(account);
                }
                Ok(q.fetch_all(pool).await?)
            }
        }
    }

    /// Records that backup `occurrence` is being written; false when
    /// another instance claimed it first. On PostgreSQL an advisory lock
    /// serialises the claims of all instances.
    pub async fn claim_backup(&self, occurrence: &str, now: i64) -> Result<bool, StoreError> {
        let claimed = on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            if self.engine() == Engine::Postgres {
                // Arbitrary constant key: "linkhop backup".
                sqlx::query("SELECT pg_advisory_xact_lock(7242505203)")
                    .execute(&mut *tx)
                    .await?;
            }
            let done = sqlx::query(
                "INSERT INTO backup_runs (occurrence, started_at) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            )
            .bind(occurrence)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            tx.commit().await?;
            Ok::<_, sqlx::Error>(done == 1)
        })?;
        Ok(claimed)
    }
}
