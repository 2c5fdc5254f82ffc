//! Passkeys that work: registration, passwordless login, rename and delete, a
//! passkey as the second factor, and single-use registrations.

use super::*;

#[tokio::test]
async fn register_log_in_without_password_rename_and_delete() {
    let app = spawn().await;
    let owner = app.owner().await;

    // A fresh verification is required, and a wrong one is refused.
    assert_eq!(
        owner
            .post("/api/auth/passkeys/register/options", json!({}))
            .await
            .0,
        StatusCode::PRECONDITION_FAILED
    );
    assert_error(
        &owner
            .post(
                "/api/auth/passkeys/register/options",
                json!({"verification": {"password": "Wrong-Horse-99"}}),
            )
            .await,
        403,
        "Invalid Password",
    );

    let (ceremony, options) = registration_options(&owner).await;
    assert_eq!(options["rp"]["id"], "links.example.com");
    assert_eq!(options["authenticatorSelection"]["residentKey"], "required");
    assert_eq!(
        options["authenticatorSelection"]["userVerification"],
        "required"
    );
    let mut passkey = SoftPasskey::new();
    let credential = passkey.register(&options, ORIGIN);
    assert_error(
        &owner
            .post(
                "/api/auth/passkeys",
                json!({"ceremony": ceremony, "name": "  ", "credential": credential}),
            )
            .await,
        400,
        "Invalid passkey name: 1 to 64 characters without control characters",
    );
    let (status, body) = owner
        .post(
            "/api/auth/passkeys",
            json!({"ceremony": ceremony, "name": " Laptop ", "credential": credential}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["name"], "Laptop");
    assert!(body["result"]["createdAt"].as_i64().expect("created") > 0);
    assert_eq!(body["result"]["lastUsedAt"], Value::Null);
    let id = body["result"]["id"].as_str().expect("id").to_owned();

    // Passwordless: no username, the passkey picks the account.
    let browser = app.anonymous();
    let (ceremony, options) = login_options(&browser, json!({})).await;
    assert!(options
        .get("allowCredentials")
        .is_none_or(|list| list.as_array().is_some_and(Vec::is_empty)));
    let (status, body) = finish_login(&browser, &ceremony, passkey.assert(&options, ORIGIN)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["id"], owner.id());
    let (status, me) = browser.get("/api/auth/me").await;
    assert_eq!(
        status,
        StatusCode::OK,
        "the passkey login set a session: {me}"
    );

    let (_, list) = owner.get("/api/auth/passkeys").await;
    assert_eq!(list["result"].as_array().expect("list").len(), 1);
    assert!(list["result"][0]["lastUsedAt"].as_i64().is_some());

    let (status, body) = owner
        .patch(
            &format!("/api/auth/passkeys/{id}"),
            json!({"name": "Phone"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["name"], "Phone");
    assert_error(
        &owner
            .patch("/api/auth/passkeys/nope", json!({"name": "Phone"}))
            .await,
        404,
        "Passkey not found",
    );
    // Another account cannot see, rename or delete it.
    let other = app.standard_user().await;
    let (_, theirs) = other.get("/api/auth/passkeys").await;
    assert_eq!(theirs["result"], json!([]));
    assert_error(
        &other
            .patch(&format!("/api/auth/passkeys/{id}"), json!({"name": "Mine"}))
            .await,
        404,
        "Passkey not found",
    );

    // Deleting needs verification; afterwards the passkey no longer logs in.
    assert_eq!(
        owner
            .delete(&format!("/api/auth/passkeys/{id}"), json!({}))
            .await
            .0,
        StatusCode::PRECONDITION_FAILED
    );
    let (status, body) = owner
        .delete(
            &format!("/api/auth/passkeys/{id}"),
            json!({"verification": {"password": PASSWORD}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, list) = owner.get("/api/auth/passkeys").await;
    assert_eq!(list["result"], json!([]));
    let stranger = app.anonymous();
    let (ceremony, options) = login_options(&stranger, json!({})).await;
    assert_error(
        &finish_login(&stranger, &ceremony, passkey.assert(&options, ORIGIN)).await,
        403,
        "Passkey not accepted",
    );
    assert_eq!(
        stranger.get("/api/auth/me").await.0,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn a_passkey_is_a_second_factor() {
    let app = spawn().await;
    let owner = app.owner().await;
    let (mut passkey, _) = add_passkey(&owner, "Laptop").await;
    let name = owner.username().to_owned();

    // The password alone no longer logs in; the answer says which factor.
    let browser = app.anonymous();
    let (status, body) = browser
        .post(
            "/api/auth/login",
            json!({"username": name, "password": PASSWORD}),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(body["message"], "2FA token required");
    assert_eq!(
        body["details"],
        json!({"secondFactors": {"totp": false, "passkey": true}})
    );
    assert_eq!(
        browser
            .post(
                "/api/auth/login",
                json!({"username": name, "password": PASSWORD, "token": "123456"}),
            )
            .await
            .0,
        StatusCode::FORBIDDEN
    );
    assert_error(
        &browser
            .post(
                "/api/auth/passkeys/login/options",
                json!({"username": name, "password": "Wrong-Horse-99"}),
            )
            .await,
        403,
        "Invalid username or password",
    );
    let (ceremony, options) =
        login_options(&browser, json!({"username": name, "password": PASSWORD})).await;
    let allowed = options["allowCredentials"].as_array().expect("allowed");
    assert_eq!(allowed.len(), 1);
    assert_eq!(allowed[0]["id"], passkey.id());
    // Another account's passkey cannot finish this account's ceremony.
    let other = app.standard_user().await;
    let (mut theirs, _) = add_passkey(&other, "Theirs").await;
    assert_error(
        &finish_login(&browser, &ceremony, theirs.assert(&options, ORIGIN)).await,
        403,
        "Passkey not accepted",
    );
    let (ceremony, options) =
        login_options(&browser, json!({"username": name, "password": PASSWORD})).await;
    let (status, body) = finish_login(&browser, &ceremony, passkey.assert(&options, ORIGIN)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(browser.get("/api/auth/me").await.0, StatusCode::OK);

    // An account without passkeys has nothing to offer as a second factor.
    let plain = app.standard_user().await;
    assert_error(
        &app.anonymous()
            .post(
                "/api/auth/passkeys/login/options",
                json!({"username": plain.username(), "password": PASSWORD}),
            )
            .await,
        412,
        "This account has no passkey",
    );
    assert!(linkhop::accounts::Accounts::new(&app.app.store)
        .has_second_factor(
            &crate::account_kit::account(&app, owner.id())
                .await
                .expect("owner")
        )
        .await
        .expect("second factor"));
}

#[tokio::test]
async fn a_registration_is_single_use_and_a_passkey_registers_once() {
    let app = spawn().await;
    let owner = app.owner().await;
    let (ceremony, options) = registration_options(&owner).await;
    let mut passkey = SoftPasskey::new();
    let credential = passkey.register(&options, ORIGIN);
    let body = json!({"ceremony": ceremony, "name": "Laptop", "credential": credential});
    assert_eq!(
        owner.post("/api/auth/passkeys", body.clone()).await.0,
        StatusCode::OK
    );
    assert_error(
        &owner.post("/api/auth/passkeys", body).await,
        400,
        "Passkey request expired or unknown, please start again",
    );
    // The same authenticator key again, on a new ceremony: refused, still one passkey.
    let (ceremony, options) = registration_options(&owner).await;
    assert_eq!(
        options["excludeCredentials"][0]["id"],
        passkey.id(),
        "the browser is told which keys exist"
    );
    let again = passkey.register(&options, ORIGIN);
    assert_error(
        &owner
            .post(
                "/api/auth/passkeys",
                json!({"ceremony": ceremony, "name": "Again", "credential": again}),
            )
            .await,
        409,
        "This passkey is already registered",
    );
    // Another account's session cannot finish this account's ceremony.
    let (ceremony, options) = registration_options(&owner).await;
    let other = app.standard_user().await;
    let credential = SoftPasskey::new().register(&options, ORIGIN);
    assert_error(
        &other
            .post(
                "/api/auth/passkeys",
                json!({"ceremony": ceremony, "name": "Stolen", "credential": credential}),
            )
            .await,
        400,
        "Passkey request expired or unknown, please start again",
    );
    assert_eq!(
        app.app.store.count_passkeys(owner.id()).await.expect("n"),
        1
    );
    assert_eq!(
        app.app.store.count_passkeys(other.id()).await.expect("n"),
        0
    );
}
