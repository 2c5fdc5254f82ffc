//! Self-service credential changes, `PATCH /api/auth/email|password|username`
//! (api.md §4.6), in the contract's order of checks.

use crate::account_kit::{account, enable_two_factor, sessions_of, snapshot};
use crate::helpers::{assert_error, TestApp, PASSWORD};
use linkhop::domain::accounts::Role;
use reqwest::StatusCode;
use serde_json::json;

const NEW_PASSWORD: &str = "Brand-New-Pass-7";

#[tokio::test]
async fn every_role_changes_its_own_username_and_email() {
    let app = TestApp::spawn().await;
    for role in [Role::Owner, Role::Admin, Role::Standard] {
        let actor = app.user(role).await;
        let name = format!("renamed_{}", role.as_str());
        let (status, body) = actor
            .patch(
                "/api/auth/username",
                json!({"newUsername": name, "password": PASSWORD}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["message"], "Username successfully updated");
        assert_eq!(body["result"]["message"], "Username successfully updated");
        assert_eq!(body["result"]["account"]["username"], name);
        assert_eq!(body["result"]["account"]["id"], actor.id());
        let email = format!("{name}@Example.org");
        let (status, body) = actor
            .patch(
                "/api/auth/email",
                json!({"newEmail": email, "password": PASSWORD}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["message"], "Email successfully updated");
        assert_eq!(body["result"]["account"]["email"], email);
        let stored = account(&app, actor.id()).await.expect("account");
        assert_eq!((stored.username, stored.email), (name, email));
        // Changing to one's own name in another case is not a conflict.
        let (status, _) = actor
            .patch(
                "/api/auth/username",
                json!({"newUsername": format!("RENAMED_{}", role.as_str()), "password": PASSWORD}),
            )
            .await;
        assert_eq!(status, StatusCode::OK);
    }
}

#[tokio::test]
async fn password_change_ends_other_sessions_only() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let other_session = app.login(owner.username(), PASSWORD).await;
    assert_eq!(sessions_of(&app, owner.id()).await, 2);
    let (status, body) = owner
        .patch(
            "/api/auth/password",
            json!({"password": PASSWORD, "newPassword": NEW_PASSWORD}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "Password successfully updated");
    assert_eq!(body["result"]["message"], "Password successfully updated");
    assert_eq!(body["result"]["account"]["id"], owner.id());
    assert_eq!(sessions_of(&app, owner.id()).await, 1);
    let (status, _) = owner.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK, "the current session stays");
    assert_error(
        &other_session.get("/api/auth/me").await,
        401,
        "Invalid authorization token",
    );
    app.login(owner.username(), NEW_PASSWORD).await;
    let (status, _) = app
        .anonymous()
        .post(
            "/api/auth/login",
            json!({"username": owner.username(), "password": PASSWORD}),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "the old password is gone");
}

#[tokio::test]
async fn checks_come_in_the_contract_order() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let other = app.standard_user().await;
    let before = snapshot(&app).await;
    let cases = [
        (
            "/api/auth/email",
            json!({}),
            400,
            "The following required fields were not included in the request: newEmail, password",
        ),
        (
            "/api/auth/password",
            json!({"newPassword": null}),
            400,
            "The following required fields were not included in the request: password, newPassword",
        ),
        (
            "/api/auth/username",
            json!({"password": PASSWORD}),
            400,
            "The following required fields were not included in the request: newUsername",
        ),
        (
            "/api/auth/username",
            json!({"newUsername": 5, "password": PASSWORD, "token": 1}),
            400,
            "The following fields have an invalid type: newUsername, token",
        ),
        (
            "/api/auth/email",
            json!({"newEmail": "bad", "password": "Wrong-password-1"}),
            403,
            "Invalid Password",
        ),
        (
            "/api/auth/email",
            json!({"newEmail": "bad", "password": PASSWORD}),
            400,
            "Invalid email format",
        ),
        (
            "/api/auth/password",
            json!({"password": PASSWORD, "newPassword": "short"}),
            400,
            "Invalid password format",
        ),
        (
            "/api/auth/username",
            json!({"newUsername": "_bad", "password": PASSWORD}),
            400,
            "Invalid username format",
        ),
        (
            "/api/auth/username",
            json!({"newUsername": other.username().to_uppercase(), "password": PASSWORD}),
            400,
            "You cannot have the same username as another user",
        ),
        (
            "/api/auth/email",
            json!({"newEmail": format!("{}@EXAMPLE.com", other.username()), "password": PASSWORD}),
            400,
            "You cannot have the same email as another user",
        ),
    ];
    for (path, body, status, message) in cases {
        assert_error(&owner.patch(path, body).await, status, message);
    }
    assert_eq!(snapshot(&app).await, before, "nothing changed");
    // A secret is refused on these cookie-only routes.
    let with_secret = owner.with_secret().await;
    assert_error(
        &with_secret
            .patch(
                "/api/auth/username",
                json!({"newUsername": "whatever", "password": PASSWORD}),
            )
            .await,
        403,
        "You cannot use this endpoint with your API secret",
    );
    assert_error(
        &app.anonymous()
            .patch(
                "/api/auth/username",
                json!({"newUsername": "whatever", "password": PASSWORD}),
            )
            .await,
        401,
        "No cookie token provided",
    );
}

#[tokio::test]
async fn two_factor_is_checked_after_the_password() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (mut device, _) = enable_two_factor(&owner).await;
    let before = snapshot(&app).await;
    let body = |token: Option<String>| {
        let mut body = json!({"newUsername": "new_name", "password": PASSWORD});
        if let Some(token) = token {
            body["token"] = json!(token);
        }
        body
    };
    assert_error(
        &owner
            .patch(
                "/api/auth/username",
                json!({"newUsername": "new_name", "password": "Wrong-password-1", "token": ""}),
            )
            .await,
        403,
        "Invalid Password",
    );
    assert_error(
        &owner.patch("/api/auth/username", body(None)).await,
        403,
        "2FA token required",
    );
    assert_error(
        &owner
            .patch("/api/auth/username", body(Some(String::new())))
            .await,
        403,
        "2FA token required",
    );
    assert_error(
        &owner
            .patch("/api/auth/username", body(Some(device.wrong_code())))
            .await,
        403,
        "Expired or invalid TOTP token",
    );
    // Format is checked only after 2FA.
    let code = device.next_code().await;
    assert_error(
        &owner
            .patch(
                "/api/auth/username",
                json!({"newUsername": "x", "password": PASSWORD, "token": code}),
            )
            .await,
        400,
        "Invalid username format",
    );
    // The accepted code's step is recorded; nothing else changed.
    let stored = account(&app, owner.id()).await.expect("account");
    assert_eq!(stored.username, owner.username());
    assert_ne!(snapshot(&app).await, before);
    let code = device.next_code().await;
    let (status, answer) = owner.patch("/api/auth/username", body(Some(code))).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["result"]["account"]["username"], "new_name");
}

#[tokio::test]
async fn wrong_current_passwords_are_throttled() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let body = json!({"password": "Wrong-password-1", "newPassword": NEW_PASSWORD});
    for _ in 0..5 {
        assert_error(
            &owner.patch("/api/auth/password", body.clone()).await,
            403,
            "Invalid Password",
        );
    }
    let answer = owner
        .patch(
            "/api/auth/password",
            json!({"password": PASSWORD, "newPassword": NEW_PASSWORD}),
        )
        .await;
    assert_error(&answer, 429, "Too many login attempts, try again later");
    let before = account(&app, owner.id()).await.expect("account");
    assert!(linkhop::domain::passwords::verify_password(
        PASSWORD,
        &before.password_hash
    ));
}
