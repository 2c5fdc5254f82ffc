//! Bad input sweep: every state-changing core route, every field replaced by
//! values of the wrong type or absurd size, answers 4xx JSON and leaves the
//! database as it was.

use crate::db::snapshot;
use crate::helpers::{read_json, TestApp};
use reqwest::Method;
use serde_json::{json, Value};

fn hostile_values() -> Vec<Value> {
    let mut nested = json!("deep");
    for _ in 0..100 {
        nested = json!({"a": [nested]});
    }
    vec![
        json!(0),
        json!(-1),
        json!(1.5),
        json!(1e308),
        json!(18446744073709551615u64),
        json!(true),
        json!([]),
        json!([1, "two", null]),
        json!(["x"]),
        json!({}),
        json!({"nested": {"deeper": [1, 2, {"x": null}]}}),
        nested,
        json!("x".repeat(200_000)),
        json!("\u{0}\u{1}\u{7f}"),
        json!("' OR 1=1; DROP TABLE links; --"),
    ]
}

#[tokio::test]
async fn wrong_types_and_sizes_are_refused_without_a_trace() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = owner.create_link("victim", "https://example.com/").await;
    let id = link["id"].as_str().unwrap_or("").to_owned();
    let routes: Vec<(Method, &str, Value)> = vec![
        (
            Method::POST,
            "/api/auth/login",
            json!({"username": owner.username(), "password": "Wrong-Horse-99", "token": "123456"}),
        ),
        (
            Method::POST,
            "/api/auth/register",
            json!({"email": "new@example.com", "username": "new_user", "password": "Correct-Horse-9"}),
        ),
        (
            Method::POST,
            "/api/auth/newSecret",
            json!({"userID": "nobody"}),
        ),
        (
            Method::POST,
            "/api/link",
            json!({"destination": "https://example.com/", "slug": "victim"}),
        ),
        (
            Method::PATCH,
            "/api/link",
            json!({"id": id, "destination": "https://example.com/", "slug": "victim"}),
        ),
        (Method::DELETE, "/api/link", json!({"ids": ["nobody"]})),
        // Last: a well-formed body here logs the owner out.
        (Method::DELETE, "/api/auth/me", json!({})),
    ];
    let before = snapshot(&app).await;
    for (method, path, valid) in routes {
        let fields: Vec<String> = valid
            .as_object()
            .map(|o| o.keys().cloned().collect())
            .unwrap_or_default();
        for field in fields.iter().map(String::as_str).chain(["secret"]) {
            for value in hostile_values() {
                // Logging out must not happen: the route is probed with a
                // secret (403) and anonymously (401) only.
                let actor = if path == "/api/auth/me" {
                    app.anonymous()
                } else {
                    owner.clone()
                };
                let mut body = valid.clone();
                body[field] = value.clone();
                let response = actor
                    .request(method.clone(), path)
                    .json(&body)
                    .send()
                    .await
                    .expect("request");
                let (status, answer) = read_json(response).await;
                // Valid after all: a list of ids, or one id, that matches nothing.
                let valid_ids = field == "ids"
                    && (value.is_string()
                        || value
                            .as_array()
                            .is_some_and(|a| a.iter().all(Value::is_string)));
                if valid_ids {
                    assert_eq!(answer, json!({"success": true, "result": {"deleted": 0}}));
                    continue;
                }
                let shown = value.to_string();
                let shown = &shown[..shown.len().min(60)];
                assert!(
                    status.is_client_error(),
                    "{method} {path} {field}={shown}: {status} {answer}"
                );
                assert_eq!(answer["success"], false);
                assert!(answer["message"].as_str().is_some_and(|m| !m.is_empty()));
            }
        }
        // The whole body of the wrong shape.
        for value in hostile_values().into_iter().filter(|v| !v.is_object()) {
            let response = owner
                .request(method.clone(), path)
                .json(&value)
                .send()
                .await
                .expect("request");
            let (status, answer) = read_json(response).await;
            assert!(
                status.is_client_error(),
                "{method} {path} body: {status} {answer}"
            );
        }
    }
    // Only the owner's logout above may have ended a session; nothing else.
    let after = snapshot(&app).await;
    assert_eq!(before[0], after[0], "links changed");
    assert_eq!(before[1], after[1], "accounts changed");
}

/// PostgreSQL refuses NUL in text: such values must be "not found", never a
/// database error.
#[tokio::test]
async fn nul_characters_are_simply_not_found() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    owner.create_link("present", "https://example.com/").await;
    let before = snapshot(&app).await;
    let anonymous = app.anonymous();
    crate::helpers::assert_error(
        &anonymous.get("/api/link?slug=%00").await,
        404,
        "invalid link",
    );
    crate::helpers::assert_error(
        &anonymous.get("/api/link?slug=present%00").await,
        404,
        "invalid link",
    );
    crate::helpers::assert_error(
        &owner.get("/api/link/single?id=%00").await,
        404,
        "A link with that id does not exist",
    );
    let (status, body) = owner.get("/api/link/list?search=%00").await;
    assert_eq!(status, reqwest::StatusCode::OK);
    assert_eq!(body["result"]["total"], 0);
    let (_, body) = owner.get("/api/link/list?userID=a%00").await;
    assert_eq!(body["result"]["total"], 0);
    crate::helpers::assert_error(
        &anonymous
            .post(
                "/api/auth/login",
                json!({"username": "owner0\u{0}", "password": "x"}),
            )
            .await,
        403,
        "Invalid username or password",
    );
    crate::helpers::assert_error(
        &anonymous
            .post(
                "/api/auth/totp/recover",
                json!({"backupCode": "ABCDEFGHJKMN", "username": "owner0\u{0}", "password": "x"}),
            )
            .await,
        403,
        "Invalid username or password",
    );
    crate::helpers::assert_error(
        &anonymous
            .post(
                "/api/link",
                json!({"secret": "abc\u{0}", "destination": "https://e.com"}),
            )
            .await,
        401,
        "Invalid secret",
    );
    crate::helpers::assert_error(
        &owner
            .post("/api/auth/newSecret", json!({"userID": "x\u{0}"}))
            .await,
        404,
        "Invalid id",
    );
    crate::helpers::assert_error(
        &owner.patch("/api/link", json!({"id": "x\u{0}"})).await,
        404,
        "A link with that id does not exist",
    );
    let (status, body) = owner
        .delete("/api/link", json!({"ids": ["\u{0}", "a\u{0}b"]}))
        .await;
    assert_eq!(status, reqwest::StatusCode::OK);
    assert_eq!(body["result"]["deleted"], 0);
    for slug in ["\u{0}", "a\u{0}"] {
        crate::helpers::assert_error(
            &owner.post("/api/link", json!({"slug": slug, "destination": "https://e.com"})).await,
            422,
            "Invalid slug: use 1 to 100 letters, digits, hyphens, underscores or dots, not starting with a dot",
        );
    }
    let response = anonymous
        .request(Method::GET, "/%00")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), reqwest::StatusCode::NOT_FOUND);
    let response = anonymous
        .request(Method::GET, "/present%00")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), reqwest::StatusCode::NOT_FOUND);
    assert_eq!(before, snapshot(&app).await);
}
