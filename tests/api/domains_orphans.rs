//! Orphan visits (docs/STATISTICS.md, "Orphan visits"): what no link
//! answers on a short domain is counted per domain (base path, unknown
//! slug, other path), written by the visit flush and answered by
//! `GET /api/domains/{id}/orphan-visits`; and `GET /api/stats` filtered by
//! domain, with its visits by domain.

use crate::db::{exec, texts};
use crate::helpers::{assert_error, wait_for_job, Actor, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

const FIREFOX: &str = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const GO: &str = "go.example.com";

/// Asks `path` on `host` (no `Host` override for `None`) as a browser, or
/// as a bot with `HEAD`; returns the status.
async fn visit(app: &TestApp, method: Method, host: Option<&str>, path: &str) -> StatusCode {
    let mut request = app
        .anonymous()
        .request(method, path)
        .header("user-agent", FIREFOX);
    if let Some(host) = host {
        request = request.header("host", host);
    }
    request.send().await.expect("request").status()
}

async fn add_domain(owner: &Actor, host: &str) -> String {
    let (status, body) = owner.post("/api/domains", json!({"host": host})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"]["id"].as_str().expect("id").to_owned()
}

async fn orphans(actor: &Actor, id: &str, query: &str) -> Value {
    let (status, body) = actor
        .get(&format!("/api/domains/{id}/orphan-visits{query}"))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"].clone()
}

/// The day items with visits, as (base, unknownSlug, otherPath).
fn busy_days(result: &Value) -> Vec<(i64, i64, i64)> {
    result["daily"]
        .as_array()
        .expect("daily")
        .iter()
        .map(|d| {
            let n = |key: &str| d[key].as_i64().expect(key);
            (n("base"), n("unknownSlug"), n("otherPath"))
        })
        .filter(|figures| *figures != (0, 0, 0))
        .collect()
}

#[tokio::test]
async fn orphan_visits_are_counted_per_domain_and_kind_after_a_flush() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let go = add_domain(&owner, GO).await;
    owner
        .create_link("known", "https://example.com/known")
        .await;

    // On go.example.com: the base path twice, an unknown slug three times
    // (and once as a bot), and paths no slug can be.
    for _ in 0..2 {
        assert_eq!(
            visit(&app, Method::GET, Some(GO), "/").await,
            StatusCode::FOUND
        );
    }
    for _ in 0..3 {
        assert_eq!(
            visit(&app, Method::GET, Some(GO), "/nope").await,
            StatusCode::NOT_FOUND
        );
    }
    assert_eq!(
        visit(&app, Method::HEAD, Some("GO.example.com"), "/nope").await,
        StatusCode::NOT_FOUND
    );
    let long = format!("/{}", "x".repeat(300));
    for other in ["/.env", "/a//b", "/%FF%FE", "/wp-admin/%20x", long.as_str()] {
        assert_eq!(
            visit(&app, Method::GET, Some(GO), other).await,
            StatusCode::NOT_FOUND,
            "{other}"
        );
    }
    // The known link is on the default domain: on go.example.com it names nothing.
    assert_eq!(
        visit(&app, Method::GET, Some(GO), "/known").await,
        StatusCode::NOT_FOUND
    );
    // On the default domain (any other host): the link, `/` and one unknown slug.
    assert_eq!(
        visit(&app, Method::GET, None, "/known").await,
        StatusCode::FOUND
    );
    assert_eq!(visit(&app, Method::GET, None, "/").await, StatusCode::FOUND);
    assert_eq!(
        visit(&app, Method::GET, None, "/missing").await,
        StatusCode::NOT_FOUND
    );
    // Served files are no orphan visits.
    visit(&app, Method::GET, Some(GO), "/robots.txt").await;
    app.flush_visits().await;

    let result = orphans(&owner, &go, "").await;
    assert_eq!(
        result["totals"],
        json!({"base": 2, "unknownSlug": 4, "otherPath": 5}),
        "{result}"
    );
    assert_eq!(busy_days(&result), [(2, 4, 5)]);
    assert_eq!(result["bots"], "exclude");
    assert_eq!(
        result["slugs"],
        json!([{"slug": "nope", "visits": 3}, {"slug": "known", "visits": 1}])
    );
    // 31 UTC days: the default range is the 30 days before now, whose
    // first and last days count whole.
    assert_eq!(result["daily"].as_array().map(Vec::len), Some(31));
    let bots = orphans(&owner, &go, "?bots=include").await;
    assert_eq!(bots["totals"]["unknownSlug"], 5);
    assert_eq!(bots["slugs"][0], json!({"slug": "nope", "visits": 4}));
    let only = orphans(&owner, &go, "?bots=only").await;
    assert_eq!(
        only["totals"],
        json!({"base": 0, "unknownSlug": 1, "otherPath": 0})
    );

    let default = orphans(&owner, "default", "").await;
    assert_eq!(
        default["totals"],
        json!({"base": 1, "unknownSlug": 1, "otherPath": 0})
    );
    assert_eq!(default["slugs"], json!([{"slug": "missing", "visits": 1}]));

    // Nothing of the other paths is stored: only slugs that could be one.
    let mut stored = texts(&app, "SELECT slug FROM orphan_visits ORDER BY slug", &[]).await;
    stored.dedup();
    let stored: Vec<&str> = stored.iter().flatten().map(String::as_str).collect();
    assert_eq!(stored, ["", "known", "missing", "nope"]);

    // A range before the visits has none; one of the visits' day has them all.
    let empty = orphans(&owner, &go, "?from=2026-01-01&to=2026-01-03").await;
    assert_eq!(
        empty["totals"],
        json!({"base": 0, "unknownSlug": 0, "otherPath": 0})
    );
    assert_eq!(empty["from"], "2026-01-01T00:00:00.000Z");
    assert_eq!(empty["to"], "2026-01-03T00:00:00.000Z");
    assert_eq!(
        empty["daily"][1],
        json!({"day": "2026-01-02", "base": 0, "unknownSlug": 0, "otherPath": 0})
    );
    assert_eq!(empty["slugs"], json!([]));

    // An admin sees them too, and so does the owner's API secret.
    let admin = app.admin().await;
    assert_eq!(orphans(&admin, &go, "").await["totals"], result["totals"]);
    let secret = owner.with_secret().await;
    assert_eq!(orphans(&secret, &go, "").await["totals"], result["totals"]);

    // A removed domain's orphan visits go with it.
    let (status, body) = owner
        .send(Method::DELETE, &format!("/api/domains/{go}"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let left = texts(
        &app,
        "SELECT domain_id FROM orphan_visits WHERE domain_id = $1",
        &[&go],
    )
    .await;
    assert!(left.is_empty(), "{left:?}");
    assert_eq!(
        orphans(&owner, "default", "").await["totals"],
        default["totals"]
    );
}

#[tokio::test]
async fn visits_pending_for_a_removed_domain_are_skipped_by_the_flush() {
    let app = TestApp::spawn_with(|s| s.visit_flush_ms = 3_600_000).await;
    let owner = app.owner().await;
    let gone = add_domain(&owner, "gone.example.com").await;
    let kept = add_domain(&owner, GO).await;
    visit(&app, Method::GET, Some("gone.example.com"), "/lost").await;
    visit(&app, Method::GET, Some(GO), "/found").await;
    // The removal reloads the domains: later requests on its host are the
    // default domain's; what was counted before it waits for the flush.
    let (status, body) = owner
        .send(Method::DELETE, &format!("/api/domains/{gone}"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    app.flush_visits().await;
    assert_eq!(app.app.visits.pending(), 0);
    let found = orphans(&owner, &kept, "").await;
    assert_eq!(found["slugs"], json!([{"slug": "found", "visits": 1}]));
    let rows = texts(&app, "SELECT domain_id FROM orphan_visits", &[]).await;
    assert_eq!(rows, [Some(kept)]);
}

#[tokio::test]
async fn old_orphan_visits_are_removed_by_the_visit_retention_job() {
    let app = TestApp::spawn().await;
    // The job's first run, at start, is over: this test's run is the only one.
    wait_for_job(&app, linkhop::metrics::Job::VisitRetention).await;
    let now = linkhop::domain::time::now_millis();
    let today = linkhop::domain::visits::day_of(now);
    for day in [today - 200, today - 91, today - 89, today] {
        exec(
            &app,
            &format!(
                "INSERT INTO orphan_visits (domain_id, day, kind, slug, humans, bots) \
                 VALUES ('default', {day}, 1, 'old', 1, 0)"
            ),
            &[],
        )
        .await;
    }
    let report = linkhop::jobs::visit_retention::run_once(
        &app.app.job_context(),
        now,
        std::time::Duration::ZERO,
    )
    .await;
    assert_eq!(report.orphan_visits, 2, "{report:?}");
    let days = texts(
        &app,
        "SELECT CAST(day AS TEXT) FROM orphan_visits ORDER BY day",
        &[],
    )
    .await;
    let expected: Vec<Option<String>> = [today - 89, today]
        .iter()
        .map(|d| Some(d.to_string()))
        .collect();
    assert_eq!(days, expected);
}

#[tokio::test]
async fn the_orphan_visits_endpoint_refuses_what_it_must() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    assert_error(
        &standard.get("/api/domains/default/orphan-visits").await,
        412,
        "Currently logged-in account does not match role: admin or owner",
    );
    assert_error(
        &app.anonymous()
            .get("/api/domains/default/orphan-visits")
            .await,
        401,
        "No cookie token provided",
    );
    for id in [
        "nope",
        "0b6f9a52-2f5c-4b8e-9d59-5c1b0f3e0a11",
        "%FF",
        "a%00b",
    ] {
        assert_error(
            &owner.get(&format!("/api/domains/{id}/orphan-visits")).await,
            404,
            "A domain with that id does not exist",
        );
    }
    for (query, message) in [
        ("from=yesterday", "Invalid from, expected an ISO 8601 date-time with an offset or a date (YYYY-MM-DD) from 1970 to 9999"),
        ("to=%00", "Invalid to, expected an ISO 8601 date-time with an offset or a date (YYYY-MM-DD) from 1970 to 9999"),
        ("from=2026-05-02&to=2026-05-01", "Invalid to, it must not be before from"),
        ("from=2020-01-01&to=2025-01-02", "Invalid from, the range from from to to is limited to 5 years"),
        ("bots=all", "Invalid bots, accepted values: exclude, include, only"),
        ("tz=Mars/Olympus", "Invalid tz, expected an IANA time zone name such as Europe/Paris"),
    ] {
        assert_error(
            &owner
                .get(&format!("/api/domains/default/orphan-visits?{query}"))
                .await,
            400,
            message,
        );
    }
    // Empty values count as absent; five years is accepted.
    for query in ["from=&to=&bots=&tz=", "from=2020-01-01&to=2025-01-01"] {
        orphans(&owner, "default", &format!("?{query}")).await;
    }
}

/// `result.domains` as (domain, visits, humanVisits).
fn by_domain(body: &Value) -> Vec<(Option<String>, i64, i64)> {
    body["result"]["domains"]
        .as_array()
        .expect("domains")
        .iter()
        .map(|d| {
            (
                d["domain"].as_str().map(str::to_owned),
                d["visits"].as_i64().expect("visits"),
                d["humanVisits"].as_i64().expect("humanVisits"),
            )
        })
        .collect()
}

fn top_slugs(body: &Value) -> Vec<String> {
    body["result"]["topLinks"]
        .as_array()
        .expect("topLinks")
        .iter()
        .map(|l| l["slug"].as_str().expect("slug").to_owned())
        .collect()
}

async fn stats(actor: &Actor, query: &str) -> Value {
    let (status, body) = actor.get(&format!("/api/stats{query}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

#[tokio::test]
async fn statistics_filter_by_domain_and_break_visits_down_by_domain() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let standard = app.standard_user().await;
    owner.create_link("home", "https://example.com/home").await;
    let none = stats(&owner, "").await;
    assert_eq!(by_domain(&none), [], "no visits, no domain");
    for _ in 0..2 {
        visit(&app, Method::GET, None, "/home").await;
    }
    app.flush_visits().await;
    // One domain: every visit is the default domain's.
    assert_eq!(by_domain(&stats(&owner, "").await), [(None, 2, 2)]);

    add_domain(&owner, GO).await;
    let (status, body) = owner
        .post(
            "/api/link",
            json!({"slug": "gone", "destination": "https://example.com/gone", "domain": GO}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = standard
        .post(
            "/api/link",
            json!({"slug": "mine", "destination": "https://example.com/mine", "domain": GO}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    for _ in 0..2 {
        assert_eq!(
            visit(&app, Method::GET, Some(GO), "/gone").await,
            StatusCode::FOUND
        );
    }
    assert_eq!(
        visit(&app, Method::HEAD, Some(GO), "/gone").await,
        StatusCode::FOUND
    );
    assert_eq!(
        visit(&app, Method::GET, Some(GO), "/mine").await,
        StatusCode::FOUND
    );
    app.flush_visits().await;

    let go = Some(GO.to_owned());
    let all = stats(&owner, "").await;
    assert_eq!(all["result"]["totals"]["visits"], 6);
    assert_eq!(by_domain(&all), [(go.clone(), 4, 3), (None, 2, 2)]);
    // Each top link names its domain: a slug alone could be on several.
    let top_domains: Vec<(String, Value)> = all["result"]["topLinks"]
        .as_array()
        .expect("topLinks")
        .iter()
        .map(|l| {
            (
                l["slug"].as_str().unwrap_or("").to_owned(),
                l["domain"].clone(),
            )
        })
        .collect();
    assert_eq!(
        top_domains,
        [
            ("gone".to_owned(), json!(GO)),
            ("home".to_owned(), Value::Null),
            ("mine".to_owned(), json!(GO)),
        ]
    );
    let on_go = stats(&owner, &format!("?domain={GO}")).await;
    assert_eq!(on_go["result"]["totals"]["visits"], 4);
    assert_eq!(on_go["result"]["totals"]["humanVisits"], 3);
    assert_eq!(top_slugs(&on_go), ["gone", "mine"]);
    assert_eq!(by_domain(&on_go), [(go.clone(), 4, 3)]);
    let series: i64 = on_go["result"]["series"]
        .as_array()
        .expect("series")
        .iter()
        .map(|item| item["visits"].as_i64().unwrap_or(0))
        .sum();
    assert_eq!(series, 4);
    // Any case, and the Unicode or punycode form, name the same domain.
    let upper = stats(&owner, "?domain=GO.Example.COM").await;
    assert_eq!(upper["result"]["totals"], on_go["result"]["totals"]);
    let default = stats(&owner, "?domain=_default").await;
    assert_eq!(default["result"]["totals"]["visits"], 2);
    assert_eq!(top_slugs(&default), ["home"]);
    assert_eq!(by_domain(&default), [(None, 2, 2)]);

    // A standard account: its own links only, filtered or not.
    assert_eq!(by_domain(&stats(&standard, "").await), [(go.clone(), 1, 1)]);
    let own = stats(&standard, &format!("?domain={GO}")).await;
    assert_eq!(own["result"]["totals"]["visits"], 1);
    assert_eq!(top_slugs(&own), ["mine"]);
    assert_eq!(
        stats(&standard, "?domain=_default").await["result"]["totals"]["visits"],
        0
    );
    // An admin: standard accounts' links and authorless ones, not the owner's.
    let managed = stats(&admin, &format!("?domain={GO}&bots=include")).await;
    assert_eq!(managed["result"]["totals"]["visits"], 1);
    assert_eq!(top_slugs(&managed), ["mine"]);
    assert_eq!(by_domain(&managed), [(go, 1, 1)]);

    for bad in [
        "nowhere.example.com",
        "a%20b",
        "https://go.example.com",
        "%00",
    ] {
        assert_error(
            &owner.get(&format!("/api/stats?domain={bad}")).await,
            400,
            "Invalid domain, expected the host of a short domain or _default",
        );
    }
    // Empty counts as absent.
    assert_eq!(
        stats(&owner, "?domain=").await["result"]["totals"]["visits"],
        6
    );
}
