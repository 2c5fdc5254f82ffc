//! Migration 0013 on a database with statistics: the visit orders start as
//! the counters and the monthly roll-up holds the daily rows' months.

use crate::test_database::TestDatabase;
use crate::Db;
use linkhop::store::Store;
use sqlx::migrate::Migrator;
use sqlx::Connection;
use std::str::FromStr;

/// A database migrated up to 0012, then given a link, counters and three
/// daily rows over two months.
async fn before_0013(database: &TestDatabase) {
    let postgres = database.url.starts_with("postgres");
    let folder = if postgres { "postgres" } else { "sqlite" };
    let path = format!("{}/migrations/{folder}", env!("CARGO_MANIFEST_DIR"));
    let mut migrator = Migrator::new(std::path::Path::new(&path))
        .await
        .expect("migrations");
    migrator.migrations = migrator
        .migrations
        .iter()
        .filter(|m| m.version < 13)
        .cloned()
        .collect::<Vec<_>>()
        .into();
    // 2026-01-31, 2026-02-01 and 2026-02-02.
    let rows = "INSERT INTO links (id, slug, destination, creation_date, modified_date) \
         VALUES ('id-a', 'a', 'https://example.com/', 0, 0); \
         INSERT INTO link_counters (link_id, visits, human_visits, bot_visits) \
         VALUES ('id-a', 7, 5, 2); \
         INSERT INTO visit_daily (link_num, dimension, day, value, humans, bots, unique_humans, unique_bots) \
         VALUES (1, 2, 20484, 'FR', 1, 0, 0, 0), (1, 2, 20485, 'FR', 2, 1, 0, 0), \
         (1, 2, 20486, 'FR', 4, 0, 0, 0);";
    if postgres {
        let mut conn = sqlx::PgConnection::connect(&database.url)
            .await
            .expect("connect");
        migrator.run(&mut conn).await.expect("migrate to 0012");
        sqlx::raw_sql(rows).execute(&mut conn).await.expect(rows);
        let _ = conn.close().await;
    } else {
        let options = sqlx::sqlite::SqliteConnectOptions::from_str(&database.url)
            .expect("url")
            .create_if_missing(true);
        let mut conn = sqlx::SqliteConnection::connect_with(&options)
            .await
            .expect("connect");
        migrator.run(&mut conn).await.expect("migrate to 0012");
        sqlx::raw_sql(rows).execute(&mut conn).await.expect(rows);
        let _ = conn.close().await;
    }
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
