//! Where an API secret comes from and how it beats the cookie (api.md §3.1,
//! §3.2).

use crate::db::{exec, snapshot};
use crate::helpers::{assert_error, read_json, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::json;

#[tokio::test]
async fn secret_from_body_bearer_or_bare_header() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let secret = owner.with_secret().await.secret.unwrap_or_default();
    let anonymous = app.anonymous();
    let me = |builder: reqwest::RequestBuilder| async move {
        read_json(builder.send().await.expect("request")).await
    };
    for header in [
        format!("Bearer {secret}"),
        format!("bearer {secret}"),
        format!("BEARER   {secret}  "),
        secret.clone(),
        format!("  {secret}\t"),
    ] {
        let (status, body) = me(anonymous
            .request(Method::GET, "/api/auth/me")
            .header("authorization", header.as_str()))
        .await;
        assert_eq!(status, StatusCode::OK, "{header}: {body}");
        assert_eq!(body["result"]["id"], owner.id());
        assert_eq!(body["result"]["secret"], secret.as_str());
    }
    // Body secret, whitespace ignored; wins over a wrong header.
    let (status, body) = me(anonymous
        .request(Method::POST, "/api/link")
        .header("authorization", "Bearer wrongwrongwrong")
        .json(&json!({"secret": format!(" {secret} "), "destination": "https://e.com"})))
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["author"], owner.id());
}

#[tokio::test]
async fn bad_secrets_are_401_and_never_fall_back_to_the_cookie() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let before = snapshot(&app).await;
    // The owner's cookie is sent too, but the secret decides.
    for header in [
        "Bearer nope",
        "nope",
        "Bearer 0123456789abcdefghijABCDEFGHIJ01",
    ] {
        let response = owner
            .request(Method::GET, "/api/auth/me")
            .header("authorization", header)
            .send()
            .await
            .expect("request");
        assert_error(&read_json(response).await, 401, "Invalid secret");
    }
    for secret in [
        json!(5),
        json!(["x"]),
        json!({"a": 1}),
        json!(true),
        json!("nope"),
    ] {
        let response = owner
            .request(Method::POST, "/api/link")
            .json(&json!({"secret": secret, "destination": "https://e.com"}))
            .send()
            .await
            .expect("request");
        assert_error(&read_json(response).await, 401, "Invalid secret");
    }
    assert_eq!(before, snapshot(&app).await);
    // Empty secrets count as none: the cookie is used.
    for header in ["", "   ", "Bearer "] {
        let response = owner
            .request(Method::GET, "/api/auth/me")
            .header("authorization", header)
            .send()
            .await
            .expect("request");
        let (status, body) = read_json(response).await;
        assert_eq!(status, StatusCode::OK, "{header:?}: {body}");
    }
    let response = owner
        .request(Method::POST, "/api/link")
        .json(&json!({"secret": "  ", "destination": "https://e.com/x"}))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
    let response = owner
        .request(Method::POST, "/api/link")
        .json(&json!({"secret": null, "destination": "https://e.com/y"}))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
}

#[tokio::test]
async fn cookie_only_routes_refuse_any_secret() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let with_secret = owner.with_secret().await;
    let before = snapshot(&app).await;
    let refused = "You cannot use this endpoint with your API secret";
    assert_error(
        &with_secret.post("/api/auth/newSecret", json!({})).await,
        403,
        refused,
    );
    assert_error(
        &with_secret.delete("/api/auth/me", json!({})).await,
        403,
        refused,
    );
    // Even an invalid secret, even with a valid cookie.
    let response = owner
        .request(Method::DELETE, "/api/auth/me")
        .header("authorization", "nope")
        .send()
        .await
        .expect("request");
    assert_error(&read_json(response).await, 403, refused);
    let response = owner
        .request(Method::POST, "/api/auth/newSecret")
        .json(&json!({"secret": 12}))
        .send()
        .await
        .expect("request");
    assert_error(&read_json(response).await, 403, refused);
    assert_eq!(before, snapshot(&app).await);
}

#[tokio::test]
async fn missing_and_invalid_cookies() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let anonymous = app.anonymous();
    assert_error(
        &anonymous.get("/api/auth/me").await,
        401,
        "No cookie token provided",
    );
    assert_error(
        &anonymous.get("/api/link/list").await,
        401,
        "No cookie token provided",
    );
    assert_error(
        &anonymous.delete("/api/auth/me", json!({})).await,
        401,
        "No cookie token provided",
    );
    assert_error(
        &anonymous.post("/api/auth/newSecret", json!({})).await,
        401,
        "No cookie token provided",
    );
    // An unknown token, and an expired session.
    let token = linkhop::domain::tokens::new_session_token();
    let hash = linkhop::domain::tokens::hash_session_token(&token);
    let past = linkhop::domain::time::now_millis() - 1000;
    exec(
        &app,
        &format!(
            "INSERT INTO sessions (token_hash, account_id, created_at, expires_at) VALUES ($1, $2, {}, {past})",
            past - 10_000
        ),
        &[&hash, owner.id()],
    )
    .await;
    for cookie in [
        "token=bogus".to_owned(),
        format!("token={token}"),
        "other=1; token=x".into(),
    ] {
        for (method, path) in [
            (Method::GET, "/api/auth/me"),
            (Method::DELETE, "/api/auth/me"),
            (Method::GET, "/api/link/list"),
            (Method::POST, "/api/auth/newSecret"),
        ] {
            let response = anonymous
                .request(method.clone(), path)
                .header("cookie", cookie.as_str())
                .send()
                .await
                .expect("request");
            let cookies: Vec<String> = response
                .headers()
                .get_all("set-cookie")
                .iter()
                .filter_map(|v| v.to_str().ok().map(str::to_owned))
                .collect();
            assert_eq!(
                cookies,
                vec!["token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Strict".to_owned()],
                "{method} {path}"
            );
            assert_error(
                &read_json(response).await,
                401,
                "Invalid authorization token",
            );
        }
    }
}

#[tokio::test]
async fn clearing_cookie_is_secure_with_https() {
    let app = TestApp::spawn_with(|s| s.use_https = true).await;
    let response = app
        .anonymous()
        .request(Method::GET, "/api/auth/me")
        .header("cookie", "__Host-token=bogus")
        .send()
        .await
        .expect("request");
    assert_eq!(
        response.headers()["set-cookie"],
        "__Host-token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Strict; Secure"
    );
}
