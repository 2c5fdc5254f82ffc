//! Visit statistics' store (docs/STATISTICS.md), the link list's state
//! filter against the domain's state rule, and the webhook delivery queue,
//! on the engine the test database selects: SQLite, or PostgreSQL when
//! TEST_DATABASE_URL is set.

#[path = "../api/test_database.rs"]
#[allow(dead_code)]
mod test_database;

mod bulk_writes;
mod jobs;
mod link_states;
mod migration;
mod period_totals;
mod retention;
mod visit_orders;
mod webhook_queue;
mod writes;

use linkhop::domain::visits::{Device, VisitEvent};
use linkhop::store::Store;
use sqlx::Connection;
use test_database::TestDatabase;

pub struct Db {
    pub store: Store,
    pub url: String,
    _dir: Option<tempfile::TempDir>,
    _database: Option<TestDatabase>,
}

impl Db {
    pub async fn new() -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let database = TestDatabase::create(dir.path()).await;
        let store = Store::connect(&database.url).await.expect("connect");
        store.migrate().await.expect("migrate");
        Self {
            store,
            url: database.url.clone(),
            _dir: Some(dir),
            _database: Some(database),
        }
    }

    /// The helpers over a store the caller opened (and whose database it
    /// keeps).
    pub fn over(store: Store, url: &str) -> Self {
        Self {
            store,
            url: url.to_owned(),
            _dir: None,
            _database: None,
        }
    }

    pub fn is_postgres(&self) -> bool {
        self.url.starts_with("postgres")
    }

    /// Runs statements on a connection of the test's own.
    pub async fn exec(&self, sql: &str) {
        if self.is_postgres() {
            let mut conn = sqlx::PgConnection::connect(&self.url)
                .await
                .expect("connect");
            sqlx::raw_sql(sql).execute(&mut conn).await.expect(sql);
        } else {
            let mut conn = sqlx::SqliteConnection::connect(&self.url)
                .await
                .expect("connect");
            sqlx::raw_sql(sql).execute(&mut conn).await.expect(sql);
        }
    }

    /// Rows of integers (cast in the SQL as needed).
    pub async fn ints(&self, sql: &str) -> Vec<Vec<i64>> {
        use sqlx::Row;
        if self.is_postgres() {
            let mut conn = sqlx::PgConnection::connect(&self.url)
                .await
                .expect("connect");
            let rows = sqlx::query(sql).fetch_all(&mut conn).await.expect(sql);
            rows.iter()
                .map(|r| (0..r.len()).map(|i| r.get::<i64, _>(i)).collect())
                .collect()
        } else {
            let mut conn = sqlx::SqliteConnection::connect(&self.url)
                .await
                .expect("connect");
            let rows = sqlx::query(sql).fetch_all(&mut conn).await.expect(sql);
            rows.iter()
                .map(|r| (0..r.len()).map(|i| r.get::<i64, _>(i)).collect())
                .collect()
        }
    }

    pub async fn int(&self, sql: &str) -> i64 {
        self.ints(sql)
            .await
            .first()
            .and_then(|r| r.first().copied())
            .unwrap_or(0)
    }

    /// Creates a link and its counters row; returns its number.
    pub async fn link(&self, slug: &str) -> i64 {
        self.exec(&format!(
            "INSERT INTO links (id, slug, destination, creation_date, modified_date) \
             VALUES ('id-{slug}', '{slug}', 'https://example.com/', 0, 0); \
             INSERT INTO link_counters (link_id) VALUES ('id-{slug}');"
        ))
        .await;
        self.int(&format!(
            "SELECT num FROM link_counters WHERE link_id = 'id-{slug}'"
        ))
        .await
    }

    /// (humans, bots, unique_humans, unique_bots) of one summary row.
    pub async fn summary(&self, link: i64, dimension: i16, hour: i64, value: &str) -> [i64; 4] {
        self.summary_row("visit_summaries", "hour", link, dimension, hour, value)
            .await
    }

    /// The daily summary row of UTC day number `day`.
    pub async fn daily(&self, link: i64, dimension: i16, day: i64, value: &str) -> [i64; 4] {
        self.summary_row("visit_daily", "day", link, dimension, day, value)
            .await
    }

    /// The monthly summary row of `month` (months from January 1970).
    pub async fn monthly(&self, link: i64, dimension: i16, month: i64, value: &str) -> [i64; 4] {
        self.summary_row("visit_monthly", "month", link, dimension, month, value)
            .await
    }

    async fn summary_row(
        &self,
        table: &str,
        column: &str,
        link: i64,
        dimension: i16,
        period: i64,
        value: &str,
    ) -> [i64; 4] {
        let rows = self
            .ints(&format!(
                "SELECT humans, bots, unique_humans, unique_bots FROM {table} \
                 WHERE link_num = {link} AND dimension = {dimension} AND {column} = {period} \
                 AND value = '{value}'"
            ))
            .await;
        match rows.first() {
            Some(r) => [r[0], r[1], r[2], r[3]],
            None => [0; 4],
        }
    }
}

pub fn event(link_num: i64, at: i64, visitor: u64, bot: bool) -> VisitEvent {
    VisitEvent {
        link_num,
        at,
        referrer: Some("news.example.com".into()),
        country: Some(*b"FR"),
        device: Device::Mobile,
        browser: Some("Firefox"),
        os: Some("Android"),
        bot,
        visitor,
        variant: None,
        variant_key: None,
    }
}
