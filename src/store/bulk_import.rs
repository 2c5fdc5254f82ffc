//! Bulk imports. Per row, both engines spend most of an import's time in
//! the trigram search indexes and in a dozen B-trees that each get a row at
//! a random place. When an import at least doubles the links, this module
//! drops the link list's secondary indexes (on `links` and the visit orders
//! on `link_counters`) and, on PostgreSQL, the trigram indexes; at the end
//! it rebuilds the list indexes once, sorted, and leaves search to a task
//! of the server (`fill_search_backlog`, also run at start and by the
//! housekeeping job), so the import answers without waiting for it.
//! - SQLite: the FTS5 index waits for any bulk import (migration 0007's
//!   backlog) and is filled in large chunks (`sqlite.rs`).
//! - PostgreSQL: the trigram indexes are built again concurrently, so writes
//!   go on meanwhile; until then search scans, finding every link, only
//!   slower (`postgres.rs`).
//!
//! What is dropped is recorded in the same transaction as the drop, so the
//! next start finishes the work if the process dies in between.

mod postgres;
mod sqlite;

use super::{Db, Store, StoreError};
use std::sync::Arc;
use tokio::sync::{Mutex, OwnedMutexGuard};

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
        let keep = unique_destinations.then_some(DESTINATION_INDEX);
        let turn = self.bulk_imports.0.clone().lock_owned().await;
        match &self.db {
            Db::Sqlite { writer, .. } => sqlite::begin(writer, incoming, keep).await?,
            Db::Postgres(pool) => postgres::begin(pool, incoming, keep).await?,
        }
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

    /// Whether imported links wait to be indexed for search (SQLite), or
    /// the search indexes to be built again (PostgreSQL).
    pub async fn has_search_backlog(&self) -> Result<bool, StoreError> {
        match &self.db {
            Db::Sqlite { reader, .. } => sqlite::has_search_backlog(reader).await,
            Db::Postgres(pool) => postgres::has_search_backlog(pool).await,
        }
    }

    /// Indexes for search the links a bulk import left waiting; returns how
    /// many links (SQLite) or search indexes (PostgreSQL) it indexed. Safe
    /// to run while the server serves and beside another run: on SQLite each
    /// chunk is one write transaction that moves the backlog on; on
    /// PostgreSQL one instance at a time builds the indexes, concurrently
    /// with writes.
    pub async fn fill_search_backlog(&self) -> Result<u64, StoreError> {
        let started = std::time::Instant::now();
        let indexed = match &self.db {
            Db::Sqlite { writer, .. } => sqlite::catch_up_search(writer).await?,
            Db::Postgres(pool) => postgres::rebuild_search_indexes(pool).await?,
        };
        if indexed > 0 {
            tracing::info!(
                indexed,
                search_ms = started.elapsed().as_millis() as u64,
                "indexed imported links for search"
            );
        }
        Ok(indexed)
    }

    /// Puts back the indexes a bulk import dropped (at its end, or at start
    /// after a crash); nothing when none are missing.
    pub(crate) async fn finish_bulk_imports(&self) -> Result<(), StoreError> {
        let started = std::time::Instant::now();
        let rebuilt = match &self.db {
            Db::Sqlite { writer, .. } => sqlite::rebuild_indexes(writer).await?,
            Db::Postgres(pool) => postgres::rebuild_list_indexes(pool).await?,
        };
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
