//! Each test's database: a SQLite file in the test's directory, or a fresh
//! PostgreSQL database next to TEST_DATABASE_URL's, dropped when its guard
//! goes (a crashed run's leftovers are dropped by a later run after an hour).
//! A server's database is copied from a migrated template
//! (`CREATE DATABASE … TEMPLATE`), made once per set of migrations, instead
//! of being migrated anew by every test.

use sqlx::{Connection, PgConnection};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Test databases are named `linkhop_test_<created, Unix seconds>_<uuid>`:
/// the time lets a later run tell a crashed run's leftovers from the
/// databases of a suite still running.
const PREFIX: &str = "linkhop_test_";
/// Migrated templates are `linkhop_template_<hash of the migration files>`:
/// a changed migration makes a new one, and old ones cost only disk.
const TEMPLATE_PREFIX: &str = "linkhop_template_";
/// Serializes making a template across test processes (an advisory lock).
const TEMPLATE_LOCK: i64 = 0x006c_696e_6b68_6f70;
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

/// What a new database holds.
enum Schema {
    Empty,
    Migrated,
}

struct PostgresDatabase {
    admin_url: String,
    name: String,
}

impl TestDatabase {
    /// A SQLite file in `dir`, or a new PostgreSQL database when
    /// TEST_DATABASE_URL is set.
    pub async fn create(dir: &Path) -> Self {
        Self::create_from(dir, Schema::Empty).await
    }

    /// Like [`Self::create`], with every migration already applied: on
    /// PostgreSQL a copy of the migrated template.
    #[allow(dead_code)] // not every test crate starts servers
    pub async fn create_migrated(dir: &Path) -> Self {
        Self::create_from(dir, Schema::Migrated).await
    }

    async fn create_from(dir: &Path, schema: Schema) -> Self {
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
        let template = match schema {
            Schema::Migrated => {
                format!(
                    " TEMPLATE {}",
                    migrated_template(&mut conn, &admin_url).await
                )
            }
            Schema::Empty => String::new(),
        };
        sqlx::query(&format!("CREATE DATABASE {name}{template}"))
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

/// The migrated template's name, made first if this set of migrations has
/// none yet. Nothing stays connected to it, so copies can be made at once.
async fn migrated_template(conn: &mut PgConnection, admin_url: &str) -> String {
    let name = format!("{TEMPLATE_PREFIX}{:016x}", migrations_hash());
    sqlx::query("SELECT pg_advisory_lock($1)")
        .bind(TEMPLATE_LOCK)
        .execute(&mut *conn)
        .await
        .expect("template lock");
    let exists: bool =
        sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)")
            .bind(&name)
            .fetch_one(&mut *conn)
            .await
            .expect("look for the template");
    if !exists {
        // Made under another name and renamed when complete: a run killed
        // half-way leaves no half-migrated template behind.
        let building = format!("{name}_building");
        drop_database(conn, &building)
            .await
            .expect("drop a half-made template");
        sqlx::query(&format!("CREATE DATABASE {building}"))
            .execute(&mut *conn)
            .await
            .expect("create the template");
        let (base, _) = admin_url.rsplit_once('/').expect("database url has a path");
        let store = linkhop::store::Store::connect(&format!("{base}/{building}"))
            .await
            .expect("connect to the template");
        store.migrate().await.expect("migrate the template");
        store.close().await;
        rename_when_closed(conn, &building, &name).await;
    }
    sqlx::query("SELECT pg_advisory_unlock($1)")
        .bind(TEMPLATE_LOCK)
        .execute(&mut *conn)
        .await
        .expect("template unlock");
    name
}

/// Renames the finished template. The pool's connections end
/// asynchronously on the server after `close()`, and PostgreSQL refuses to
/// rename a database anyone is connected to: whatever is left on it is
/// ended, and the rename tried again, for up to 30 seconds.
async fn rename_when_closed(conn: &mut PgConnection, building: &str, name: &str) {
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    loop {
        sqlx::query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE datname = $1 AND pid <> pg_backend_pid()",
        )
        .bind(building)
        .execute(&mut *conn)
        .await
        .expect("end the template's connections");
        match sqlx::query(&format!("ALTER DATABASE {building} RENAME TO {name}"))
            .execute(&mut *conn)
            .await
        {
            Ok(_) => return,
            // 55006: object in use (a connection not gone yet).
            Err(sqlx::Error::Database(e))
                if e.code().as_deref() == Some("55006") && std::time::Instant::now() < deadline =>
            {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            Err(e) => panic!("name the template: {e}"),
        }
    }
}

/// A hash of the PostgreSQL migrations' names and contents.
fn migrations_hash() -> u64 {
    use std::hash::{Hash, Hasher};
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations/postgres");
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .expect("migrations folder")
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .collect();
    files.sort();
    // DefaultHasher::new() has fixed keys: every process gets the same hash.
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    for file in files {
        file.file_name().hash(&mut hasher);
        std::fs::read(&file)
            .expect("migration file")
            .hash(&mut hasher);
    }
    hasher.finish()
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
