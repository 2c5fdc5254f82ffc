//! USE_HTTPS (issue 18, item 9): `Strict-Transport-Security` on every
//! answer, and the session cookie named `__Host-token`; neither without it.

use crate::helpers::{assert_error, read_json, set_cookie, Actor, TestApp, PASSWORD};
use reqwest::{Method, StatusCode};
use serde_json::json;

const HSTS: &str = "max-age=63072000";

/// One answer of each kind: API success and error, preflight, dashboard,
/// home redirect, short link, unknown slug, a site 405.
async fn every_kind_of_answer(app: &TestApp, owner: &Actor) -> Vec<(String, reqwest::Response)> {
    owner.create_link("hsts", "https://example.com/hsts").await;
    let anonymous = app.anonymous();
    let mut answers = Vec::new();
    for (method, path) in [
        (Method::GET, "/api"),
        (Method::GET, "/api/auth/me"),
        (Method::GET, "/api/nowhere"),
        (Method::OPTIONS, "/api/link"),
        (Method::GET, "/dash/overview"),
        (Method::GET, "/"),
        (Method::GET, "/hsts"),
        (Method::HEAD, "/hsts"),
        (Method::GET, "/no-such-slug"),
        (Method::POST, "/hsts"),
    ] {
        let response = anonymous
            .request(method.clone(), path)
            .send()
            .await
            .expect("request");
        answers.push((format!("{method} {path}"), response));
    }
    let login = anonymous
        .post(
            "/api/auth/login",
            json!({"username": "nobody", "password": "x"}),
        )
        .await;
    assert_eq!(login.0, StatusCode::FORBIDDEN);
    answers
}

/// The `Set-Cookie` of a fresh login of `owner`.
async fn login_cookie(app: &TestApp, owner: &Actor) -> String {
    let login = app
        .anonymous()
        .request(Method::POST, "/api/auth/login")
        .json(&json!({"username": owner.username(), "password": PASSWORD}))
        .send()
        .await
        .expect("login");
    assert_eq!(login.status(), StatusCode::OK);
    set_cookie(&login)
}

#[tokio::test]
async fn https_answers_carry_hsts_and_the_host_prefixed_cookie() {
    let app = TestApp::spawn_with(|s| s.use_https = true).await;
    let owner = app.owner().await;
    for (what, response) in every_kind_of_answer(&app, &owner).await {
        assert_eq!(
            response
                .headers()
                .get("strict-transport-security")
                .map(|v| v.to_str().unwrap_or("")),
            Some(HSTS),
            "{what}: {}",
            response.status()
        );
    }

    let cookie = login_cookie(&app, &owner).await;
    let token = cookie
        .strip_prefix("__Host-token=")
        .and_then(|rest| rest.split(';').next())
        .unwrap_or_else(|| panic!("{cookie}"))
        .to_owned();
    // What the prefix needs: Secure, Path=/ and no Domain.
    assert_eq!(
        cookie,
        format!("__Host-token={token}; Max-Age=604800; Path=/; HttpOnly; SameSite=Strict; Secure")
    );
    let me = |cookie: String| {
        let request = app
            .anonymous()
            .request(Method::GET, "/api/auth/me")
            .header("cookie", cookie);
        async move { read_json(request.send().await.expect("request")).await }
    };
    let (status, body) = me(format!("__Host-token={token}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // Only the name of this mode is a session cookie.
    assert_error(
        &me(format!("token={token}")).await,
        401,
        "No cookie token provided",
    );
}

#[tokio::test]
async fn plain_http_has_no_hsts_and_keeps_the_token_cookie() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    for (what, response) in every_kind_of_answer(&app, &owner).await {
        assert!(
            response
                .headers()
                .get("strict-transport-security")
                .is_none(),
            "{what}"
        );
    }
    let cookie = login_cookie(&app, &owner).await;
    assert!(cookie.starts_with("token="), "{cookie}");
    assert!(!cookie.contains("Secure"), "{cookie}");
    let token = cookie
        .strip_prefix("token=")
        .and_then(|rest| rest.split(';').next())
        .unwrap_or_default();
    let response = app
        .anonymous()
        .request(Method::GET, "/api/auth/me")
        .header("cookie", format!("__Host-token={token}"))
        .send()
        .await
        .expect("request");
    assert_error(&read_json(response).await, 401, "No cookie token provided");
}
