//! SQLite bulk imports. Per row, SQLite spends most of an import's time in
//! the trigram search index and in a dozen B-trees that each get a row at a
//! random place. While a large import runs, this module makes the search
//! index wait (migration 0007's backlog) and, when the import at least
//! doubles the links, drops the link list's secondary indexes (on `links` and,
//! since migration 0009, the visit orders on `link_counters`); at the end it
//! rebuilds the indexes once, sorted, and indexes the new rows for search in
//! large chunks. Both steps are recorded in the database in the same
//! transaction as the change they undo, so the next start finishes them if
//! the process dies in between. The import pipeline answers once the
//! indexes are back and leaves the search catch-up to a task of the server
//! (`fill_search_backlog`, also run at start and by the housekeeping job).
//! PostgreSQL imports are left as they are.

use super::{Db, Store, StoreError};
use sqlx::SqlitePool;
use std::sync::Arc;
use tokio::sync::{Mutex, OwnedMutexGuard};

/// Rows indexed for search per transaction when a backlog is caught up:
/// large enough for speed, small enough that other writes (the catch-up
/// runs while the server serves) wait well under a second for their turn.
const SEARCH_CATCH_UP_ROWS: i64 = 25_000;

/// Kept when destinations must be unique: each imported row looks its
/// destination up.
const DESTINATION_INDEX: &str = "links_destination";

/// One bulk import at a time per process: the second waits for the first to
/// put the indexes back.
#[derive(Clone, Default)]
pub(crate) struct BulkImports(Arc<Mutex<()>>);

impl BulkImports {
    /// Returns once no bulk import of this process is running.
    pub(crate) async fn wait_until_none(&self) {
        drop(self.0.lock().await);
    }
}

/// A bulk import in progress; hand it back to [`Store::end_bulk_import`].
/// Dropped without that (the request was cancelled), it finishes the import
/// in a task of its own.
pub struct BulkImport {
    unfinished: Option<(Store, OwnedMutexGuard<()>)>,
}

impl Drop for BulkImport {
    fn drop(&mut self) {
        let Some((store, turn)) = self.unfinished.take() else {
            return;
        };
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            // No runtime left: the next start finishes it.
            return;
        };
        runtime.spawn(async move {
            if let Err(error) = store.finish_bulk_imports().await {
                tracing::error!(?error, "could not finish a cancelled bulk import");
            }
            if let Err(error) = store.fill_search_backlog().await {
                tracing::error!(?error, "could not index a cancelled import for search");
            }
            drop(turn);
        });
    }
}

impl Store {
    /// Starts a bulk import of about `incoming` links. Until
    /// [`Store::end_bulk_import`], new links are not searchable and, when
    /// `incoming` is at least the number of stored links, the list's
    /// secondary indexes are gone: lists still answer, by scanning, and
    /// export pages wait for the import to end.
    pub async fn begin_bulk_import(
        &self,
        incoming: u64,
        unique_destinations: bool,
    ) -> Result<BulkImport, StoreError> {
        let Db::Sqlite { writer, .. } = &self.db else {
            return Ok(BulkImport { unfinished: None });
        };
        let turn = self.bulk_imports.0.clone().lock_owned().await;
        let mut tx = writer.begin().await?;
        sqlx::query(
            "INSERT INTO search_backlog (from_rowid) \
             SELECT coalesce(max(rowid), 0) + 1 FROM links \
             WHERE NOT EXISTS (SELECT 1 FROM search_backlog)",
        )
        .execute(&mut *tx)
        .await?;
        let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM links")
            .fetch_one(&mut *tx)
            .await?;
        if incoming >= u64::try_from(stored).unwrap_or(0) {
            let indexes: Vec<(String, String)> = sqlx::query_as(
                "SELECT name, sql FROM sqlite_master \
                 WHERE type = 'index' AND tbl_name IN ('links', 'link_counters') \
                 AND sql IS NOT NULL \
                 AND sql NOT LIKE 'CREATE UNIQUE%'",
            )
            .fetch_all(&mut *tx)
            .await?;
            for (name, sql) in indexes {
                if unique_destinations && name == DESTINATION_INDEX {
                    continue;
                }
                sqlx::query("INSERT INTO bulk_dropped_indexes (name, sql) VALUES ($1, $2)")
                    .bind(&name)
                    .bind(&sql)
                    .execute(&mut *tx)
                    .await?;
                // The name comes from sqlite_master, written by our migrations.
                sqlx::query(&format!("DROP INDEX \"{}\"", name.replace('"', "\"\"")))
                    .execute(&mut *tx)
                    .await?;
            }
        }
        tx.commit().await?;
        Ok(BulkImport {
            unfinished: Some((self.clone(), turn)),
        })
    }

    /// Ends a bulk import, whether it succeeded or not: rebuilds the dropped
    /// indexes and makes the new links searchable.
    pub async fn end_bulk_import(&self, import: BulkImport) -> Result<(), StoreError> {
        self.end_bulk_import_search_later(import).await?;
        self.fill_search_backlog().await.map(|_| ())
    }

    /// Ends a bulk import but leaves its links' search indexing to
    /// [`Store::fill_search_backlog`] (about a quarter of a large import's
    /// time): lists, exports and redirects are complete at once, search
    /// finds the new links once the backlog is filled.
    pub async fn end_bulk_import_search_later(
        &self,
        mut import: BulkImport,
    ) -> Result<(), StoreError> {
        let Some((_, turn)) = import.unfinished.take() else {
            return Ok(());
        };
        let result = self.finish_bulk_imports().await;
        drop(turn);
        result
    }

    /// Whether links wait to be indexed for search (SQLite).
    pub async fn has_search_backlog(&self) -> Result<bool, StoreError> {
        let Db::Sqlite { reader, .. } = &self.db else {
            return Ok(false);
        };
        let waiting: Option<i64> = sqlx::query_scalar("SELECT min(from_rowid) FROM search_backlog")
            .fetch_one(reader)
            .await?;
        Ok(waiting.is_some())
    }

    /// Indexes for search the links a bulk import left waiting; returns how
    /// many. Safe to run while the server serves and beside another run:
    /// each chunk is one write transaction that moves the backlog on.
    pub async fn fill_search_backlog(&self) -> Result<u64, StoreError> {
        let Db::Sqlite { writer, .. } = &self.db else {
            return Ok(0);
        };
        let started = std::time::Instant::now();
        let indexed = catch_up_search(writer).await?;
        if indexed > 0 {
            tracing::info!(
                searchable_links = indexed,
                search_ms = started.elapsed().as_millis() as u64,
                "indexed imported links for search"
            );
        }
        Ok(indexed)
    }

    /// Puts back the indexes a bulk import dropped (at its end, or at start
    /// after a crash); nothing when none are missing.
    pub(crate) async fn finish_bulk_imports(&self) -> Result<(), StoreError> {
        let Db::Sqlite { writer, .. } = &self.db else {
            return Ok(());
        };
        let started = std::time::Instant::now();
        let rebuilt = rebuild_indexes(writer).await?;
        if rebuilt > 0 {
            tracing::info!(
                indexes = rebuilt,
                indexes_ms = started.elapsed().as_millis() as u64,
                "rebuilt the indexes of a bulk import"
            );
        }
        Ok(())
    }
}

/// Recreates every index a bulk import dropped, in one transaction.
async fn rebuild_indexes(writer: &SqlitePool) -> Result<usize, StoreError> {
    let mut tx = writer.begin().await?;
    let dropped: Vec<(String, String)> =
        sqlx::query_as("SELECT name, sql FROM bulk_dropped_indexes ORDER BY name")
            .fetch_all(&mut *tx)
            .await?;
    if dropped.is_empty() {
        return Ok(0);
    }
    // Two sorter threads: each index is a sort of every row, and a second
    // thread took a 1M-link rebuild from 9.2 s to 6.9 s (about 30 MB more
    // while it runs, after the import's batches are freed).
    sqlx::query("PRAGMA threads = 2").execute(&mut *tx).await?;
    for (name, sql) in &dropped {
        sqlx::query(sql).execute(&mut *tx).await?;
        sqlx::query("DELETE FROM bulk_dropped_indexes WHERE name = $1")
            .bind(name)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    // Other statements of the writer keep to one thread.
    sqlx::query("PRAGMA threads = 0").execute(writer).await?;
    Ok(dropped.len())
}

/// Indexes the backlog's links for search, a chunk per transaction; the
/// chunk that reaches the last link also ends the backlog, so a link
/// written meanwhile is either in a later chunk or indexed by its trigger.
async fn catch_up_search(writer: &SqlitePool) -> Result<u64, StoreError> {
    let mut indexed = 0;
    loop {
        let mut tx = writer.begin().await?;
        let from: Option<i64> = sqlx::query_scalar("SELECT min(from_rowid) FROM search_backlog")
            .fetch_one(&mut *tx)
            .await?;
        let Some(from) = from else {
            return Ok(indexed);
        };
        let until = from.saturating_add(SEARCH_CATCH_UP_ROWS);
        indexed += sqlx::query(
            "INSERT INTO links_search (rowid, slug, destination) \
             SELECT rowid, slug, destination FROM links WHERE rowid >= $1 AND rowid < $2",
        )
        .bind(from)
        .bind(until)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        // Titles and notes (migration 0011) have an index of their own,
        // holding only the links that have either.
        sqlx::query(
            "INSERT INTO links_notes_search (rowid, title, notes) \
             SELECT rowid, title, notes FROM links WHERE rowid >= $1 AND rowid < $2 \
             AND (title IS NOT NULL OR notes IS NOT NULL)",
        )
        .bind(from)
        .bind(until)
        .execute(&mut *tx)
        .await?;
        let last: Option<i64> = sqlx::query_scalar("SELECT max(rowid) FROM links")
            .fetch_one(&mut *tx)
            .await?;
        if last.is_none_or(|last| last < until) {
            sqlx::query("DELETE FROM search_backlog")
                .execute(&mut *tx)
                .await?;
        } else {
            sqlx::query("UPDATE search_backlog SET from_rowid = $1")
                .bind(until)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
    }
}
