//! What readiness and the metrics read of the database: whether every
//! migration this binary knows is applied, and the pools' connections.

use super::{Db, Store, StoreError};
use sqlx::migrate::Migrator;

pub(super) static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("./migrations/sqlite");
pub(super) static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("./migrations/postgres");

/// The database's migrations against this binary's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MigrationState {
    /// Migrations this binary has.
    pub known: usize,
    /// Of those, applied successfully.
    pub applied: usize,
    /// Applied migrations this binary does not have (a newer version ran).
    pub unknown: usize,
}

impl MigrationState {
    pub fn complete(&self) -> bool {
        self.applied == self.known
    }
}

/// One pool's connections at this moment.
#[derive(Debug, Clone, Copy)]
pub struct PoolState {
    /// `main` on PostgreSQL; `writer` and `reader` on SQLite.
    pub name: &'static str,
    pub open: u32,
    pub idle: u32,
    pub max: u32,
}

impl Store {
    /// Compares the database's record of applied migrations with this
    /// binary's list.
    pub async fn migration_state(&self) -> Result<MigrationState, StoreError> {
        let (migrator, applied): (&Migrator, Vec<i64>) = match &self.db {
            Db::Sqlite { reader, .. } => (
                &SQLITE_MIGRATIONS,
                sqlx::query_scalar("SELECT version FROM _sqlx_migrations WHERE success")
                    .fetch_all(reader)
                    .await?,
            ),
            Db::Postgres(pool) => (
                &POSTGRES_MIGRATIONS,
                sqlx::query_scalar("SELECT version FROM _sqlx_migrations WHERE success")
                    .fetch_all(pool)
                    .await?,
            ),
        };
        let known: Vec<i64> = migrator
            .iter()
            .filter(|m| m.migration_type.is_up_migration())
            .map(|m| m.version)
            .collect();
        let ours = applied.iter().filter(|v| known.contains(v)).count();
        Ok(MigrationState {
            known: known.len(),
            applied: ours,
            unknown: applied.len() - ours,
        })
    }

    /// The connection pools' figures, without waiting for anything.
    pub fn pool_states(&self) -> Vec<PoolState> {
        let state = |name, pool_size: u32, idle: usize, max: u32| PoolState {
            name,
            open: pool_size,
            idle: u32::try_from(idle).unwrap_or(u32::MAX),
            max,
        };
        match &self.db {
            Db::Sqlite { writer, reader } => vec![
                state(
                    "writer",
                    writer.size(),
                    writer.num_idle(),
                    writer.options().get_max_connections(),
                ),
                state(
                    "reader",
                    reader.size(),
                    reader.num_idle(),
                    reader.options().get_max_connections(),
                ),
            ],
            Db::Postgres(pool) => vec![state(
                "main",
                pool.size(),
                pool.num_idle(),
                pool.options().get_max_connections(),
            )],
        }
    }
}
