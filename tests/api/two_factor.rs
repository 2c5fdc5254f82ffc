//! Two-factor authentication end to end (api.md §11, §3.5), with codes
//! computed from the secret the server hands out.

use crate::account_kit::{enable_two_factor, snapshot, Authenticator};
use crate::helpers::{assert_error, TestApp, PASSWORD};
use reqwest::{Method, StatusCode};
use serde_json::json;

#[tokio::test]
async fn set_up_confirm_login_disable() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (status, body) = owner.get("/api/auth/totp").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "TOTP secret successfully generated");
    let secret = body["result"]["secret"]
        .as_str()
        .expect("secret")
        .to_owned();
    assert_eq!(secret.len(), 32);
    assert_eq!(
        body["result"]["uri"],
        format!(
            "otpauth://totp/Linkhop:{}?issuer=Linkhop&secret={secret}&algorithm=SHA1&digits=6&period=30",
            owner.username()
        )
    );
    // A pending set-up is not 2FA: login needs no code yet.
    let account = crate::account_kit::account(&app, owner.id())
        .await
        .expect("account");
    assert!(!account.totp_enabled);
    assert_eq!(
        account.totp_pending_secret.as_deref(),
        Some(secret.as_str())
    );
    app.login(owner.username(), PASSWORD).await;

    let mut device = Authenticator::new(&secret);
    let before = snapshot(&app).await;
    assert_error(
        &owner
            .post("/api/auth/totp", json!({"token": device.wrong_code()}))
            .await,
        403,
        "Expired or invalid TOTP token",
    );
    assert_eq!(snapshot(&app).await, before, "a wrong code changes nothing");
    let code = device.next_code().await;
    let (status, body) = owner.post("/api/auth/totp", json!({"token": code})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "2FA successfully enabled");
    let codes = body["result"]["backupCodes"].as_array().expect("codes");
    assert_eq!(codes.len(), 8);
    // Only hashes are stored.
    let stored = app
        .app
        .store
        .backup_code_hashes(owner.id())
        .await
        .expect("hashes");
    assert_eq!(stored.len(), 8);
    for code in codes {
        let code = code.as_str().expect("code");
        assert_eq!(code.len(), 12);
        assert!(!stored.iter().any(|h| h == code));
        assert!(stored.contains(&linkhop::domain::two_factor::hash_backup_code(code)));
    }
    let (_, me) = owner.get("/api/auth/me").await;
    assert_eq!(me["result"]["totp"], true);
    assert_eq!(me["result"]["twoFactorAuthentication"], true);

    // Login now needs a code.
    let anonymous = app.anonymous();
    let login = |token: Option<String>| {
        let mut body = json!({"username": owner.username(), "password": PASSWORD});
        if let Some(token) = token {
            body["token"] = json!(token);
        }
        anonymous.post("/api/auth/login", body)
    };
    assert_error(&login(None).await, 403, "2FA token required");
    assert_error(&login(Some(String::new())).await, 403, "2FA token required");
    assert_error(
        &login(Some(device.wrong_code())).await,
        403,
        "Expired or invalid TOTP token",
    );
    let code = device.next_code().await;
    let (status, body) = login(Some(code.clone())).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // The same code never works twice.
    assert_error(
        &login(Some(code)).await,
        403,
        "Expired or invalid TOTP token",
    );

    // Disabling needs a valid code too.
    assert_error(
        &owner.delete("/api/auth/totp", json!({})).await,
        400,
        "The following required fields were not included in the request: token",
    );
    assert_error(
        &owner
            .delete("/api/auth/totp", json!({"token": device.wrong_code()}))
            .await,
        403,
        "Expired or invalid TOTP token",
    );
    let code = device.next_code().await;
    let (status, body) = owner.delete("/api/auth/totp", json!({"token": code})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "2FA has been successfully disabled");
    let account = crate::account_kit::account(&app, owner.id())
        .await
        .expect("account");
    assert!(!account.totp_enabled);
    assert!(account.totp_secret.is_none() && account.totp_pending_secret.is_none());
    assert!(app
        .app
        .store
        .backup_code_hashes(owner.id())
        .await
        .expect("hashes")
        .is_empty());
    assert_error(
        &owner
            .delete("/api/auth/totp", json!({"token": "123456"}))
            .await,
        412,
        "2FA is not enabled",
    );
    app.login(owner.username(), PASSWORD).await;
}

#[tokio::test]
async fn codes_of_the_previous_and_next_step_work_once_each() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    // Start well inside a step, so the server's current step is ours.
    let now = crate::account_kit::unix_seconds();
    if now % 30 >= 20 {
        tokio::time::sleep(std::time::Duration::from_millis(
            (30 - now % 30) * 1000 + 200,
        ))
        .await;
    }
    let current = crate::account_kit::current_step();
    let (status, body) = owner.get("/api/auth/totp").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let device = Authenticator::new(body["result"]["secret"].as_str().expect("secret"));
    let (status, body) = owner
        .post(
            "/api/auth/totp",
            json!({"token": device.code_for_step(current - 1)}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "previous step: {body}");
    let anonymous = app.anonymous();
    let login = |code: String| {
        anonymous.post(
            "/api/auth/login",
            json!({"username": owner.username(), "password": PASSWORD, "token": code}),
        )
    };
    let (status, body) = login(device.code_for_step(current + 1)).await;
    assert_eq!(status, StatusCode::OK, "next step: {body}");
    // The current step is now before the last accepted one: a replay.
    assert_error(
        &login(device.code_for_step(current)).await,
        403,
        "Expired or invalid TOTP token",
    );
    assert_error(
        &login(device.code_for_step(current + 1)).await,
        403,
        "Expired or invalid TOTP token",
    );
    // Later than the last accepted step, but outside the window.
    assert_error(
        &login(device.code_for_step(current + 3)).await,
        403,
        "Expired or invalid TOTP token",
    );
}

#[tokio::test]
async fn set_up_refusals_in_order() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    assert_error(
        &owner
            .post("/api/auth/totp", json!({"token": "123456"}))
            .await,
        412,
        "2FA process hasn't been started",
    );
    assert_error(
        &owner.post("/api/auth/totp", json!({})).await,
        400,
        "The following required fields were not included in the request: token",
    );
    assert_error(
        &owner.post("/api/auth/totp", json!({"token": 123456})).await,
        400,
        "The following fields have an invalid type: token",
    );
    let (status, first) = owner.get("/api/auth/totp").await;
    assert_eq!(status, StatusCode::OK);
    let (_, second) = owner.get("/api/auth/totp").await;
    assert_ne!(
        first["result"]["secret"], second["result"]["secret"],
        "replaced"
    );
    for bad in ["12345", "1234567", "12345a", " 12345", "١٢٣٤٥٦"] {
        assert_error(
            &owner.post("/api/auth/totp", json!({"token": bad})).await,
            412,
            "Invalid token format",
        );
    }
    // A code of the replaced secret does not confirm.
    let old = Authenticator::new(first["result"]["secret"].as_str().expect("secret"));
    let old_code = old.code_for_step(crate::account_kit::current_step());
    let new = Authenticator::new(second["result"]["secret"].as_str().expect("secret"));
    if old_code != new.code_for_step(crate::account_kit::current_step()) {
        assert_error(
            &owner
                .post("/api/auth/totp", json!({"token": old_code}))
                .await,
            403,
            "Expired or invalid TOTP token",
        );
    }
    let mut device = new;
    let code = device.next_code().await;
    let (status, _) = owner.post("/api/auth/totp", json!({"token": code})).await;
    assert_eq!(status, StatusCode::OK);
    assert_error(
        &owner.get("/api/auth/totp").await,
        412,
        "2FA already enabled",
    );
    assert_error(
        &owner
            .post("/api/auth/totp", json!({"token": "123456"}))
            .await,
        412,
        "2FA already enabled, no need to verify",
    );
    // HEAD never starts a set-up.
    let head = owner
        .request(Method::HEAD, "/api/auth/totp")
        .send()
        .await
        .expect("head");
    assert_eq!(head.status(), StatusCode::METHOD_NOT_ALLOWED);
    // Secrets are refused on this cookie-only route.
    let with_secret = owner.with_secret().await;
    assert_error(
        &with_secret.get("/api/auth/totp").await,
        403,
        "You cannot use this endpoint with your API secret",
    );
}

#[tokio::test]
async fn head_on_totp_never_creates_a_pending_secret() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let head = owner
        .request(Method::HEAD, "/api/auth/totp")
        .send()
        .await
        .expect("head");
    assert_eq!(head.status(), StatusCode::METHOD_NOT_ALLOWED);
    let account = crate::account_kit::account(&app, owner.id())
        .await
        .expect("account");
    assert!(account.totp_pending_secret.is_none());
}

#[tokio::test]
async fn cross_origin_totp_set_up_is_refused() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let response = owner
        .request(Method::GET, "/api/auth/totp")
        .header("Origin", "https://evil.example")
        .send()
        .await
        .expect("request");
    let answer = crate::helpers::read_json(response).await;
    assert_error(&answer, 403, "Cross-origin request refused");
}

#[tokio::test]
async fn recovery_with_a_backup_code_works_once() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (_device, codes) = enable_two_factor(&owner).await;
    let anonymous = app.anonymous();
    let recover = |code: &str, username: &str, password: &str| {
        anonymous.post(
            "/api/auth/totp/recover",
            json!({"backupCode": code, "username": username, "password": password}),
        )
    };
    assert_error(
        &anonymous
            .post("/api/auth/totp/recover", json!({"username": 1}))
            .await,
        400,
        "The following required fields were not included in the request: backupCode, password",
    );
    assert_error(
        &anonymous
            .post(
                "/api/auth/totp/recover",
                json!({"backupCode": 1, "username": "x", "password": []}),
            )
            .await,
        400,
        "The following fields have an invalid type: backupCode, password",
    );
    let before = snapshot(&app).await;
    assert_error(
        &recover(&codes[0], "nobody", PASSWORD).await,
        403,
        "Invalid username or password",
    );
    assert_error(
        &recover(&codes[0], owner.username(), "Wrong-password-1").await,
        403,
        "Invalid username or password",
    );
    assert_error(
        &recover("AAAAAAAAAAAA", owner.username(), PASSWORD).await,
        403,
        "Invalid backup code",
    );
    assert_eq!(snapshot(&app).await, before);
    // Lower case input is accepted (upper-cased before comparison).
    let response = anonymous
        .request(Method::POST, "/api/auth/totp/recover")
        .json(&json!({
            "backupCode": codes[1].to_lowercase(),
            "username": owner.username(),
            "password": PASSWORD
        }))
        .send()
        .await
        .expect("recover");
    let cookie = crate::helpers::set_cookie(&response);
    let (status, body) = crate::helpers::read_json(response).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body,
        json!({"success": true, "message": "2FA has been disabled and you have been logged in"})
    );
    assert!(
        cookie.starts_with("token=") && cookie.contains("Max-Age=604800"),
        "{cookie}"
    );
    // The cookie was stored by the client: the recovered session works.
    let (status, me) = anonymous.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(me["result"]["totp"], false);
    let account = crate::account_kit::account(&app, owner.id())
        .await
        .expect("account");
    assert!(!account.totp_enabled && account.totp_secret.is_none());
    assert!(app
        .app
        .store
        .backup_code_hashes(owner.id())
        .await
        .expect("hashes")
        .is_empty());
    // 2FA is off now, so the same (or any other) code is refused.
    assert_error(
        &recover(&codes[1], owner.username(), PASSWORD).await,
        412,
        "2FA is not enabled",
    );
    // Enabled again: the old codes are void and the used one stays used.
    let (_device, new_codes) = enable_two_factor(&owner).await;
    assert_error(
        &recover(&codes[1], owner.username(), PASSWORD).await,
        403,
        "Invalid backup code",
    );
    let (status, _) = recover(&new_codes[0], owner.username(), PASSWORD).await;
    assert_eq!(status, StatusCode::OK);
    assert_error(
        &recover(&new_codes[0], owner.username(), PASSWORD).await,
        412,
        "2FA is not enabled",
    );
}

#[tokio::test]
async fn wrong_codes_are_throttled() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (device, _) = enable_two_factor(&owner).await;
    for _ in 0..5 {
        assert_error(
            &owner
                .delete("/api/auth/totp", json!({"token": device.wrong_code()}))
                .await,
            403,
            "Expired or invalid TOTP token",
        );
    }
    let answer = owner
        .delete("/api/auth/totp", json!({"token": device.wrong_code()}))
        .await;
    assert_error(&answer, 429, "Too many login attempts, try again later");
    // Recovery is throttled for the account as well, before any check.
    let answer = app
        .anonymous()
        .post(
            "/api/auth/totp/recover",
            json!({"backupCode": "X", "username": owner.username(), "password": PASSWORD}),
        )
        .await;
    assert_error(&answer, 429, "Too many login attempts, try again later");
    let account = crate::account_kit::account(&app, owner.id())
        .await
        .expect("account");
    assert!(account.totp_enabled);
}

#[tokio::test]
async fn recovery_refuses_cross_origin_requests() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let response = app
        .anonymous()
        .request(Method::POST, "/api/auth/totp/recover")
        .header("Origin", "https://evil.example")
        .json(&json!({"backupCode": "X", "username": owner.username(), "password": PASSWORD}))
        .send()
        .await
        .expect("request");
    assert_error(
        &crate::helpers::read_json(response).await,
        403,
        "Cross-origin request refused",
    );
}
