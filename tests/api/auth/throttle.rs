//! Login throttling per address and per account (api.md §3.8).

use super::{code_now, login_raw};
use crate::db::enable_totp;
use crate::helpers::{assert_error, read_json, set_cookies, TestApp, PASSWORD};
use reqwest::{Method, StatusCode};
use serde_json::json;

#[tokio::test]
async fn five_failures_per_address_then_429() {
    let app = TestApp::spawn_with(|s| s.trust_proxy = 1).await;
    let owner = app.owner().await;
    for _ in 0..5 {
        let (status, body, _) = login_raw(
            &app,
            json!({"username": "ghost", "password": PASSWORD}),
            Some("10.0.0.1"),
        )
        .await;
        assert_error(&(status, body), 403, "Invalid username or password");
    }
    let response = app
        .anonymous()
        .request(Method::POST, "/api/auth/login")
        .header("x-forwarded-for", "10.0.0.1")
        .json(&json!({"username": owner.username(), "password": PASSWORD}))
        .send()
        .await
        .expect("request");
    let retry: u64 = response.headers()["retry-after"]
        .to_str()
        .expect("retry-after")
        .parse()
        .expect("seconds");
    assert!((1..=900).contains(&retry), "{retry}");
    assert!(set_cookies(&response).is_empty());
    assert_error(
        &read_json(response).await,
        429,
        "Too many login attempts, try again later",
    );
    // Another address is not affected, nor is the account.
    let (status, body, _) = login_raw(
        &app,
        json!({"username": owner.username(), "password": PASSWORD}),
        Some("10.0.0.2"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn five_failures_per_account_then_429_and_success_clears_them() {
    let app = TestApp::spawn_with(|s| s.trust_proxy = 1).await;
    let owner = app.owner().await;
    let name = owner.username().to_owned();
    let wrong = json!({"username": name, "password": "Wrong-Horse-99"});
    let right = json!({"username": name, "password": PASSWORD});
    // Four failures, a success, four more: never throttled.
    for n in 0..4 {
        let (status, _, _) = login_raw(&app, wrong.clone(), Some(&format!("10.1.0.{n}"))).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    }
    let (status, _, _) = login_raw(&app, right.clone(), Some("10.1.1.1")).await;
    assert_eq!(status, StatusCode::OK);
    for n in 0..4 {
        let (status, _, _) = login_raw(&app, wrong.clone(), Some(&format!("10.2.0.{n}"))).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    }
    let (status, _, _) = login_raw(&app, wrong.clone(), Some("10.2.0.9")).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    // Five failures since the success, each from a new address.
    let (status, body, cookies) = login_raw(&app, right.clone(), Some("10.3.0.1")).await;
    assert_error(
        &(status, body),
        429,
        "Too many login attempts, try again later",
    );
    assert!(cookies.is_empty());
    // By e-mail too: the account is the same.
    let (status, body, _) = login_raw(
        &app,
        json!({"username": format!("{name}@example.com"), "password": PASSWORD}),
        Some("10.3.0.2"),
    )
    .await;
    assert_error(
        &(status, body),
        429,
        "Too many login attempts, try again later",
    );
    // Unknown accounts are only limited per address.
    let (status, body, _) = login_raw(
        &app,
        json!({"username": "ghost", "password": PASSWORD}),
        Some("10.3.0.3"),
    )
    .await;
    assert_error(&(status, body), 403, "Invalid username or password");
}

#[tokio::test]
async fn missing_2fa_token_is_not_a_failure_but_a_wrong_code_is() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let secret = enable_totp(&app, owner.id()).await;
    let name = owner.username().to_owned();
    for _ in 0..7 {
        let (status, body, _) =
            login_raw(&app, json!({"username": name, "password": PASSWORD}), None).await;
        assert_error(&(status, body), 403, "2FA token required");
    }
    let wrong = if code_now(&secret, 0) == "000000" {
        "111111"
    } else {
        "000000"
    };
    for _ in 0..5 {
        let (status, body, _) = login_raw(
            &app,
            json!({"username": name, "password": PASSWORD, "token": wrong}),
            None,
        )
        .await;
        assert_error(&(status, body), 403, "Expired or invalid TOTP token");
    }
    let (status, body, _) = login_raw(
        &app,
        json!({"username": name, "password": PASSWORD, "token": code_now(&secret, 0)}),
        None,
    )
    .await;
    assert_error(
        &(status, body),
        429,
        "Too many login attempts, try again later",
    );
}
