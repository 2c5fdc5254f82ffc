//! Each test's database: a SQLite file in the test's directory, or a fresh
//! PostgreSQL database next to TEST_DATABASE_URL's, dropped when its guard
//! goes (a crashed run's leftovers are dropped by a later run after an hour).

use sqlx::{Connection, PgConnection};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Test databases are named `linkhop_test_<created, Unix seconds>_<uuid>`:
/// the time lets a later run tell a crashed run's leftovers from the
/// databases of a suite still running.
const PREFIX: &str = "linkhop_test_";
/// Leftovers older than this are dropped when a run makes its first database.
const LEFTOVER_AGE: Duration = Duration::from_secs(3600);
/// How long dropping may take before the test goes on without it.
const DROP_LIMIT: Duration = Duration::from_secs(30);

static LEFTOVERS_CHECKED: AtomicBool = AtomicBool::new(false);

/// A test's database; for PostgreSQL, dropping the guard drops the database.
/// Keep it alive until every server using it has stopped (or is about to:
/// the drop ends their connections).
pub struct TestDatabase {
    pub url: String,
    postgres: Option<PostgresDatabase>,
}

struct PostgresDatabase {
    admin_url: String,
    name: String,
}

impl TestDatabase {
    /// A SQLite file in `dir`, or a new PostgreSQL database when
    /// TEST_DATABASE_URL is set.
    pub async fn create(dir: &Path) -> Self {
        let Some(admin_url) = std::env::var("TEST_DATABASE_URL")
            .ok()
            .filter(|u| !u.is_empty())
        else {
            return Self {
                url: format!("sqlite://{}", dir.join("linkhop.db").display()),
                postgres: None,
            };
        };
        let mut conn = PgConnection::connect(&admin_url)
            .await
            .expect("connect to TEST_DATABASE_URL");
        if !LEFTOVERS_CHECKED.swap(true, Ordering::SeqCst) {
            drop_leftovers(&mut conn).await;
        }
        let name = format!(
            "{PREFIX}{}_{}",
            unix_seconds(),
            uuid::Uuid::new_v4().simple()
        );
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&mut conn)
            .await
            .expect("create test database");
        let _ = conn.close().await;
        let (base, _) = admin_url.rsplit_once('/').expect("database url has a path");
        Self {
            url: format!("{base}/{name}"),
            postgres: Some(PostgresDatabase { admin_url, name }),
        }
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let Some(database) = self.postgres.take() else {
            return;
        };
        // Its own thread and runtime: the test's runtime may be ending, and
        // its thread is blocked here until the database is gone.
        let worker = std::thread::Builder::new()
            .name(format!("drop {}", database.name))
            .spawn(move || database.drop_now());
        if let Ok(worker) = worker {
            let _ = worker.join();
        }
    }
}

impl PostgresDatabase {
    /// Drops the database, ending the connections still open on it (the
    /// stopped server's pool and background jobs). Never panics; a failure
    /// (e.g. the PostgreSQL server is gone) is only reported.
    fn drop_now(self) {
        let Ok(runtime) = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
        else {
            return;
        };
        let drop = async {
            let mut conn = PgConnection::connect(&self.admin_url).await?;
            drop_database(&mut conn, &self.name).await?;
            conn.close().await
        };
        // The timer is made inside `block_on`: it needs the runtime's clock.
        let outcome = runtime.block_on(async { tokio::time::timeout(DROP_LIMIT, drop).await });
        match outcome {
            Ok(Ok(())) => {}
            Ok(Err(e)) => eprintln!("test database {} not dropped: {e}", self.name),
            Err(_) => eprintln!("test database {} not dropped in time", self.name),
        }
    }
}

async fn drop_database(conn: &mut PgConnection, name: &str) -> Result<(), sqlx::Error> {
    sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        .execute(conn)
        .await
        .map(|_| ())
}

/// Drops test databases made over an hour ago: left by a run that crashed
/// or was killed before its guards ran. Younger ones may be in use.
async fn drop_leftovers(conn: &mut PgConnection) {
    let names: Vec<String> =
        sqlx::query_scalar("SELECT datname FROM pg_database WHERE starts_with(datname, $1)")
            .bind(PREFIX)
            .fetch_all(&mut *conn)
            .await
            .unwrap_or_default();
    let cutoff = unix_seconds().saturating_sub(LEFTOVER_AGE.as_secs());
    for name in names {
        let created = name
            .strip_prefix(PREFIX)
            .and_then(|rest| rest.split_once('_'))
            .and_then(|(seconds, _)| seconds.parse::<u64>().ok());
        if created.is_some_and(|created| created < cutoff) {
            // Another run may be dropping it too.
            let _ = drop_database(conn, &name).await;
        }
    }
}

fn unix_seconds() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}
