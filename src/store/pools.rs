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
pub(crate) use {execute, on_reader, on_writer};
