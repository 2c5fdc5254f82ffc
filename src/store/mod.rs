//! Database access: the only module that speaks SQL. One [`Store`] serves
//! SQLite (WAL, one writer connection, a read pool) and PostgreSQL; most
//! queries are written once with `$N` placeholders, which both engines accept,
//! and the `on_reader!`/`on_writer!` macros instantiate them for each pool type.

use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use std::str::FromStr;
use std::time::Duration;

mod accounts;
mod jobs;
mod links;
mod registration;
mod sessions;
mod throttle;
mod transfer;
mod two_factor;
mod users;

pub use accounts::{AccountRecord, NewAccount};
pub use jobs::JobId;
pub use links::{LinkQuery, LinkRecord, LinkSort, NewLink};
pub use throttle::FailureCounts;
pub use transfer::{BatchOutcome, ImportLink};

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
pub(crate) use {on_reader, on_writer};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("not found")]
    NotFound,
    /// A uniqueness rule of the database refused the write.
    #[error("conflict")]
    Conflict,
    #[error(transparent)]
    Database(#[from] sqlx::Error),
    #[error(transparent)]
    Migration(#[from] sqlx::migrate::MigrateError),
}

impl StoreError {
    /// Unique violations are recognised by error kind, which both engines
    /// report, never by constraint name.
    pub(crate) fn from_write(error: sqlx::Error) -> Self {
        match &error {
            sqlx::Error::Database(db) if db.kind() == sqlx::error::ErrorKind::UniqueViolation => {
                Self::Conflict
            }
            _ => Self::Database(error),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

#[derive(Clone)]
pub(crate) enum Db {
    Sqlite {
        writer: SqlitePool,
        reader: SqlitePool,
    },
    Postgres(PgPool),
}

#[derive(Clone)]
pub struct Store {
    pub(crate) db: Db,
}

impl Store {
    /// Connects to `database_url` (`sqlite://path` or `postgres://…`),
    /// creating the SQLite file and its folder when missing.
    pub async fn connect(database_url: &str) -> Result<Self, StoreError> {
        if database_url.starts_with("postgres://") || database_url.starts_with("postgresql://") {
            let options = PgConnectOptions::from_str(database_url)?.application_name("linkhop");
            let pool = PgPoolOptions::new()
                .max_connections(16)
                .acquire_timeout(Duration::from_secs(5))
                .connect_with(options)
                .await?;
            return Ok(Self {
                db: Db::Postgres(pool),
            });
        }
        let path = database_url
            .trim_start_matches("sqlite://")
            .trim_start_matches("sqlite:");
        let path = path.split('?').next().unwrap_or(path);
        if let Some(parent) = std::path::Path::new(path).parent() {
            if !parent.as_os_str().is_empty() {
                std::fs::create_dir_all(parent).map_err(sqlx::Error::Io)?;
            }
        }
        let options = SqliteConnectOptions::new()
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // FULL syncs the WAL at every commit, so a write answered 200
            // survives a power loss too, as on PostgreSQL's default
            // synchronous_commit; NORMAL survived only a process crash.
            .synchronous(SqliteSynchronous::Full)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        // One writer connection: SQLite allows one writer at a time anyway,
        // and queuing in the pool is cheaper than busy-waiting on the lock.
        let writer = SqlitePoolOptions::new()
            .max_connections(1)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options.clone())
            .await?;
        let readers = std::thread::available_parallelism().map_or(4, |n| n.get().max(2) * 2) as u32;
        let reader = SqlitePoolOptions::new()
            .max_connections(readers)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options.read_only(true))
            .await?;
        Ok(Self {
            db: Db::Sqlite { writer, reader },
        })
    }

    pub fn engine(&self) -> Engine {
        match self.db {
            Db::Sqlite { .. } => Engine::Sqlite,
            Db::Postgres(_) => Engine::Postgres,
        }
    }

    /// Applies the embedded migrations of this engine.
    pub async fn migrate(&self) -> Result<(), StoreError> {
        match &self.db {
            Db::Sqlite { writer, .. } => sqlx::migrate!("./migrations/sqlite").run(writer).await?,
            Db::Postgres(pool) => sqlx::migrate!("./migrations/postgres").run(pool).await?,
        }
        let hashed = self.hash_unhashed_secrets().await?;
        if hashed > 0 {
            tracing::info!(accounts = hashed, "hashed stored API secrets for look-up");
        }
        Ok(())
    }

    /// Whether the database answers a trivial query (the health check).
    pub async fn ping(&self) -> bool {
        let result: Result<i32, sqlx::Error> =
            on_reader!(self, |pool| sqlx::query_scalar("SELECT 1")
                .fetch_one(pool)
                .await);
        result.is_ok()
    }

    pub async fn close(&self) {
        match &self.db {
            Db::Sqlite { writer, reader } => {
                reader.close().await;
                writer.close().await;
            }
            Db::Postgres(pool) => pool.close().await,
        }
    }

    /// The PostgreSQL pool, for features only that engine has (LISTEN/NOTIFY).
    pub fn postgres_pool(&self) -> Option<&PgPool> {
        match &self.db {
            Db::Postgres(pool) => Some(pool),
            Db::Sqlite { .. } => None,
        }
    }
}
