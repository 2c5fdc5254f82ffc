//! Logging in: by name or e-mail, one message for wrong credentials, the
//! session cookie, and 2FA at login (api.md §4.2, §15.2).

use super::{code_now, login_raw, session_cookies, token_of};
use crate::db::{count, enable_totp, snapshot, texts};
use crate::helpers::{assert_error, keys, own_view_without_secret, TestApp, PASSWORD};
use linkhop::domain::accounts::Role;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

#[tokio::test]
async fn login_by_username_or_email_ignoring_case() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let username = owner.username().to_owned();
    for name in [
        username.clone(),
        username.to_uppercase(),
        format!("{username}@example.com"),
        format!("{}@EXAMPLE.com", username.to_uppercase()),
    ] {
        let (status, body, cookies) =
            login_raw(&app, json!({"username": name, "password": PASSWORD}), None).await;
        assert_eq!(status, StatusCode::OK, "{name}: {body}");
        assert_eq!(body["success"], true);
        assert_eq!(body["message"], "Successfully logged in!");
        assert_eq!(keys(&body), vec!["success", "message", "result"]);
        assert_eq!(keys(&body["result"]), own_view_without_secret());
        assert_eq!(body["result"]["id"], owner.id());
        assert_eq!(body["result"]["role"], "owner");
        assert!(body["result"].get("secret").is_none());
        assert_eq!(body["result"]["hasSecret"], false);
        assert_eq!(body["result"]["totp"], false);
        assert_eq!(cookies.len(), 1);
    }
}

#[tokio::test]
async fn wrong_credentials_share_one_message() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let before = snapshot(&app).await;
    let long = format!("{PASSWORD}{}", "x".repeat(250));
    for body in [
        json!({"username": owner.username(), "password": "Wrong-Horse-99"}),
        json!({"username": "nobody", "password": PASSWORD}),
        json!({"username": "nobody@example.com", "password": PASSWORD}),
        json!({"username": owner.username(), "password": long}),
        json!({"username": owner.username(), "password": format!("{PASSWORD} ")}),
    ] {
        let (status, body, cookies) = login_raw(&app, body, None).await;
        assert_error(&(status, body), 403, "Invalid username or password");
        assert!(cookies.is_empty());
    }
    assert_eq!(before, snapshot(&app).await);
}

#[tokio::test]
async fn login_cookie_is_exact_and_only_its_hash_is_stored() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let cookies = session_cookies(&app, owner.username()).await;
    let cookie = &cookies[0];
    let token = token_of(cookie);
    assert_eq!(token.len(), 43, "{cookie}");
    assert!(token
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
    assert_eq!(
        cookie,
        &format!("token={token}; Max-Age=604800; Path=/; HttpOnly; SameSite=Strict")
    );
    let hash = linkhop::domain::tokens::hash_session_token(&token);
    let stored = texts(&app, "SELECT token_hash FROM sessions", &[]).await;
    assert!(stored.contains(&Some(hash.clone())));
    assert!(!stored.contains(&Some(token.clone())));
    let raw_anywhere = count(
        &app,
        "SELECT COUNT(*) FROM sessions WHERE token_hash = $1 OR account_id = $1",
        &[&token],
    )
    .await;
    assert_eq!(raw_anywhere, 0);
    let expires = texts(
        &app,
        "SELECT CAST(expires_at - created_at AS TEXT) FROM sessions WHERE token_hash = $1",
        &[&hash],
    )
    .await;
    assert_eq!(expires, vec![Some("604800000".to_owned())]);
    // The token works as a cookie; an earlier session stays valid.
    let response = app
        .anonymous()
        .request(Method::GET, "/api/auth/me")
        .header("cookie", format!("token={token}"))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
    let (status, _) = owner.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn cookie_is_secure_with_https_and_short_in_demo() {
    let app = TestApp::spawn_with(|s| s.use_https = true).await;
    let owner = app.owner().await;
    let cookies = session_cookies(&app, owner.username()).await;
    // Under HTTPS the cookie carries the `__Host-` prefix (issue 18, item 9).
    let token = token_of(cookies[0].strip_prefix("__Host-").expect("__Host- cookie"));
    assert_eq!(
        cookies[0],
        format!("__Host-token={token}; Max-Age=604800; Path=/; HttpOnly; SameSite=Strict; Secure")
    );
    let demo = TestApp::spawn_with(|s| s.demo = true).await;
    demo.user_named("demo_user", Role::Standard).await;
    let cookies = session_cookies(&demo, "demo_user").await;
    let token = token_of(&cookies[0]);
    assert_eq!(
        cookies[0],
        format!("token={token}; Max-Age=3600; Path=/; HttpOnly; SameSite=Strict")
    );
}

#[tokio::test]
async fn login_with_two_factor_needs_a_fresh_code() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let secret = enable_totp(&app, owner.id()).await;
    let name = owner.username().to_owned();
    let attempt = |token: Option<Value>| {
        let mut body = json!({"username": name, "password": PASSWORD});
        if let Some(token) = token {
            body["token"] = token;
        }
        login_raw(&app, body, None)
    };
    for token in [None, Some(json!("")), Some(Value::Null)] {
        let (status, body, cookies) = attempt(token).await;
        assert_error(&(status, body), 403, "2FA token required");
        assert!(cookies.is_empty());
    }
    let wrong = if code_now(&secret, 0) == "000000" {
        "111111"
    } else {
        "000000"
    };
    // Three wrong codes and a wrong password: four failures, under the limit.
    for token in [wrong, "12345", "abcdef"] {
        let (status, body, _) = attempt(Some(json!(token))).await;
        assert_error(&(status, body), 403, "Expired or invalid TOTP token");
    }
    // The wrong password is checked before the code.
    let (status, body, _) = login_raw(
        &app,
        json!({"username": name, "password": "Wrong-Horse-99", "token": code_now(&secret, 0)}),
        None,
    )
    .await;
    assert_error(&(status, body), 403, "Invalid username or password");
    let code = code_now(&secret, 0);
    let (status, body, cookies) = attempt(Some(json!(code))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["totp"], true);
    assert_eq!(body["result"]["twoFactorAuthentication"], true);
    assert_eq!(cookies.len(), 1);
    let (status, body, _) = attempt(Some(json!(code))).await;
    assert_error(&(status, body), 403, "Expired or invalid TOTP token");
}
