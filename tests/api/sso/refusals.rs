//! What a single sign-on refuses: a wrong or replayed state, a callback
//! from another browser, a replayed code, an expired ID token or login,
//! the provider's own refusal, unknown identities when creation is off, too
//! many logins in progress, and everything while single sign-on is off.

use super::{app_with, location, user, Browser, Provider};
use crate::helpers::{assert_error, read_json, TestApp};
use linkhop::domain::time::now_millis;
use linkhop::domain::tokens::sha256_hex;
use linkhop::store::SsoLoginRecord;
use reqwest::{header, StatusCode};

const UNKNOWN_STATE: &str = "Unknown or already used sign-in, start again";

/// `url` with its `state` parameter replaced.
fn with_state(url: &str, state: &str) -> String {
    let mut parsed = url::Url::parse(url).expect("URL");
    let pairs: Vec<(String, String)> = parsed
        .query_pairs()
        .into_owned()
        .map(|(k, v)| {
            if k == "state" {
                (k, state.to_owned())
            } else {
                (k, v)
            }
        })
        .collect();
    parsed.query_pairs_mut().clear().extend_pairs(pairs);
    parsed.to_string()
}

#[tokio::test]
async fn a_wrong_state_and_a_callback_from_another_browser_are_refused() {
    let provider = Provider::start();
    let app = app_with(&provider, |_| {}).await;
    app.owner().await;
    let browser = Browser::new(&app);
    let url = browser.start().await;
    let callback = browser.at_provider(&url, user("alice")).await;
    let (status, body, _) = browser
        .callback(&with_state(&callback, "forged-state"))
        .await;
    assert_error(&(status, body), 400, UNKNOWN_STATE);
    // The right callback in another browser (no binding cookie): refused,
    // and the state is used up, so it cannot be tried again anywhere.
    let (status, body, _) = Browser::new(&app).callback(&callback).await;
    assert_error(
        &(status, body),
        400,
        "This sign-in was started in another browser, start again",
    );
    let (status, body, _) = browser.callback(&callback).await;
    assert_error(&(status, body), 400, UNKNOWN_STATE);
    let (status, body, _) = browser
        .callback(&format!("{}/api/auth/oidc/callback?code=x", app.base))
        .await;
    assert_error(&(status, body), 400, UNKNOWN_STATE);
    // No session was made along the way.
    let (status, _) = browser.actor().get("/api/auth/me").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_replayed_callback_and_a_replayed_code_are_refused() {
    let provider = Provider::start();
    let app = app_with(&provider, |_| {}).await;
    app.owner().await;
    let browser = Browser::new(&app);
    let url = browser.start().await;
    let callback = browser.at_provider(&url, user("alice")).await;
    let (status, body, _) = browser.callback(&callback).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body, _) = browser.callback(&callback).await;
    assert_error(&(status, body), 400, UNKNOWN_STATE);
    // The used code under a fresh login's state: the provider refuses it.
    let fresh = browser.start().await;
    let fresh_state = url::Url::parse(&fresh)
        .expect("URL")
        .query_pairs()
        .find(|(k, _)| k == "state")
        .map(|(_, v)| v.into_owned())
        .expect("state");
    let (status, body, _) = browser.callback(&with_state(&callback, &fresh_state)).await;
    assert_error(
        &(status, body),
        400,
        "The identity provider did not accept the code (used already or expired), start again",
    );
}

#[tokio::test]
async fn an_expired_id_token_is_refused() {
    // Valid for one second, delivered after one and a half.
    let provider = Provider::start_with(&[("ID_TOKEN_TTL", "1"), ("TOKEN_DELAY_MS", "1500")]);
    let app = app_with(&provider, |_| {}).await;
    app.owner().await;
    let refused = Browser::new(&app).sign_in(user("alice")).await;
    assert_error(
        &refused,
        403,
        "The identity provider's ID token is not valid",
    );
    assert_eq!(app.app.store.count_accounts().await.expect("count"), 1);
}

/// A login in progress as the start stores it, `age_minutes` old.
fn stored_login(state: &str, binding: &str, age_minutes: i64) -> SsoLoginRecord {
    let created_at = now_millis() - age_minutes * 60 * 1000;
    SsoLoginRecord {
        state_hash: sha256_hex(state),
        binding_hash: sha256_hex(binding),
        nonce: "n".into(),
        pkce_verifier: "v".into(),
        link_account_id: None,
        next_path: None,
        client: "127.0.0.1".into(),
        created_at,
        expires_at: created_at + 10 * 60 * 1000,
    }
}

#[tokio::test]
async fn an_expired_login_is_refused_and_purged() {
    let provider = Provider::start();
    let app = app_with(&provider, |_| {}).await;
    let store = &app.app.store;
    // The start-up clean-up would take an expired login away before the
    // callback: wait until it has run.
    crate::helpers::wait_for_job(&app, linkhop::metrics::Job::Housekeeping).await;
    store
        .insert_sso_login(&stored_login("old-state", "old-binding", 11))
        .await
        .expect("insert");
    let response = reqwest::Client::new()
        .get(format!(
            "{}/api/auth/oidc/callback?state=old-state&code=c",
            app.base
        ))
        .header(header::COOKIE, "oidc=old-binding")
        .send()
        .await
        .expect("callback");
    assert_error(
        &read_json(response).await,
        400,
        "The sign-in expired, start again",
    );
    // Housekeeping removes expired logins and keeps current ones.
    store
        .insert_sso_login(&stored_login("stale", "b1", 12))
        .await
        .expect("insert");
    store
        .insert_sso_login(&stored_login("current", "b2", 1))
        .await
        .expect("insert");
    linkhop::jobs::housekeeping::run_once(&app.app.job_context()).await;
    let (_, in_all) = store
        .count_sso_logins("127.0.0.1", now_millis() - 60 * 60 * 1000)
        .await
        .expect("count");
    assert_eq!(in_all, 1);
    assert!(store
        .take_sso_login(&sha256_hex("current"))
        .await
        .expect("take")
        .is_some());
}

#[tokio::test]
async fn the_providers_refusal_and_unknown_identities_are_reported() {
    let provider = Provider::start();
    let app = app_with(&provider, |sso| sso.create_accounts = false).await;
    app.owner().await;
    let browser = Browser::new(&app);
    let url = browser.start().await;
    let callback = browser.cancel_at_provider(&url).await;
    let (status, body, _) = browser.callback(&callback).await;
    assert_error(
        &(status, body),
        403,
        "The identity provider refused the sign-in (access_denied)",
    );
    let refused = Browser::new(&app).sign_in(user("stranger")).await;
    assert_error(
        &refused,
        403,
        "No account is linked to this identity: ask an administrator for one",
    );
    // A browser is sent to the login page with a code, never free text.
    let browser = Browser::new(&app);
    let url = browser.start().await;
    let callback = browser.at_provider(&url, user("stranger")).await;
    let response = browser
        .client
        .get(callback.replacen(super::DOMAIN, &app.base, 1))
        .header(header::ACCEPT, "text/html")
        .send()
        .await
        .expect("callback");
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    assert_eq!(location(&response), "/dash/login?sso_error=no_account");
    assert_eq!(app.app.store.count_accounts().await.expect("count"), 1);
}

#[tokio::test]
async fn logins_in_progress_are_bounded_per_client() {
    let provider = Provider::start();
    let app = app_with(&provider, |_| {}).await;
    let browser = Browser::new(&app);
    for _ in 0..20 {
        browser.start().await;
    }
    let response = browser
        .client
        .get(format!("{}/api/auth/oidc/login", app.base))
        .send()
        .await
        .expect("start");
    assert!(response.headers().contains_key(header::RETRY_AFTER));
    assert_error(
        &read_json(response).await,
        429,
        "Too many sign-ins in progress, try again later",
    );
}

#[tokio::test]
async fn everything_is_refused_while_single_sign_on_is_off() {
    let app = TestApp::spawn().await;
    let anonymous = app.anonymous();
    for path in [
        "/api/auth/oidc/login",
        "/api/auth/oidc/callback?state=a&code=b",
    ] {
        assert_error(
            &anonymous.get(path).await,
            412,
            "Single sign-on is not configured",
        );
    }
    let (_, about) = anonymous.get("/api/about").await;
    assert!(about["result"].get("sso").is_none(), "{about}");
    let code = anonymous
        .post(
            "/api/auth/oidc/code",
            serde_json::json!({"token": "123456"}),
        )
        .await;
    assert_error(&code, 412, "Single sign-on is not configured");
    let response = reqwest::Client::new()
        .head(app.url("/api/auth/oidc/login"))
        .send()
        .await
        .expect("head");
    assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED);
}
