//! Which pool a statement runs on: reads on the reader pool (SQLite's
//! read-only connections, or PostgreSQL's one pool), writes on the writer.

/// Runs `$body` with `$pool` bound to the pool that serves reads.
macro_rules! on_reader {
    ($store:expr, |$pool:ident| $body:expr) => {
        match &$store.db {
            $crate::store::Db::Sqlite { reader: $pool, .. } => $body,
            $crate::store::Db::Postgres($pool) => $body,
        }
    };
}

/// Runs `$body` with `$pool` bound to the pool that serves writes.
macro_rules! on_writer {
    ($store:expr, |$pool:ident| $body:expr) => {
        match &$store.db {
            $crate::store::Db::Sqlite { writer: $pool, .. } => $body,
            $crate::store::Db::Postgres($pool) => $body,
        }
    };
}

/// Runs one write on the writer pool, binding `$arg`s in order: the rows it
/// changed, or the write's error as a [`StoreError`].
macro_rules! execute {
    ($store:expr, $sql:expr $(, $arg:expr)* $(,)?) => {
        $crate::store::on_writer!($store, |pool| sqlx::query($sql)
            $(.bind($arg))*
            .execute(pool)
            .await
            .map(|r| r.rows_affected()))
        .map_err($crate::store::StoreError::from_write)
    };
}
/// [`execute!`] and the audit entry `$entry` (an `&AuditEntry`) in one
/// transaction: the entry is written only when the statement changed a row,
/// and neither commits without the other.
macro_rules! execute_audited {
    ($store:expr, $entry:expr, $sql:expr $(, $arg:expr)* $(,)?) => {
        $crate::store::on_writer!($store, |pool| async {
            let mut tx = pool.begin().await?;
            let changed = sqlx::query($sql)
                $(.bind($arg))*
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if changed > 0 {
                $crate::store::audit_log::record_audit!(tx, $entry);
            }
            tx.commit().await?;
            Ok::<u64, sqlx::Error>(changed)
        }
        .await)
        .map_err($crate::store::StoreError::from_write)
    };
}
pub(crate) use {execute, execute_audited, on_reader, on_writer};
