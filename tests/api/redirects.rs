//! The redirect hot path (api.md §12): status, Location, visits, cache.

use crate::helpers::{assert_error, TestApp};
use reqwest::StatusCode;

#[tokio::test]
async fn known_slug_redirects_with_302_and_counts_the_visit() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = owner
        .create_link("docs", "https://example.com/docs?a=1")
        .await;
    let response = app
        .anonymous()
        .request(reqwest::Method::GET, "/docs?utm=x")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::FOUND);
    assert_eq!(
        response.headers()["location"],
        "https://example.com/docs?a=1"
    );
    assert_eq!(response.headers()["cache-control"], "private, max-age=0");
    app.flush_visits().await;
    let (_, body) = owner
        .get(&format!(
            "/api/link/single?id={}",
            link["id"].as_str().unwrap_or("")
        ))
        .await;
    assert_eq!(body["result"]["visits"], 1);
}

#[tokio::test]
async fn unknown_slug_serves_dashboard_with_404() {
    let app = TestApp::spawn().await;
    let response = app
        .anonymous()
        .request(reqwest::Method::GET, "/nope")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert!(response.headers()["content-type"]
        .to_str()
        .unwrap_or("")
        .starts_with("text/html"));
}

#[tokio::test]
async fn visits_survive_a_graceful_stop() {
    let mut app = TestApp::spawn_with(|s| s.visit_flush_ms = 1000).await;
    let owner = app.owner().await;
    let link = owner.create_link("count", "https://example.com/").await;
    let anonymous = app.anonymous();
    for _ in 0..25 {
        let r = anonymous
            .request(reqwest::Method::GET, "/count")
            .send()
            .await
            .expect("request");
        assert_eq!(r.status(), StatusCode::FOUND);
    }
    app.stop().await;
    let store = linkhop::store::Store::connect(&app.app.settings.database_url)
        .await
        .expect("reconnect");
    let stored = store
        .find_link_by_id(link["id"].as_str().unwrap_or(""))
        .await
        .expect("query")
        .expect("link");
    assert_eq!(stored.visits, 25);
}

#[tokio::test]
async fn edits_and_deletes_take_effect_at_once() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = owner.create_link("moving", "https://one.example/").await;
    let anonymous = app.anonymous();
    let first = anonymous
        .request(reqwest::Method::GET, "/moving")
        .send()
        .await
        .expect("request");
    assert_eq!(first.headers()["location"], "https://one.example/");
    let (status, _) = owner
        .patch(
            "/api/link",
            serde_json::json!({"id": link["id"], "destination": "https://two.example/"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let second = anonymous
        .request(reqwest::Method::GET, "/moving")
        .send()
        .await
        .expect("request");
    assert_eq!(second.headers()["location"], "https://two.example/");
    let (status, _) = owner
        .delete("/api/link", serde_json::json!({"ids": [link["id"]]}))
        .await;
    assert_eq!(status, StatusCode::OK);
    let third = anonymous
        .request(reqwest::Method::GET, "/moving")
        .send()
        .await
        .expect("request");
    assert_eq!(third.status(), StatusCode::NOT_FOUND);
    assert_error(
        &anonymous.get("/api/link?slug=moving").await,
        404,
        "invalid link",
    );
}

use crate::db::{insert_link, raw_get, raw_status};
use reqwest::Method;
use serde_json::json;

fn assert_dashboard_html(response: &reqwest::Response) {
    let h = response.headers();
    assert!(h["content-type"]
        .to_str()
        .unwrap_or("")
        .starts_with("text/html"));
    assert_eq!(h["cache-control"], "no-cache");
    assert_eq!(h["x-content-type-options"], "nosniff");
    assert_eq!(h["referrer-policy"], "strict-origin-when-cross-origin");
    let csp = h["content-security-policy"].to_str().unwrap_or("");
    assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
    assert!(csp.contains("script-src 'self'"), "{csp}");
}

async fn get(app: &TestApp, method: Method, path: &str) -> reqwest::Response {
    app.anonymous()
        .request(method, path)
        .send()
        .await
        .expect("request")
}

#[tokio::test]
async fn home_dashboard_and_assets() {
    let app = TestApp::spawn().await;
    for method in [Method::GET, Method::HEAD] {
        let home = get(&app, method.clone(), "/").await;
        assert_eq!(home.status(), StatusCode::FOUND);
        assert_eq!(home.headers()["location"], "/dash/overview");
        for path in ["/dash", "/dash/", "/dash/x", "/dash/links/edit?id=1"] {
            let response = get(&app, method.clone(), path).await;
            assert_eq!(response.status(), StatusCode::OK, "{path}");
            assert_dashboard_html(&response);
        }
    }
    let missing = get(&app, Method::GET, "/assets/missing.js").await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    assert!(missing.headers()["content-type"]
        .to_str()
        .unwrap_or("")
        .starts_with("text/plain"));
    assert_eq!(missing.text().await.expect("body"), "Not found");
    let custom =
        TestApp::spawn_with(|s| s.home_redirect = "https://home.example/welcome".into()).await;
    let home = get(&custom, Method::GET, "/").await;
    assert_eq!(home.status(), StatusCode::FOUND);
    assert_eq!(home.headers()["location"], "https://home.example/welcome");
}

#[tokio::test]
async fn other_methods_outside_the_api_are_405_json() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    owner.create_link("known", "https://example.com/").await;
    for (method, path) in [
        (Method::POST, "/"),
        (Method::PUT, "/dash"),
        (Method::DELETE, "/known"),
        (Method::PATCH, "/assets/x.js"),
        (Method::POST, "/unknown"),
        (Method::OPTIONS, "/known"),
    ] {
        let response = get(&app, method.clone(), path).await;
        assert_eq!(
            response.status(),
            StatusCode::METHOD_NOT_ALLOWED,
            "{method} {path}"
        );
        assert_eq!(response.headers()["allow"], "GET, HEAD");
        assert_eq!(
            response.headers()["content-type"],
            "application/json; charset=utf-8"
        );
        let body: serde_json::Value = response.json().await.expect("json");
        assert_eq!(
            body,
            json!({"success": false, "message": "Method not allowed"})
        );
    }
}

#[tokio::test]
async fn redirect_status_is_configurable() {
    for status in [301u16, 302, 307, 308] {
        let app = TestApp::spawn_with(|s| s.redirect_status = status).await;
        let owner = app.owner().await;
        owner.create_link("go", "https://example.com/go").await;
        let response = get(&app, Method::GET, "/go").await;
        assert_eq!(response.status().as_u16(), status);
        assert_eq!(response.headers()["location"], "https://example.com/go");
        assert_eq!(response.headers()["cache-control"], "private, max-age=0");
        assert_eq!(response.text().await.expect("body"), "");
        // `/` stays 302 whatever REDIRECT_STATUS says.
        assert_eq!(
            get(&app, Method::GET, "/").await.status(),
            StatusCode::FOUND
        );
    }
}

#[tokio::test]
async fn forced_frontend_redirect_serves_the_dashboard_without_a_visit() {
    let app = TestApp::spawn_with(|s| s.force_frontend_redirect = true).await;
    let owner = app.owner().await;
    let link = owner
        .create_link("front", "https://example.com/front")
        .await;
    let response = get(&app, Method::GET, "/front").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers().get("location").is_none());
    assert_dashboard_html(&response);
    assert_eq!(
        get(&app, Method::GET, "/unknown").await.status(),
        StatusCode::NOT_FOUND
    );
    app.flush_visits().await;
    let path = format!("/api/link/single?id={}", link["id"].as_str().unwrap_or(""));
    assert_eq!(owner.get(&path).await.1["result"]["visits"], 0);
    let (status, _) = app.anonymous().get("/api/link?slug=front").await;
    assert_eq!(status, StatusCode::OK);
    app.flush_visits().await;
    assert_eq!(owner.get(&path).await.1["result"]["visits"], 1);
}

#[tokio::test]
async fn slugs_are_percent_decoded_paths() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    insert_link(&app, "a/b", "https://example.com/slash", None).await;
    insert_link(&app, "a+b", "https://example.com/plus", None).await;
    insert_link(&app, "a b", "https://example.com/space", None).await;
    insert_link(&app, "ünï", "https://example.com/unicode", None).await;
    owner.create_link("abc", "https://example.com/abc").await;
    for (path, location) in [
        ("/a%2Fb", "https://example.com/slash"),
        ("/a%2fb", "https://example.com/slash"),
        ("/a/b", "https://example.com/slash"),
        ("/a+b", "https://example.com/plus"),
        ("/a%2Bb", "https://example.com/plus"),
        ("/a%20b", "https://example.com/space"),
        ("/%C3%BCn%C3%AF", "https://example.com/unicode"),
        ("/abc?x=1&y=2", "https://example.com/abc"),
    ] {
        let response = get(&app, Method::GET, path).await;
        assert_eq!(response.status(), StatusCode::FOUND, "{path}");
        assert_eq!(response.headers()["location"], location, "{path}");
    }
    for path in ["/abc/", "/ABC", "/%FF", "/%C3", "/a%2", "/a%2Fb/"] {
        let response = get(&app, Method::GET, path).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        assert_dashboard_html(&response);
    }
    // Sent raw: a URL parser would resolve dot segments (even encoded ones).
    for target in [
        "/%2e%2e/x",
        "/%2E%2E/api",
        "/.%2e/api/about",
        "/../api",
        "/../api/about",
        "/./abc/..",
        "/assets/../../etc/passwd",
        "/assets/%2e%2e/%2e%2e/Cargo.toml",
    ] {
        let answer = raw_get(&app, target).await;
        assert_eq!(raw_status(&answer), 404, "{target}: {answer}");
        assert!(!answer.contains("\"success\":true"), "{target}");
    }
}

#[tokio::test]
async fn non_ascii_destinations_go_out_normalised() {
    let app = TestApp::spawn().await;
    insert_link(&app, "idn", "https://bücher.example/straße?q=ü#teil", None).await;
    let response = get(&app, Method::GET, "/idn").await;
    assert_eq!(response.status(), StatusCode::FOUND);
    assert_eq!(
        response.headers()["location"],
        "https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC#teil"
    );
    // The API still shows the stored form.
    let (_, body) = app.anonymous().get("/api/link?slug=idn").await;
    assert_eq!(
        body["result"]["destination"],
        "https://bücher.example/straße?q=ü#teil"
    );
}

/// After a start the most-visited links are served from memory: the
/// preload fills the cache, most visited first and up to its capacity, so
/// their first visits need no database look-up. Shown by removing the rows
/// behind the cache's back: what was preloaded still answers.
#[tokio::test]
async fn preload_fills_the_cache_most_visited_first_up_to_its_capacity() {
    // The start-up preload is off: this test runs its own, on links it knows.
    let app = TestApp::spawn_with(|s| {
        s.cache_capacity = 16;
        s.cache_preload = false;
    })
    .await;
    // On PostgreSQL caching starts when the change feed listens, and that
    // start empties the cache: the links go in once it has.
    let started = std::time::Instant::now();
    while app.app.redirects.change_feed_listening() == Some(false) {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(10),
            "the change feed never listened"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let now = linkhop::domain::time::now_millis();
    for n in 0..20 {
        let (slug, destination) = (format!("p{n}"), format!("https://example.com/{n}"));
        crate::db::insert_link_at(&app, &slug, &destination, None, now, now, n).await;
    }
    let loaded = app.app.redirects.preload().await.expect("preload");
    assert_eq!(loaded, 16);
    crate::db::exec(&app, "DELETE FROM links", &[]).await;
    for n in 0..20 {
        let response = app
            .anonymous()
            .request(reqwest::Method::GET, &format!("/p{n}"))
            .send()
            .await
            .expect("request");
        if n >= 4 {
            assert_eq!(response.status(), StatusCode::FOUND, "p{n}");
            assert_eq!(
                response.headers()["location"],
                format!("https://example.com/{n}").as_str()
            );
        } else {
            assert_eq!(response.status(), StatusCode::NOT_FOUND, "p{n}");
        }
    }
}

/// A non-ASCII destination goes out in its URL form, and the resolve API
/// still answers the destination as stored.
#[tokio::test]
async fn cached_targets_keep_the_stored_destination() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    owner
        .create_link("uni", "https://bücher.example/straße")
        .await;
    for _ in 0..2 {
        let response = app
            .anonymous()
            .request(reqwest::Method::GET, "/uni")
            .send()
            .await
            .expect("request");
        assert_eq!(
            response.headers()["location"],
            "https://xn--bcher-kva.example/stra%C3%9Fe"
        );
        let (status, body) = app.anonymous().get("/api/link?slug=uni").await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            body["result"]["destination"],
            "https://bücher.example/straße"
        );
    }
}

/// A flush larger than one statement's chunk adds each link's own count,
/// and a link deleted before the flush is skipped without failing it.
#[tokio::test]
async fn visit_batches_add_each_links_count_across_chunks() {
    let app = TestApp::spawn().await;
    let now = linkhop::domain::time::now_millis();
    let links: Vec<linkhop::domain::import::ImportedLink> = (0..10_050)
        .map(|n| linkhop::domain::import::ImportedLink {
            id: Some(format!("visit-{n:05}")),
            domain: linkhop::domain::import::ImportDomain::Unnamed,
            slug: format!("v{n}"),
            destination: format!("https://example.com/{n}"),
            author: None,
            creation_date: now,
            modified_date: now,
            visits: 1,
            human_visits: 1,
            bot_visits: 0,
            public_stats: false,
            controls: None,
            used_visits: None,
        })
        .collect();
    let outcome = app
        .app
        .store
        .import_links(
            &links,
            false,
            &linkhop::store::Change::by_command_line(
                linkhop::domain::link_history::HistoryAction::Created,
                0,
            ),
            None,
        )
        .await
        .expect("import");
    assert_eq!(outcome.inserted, 10_050);
    // Each link's number, by id.
    let nums: std::collections::HashMap<String, i64> = crate::db::texts(
        &app,
        "SELECT link_id || '|' || CAST(num AS TEXT) FROM link_counters",
        &[],
    )
    .await
    .into_iter()
    .flatten()
    .filter_map(|row| {
        let (id, num) = row.split_once('|')?;
        Some((id.to_owned(), num.parse().ok()?))
    })
    .collect();
    let num_of = |n: usize| nums.get(&format!("visit-{n:05}")).copied().expect("num");
    let mut batch: Vec<linkhop::store::LinkVisitCount> = (0..10_050)
        .map(|n| linkhop::store::LinkVisitCount {
            num: num_of(n),
            humans: (n % 7) as u64 + 1,
            bots: (n % 3) as u64,
        })
        .collect();
    let unknown = nums.values().max().copied().unwrap_or(0) + 1_000;
    batch.push(linkhop::store::LinkVisitCount {
        num: unknown,
        humans: 5,
        bots: 0,
    });
    batch.sort_unstable_by_key(|c| c.num);
    app.app
        .store
        .write_visits(&batch, &[])
        .await
        .expect("flush");
    let added = |n: usize| ((n % 7) + 1 + (n % 3)) as i64;
    let expected_total: i64 = 10_050 + (0..10_050).map(added).sum::<i64>();
    assert_eq!(
        crate::db::count(
            &app,
            "SELECT CAST(SUM(visits) AS BIGINT) FROM link_counters",
            &[]
        )
        .await,
        expected_total
    );
    for n in [0usize, 9_999, 10_000, 10_049] {
        let id = format!("visit-{n:05}");
        let stored = |column: &str| {
            let sql = format!("SELECT {column} FROM link_counters WHERE link_id = $1");
            let (app, id) = (&app, id.clone());
            async move { crate::db::count(app, &sql, &[&id]).await }
        };
        assert_eq!(stored("visits").await, 1 + added(n), "{id}");
        assert_eq!(stored("human_visits").await, 1 + (n % 7) as i64 + 1, "{id}");
        assert_eq!(stored("bot_visits").await, (n % 3) as i64, "{id}");
    }
}

/// Misses arriving together are asked of the database together, and each
/// gets its own link back: known slugs (some asked twice), slugs of
/// another case, and slugs no link has.
#[tokio::test]
async fn misses_arriving_together_share_queries_and_each_gets_its_own_link() {
    let app = TestApp::spawn_with(|s| {
        s.cache_capacity = 16;
        s.cache_preload = false;
    })
    .await;
    let now = linkhop::domain::time::now_millis();
    for n in 0..150 {
        let (slug, destination) = (format!("m{n}"), format!("https://example.com/{n}"));
        crate::db::insert_link_at(&app, &slug, &destination, None, now, now, 0).await;
    }
    let redirects = &app.app.redirects;
    let domain = redirects
        .domains()
        .by_id("default")
        .expect("default domain");
    // Known twice over, upper case (no such slug), and unknown.
    let slugs: Vec<String> = (0..150)
        .chain(0..150)
        .map(|n| format!("m{n}"))
        .chain((0..50).map(|n| format!("M{n}")))
        .chain((0..50).map(|n| format!("none{n}")))
        .collect();
    let before = redirects.miss_queries();
    let found =
        futures_util::future::join_all(slugs.iter().map(|slug| redirects.resolve(&domain, slug)))
            .await;
    let queries = redirects.miss_queries() - before;
    for (slug, target) in slugs.iter().zip(found) {
        let target = target.expect("look-up");
        match slug.strip_prefix('m') {
            Some(n) => {
                let target = target.unwrap_or_else(|| panic!("{slug} not found"));
                assert_eq!(
                    target.location(),
                    format!("https://example.com/{n}"),
                    "{slug}"
                );
                assert_eq!(target.slug(), slug);
            }
            None => assert!(target.is_none(), "{slug} found"),
        }
    }
    // 400 look-ups, of which at most 16 links stay cached: well under one
    // query each.
    assert!(
        (1..=40).contains(&queries),
        "{queries} queries for {} look-ups",
        slugs.len()
    );
}

/// With the database unreachable, one failed query answers every miss
/// waiting meanwhile, instead of each batch of them waiting for its own.
#[tokio::test]
async fn an_unreachable_database_answers_every_waiting_miss_at_once() {
    let app = TestApp::spawn().await;
    let domain = app
        .app
        .redirects
        .domains()
        .by_id("default")
        .expect("default domain");
    let store = linkhop::store::Store::connect(&app.app.settings.database_url)
        .await
        .expect("connect");
    let redirects = linkhop::redirects::Redirects::new(store.clone(), 16);
    store.close().await;
    let slugs: Vec<String> = (0..200).map(|n| format!("gone{n}")).collect();
    let answers =
        futures_util::future::join_all(slugs.iter().map(|slug| redirects.resolve(&domain, slug)))
            .await;
    assert!(answers.iter().all(Result::is_err));
    assert_eq!(redirects.miss_queries(), 1);
}
