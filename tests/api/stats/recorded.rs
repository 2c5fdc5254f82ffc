//! The whole path: redirects answered over real sockets are recorded, flushed
//! and answered by the statistics API, each visit exactly once.

use crate::helpers::TestApp;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

const FIREFOX_ANDROID: &str =
    "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0";
const SAFARI_IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const CHROME_WINDOWS: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const DISCORDBOT: &str = "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)";

/// Follows `/path` from `address` (behind the trusted proxy) with headers.
async fn follow(
    app: &TestApp,
    method: Method,
    path: &str,
    address: &str,
    headers: &[(&str, &str)],
) {
    let mut request = app
        .anonymous()
        .request(method, path)
        .header("x-forwarded-for", address);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let answer = request.send().await.expect("redirect");
    assert_eq!(answer.status(), StatusCode::FOUND);
}

fn top(body: &Value, key: &str) -> Value {
    body["result"][key].clone()
}

/// A top list as (value, visits) pairs in a fixed order, so that ties may
/// come in either order.
fn entries(body: &Value, key: &str) -> Vec<(Option<String>, i64)> {
    let mut pairs: Vec<(Option<String>, i64)> = body["result"][key]
        .as_array()
        .expect(key)
        .iter()
        .map(|e| {
            (
                e["value"].as_str().map(str::to_owned),
                e["visits"].as_i64().unwrap_or(-1),
            )
        })
        .collect();
    pairs.sort();
    pairs
}

fn pairs(list: &[(Option<&str>, i64)]) -> Vec<(Option<String>, i64)> {
    let mut pairs: Vec<_> = list
        .iter()
        .map(|(v, n)| (v.map(str::to_owned), *n))
        .collect();
    pairs.sort();
    pairs
}

#[tokio::test]
async fn every_redirect_is_one_event_in_the_statistics() {
    let app = TestApp::spawn_with(|s| s.trust_proxy = 1).await;
    let owner = app.owner().await;
    let link = owner.create_link("traced", "https://example.com/").await;
    let id = link["id"].as_str().unwrap_or_default().to_owned();
    for _ in 0..3 {
        follow(
            &app,
            Method::GET,
            "/traced",
            "203.0.113.7",
            &[
                ("user-agent", FIREFOX_ANDROID),
                ("referer", "https://News.Example.com:8443/item?id=1#top"),
                ("cf-ipcountry", "fr"),
            ],
        )
        .await;
    }
    follow(
        &app,
        Method::GET,
        "/traced",
        "198.51.100.2",
        &[
            ("user-agent", SAFARI_IPHONE),
            ("referer", "javascript:alert(1)"),
            ("cf-ipcountry", "DE"),
        ],
    )
    .await;
    follow(
        &app,
        Method::GET,
        "/traced",
        "198.51.100.3",
        &[("user-agent", CHROME_WINDOWS), ("cf-ipcountry", "XX")],
    )
    .await;
    follow(
        &app,
        Method::GET,
        "/traced",
        "192.0.2.9",
        &[
            ("user-agent", DISCORDBOT),
            ("referer", "https://discord.com/channels/1"),
        ],
    )
    .await;
    follow(
        &app,
        Method::HEAD,
        "/traced",
        "192.0.2.9",
        &[("user-agent", CHROME_WINDOWS)],
    )
    .await;
    app.flush_visits().await;

    let stats = format!("/api/link/{id}/stats?interval=hour&from=2000-01-01&to=2100-01-01");
    let (status, humans) = owner.get(&format!("{stats}&bots=exclude")).await;
    assert_eq!(
        status,
        StatusCode::BAD_REQUEST,
        "a century is too long: {humans}"
    );
    let now = chrono::Utc::now();
    let range = format!(
        "from={}&to={}",
        (now - chrono::Duration::hours(2)).format("%Y-%m-%dT%H:%M:%SZ"),
        (now + chrono::Duration::hours(1)).format("%Y-%m-%dT%H:%M:%SZ")
    );
    let stats = format!("/api/link/{id}/stats?interval=hour&{range}");
    let (status, humans) = owner.get(&stats).await;
    assert_eq!(status, StatusCode::OK, "{humans}");
    // Three people, one of them three times; two bot visits.
    assert_eq!(
        top(&humans, "totals"),
        json!({"visits": 7, "humanVisits": 5, "botVisits": 2, "uniqueVisitors": 3})
    );
    let series_total: i64 = humans["result"]["series"]
        .as_array()
        .expect("series")
        .iter()
        .map(|bucket| bucket["visits"].as_i64().unwrap_or(0))
        .sum();
    assert_eq!(series_total, 7);
    assert_eq!(
        entries(&humans, "referrers"),
        pairs(&[(Some("news.example.com"), 3), (None, 2)])
    );
    assert_eq!(
        entries(&humans, "countries"),
        pairs(&[(Some("FR"), 3), (Some("DE"), 1), (None, 1)])
    );
    assert_eq!(
        entries(&humans, "devices"),
        pairs(&[(Some("mobile"), 4), (Some("desktop"), 1)])
    );
    assert_eq!(
        entries(&humans, "browsers"),
        pairs(&[
            (Some("Firefox"), 3),
            (Some("Chrome"), 1),
            (Some("Safari"), 1)
        ])
    );
    assert_eq!(
        entries(&humans, "os"),
        pairs(&[(Some("Android"), 3), (Some("Windows"), 1), (Some("iOS"), 1)])
    );

    let (_, bots) = owner.get(&format!("{stats}&bots=only")).await;
    assert_eq!(
        entries(&bots, "referrers"),
        pairs(&[(Some("discord.com"), 1), (None, 1)])
    );
    assert_eq!(bots["result"]["totals"]["uniqueVisitors"], 2);

    // The raw events: one per redirect, no address, agent or full referrer.
    let csv = owner
        .request(Method::GET, &format!("/api/link/{id}/visits?format=csv"))
        .send()
        .await
        .expect("export")
        .text()
        .await
        .expect("body");
    assert_eq!(csv.lines().count(), 1 + 7, "{csv}");
    for secret in ["203.0.113.7", "Gecko", "item?id", "discord.com/channels"] {
        assert!(!csv.contains(secret), "{secret} in {csv}");
    }
    // The counters agree with the events.
    let (_, single) = owner.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(
        (
            &single["result"]["visits"],
            &single["result"]["humanVisits"],
            &single["result"]["botVisits"]
        ),
        (&json!(7), &json!(5), &json!(2))
    );
}

#[tokio::test]
async fn counts_only_tracking_keeps_counters_and_records_no_event() {
    let app =
        TestApp::spawn_with(|s| s.visit_tracking = linkhop::config::VisitTracking::Counts).await;
    let owner = app.owner().await;
    let link = owner.create_link("plain", "https://example.com/").await;
    let id = link["id"].as_str().unwrap_or_default().to_owned();
    follow(
        &app,
        Method::GET,
        "/plain",
        "203.0.113.7",
        &[("user-agent", CHROME_WINDOWS)],
    )
    .await;
    follow(
        &app,
        Method::GET,
        "/plain",
        "203.0.113.7",
        &[("user-agent", DISCORDBOT)],
    )
    .await;
    app.flush_visits().await;
    let (_, single) = owner.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(
        (
            &single["result"]["humanVisits"],
            &single["result"]["botVisits"]
        ),
        (&json!(1), &json!(1))
    );
    assert_eq!(
        crate::db::count(&app, "SELECT COUNT(*) FROM visit_events", &[]).await,
        0
    );
    assert_eq!(
        crate::db::count(&app, "SELECT COUNT(*) FROM visit_summaries", &[]).await,
        0
    );
}

/// A visitor controls its `Referer`: a burst of distinct hosts keeps every
/// host in the raw events but adds at most the per-link cap of summary
/// values (the rest count as "(other)"), so random hosts cannot grow the
/// summaries without end.
#[tokio::test]
async fn a_burst_of_random_referrers_is_capped_in_the_summaries() {
    use linkhop::domain::summary_window::REFERRERS_PER_LINK_HOUR;
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = owner.create_link("flood", "https://example.com/").await;
    let id = link["id"].as_str().unwrap_or_default().to_owned();
    let hosts: Vec<String> = (0..300)
        .map(|i| format!("https://r{i}.example/x"))
        .collect();
    let follows = hosts.iter().map(|host| {
        let app = &app;
        async move {
            let headers = [("user-agent", CHROME_WINDOWS), ("referer", host.as_str())];
            follow(app, Method::GET, "/flood", "203.0.113.9", &headers).await
        }
    });
    futures_util::future::join_all(follows).await;
    app.flush_visits().await;
    assert_eq!(
        crate::db::count(
            &app,
            "SELECT COUNT(DISTINCT referrer) FROM visit_events",
            &[]
        )
        .await,
        300
    );
    let values = crate::db::count(
        &app,
        "SELECT COUNT(*) FROM visit_summaries WHERE dimension = 1 AND link_num <> 0",
        &[],
    )
    .await;
    // The cap, plus "(other)"; twice that if the hour turned mid-test.
    let cap = i64::from(REFERRERS_PER_LINK_HOUR) + 1;
    assert!(values == cap || values <= 2 * cap, "{values} referrer rows");
    let (status, body) = owner.get(&format!("/api/link/{id}/stats")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let referrers = body["result"]["referrers"].as_array().expect("referrers");
    assert_eq!(referrers.len(), 11, "{body}");
    assert_eq!(referrers[10]["value"], "(other)");
    let sum: i64 = referrers.iter().filter_map(|r| r["visits"].as_i64()).sum();
    assert_eq!(sum, 300);
}
