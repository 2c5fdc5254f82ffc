//! The verification object of sensitive actions (api.md §3.6), on every
//! `V` route.

use crate::account_kit::{by_code, by_password, enable_two_factor, snapshot};
use crate::helpers::{assert_error, Actor, TestApp, PASSWORD};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

const REQUIRED: &str = "Verification required, please provide a verification object with either a 2FA token or password, depending on what is set up.";

/// Every `V` route with a body that is otherwise valid.
fn v_routes(target: &str) -> Vec<(Method, &'static str, Value)> {
    vec![
        (Method::POST, "/api/auth/automatic-login", json!({})),
        (Method::DELETE, "/api/auth/automatic-login", json!({})),
        (
            Method::POST,
            "/api/user",
            json!({"user": {"username": "newbie", "email": "newbie@example.com", "password": PASSWORD}}),
        ),
        (Method::DELETE, "/api/user", json!({"user": {"id": target}})),
        (
            Method::PATCH,
            "/api/user/username",
            json!({"user": {"username": "renamed", "account": target}}),
        ),
        (
            Method::PATCH,
            "/api/user/email",
            json!({"user": {"email": "renamed@example.com", "account": target}}),
        ),
        (
            Method::PATCH,
            "/api/user/password",
            json!({"user": {"password": "Another-Pass-8", "account": target}}),
        ),
        (
            Method::POST,
            "/api/user/role",
            json!({"user": {"role": "admin", "userID": target}}),
        ),
    ]
}

async fn send_with(
    actor: &Actor,
    method: &Method,
    path: &str,
    body: &Value,
    verification: Option<Value>,
) -> (StatusCode, Value) {
    let mut body = body.clone();
    if let Some(v) = verification {
        body["verification"] = v;
    }
    actor.send(method.clone(), path, Some(body)).await
}

#[tokio::test]
async fn every_v_route_needs_a_verification_object() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let target = app.standard_user().await;
    let before = snapshot(&app).await;
    for (method, path, body) in v_routes(target.id()) {
        for verification in [None, Some(json!("x")), Some(json!(null)), Some(json!([1]))] {
            let answer = send_with(&owner, &method, path, &body, verification).await;
            assert_error(&answer, 412, REQUIRED);
        }
        let answer = send_with(&owner, &method, path, &body, Some(json!({}))).await;
        assert_error(&answer, 403, "Password required");
        let answer = send_with(
            &owner,
            &method,
            path,
            &body,
            Some(json!({"password": 5, "token": ""})),
        )
        .await;
        assert_error(&answer, 403, "Password required");
    }
    assert_eq!(snapshot(&app).await, before, "nothing changed");
}

#[tokio::test]
async fn every_v_route_refuses_a_wrong_password_and_takes_the_right_one() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    for (method, path, body) in v_routes("unused") {
        // A fresh target per route: each route acts on its own account.
        let target = app.standard_user().await;
        let body: Value =
            serde_json::from_str(&body.to_string().replace("unused", target.id())).expect("json");
        let before = snapshot(&app).await;
        let answer = send_with(
            &owner,
            &method,
            path,
            &body,
            Some(by_password("Wrong-password-1")),
        )
        .await;
        assert_error(&answer, 403, "Invalid Password");
        assert_eq!(
            snapshot(&app).await,
            before,
            "{method} {path}: nothing changed"
        );
        let (status, answer) =
            send_with(&owner, &method, path, &body, Some(by_password(PASSWORD))).await;
        assert_eq!(status, StatusCode::OK, "{method} {path}: {answer}");
        // Each route adds one failure; forget them so the fifth is not throttled.
        app.app
            .store
            .delete_login_failures_before(i64::MAX)
            .await
            .expect("reset failures");
    }
}

#[tokio::test]
async fn with_two_factor_on_the_code_is_needed_not_the_password() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let path = "/api/auth/automatic-login";
    // A pending set-up does not count: the password is still asked for.
    let (status, _) = owner.get("/api/auth/totp").await;
    assert_eq!(status, StatusCode::OK);
    assert_error(
        &owner
            .post(path, json!({"verification": by_code("123456")}))
            .await,
        403,
        "Password required",
    );
    let (mut device, _) = enable_two_factor(&owner).await;
    let before = snapshot(&app).await;
    assert_error(
        &owner
            .post(path, json!({"verification": by_password(PASSWORD)}))
            .await,
        403,
        "2FA required",
    );
    assert_error(
        &owner
            .post(
                path,
                json!({"verification": {"password": PASSWORD, "token": 123456}}),
            )
            .await,
        403,
        "2FA required",
    );
    assert_error(
        &owner
            .post(path, json!({"verification": by_code(&device.wrong_code())}))
            .await,
        403,
        "Expired or invalid TOTP token",
    );
    assert_eq!(snapshot(&app).await, before, "nothing changed");
    let code = device.next_code().await;
    let (status, body) = owner
        .post(path, json!({"verification": by_code(&code)}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["account"]["allowAutomaticLogin"], true);
    // The same code again is a replay.
    assert_error(
        &owner
            .delete(path, json!({"verification": by_code(&code)}))
            .await,
        403,
        "Expired or invalid TOTP token",
    );
}

#[tokio::test]
async fn wrong_verification_passwords_are_throttled() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let path = "/api/auth/automatic-login";
    for _ in 0..5 {
        assert_error(
            &owner
                .post(
                    path,
                    json!({"verification": by_password("Wrong-password-1")}),
                )
                .await,
            403,
            "Invalid Password",
        );
    }
    let answer = owner
        .post(path, json!({"verification": by_password(PASSWORD)}))
        .await;
    assert_error(&answer, 429, "Too many login attempts, try again later");
    let account = crate::account_kit::account(&app, owner.id())
        .await
        .expect("account");
    assert!(!account.allow_automatic_login);
}
