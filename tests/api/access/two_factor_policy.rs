//! The owner's two-factor policy: an account it covers without a second
//! factor is held to what setting one up needs, then let through.

use super::code;
use crate::account_kit::{verified, Authenticator};
use crate::helpers::{assert_error, TestApp};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn only_the_owner_reads_and_changes_the_policy() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let (_, body) = owner.get("/api/auth/policy").await;
    assert_eq!(body["result"]["twoFactor"], "optional");
    let answer = admin.get("/api/auth/policy").await;
    assert_error(
        &answer,
        412,
        "Currently logged-in account does not match role: owner",
    );
    let answer = admin
        .patch(
            "/api/auth/policy",
            json!({"verification": verified(), "twoFactor": "everyone"}),
        )
        .await;
    assert_eq!(answer.0, StatusCode::PRECONDITION_FAILED);
    let answer = owner
        .patch(
            "/api/auth/policy",
            json!({"verification": verified(), "twoFactor": "all"}),
        )
        .await;
    assert_error(
        &answer,
        400,
        "Invalid twoFactor policy, accepted values: optional, admins, everyone",
    );
    let answer = owner
        .patch("/api/auth/policy", json!({"twoFactor": "admins"}))
        .await;
    assert_eq!(answer.0, StatusCode::PRECONDITION_FAILED);
    let (_, body) = owner.get("/api/auth/policy").await;
    assert_eq!(body["result"]["twoFactor"], "optional");
}

#[tokio::test]
async fn an_account_without_a_second_factor_is_sent_to_set_one_up() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let admin = app.admin().await;
    let (status, body) = owner
        .patch(
            "/api/auth/policy",
            json!({"verification": verified(), "twoFactor": "admins"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // Admins (and the owner) are held back; standard accounts are not.
    let (status, body) = admin.get("/api/link/list").await;
    assert_eq!(
        (status.as_u16(), code(&body)),
        (403, "two_factor_setup_required"),
        "{body}"
    );
    let (status, _) = standard.get("/api/link/list").await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = owner.get("/api/auth/policy").await;
    assert_eq!(
        (status.as_u16(), code(&body)),
        (403, "two_factor_setup_required"),
        "{body}"
    );

    let (status, body) = owner
        .patch(
            "/api/auth/policy",
            json!({"verification": verified(), "twoFactor": "everyone"}),
        )
        .await;
    assert_eq!(
        (status.as_u16(), code(&body)),
        (403, "two_factor_setup_required")
    );
    // Set it with the store, as the owner is now held back too.
    app.app
        .store
        .set_instance_setting("two_factor_policy", "everyone")
        .await
        .expect("set");
    let (status, body) = standard.get("/api/link/list").await;
    assert_eq!(
        (status.as_u16(), code(&body)),
        (403, "two_factor_setup_required"),
        "{body}"
    );
    // What set-up needs stays open.
    let (status, body) = standard.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["result"]["twoFactorSetupRequired"], true);
    let (status, body) = standard.get("/api/auth/totp").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let mut device = Authenticator::new(body["result"]["secret"].as_str().expect("secret"));
    let code_now = device.next_code().await;
    let (status, body) = standard
        .post("/api/auth/totp", json!({"token": code_now}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // Then everything is open again, on the next request.
    let (status, _) = standard.get("/api/link/list").await;
    assert_eq!(status, StatusCode::OK);
    let (_, body) = standard.get("/api/auth/me").await;
    assert_eq!(body["result"]["twoFactorSetupRequired"], false);
    // The Lynx secret of a held-back account keeps working (scripts).
    app.app
        .store
        .set_account_secret(admin.id(), "Abcdefghijklmnopqrstuvwxyz012345")
        .await
        .expect("secret");
    let mut scripted = admin.clone();
    scripted.client = reqwest::Client::new();
    scripted.secret = Some("Abcdefghijklmnopqrstuvwxyz012345".into());
    let (status, _) = scripted.get("/api/link/list").await;
    assert_eq!(status, StatusCode::OK);
    // Logging out stays possible.
    let (status, _) = admin.delete("/api/auth/me", json!({})).await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn a_required_second_factor_cannot_be_turned_off() {
    let app = TestApp::spawn().await;
    let _owner = app.owner().await;
    let standard = app.standard_user().await;
    let (_, body) = standard.get("/api/auth/totp").await;
    let mut device = Authenticator::new(body["result"]["secret"].as_str().expect("secret"));
    let code_now = device.next_code().await;
    let (status, _) = standard
        .post("/api/auth/totp", json!({"token": code_now}))
        .await;
    assert_eq!(status, StatusCode::OK);
    app.app
        .store
        .set_instance_setting("two_factor_policy", "everyone")
        .await
        .expect("set");
    let code_now = device.next_code().await;
    let (status, body) = standard
        .delete("/api/auth/totp", json!({"token": code_now}))
        .await;
    assert_eq!(
        (status.as_u16(), code(&body)),
        (403, "two_factor_required"),
        "{body}"
    );
    let (_, me) = standard.get("/api/auth/me").await;
    assert_eq!(me["result"]["totp"], true);
    // Under a policy that does not cover it, it can.
    app.app
        .store
        .set_instance_setting("two_factor_policy", "admins")
        .await
        .expect("set");
    let code_now = device.next_code().await;
    let (status, body) = standard
        .delete("/api/auth/totp", json!({"token": code_now}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}
