//! A reverse proxy that TRUST_PROXY does not trust (issue 18, item 7): the
//! owner is told, in `GET /api/about`, once requests arrive with
//! `X-Forwarded-For` from a local peer.

use crate::helpers::TestApp;
use reqwest::{Method, StatusCode};

#[tokio::test]
async fn the_owner_is_warned_about_an_untrusted_proxy() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let (status, about) = owner.get("/api/about").await;
    assert_eq!(status, StatusCode::OK);
    assert!(about["result"].get("proxyWarning").is_none(), "{about}");
    // The test client connects from 127.0.0.1, as a proxy on the host would.
    let response = app
        .anonymous()
        .request(Method::GET, "/api/about")
        .header("x-forwarded-for", "203.0.113.7")
        .send()
        .await
        .expect("request");
    let (_, anonymous) = crate::helpers::read_json(response).await;
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
    let response = app
        .anonymous()
        .request(Method::GET, "/api/about")
        .header("x-forwarded-for", "203.0.113.7")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
    let (_, about) = owner.get("/api/about").await;
    assert!(about["result"].get("proxyWarning").is_none(), "{about}");
}
