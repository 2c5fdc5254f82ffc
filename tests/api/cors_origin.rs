//! The Origin check of state-changing requests (api.md §2.7, amended by
//! issue 18: DOMAIN alone when set, scheme compared, no userinfo).

use crate::db::snapshot;
use crate::helpers::{assert_error, read_json, Actor, TestApp, PASSWORD};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

async fn post_with_origin(
    actor: &crate::helpers::Actor,
    path: &str,
    origin: Option<&str>,
    body: serde_json::Value,
) -> (StatusCode, serde_json::Value) {
    let mut request = actor.request(Method::POST, path).json(&body);
    if let Some(origin) = origin {
        request = request.header("origin", origin);
    }
    read_json(request.send().await.expect("request")).await
}

#[tokio::test]
async fn cross_origin_writes_without_a_secret_are_refused() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let before = snapshot(&app).await;
    let link = json!({"destination": "https://example.com", "slug": "x1"});
    for origin in [
        "https://evil.example",
        "null",
        "http://127.0.0.1:1",
        "http://localhost",
    ] {
        assert_error(
            &post_with_origin(&owner, "/api/link", Some(origin), link.clone()).await,
            403,
            "Cross-origin request refused",
        );
        // Before authentication and field checks: even anonymous and empty.
        assert_error(
            &post_with_origin(&app.anonymous(), "/api/auth/login", Some(origin), json!({})).await,
            403,
            "Cross-origin request refused",
        );
        assert_error(
            &post_with_origin(
                &app.anonymous(),
                "/api/auth/register",
                Some(origin),
                json!({}),
            )
            .await,
            403,
            "Cross-origin request refused",
        );
        for method in [Method::PATCH, Method::DELETE] {
            let response = owner
                .request(method, "/api/link")
                .header("origin", origin)
                .json(&json!({}))
                .send()
                .await
                .expect("request");
            assert_error(
                &read_json(response).await,
                403,
                "Cross-origin request refused",
            );
        }
        let response = owner
            .request(Method::DELETE, "/api/auth/me")
            .header("origin", origin)
            .send()
            .await
            .expect("request");
        assert_error(
            &read_json(response).await,
            403,
            "Cross-origin request refused",
        );
    }
    assert_eq!(before, snapshot(&app).await);
    // Reads are not checked.
    let response = owner
        .request(Method::GET, "/api/auth/me")
        .header("origin", "https://evil.example")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
    // The session still works: logout above was refused.
    let (status, _) = owner.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn same_origin_no_origin_and_secrets_pass() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let same = app.base.clone();
    let (status, body) = post_with_origin(
        &owner,
        "/api/link",
        Some(&same),
        json!({"destination": "https://example.com/1"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = post_with_origin(
        &owner,
        "/api/link",
        None,
        json!({"destination": "https://example.com/2"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let with_secret = owner.with_secret().await;
    let (status, body) = post_with_origin(
        &with_secret,
        "/api/link",
        Some("https://evil.example"),
        json!({"destination": "https://example.com/3"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // A body secret also exempts the request.
    let secret = with_secret.secret.clone().unwrap_or_default();
    let (status, body) = post_with_origin(
        &app.anonymous(),
        "/api/link",
        Some("null"),
        json!({"destination": "https://example.com/4", "secret": secret}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn domain_origin_passes() {
    let app = TestApp::spawn_with(|s| s.domain = Some("https://short.example".into())).await;
    let owner = app.owner().await;
    let (status, body) = post_with_origin(
        &owner,
        "/api/link",
        Some("https://short.example"),
        json!({"destination": "https://example.com/1"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_error(
        &post_with_origin(
            &owner,
            "/api/link",
            Some("http://short.example"),
            json!({"destination": "https://example.com/2"}),
        )
        .await,
        403,
        "Cross-origin request refused",
    );
    assert_error(
        &post_with_origin(
            &owner,
            "/api/link",
            Some("https://short.example:8443"),
            json!({"destination": "https://example.com/2"}),
        )
        .await,
        403,
        "Cross-origin request refused",
    );
    // With DOMAIN set only DOMAIN is this site (issue 18, item 6): the
    // request's own Host is the client's to choose.
    assert_error(
        &post_with_origin(
            &owner,
            "/api/link",
            Some(&app.base.clone()),
            json!({"destination": "https://example.com/3"}),
        )
        .await,
        403,
        "Cross-origin request refused",
    );
}

/// A POST whose `Host` and `Origin` both name `host`, as a page on a name
/// rebound to this server's address sends it.
async fn rebound_post(app: &TestApp, actor: &Actor, host: &str, path: &str) -> (StatusCode, Value) {
    let port = app.base.rsplit(':').next().unwrap_or_default();
    let response = actor
        .request(Method::POST, path)
        .header("host", format!("{host}:{port}"))
        .header("origin", format!("http://{host}:{port}"))
        .json(&json!({"destination": "https://example.com/rebound"}))
        .send()
        .await
        .expect("request");
    read_json(response).await
}

#[tokio::test]
async fn dns_rebinding_is_refused_when_domain_is_set() {
    let app = TestApp::spawn_with(|s| s.domain = Some("http://s.example.com".into())).await;
    let owner = app.owner().await;
    let before = snapshot(&app).await;
    for path in ["/api/link", "/api/auth/login", "/api/auth/newSecret"] {
        assert_error(
            &rebound_post(&app, &owner, "evil.com", path).await,
            403,
            "Cross-origin request refused",
        );
    }
    assert_eq!(before, snapshot(&app).await);
    // The real site, addressed by its name, still works.
    let (status, body) = post_with_origin(
        &owner,
        "/api/link",
        Some("http://s.example.com"),
        json!({"destination": "https://example.com/1"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn origins_with_userinfo_or_another_scheme_are_refused() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let before = snapshot(&app).await;
    let authority = app.base.trim_start_matches("http://").to_owned();
    for origin in [
        format!("https://{authority}"),
        format!("http://user@{authority}"),
        format!("http://user:pass@{authority}"),
        format!("http://@{authority}"),
    ] {
        assert_error(
            &post_with_origin(
                &owner,
                "/api/link",
                Some(&origin),
                json!({"destination": "https://example.com/x"}),
            )
            .await,
            403,
            "Cross-origin request refused",
        );
    }
    assert_eq!(before, snapshot(&app).await);
    // Under USE_HTTPS the site's own origin is https.
    let https = TestApp::spawn_with(|s| s.use_https = true).await;
    let authority = https.base.trim_start_matches("http://").to_owned();
    for (origin, status) in [
        (format!("http://{authority}"), StatusCode::FORBIDDEN),
        (format!("https://{authority}"), StatusCode::OK),
    ] {
        let (got, body) = post_with_origin(
            &https.anonymous(),
            "/api/auth/register",
            Some(&origin),
            json!({"email": "o@example.com", "username": "https_owner", "password": PASSWORD}),
        )
        .await;
        assert_eq!(got, status, "{origin}: {body}");
    }
}
