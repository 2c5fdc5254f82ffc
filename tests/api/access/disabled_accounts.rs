//! Disabled accounts: kept, no login, and every credential (sessions,
//! tokens, the Lynx secret) refused at once; enabled again, login and
//! the secret and tokens work again.

use super::{code, token_actor};
use crate::account_kit::verified;
use crate::helpers::{assert_error, TestApp, PASSWORD};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn a_disabled_account_loses_every_credential_until_enabled() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let with_secret = standard.with_secret().await;
    let (_, script) = token_actor(&standard, &["links:write"]).await;
    let link = standard
        .create_link("kept", "https://example.com/kept")
        .await;

    let (status, body) = owner
        .post(
            "/api/user/disable",
            json!({"verification": verified(), "user": {"id": standard.id()}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["disabled"], true);
    assert_error(
        &standard.get("/api/auth/me").await,
        401,
        "Invalid authorization token",
    );
    assert_error(
        &with_secret.get("/api/link/list").await,
        401,
        "Invalid secret",
    );
    let (status, body) = with_secret
        .request(reqwest::Method::POST, "/api/sharex")
        .json(&json!({"url": "https://example.com/x"}))
        .send()
        .await
        .map(|r| r.status())
        .map(|s| (s, ()))
        .expect("sharex");
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body:?}");
    assert_error(
        &script.get("/api/link/list").await,
        401,
        "Invalid, expired or revoked API token",
    );
    let (status, body) = app
        .anonymous()
        .post(
            "/api/auth/login",
            json!({"username": standard.username(), "password": PASSWORD}),
        )
        .await;
    assert_eq!(
        (status.as_u16(), code(&body)),
        (403, "account_disabled"),
        "{body}"
    );
    // A wrong password says nothing of the state.
    let answer = app
        .anonymous()
        .post(
            "/api/auth/login",
            json!({"username": standard.username(), "password": "Wrong-Horse-99"}),
        )
        .await;
    assert_error(&answer, 403, "Invalid username or password");
    // Kept, with its links; the list shows the state.
    let (_, list) = owner.get("/api/user/list").await;
    let listed = list["result"]
        .as_array()
        .expect("list")
        .iter()
        .find(|a| a["id"] == standard.id())
        .cloned()
        .expect("listed");
    assert_eq!(listed["disabled"], true);
    let (status, _) = owner
        .get(&format!(
            "/api/link/single?id={}",
            link["id"].as_str().unwrap_or("")
        ))
        .await;
    assert_eq!(status, StatusCode::OK);

    let (status, body) = owner
        .post(
            "/api/user/enable",
            json!({"verification": verified(), "user": {"id": standard.id()}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["disabled"], false);
    let again = app.login(standard.username(), PASSWORD).await;
    assert_eq!(again.id(), standard.id());
    let (status, _) = with_secret.get("/api/link/list").await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = script
        .post(
            "/api/link",
            json!({"destination": "https://example.com/again"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    // The old session stays ended (its cookie was cleared by the first 401).
    assert_eq!(
        standard.get("/api/auth/me").await.0,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn who_may_disable_whom() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let other_admin = app.admin().await;
    let standard = app.standard_user().await;
    let disable = |actor: &crate::helpers::Actor, id: &str| {
        let actor = actor.clone();
        let id = id.to_owned();
        async move {
            actor
                .post(
                    "/api/user/disable",
                    json!({"verification": verified(), "user": {"id": id}}),
                )
                .await
        }
    };
    let refused = "You do not have permission to disable or enable that user";
    assert_error(&disable(&owner, owner.id()).await, 403, refused);
    assert_error(&disable(&admin, owner.id()).await, 403, refused);
    assert_error(&disable(&admin, admin.id()).await, 403, refused);
    assert_error(&disable(&admin, other_admin.id()).await, 403, refused);
    assert_error(
        &disable(&standard, admin.id()).await,
        412,
        "Currently logged-in account does not match role: admin or owner",
    );
    assert_error(&disable(&owner, "no-such-id").await, 404, "Invalid id");
    assert_error(
        &owner
            .post("/api/user/disable", json!({"verification": verified()}))
            .await,
        400,
        "A user object is required",
    );
    let none = app
        .app
        .store
        .list_accounts()
        .await
        .expect("list")
        .iter()
        .filter(|a| a.disabled_at.is_some())
        .count();
    assert_eq!(none, 0);
    // An admin disables a standard account; the owner an admin.
    assert_eq!(disable(&admin, standard.id()).await.0, StatusCode::OK);
    assert_eq!(disable(&owner, other_admin.id()).await.0, StatusCode::OK);
    // Ownership never goes to a disabled account.
    let answer = owner
        .post("/api/user/role", json!({"verification": verified(), "user": {"role": "owner", "userID": other_admin.id()}}))
        .await;
    assert_eq!(
        (answer.0.as_u16(), code(&answer.1)),
        (403, "account_disabled"),
        "{}",
        answer.1
    );
}
