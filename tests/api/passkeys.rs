//! Passkeys through the API (docs/accounts.md#passkeys) with a software
//! authenticator producing real signatures: registration after
//! verification, passwordless login, passkey as the second factor, and the
//! refusals — wrong origin, replays, removed passkeys, bad input, throttle.

use crate::helpers::{assert_error, Actor, TestApp, PASSWORD};
use crate::passkey_kit::{SoftPasskey, ORIGIN};
use linkhop::store::{CeremonyCaps, NewCeremony};
use reqwest::StatusCode;
use serde_json::{json, Value};

async fn spawn() -> TestApp {
    TestApp::spawn_with(|s| s.domain = Some(ORIGIN.to_owned())).await
}

/// Starts a registration for `actor` (verified by password); returns the
/// ceremony and the creation options.
async fn registration_options(actor: &Actor) -> (String, Value) {
    let (status, body) = actor
        .post(
            "/api/auth/passkeys/register/options",
            json!({"verification": {"password": PASSWORD}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let result = &body["result"];
    (
        result["ceremony"].as_str().expect("ceremony").to_owned(),
        result["publicKey"].clone(),
    )
}

/// Registers a new soft passkey named `name` for `actor`.
async fn add_passkey(actor: &Actor, name: &str) -> (SoftPasskey, Value) {
    let (ceremony, options) = registration_options(actor).await;
    let mut passkey = SoftPasskey::new();
    let credential = passkey.register(&options, ORIGIN);
    let (status, body) = actor
        .post(
            "/api/auth/passkeys",
            json!({"ceremony": ceremony, "name": name, "credential": credential}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    (passkey, body["result"].clone())
}

/// Starts a login ceremony with `body` (empty: passwordless).
async fn login_options(client: &Actor, body: Value) -> (String, Value) {
    let (status, answer) = client.post("/api/auth/passkeys/login/options", body).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    (
        answer["result"]["ceremony"]
            .as_str()
            .expect("ceremony")
            .to_owned(),
        answer["result"]["publicKey"].clone(),
    )
}

async fn finish_login(client: &Actor, ceremony: &str, credential: Value) -> (StatusCode, Value) {
    client
        .post(
            "/api/auth/passkeys/login",
            json!({"ceremony": ceremony, "credential": credential}),
        )
        .await
}

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
    assert!(linkhop::accounts::has_second_factor(
        &app.app.store,
        &crate::account_kit::account(&app, owner.id())
            .await
            .expect("owner")
    )
    .await
    .expect("second factor"));
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
async fn waiting_ceremonies_are_bounded_per_client() {
    let app = spawn().await;
    let anonymous = app.anonymous();
    for _ in 0..25 {
        login_options(&anonymous, json!({})).await;
    }
    let waiting = app
        .app
        .store
        .count_passkey_ceremonies()
        .await
        .expect("count");
    assert_eq!(waiting, 10, "one client keeps at most 10 ceremonies");
}

/// Starts a passwordless ceremony as the client `address` (behind one
/// trusted proxy).
async fn login_options_from(client: &Actor, address: &str) -> (String, Value) {
    let response = client
        .request(reqwest::Method::POST, "/api/auth/passkeys/login/options")
        .header("x-forwarded-for", address)
        .json(&json!({}))
        .send()
        .await
        .expect("login options");
    let (status, answer) = crate::helpers::read_json(response).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    (
        answer["result"]["ceremony"]
            .as_str()
            .expect("ceremony")
            .to_owned(),
        answer["result"]["publicKey"].clone(),
    )
}

/// Issue 30 item 7: floods of anonymous login ceremonies, from one /24,
/// one /48 and many /24s of one attacker, evict the flood's own ceremonies
/// and never a real user's in another network.
#[tokio::test]
async fn a_flood_of_login_ceremonies_leaves_other_networks_theirs() {
    let app = TestApp::spawn_with(|s| {
        s.domain = Some(ORIGIN.to_owned());
        s.trust_proxy = 1;
    })
    .await;
    let owner = app.owner().await;
    let (mut passkey, _) = add_passkey(&owner, "Laptop").await;
    let browser = app.anonymous();
    let (ceremony, options) = login_options_from(&browser, "198.51.100.7").await;
    let store = &app.app.store;

    // Through the API: 30 addresses of one /24 and 12 of one /48, each
    // over its own cap of 10; each network keeps its quota of 100.
    let flooder = app.anonymous();
    for host in 1..=30 {
        for _ in 0..12 {
            login_options_from(&flooder, &format!("203.0.113.{host}")).await;
        }
    }
    for host in 1..=12 {
        for _ in 0..10 {
            login_options_from(&flooder, &format!("2001:db8:7:{host}::1")).await;
        }
    }
    assert_eq!(
        store.count_passkey_ceremonies().await.expect("count"),
        1 + 100 + 100
    );

    // The whole table, scaled down to 300 rows with the real per-address
    // and per-network caps: 2,400 ceremonies from all 256 addresses of one
    // /24, then 2,400 from 240 /24s of one attacker, each after the user's.
    let caps = CeremonyCaps {
        per_client: 10,
        per_network: 100,
        total: 300,
    };
    let now = linkhop::domain::time::now_millis();
    let flood = |client: String, network: String, n: i64| async move {
        let id = format!("flood-{client}-{n}");
        store
            .insert_passkey_ceremony(
                &NewCeremony {
                    id: &id,
                    kind: "passwordless",
                    account_id: None,
                    client: &client,
                    network: &network,
                    state: "{}",
                    created_at: now + n,
                    expires_at: now + 300_000,
                },
                caps,
            )
            .await
            .expect("flood ceremony");
    };
    for n in 0..2_400 {
        let host = n % 256;
        flood(
            format!("192.0.2.{host}"),
            "192.0.2.0/24".to_owned(),
            i64::from(n),
        )
        .await;
    }
    for n in 0..2_400 {
        let net = n % 240;
        flood(
            format!("10.{}.{}.9", net / 16, net % 16),
            format!("10.{}.{}.0/24", net / 16, net % 16),
            i64::from(2_400 + n),
        )
        .await;
    }
    assert_eq!(store.count_passkey_ceremonies().await.expect("count"), 300);

    // The user's ceremony, older than every flooding one, still completes.
    let (status, body) = finish_login(&browser, &ceremony, passkey.assert(&options, ORIGIN)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["username"], owner.username());
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
        .set_instance_setting("two_factor_policy", "everyone")
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
