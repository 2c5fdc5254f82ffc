//! Hosts: checked and unique, unknown ones refused when asked, robots.txt,
//! public statistics and ShareX per domain, and domains changed by another
//! instance.

use super::*;
use crate::helpers::{assert_error, TestApp};
use reqwest::StatusCode;
use serde_json::{json, Value};

#[tokio::test]
async fn hosts_are_checked_and_unique() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    for bad in [
        "",
        "https://go.example.com",
        "go.example.com/x",
        "*.example.com",
        "_default",
        "a b",
    ] {
        let answer = owner.post("/api/domains", json!({"host": bad})).await;
        assert_error(
            &answer,
            422,
            "Invalid host: use a domain name or an IP address, with an optional port",
        );
    }
    let idn = add_domain(&owner, json!({"host": "Bücher.example"})).await;
    assert_eq!(idn["host"], "xn--bcher-kva.example");
    assert_eq!(idn["displayHost"], "bücher.example");
    let taken = owner
        .post("/api/domains", json!({"host": "xn--BCHER-kva.example"}))
        .await;
    assert_error(&taken, 409, "A domain with this host already exists");
    let missing = owner.post("/api/domains", json!({})).await;
    assert_eq!(missing.0, StatusCode::BAD_REQUEST);
    let (_, list) = owner.get("/api/domains").await;
    assert_eq!(list["result"]["domains"].as_array().map(Vec::len), Some(2));
    // Links on a Unicode host are found by either spelling.
    let (status, link) = owner
        .post(
            "/api/link",
            json!({"slug": "buch", "destination": "https://example.com/", "domain": "bücher.example"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{link}");
    assert_eq!(link["result"]["domain"], "xn--bcher-kva.example");
    assert_eq!(
        visit(&app, "xn--bcher-kva.example", "/buch").await.status(),
        StatusCode::FOUND
    );
}

#[tokio::test]
async fn unknown_hosts_can_be_refused() {
    let app = TestApp::spawn_with(|settings| {
        settings.domain = Some("https://s.example.com".into());
        settings.reject_unknown_hosts = true;
    })
    .await;
    let owner = app.owner().await;
    owner.create_link("docs", "https://example.com/docs").await;
    add_domain(&owner, json!({"host": "go.example.com"})).await;
    assert_eq!(
        visit(&app, "s.example.com", "/docs").await.status(),
        StatusCode::FOUND
    );
    assert_eq!(
        visit(&app, "S.example.com:443", "/docs").await.status(),
        StatusCode::FOUND
    );
    assert_eq!(
        visit(&app, "go.example.com", "/docs").await.status(),
        StatusCode::NOT_FOUND
    );
    let stranger = visit(&app, "evil.example", "/docs").await;
    assert_eq!(stranger.status(), StatusCode::NOT_FOUND);
    assert_eq!(
        visit(&app, "evil.example", "/").await.status(),
        StatusCode::NOT_FOUND
    );
    // The default domain's list entry carries DOMAIN's host.
    let (_, list) = owner.get("/api/domains").await;
    assert_eq!(list["result"]["domains"][0]["host"], "s.example.com");
}

#[tokio::test]
async fn robots_txt_and_public_statistics_are_per_domain() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    add_domain(&owner, json!({"host": "go.example.com"})).await;
    let (status, _) = owner
        .post(
            "/api/link",
            json!({"slug": "open", "destination": "https://example.com/", "domain": "go.example.com",
                   "crawlable": true, "publicStats": true}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let robots = visit(&app, "go.example.com", "/robots.txt")
        .await
        .text()
        .await
        .expect("text");
    assert!(robots.contains("Allow: /open$"), "{robots}");
    let robots = visit(&app, "x.example", "/robots.txt")
        .await
        .text()
        .await
        .expect("text");
    assert!(!robots.contains("Allow: /open$"), "{robots}");

    let page = visit(&app, "go.example.com", "/open+").await;
    assert_eq!(location(&page), "/dash/public/open?domain=go.example.com");
    assert_eq!(
        visit(&app, "x.example", "/open+").await.status(),
        StatusCode::NOT_FOUND
    );
    let (status, stats) = app
        .anonymous()
        .get("/api/public/stats/open?domain=go.example.com")
        .await;
    assert_eq!(status, StatusCode::OK, "{stats}");
    let (status, _) = app.anonymous().get("/api/public/stats/open").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn sharex_creates_on_the_domain_its_config_names() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    add_domain(&owner, json!({"host": "team.example.com"})).await;
    add_domain(
        &owner,
        json!({"host": "brand.example.com", "standardMayCreate": false}),
    )
    .await;
    let standard = app.standard_user().await.with_secret().await;
    let (status, config) = standard
        .get("/api/sharex/config?domain=team.example.com")
        .await;
    assert_eq!(status, StatusCode::OK, "{config}");
    let arguments = &config["result"]["config"]["Arguments"];
    assert_eq!(arguments["domain"], "team.example.com");
    let (_, plain) = standard.get("/api/sharex/config").await;
    assert!(plain["result"]["config"]["Arguments"]
        .get("domain")
        .is_none());
    let refused = standard
        .get("/api/sharex/config?domain=brand.example.com")
        .await;
    assert_error(&refused, 403, "You may not create links on this domain");

    let secret = arguments["secret"].as_str().expect("secret");
    let response = reqwest::Client::new()
        .post(app.url("/api/sharex"))
        .form(&[
            ("secret", secret),
            ("url", "https://example.com/shot.png"),
            ("domain", "team.example.com"),
        ])
        .send()
        .await
        .expect("shorten");
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.expect("json");
    let url = body["url"].as_str().expect("url");
    let slug = body["result"]["slug"].as_str().expect("slug");
    assert_eq!(url, format!("http://team.example.com/{slug}"));
    assert_eq!(body["result"]["domain"], "team.example.com");
    let on_team = visit(&app, "team.example.com", &format!("/{slug}")).await;
    assert_eq!(location(&on_team), "https://example.com/shot.png");
    let refused = reqwest::Client::new()
        .post(app.url("/api/sharex"))
        .form(&[
            ("secret", secret),
            ("url", "https://example.com/shot.png"),
            ("domain", "brand.example.com"),
        ])
        .send()
        .await
        .expect("shorten");
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn a_domain_added_or_removed_by_another_instance_is_found_or_refused_cleanly() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    // A second instance on the same database whose table of hosts was read
    // before the domain existed, and hears of no change (no feed here).
    let other = linkhop::app::App::start(app.app.settings.clone())
        .await
        .expect("second instance");
    let go = add_domain(&owner, json!({"host": "go.example.com"})).await;
    let domain = other
        .links()
        .domain_named(Some("go.example.com"))
        .await
        .expect("found in the database");
    assert_eq!(*domain.id, *go["id"].as_str().expect("id"));

    let id = go["id"].as_str().expect("id");
    let (status, _) = owner
        .delete(&format!("/api/domains/{id}?links=delete"), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    let destination =
        linkhop::domain::links::Destination::parse("https://example.com/").expect("destination");
    let created = other
        .links()
        .create_with(
            &domain,
            &destination,
            None,
            &linkhop::domain::link_history::Actor::command_line(),
            false,
            Default::default(),
            None,
        )
        .await;
    assert!(
        matches!(
            created,
            Err(linkhop::links::LinkServiceError::Refused(
                linkhop::domain::links::LinkError::UnknownDomain
            ))
        ),
        "{created:?}"
    );
    other.store.close().await;
}
