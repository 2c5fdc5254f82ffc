//! Framing of fields: required fields in the declared order, repeated
//! query parameters, ignored bodies and fields, and the order of checks
//! (api.md §2.1).

use super::*;

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
