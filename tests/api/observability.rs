//! Health probes and the metrics listener on a running server, on both
//! engines: the health format, the probes' names reserved, readiness
//! failing without a database, and the metrics a scrape shows after
//! redirects, API calls and jobs.

use crate::helpers::TestApp;
use reqwest::header::CONTENT_TYPE;
use reqwest::{Client, StatusCode};
use serde_json::{json, Value};
use std::time::{Duration, Instant};
use tokio::sync::watch;

fn on_postgres() -> bool {
    std::env::var("TEST_DATABASE_URL").is_ok_and(|u| !u.is_empty())
}

fn client() -> Client {
    Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
}

async fn probe(app: &TestApp, path: &str) -> (StatusCode, Value) {
    let response = client().get(app.url(path)).send().await.expect("probe");
    let status = response.status();
    assert_eq!(
        response.headers()[CONTENT_TYPE],
        "application/health+json",
        "{path}"
    );
    assert_eq!(response.headers()["cache-control"], "no-store", "{path}");
    let body: Value = serde_json::from_str(&response.text().await.expect("body")).expect("JSON");
    (status, body)
}

/// The checks' statuses by name (each check is a list of one component).
fn check_statuses(body: &Value) -> Vec<(String, String)> {
    body["checks"]
        .as_object()
        .expect("checks")
        .iter()
        .map(|(name, components)| {
            (
                name.clone(),
                components[0]["status"].as_str().expect("status").to_owned(),
            )
        })
        .collect()
}

/// On PostgreSQL the cache (and readiness) wait for the change feed,
/// which listens within moments of the start.
async fn wait_for_change_feed(app: &TestApp) {
    if !on_postgres() {
        return;
    }
    let started = Instant::now();
    while app.app.redirects.change_feed_listening() != Some(true) {
        assert!(started.elapsed() < Duration::from_secs(10), "feed listens");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Waits until the change feed has received a change since it had
/// received `before` (nothing to wait for on SQLite).
async fn wait_for_feed_change_after(app: &TestApp, before: Option<u64>) {
    let Some(before) = before else {
        return;
    };
    let started = Instant::now();
    while app.app.redirects.change_feed_changes() <= Some(before) {
        assert!(started.elapsed() < Duration::from_secs(10), "feed delivers");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn probes_answer_in_the_health_check_format() {
    let app = TestApp::spawn().await;
    let (status, body) = probe(&app, "/healthz").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["status"], "pass");
    assert_eq!(body["version"], "1");
    assert_eq!(body["releaseId"], env!("CARGO_PKG_VERSION"));
    assert_eq!(body["checks"]["uptime"][0]["observedUnit"], "s");

    // On PostgreSQL the instance is ready once its change feed listens,
    // which takes a moment after start.
    if on_postgres() {
        wait_for_change_feed(&app).await;
    }
    let (status, body) = probe(&app, "/readyz").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["status"], "pass", "{body}");
    let mut expected = vec![
        ("database:responseTime".to_owned(), "pass".to_owned()),
        ("database:migrations".to_owned(), "pass".to_owned()),
    ];
    if on_postgres() {
        expected.push(("changeFeed:connected".to_owned(), "pass".to_owned()));
    }
    assert_eq!(check_statuses(&body), expected);
    let engine = if on_postgres() { "postgres" } else { "sqlite" };
    let files = std::fs::read_dir(format!("migrations/{engine}"))
        .expect("migrations")
        .filter(|f| {
            f.as_ref()
                .is_ok_and(|f| f.path().extension().is_some_and(|e| e == "sql"))
        })
        .count();
    let migrations = &body["checks"]["database:migrations"][0];
    assert_eq!(migrations["observedValue"], json!(files), "{migrations}");

    // HEAD is answered too, as probes sometimes send it.
    let head = client()
        .head(app.url("/readyz"))
        .send()
        .await
        .expect("head");
    assert_eq!(head.status(), StatusCode::OK);
}

#[tokio::test]
async fn readiness_fails_while_the_database_is_gone_and_health_does_not() {
    let app = TestApp::spawn().await;
    app.app.store.close().await;
    let (status, body) = probe(&app, "/readyz").await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    assert_eq!(body["status"], "fail");
    let database = &body["checks"]["database:responseTime"][0];
    assert_eq!(database["status"], "fail");
    assert_eq!(database["output"], "the database does not answer");
    let (status, body) = probe(&app, "/healthz").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["status"], "pass");
}

#[tokio::test]
async fn the_probes_names_are_never_slugs() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    for slug in ["healthz", "readyz", "HealthZ"] {
        let (status, body) = owner
            .post(
                "/api/link",
                json!({"slug": slug, "destination": "https://example.com/"}),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{slug}: {body}");
        assert_eq!(body["success"], false);
    }
    let (status, body) = owner.get("/api/link/list").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["result"]["links"], json!([]), "{body}");
}

/// Serves the app's metrics on a free port until the returned sender drops.
pub async fn metrics_listener(app: &TestApp) -> (String, watch::Sender<bool>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("address"));
    let (stop, stopped) = watch::channel(false);
    tokio::spawn(linkhop::app::serve_metrics(
        app.app.clone(),
        listener,
        stopped,
    ));
    (base, stop)
}

pub async fn scrape(base: &str) -> String {
    let response = client()
        .get(format!("{base}/metrics"))
        .send()
        .await
        .expect("scrape");
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers()[CONTENT_TYPE],
        "application/openmetrics-text; version=1.0.0; charset=utf-8"
    );
    response.text().await.expect("body")
}

/// The value of the sample named exactly `series` (name and labels).
pub fn sample(text: &str, series: &str) -> Option<f64> {
    text.lines()
        .filter_map(|line| line.strip_prefix(series))
        .find_map(|rest| rest.strip_prefix(' '))
        .and_then(|value| value.parse().ok())
}

#[tokio::test]
async fn a_scrape_counts_redirects_api_requests_and_jobs() {
    let app = TestApp::spawn().await;
    let (base, _stop) = metrics_listener(&app).await;
    wait_for_change_feed(&app).await;
    let owner = app.owner().await;
    let announced_before = app.app.redirects.change_feed_changes();
    let (status, body) = owner
        .post(
            "/api/link",
            json!({"slug": "counted", "destination": "https://example.com/c"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let id = body["result"]["id"].as_str().expect("id").to_owned();
    // On PostgreSQL the write's own announcement comes back through the
    // feed and forgets the slug again; wait for it, or a visit cached
    // before it arrives would be looked up a second time.
    wait_for_feed_change_after(&app, announced_before).await;
    // The write forgot the slug: the first visit asks the database, the
    // next ones are answered from memory.
    for _ in 0..3 {
        let response = client().get(app.url("/counted")).send().await.expect("go");
        assert_eq!(response.status(), StatusCode::FOUND);
    }
    for path in ["/missing-link", "/missing-link", "/%FF"] {
        let response = client().get(app.url(path)).send().await.expect("go");
        assert_eq!(response.status(), StatusCode::NOT_FOUND);
    }
    let (status, _) = owner.get(&format!("/api/link/{id}/stats")).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = owner.get("/api/no/such/endpoint/12345").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // Probes are not redirects.
    let _ = probe(&app, "/healthz").await;
    tokio::time::sleep(Duration::from_millis(200)).await;

    let text = scrape(&base).await;
    let value =
        |series: &str| sample(&text, series).unwrap_or_else(|| panic!("{series} in\n{text}"));
    assert_eq!(value("linkhop_redirects_total{result=\"miss\"}"), 1.0);
    assert_eq!(value("linkhop_redirects_total{result=\"hit\"}"), 2.0);
    assert_eq!(value("linkhop_redirects_total{result=\"not_found\"}"), 3.0);
    for later in ["expired", "password", "error"] {
        assert_eq!(
            value(&format!("linkhop_redirects_total{{result=\"{later}\"}}")),
            0.0
        );
    }
    assert_eq!(value("linkhop_redirect_duration_seconds_count"), 6.0);
    assert_eq!(
        value("linkhop_redirect_duration_seconds_bucket{le=\"+Inf\"}"),
        6.0
    );
    // One miss ("counted"), one hit pair; "missing-link" once each way.
    assert_eq!(value("linkhop_cache_lookups_total{result=\"miss\"}"), 2.0);
    assert_eq!(value("linkhop_cache_lookups_total{result=\"hit\"}"), 3.0);
    assert_eq!(value("linkhop_cache_hit_ratio"), 0.6);
    assert_eq!(value("linkhop_cache_entries{cache=\"links\"}"), 1.0);
    assert_eq!(value("linkhop_cache_entries{cache=\"unknown\"}"), 1.0);
    assert_eq!(
        value("linkhop_api_requests_total{route=\"/api/link\",method=\"POST\",status=\"200\"}"),
        1.0
    );
    assert_eq!(
        value("linkhop_api_requests_total{route=\"/api/link/{id}/stats\",method=\"GET\",status=\"200\"}"),
        1.0
    );
    assert_eq!(
        value("linkhop_api_requests_total{route=\"unmatched\",method=\"GET\",status=\"404\"}"),
        1.0
    );
    assert!(
        !text.contains("12345") && !text.contains(&id),
        "paths never become labels"
    );
    assert!(value("linkhop_api_request_duration_seconds_count{route=\"/api/auth/login\"}") >= 1.0);
    // Tests flush every 50 ms: the redirects' visits are written by now.
    assert!(value("linkhop_job_runs_total{job=\"visit_flush\"}") >= 2.0);
    assert_eq!(
        value("linkhop_job_failures_total{job=\"visit_flush\"}"),
        0.0
    );
    assert!(value("linkhop_visit_flush_links_sum") >= 1.0);
    assert!(value("linkhop_visit_flush_events_total") >= 3.0);
    assert!(value("linkhop_visit_flush_duration_seconds_count") >= 1.0);
    assert_eq!(value("linkhop_visit_events_dropped_total"), 0.0);
    assert_eq!(value("linkhop_visits_pending"), 0.0);
    assert_eq!(value("linkhop_visit_events_queued"), 0.0);
    assert!(text.contains(&format!(
        "linkhop_build_info{{version=\"{}\"}} 1",
        env!("CARGO_PKG_VERSION")
    )));
    let pool = if on_postgres() { "main" } else { "reader" };
    assert!(
        value(&format!(
            "linkhop_db_connections{{pool=\"{pool}\",state=\"max\"}}"
        )) >= 1.0
    );
    assert!(sample(
        &text,
        &format!("linkhop_db_connections{{pool=\"{pool}\",state=\"in_use\"}}")
    )
    .is_some());
    assert_eq!(
        sample(&text, "linkhop_change_feed_connected").is_some(),
        on_postgres(),
        "the feed gauge exists on PostgreSQL only"
    );
    match sample(&text, "linkhop_change_feed_changes_total") {
        Some(changes) => assert!(on_postgres() && changes >= 1.0, "{changes}"),
        None => assert!(!on_postgres(), "the feed counter exists on PostgreSQL"),
    }
    assert!(value("process_resident_memory_bytes") > 1e6);
    assert!(value("process_open_fds") >= 3.0);
    assert!(value("process_cpu_seconds_total") > 0.0);
    assert!(text.ends_with("# EOF\n"));

    // Only /metrics is served there, and the main listener has no /metrics.
    let other = client()
        .get(format!("{base}/"))
        .send()
        .await
        .expect("other");
    assert_eq!(other.status(), StatusCode::NOT_FOUND);
    let main = client()
        .get(app.url("/metrics"))
        .send()
        .await
        .expect("main");
    assert_eq!(main.status(), StatusCode::NOT_FOUND);
}
