//! Framing of routes: routing errors, trailing slashes, HEAD, OPTIONS and
//! CORS (api.md §2.1).

use super::*;

#[tokio::test]
async fn routing_errors_are_json() {
    let app = TestApp::spawn().await;
    let anonymous = app.anonymous();
    for path in [
        "/api/nope",
        "/api/link/list/extra",
        "/api/Link",
        "/api/auth",
        "/api//link",
    ] {
        assert_error(&anonymous.get(path).await, 404, "Unknown API endpoint");
    }
    for (method, path, allow) in [
        (
            Method::PUT,
            "/api/link",
            vec!["GET", "HEAD", "POST", "PATCH", "DELETE"],
        ),
        (Method::POST, "/api/link/list", vec!["GET", "HEAD"]),
        (Method::POST, "/api/about", vec!["GET", "HEAD"]),
        (Method::GET, "/api/auth/login", vec!["POST"]),
        (Method::PATCH, "/api/auth/me", vec!["GET", "HEAD", "DELETE"]),
        (Method::DELETE, "/api", vec!["GET", "HEAD"]),
    ] {
        let response = anonymous
            .request(method.clone(), path)
            .send()
            .await
            .expect("request");
        let allowed: Vec<String> = response.headers()["allow"]
            .to_str()
            .expect("allow")
            .split(',')
            .map(|s| s.trim().to_owned())
            .collect();
        for m in &allow {
            assert!(
                allowed.iter().any(|a| a == m),
                "{method} {path}: {allowed:?}"
            );
        }
        assert_json_headers(&response);
        assert_error(&read_json(response).await, 405, "Method not allowed");
    }
}

#[tokio::test]
async fn one_trailing_slash_is_ignored() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    owner.create_link("slashy", "https://example.com/").await;
    let (status, body) = app.anonymous().get("/api/").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, json!({"success": true, "message": "OK"}));
    let (status, body) = app.anonymous().get("/api/link/?slug=slashy").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["destination"], "https://example.com/");
    let (status, body) = owner.get("/api/link/list/").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, _) = owner
        .post(
            "/api/link/",
            json!({"slug": "other", "destination": "https://example.com/x"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_error(
        &app.anonymous().get("/api/link//").await,
        404,
        "Unknown API endpoint",
    );
}

#[tokio::test]
/// HEAD answers like GET without a body; on a short link it counts one bot
/// visit (api.md §20), on `/api/link?slug=` none.
async fn head_answers_like_get_without_body_and_counts_only_short_links_as_bots() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = owner.create_link("headed", "https://example.com/h").await;
    for path in [
        "/api",
        "/api/about",
        "/api/link?slug=headed",
        "/api/link/list",
    ] {
        let response = owner
            .request(Method::HEAD, path)
            .send()
            .await
            .expect("request");
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(
            response.headers()["content-type"],
            "application/json; charset=utf-8"
        );
        assert_eq!(response.text().await.expect("body"), "");
    }
    let response = app
        .anonymous()
        .request(Method::HEAD, "/headed")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::FOUND);
    app.flush_visits().await;
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    app.flush_visits().await;
    let (_, body) = owner
        .get(&format!(
            "/api/link/single?id={}",
            link["id"].as_str().unwrap_or("")
        ))
        .await;
    assert_eq!(body["result"]["visits"], 1, "{body}");
    assert_eq!(body["result"]["humanVisits"], 0, "{body}");
    assert_eq!(body["result"]["botVisits"], 1, "{body}");
}

#[tokio::test]
async fn options_is_a_preflight_without_authentication() {
    let app = TestApp::spawn().await;
    for path in ["/api/link", "/api/auth/me", "/api/nope", "/api"] {
        let response = app
            .anonymous()
            .request(Method::OPTIONS, path)
            .header("origin", "https://elsewhere.example")
            .header("access-control-request-method", "POST")
            .send()
            .await
            .expect("request");
        assert_eq!(response.status(), StatusCode::NO_CONTENT, "{path}");
        let h = response.headers();
        assert_eq!(h["access-control-allow-origin"], "*");
        assert_eq!(
            h["access-control-allow-methods"],
            "GET, HEAD, POST, PATCH, DELETE, OPTIONS"
        );
        assert_eq!(
            h["access-control-allow-headers"],
            "Authorization, Content-Type"
        );
        assert_eq!(h["access-control-max-age"], "600");
        assert_eq!(
            h["access-control-expose-headers"],
            "Content-Disposition, Retry-After"
        );
        assert!(h.get("access-control-allow-credentials").is_none());
    }
}

#[tokio::test]
async fn cors_any_sends_star_and_never_credentials() {
    let app = TestApp::spawn().await;
    for origin in [None, Some("https://a.example")] {
        let mut request = app.anonymous().request(Method::GET, "/api/about");
        if let Some(origin) = origin {
            request = request.header("origin", origin);
        }
        let response = request.send().await.expect("request");
        let h = response.headers();
        assert_eq!(h["access-control-allow-origin"], "*");
        assert_eq!(
            h["access-control-expose-headers"],
            "Content-Disposition, Retry-After"
        );
        assert!(h.get("access-control-allow-credentials").is_none());
    }
}

#[tokio::test]
async fn cors_list_echoes_allowed_origins_only() {
    let app = TestApp::spawn_with(|s| {
        s.cors = linkhop::config::Cors::List(vec![
            "https://a.example".into(),
            "http://b.example:8080".into(),
        ])
    })
    .await;
    for (origin, echoed) in [
        ("https://a.example", true),
        ("http://b.example:8080", true),
        ("https://c.example", false),
        ("http://a.example", false),
        ("null", false),
    ] {
        for method in [Method::GET, Method::OPTIONS] {
            let response = app
                .anonymous()
                .request(method.clone(), "/api/about")
                .header("origin", origin)
                .send()
                .await
                .expect("request");
            let h = response.headers();
            if echoed {
                assert_eq!(
                    h["access-control-allow-origin"], origin,
                    "{method} {origin}"
                );
                let vary: Vec<_> = h
                    .get_all("vary")
                    .iter()
                    .filter_map(|v| v.to_str().ok())
                    .collect();
                assert!(vary.iter().any(|v| v.contains("Origin")), "{vary:?}");
            } else {
                assert!(
                    h.get("access-control-allow-origin").is_none(),
                    "{method} {origin}"
                );
            }
            assert!(h.get("access-control-allow-credentials").is_none());
        }
    }
    let response = app
        .anonymous()
        .request(Method::GET, "/api")
        .send()
        .await
        .expect("request");
    assert!(response
        .headers()
        .get("access-control-allow-origin")
        .is_none());
}
