//! What a start checks on SQLite after its migrations: every foreign key,
//! but only when a migration ran. A migration may rebuild a table with the
//! keys off, so its result is checked; a start with nothing to apply skips
//! the check, which reads the whole database (187 s at 10M links:
//! bench/README.md, "The scale run").

use crate::test_database::TestDatabase;
use linkhop::store::Store;
use sqlx::migrate::Migrator;
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{ConnectOptions, Connection, SqliteConnection};
use std::str::FromStr;

/// This build's SQLite migrations, all of them or all but the newest.
async fn sqlite_migrations(all_but_newest: bool) -> Migrator {
    let path = format!("{}/migrations/sqlite", env!("CARGO_MANIFEST_DIR"));
    let mut migrator = Migrator::new(std::path::Path::new(&path))
        .await
        .expect("migrations");
    if all_but_newest {
        let newest = migrator.migrations.iter().map(|m| m.version).max();
        migrator.migrations = migrator
            .migrations
            .iter()
            .filter(|m| Some(m.version) != newest)
            .cloned()
            .collect::<Vec<_>>()
            .into();
    }
    migrator
}

/// A SQLite database migrated by `migrator`, holding a counters row whose
/// link does not exist (written with the keys off); `None` on PostgreSQL,
/// whose keys are never turned off.
async fn database_with_a_dangling_key(
    dir: &std::path::Path,
    migrator: &Migrator,
) -> Option<String> {
    let database = TestDatabase::create(dir).await;
    if !database.url.starts_with("sqlite://") {
        return None;
    }
    let mut conn = SqliteConnectOptions::from_str(&database.url)
        .expect("url")
        .create_if_missing(true)
        .foreign_keys(false)
        .connect()
        .await
        .expect("connect");
    migrator.run(&mut conn).await.expect("migrate");
    sqlx::query("INSERT INTO link_counters (link_id) VALUES ('no-such-link')")
        .execute(&mut conn)
        .await
        .expect("dangling row");
    let _ = SqliteConnection::close(conn).await;
    Some(database.url.clone())
}

#[tokio::test]
async fn a_start_that_applies_a_migration_checks_every_foreign_key() {
    let dir = tempfile::tempdir().expect("temp dir");
    let migrator = sqlite_migrations(true).await;
    let Some(url) = database_with_a_dangling_key(dir.path(), &migrator).await else {
        return;
    };
    let store = Store::connect(&url).await.expect("connect");
    let error = store
        .migrate()
        .await
        .expect_err("the dangling key is found");
    assert!(
        error.to_string().contains("foreign key"),
        "unexpected error: {error}"
    );
    store.close().await;
}

#[tokio::test]
async fn a_start_with_nothing_to_apply_does_not_read_the_whole_database() {
    let dir = tempfile::tempdir().expect("temp dir");
    let migrator = sqlite_migrations(false).await;
    let Some(url) = database_with_a_dangling_key(dir.path(), &migrator).await else {
        return;
    };
    let store = Store::connect(&url).await.expect("connect");
    // Only the check could find the row: nothing else reads it at start.
    store
        .migrate()
        .await
        .expect("no migration ran, so nothing is checked");
    let state = store.migration_state().await.expect("state");
    assert_eq!(state.applied, state.known);
    store.close().await;
}
