//! What a start checks on SQLite after its migrations: every foreign key,
//! but only when a migration ran. A migration may rebuild a table with the
//! keys off, so its result is checked; a start with nothing to apply skips
//! the check, which reads the whole database (187 s at 10M links:
//! bench/README.md, "The scale run").

use crate::test_database::TestDatabase;
use linkhop::store::{Store, FOREIGN_KEY_CHECK_OWED};
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
    database_with_a_dangling_key_and_user_version(dir, migrator, 0).await
}

/// The same, with SQLite's `user_version` set to `user_version`.
async fn database_with_a_dangling_key_and_user_version(
    dir: &std::path::Path,
    migrator: &Migrator,
    user_version: i64,
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
    sqlx::query(&format!("PRAGMA user_version = {user_version}"))
        .execute(&mut conn)
        .await
        .expect("user_version");
    let _ = SqliteConnection::close(conn).await;
    Some(database.url.clone())
}

/// A start on `url` runs the foreign key check, finds the dangling key and
/// refuses to serve.
async fn start_refuses_for_a_foreign_key(url: &str, start: &str) {
    let store = Store::connect(url).await.expect("connect");
    let error = store
        .migrate()
        .await
        .expect_err("the check runs and finds the dangling key");
    assert!(
        error.to_string().contains("foreign key"),
        "{start}: unexpected error: {error}"
    );
    store.close().await;
}

#[tokio::test]
async fn a_start_that_applies_a_migration_checks_every_foreign_key() {
    let dir = tempfile::tempdir().expect("temp dir");
    let migrator = sqlite_migrations(true).await;
    let Some(url) = database_with_a_dangling_key(dir.path(), &migrator).await else {
        return;
    };
    start_refuses_for_a_foreign_key(&url, "the start after a migration").await;
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

#[tokio::test]
async fn a_start_killed_before_its_check_ended_checks_at_the_next_start() {
    let dir = tempfile::tempdir().expect("temp dir");
    let migrator = sqlite_migrations(false).await;
    // Every migration committed, the check still owed: what a process
    // killed during the check leaves behind.
    let Some(url) = database_with_a_dangling_key_and_user_version(
        dir.path(),
        &migrator,
        FOREIGN_KEY_CHECK_OWED,
    )
    .await
    else {
        return;
    };
    for start in ["the first start", "the second start"] {
        start_refuses_for_a_foreign_key(&url, start).await;
    }
}

#[tokio::test]
async fn a_check_that_passed_is_no_longer_owed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let database = TestDatabase::create(dir.path()).await;
    if !database.url.starts_with("sqlite://") {
        return;
    }
    let store = Store::connect(&database.url).await.expect("connect");
    store.migrate().await.expect("a new database migrates");
    store.close().await;
    let mut conn = SqliteConnectOptions::from_str(&database.url)
        .expect("url")
        .connect()
        .await
        .expect("connect");
    let owed: i64 = sqlx::query_scalar("PRAGMA user_version")
        .fetch_one(&mut conn)
        .await
        .expect("user_version");
    assert_eq!(owed, 0, "the check passed, so nothing is owed");
    let _ = SqliteConnection::close(conn).await;
}
