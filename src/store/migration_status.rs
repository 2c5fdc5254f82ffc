//! Which migrations a database still lacks, read without writing anything
//! (`linkhop check-config --connect`).

use super::{Db, Store, StoreError};
use std::collections::HashSet;
use std::path::PathBuf;

/// The SQLite file a URL names, `None` for PostgreSQL.
pub fn sqlite_file(database_url: &str) -> Option<PathBuf> {
    let path = database_url
        .strip_prefix("sqlite://")
        .or_else(|| database_url.strip_prefix("sqlite:"))?;
    Some(PathBuf::from(path.split('?').next().unwrap_or(path)))
}

impl Store {
    /// The number of this build's migrations not applied to the database.
    pub async fn pending_migrations(&self) -> Result<usize, StoreError> {
        let (migrator, applied) = match &self.db {
            Db::Sqlite { reader, .. } => {
                let exists: bool = sqlx::query_scalar(
                    "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE name = '_sqlx_migrations')",
                )
                .fetch_one(reader)
                .await?;
                let applied: Vec<i64> = if exists {
                    sqlx::query_scalar("SELECT version FROM _sqlx_migrations WHERE success")
                        .fetch_all(reader)
                        .await?
                } else {
                    Vec::new()
                };
                (sqlx::migrate!("./migrations/sqlite"), applied)
            }
            Db::Postgres(pool) => {
                let exists: bool =
                    sqlx::query_scalar("SELECT to_regclass('_sqlx_migrations') IS NOT NULL")
                        .fetch_one(pool)
                        .await?;
                let applied: Vec<i64> = if exists {
                    sqlx::query_scalar("SELECT version FROM _sqlx_migrations WHERE success")
                        .fetch_all(pool)
                        .await?
                } else {
                    Vec::new()
                };
                (sqlx::migrate!("./migrations/postgres"), applied)
            }
        };
        let applied: HashSet<i64> = applied.into_iter().collect();
        Ok(migrator
            .iter()
            .filter(|m| !m.migration_type.is_down_migration())
            .filter(|m| !applied.contains(&m.version))
            .count())
    }
}
