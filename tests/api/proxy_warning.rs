//! A reverse proxy that TRUST_PROXY does not trust (issue 18, item 7): the
//! owner is told, in `GET /api/about`, once requests arrive with
//! `X-Forwarded-For` from a local peer.

use crate::helpers::{read_json, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::Value;

/// `GET /api/about` by an anonymous client with `X-Forwarded-For`.
async fn forwarded_about(app: &TestApp) -> (StatusCode, Value) {
    let response = app
        .anonymous()
        .request(Method::GET, "/api/about")
        .header("x-forwarded-for", "203.0.113.7")
        .send()
        .await
        .expect("request");
    read_json(response).await
}

#[tokio::test]
async fn the_owner_is_warned_about_an_untrusted_proxy() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let (status, about) = owner.get("/api/about").await;
    assert_eq!(status, StatusCode::OK);
    assert!(about["result"].get("proxyWarning").is_none(), "{about}");
    // The test client connects from 127.0.0.1, as a proxy on the host would.
    let (_, anonymous) = forwarded_about(&app).await;
    assert!(anonymous["result"].get("proxyWarning").is_none());
    let (_, about) = owner.get("/api/about").await;
    let warning = about["result"]["proxyWarning"].as_str().expect("warning");
    assert!(warning.contains("TRUST_PROXY"), "{warning}");
    let (_, about) = admin.get("/api/about").await;
    assert!(about["result"].get("proxyWarning").is_none(), "{about}");
}

#[tokio::test]
async fn no_warning_when_the_proxy_is_trusted() {
    let app = TestApp::spawn_with(|s| s.trust_proxy = 1).await;
    let owner = app.owner().await;
    assert_eq!(forwarded_about(&app).await.0, StatusCode::OK);
    let (_, about) = owner.get("/api/about").await;
    assert!(about["result"].get("proxyWarning").is_none(), "{about}");
}

/// Issue 30, item 12: the warning said failures "slow down" everyone's
/// logins, when 5 of them within 15 minutes block every login from the
/// shared address for up to 15 minutes.
#[tokio::test]
async fn the_warning_says_what_failures_behind_the_proxy_do() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    forwarded_about(&app).await;
    let (_, about) = owner.get("/api/about").await;
    assert_eq!(
        about["result"]["proxyWarning"],
        "Requests arrive through a reverse proxy (X-Forwarded-For from a local address) but \
         TRUST_PROXY is off: every visitor shares the proxy's address, so 5 failed logins by \
         anyone within 15 minutes block everyone's logins for up to 15 minutes. Set \
         TRUST_PROXY to the number of proxies in front of Linkhop."
    );
    // As the warning says: five failures through the proxy, then another
    // account's right password is refused too.
    let admin = app.admin().await;
    for _ in 0..5 {
        let (status, _) = app
            .anonymous()
            .post(
                "/api/auth/login",
                serde_json::json!({"username": owner.username(), "password": "wrong-password-1"}),
            )
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    }
    let (status, body) = app
        .anonymous()
        .post(
            "/api/auth/login",
            serde_json::json!({"username": admin.username(), "password": crate::helpers::PASSWORD}),
        )
        .await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
}
