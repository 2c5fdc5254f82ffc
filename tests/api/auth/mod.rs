//! Login, sessions, 2FA at login, throttling, registration, me, logout,
//! API secrets (api.md §3, §4, §15) and the interface language; one file
//! per operation, the login helpers they share here.

mod language;
mod login;
mod me;
mod register;
mod secrets;
mod sessions;
mod throttle;

use crate::helpers::{read_json, set_cookies, TestApp, PASSWORD};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

/// Logs in by hand: (status, body, Set-Cookie values).
async fn login_raw(
    app: &TestApp,
    body: Value,
    forwarded: Option<&str>,
) -> (StatusCode, Value, Vec<String>) {
    let mut request = app
        .anonymous()
        .request(Method::POST, "/api/auth/login")
        .json(&body);
    if let Some(address) = forwarded {
        request = request.header("x-forwarded-for", address);
    }
    let response = request.send().await.expect("request");
    let cookies = set_cookies(&response);
    let (status, body) = read_json(response).await;
    (status, body, cookies)
}

/// The Set-Cookie values of a login with [`PASSWORD`] as `username`.
async fn session_cookies(app: &TestApp, username: &str) -> Vec<String> {
    let body = json!({"username": username, "password": PASSWORD});
    login_raw(app, body, None).await.2
}

fn token_of(cookie: &str) -> String {
    cookie
        .strip_prefix("token=")
        .and_then(|rest| rest.split(';').next())
        .expect("token cookie")
        .to_owned()
}

fn code_now(secret: &str, offset_steps: i64) -> String {
    let now = linkhop::domain::time::now_millis() / 1000;
    let at = (now + offset_steps * 30).max(0) as u64;
    linkhop::domain::two_factor::code_at(secret, at).expect("code")
}
