//! Concurrent guesses (issue 18, item 2): a burst of simultaneous attempts
//! on one account, each from its own address behind a trusted proxy, may
//! check no more credentials than the throttle allows. Every attempt that
//! gets past the throttle is checked and answered 200 or 403; the others
//! are refused with 429 before any check, so "checks" = non-429 answers.

use crate::account_kit::{by_password, enable_two_factor, session_cookie};
use crate::db::enable_totp;
use crate::helpers::{read_json, TestApp, PASSWORD};
use reqwest::{Client, StatusCode};
use serde_json::{json, Value};

const BURST: usize = 100;
/// Failures of one account before delays start (and of one address).
const ALLOWED: usize = 5;

/// Sends `BURST` requests at once, request `n` from address `10.9.x.y`, and
/// returns their statuses.
async fn burst(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    cookie: Option<&str>,
    body_of: impl Fn(usize) -> Value,
) -> Vec<(StatusCode, Value)> {
    let client = Client::new();
    let mut tasks = tokio::task::JoinSet::new();
    for n in 0..BURST {
        let mut request = client
            .request(method.clone(), app.url(path))
            .header(
                "x-forwarded-for",
                format!("10.9.{}.{}", n / 200, n % 200 + 1),
            )
            .json(&body_of(n));
        if let Some(cookie) = cookie {
            request = request.header("cookie", cookie);
        }
        tasks.spawn(async move { read_json(request.send().await.expect("request")).await });
    }
    let mut answers = Vec::new();
    while let Some(answer) = tasks.join_next().await {
        answers.push(answer.expect("task"));
    }
    answers
}

/// The answers that were not refused by the throttle.
fn checked(answers: &[(StatusCode, Value)]) -> usize {
    for (status, body) in answers {
        assert!(
            [
                StatusCode::OK,
                StatusCode::FORBIDDEN,
                StatusCode::TOO_MANY_REQUESTS
            ]
            .contains(status),
            "{status} {body}"
        );
    }
    answers
        .iter()
        .filter(|(status, _)| *status != StatusCode::TOO_MANY_REQUESTS)
        .count()
}

#[tokio::test]
async fn a_burst_of_logins_checks_at_most_five_passwords() {
    let app = TestApp::spawn_with(|s| s.trust_proxy = 1).await;
    let owner = app.owner().await;
    let name = owner.username().to_owned();
    // The right password is the last one sent.
    let answers = burst(&app, reqwest::Method::POST, "/api/auth/login", None, |n| {
        let password = if n == BURST - 1 {
            PASSWORD
        } else {
            "Wrong-Horse-99"
        };
        json!({"username": name, "password": password})
    })
    .await;
    let checks = checked(&answers);
    assert!(
        checks <= ALLOWED,
        "{checks} passwords checked in a burst of {BURST}"
    );
    assert!(checks >= 1, "at least one attempt is checked");
}

#[tokio::test]
async fn a_burst_of_unknown_names_checks_at_most_five() {
    let app = TestApp::spawn_with(|s| s.trust_proxy = 1).await;
    let _owner = app.owner().await;
    let answers = burst(
        &app,
        reqwest::Method::POST,
        "/api/auth/login",
        None,
        |_| json!({"username": "Ghost", "password": PASSWORD}),
    )
    .await;
    let checks = checked(&answers);
    assert!(checks <= ALLOWED, "{checks} checks in a burst of {BURST}");
    let dummy = app
        .app
        .dummy_password_checks
        .load(std::sync::atomic::Ordering::Relaxed);
    assert!(dummy <= ALLOWED as u64, "{dummy} dummy checks");
}

#[tokio::test]
async fn a_burst_of_wrong_codes_checks_at_most_five() {
    let app = TestApp::spawn_with(|s| s.trust_proxy = 1).await;
    let owner = app.owner().await;
    let secret = enable_totp(&app, owner.id()).await;
    let name = owner.username().to_owned();
    let now = linkhop::domain::time::now_millis() as u64 / 1000;
    let valid: Vec<String> = (0..3)
        .map(|k| linkhop::domain::two_factor::code_at(&secret, now + k * 30 - 30).expect("code"))
        .collect();
    let wrong = (0..1_000_000u32)
        .map(|n| format!("{n:06}"))
        .find(|code| !valid.contains(code))
        .expect("a wrong code");
    let answers = burst(
        &app,
        reqwest::Method::POST,
        "/api/auth/login",
        None,
        |_| json!({"username": name, "password": PASSWORD, "token": wrong}),
    )
    .await;
    let checks = checked(&answers);
    assert!(
        checks <= ALLOWED,
        "{checks} codes checked in a burst of {BURST}"
    );
    assert!(answers.iter().all(|(status, _)| *status != StatusCode::OK));
}

#[tokio::test]
async fn a_burst_of_wrong_verifications_checks_at_most_five() {
    let app = TestApp::spawn_with(|s| s.trust_proxy = 1).await;
    let owner = app.owner().await;
    let cookie = session_cookie(&app, owner.id()).await;
    let path = "/api/auth/automatic-login";
    let answers = burst(&app, reqwest::Method::POST, path, Some(&cookie), |n| {
        let password = if n == BURST - 1 {
            PASSWORD
        } else {
            "Wrong-password-1"
        };
        json!({"verification": by_password(password)})
    })
    .await;
    let checks = checked(&answers);
    assert!(
        checks <= ALLOWED,
        "{checks} passwords checked in a burst of {BURST}"
    );

    // With 2FA on, the codes of a verification are limited alike.
    let app = TestApp::spawn_with(|s| s.trust_proxy = 1).await;
    let owner = app.owner().await;
    let cookie = session_cookie(&app, owner.id()).await;
    let (device, _) = enable_two_factor(&owner).await;
    let wrong = device.wrong_code();
    let answers = burst(
        &app,
        reqwest::Method::POST,
        path,
        Some(&cookie),
        |_| json!({"verification": {"password": "", "token": wrong}}),
    )
    .await;
    let checks = checked(&answers);
    assert!(
        checks <= ALLOWED,
        "{checks} codes checked in a burst of {BURST}"
    );
}
