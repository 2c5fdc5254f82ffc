//! Large imports: the link list's indexes are rebuilt and the search
//! indexes filled (SQLite) or built again (PostgreSQL) after the rows
//! (store::bulk_import). Whatever happens meanwhile — other writes, a
//! cancelled request, a crash — every index comes back and search finds
//! exactly the stored links.

use crate::data_helpers::upload;
use crate::db;
use crate::helpers::{Actor, TestApp};
use crate::links::SORT_FIELDS;
use linkhop::store::{BulkImport, Engine};
use reqwest::StatusCode;
use serde_json::json;
use std::time::Duration;

/// More rows than one import batch, so the import runs in bulk.
const LARGE: usize = 12_000;

/// Starts a bulk import as the import pipeline does, for `incoming` links.
async fn begin(app: &TestApp, incoming: u64) -> BulkImport {
    app.app
        .store
        .begin_bulk_import(incoming, false)
        .await
        .expect("bulk import starts")
}

fn is_sqlite(app: &TestApp) -> bool {
    app.app.store.engine() == Engine::Sqlite
}

/// The indexes of `links` and `link_counters`, by name (on PostgreSQL only
/// valid ones: a concurrent build that failed leaves an invalid index).
async fn link_indexes(app: &TestApp) -> Vec<Option<String>> {
    let sql = if is_sqlite(app) {
        "SELECT name FROM sqlite_master WHERE type = 'index' \
         AND tbl_name IN ('links', 'link_counters') ORDER BY name"
    } else {
        "SELECT c.relname::text FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid \
         WHERE i.indrelid IN ('links'::regclass, 'link_counters'::regclass) AND i.indisvalid \
         ORDER BY 1"
    };
    db::texts(app, sql, &[]).await
}

/// Polls `done` every `step` until it holds; fails with `what` after `limit`.
async fn wait_until<F, Fut>(what: &str, limit: Duration, step: Duration, mut done: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let mut waited = Duration::ZERO;
    while !done().await {
        assert!(waited < limit, "{what}");
        tokio::time::sleep(step).await;
        waited += step;
    }
}

/// Waits for the server to index an import's links for search, which it
/// does after answering.
pub async fn wait_for_search(app: &TestApp) {
    wait_until(
        "the search index never caught up",
        Duration::from_secs(60),
        Duration::from_millis(20),
        || async { !app.app.store.has_search_backlog().await.expect("backlog") },
    )
    .await;
}

/// Slugs the list finds for `search`, sorted.
async fn found(actor: &Actor, search: &str) -> Vec<String> {
    let (status, body) = actor
        .get(&format!("/api/link/list?pagesize=100&search={search}"))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let mut slugs: Vec<String> = body["result"]["links"]
        .as_array()
        .expect("links")
        .iter()
        .map(|l| l["slug"].as_str().expect("slug").to_owned())
        .collect();
    slugs.sort();
    slugs
}

/// No bulk import left undone: every index back and valid, and on SQLite
/// the search index agrees with the links row for row (FTS5's own check
/// fails the statement otherwise).
async fn assert_bulk_state_clean(app: &TestApp, indexes_before: &[Option<String>]) {
    assert_eq!(link_indexes(app).await, indexes_before);
    if !is_sqlite(app) {
        let left = db::count(app, "SELECT count(*) FROM bulk_dropped_indexes", &[]).await;
        assert_eq!(left, 0);
        return;
    }
    let left = db::texts(
        app,
        "SELECT CAST((SELECT count(*) FROM search_backlog) + \
         (SELECT count(*) FROM bulk_dropped_indexes) AS TEXT)",
        &[],
    )
    .await;
    assert_eq!(left, [Some("0".to_owned())]);
    db::exec(
        app,
        "INSERT INTO links_search (links_search, rank) VALUES ('integrity-check', 1)",
        &[],
    )
    .await;
}

fn large_csv() -> Vec<u8> {
    let mut csv = String::from("slug,destination\r\n");
    for i in 0..LARGE {
        csv.push_str(&format!("bulk{i:05},https://bulk.example/page-{i:05}\r\n"));
    }
    // One existing slug and one invalid destination, as real files have.
    csv.push_str("bulk00007,https://bulk.example/again\r\n");
    csv.push_str("broken,javascript:alert(1)\r\n");
    csv.into_bytes()
}

#[tokio::test]
async fn a_large_import_keeps_every_index_and_is_searchable() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    owner
        .create_link("before", "https://before.example/x")
        .await;
    let indexes = link_indexes(&app).await;
    let (status, body) = upload(&owner, "lynx", "links.csv", large_csv()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body["message"],
        format!("Imported {LARGE} / {} links!", LARGE + 2)
    );
    assert_eq!(body["result"]["skipped_existing"], 1);
    assert_eq!(body["result"]["skipped_invalid"], 1);
    // The answer comes before search indexing, and says so.
    assert_eq!(body["result"]["searchPending"], true, "{body}");
    wait_for_search(&app).await;
    assert_bulk_state_clean(&app, &indexes).await;

    assert_eq!(found(&owner, "page-11999").await, ["bulk11999"]);
    assert_eq!(found(&owner, "ULK0001").await.len(), 10);
    assert_eq!(found(&owner, "before.example").await, ["before"]);
    // Every order still answers from the rebuilt indexes.
    for field in SORT_FIELDS {
        for direction in ["1", "-1"] {
            let (status, body) = owner
                .get(&format!(
                    "/api/link/list?sortField={field}&sortType={direction}"
                ))
                .await;
            assert_eq!(status, StatusCode::OK, "{field} {direction}: {body}");
            assert_eq!(body["result"]["links"].as_array().map(Vec::len), Some(20));
        }
    }
}

#[tokio::test]
async fn writes_during_a_bulk_import_keep_search_exact() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let indexes = link_indexes(&app).await;
    let old_gone = owner
        .create_link("oldgone", "https://w.example/old-gone")
        .await;
    let old_kept = owner
        .create_link("oldkept", "https://w.example/old-kept")
        .await;

    let bulk = begin(&app, 100).await;
    assert!(link_indexes(&app).await.len() < indexes.len());
    let new_gone = owner
        .create_link("newgone", "https://w.example/new-gone")
        .await;
    let new_kept = owner
        .create_link("newkept", "https://w.example/new-kept")
        .await;
    let (status, body) = owner
        .delete(
            "/api/link",
            json!({"ids": [old_gone["id"], new_gone["id"]]}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    for (link, slug, destination) in [
        (&old_kept, "oldrenamed", "https://w.example/old-moved"),
        (&new_kept, "newrenamed", "https://w.example/new-moved"),
    ] {
        let (status, body) = owner
            .patch(
                "/api/link",
                json!({"id": link["id"], "slug": slug, "destination": destination}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    // Without the dropped indexes the list still answers, by scanning.
    let (status, body) = owner
        .get("/api/link/list?sortField=visits&sortType=1")
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["links"].as_array().map(Vec::len), Some(2));

    app.app
        .store
        .end_bulk_import(bulk)
        .await
        .expect("bulk import ends");
    assert_bulk_state_clean(&app, &indexes).await;
    assert_eq!(
        found(&owner, "w.example").await,
        ["newrenamed", "oldrenamed"]
    );
    assert_eq!(found(&owner, "moved").await, ["newrenamed", "oldrenamed"]);
    assert!(found(&owner, "gone").await.is_empty());
    assert!(found(&owner, "kept").await.is_empty());
    // After the import the triggers index every write again.
    owner.create_link("after", "https://w.example/after").await;
    assert_eq!(found(&owner, "example/after").await, ["after"]);
    assert_bulk_state_clean(&app, &indexes).await;
}

/// A server in the middle of a bulk import that has written one link, and
/// the link indexes it had before.
async fn bulk_import_with(
    slug: &str,
    destination: &str,
) -> (TestApp, Actor, Vec<Option<String>>, BulkImport) {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let indexes = link_indexes(&app).await;
    let bulk = begin(&app, 100).await;
    owner.create_link(slug, destination).await;
    (app, owner, indexes, bulk)
}

#[tokio::test]
async fn a_cancelled_bulk_import_finishes_by_itself() {
    let (app, owner, indexes, bulk) = bulk_import_with("during", "https://c.example/during").await;
    // What a dropped request future does: the import is not handed back.
    drop(bulk);
    wait_until(
        "indexes not rebuilt",
        Duration::from_secs(10),
        Duration::from_millis(50),
        || async { link_indexes(&app).await == indexes },
    )
    .await;
    // The rebuild and the search catch-up are one task; the next bulk
    // import waits for it.
    let next = begin(&app, 0).await;
    app.app.store.end_bulk_import(next).await.expect("ends");
    assert_bulk_state_clean(&app, &indexes).await;
    assert_eq!(found(&owner, "c.example").await, ["during"]);
}

#[tokio::test]
async fn an_interrupted_bulk_import_is_finished_at_the_next_start() {
    let (app, owner, indexes, bulk) =
        bulk_import_with("crashed", "https://i.example/crashed").await;
    // A crash: nothing runs after this point but what the database holds.
    std::mem::forget(bulk);
    assert!(link_indexes(&app).await.len() < indexes.len());
    if is_sqlite(&app) {
        // SQLite's search index waits; PostgreSQL's search scans meanwhile.
        assert!(found(&owner, "i.example").await.is_empty());
    } else {
        // A concurrent index build that died half-way leaves an invalid
        // index of its name behind; the next build must replace it.
        use sqlx::Connection;
        owner
            .create_link("sameauthor", "https://other.example/x")
            .await;
        let mut conn = sqlx::PgConnection::connect(&app.app.settings.database_url)
            .await
            .expect("connect");
        let failed =
            sqlx::query("CREATE UNIQUE INDEX CONCURRENTLY links_slug_trgm ON links (author)")
                .execute(&mut conn)
                .await;
        assert!(failed.is_err(), "two links of one author are not unique");
        conn.close().await.expect("close");
    }

    let restarted = linkhop::store::Store::connect(&app.app.settings.database_url)
        .await
        .expect("connect");
    restarted.migrate().await.expect("start-up migration");
    // The server's start indexes the waiting links (the housekeeping job).
    restarted
        .fill_search_backlog()
        .await
        .expect("search catch-up");
    restarted.close().await;
    assert_bulk_state_clean(&app, &indexes).await;
    assert_eq!(found(&owner, "i.example").await, ["crashed"]);
    if !is_sqlite(&app) {
        let definition = db::texts(
            &app,
            "SELECT indexdef FROM pg_indexes WHERE indexname = 'links_slug_trgm'",
            &[],
        )
        .await;
        let definition: String = definition.into_iter().flatten().collect();
        assert!(definition.contains("USING gin"), "{definition}");
    }
}

/// Search answers while a bulk import has the search index waiting: links
/// from before are found, the waiting ones once the import ends.
#[tokio::test]
async fn search_answers_while_a_bulk_import_runs() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    owner
        .create_link("visible", "https://s.example/visible")
        .await;
    let bulk = begin(&app, 100).await;
    owner
        .create_link("waiting", "https://s.example/waiting")
        .await;
    let (status, body) = owner.get("/api/link/list?search=s.example").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(found(&owner, "visible").await, ["visible"]);
    app.app.store.end_bulk_import(bulk).await.expect("ends");
    assert_eq!(found(&owner, "s.example").await, ["visible", "waiting"]);
}

/// A client that stops waiting (a proxy timing out on a large file) does
/// not stop the import: the whole file is imported, not the batches that
/// happened to be written before the connection closed.
#[tokio::test]
async fn an_import_goes_on_when_the_client_stops_waiting() {
    use tokio::io::AsyncWriteExt;
    const ROWS: usize = 120_000;
    let app = TestApp::spawn().await;
    let owner = app.owner().await.with_secret().await;
    let mut csv = String::from("slug,destination\n");
    for i in 0..ROWS {
        csv.push_str(&format!("gone{i:06},https://gone.example/{i}\n"));
    }
    let boundary = "linkhopgoneaway";
    let body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"service\"\r\n\r\nlynx\r\n\
         --{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"links.csv\"\r\n\
         Content-Type: text/csv\r\n\r\n{csv}\r\n--{boundary}--\r\n"
    );
    let head = format!(
        "POST /api/import HTTP/1.1\r\nHost: linkhop\r\nAuthorization: {}\r\n\
         Content-Type: multipart/form-data; boundary={boundary}\r\nContent-Length: {}\r\n\r\n",
        owner.secret.as_deref().expect("secret"),
        body.len()
    );
    let address = app.base.trim_start_matches("http://");
    let mut socket = tokio::net::TcpStream::connect(address)
        .await
        .expect("connect");
    socket.write_all(head.as_bytes()).await.expect("head");
    socket.write_all(body.as_bytes()).await.expect("body");
    // Hang up once the first batch is in.
    let count = || crate::data_helpers::link_count(&app);
    wait_until(
        "the import never started",
        Duration::from_secs(60),
        Duration::from_millis(5),
        || async { count().await > 0 },
    )
    .await;
    drop(socket);
    wait_until(
        "the import stopped halfway",
        Duration::from_secs(120),
        Duration::from_millis(50),
        || async { count().await >= ROWS as i64 },
    )
    .await;
    // And it finished as a whole: indexes back, every link searchable.
    wait_until(
        "the search index never caught up",
        Duration::from_secs(60),
        Duration::from_millis(50),
        || async { !found(&owner, "gone.example/119999").await.is_empty() },
    )
    .await;
}

/// Export pages seek the creation-date index that a bulk import drops: an
/// export started meanwhile waits for the import and then has every link.
#[tokio::test]
async fn exports_wait_for_a_bulk_import_to_end() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    owner.create_link("early", "https://x.example/early").await;
    let bulk = begin(&app, 100).await;
    owner.create_link("late", "https://x.example/late").await;
    // The headers come at once; the rows are what waits.
    let request = owner
        .request(reqwest::Method::GET, "/api/export?format=csv")
        .send();
    let export = tokio::spawn(async move {
        let response = request.await.expect("export answers");
        assert_eq!(response.status(), StatusCode::OK);
        response.text().await.expect("body")
    });
    tokio::time::sleep(Duration::from_millis(300)).await;
    if is_sqlite(&app) {
        assert!(!export.is_finished(), "the export did not wait");
    }
    app.app.store.end_bulk_import(bulk).await.expect("ends");
    let csv = export.await.expect("export task");
    assert!(csv.contains("https://x.example/early"), "{csv}");
    assert!(csv.contains("https://x.example/late"), "{csv}");
}
