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

/// Retry-After of a throttled answer, in seconds.
async fn login_retry_after(
    app: &TestApp,
    body: &serde_json::Value,
    address: &str,
) -> (StatusCode, Option<u64>) {
    let response = app
        .anonymous()
        .request(Method::POST, "/api/auth/login")
        .header("x-forwarded-for", address)
        .json(body)
        .send()
        .await
        .expect("request");
    let retry = response
        .headers()
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok());
    (response.status(), retry)
}

#[tokio::test]
async fn failures_from_many_addresses_slow_the_account_but_never_lock_it() {
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
    for n in 0..5 {
        let (status, _, _) = login_raw(&app, wrong.clone(), Some(&format!("10.2.0.{n}"))).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    }
    // Five failures since the success, each from a new address: the next
    // attempt on the account, from anywhere and by e-mail too, waits one
    // second — not fifteen minutes.
    let (status, retry) = login_retry_after(&app, &right, "10.3.0.1").await;
    assert_eq!((status, retry), (StatusCode::TOO_MANY_REQUESTS, Some(1)));
    let by_email = json!({"username": format!("{name}@example.com"), "password": PASSWORD});
    let (status, retry) = login_retry_after(&app, &by_email, "10.3.0.2").await;
    assert_eq!((status, retry), (StatusCode::TOO_MANY_REQUESTS, Some(1)));
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    // A sixth failure doubles the wait.
    let (status, _, _) = login_raw(&app, wrong.clone(), Some("10.2.0.9")).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, retry) = login_retry_after(&app, &right, "10.3.0.3").await;
    assert_eq!((status, retry), (StatusCode::TOO_MANY_REQUESTS, Some(2)));
    tokio::time::sleep(std::time::Duration::from_millis(2100)).await;
    // The real user, from their own address, gets in once the delay is over.
    let (status, body, cookies) = login_raw(&app, right.clone(), Some("10.3.0.3")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(!cookies.is_empty());
}

#[tokio::test]
async fn a_guessers_own_address_is_still_walled_for_the_window() {
    let app = TestApp::spawn_with(|s| s.trust_proxy = 1).await;
    let owner = app.owner().await;
    let name = owner.username().to_owned();
    for _ in 0..5 {
        let (status, _, _) = login_raw(
            &app,
            json!({"username": name, "password": "Wrong-Horse-99"}),
            Some("10.4.0.1"),
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    }
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let right = json!({"username": name, "password": PASSWORD});
    let (status, retry) = login_retry_after(&app, &right, "10.4.0.1").await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert!(retry.is_some_and(|r| r > 800), "{retry:?}");
    let (status, _, _) = login_raw(&app, right, Some("10.4.0.2")).await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn unknown_names_are_throttled_exactly_like_known_ones() {
    let app = TestApp::spawn_with(|s| s.trust_proxy = 1).await;
    let owner = app.owner().await;
    let mut answers = Vec::new();
    for (k, name) in [owner.username().to_owned(), "Ghost".to_owned()]
        .into_iter()
        .enumerate()
    {
        for n in 0..5 {
            let body = json!({"username": name, "password": "Wrong-Horse-99"});
            let (status, body, _) = login_raw(&app, body, Some(&format!("10.5.{k}.{n}"))).await;
            assert_error(&(status, body), 403, "Invalid username or password");
        }
        // The sixth, from a fresh address and in other case for the
        // unknown name: the same refusal for both.
        let body = json!({"username": name.to_uppercase(), "password": "Wrong-Horse-99"});
        let response = app
            .anonymous()
            .request(Method::POST, "/api/auth/login")
            .header("x-forwarded-for", format!("10.5.{k}.9"))
            .json(&body)
            .send()
            .await
            .expect("request");
        let retry = response.headers().get("retry-after").cloned();
        let answer = read_json(response).await;
        answers.push((answer, retry));
    }
    assert_error(
        &answers[0].0,
        429,
        "Too many login attempts, try again later",
    );
    assert_eq!(answers[0], answers[1]);
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
