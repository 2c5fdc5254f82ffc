//! Framing rules of every API route (api.md §2.1).

use crate::helpers::{assert_error, read_json, TestApp};

#[tokio::test]
async fn malformed_and_oversized_bodies_are_json_errors() {
    let app = TestApp::spawn().await;
    let anonymous = app.anonymous();
    let malformed = anonymous
        .request(reqwest::Method::POST, "/api/auth/login")
        .header("content-type", "application/json")
        .body("{\"username\":")
        .send()
        .await
        .expect("request");
    assert_error(&read_json(malformed).await, 400, "Malformed JSON body");
    let huge = anonymous
        .request(reqwest::Method::POST, "/api/auth/login")
        .header("content-type", "application/json")
        .body(vec![b' '; 1024 * 1024 + 1])
        .send()
        .await
        .expect("request");
    assert_error(
        &read_json(huge).await,
        413,
        "Request body too large (limit 1 MiB)",
    );
    assert_error(
        &anonymous.get("/api/does/not/exist").await,
        404,
        "Unknown API endpoint",
    );
}

use crate::db::{raw_http, raw_status, snapshot};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

fn assert_json_headers(response: &reqwest::Response) {
    let h = response.headers();
    assert_eq!(h["content-type"], "application/json; charset=utf-8");
    assert_eq!(h["cache-control"], "no-store");
    assert_eq!(h["x-content-type-options"], "nosniff");
}

#[tokio::test]
async fn every_json_answer_has_the_envelope_headers() {
    let app = TestApp::spawn().await;
    let anonymous = app.anonymous();
    for (method, path) in [
        (Method::GET, "/api"),
        (Method::GET, "/api/about"),
        (Method::GET, "/api/nope"),
        (Method::PUT, "/api/link"),
        (Method::GET, "/api/auth/me"),
        (Method::POST, "/api/auth/login"),
    ] {
        let response = anonymous
            .request(method, path)
            .send()
            .await
            .expect("request");
        assert_json_headers(&response);
        let (_, body) = read_json(response).await;
        assert!(body["success"].is_boolean(), "{body}");
        if body["success"] == json!(false) {
            assert!(body["message"].is_string(), "{body}");
        }
    }
    let (status, body) = anonymous.get("/api").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, json!({"success": true, "message": "OK"}));
}

#[tokio::test]
async fn content_type_rules() {
    let app = TestApp::spawn().await;
    let anonymous = app.anonymous();
    // A body with another content type.
    for content_type in [
        "text/plain",
        "application/x-www-form-urlencoded",
        "application/jsonx",
    ] {
        let response = anonymous
            .request(Method::POST, "/api/auth/login")
            .header("content-type", content_type)
            .body("{\"username\":\"a\",\"password\":\"b\"}")
            .send()
            .await
            .expect("request");
        assert_error(
            &read_json(response).await,
            415,
            "Unsupported Content-Type, expected application/json",
        );
    }
    // A body without any content type.
    let response = anonymous
        .request(Method::POST, "/api/auth/login")
        .body("{}")
        .send()
        .await
        .expect("request");
    assert_error(
        &read_json(response).await,
        415,
        "Unsupported Content-Type, expected application/json",
    );
    // Charset parameters and case are fine.
    let response = anonymous
        .request(Method::POST, "/api/auth/login")
        .header("content-type", "Application/JSON; charset=UTF-8")
        .body("{}")
        .send()
        .await
        .expect("request");
    assert_error(
        &read_json(response).await,
        400,
        "The following required fields were not included in the request: username, password",
    );
    // An empty body counts as {} whatever the content type.
    for content_type in ["application/json", "text/plain"] {
        let response = anonymous
            .request(Method::POST, "/api/auth/login")
            .header("content-type", content_type)
            .send()
            .await
            .expect("request");
        assert_error(
            &read_json(response).await,
            400,
            "The following required fields were not included in the request: username, password",
        );
    }
}

#[tokio::test]
async fn logout_with_json_content_type_and_no_body_works() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let response = owner
        .request(Method::DELETE, "/api/auth/me")
        .header("content-type", "application/json")
        .send()
        .await
        .expect("request");
    let (status, body) = read_json(response).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body,
        json!({"success": true, "message": "Successfully logged out"})
    );
}

#[tokio::test]
async fn malformed_bodies_are_400() {
    let app = TestApp::spawn().await;
    let anonymous = app.anonymous();
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (b"{\"username\":".to_vec(), "Malformed JSON body"),
        (
            b"{\"username\":\"\xff\xfe\"}".to_vec(),
            "Malformed JSON body",
        ),
        (b"\xef\xbb".to_vec(), "Malformed JSON body"),
        (b"nope".to_vec(), "Malformed JSON body"),
        (b"[]".to_vec(), "Request body must be a JSON object"),
        (
            b"[{\"username\":\"a\"}]".to_vec(),
            "Request body must be a JSON object",
        ),
        (b"\"text\"".to_vec(), "Request body must be a JSON object"),
        (b"42".to_vec(), "Request body must be a JSON object"),
        (b"null".to_vec(), "Request body must be a JSON object"),
        (b"true".to_vec(), "Request body must be a JSON object"),
    ];
    for (body, message) in cases {
        for path in ["/api/auth/login", "/api/link"] {
            let response = anonymous
                .request(Method::POST, path)
                .header("content-type", "application/json")
                .body(body.clone())
                .send()
                .await
                .expect("request");
            assert_error(&read_json(response).await, 400, message);
        }
    }
}

#[tokio::test]
async fn oversized_bodies_are_413_by_length_and_while_streaming() {
    let app = TestApp::spawn().await;
    let host = app.base.trim_start_matches("http://").to_owned();
    // Declared too large: refused before reading.
    let answer = raw_http(
        &app,
        format!(
            "POST /api/link HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: 1048577\r\nConnection: close\r\n\r\n{{}}"
        )
        .as_bytes(),
    )
    .await;
    assert_eq!(raw_status(&answer), 413, "{answer}");
    assert!(
        answer.contains("Request body too large (limit 1 MiB)"),
        "{answer}"
    );
    // Exactly at the limit is fine (it is framed, then fails later).
    let mut exact = b"{\"a\":\"".to_vec();
    exact.resize(1024 * 1024 - 2, b'x');
    exact.extend_from_slice(b"\"}");
    let response = app
        .anonymous()
        .request(Method::POST, "/api/auth/login")
        .header("content-type", "application/json")
        .body(exact)
        .send()
        .await
        .expect("request");
    assert_error(
        &read_json(response).await,
        400,
        "The following required fields were not included in the request: username, password",
    );
    // Chunked, no Content-Length: refused while reading.
    let mut request = format!(
        "POST /api/auth/login HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    )
    .into_bytes();
    let chunk = vec![b' '; 64 * 1024];
    for _ in 0..17 {
        request.extend_from_slice(format!("{:x}\r\n", chunk.len()).as_bytes());
        request.extend_from_slice(&chunk);
        request.extend_from_slice(b"\r\n");
    }
    request.extend_from_slice(b"0\r\n\r\n");
    let answer = raw_http(&app, &request).await;
    assert_eq!(raw_status(&answer), 413, "{answer}");
    assert!(
        answer.contains("Request body too large (limit 1 MiB)"),
        "{answer}"
    );
}

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

#[tokio::test]
async fn required_fields_are_listed_in_declared_order_then_types() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let anonymous = app.anonymous();
    let missing = |names: &str| {
        format!("The following required fields were not included in the request: {names}")
    };
    let invalid = |names: &str| format!("The following fields have an invalid type: {names}");
    // Login.
    for (body, message) in [
        (json!({}), missing("username, password")),
        (json!({"password": "x"}), missing("username")),
        (
            json!({"username": null, "password": null}),
            missing("username, password"),
        ),
        (json!({"username": "x"}), missing("password")),
        (json!({"username": 1, "password": "x"}), invalid("username")),
        (
            json!({"username": "x", "password": ["x"]}),
            invalid("password"),
        ),
        (
            json!({"username": {}, "password": true}),
            invalid("username, password"),
        ),
        (
            json!({"username": "x", "password": "y", "token": 123456}),
            invalid("token"),
        ),
        (json!({"username": 1}), missing("password")),
    ] {
        assert_error(
            &anonymous.post("/api/auth/login", body).await,
            400,
            &message,
        );
    }
    // Empty strings are present.
    assert_error(
        &anonymous
            .post("/api/auth/login", json!({"username": "", "password": ""}))
            .await,
        403,
        "Invalid username or password",
    );
    // Create.
    for (body, message) in [
        (json!({}), missing("destination")),
        (json!({"slug": "x"}), missing("destination")),
        (json!({"destination": null}), missing("destination")),
        (json!({"destination": 5}), invalid("destination")),
        (
            json!({"destination": "https://e.com", "slug": 5}),
            invalid("slug"),
        ),
        (
            json!({"destination": [], "slug": {}}),
            invalid("destination, slug"),
        ),
    ] {
        assert_error(&owner.post("/api/link", body).await, 400, &message);
    }
    // Edit.
    for (body, message) in [
        (json!({}), missing("id")),
        (
            json!({"slug": "x", "destination": "https://e.com"}),
            missing("id"),
        ),
        (json!({"id": 1}), invalid("id")),
        (
            json!({"id": "x", "destination": 1, "slug": false}),
            invalid("destination, slug"),
        ),
        (json!({"id": "x", "slug": ["a"]}), invalid("slug")),
    ] {
        assert_error(&owner.patch("/api/link", body).await, 400, &message);
    }
    // Delete.
    for (body, message) in [
        (json!({}), missing("ids")),
        (json!({"ids": null}), missing("ids")),
        (json!({"ids": 1}), invalid("ids")),
        (json!({"ids": [1]}), invalid("ids")),
        (json!({"ids": ["a", null]}), invalid("ids")),
        (json!({"ids": {"a": "b"}}), invalid("ids")),
    ] {
        assert_error(&owner.delete("/api/link", body).await, 400, &message);
    }
    // Query parameters.
    assert_error(&owner.get("/api/link/single").await, 400, &missing("id"));
    assert_error(&anonymous.get("/api/link").await, 400, &missing("slug"));
}

#[tokio::test]
async fn repeated_query_parameters_use_the_first_value() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    owner.create_link("first", "https://example.com/1").await;
    owner.create_link("second", "https://example.com/2").await;
    let (status, body) = app
        .anonymous()
        .get("/api/link?slug=first&slug=second")
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["result"]["destination"], "https://example.com/1");
    let (status, body) = owner.get("/api/link/list?pagesize=1&pagesize=500").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["links"].as_array().map(Vec::len), Some(1));
    assert_error(
        &owner.get("/api/link/list?pagesize=500&pagesize=1").await,
        400,
        "Pagesize limit is 100 items",
    );
}

#[tokio::test]
async fn get_bodies_and_unknown_fields_are_ignored() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let response = owner
        .request(Method::GET, "/api/auth/me")
        .header("content-type", "text/plain")
        .body("not json at all")
        .send()
        .await
        .expect("request");
    let (status, body) = read_json(response).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = owner
        .post(
            "/api/link",
            json!({"destination": "https://example.com", "slug": "ok", "extra": [1, 2], "visits": 99}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["visits"], 0);
    let before = snapshot(&app).await;
    let _: Value = json!(null);
    assert_eq!(before, snapshot(&app).await);
}

/// api.md §2.4: framing, then Origin, then authentication, then fields.
#[tokio::test]
async fn checks_run_in_the_contract_order() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let anonymous = app.anonymous();
    let send = |actor: &crate::helpers::Actor,
                origin: Option<&str>,
                content_type: &str,
                body: &'static str| {
        let mut request = actor
            .request(Method::POST, "/api/link")
            .header("content-type", content_type)
            .body(body);
        if let Some(origin) = origin {
            request = request.header("origin", origin.to_owned());
        }
        async move { read_json(request.send().await.expect("request")).await }
    };
    let evil = Some("https://evil.example");
    // Framing beats the Origin check.
    assert_error(
        &send(&anonymous, evil, "application/json", "{").await,
        400,
        "Malformed JSON body",
    );
    assert_error(
        &send(&anonymous, evil, "text/plain", "x").await,
        415,
        "Unsupported Content-Type, expected application/json",
    );
    // The Origin check beats authentication.
    assert_error(
        &send(&anonymous, evil, "application/json", "{}").await,
        403,
        "Cross-origin request refused",
    );
    // Authentication beats field checks.
    assert_error(
        &send(&anonymous, None, "application/json", "{}").await,
        401,
        "No cookie token provided",
    );
    assert_error(
        &send(&owner, None, "application/json", "{}").await,
        400,
        "The following required fields were not included in the request: destination",
    );
    // Routing beats everything.
    let response = anonymous
        .request(Method::PUT, "/api/link")
        .header("origin", "https://evil.example")
        .header("content-type", "text/plain")
        .body("x")
        .send()
        .await
        .expect("request");
    assert_error(&read_json(response).await, 405, "Method not allowed");
}
