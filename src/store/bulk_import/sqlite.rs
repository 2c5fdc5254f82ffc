//! SQLite's side of a bulk import: the dropped indexes recorded and rebuilt
//! in one transaction, and the FTS5 search index filled from the backlog.

use crate::store::StoreError;
use sqlx::SqlitePool;

/// Rows indexed for search per transaction when a backlog is caught up:
/// large enough for speed, small enough that other writes (the catch-up
/// runs while the server serves) wait well under a second for their turn.
const SEARCH_CATCH_UP_ROWS: i64 = 25_000;

/// Records and drops the list's secondary indexes (all but `keep`);
/// starts the search backlog in any case.
pub(super) async fn begin(
    writer: &SqlitePool,
    incoming: u64,
    keep: Option<&str>,
) -> Result<(), StoreError> {
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
            if keep == Some(name.as_str()) {
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
    Ok(())
}

/// Whether links wait to be indexed for search.
pub(super) async fn has_search_backlog(reader: &SqlitePool) -> Result<bool, StoreError> {
    let waiting: Option<i64> = sqlx::query_scalar("SELECT min(from_rowid) FROM search_backlog")
        .fetch_one(reader)
        .await?;
    Ok(waiting.is_some())
}

/// Recreates every index a bulk import dropped, in one transaction.
pub(super) async fn rebuild_indexes(writer: &SqlitePool) -> Result<usize, StoreError> {
    let waiting: i64 = sqlx::query_scalar("SELECT count(*) FROM bulk_dropped_indexes")
        .fetch_one(writer)
        .await?;
    if waiting == 0 {
        return Ok(0);
    }
    // The sorts of a million-link rebuild spill to files, not to memory
    // (the writer keeps statement journals in memory otherwise).
    sqlx::query("PRAGMA temp_store = FILE")
        .execute(writer)
        .await?;
    let rebuilt = rebuild_dropped(writer).await;
    sqlx::query("PRAGMA temp_store = MEMORY")
        .execute(writer)
        .await?;
    rebuilt
}

async fn rebuild_dropped(writer: &SqlitePool) -> Result<usize, StoreError> {
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
pub(super) async fn catch_up_search(writer: &SqlitePool) -> Result<u64, StoreError> {
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
