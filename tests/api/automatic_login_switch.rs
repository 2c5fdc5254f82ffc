//! The automatic-login switch (api.md §4.8): verification and both views.

use crate::account_kit::verified;
use crate::helpers::{assert_error, TestApp};
use reqwest::StatusCode;
use serde_json::json;

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
