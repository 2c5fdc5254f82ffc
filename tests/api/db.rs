//! Direct database access for tests: set up states the API cannot reach
//! (2FA on, expired sessions, imported slugs) and check what is stored.
//! Values are bound as text; numbers are written into the SQL by callers.

#![allow(dead_code)]

use crate::helpers::TestApp;
use sqlx::Connection;

fn url(app: &TestApp) -> String {
    app.app.settings.database_url.clone()
}

fn is_postgres(url: &str) -> bool {
    url.starts_with("postgres")
}

/// Runs `$body` with `$conn` connected to the test's database, on either
/// engine: the same code, typed once per connection type.
macro_rules! on_connection {
    ($app:expr, |$conn:ident| $body:expr) => {{
        let url = url($app);
        if is_postgres(&url) {
            let mut $conn = sqlx::PgConnection::connect(&url).await.expect("connect");
            let out = $body;
            let _ = $conn.close().await;
            out
        } else {
            let mut $conn = sqlx::SqliteConnection::connect(&url)
                .await
                .expect("connect");
            let out = $body;
            let _ = $conn.close().await;
            out
        }
    }};
}

/// Runs a statement; returns the number of rows it touched.
pub async fn exec(app: &TestApp, sql: &str, args: &[&str]) -> u64 {
    on_connection!(app, |conn| {
        let mut q = sqlx::query(sql);
        for a in args {
            q = q.bind(*a);
        }
        q.execute(&mut conn).await.expect(sql).rows_affected()
    })
}

/// Runs a statement binding `bytes` as `$1` and `number` as `$2`.
pub async fn exec_bytes(app: &TestApp, sql: &str, bytes: &[u8], number: i64) -> u64 {
    on_connection!(app, |conn| {
        sqlx::query(sql)
            .bind(bytes)
            .bind(number)
            .execute(&mut conn)
            .await
            .expect(sql)
            .rows_affected()
    })
}

/// The first column of every row, as text (use CAST for numbers).
pub async fn texts(app: &TestApp, sql: &str, args: &[&str]) -> Vec<Option<String>> {
    on_connection!(app, |conn| {
        let mut q = sqlx::query_scalar::<_, Option<String>>(sql);
        for a in args {
            q = q.bind(*a);
        }
        q.fetch_all(&mut conn).await.expect(sql)
    })
}

/// A `SELECT COUNT(*) …` result.
pub async fn count(app: &TestApp, sql: &str, args: &[&str]) -> i64 {
    on_connection!(app, |conn| {
        let mut q = sqlx::query_scalar::<_, i64>(sql);
        for a in args {
            q = q.bind(*a);
        }
        q.fetch_one(&mut conn).await.expect(sql)
    })
}

/// A snapshot of every table the core routes write, for "nothing changed".
pub async fn snapshot(app: &TestApp) -> Vec<Vec<Option<String>>> {
    let mut all = Vec::new();
    for sql in [
        "SELECT id || '|' || slug || '|' || destination || '|' || COALESCE(author, '') || '|' || CAST(creation_date AS TEXT) || '|' || CAST(modified_date AS TEXT) || '|' || CAST(public_stats AS TEXT) FROM links ORDER BY id",
        "SELECT id || '|' || username || '|' || email || '|' || role || '|' || COALESCE(secret, '') || '|' || password_hash FROM accounts ORDER BY id",
        "SELECT token_hash FROM sessions ORDER BY token_hash",
        "SELECT link_id || '|' || CAST(visits AS TEXT) || '|' || CAST(human_visits AS TEXT) || '|' || CAST(bot_visits AS TEXT) FROM link_counters ORDER BY link_id",
    ] {
        all.push(texts(app, sql, &[]).await);
    }
    all
}

/// Turns 2FA on for an account and returns its TOTP secret.
pub async fn enable_totp(app: &TestApp, account_id: &str) -> String {
    let secret = linkhop::domain::two_factor::new_totp_secret();
    exec(
        app,
        "UPDATE accounts SET totp_enabled = true, totp_secret = $1 WHERE id = $2",
        &[&secret, account_id],
    )
    .await;
    secret
}

/// Inserts a link directly (e.g. an imported slug the API would refuse).
pub async fn insert_link(
    app: &TestApp,
    slug: &str,
    destination: &str,
    author: Option<&str>,
) -> String {
    let now = linkhop::domain::time::now_millis();
    let id = insert_link_at(app, slug, destination, author, now, now, 0).await;
    app.app.redirects.invalidate("default", slug);
    id
}

/// Inserts a link with chosen dates and visits, leaving the redirect
/// cache alone; returns its id.
pub async fn insert_link_at(
    app: &TestApp,
    slug: &str,
    destination: &str,
    author: Option<&str>,
    created: i64,
    modified: i64,
    visits: i64,
) -> String {
    let id = uuid::Uuid::new_v4().to_string();
    app.app
        .store
        .insert_link(&linkhop::store::NewLink {
            id: &id,
            domain_id: "default",
            slug,
            destination,
            author,
            team_id: None,
            creation_date: created,
            modified_date: modified,
            visits,
            public_stats: false,
        })
        .await
        .expect("insert link");
    id
}

/// Sends raw bytes over TCP and returns the whole answer as (lossy) text.
pub async fn raw_http(app: &TestApp, request: &[u8]) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let address = app.base.trim_start_matches("http://");
    let mut stream = tokio::net::TcpStream::connect(address)
        .await
        .expect("connect");
    // The server may answer and close before it read everything (413).
    let _ = stream.write_all(request).await;
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(
        std::time::Duration::from_secs(10),
        stream.read_to_end(&mut answer),
    )
    .await;
    String::from_utf8_lossy(&answer).into_owned()
}

/// A raw GET of `target` exactly as written (no client-side normalisation).
pub async fn raw_get(app: &TestApp, target: &str) -> String {
    let host = app.base.trim_start_matches("http://");
    raw_http(
        app,
        format!("GET {target} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n").as_bytes(),
    )
    .await
}

/// The status code of a raw HTTP answer.
pub fn raw_status(answer: &str) -> u16 {
    answer
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
}
