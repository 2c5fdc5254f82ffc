//! Issue 18's data findings: a huge imported visit count, one visit row the
//! database refuses, long unknown paths filling memory, and an author's
//! export sorting every link of a millisecond per page. Each runs on the
//! engine TEST_DATABASE_URL selects.

use crate::data_helpers::{download, link_by_slug, upload};
use crate::db::exec;
use crate::helpers::TestApp;
use crate::process::{knob, Server};
use crate::test_database::TestDatabase;
use linkhop::domain::accounts::LinkScope;
use linkhop::domain::import::MAX_IMPORTED_VISITS;
use linkhop::store::Engine;
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::Duration;

fn on_postgres(app: &TestApp) -> bool {
    app.app.store.engine() == Engine::Postgres
}

/// A server whose visit flush job waits an hour: the test flushes itself,
/// so no flush of the job's runs concurrently with its checks.
async fn flushed_by_hand() -> TestApp {
    TestApp::spawn_with(|s| s.visit_flush_ms = 3_600_000).await
}

async fn follow(app: &TestApp, slug: &str, times: usize) {
    let visitor = app.anonymous();
    for _ in 0..times {
        let answer = visitor
            .request(reqwest::Method::GET, &format!("/{slug}"))
            .send()
            .await
            .expect("request");
        assert_eq!(answer.status(), StatusCode::FOUND, "/{slug}");
    }
}

#[tokio::test]
async fn a_huge_imported_visit_count_is_capped_and_breaks_nothing() {
    let app = flushed_by_hand().await;
    let owner = app.owner().await;
    let user = app.standard_user().await;
    let kept = owner.create_link("kept", "https://example.com/kept").await;
    let file = json!([
        {"slug": "huge", "destination": "https://example.com/huge", "visits": 9_223_372_036_854_775_807_i64},
        {"slug": "plain", "destination": "https://example.com/plain", "visits": 5},
    ]);
    let answer = upload(&user, "lynx", "links.json", file.to_string().into_bytes()).await;
    assert_eq!(answer.0, StatusCode::OK, "{}", answer.1);
    assert_eq!(answer.1["message"], "Imported 2 / 2 links!");

    follow(&app, "huge", 3).await;
    follow(&app, "plain", 2).await;
    follow(&app, "kept", 1).await;
    app.flush_visits().await;
    assert_eq!(app.app.visits.pending(), 0);

    let visits = |slug: &'static str| {
        let app = &app;
        async move { link_by_slug(app, slug).await.expect("link").visits }
    };
    assert_eq!(visits("huge").await, MAX_IMPORTED_VISITS + 3);
    assert_eq!(visits("plain").await, 7);
    assert_eq!(visits("kept").await, 1);
    for actor in [&user, &owner] {
        let (status, body) = actor.get("/api/link/list?sortField=visits").await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let response = download(actor, "/api/export?format=json").await;
        assert_eq!(response.status(), StatusCode::OK);
        let links: Value = response.json().await.expect("export json");
        assert!(links.as_array().is_some_and(|l| !l.is_empty()));
    }
    let report = linkhop::jobs::backup::run_once(&app.app.job_context(), chrono::Utc::now()).await;
    assert!(report.is_ok(), "{report:?}");
    app.app.redirects.clear_local();
    assert_eq!(
        app.app.redirects.preload().await.expect("preload"),
        3,
        "the cache preload reads every link"
    );
    assert!(kept["id"].is_string());
    // The import's answer says which count was capped, in a key Lynx's
    // clients ignore.
    assert_eq!(
        answer.1["result"],
        json!({"imported": 2, "skipped_existing": 0, "skipped_invalid": 0, "visits_capped": 1,
               "skippedRows": [], "skippedReasons": {}})
    );
}

#[tokio::test]
async fn counts_saturate_at_the_column_maximum() {
    let app = flushed_by_hand().await;
    let owner = app.owner().await;
    owner.create_link("full", "https://example.com/full").await;
    owner
        .create_link("other", "https://example.com/other")
        .await;
    // A count stored before imports were capped.
    exec(
        &app,
        "UPDATE link_counters SET visits = 9223372036854775806, human_visits = 9223372036854775806 \
         WHERE link_id = (SELECT id FROM links WHERE slug = 'full')",
        &[],
    )
    .await;
    follow(&app, "full", 3).await;
    follow(&app, "other", 2).await;
    app.flush_visits().await;
    assert_eq!(
        link_by_slug(&app, "full").await.map(|l| l.visits),
        Some(i64::MAX)
    );
    assert_eq!(link_by_slug(&app, "other").await.map(|l| l.visits), Some(2));
    let (status, body) = owner.get("/api/link/list").await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn a_visit_row_the_database_refuses_costs_only_its_own_count() {
    let app = flushed_by_hand().await;
    let owner = app.owner().await;
    for slug in ["refused", "a", "b"] {
        owner
            .create_link(slug, &format!("https://example.com/{slug}"))
            .await;
    }
    if on_postgres(&app) {
        exec(
            &app,
            "CREATE FUNCTION refuse_visits() RETURNS trigger AS $$ BEGIN \
             IF NEW.link_id = (SELECT id FROM links WHERE slug = 'refused') \
             THEN RAISE EXCEPTION 'refused'; END IF; \
             RETURN NEW; END $$ LANGUAGE plpgsql",
            &[],
        )
        .await;
        exec(
            &app,
            "CREATE TRIGGER refuse_visits BEFORE UPDATE OF visits ON link_counters \
             FOR EACH ROW EXECUTE FUNCTION refuse_visits()",
            &[],
        )
        .await;
    } else {
        exec(
            &app,
            "CREATE TRIGGER refuse_visits BEFORE UPDATE OF visits ON link_counters \
             WHEN new.link_id = (SELECT id FROM links WHERE slug = 'refused') \
             BEGIN SELECT RAISE(ABORT, 'refused'); END",
            &[],
        )
        .await;
    }
    follow(&app, "a", 2).await;
    follow(&app, "refused", 4).await;
    follow(&app, "b", 1).await;
    // The visit flush job may have written some already; this flush must
    // succeed all the same.
    let written = app.app.visits.flush().await;
    assert!(written.is_ok(), "{written:?}");
    assert_eq!(app.app.visits.pending(), 0, "the refused count is dropped");
    assert_eq!(link_by_slug(&app, "a").await.map(|l| l.visits), Some(2));
    assert_eq!(link_by_slug(&app, "b").await.map(|l| l.visits), Some(1));
    assert_eq!(
        link_by_slug(&app, "refused").await.map(|l| l.visits),
        Some(0)
    );
    // Later flushes carry on as usual.
    follow(&app, "b", 1).await;
    app.flush_visits().await;
    assert_eq!(link_by_slug(&app, "b").await.map(|l| l.visits), Some(2));
}

/// Many anonymous requests for long unknown paths: the server's memory
/// stays within 50 MB of where it started. Before the fix each path was
/// cached as unknown, ~15 kB apiece (8,000 requests: +120 MB).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_unknown_paths_leave_memory_flat() {
    let requests: usize = knob("LONG_PATH_REQUESTS", 8_000);
    let workers: usize = 8;
    let dir = tempfile::tempdir().expect("temp dir");
    let database = TestDatabase::create(dir.path()).await;
    let server = Server::start(dir.path(), &database.url, &[]).await;
    let client = reqwest::Client::new();
    let padding = Arc::new("x".repeat(15_000));
    // Warm up: connections, allocator arenas, the dashboard's index.
    for n in 0..50 {
        let answer = client
            .get(format!("{}/warm{n}-{padding}", server.base))
            .send()
            .await
            .expect("request");
        assert_eq!(answer.status(), StatusCode::NOT_FOUND);
    }
    let before = server.rss_kib();
    let tasks: Vec<_> = (0..workers)
        .map(|worker| {
            let (client, base, padding) = (client.clone(), server.base.clone(), padding.clone());
            tokio::spawn(async move {
                for n in (worker..requests).step_by(workers) {
                    let answer = client
                        .get(format!("{base}/{n}-{padding}"))
                        .send()
                        .await
                        .expect("request");
                    assert_eq!(answer.status(), StatusCode::NOT_FOUND);
                    answer.bytes().await.expect("body");
                }
            })
        })
        .collect();
    for task in tasks {
        task.await.expect("worker");
    }
    // Freed memory may take a moment to go back to the system.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let after = server.rss_kib();
    eprintln!("RSS {before} kB → {after} kB after {requests} long unknown paths");
    assert!(
        after <= before + 50 * 1024,
        "RSS grew from {before} kB to {after} kB"
    );
}

/// An author's export pages seek one index: no sort per page of the links
/// that share a creation millisecond (a bulk import makes many).
#[tokio::test]
async fn an_author_export_page_seeks_an_index_without_sorting() {
    let app = TestApp::spawn().await;
    let _owner = app.owner().await;
    let user = app.standard_user().await;
    let other = app.standard_user().await;
    let at = 1_700_000_000_000_i64;
    // Ids interleave the two authors' links; the other author has ten times more.
    for (author, count) in [(user.id(), 3_000), (other.id(), 30_000)] {
        let (rows, id) = if on_postgres(&app) {
            (
                format!("SELECT n FROM generate_series(1, {count}) AS n"),
                "lpad(n::text, 6, '0') || '-' || $1",
            )
        } else {
            (
                format!(
                    "WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < {count}) \
                     SELECT n FROM s"
                ),
                "printf('%06d', n) || '-' || $1",
            )
        };
        let sql = format!(
            "INSERT INTO links (id, slug, destination, author, creation_date, modified_date) \
             SELECT {id}, {id}, 'https://example.com/' || n, $1, {at}, {at} \
             FROM ({rows}) AS numbers"
        );
        exec(&app, &sql, &[author]).await;
        exec(
            &app,
            "INSERT INTO link_counters (link_id) SELECT id FROM links \
             WHERE id NOT IN (SELECT link_id FROM link_counters)",
            &[],
        )
        .await;
    }
    exec(&app, "ANALYZE", &[]).await;
    let scope = LinkScope::Own {
        account_id: user.id().to_owned(),
        teams: Vec::new(),
    };
    let plan = app
        .app
        .store
        .explain_export_page(&scope, (at, "001500-"))
        .await
        .expect("explain")
        .join("\n");
    if on_postgres(&app) {
        assert!(plan.contains("links_author_creation"), "{plan}");
        assert!(!plan.contains("Sort"), "{plan}");
    } else {
        assert!(!plan.contains("TEMP B-TREE"), "{plan}");
        assert!(plan.contains("links_author_creation"), "{plan}");
    }
    // And the pages hold every link once, in order.
    let response = download(&user, "/api/export?format=json").await;
    let links: Value = response.json().await.expect("export json");
    let ids: Vec<&str> = links
        .as_array()
        .expect("array")
        .iter()
        .filter_map(|l| l["id"].as_str())
        .collect();
    assert_eq!(ids.len(), 3_000);
    assert!(ids.windows(2).all(|w| w[0] < w[1]));
}
