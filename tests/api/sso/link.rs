//! Linking an existing account's identity from Settings (after a fresh
//! verification), unlinking it, and Linkhop's two-factor code still asked
//! after the provider for an account that has it on.

use super::{app_with, user, Browser, Provider};
use crate::account_kit::{enable_two_factor, verified};
use crate::helpers::{assert_error, TestApp};
use reqwest::StatusCode;
use serde_json::{json, Value};

/// Starts linking for the actor behind `browser` and logs `login` in at
/// the provider; the callback's answer.
async fn link(browser: &Browser, verification: Value, login: &str) -> (StatusCode, Value) {
    let (status, body) = browser
        .actor()
        .post("/api/auth/oidc/link", json!({"verification": verification}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let url = body["result"]["url"].as_str().expect("url").to_owned();
    let callback = browser.at_provider(&url, user(login)).await;
    let (status, body, _) = browser.callback(&callback).await;
    (status, body)
}

/// A browser logged in with the password of a new account `username`.
async fn logged_in(app: &TestApp, username: &str) -> Browser {
    crate::account_kit::insert_account(app, username, linkhop::domain::accounts::Role::Standard)
        .await;
    let browser = Browser::new(app);
    let (status, body) = browser
        .actor()
        .post(
            "/api/auth/login",
            json!({"username": username, "password": crate::helpers::PASSWORD}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    browser
}

#[tokio::test]
async fn a_local_account_links_and_unlinks_its_identity() {
    let provider = Provider::start();
    let app = app_with(&provider, |sso| sso.create_accounts = false).await;
    app.owner().await;
    let browser = logged_in(&app, "frank").await;
    let actor = browser.actor();
    let (_, status) = actor.get("/api/auth/oidc/link").await;
    assert_eq!(status["result"], json!({"name": "TestID", "linked": false}));
    // A fresh verification is required.
    let refused = actor.post("/api/auth/oidc/link", json!({})).await;
    assert_eq!(refused.0, StatusCode::PRECONDITION_FAILED, "{}", refused.1);
    assert_error(
        &actor
            .post(
                "/api/auth/oidc/link",
                json!({"verification": {"password": "Wrong-Horse-99"}}),
            )
            .await,
        403,
        "Invalid Password",
    );
    let (status, body) = link(&browser, verified(), "frank-at-idp").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "Single sign-on linked");
    let (_, state) = actor.get("/api/auth/oidc/link").await;
    assert_eq!(state["result"]["linked"], true);
    // Now the identity signs in to frank's account, creation being off.
    let (status, body) = Browser::new(&app).sign_in(user("frank-at-idp")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["username"], "frank");
    // Another account cannot take the same identity.
    let other = logged_in(&app, "grace").await;
    let taken = link(&other, verified(), "frank-at-idp").await;
    assert_error(
        &taken,
        409,
        "This identity is linked to another account already",
    );
    // Unlinked, the identity is nobody's again.
    let (status, body) = actor
        .delete("/api/auth/oidc/link", json!({"verification": verified()}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_error(
        &actor
            .delete("/api/auth/oidc/link", json!({"verification": verified()}))
            .await,
        404,
        "No single sign-on identity is linked to this account",
    );
    let refused = Browser::new(&app).sign_in(user("frank-at-idp")).await;
    assert_error(
        &refused,
        403,
        "No account is linked to this identity: ask an administrator for one",
    );
}

#[tokio::test]
async fn an_account_with_two_factor_still_gives_its_code() {
    let provider = Provider::start();
    let app = app_with(&provider, |_| {}).await;
    app.owner().await;
    let first = Browser::new(&app);
    let (status, body) = first.sign_in(user("heidi")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (mut device, _) = enable_two_factor(&first.actor()).await;

    let browser = Browser::new(&app);
    let (status, body) = browser.sign_in(user("heidi")).await;
    assert_error(&(status, body), 403, "2FA token required");
    let (status, _) = browser.actor().get("/api/auth/me").await;
    assert_eq!(
        status,
        StatusCode::UNAUTHORIZED,
        "no session before the code"
    );
    let actor = browser.actor();
    assert_error(
        &actor
            .post("/api/auth/oidc/code", json!({"token": device.wrong_code()}))
            .await,
        403,
        "Expired or invalid TOTP token",
    );
    // Without this browser's binding cookie the wait is not found.
    assert_error(
        &app.anonymous()
            .post(
                "/api/auth/oidc/code",
                json!({"token": device.next_code().await}),
            )
            .await,
        400,
        "The sign-in expired, start again",
    );
    let (status, body) = actor
        .post(
            "/api/auth/oidc/code",
            json!({"token": device.next_code().await}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["username"], "heidi");
    let (status, _) = actor.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    // The wait is used up.
    assert_error(
        &actor
            .post(
                "/api/auth/oidc/code",
                json!({"token": device.next_code().await}),
            )
            .await,
        400,
        "The sign-in expired, start again",
    );
}
