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
pub(crate) mod audit_log;
mod bulk_import;
mod files;
mod health;
mod import_chunks;
mod import_reports;
mod jobs;
mod link_bulk;
mod link_changes;
mod link_controls;
mod link_counters;
pub(crate) mod link_history;
mod link_history_pages;
mod link_import;
mod link_list;
mod link_qr;
mod link_tags;
mod link_total_rows;
mod links;
mod migration_status;
mod multi_row;
mod orphan_visits;
mod period_totals;
mod pools;
mod search_match;
mod short_domains;
mod team_domains;
mod teams;
mod transfer;
mod utm_templates;
mod visit_export;
mod visit_retention;
mod visit_stats;
mod visit_writes;
mod visitor_salts;
mod webhook_attempts;
mod webhook_deliveries;
mod webhook_visits;
mod webhooks;

pub use accounts::{
    AccountRecord, ApiTokenRecord, CeremonyCaps, CeremonyRecord, FailureCounts, NewAccount,
    NewApiToken, NewCeremony, PasskeyRecord, SessionOrigin, SessionRecord, SsoCodeWait,
    SsoLoginRecord,
};
pub use audit_log::{AuditRow, MAX_AUDIT_PAGE};
pub use bulk_import::BulkImport;
pub use files::create_private_dir;
pub use health::{MigrationState, PoolState};
pub use import_reports::ReportRow;
pub use jobs::JobId;
pub use link_bulk::PlannedEdit;
pub use link_changes::{LinkChange, LinkChangeListener};
pub use link_controls::{TargetRow, MAX_ROBOTS_SLUGS};
pub use link_counters::VISIT_ORDER_PERIOD;
pub use link_history::{Change, HistoryEntry, DELETED_LIST_LIMIT};
pub use link_history_pages::HistoryPage;
pub use link_import::{BatchOutcome, ImportConflict};
pub use link_list::LinkState;
pub use link_list::{LinkQuery, LinkSort, LIVE_VISIT_ORDER_MAX};
pub use link_qr::{LinkQrRecord, PublicQrLink};
pub use links::{CacheRow, LinkEdit, LinkKey, LinkRecord, NewLink};
pub use migration_status::sqlite_file;
pub use orphan_visits::OrphanDayRow;
pub use period_totals::PeriodKind;
pub use short_domains::{DomainLinks, DomainRecord, DomainRemoval, DomainSettings};
pub use team_domains::{TeamChange, TeamDomainRecord};
pub use teams::{TeamMemberRecord, TeamRecord, TeamRemoval};
pub use utm_templates::UtmTemplateRecord;
pub use visit_export::VisitEventRow;
pub use visit_retention::{CleanupBatch, SightingKey};
pub use visit_stats::{
    CampaignVisitsRow, StatsLink, StatsLinks, StatsScope, TopLinkRow, VariantVisitsRow,
};
pub use visit_writes::{order_for_writing, LinkVisitCount, StoredVisit, SummaryAdd, VisitWrite};
pub use webhook_attempts::{AttemptResult, ClaimedDelivery};
pub use webhook_deliveries::{DeliveryRecord, NewDelivery, Queued};
pub use webhook_visits::{HookLink, HookVisit, VisitCursor, VisitRange};
pub use webhooks::{WebhookFields, WebhookRecord};

pub(crate) use pools::{execute, execute_audited, on_reader, on_writer};

/// Connections each instance opens to PostgreSQL at most (plus one for the
/// change feed): size `max_connections` for the number of instances.
pub const PG_POOL_SIZE: u32 = 16;
/// How long a query waits for a connection before it fails as unavailable.
const PG_ACQUIRE_TIMEOUT: Duration = Duration::from_secs(2);

/// A cause kept for logs only; callers decide by the variant.
pub type Cause = Box<dyn std::error::Error + Send + Sync>;

/// The store's errors. No database driver type crosses this boundary:
/// callers see what happened, and the cause chain is there for the logs.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("not found")]
    NotFound,
    /// A uniqueness rule of the database refused the write.
    #[error("conflict")]
    Conflict,
    /// The write points at a row that is gone (a foreign key refused it),
    /// e.g. a link on a domain another instance just removed.
    #[error("missing reference")]
    MissingReference,
    /// The database could not be reached (down, restarting, out of
    /// connections) rather than refusing this query: the request may
    /// succeed later, so callers answer 503 instead of 500.
    #[error(transparent)]
    Unavailable(Cause),
    /// The store was closed: the process is shutting down.
    #[error("attempted to acquire a connection on a closed pool")]
    Closed,
    /// Anything else the database or a migration reported.
    #[error(transparent)]
    Other(Cause),
}

impl StoreError {
    /// An `Other` error with a message of the store's own.
    pub(crate) fn other(message: &'static str) -> Self {
        Self::Other(message.into())
    }

    /// The same error for another caller (one query answered several):
    /// the same variant, the cause kept as its message.
    pub(crate) fn shared(&self) -> Self {
        let cause = |cause: &Cause| -> Cause { cause.to_string().into() };
        match self {
            Self::NotFound => Self::NotFound,
            Self::Conflict => Self::Conflict,
            Self::MissingReference => Self::MissingReference,
            Self::Unavailable(c) => Self::Unavailable(cause(c)),
            Self::Closed => Self::Closed,
            Self::Other(c) => Self::Other(cause(c)),
        }
    }

    /// Unique violations are recognised by error kind, which both engines
    /// report, never by constraint name.
    pub(crate) fn from_write(error: sqlx::Error) -> Self {
        match &error {
            sqlx::Error::Database(db) if db.kind() == sqlx::error::ErrorKind::UniqueViolation => {
                Self::Conflict
            }
            sqlx::Error::Database(db)
                if db.kind() == sqlx::error::ErrorKind::ForeignKeyViolation =>
            {
                Self::MissingReference
            }
            _ => Self::from(error),
        }
    }

    /// Whether the database could not be reached (or is closing), so the
    /// request may succeed later: callers answer 503 instead of 500.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, Self::Unavailable(_) | Self::Closed)
    }
}

impl From<sqlx::Error> for StoreError {
    fn from(error: sqlx::Error) -> Self {
        match &error {
            sqlx::Error::PoolClosed => Self::Closed,
            sqlx::Error::PoolTimedOut
            | sqlx::Error::WorkerCrashed
            | sqlx::Error::Io(_)
            | sqlx::Error::Tls(_) => Self::Unavailable(error.into()),
            // SQLSTATE class 08 (connection exception), 57P01–57P03 (server
            // shutting down or starting), 53300 (too many connections).
            sqlx::Error::Database(db)
                if db.code().is_some_and(|code| {
                    code.starts_with("08")
                        || matches!(&*code, "57P01" | "57P02" | "57P03" | "53300")
                }) =>
            {
                Self::Unavailable(error.into())
            }
            _ => Self::Other(error.into()),
        }
    }
}

impl From<sqlx::migrate::MigrateError> for StoreError {
    fn from(error: sqlx::migrate::MigrateError) -> Self {
        Self::Other(error.into())
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

impl Engine {
    /// Bound parameters `first..first + count`, comma-separated, for a
    /// statement built at run time. SQLite gets anonymous `?`s, which sqlx
    /// binds in order: it finds each numbered `$N` by asking SQLite for the
    /// parameter's name, which SQLite answers by walking the statement's list
    /// of names, so n `$N`s cost n² — most of a large import's time.
    pub(crate) fn parameters(self, first: usize, count: usize) -> String {
        (first..first + count)
            .map(|n| match self {
                Self::Sqlite => "?".to_owned(),
                Self::Postgres => format!("${n}"),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
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
    bulk_imports: bulk_import::BulkImports,
}

/// The writer's page cache (`PRAGMA cache_size`, negative: KiB). A visit
/// flush inserts events into the (link, time) index at as many places as
/// links were visited; with SQLite's default 2 MB cache those pages were
/// spilled to the WAL in the middle of each flush (a sixth of a busy
/// instance's time). The cache grows only as pages are used.
pub(crate) const WRITER_CACHE_SIZE: i64 = -16_384;

impl Store {
    /// Connects to `database_url` (`sqlite://path` or `postgres://…`),
    /// creating the SQLite file and its folder when missing.
    pub async fn connect(database_url: &str) -> Result<Self, StoreError> {
        if database_url.starts_with("postgres://") || database_url.starts_with("postgresql://") {
            let mut options = PgConnectOptions::from_str(database_url)?;
            // `?application_name=` in the URL names an instance's connections
            // in pg_stat_activity; otherwise they are all "linkhop".
            if options.get_application_name().is_none() {
                options = options.application_name("linkhop");
            }
            // A short acquire timeout makes requests fail fast (503) while
            // PostgreSQL is down; each connection is checked before use, so
            // the pool recovers by itself when the server is back.
            let pool = PgPoolOptions::new()
                .max_connections(PG_POOL_SIZE)
                .acquire_timeout(PG_ACQUIRE_TIMEOUT)
                .test_before_acquire(true)
                .connect_with(options)
                .await?;
            return Ok(Self {
                db: Db::Postgres(pool),
                bulk_imports: Default::default(),
            });
        }
        let path = database_url
            .trim_start_matches("sqlite://")
            .trim_start_matches("sqlite:");
        let path = path.split('?').next().unwrap_or(path);
        if let Some(parent) = std::path::Path::new(path).parent() {
            if !parent.as_os_str().is_empty() {
                create_private_dir(parent).map_err(sqlx::Error::Io)?;
            }
        }
        // SQLite's `:memory:` and `file:` names are no files of ours.
        if !path.is_empty() && !path.starts_with(':') && !path.starts_with("file:") {
            files::create_private_file(std::path::Path::new(path)).map_err(sqlx::Error::Io)?;
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
            .connect_with(
                options
                    .clone()
                    .pragma("cache_size", WRITER_CACHE_SIZE.to_string())
                    // A multi-row statement that may fail half-way keeps the
                    // pages it changes in a statement journal, a temporary
                    // file by default: at a flush of 10,000 links' events
                    // that journal's writes were an eighth of the process's
                    // CPU. Index rebuilds of bulk imports sort in files again
                    // (bulk_import/sqlite.rs).
                    .pragma("temp_store", "MEMORY"),
            )
            .await?;
        let readers = std::thread::available_parallelism().map_or(4, |n| n.get().max(2) * 2) as u32;
        let reader = SqlitePoolOptions::new()
            .max_connections(readers)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options.read_only(true))
            .await?;
        Ok(Self {
            db: Db::Sqlite { writer, reader },
            bulk_imports: Default::default(),
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
            Db::Sqlite { writer, .. } => migrate_sqlite(writer).await?,
            Db::Postgres(pool) => health::POSTGRES_MIGRATIONS.run(pool).await?,
        }
        // A bulk import cut short by a crash left indexes to rebuild.
        self.finish_bulk_imports().await?;
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
}

/// Applies SQLite's migrations on one connection with foreign keys off, as
/// SQLite's way of rebuilding a table asks (migrations/sqlite/0019: the
/// drop of the old links table must not cascade), then, when any migration
/// ran, checks every foreign key before the connection goes back to the
/// pool with them on. A start that applies nothing skips the check: the
/// keys were enforced all along, and the check reads the whole database
/// (187 s at 10M links).
///
/// The check is owed from before the first migration runs until it passes
/// (`FOREIGN_KEY_CHECK_OWED` in the file's `user_version`), so a process
/// killed between a migration's commit and the check's end checks at its
/// next start, although that start has nothing to apply.
async fn migrate_sqlite(writer: &SqlitePool) -> Result<(), StoreError> {
    let mut conn = writer.acquire().await?;
    sqlx::query("PRAGMA foreign_keys = OFF")
        .execute(&mut *conn)
        .await?;
    let migrated = owe_check_and_migrate(&mut conn).await;
    let restored = sqlx::query("PRAGMA foreign_keys = ON")
        .execute(&mut *conn)
        .await;
    if let Err(error) = restored {
        // A connection that might still have foreign keys off never serves.
        drop(conn.detach());
        return Err(error.into());
    }
    migrated?;
    // Owed whenever a migration may have run, this start's or a killed one's.
    let owed: i64 = sqlx::query_scalar("PRAGMA user_version")
        .fetch_one(&mut *conn)
        .await?;
    if owed != FOREIGN_KEY_CHECK_OWED {
        return Ok(());
    }
    let broken: Vec<(String,)> = sqlx::query_as("SELECT \"table\" FROM pragma_foreign_key_check")
        .fetch_all(&mut *conn)
        .await?;
    if let Some((table,)) = broken.first() {
        // The check stays owed: every start refuses until the rows are fixed.
        tracing::error!(%table, rows = broken.len(), "a migration left rows whose foreign key points nowhere");
        return Err(StoreError::other("a migration broke a foreign key"));
    }
    set_user_version(&mut conn, 0).await?;
    Ok(())
}

/// Marks the foreign key check owed when a migration may run, then runs
/// them. Its errors wait until the connection has its keys back on.
async fn owe_check_and_migrate(
    conn: &mut sqlx::pool::PoolConnection<sqlx::Sqlite>,
) -> Result<(), StoreError> {
    let known = health::SQLITE_MIGRATIONS.iter().count();
    let applied = applied_sqlite_migrations(conn).await?;
    let all_applied = applied.is_some_and(|n| usize::try_from(n).is_ok_and(|n| n >= known));
    if !all_applied {
        set_user_version(conn, FOREIGN_KEY_CHECK_OWED).await?;
    }
    health::SQLITE_MIGRATIONS.run(&mut **conn).await?;
    Ok(())
}

/// The value of SQLite's `user_version` while a foreign key check is owed
/// (see `migrate_sqlite`); Linkhop keeps it at 0 otherwise.
pub const FOREIGN_KEY_CHECK_OWED: i64 = 1;

async fn set_user_version(
    conn: &mut sqlx::pool::PoolConnection<sqlx::Sqlite>,
    value: i64,
) -> Result<(), sqlx::Error> {
    // A pragma takes no bound parameters; the value is one of two constants.
    sqlx::query(&format!("PRAGMA user_version = {value}"))
        .execute(&mut **conn)
        .await
        .map(drop)
}

/// How many migrations the database has applied, `None` before the first
/// (no migrations table yet).
async fn applied_sqlite_migrations(
    conn: &mut sqlx::pool::PoolConnection<sqlx::Sqlite>,
) -> Result<Option<i64>, sqlx::Error> {
    let table: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'",
    )
    .fetch_optional(&mut **conn)
    .await?;
    if table.is_none() {
        return Ok(None);
    }
    sqlx::query_scalar("SELECT COUNT(*) FROM _sqlx_migrations WHERE success")
        .fetch_one(&mut **conn)
        .await
        .map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unreachable_databases_are_unavailable_not_failures() {
        let unreachable = [
            sqlx::Error::PoolTimedOut,
            sqlx::Error::PoolClosed,
            sqlx::Error::Io(std::io::Error::from(std::io::ErrorKind::ConnectionRefused)),
        ];
        for error in unreachable {
            assert!(StoreError::from(error).is_unavailable());
        }
        assert!(!StoreError::from(sqlx::Error::RowNotFound).is_unavailable());
        assert!(!StoreError::Conflict.is_unavailable());
        assert!(!StoreError::NotFound.is_unavailable());
    }

    #[tokio::test]
    async fn a_stopped_server_is_unavailable() {
        // A port nobody listens on: connecting is refused at once.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .expect("free port");
        let options = PgConnectOptions::new().host("127.0.0.1").port(port);
        let pool = PgPoolOptions::new()
            .acquire_timeout(Duration::from_millis(300))
            .connect_lazy_with(options);
        let error = sqlx::query("SELECT 1")
            .execute(&pool)
            .await
            .expect_err("nothing listens");
        assert!(StoreError::from(error).is_unavailable());
    }
}
