//! Bulk data: the writer's page cache during imports, keyset pages for
//! exports and backups, and the guard that lets one instance write each
//! scheduled backup.

use super::links::LINK_SELECT as EXPORT_SELECT;
use super::{on_reader, on_writer, Db, Engine, LinkRecord, Store, StoreError};
use crate::domain::accounts::LinkScope;

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
            format!(
                "{after} AND (l.team_id IS NOT NULL OR l.author IS NULL OR l.author = $4 \
                 OR a.role = 'standard')"
            ),
            Some(account_id.as_str()),
        ),
        // A team token: the team's links, when its account sees them.
        LinkScope::Team { team_id, see, .. } => (
            if *see {
                format!("{after} AND l.team_id = $4")
            } else {
                format!("{after} AND l.team_id = $4 AND 1 = 0")
            },
            Some(team_id.as_str()),
        ),
        // With teams, the account's team links too (a sub-select of the
        // teams it is in); without, the author's index alone.
        LinkScope::Own { account_id, teams } if !teams.is_empty() => (
            format!(
                "{after} AND ((l.team_id IS NULL AND l.author = $4) OR l.team_id IN \
                 (SELECT team_id FROM team_members WHERE account_id = $4))"
            ),
            Some(account_id.as_str()),
        ),
        // PostgreSQL estimates a range over one shared creation_date as
        // empty and would walk the (creation_date, id) index instead,
        // through every other author's links; a row value led by the
        // author only the author's index can serve.
        LinkScope::Own { account_id, .. } => (
            match engine {
                Engine::Sqlite => format!("l.author = $4 AND l.team_id IS NULL AND {after}"),
                Engine::Postgres => "l.author = $4 AND l.team_id IS NULL \
                     AND (l.author, l.creation_date, l.id) > ($4, $1, $2)"
                    .to_owned(),
            },
            Some(account_id.as_str()),
        ),
    };
    let sql =
        format!("{prefix}{EXPORT_SELECT} WHERE {filter} ORDER BY l.creation_date, l.id LIMIT $3");
    (sql, scope_id)
}

impl Store {
    /// SQLite: fewer syncs while an import writes (`on`), back to every
    /// commit after. The page cache stays the writer's 16 MiB: with each
    /// batch written in id order (`link_import.rs`) a 64 MiB cache made a
    /// 1M-link import no faster (22.7 s against 22.2 s) but took 60 MB more
    /// at its peak. PostgreSQL: nothing to do.
    pub async fn set_bulk_writing(&self, on: bool) -> Result<(), StoreError> {
        if self.engine() != Engine::Sqlite {
            return Ok(());
        }
        // For the import's length: a sync per WAL checkpoint instead of at
        // every commit, and checkpoints after 32 MiB
        // of WAL rather than 4 (random id pages are otherwise written to the
        // WAL and the database over and over). A power loss may then lose
        // the import's last batches, never the database's consistency
        // (WAL with NORMAL); the import has not answered yet either.
        let pragmas = if on {
            vec![
                "PRAGMA synchronous = NORMAL".to_owned(),
                "PRAGMA wal_autocheckpoint = 8192".to_owned(),
            ]
        } else {
            vec![
                "PRAGMA synchronous = FULL".to_owned(),
                "PRAGMA wal_autocheckpoint = 1000".to_owned(),
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
