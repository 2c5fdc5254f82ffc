//! PostgreSQL's side of a bulk import (migration 0017). The list indexes
//! come back in one transaction before the import answers; the trigram
//! search indexes (each a GIN index of every trigram of every slug or
//! destination, 20–30 s for a million links) are built afterwards with
//! `CREATE INDEX CONCURRENTLY`, which lets links be written meanwhile.
//! Until then search scans the table: slower, never incomplete.

use crate::store::StoreError;
use sqlx::PgPool;

/// The advisory lock an instance holds while it builds search indexes, so
/// that instances sharing the database build each index once.
const SEARCH_REBUILD_LOCK: i64 = 0x6c68_7062_756c_6b31;

/// Search indexes are the trigram ones: GIN.
const IS_SEARCH_INDEX: &str = "sql LIKE '% USING gin %'";

/// Memory one index build may sort in (PostgreSQL's default is 64 MB):
/// a GIN build with more of it merges fewer runs.
const BUILD_MEMORY: &str = "256MB";

/// Records and drops the secondary indexes of `links` and `link_counters`
/// (all but unique ones and `keep`) when `incoming` at least doubles the
/// links; nothing otherwise.
pub(super) async fn begin(
    pool: &PgPool,
    incoming: u64,
    keep: Option<&str>,
) -> Result<(), StoreError> {
    let mut tx = pool.begin().await?;
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM links")
        .fetch_one(&mut *tx)
        .await?;
    if incoming < u64::try_from(stored).unwrap_or(0) {
        return Ok(());
    }
    let indexes: Vec<(String, String)> = sqlx::query_as(
        "SELECT indexname::text, indexdef FROM pg_indexes \
         WHERE schemaname = current_schema() AND tablename IN ('links', 'link_counters') \
         AND indexdef NOT LIKE 'CREATE UNIQUE%' ORDER BY indexname",
    )
    .fetch_all(&mut *tx)
    .await?;
    for (name, sql) in indexes {
        if keep == Some(name.as_str()) {
            continue;
        }
        sqlx::query(
            "INSERT INTO bulk_dropped_indexes (name, sql) VALUES ($1, $2) \
             ON CONFLICT (name) DO NOTHING",
        )
        .bind(&name)
        .bind(&sql)
        .execute(&mut *tx)
        .await?;
        // The name comes from pg_indexes, written by our migrations.
        sqlx::query(&format!(
            "DROP INDEX IF EXISTS \"{}\"",
            name.replace('"', "\"\"")
        ))
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Builds the dropped list indexes again, in one transaction; returns how
/// many. Rows are locked first, so two instances ending imports at once
/// build each index once.
pub(super) async fn rebuild_list_indexes(pool: &PgPool) -> Result<usize, StoreError> {
    let mut tx = pool.begin().await?;
    let dropped: Vec<(String, String)> = sqlx::query_as(&format!(
        "SELECT name, sql FROM bulk_dropped_indexes WHERE NOT ({IS_SEARCH_INDEX}) \
         ORDER BY name FOR UPDATE"
    ))
    .fetch_all(&mut *tx)
    .await?;
    if dropped.is_empty() {
        return Ok(0);
    }
    sqlx::query(&format!(
        "SET LOCAL maintenance_work_mem = '{BUILD_MEMORY}'"
    ))
    .execute(&mut *tx)
    .await?;
    for (name, sql) in &dropped {
        sqlx::query(&if_not_exists(sql, false))
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM bulk_dropped_indexes WHERE name = $1")
            .bind(name)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    // Fresh statistics for the planner: the tables have at least doubled,
    // and autovacuum may take a while to notice.
    sqlx::query("ANALYZE links, link_counters")
        .execute(pool)
        .await?;
    Ok(dropped.len())
}

/// Whether search indexes wait to be built again.
pub(super) async fn has_search_backlog(pool: &PgPool) -> Result<bool, StoreError> {
    Ok(
        sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM bulk_dropped_indexes)")
            .fetch_one(pool)
            .await?,
    )
}

/// Builds the dropped search indexes again, concurrently with writes;
/// returns how many. Another instance already at it makes this return 0.
pub(super) async fn rebuild_search_indexes(pool: &PgPool) -> Result<u64, StoreError> {
    let mut conn = pool.acquire().await?;
    let locked: bool = sqlx::query_scalar("SELECT pg_try_advisory_lock($1)")
        .bind(SEARCH_REBUILD_LOCK)
        .fetch_one(&mut *conn)
        .await?;
    if !locked {
        return Ok(0);
    }
    let built = build_search_indexes(&mut conn).await;
    // Session settings and the lock would otherwise go back to the pool.
    let reset = reset_session(&mut conn).await;
    if reset.is_err() {
        // A connection left in an unknown state is not reused.
        drop(conn.detach());
    }
    built
}

async fn reset_session(
    conn: &mut sqlx::pool::PoolConnection<sqlx::Postgres>,
) -> Result<(), sqlx::Error> {
    sqlx::query("RESET maintenance_work_mem")
        .execute(&mut **conn)
        .await?;
    sqlx::query("SELECT pg_advisory_unlock_all()")
        .execute(&mut **conn)
        .await?;
    Ok(())
}

async fn build_search_indexes(
    conn: &mut sqlx::pool::PoolConnection<sqlx::Postgres>,
) -> Result<u64, StoreError> {
    let dropped: Vec<(String, String)> = sqlx::query_as(&format!(
        "SELECT name, sql FROM bulk_dropped_indexes WHERE {IS_SEARCH_INDEX} ORDER BY name"
    ))
    .fetch_all(&mut **conn)
    .await?;
    if dropped.is_empty() {
        return Ok(0);
    }
    sqlx::query(&format!("SET maintenance_work_mem = '{BUILD_MEMORY}'"))
        .execute(&mut **conn)
        .await?;
    for (name, sql) in &dropped {
        // A concurrent build that was interrupted leaves an invalid index
        // of that name behind, which `IF NOT EXISTS` would keep.
        let valid: Option<bool> = sqlx::query_scalar(
            "SELECT indisvalid FROM pg_index WHERE indexrelid = to_regclass($1)",
        )
        .bind(name)
        .fetch_optional(&mut **conn)
        .await?;
        if valid == Some(false) {
            sqlx::query(&format!(
                "DROP INDEX CONCURRENTLY IF EXISTS \"{}\"",
                name.replace('"', "\"\"")
            ))
            .execute(&mut **conn)
            .await?;
        }
        sqlx::query(&if_not_exists(sql, true))
            .execute(&mut **conn)
            .await?;
        sqlx::query("DELETE FROM bulk_dropped_indexes WHERE name = $1")
            .bind(name)
            .execute(&mut **conn)
            .await?;
    }
    Ok(dropped.len() as u64)
}

/// `CREATE INDEX name …` from pg_indexes as `CREATE INDEX [CONCURRENTLY]
/// IF NOT EXISTS name …`, so a build that another instance (or a crash
/// after the build, before its row was deleted) already did is skipped.
fn if_not_exists(sql: &str, concurrently: bool) -> String {
    let rest = sql.strip_prefix("CREATE INDEX ").unwrap_or(sql);
    let how = if concurrently { "CONCURRENTLY " } else { "" };
    format!("CREATE INDEX {how}IF NOT EXISTS {rest}")
}

#[cfg(test)]
mod tests {
    use super::if_not_exists;

    #[test]
    fn index_statements_become_idempotent() {
        let sql = "CREATE INDEX links_slug_trgm ON public.links USING gin (slug gin_trgm_ops)";
        assert_eq!(
            if_not_exists(sql, true),
            "CREATE INDEX CONCURRENTLY IF NOT EXISTS links_slug_trgm ON public.links \
             USING gin (slug gin_trgm_ops)"
        );
        assert_eq!(
            if_not_exists("CREATE INDEX a ON public.links USING btree (x)", false),
            "CREATE INDEX IF NOT EXISTS a ON public.links USING btree (x)"
        );
    }
}
