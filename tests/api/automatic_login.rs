//! Automatic login for SOLE_USER (api.md §3.4) and the switch that allows
//! it, `POST`/`DELETE /api/auth/automatic-login` (§4.8).

use crate::account_kit::{insert_account_with_id, sessions_of, verified};
use crate::helpers::{assert_error, read_json, TestApp, PASSWORD};
use linkhop::domain::accounts::Role;
use reqwest::{Method, StatusCode};
use serde_json::json;

const SOLE: &str = "5f0c3f8e-3c1b-4d55-9a6c-2f1e8d7b6a54";

async fn sole_user_app(allow: bool) -> TestApp {
    let app = TestApp::spawn_with(|s| s.sole_user = Some(SOLE.to_owned())).await;
    insert_account_with_id(&app, SOLE, "solo", Role::Owner).await;
    app.app
        .store
        .set_allow_automatic_login(SOLE, allow)
        .await
        .expect("flag");
    app
}

#[tokio::test]
async fn the_switch_needs_verification_and_answers_both_views() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (status, body) = owner
        .post(
            "/api/auth/automatic-login",
            json!({"verification": verified()}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "Account successfully updated");
    assert_eq!(body["details"]["account"]["allowAutomaticLogin"], true);
    assert_eq!(body["result"]["account"], body["details"]["account"]);
    assert_eq!(body["result"]["account"]["id"], owner.id());
    assert!(
        crate::account_kit::account(&app, owner.id())
            .await
            .expect("a")
            .allow_automatic_login
    );
    let (status, body) = owner
        .delete(
            "/api/auth/automatic-login",
            json!({"verification": verified()}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["account"]["allowAutomaticLogin"], false);
    assert!(
        !crate::account_kit::account(&app, owner.id())
            .await
            .expect("a")
            .allow_automatic_login
    );
    // Any role may set it.
    let standard = app.standard_user().await;
    let (status, _) = standard
        .post(
            "/api/auth/automatic-login",
            json!({"verification": verified()}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    // Cookie only: a secret gets 403 before anything else.
    let with_secret = owner.with_secret().await;
    assert_error(
        &with_secret
            .post(
                "/api/auth/automatic-login",
                json!({"verification": verified()}),
            )
            .await,
        403,
        "You cannot use this endpoint with your API secret",
    );
    assert_error(
        &app.anonymous()
            .post(
                "/api/auth/automatic-login",
                json!({"verification": verified()}),
            )
            .await,
        401,
        "No cookie token provided",
    );
}

#[tokio::test]
async fn sole_user_is_logged_in_automatically_with_a_cookie() {
    let app = sole_user_app(true).await;
    let visitor = app.anonymous();
    let response = visitor
        .request(Method::GET, "/api/auth/me")
        .send()
        .await
        .expect("request");
    let cookie = response
        .headers()
        .get("set-cookie")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    let (status, body) = read_json(response).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["id"], SOLE);
    assert!(
        cookie.starts_with("token=") && cookie.contains("HttpOnly; SameSite=Strict"),
        "{cookie}"
    );
    assert_eq!(sessions_of(&app, SOLE).await, 1);
    // The cookie is used from now on: no new session per request.
    let (status, _) = visitor.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(sessions_of(&app, SOLE).await, 1);
    // Same-origin browser requests and the opt route apply too.
    let (status, body) = read_json(
        app.anonymous()
            .request(Method::GET, "/api/about")
            .header("Sec-Fetch-Site", "same-origin")
            .send()
            .await
            .expect("request"),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert!(body["result"]["version"].is_string(), "{body}");
    // It counts as a cookie session: the switch itself can be used.
    let (status, body) = app
        .anonymous()
        .delete(
            "/api/auth/automatic-login",
            json!({"verification": verified()}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_error(
        &app.anonymous().get("/api/auth/me").await,
        401,
        "No cookie token provided",
    );
}

#[tokio::test]
async fn automatic_login_does_not_apply_without_the_flag_or_with_a_bad_cookie() {
    let app = sole_user_app(false).await;
    assert_error(
        &app.anonymous().get("/api/auth/me").await,
        401,
        "No cookie token provided",
    );
    app.app
        .store
        .set_allow_automatic_login(SOLE, true)
        .await
        .expect("flag");
    let response = app
        .anonymous()
        .request(Method::GET, "/api/auth/me")
        .header("Cookie", "token=not-a-session")
        .send()
        .await
        .expect("request");
    assert_error(
        &read_json(response).await,
        401,
        "Invalid authorization token",
    );
    // An invalid secret is never replaced by the automatic login either.
    let response = app
        .anonymous()
        .request(Method::GET, "/api/auth/me")
        .header("Authorization", "Bearer nope")
        .send()
        .await
        .expect("request");
    assert_error(&read_json(response).await, 401, "Invalid secret");
    assert_eq!(sessions_of(&app, SOLE).await, 0);
}

#[tokio::test]
async fn automatic_login_refuses_cross_site_requests() {
    let app = sole_user_app(true).await;
    for site in ["cross-site", "same-site", "CROSS-SITE"] {
        let response = app
            .anonymous()
            .request(Method::GET, "/api/auth/me")
            .header("Sec-Fetch-Site", site)
            .send()
            .await
            .expect("request");
        assert_error(&read_json(response).await, 401, "No cookie token provided");
    }
    let response = app
        .anonymous()
        .request(Method::GET, "/api/auth/me")
        .header("Origin", "https://evil.example")
        .send()
        .await
        .expect("request");
    assert_error(&read_json(response).await, 401, "No cookie token provided");
    // An anonymous about from another site stays anonymous.
    let (status, body) = read_json(
        app.anonymous()
            .request(Method::GET, "/api/about")
            .header("Sec-Fetch-Site", "cross-site")
            .send()
            .await
            .expect("request"),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert!(body["result"].get("version").is_none(), "{body}");
    assert_eq!(sessions_of(&app, SOLE).await, 0);
    // Login still works normally for the account.
    app.login("solo", PASSWORD).await;
}
