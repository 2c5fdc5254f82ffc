//! The session list in Settings: each session with device, browser, address
//! and times, the current one marked; ending one or all the others.

use crate::helpers::{assert_error, TestApp, PASSWORD};
use reqwest::StatusCode;
use serde_json::{json, Value};

const FIREFOX_LINUX: &str =
    "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/// A logged-in client whose requests carry `agent`.
async fn client_with_agent(app: &TestApp, username: &str, agent: &str) -> reqwest::Client {
    let client = reqwest::Client::builder()
        .cookie_store(true)
        .user_agent(agent)
        .build()
        .expect("client");
    let response = client
        .post(app.url("/api/auth/login"))
        .json(&json!({"username": username, "password": PASSWORD}))
        .send()
        .await
        .expect("login");
    assert_eq!(response.status(), StatusCode::OK);
    client
}

async fn get(app: &TestApp, client: &reqwest::Client, path: &str) -> (StatusCode, Value) {
    let response = client.get(app.url(path)).send().await.expect("request");
    crate::helpers::read_json(response).await
}

#[tokio::test]
async fn sessions_are_listed_and_ended_one_or_all_others() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let desktop = client_with_agent(&app, owner.username(), FIREFOX_LINUX).await;
    let phone = client_with_agent(&app, owner.username(), SAFARI_IPHONE).await;
    let (status, body) = get(&app, &desktop, "/api/auth/sessions").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let sessions = body["result"].as_array().expect("list").clone();
    // The helper's login, the desktop and the phone.
    assert_eq!(sessions.len(), 3, "{body}");
    let current: Vec<&Value> = sessions.iter().filter(|s| s["current"] == true).collect();
    assert_eq!(current.len(), 1);
    assert_eq!(current[0]["browser"], "Firefox");
    assert_eq!(current[0]["device"], "desktop");
    assert_eq!(current[0]["os"], "Linux");
    assert_eq!(current[0]["address"], "127.0.0.1");
    assert!(current[0]["createdAt"].as_i64().is_some());
    assert!(current[0]["lastUsedAt"].as_i64().is_some());
    let on_phone = sessions
        .iter()
        .find(|s| s["browser"] == "Safari")
        .expect("phone session");
    assert_eq!(on_phone["device"], "mobile");
    // No token or hash is shown.
    let text = body.to_string();
    assert!(!text.contains("tokenHash") && !text.contains("token_hash"));

    // End the phone's session from the desktop.
    let id = on_phone["id"].as_str().expect("id");
    let response = desktop
        .delete(app.url(&format!("/api/auth/sessions/{id}")))
        .send()
        .await
        .expect("end");
    assert_eq!(response.status(), StatusCode::OK);
    let answer = get(&app, &phone, "/api/auth/me").await;
    assert_error(&answer, 401, "Invalid authorization token");
    let again = desktop
        .delete(app.url(&format!("/api/auth/sessions/{id}")))
        .send()
        .await
        .expect("end");
    assert_error(
        &crate::helpers::read_json(again).await,
        404,
        "No such session",
    );

    // End all others: only the desktop's stays.
    let response = desktop
        .post(app.url("/api/auth/sessions/end-others"))
        .json(&json!({}))
        .send()
        .await
        .expect("end others");
    let (status, body) = crate::helpers::read_json(response).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["sessionsEnded"], 1);
    let answer = owner.get("/api/auth/me").await;
    assert_error(&answer, 401, "Invalid authorization token");
    let (_, body) = get(&app, &desktop, "/api/auth/sessions").await;
    assert_eq!(body["result"].as_array().map(Vec::len), Some(1));
    assert_eq!(body["result"][0]["current"], true);
}

#[tokio::test]
async fn another_accounts_session_cannot_be_ended() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let (_, theirs) = standard.get("/api/auth/sessions").await;
    let id = theirs["result"][0]["id"].as_str().expect("id").to_owned();
    let answer = owner
        .delete(&format!("/api/auth/sessions/{id}"), json!({}))
        .await;
    assert_error(&answer, 404, "No such session");
    let (status, _) = standard.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    let with_secret = owner.with_secret().await;
    let answer = with_secret.get("/api/auth/sessions").await;
    assert_error(
        &answer,
        403,
        "You cannot use this endpoint with your API secret",
    );
}
