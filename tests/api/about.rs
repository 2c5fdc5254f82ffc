//! `GET /api/about` and the health check (api.md §9).

use crate::helpers::{keys, TestApp};
use linkhop::config::Umami;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

#[tokio::test]
async fn about_by_role() {
    let app = TestApp::spawn().await;
    let origin = app.base.clone();
    let (status, body) = app.anonymous().get("/api/about").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        body,
        json!({"success": true, "result": {"domain": origin, "demo": false, "registration": true}})
    );
    let owner = app.owner().await;
    let admin = app.admin().await;
    let standard = app.standard_user().await;
    owner.create_link("o1", "https://e.com/").await;
    admin.create_link("a1", "https://e.com/").await;
    standard.create_link("s1", "https://e.com/").await;
    standard.create_link("s2", "https://e.com/").await;
    let (_, body) = app.anonymous().get("/api/about").await;
    assert_eq!(
        body,
        json!({"success": true, "result": {"domain": origin, "demo": false, "registration": false}})
    );
    let version = env!("CARGO_PKG_VERSION");
    // The owner also sees the visit events dropped since start.
    for (actor, dropped) in [(&owner, Some(0)), (&admin, None)] {
        let (_, body) = actor.get("/api/about").await;
        let mut expected = json!({"domain": origin, "demo": false, "registration": false, "version": version, "accounts": 3, "links": 4});
        if let Some(dropped) = dropped {
            expected["visitEventsDropped"] = json!(dropped);
        }
        assert_eq!(keys(&body["result"]), keys(&expected));
        assert_eq!(body["result"], expected);
    }
    let (_, body) = standard.get("/api/about").await;
    assert_eq!(
        keys(&body["result"]),
        vec!["domain", "demo", "registration", "version", "links"]
    );
    assert_eq!(body["result"]["links"], 2);
    // With a secret; with a bad cookie or secret: anonymous, still 200.
    let (_, body) = standard.with_secret().await.get("/api/about").await;
    assert_eq!(body["result"]["links"], 2);
    for (name, value) in [("cookie", "token=bogus"), ("authorization", "Bearer nope")] {
        let response = app
            .anonymous()
            .request(Method::GET, "/api/about")
            .header(name, value)
            .send()
            .await
            .expect("request");
        assert_eq!(response.status(), StatusCode::OK);
        let body: Value = response.json().await.expect("json");
        assert_eq!(
            keys(&body["result"]),
            vec!["domain", "demo", "registration"]
        );
    }
}

#[tokio::test]
async fn about_with_settings() {
    let app = TestApp::spawn_with(|s| {
        s.enable_registration = true;
        s.domain = Some("https://s.example".into());
        s.umami = Some(Umami {
            site: "site-id".into(),
            url: "https://stats.example/script.js".into(),
        });
    })
    .await;
    let owner = app.owner().await;
    let (_, body) = app.anonymous().get("/api/about").await;
    assert_eq!(
        body["result"],
        json!({"domain": "https://s.example", "demo": false, "registration": true,
               "umami": {"site": "site-id", "url": "https://stats.example/script.js"}})
    );
    let (_, body) = owner.get("/api/about").await;
    assert_eq!(
        keys(&body["result"]),
        vec![
            "domain",
            "demo",
            "registration",
            "version",
            "accounts",
            "links",
            "umami",
            "visitEventsDropped"
        ]
    );
    let demo = TestApp::spawn_with(|s| {
        s.demo = true;
        s.enable_registration = true;
    })
    .await;
    let (_, body) = demo.anonymous().get("/api/about").await;
    assert_eq!(body["result"]["demo"], true);
    assert_eq!(body["result"]["registration"], false);
}

#[tokio::test]
async fn health_check() {
    let app = TestApp::spawn().await;
    for path in ["/api", "/api/"] {
        let (status, body) = app.anonymous().get(path).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(body, json!({"success": true, "message": "OK"}));
    }
}

#[tokio::test]
async fn health_check_reports_an_unreachable_database() {
    let app = TestApp::spawn().await;
    app.app.store.close().await;
    let (status, body) = app.anonymous().get("/api").await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(
        body,
        json!({"success": false, "message": "Service unavailable"})
    );
}

#[test]
fn umami_needs_both_variables() {
    use linkhop::config::{Options, Settings};
    let resolve = |site: Option<&str>, url: Option<&str>| {
        Settings::resolve(&Options {
            umami_siteid: site.map(str::to_owned),
            umami_url: url.map(str::to_owned),
            ..Options::default()
        })
        .expect("settings")
        .umami
    };
    assert_eq!(resolve(Some("s"), None), None);
    assert_eq!(resolve(None, Some("https://stats.example/s.js")), None);
    assert_eq!(resolve(Some(""), Some("https://stats.example/s.js")), None);
    assert_eq!(
        resolve(Some("s"), Some("https://stats.example/s.js")),
        Some(Umami {
            site: "s".into(),
            url: "https://stats.example/s.js".into()
        })
    );
}
