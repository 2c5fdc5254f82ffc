//! OIDC_ONLY: password login and recovery are for the owner only (the way
//! in when the provider is down); registration is closed once the owner
//! exists; the login page is told to hide the password form.

use super::{app_with, Provider};
use crate::account_kit::insert_account;
use crate::helpers::{assert_error, PASSWORD};
use linkhop::domain::accounts::Role;
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn only_the_owner_logs_in_with_a_password() {
    let provider = Provider::start();
    let app = app_with(&provider, |sso| sso.only = true).await;
    let (_, about) = app.anonymous().get("/api/about").await;
    assert_eq!(
        about["result"]["registration"], true,
        "the first account may register"
    );
    let owner = app.owner().await;
    insert_account(&app, "stan", Role::Standard).await;
    insert_account(&app, "adele", Role::Admin).await;
    let anonymous = app.anonymous();
    let login = |username: &str, password: &str| {
        anonymous.post(
            "/api/auth/login",
            json!({"username": username, "password": password}),
        )
    };
    let (status, body) = login(owner.username(), PASSWORD).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    for name in ["stan", "adele"] {
        assert_error(
            &login(name, PASSWORD).await,
            403,
            "Password login is turned off: log in with single sign-on",
        );
        // A wrong password reads as for anyone: nothing tells names apart.
        assert_error(
            &login(name, "Wrong-Horse-99").await,
            403,
            "Invalid username or password",
        );
    }
    let recover = app
        .anonymous()
        .post(
            "/api/auth/totp/recover",
            json!({"username": "stan", "password": PASSWORD, "backupCode": "AAAAAAAAAAAA"}),
        )
        .await;
    assert_error(
        &recover,
        403,
        "Password login is turned off: log in with single sign-on",
    );
    let (_, about) = app.anonymous().get("/api/about").await;
    assert_eq!(
        about["result"]["sso"],
        json!({"name": "TestID", "only": true})
    );
    assert_eq!(about["result"]["registration"], false);
}

#[tokio::test]
async fn registration_is_closed_under_oidc_only_even_when_enabled() {
    let provider = Provider::start();
    let mut sso = provider.settings();
    sso.only = true;
    let app = crate::helpers::TestApp::spawn_with(move |settings| {
        settings.domain = Some(super::DOMAIN.into());
        settings.enable_registration = true;
        settings.sso = Some(sso);
    })
    .await;
    app.owner().await;
    let refused = app
        .anonymous()
        .post(
            "/api/auth/register",
            json!({"email": "x@example.com", "username": "xavier", "password": PASSWORD}),
        )
        .await;
    assert_error(&refused, 412, "Registration is not enabled");
}
