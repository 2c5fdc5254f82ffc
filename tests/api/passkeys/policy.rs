//! Passkeys and account policy: a disabled account, the two-factor policy
//! and the last passkey.

use super::*;

#[tokio::test]
async fn a_disabled_accounts_passkey_opens_nothing_until_enabled() {
    let app = spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let (mut passkey, _) = add_passkey(&standard, "Phone").await;
    let toggle = |route: &'static str| {
        owner.post(
            route,
            json!({"verification": crate::account_kit::verified(), "user": {"id": standard.id()}}),
        )
    };
    let (status, body) = toggle("/api/user/disable").await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let browser = app.anonymous();
    let (ceremony, options) = login_options(&browser, json!({})).await;
    let (status, body) = finish_login(&browser, &ceremony, passkey.assert(&options, ORIGIN)).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(body["code"], "account_disabled", "{body}");
    assert_eq!(
        browser.get("/api/auth/me").await.0,
        StatusCode::UNAUTHORIZED
    );

    let (status, body) = toggle("/api/user/enable").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (ceremony, options) = login_options(&browser, json!({})).await;
    let (status, body) = finish_login(&browser, &ceremony, passkey.assert(&options, ORIGIN)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["id"], standard.id());
}

#[tokio::test]
async fn a_passkey_meets_the_two_factor_policy_and_the_last_one_stays() {
    let app = spawn().await;
    let _owner = app.owner().await;
    let standard = app.standard_user().await;
    app.app
        .store
        .set_instance_setting(
            "two_factor_policy",
            "everyone",
            &linkhop::domain::audit::AuditBy::command_line()
                .entry(linkhop::domain::audit::AuditAction::PolicyChanged, 0),
        )
        .await
        .expect("set the policy");
    let (_, me) = standard.get("/api/auth/me").await;
    assert_eq!(me["result"]["twoFactorSetupRequired"], true, "{me}");
    // Adding a passkey is part of the set-up, and meets the policy.
    let (_, first) = add_passkey(&standard, "Laptop").await;
    let (_, me) = standard.get("/api/auth/me").await;
    assert_eq!(me["result"]["twoFactorSetupRequired"], false, "{me}");
    assert_eq!(standard.get("/api/link/list").await.0, StatusCode::OK);

    // With two, one may go; the last one stays while the policy holds.
    let (_, second) = add_passkey(&standard, "Phone").await;
    let path =
        |passkey: &Value| format!("/api/auth/passkeys/{}", passkey["id"].as_str().expect("id"));
    let verified = || json!({"verification": {"password": PASSWORD}});
    let (status, body) = standard.delete(&path(&first), verified()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = standard.delete(&path(&second), verified()).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(body["code"], "two_factor_required", "{body}");
    let (_, list) = standard.get("/api/auth/passkeys").await;
    assert_eq!(list["result"].as_array().map(Vec::len), Some(1));
}
