//! Passkey refusals: a wrong origin, replays and stale counters, bad input,
//! the throttle, and a server without `DOMAIN`.

use super::*;

#[tokio::test]
async fn a_wrong_origin_is_refused() {
    let app = spawn().await;
    let owner = app.owner().await;
    let (ceremony, options) = registration_options(&owner).await;
    let mut passkey = SoftPasskey::new();
    let credential = passkey.register(&options, "https://links.example.com.evil.test");
    assert_error(
        &owner
            .post(
                "/api/auth/passkeys",
                json!({"ceremony": ceremony, "name": "Evil", "credential": credential}),
            )
            .await,
        400,
        "The passkey could not be verified (wrong origin, challenge or user verification)",
    );
    assert_eq!(
        app.app.store.count_passkeys(owner.id()).await.expect("n"),
        0
    );

    let (mut passkey, _) = add_passkey(&owner, "Laptop").await;
    for origin in ["https://evil.example", "http://links.example.com"] {
        let browser = app.anonymous();
        let (ceremony, options) = login_options(&browser, json!({})).await;
        assert_error(
            &finish_login(&browser, &ceremony, passkey.assert(&options, origin)).await,
            403,
            "Passkey not accepted",
        );
        assert_eq!(
            browser.get("/api/auth/me").await.0,
            StatusCode::UNAUTHORIZED
        );
    }
}

#[tokio::test]
async fn replays_and_stale_counters_are_refused() {
    let app = spawn().await;
    let owner = app.owner().await;
    let (mut passkey, _) = add_passkey(&owner, "Laptop").await;
    let browser = app.anonymous();
    let (ceremony, options) = login_options(&browser, json!({})).await;
    let assertion = passkey.assert(&options, ORIGIN);
    assert_eq!(
        finish_login(&browser, &ceremony, assertion.clone()).await.0,
        StatusCode::OK
    );
    // The same request again: its ceremony is used up.
    let replay = app.anonymous();
    assert_error(
        &finish_login(&replay, &ceremony, assertion.clone()).await,
        400,
        "Passkey request expired or unknown, please start again",
    );
    // The old assertion on a new ceremony: the challenge does not match.
    let (fresh, fresh_options) = login_options(&replay, json!({})).await;
    assert_error(
        &finish_login(&replay, &fresh, assertion).await,
        403,
        "Passkey not accepted",
    );
    // A signature over a counter that did not go up (a cloned key).
    let (ceremony, options) = login_options(&replay, json!({})).await;
    assert_error(
        &finish_login(&replay, &ceremony, passkey.assertion(&options, ORIGIN)).await,
        403,
        "Passkey not accepted",
    );
    // Without user verification (the UV flag off) it is refused too.
    passkey.flags = 0x01;
    assert_error(
        &finish_login(&replay, &fresh, passkey.assert(&fresh_options, ORIGIN)).await,
        400,
        "Passkey request expired or unknown, please start again",
    );
    let (ceremony, options) = login_options(&replay, json!({})).await;
    assert_error(
        &finish_login(&replay, &ceremony, passkey.assert(&options, ORIGIN)).await,
        403,
        "Passkey not accepted",
    );
    assert_eq!(replay.get("/api/auth/me").await.0, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn bad_input_is_refused_and_changes_nothing() {
    let app = spawn().await;
    let owner = app.owner().await;
    let (_, options) = registration_options(&owner).await;
    let mut passkey = SoftPasskey::new();
    let credential = passkey.register(&options, ORIGIN);
    let cases = [
        (json!({}), 400),
        (
            json!({"ceremony": 1, "name": "a", "credential": credential}),
            400,
        ),
        (
            json!({"ceremony": "x", "name": "a", "credential": "text"}),
            400,
        ),
        (
            json!({"ceremony": "x", "name": "a", "credential": {"id": 3}}),
            400,
        ),
        (
            json!({"ceremony": "unknown", "name": "a", "credential": credential}),
            400,
        ),
        (
            json!({"ceremony": "a\u{0}b", "name": "a", "credential": credential}),
            400,
        ),
    ];
    for (body, status) in cases {
        let (got, answer) = owner.post("/api/auth/passkeys", body.clone()).await;
        assert_eq!(got.as_u16(), status, "{body} -> {answer}");
        assert_eq!(answer["success"], false, "{answer}");
        assert!(answer["message"].as_str().is_some_and(|m| !m.is_empty()));
    }
    let anonymous = app.anonymous();
    for body in [
        json!({"ceremony": "x"}),
        json!({"ceremony": "x", "credential": []}),
        json!({"ceremony": "x", "credential": {"rawId": "!!"}}),
        json!({"ceremony": "unknown", "credential": passkey.assert(&options, ORIGIN)}),
    ] {
        let (got, answer) = anonymous
            .post("/api/auth/passkeys/login", body.clone())
            .await;
        assert_eq!(got, StatusCode::BAD_REQUEST, "{body} -> {answer}");
        assert_eq!(answer["success"], false);
    }
    assert_eq!(
        anonymous
            .post("/api/auth/passkeys/login/options", json!({"username": 5}))
            .await
            .0,
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        anonymous
            .post("/api/auth/passkeys/login/options", json!({"username": "x"}))
            .await
            .0,
        StatusCode::BAD_REQUEST,
        "a username without a password"
    );
    assert_eq!(
        app.app.store.count_passkeys(owner.id()).await.expect("n"),
        0
    );
    // Routes that need a session refuse without one.
    assert_eq!(
        anonymous.get("/api/auth/passkeys").await.0,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn failed_passkey_logins_are_throttled() {
    let app = spawn().await;
    let owner = app.owner().await;
    let (mut passkey, _) = add_passkey(&owner, "Laptop").await;
    let browser = app.anonymous();
    let mut statuses = Vec::new();
    for _ in 0..6 {
        let (ceremony, options) = login_options(&browser, json!({})).await;
        let answer = finish_login(
            &browser,
            &ceremony,
            passkey.assert(&options, "https://evil.example"),
        )
        .await;
        statuses.push(answer.0.as_u16());
    }
    assert_eq!(statuses, [403, 403, 403, 403, 403, 429]);
    // Even the right assertion waits now: the address is over its limit.
    let (ceremony, options) = login_options(&browser, json!({})).await;
    assert_eq!(
        finish_login(&browser, &ceremony, passkey.assert(&options, ORIGIN))
            .await
            .0,
        StatusCode::TOO_MANY_REQUESTS
    );
}

#[tokio::test]
async fn without_domain_passkeys_are_unavailable() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let message = "Passkeys are not available on this server: they need DOMAIN set to its public origin with a host name (e.g. https://s.example.com)";
    assert_error(
        &owner
            .post(
                "/api/auth/passkeys/register/options",
                json!({"verification": {"password": PASSWORD}}),
            )
            .await,
        412,
        message,
    );
    assert_error(
        &app.anonymous()
            .post("/api/auth/passkeys/login/options", json!({}))
            .await,
        412,
        message,
    );
    // Listing still works (empty), and the password login is unchanged.
    assert_eq!(owner.get("/api/auth/passkeys").await.1["result"], json!([]));
    app.login(owner.username(), PASSWORD).await;
}

/// docs/accounts.md#passkeys: a passkey-only account on a server restarted
/// without DOMAIN is told, after its right password, how to get back in;
/// a wrong password still learns nothing, and TOTP accounts are unchanged.
#[tokio::test]
async fn without_domain_a_passkey_only_account_is_told_how_to_recover() {
    let mut app = spawn().await;
    let owner = app.owner().await;
    add_passkey(&owner, "Laptop").await;
    let name = owner.username().to_owned();
    app.restart_with(|s| s.domain = None).await;

    let (status, body) = app
        .anonymous()
        .post(
            "/api/auth/login",
            json!({"username": name, "password": PASSWORD}),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(
        body["message"],
        "This account's only second factor is a passkey, and passkeys are not available on this \
         server: they need DOMAIN set to its public origin with a host name (e.g. \
         https://s.example.com). To log in, ask the operator to set DOMAIN, or to run \
         `linkhop user disable-2fa <username>` to turn two-factor authentication off for this \
         account"
    );
    assert_eq!(body["code"], "passkeys_unavailable");
    // Nothing but the right password reveals the account's factors.
    assert_error(
        &app.anonymous()
            .post(
                "/api/auth/login",
                json!({"username": name, "password": "Wrong-Horse-99"}),
            )
            .await,
        403,
        "Invalid username or password",
    );

    // The recovery the answer names, by the real command.
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_linkhop"))
        .env_clear()
        .env("DATA_DIR", app.dir.path())
        .env("DATABASE_URL", &app.app.settings.database_url)
        .args(["user", "disable-2fa", &name])
        .output()
        .expect("run linkhop user disable-2fa");
    assert!(output.status.success(), "{output:?}");
    app.login(&name, PASSWORD).await;
}
