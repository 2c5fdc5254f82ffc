//! Session limits and "sign out everywhere" (issue 18, items 11 and 12):
//! at most 50 live sessions per account, and `POST /api/auth/sessions/revoke`.

use super::login_raw;
use crate::account_kit::{by_password, enable_two_factor, session_actor, sessions_of};
use crate::helpers::{assert_error, read_json, set_cookies, TestApp, PASSWORD};
use reqwest::{Method, StatusCode};
use serde_json::json;

const REVOKE: &str = "/api/auth/sessions/revoke";

#[tokio::test]
async fn an_account_keeps_at_most_fifty_sessions() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let now = linkhop::domain::time::now_millis();
    for n in 0..60 {
        app.app
            .store
            .insert_session(
                &format!("old-{n:02}"),
                owner.id(),
                now - 60_000 + n,
                now + 3_600_000,
                &Default::default(),
                &linkhop::domain::audit::AuditBy::command_line()
                    .entry(linkhop::domain::audit::AuditAction::LoginSucceeded, 0),
            )
            .await
            .expect("session");
    }
    assert_eq!(sessions_of(&app, owner.id()).await, 61);
    let (status, _, cookies) = login_raw(
        &app,
        json!({"username": owner.username(), "password": PASSWORD}),
        None,
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(sessions_of(&app, owner.id()).await, 50);
    // The oldest ended; the newest, the first login and the new one remain.
    let left = crate::db::texts(
        &app,
        "SELECT token_hash FROM sessions WHERE account_id = $1 ORDER BY created_at",
        &[owner.id()],
    )
    .await;
    assert!(!left.contains(&Some("old-11".to_owned())), "{left:?}");
    assert!(left.contains(&Some("old-12".to_owned())), "{left:?}");
    assert!(left.contains(&Some("old-59".to_owned())));
    let cookie = cookies[0].split(';').next().expect("cookie").to_owned();
    let response = app
        .anonymous()
        .request(Method::GET, "/api/auth/me")
        .header("cookie", cookie)
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
}

#[tokio::test]
async fn signing_out_everywhere_ends_every_session_and_can_rotate_the_secret() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let by_secret = owner.with_secret().await;
    let other = session_actor(&app, owner.id()).await;
    let standard = app.standard_user().await;
    assert!(sessions_of(&app, owner.id()).await >= 2);
    // The verification object is required, and checked.
    assert_error(
        &owner.post(REVOKE, json!({})).await,
        412,
        "Verification required, please provide a verification object with either a 2FA token or password, depending on what is set up.",
    );
    assert_error(
        &owner
            .post(
                REVOKE,
                json!({"verification": by_password("Wrong-password-1")}),
            )
            .await,
        403,
        "Invalid Password",
    );
    assert_error(
        &owner
            .post(
                REVOKE,
                json!({"verification": by_password(PASSWORD), "rotateSecret": "yes"}),
            )
            .await,
        400,
        "The following fields have an invalid type: rotateSecret",
    );
    // Not with the API secret.
    assert_error(
        &by_secret
            .post(REVOKE, json!({"verification": by_password(PASSWORD)}))
            .await,
        403,
        "You cannot use this endpoint with your API secret",
    );
    // Without rotateSecret: every session ends, this one too; the secret stays.
    let response = owner
        .request(Method::POST, REVOKE)
        .json(&json!({"verification": by_password(PASSWORD)}))
        .send()
        .await
        .expect("request");
    assert!(set_cookies(&response)[0].starts_with("token=; Max-Age=0"));
    let (status, body) = read_json(response).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "Signed out everywhere");
    assert!(
        body["result"]["sessionsEnded"].as_u64() >= Some(2),
        "{body}"
    );
    assert!(body["result"].get("secret").is_none());
    assert_eq!(sessions_of(&app, owner.id()).await, 0);
    assert_error(
        &other.get("/api/auth/me").await,
        401,
        "Invalid authorization token",
    );
    let (status, _) = by_secret.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    // Other accounts keep theirs.
    assert_eq!(standard.get("/api/auth/me").await.0, StatusCode::OK);
    // With rotateSecret: the old secret stops working, the new one works.
    let owner = app.login(owner.username(), PASSWORD).await;
    let (status, body) = owner
        .post(
            REVOKE,
            json!({"verification": by_password(PASSWORD), "rotateSecret": true}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let secret = body["result"]["secret"].as_str().expect("new secret");
    assert_error(&by_secret.get("/api/auth/me").await, 401, "Invalid secret");
    let response = app
        .anonymous()
        .request(Method::GET, "/api/auth/me")
        .header("authorization", format!("Bearer {secret}"))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(owner.get("/api/auth/me").await.0, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn signing_out_everywhere_with_two_factor_needs_a_code() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (mut device, _) = enable_two_factor(&owner).await;
    assert_error(
        &owner
            .post(REVOKE, json!({"verification": by_password(PASSWORD)}))
            .await,
        403,
        "2FA required",
    );
    let code = device.next_code().await;
    let (status, body) = owner
        .post(
            REVOKE,
            json!({"verification": {"password": "", "token": code}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(sessions_of(&app, owner.id()).await, 0);
}

#[tokio::test]
async fn signing_out_everywhere_is_refused_in_demo_mode() {
    let app = TestApp::spawn_with(|s| s.demo = true).await;
    let owner = app.login("demo", "demo").await;
    assert_error(
        &owner
            .post(REVOKE, json!({"verification": by_password("demo")}))
            .await,
        406,
        "Updating of credentials is not enabled in demo mode.",
    );
}
