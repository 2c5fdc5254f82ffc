//! Migrations on databases with data: 0013 starts the visit orders as the
//! counters and the monthly roll-up holds the daily rows' months; 0035
//! moves each webhook delivery's body to a table of its own.

use crate::test_database::TestDatabase;
use crate::Db;
use linkhop::store::Store;
use sqlx::migrate::Migrator;
use sqlx::Connection;
use std::str::FromStr;

/// A database migrated up to (not including) `version`, then given `rows`.
async fn migrated_before(database: &TestDatabase, version: i64, rows: &str) {
    let postgres = database.url.starts_with("postgres");
    let folder = if postgres { "postgres" } else { "sqlite" };
    let path = format!("{}/migrations/{folder}", env!("CARGO_MANIFEST_DIR"));
    let mut migrator = Migrator::new(std::path::Path::new(&path))
        .await
        .expect("migrations");
    migrator.migrations = migrator
        .migrations
        .iter()
        .filter(|m| m.version < version)
        .cloned()
        .collect::<Vec<_>>()
        .into();
    if postgres {
        let mut conn = sqlx::PgConnection::connect(&database.url)
            .await
            .expect("connect");
        migrator.run(&mut conn).await.expect("migrate");
        sqlx::raw_sql(rows).execute(&mut conn).await.expect(rows);
        let _ = conn.close().await;
    } else {
        let options = sqlx::sqlite::SqliteConnectOptions::from_str(&database.url)
            .expect("url")
            .create_if_missing(true);
        let mut conn = sqlx::SqliteConnection::connect_with(&options)
            .await
            .expect("connect");
        migrator.run(&mut conn).await.expect("migrate");
        sqlx::raw_sql(rows).execute(&mut conn).await.expect(rows);
        let _ = conn.close().await;
    }
}

/// A database migrated up to 0012, then given a link, counters and three
/// daily rows over two months.
async fn before_0013(database: &TestDatabase) {
    // 2026-01-31, 2026-02-01 and 2026-02-02.
    let rows = "INSERT INTO links (id, slug, destination, creation_date, modified_date) \
         VALUES ('id-a', 'a', 'https://example.com/', 0, 0); \
         INSERT INTO link_counters (link_id, visits, human_visits, bot_visits) \
         VALUES ('id-a', 7, 5, 2); \
         INSERT INTO visit_daily (link_num, dimension, day, value, humans, bots, unique_humans, unique_bots) \
         VALUES (1, 2, 20484, 'FR', 1, 0, 0, 0), (1, 2, 20485, 'FR', 2, 1, 0, 0), \
         (1, 2, 20486, 'FR', 4, 0, 0, 0);";
    migrated_before(database, 13, rows).await;
}

#[tokio::test]
async fn migration_0013_fills_the_visit_orders_and_the_months() {
    let dir = tempfile::tempdir().expect("dir");
    let database = TestDatabase::create(dir.path()).await;
    before_0013(&database).await;
    let store = Store::connect(&database.url).await.expect("connect");
    store.migrate().await.expect("migrate");
    let db = Db::over(store, &database.url);
    assert_eq!(
        db.ints("SELECT sorted_visits, sorted_humans FROM link_counters")
            .await,
        [vec![7, 5]]
    );
    let january = (2026 - 1970) * 12;
    assert_eq!(db.monthly(1, 2, january, "FR").await, [1, 0, 0, 0]);
    assert_eq!(db.monthly(1, 2, january + 1, "FR").await, [6, 1, 0, 0]);
}

#[tokio::test]
async fn migration_0035_keeps_each_deliverys_body_apart_and_gone_with_it() {
    let dir = tempfile::tempdir().expect("dir");
    let database = TestDatabase::create(dir.path()).await;
    let rows = "INSERT INTO accounts (id, username, email, password_hash, role, created_at) \
         VALUES ('acc', 'owner', 'owner@example.com', 'x', 'owner', 0); \
         INSERT INTO webhooks (id, account_id, url, events, filters, secret, created_at, updated_at) \
         VALUES ('hook', 'acc', 'https://hooks.example.com/', 'visit', '{}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 0, 0); \
         INSERT INTO webhook_deliveries (message_id, webhook_id, account_id, event, payload, \
         state, next_attempt_at, created_at, queued_at) VALUES \
         ('msg_waiting', 'hook', 'acc', 'visit', '{\"type\":\"visit\",\"n\":1}', 'pending', 5, 1, 1), \
         ('msg_sent', 'hook', 'acc', 'link.created', '{\"type\":\"link.created\",\"n\":2}', 'delivered', 6, 2, 2);";
    migrated_before(&database, 35, rows).await;
    let store = Store::connect(&database.url).await.expect("connect");
    store.migrate().await.expect("migrate");
    let log = store
        .list_deliveries("hook", None, 10)
        .await
        .expect("delivery log");
    let bodies: Vec<(&str, &str, &str)> = log
        .iter()
        .map(|d| (d.message_id.as_str(), d.state.as_str(), d.payload.as_str()))
        .collect();
    assert_eq!(
        bodies,
        [
            ("msg_sent", "delivered", r#"{"type":"link.created","n":2}"#),
            ("msg_waiting", "pending", r#"{"type":"visit","n":1}"#),
        ]
    );
    let db = Db::over(store, &database.url);
    // A delivery removed (the log's retention, a webhook deleted) takes
    // its body along.
    db.exec("DELETE FROM webhook_deliveries WHERE message_id = 'msg_sent'")
        .await;
    assert_eq!(db.int("SELECT COUNT(*) FROM webhook_payloads").await, 1);
    db.exec("DELETE FROM webhooks WHERE id = 'hook'").await;
    assert_eq!(db.int("SELECT COUNT(*) FROM webhook_payloads").await, 0);
}
