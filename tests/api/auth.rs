//! Login, sessions, 2FA at login, throttling, registration, me, logout and
//! API secrets (api.md §3, §4, §15).

use crate::db::{count, enable_totp, exec, snapshot, texts};
use crate::helpers::{assert_error, read_json, Actor, TestApp, PASSWORD};
use linkhop::domain::accounts::Role;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

const CLEARING: &str =
    "token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Strict";

/// Logs in by hand: (status, body, Set-Cookie values).
async fn login_raw(
    app: &TestApp,
    body: Value,
    forwarded: Option<&str>,
) -> (StatusCode, Value, Vec<String>) {
    let mut request = app
        .anonymous()
        .request(Method::POST, "/api/auth/login")
        .json(&body);
    if let Some(address) = forwarded {
        request = request.header("x-forwarded-for", address);
    }
    let response = request.send().await.expect("request");
    let cookies = set_cookies(&response);
    let (status, body) = read_json(response).await;
    (status, body, cookies)
}

fn set_cookies(response: &reqwest::Response) -> Vec<String> {
    response
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok().map(str::to_owned))
        .collect()
}

fn token_of(cookie: &str) -> String {
    cookie
        .strip_prefix("token=")
        .and_then(|rest| rest.split(';').next())
        .expect("token cookie")
        .to_owned()
}

fn keys(value: &Value) -> Vec<String> {
    value
        .as_object()
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default()
}

const ACCOUNT_VIEW: [&str; 9] = [
    "id",
    "username",
    "email",
    "role",
    "secret",
    "hasSecret",
    "twoFactorAuthentication",
    "totp",
    "allowAutomaticLogin",
];

#[tokio::test]
async fn login_by_username_or_email_ignoring_case() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let username = owner.username().to_owned();
    for name in [
        username.clone(),
        username.to_uppercase(),
        format!("{username}@example.com"),
        format!("{}@EXAMPLE.com", username.to_uppercase()),
    ] {
        let (status, body, cookies) =
            login_raw(&app, json!({"username": name, "password": PASSWORD}), None).await;
        assert_eq!(status, StatusCode::OK, "{name}: {body}");
        assert_eq!(body["success"], true);
        assert_eq!(body["message"], "Successfully logged in!");
        assert_eq!(keys(&body), vec!["success", "message", "result"]);
        assert_eq!(keys(&body["result"]), ACCOUNT_VIEW.to_vec());
        assert_eq!(body["result"]["id"], owner.id());
        assert_eq!(body["result"]["role"], "owner");
        assert_eq!(body["result"]["secret"], Value::Null);
        assert_eq!(body["result"]["hasSecret"], false);
        assert_eq!(body["result"]["totp"], false);
        assert_eq!(cookies.len(), 1);
    }
}

#[tokio::test]
async fn wrong_credentials_share_one_message() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let before = snapshot(&app).await;
    let long = format!("{PASSWORD}{}", "x".repeat(250));
    for body in [
        json!({"username": owner.username(), "password": "Wrong-Horse-99"}),
        json!({"username": "nobody", "password": PASSWORD}),
        json!({"username": "nobody@example.com", "password": PASSWORD}),
        json!({"username": owner.username(), "password": long}),
        json!({"username": owner.username(), "password": format!("{PASSWORD} ")}),
    ] {
        let (status, body, cookies) = login_raw(&app, body, None).await;
        assert_error(&(status, body), 403, "Invalid username or password");
        assert!(cookies.is_empty());
    }
    assert_eq!(before, snapshot(&app).await);
}

#[tokio::test]
async fn login_cookie_is_exact_and_only_its_hash_is_stored() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (_, _, cookies) = login_raw(
        &app,
        json!({"username": owner.username(), "password": PASSWORD}),
        None,
    )
    .await;
    let cookie = &cookies[0];
    let token = token_of(cookie);
    assert_eq!(token.len(), 43, "{cookie}");
    assert!(token
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
    assert_eq!(
        cookie,
        &format!("token={token}; Max-Age=604800; Path=/; HttpOnly; SameSite=Strict")
    );
    let hash = linkhop::domain::tokens::hash_session_token(&token);
    let stored = texts(&app, "SELECT token_hash FROM sessions", &[]).await;
    assert!(stored.contains(&Some(hash.clone())));
    assert!(!stored.contains(&Some(token.clone())));
    let raw_anywhere = count(
        &app,
        "SELECT COUNT(*) FROM sessions WHERE token_hash = $1 OR account_id = $1",
        &[&token],
    )
    .await;
    assert_eq!(raw_anywhere, 0);
    let expires = texts(
        &app,
        "SELECT CAST(expires_at - created_at AS TEXT) FROM sessions WHERE token_hash = $1",
        &[&hash],
    )
    .await;
    assert_eq!(expires, vec![Some("604800000".to_owned())]);
    // The token works as a cookie; an earlier session stays valid.
    let response = app
        .anonymous()
        .request(Method::GET, "/api/auth/me")
        .header("cookie", format!("token={token}"))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
    let (status, _) = owner.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn cookie_is_secure_with_https_and_short_in_demo() {
    let app = TestApp::spawn_with(|s| s.use_https = true).await;
    let owner = app.owner().await;
    let (_, _, cookies) = login_raw(
        &app,
        json!({"username": owner.username(), "password": PASSWORD}),
        None,
    )
    .await;
    let token = token_of(&cookies[0]);
    assert_eq!(
        cookies[0],
        format!("token={token}; Max-Age=604800; Path=/; HttpOnly; SameSite=Strict; Secure")
    );
    let demo = TestApp::spawn_with(|s| s.demo = true).await;
    demo.user_named("demo_user", Role::Standard).await;
    let (_, _, cookies) = login_raw(
        &demo,
        json!({"username": "demo_user", "password": PASSWORD}),
        None,
    )
    .await;
    let token = token_of(&cookies[0]);
    assert_eq!(
        cookies[0],
        format!("token={token}; Max-Age=3600; Path=/; HttpOnly; SameSite=Strict")
    );
}

fn code_now(secret: &str, offset_steps: i64) -> String {
    let now = linkhop::domain::time::now_millis() / 1000;
    let at = (now + offset_steps * 30).max(0) as u64;
    linkhop::domain::two_factor::code_at(secret, at).expect("code")
}

#[tokio::test]
async fn login_with_two_factor_needs_a_fresh_code() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let secret = enable_totp(&app, owner.id()).await;
    let name = owner.username().to_owned();
    let attempt = |token: Option<Value>| {
        let mut body = json!({"username": name, "password": PASSWORD});
        if let Some(token) = token {
            body["token"] = token;
        }
        login_raw(&app, body, None)
    };
    for token in [None, Some(json!("")), Some(Value::Null)] {
        let (status, body, cookies) = attempt(token).await;
        assert_error(&(status, body), 403, "2FA token required");
        assert!(cookies.is_empty());
    }
    let wrong = if code_now(&secret, 0) == "000000" {
        "111111"
    } else {
        "000000"
    };
    // Three wrong codes and a wrong password: four failures, under the limit.
    for token in [wrong, "12345", "abcdef"] {
        let (status, body, _) = attempt(Some(json!(token))).await;
        assert_error(&(status, body), 403, "Expired or invalid TOTP token");
    }
    // The wrong password is checked before the code.
    let (status, body, _) = login_raw(
        &app,
        json!({"username": name, "password": "Wrong-Horse-99", "token": code_now(&secret, 0)}),
        None,
    )
    .await;
    assert_error(&(status, body), 403, "Invalid username or password");
    let code = code_now(&secret, 0);
    let (status, body, cookies) = attempt(Some(json!(code))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["totp"], true);
    assert_eq!(body["result"]["twoFactorAuthentication"], true);
    assert_eq!(cookies.len(), 1);
    let (status, body, _) = attempt(Some(json!(code))).await;
    assert_error(&(status, body), 403, "Expired or invalid TOTP token");
}

#[tokio::test]
async fn five_failures_per_address_then_429() {
    let app = TestApp::spawn_with(|s| s.trust_proxy = 1).await;
    let owner = app.owner().await;
    for _ in 0..5 {
        let (status, body, _) = login_raw(
            &app,
            json!({"username": "ghost", "password": PASSWORD}),
            Some("10.0.0.1"),
        )
        .await;
        assert_error(&(status, body), 403, "Invalid username or password");
    }
    let response = app
        .anonymous()
        .request(Method::POST, "/api/auth/login")
        .header("x-forwarded-for", "10.0.0.1")
        .json(&json!({"username": owner.username(), "password": PASSWORD}))
        .send()
        .await
        .expect("request");
    let retry: u64 = response.headers()["retry-after"]
        .to_str()
        .expect("retry-after")
        .parse()
        .expect("seconds");
    assert!((1..=900).contains(&retry), "{retry}");
    assert!(set_cookies(&response).is_empty());
    assert_error(
        &read_json(response).await,
        429,
        "Too many login attempts, try again later",
    );
    // Another address is not affected, nor is the account.
    let (status, body, _) = login_raw(
        &app,
        json!({"username": owner.username(), "password": PASSWORD}),
        Some("10.0.0.2"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn five_failures_per_account_then_429_and_success_clears_them() {
    let app = TestApp::spawn_with(|s| s.trust_proxy = 1).await;
    let owner = app.owner().await;
    let name = owner.username().to_owned();
    let wrong = json!({"username": name, "password": "Wrong-Horse-99"});
    let right = json!({"username": name, "password": PASSWORD});
    // Four failures, a success, four more: never throttled.
    for n in 0..4 {
        let (status, _, _) = login_raw(&app, wrong.clone(), Some(&format!("10.1.0.{n}"))).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    }
    let (status, _, _) = login_raw(&app, right.clone(), Some("10.1.1.1")).await;
    assert_eq!(status, StatusCode::OK);
    for n in 0..4 {
        let (status, _, _) = login_raw(&app, wrong.clone(), Some(&format!("10.2.0.{n}"))).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    }
    let (status, _, _) = login_raw(&app, wrong.clone(), Some("10.2.0.9")).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    // Five failures since the success, each from a new address.
    let (status, body, cookies) = login_raw(&app, right.clone(), Some("10.3.0.1")).await;
    assert_error(
        &(status, body),
        429,
        "Too many login attempts, try again later",
    );
    assert!(cookies.is_empty());
    // By e-mail too: the account is the same.
    let (status, body, _) = login_raw(
        &app,
        json!({"username": format!("{name}@example.com"), "password": PASSWORD}),
        Some("10.3.0.2"),
    )
    .await;
    assert_error(
        &(status, body),
        429,
        "Too many login attempts, try again later",
    );
    // Unknown accounts are only limited per address.
    let (status, body, _) = login_raw(
        &app,
        json!({"username": "ghost", "password": PASSWORD}),
        Some("10.3.0.3"),
    )
    .await;
    assert_error(&(status, body), 403, "Invalid username or password");
}

#[tokio::test]
async fn missing_2fa_token_is_not_a_failure_but_a_wrong_code_is() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let secret = enable_totp(&app, owner.id()).await;
    let name = owner.username().to_owned();
    for _ in 0..7 {
        let (status, body, _) =
            login_raw(&app, json!({"username": name, "password": PASSWORD}), None).await;
        assert_error(&(status, body), 403, "2FA token required");
    }
    let wrong = if code_now(&secret, 0) == "000000" {
        "111111"
    } else {
        "000000"
    };
    for _ in 0..5 {
        let (status, body, _) = login_raw(
            &app,
            json!({"username": name, "password": PASSWORD, "token": wrong}),
            None,
        )
        .await;
        assert_error(&(status, body), 403, "Expired or invalid TOTP token");
    }
    let (status, body, _) = login_raw(
        &app,
        json!({"username": name, "password": PASSWORD, "token": code_now(&secret, 0)}),
        None,
    )
    .await;
    assert_error(
        &(status, body),
        429,
        "Too many login attempts, try again later",
    );
}

const PUBLIC_VIEW: [&str; 7] = [
    "id",
    "username",
    "email",
    "role",
    "twoFactorAuthentication",
    "totp",
    "allowAutomaticLogin",
];

async fn register(app: &TestApp, body: Value) -> (StatusCode, Value, Vec<String>) {
    let response = app
        .anonymous()
        .request(Method::POST, "/api/auth/register")
        .json(&body)
        .send()
        .await
        .expect("request");
    let cookies = set_cookies(&response);
    let (status, body) = read_json(response).await;
    (status, body, cookies)
}

fn new_user(name: &str) -> Value {
    json!({"email": format!("{name}@example.com"), "username": name, "password": PASSWORD, "password_confirm": "ignored"})
}

#[tokio::test]
async fn first_account_becomes_owner_even_with_registration_off() {
    let app = TestApp::spawn().await;
    let (status, body, cookies) = register(&app, new_user("first_one")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(cookies.is_empty());
    assert_eq!(keys(&body), vec!["success", "message", "result"]);
    assert_eq!(body["message"], "Account created");
    assert_eq!(keys(&body["result"]), PUBLIC_VIEW.to_vec());
    assert_eq!(body["result"]["role"], "owner");
    assert_eq!(body["result"]["username"], "first_one");
    assert_eq!(body["result"]["email"], "first_one@example.com");
    assert_eq!(body["result"]["totp"], false);
    assert_eq!(body["result"]["allowAutomaticLogin"], false);
    let id = body["result"]["id"].as_str().expect("id");
    assert!(uuid::Uuid::parse_str(id).is_ok());
    assert_eq!(id, id.to_lowercase());
    // Registration is now closed.
    let before = snapshot(&app).await;
    let (status, body, _) = register(&app, new_user("second_one")).await;
    assert_error(&(status, body), 412, "Registration is not enabled");
    // Fields are checked before the gate, validation after it.
    let (status, body, _) = register(&app, json!({"username": "x"})).await;
    assert_error(
        &(status, body),
        400,
        "The following required fields were not included in the request: email, password",
    );
    let (status, body, _) = register(
        &app,
        json!({"email": "bad", "username": "!", "password": "weak"}),
    )
    .await;
    assert_error(&(status, body), 412, "Registration is not enabled");
    assert_eq!(before, snapshot(&app).await);
    // Logging in works afterwards.
    let actor = app.login("first_one", PASSWORD).await;
    assert_eq!(actor.id(), id);
}

#[tokio::test]
async fn open_registration_checks_fields_then_uniqueness() {
    let app = TestApp::spawn_with(|s| s.enable_registration = true).await;
    let owner = app.owner().await;
    let name = owner.username().to_owned();
    let before = snapshot(&app).await;
    let invalid = |e: bool, u: bool, p: bool| json!({"success": false, "message": "Invalid field(s)", "details": {"invalid": {"email": e, "username": u, "password": p}}});
    for (body, expected) in [
        (
            json!({"email": "bad", "username": "good_name", "password": PASSWORD}),
            invalid(true, false, false),
        ),
        (
            json!({"email": "a@b.co", "username": "x", "password": PASSWORD}),
            invalid(false, true, false),
        ),
        (
            json!({"email": "a@b.co", "username": "good_name", "password": "short"}),
            invalid(false, false, true),
        ),
        (
            json!({"email": 5, "username": ["x"], "password": {"p": 1}}),
            invalid(true, true, true),
        ),
        (
            json!({"email": "a@b.co", "username": true, "password": PASSWORD}),
            invalid(false, true, false),
        ),
        (
            json!({"email": "", "username": "", "password": ""}),
            invalid(true, true, true),
        ),
    ] {
        let (status, answer, _) = register(&app, body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(answer, expected);
    }
    let exists = |u: bool, e: bool| json!({"success": false, "message": "Field(s) are already used", "details": {"exists": {"username": u, "email": e}}});
    for (body, expected) in [
        (
            json!({"email": "new@example.com", "username": name.to_uppercase(), "password": PASSWORD}),
            exists(true, false),
        ),
        (
            json!({"email": format!("{}@EXAMPLE.COM", name.to_uppercase()), "username": "fresh_name", "password": PASSWORD}),
            exists(false, true),
        ),
        (
            json!({"email": format!("{name}@example.com"), "username": name, "password": PASSWORD}),
            exists(true, true),
        ),
    ] {
        let (status, answer, _) = register(&app, body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(answer, expected);
    }
    assert_eq!(before, snapshot(&app).await);
    let (status, body, cookies) = register(&app, new_user("later_one")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["role"], "standard");
    assert!(cookies.is_empty());
    assert!(body["result"].get("secret").is_none());
    assert!(body["result"].get("hasSecret").is_none());
}

#[tokio::test]
async fn registration_is_refused_in_demo_mode() {
    let app = TestApp::spawn_with(|s| {
        s.demo = true;
        s.enable_registration = true;
    })
    .await;
    // Demo mode creates its `demo` owner at start-up; nothing else may appear.
    let before = count(&app, "SELECT COUNT(*) FROM accounts", &[]).await;
    let (status, body, _) = register(&app, json!({})).await;
    assert_error(&(status, body), 406, "Registration is not enabled");
    assert_eq!(
        count(&app, "SELECT COUNT(*) FROM accounts", &[]).await,
        before
    );
}

#[tokio::test]
async fn concurrent_first_registrations_make_one_owner() {
    for open in [false, true] {
        let app = TestApp::spawn_with(|s| s.enable_registration = open).await;
        let (a, b) = tokio::join!(
            register(&app, new_user("racer_a")),
            register(&app, new_user("racer_b"))
        );
        let answers = [(a.0, a.1), (b.0, b.1)];
        let owners = answers
            .iter()
            .filter(|(s, b)| *s == StatusCode::OK && b["result"]["role"] == "owner")
            .count();
        assert_eq!(owners, 1, "{answers:?}");
        let others: Vec<_> = answers
            .iter()
            .filter(|(s, b)| !(*s == StatusCode::OK && b["result"]["role"] == "owner"))
            .collect();
        if open {
            assert_eq!(others[0].0, StatusCode::OK);
            assert_eq!(others[0].1["result"]["role"], "standard");
        } else {
            assert_error(others[0], 412, "Registration is not enabled");
        }
        assert_eq!(
            count(
                &app,
                "SELECT COUNT(*) FROM accounts WHERE role = 'owner'",
                &[]
            )
            .await,
            1
        );
        assert_eq!(
            count(&app, "SELECT COUNT(*) FROM accounts", &[]).await,
            if open { 2 } else { 1 }
        );
    }
}

#[tokio::test]
async fn concurrent_registrations_of_one_name_create_one_account() {
    let app = TestApp::spawn_with(|s| s.enable_registration = true).await;
    app.owner().await;
    let (a, b) = tokio::join!(
        register(&app, new_user("same_name")),
        register(
            &app,
            json!({"email": "other@example.com", "username": "SAME_NAME", "password": PASSWORD})
        )
    );
    let answers = [(a.0, a.1), (b.0, b.1)];
    assert_eq!(
        answers.iter().filter(|(s, _)| *s == StatusCode::OK).count(),
        1,
        "{answers:?}"
    );
    let refused = answers
        .iter()
        .find(|(s, _)| *s != StatusCode::OK)
        .expect("one refused");
    assert_error(refused, 400, "Field(s) are already used");
    assert_eq!(refused.1["details"]["exists"]["username"], true);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM accounts", &[]).await, 2);
}

#[tokio::test]
async fn me_shows_the_account_view() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (status, body) = owner.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(keys(&body), vec!["success", "result"]);
    assert_eq!(keys(&body["result"]), ACCOUNT_VIEW.to_vec());
    assert_eq!(body["result"]["id"], owner.id());
    assert_eq!(body["result"]["hasSecret"], false);
    let with_secret = owner.with_secret().await;
    let (_, body) = with_secret.get("/api/auth/me").await;
    assert_eq!(body["result"]["hasSecret"], true);
    assert_eq!(
        body["result"]["secret"],
        with_secret.secret.clone().unwrap_or_default().as_str()
    );
    // A role change applies on the next request.
    exec(
        &app,
        "UPDATE accounts SET role = 'admin' WHERE id = $1",
        &[owner.id()],
    )
    .await;
    let (_, body) = owner.get("/api/auth/me").await;
    assert_eq!(body["result"]["role"], "admin");
}

#[tokio::test]
async fn logout_deletes_the_session_and_clears_the_cookie() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (_, _, cookies) = login_raw(
        &app,
        json!({"username": owner.username(), "password": PASSWORD}),
        None,
    )
    .await;
    let token = token_of(&cookies[0]);
    let hash = linkhop::domain::tokens::hash_session_token(&token);
    let sessions = || {
        let hash = hash.clone();
        let app = &app;
        async move {
            count(
                app,
                "SELECT COUNT(*) FROM sessions WHERE token_hash = $1",
                &[&hash],
            )
            .await
        }
    };
    assert_eq!(sessions().await, 1);
    let response = app
        .anonymous()
        .request(Method::DELETE, "/api/auth/me")
        .header("cookie", format!("token={token}"))
        .send()
        .await
        .expect("request");
    assert_eq!(set_cookies(&response), vec![CLEARING.to_owned()]);
    let (status, body) = read_json(response).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        body,
        json!({"success": true, "message": "Successfully logged out"})
    );
    assert_eq!(sessions().await, 0);
    let response = app
        .anonymous()
        .request(Method::GET, "/api/auth/me")
        .header("cookie", format!("token={token}"))
        .send()
        .await
        .expect("request");
    assert_error(
        &read_json(response).await,
        401,
        "Invalid authorization token",
    );
    // The other session of the same account is untouched.
    let (status, _) = owner.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    // The client that logged out has no cookie left.
    let (status, _) = owner.delete("/api/auth/me", json!({})).await;
    assert_eq!(status, StatusCode::OK);
    assert_error(
        &owner.get("/api/auth/me").await,
        401,
        "No cookie token provided",
    );
}

async fn secret_of(app: &TestApp, id: &str) -> Option<String> {
    texts(app, "SELECT secret FROM accounts WHERE id = $1", &[id])
        .await
        .into_iter()
        .next()
        .flatten()
}

#[tokio::test]
async fn new_secret_for_self_replaces_the_old_one_at_once() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let first = owner.with_secret().await;
    let (status, body) = owner
        .post("/api/auth/newSecret", json!({"userID": owner.id()}))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(keys(&body), vec!["success", "message", "result"]);
    assert_eq!(body["message"], "Successfully generated a new secret");
    let second = body["result"]["secret"]
        .as_str()
        .expect("secret")
        .to_owned();
    assert_eq!(second.len(), 32);
    assert!(second.bytes().all(|b| b.is_ascii_alphanumeric()));
    assert_error(&first.get("/api/auth/me").await, 401, "Invalid secret");
    let fresh = Actor {
        secret: Some(second.clone()),
        ..first.clone()
    };
    let (status, _) = fresh.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    for body in [json!({"userID": ""}), json!({"userID": null}), json!({})] {
        let (status, answer) = owner.post("/api/auth/newSecret", body).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            secret_of(&app, owner.id()).await.as_deref(),
            answer["result"]["secret"].as_str()
        );
    }
    assert_error(
        &owner
            .post("/api/auth/newSecret", json!({"userID": 5}))
            .await,
        400,
        "The following fields have an invalid type: userID",
    );
}

#[tokio::test]
async fn new_secret_for_others_follows_the_role_matrix() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let admin2 = app.admin().await;
    let standard = app.standard_user().await;
    let standard2 = app.standard_user().await;
    let unknown = uuid::Uuid::new_v4().to_string();
    let no_permission = "You do not have permission to update users.";
    let too_low = "You do not have a high enough role to update this user.";
    type Expected<'a> = Result<(), (u16, &'a str)>;
    let cases: Vec<(&Actor, &str, Expected)> = vec![
        (&owner, admin.id(), Ok(())),
        (&owner, standard.id(), Ok(())),
        (&owner, &unknown, Err((404, "Invalid id"))),
        (&admin, standard.id(), Ok(())),
        (&admin, admin2.id(), Err((403, too_low))),
        (&admin, owner.id(), Err((403, too_low))),
        (&admin, &unknown, Err((404, "Invalid id"))),
        (&standard, standard2.id(), Err((403, no_permission))),
        (&standard, admin.id(), Err((403, no_permission))),
        (&standard, owner.id(), Err((403, no_permission))),
        (&standard, &unknown, Err((403, no_permission))),
    ];
    for (caller, target, expected) in cases {
        let before = snapshot(&app).await;
        let callers_secret = secret_of(&app, caller.id()).await;
        let answer = caller
            .post("/api/auth/newSecret", json!({"userID": target}))
            .await;
        match expected {
            Ok(()) => {
                assert_eq!(
                    answer.0,
                    StatusCode::OK,
                    "{} -> {target}: {}",
                    caller.username(),
                    answer.1
                );
                let secret = answer.1["result"]["secret"].as_str().expect("secret");
                assert_eq!(secret_of(&app, target).await.as_deref(), Some(secret));
                let as_target = Actor {
                    secret: Some(secret.to_owned()),
                    ..app.anonymous()
                };
                let (_, me) = as_target.get("/api/auth/me").await;
                assert_eq!(me["result"]["id"], target);
                // The caller's own secret is untouched.
                assert_eq!(secret_of(&app, caller.id()).await, callers_secret);
            }
            Err((status, message)) => {
                assert_error(&answer, status, message);
                assert_eq!(before, snapshot(&app).await);
            }
        }
    }
}

#[tokio::test]
async fn new_secret_is_refused_in_demo_mode_after_authentication() {
    let app = TestApp::spawn_with(|s| s.demo = true).await;
    let user = app.user_named("demo_user", Role::Standard).await;
    assert_error(
        &app.anonymous().post("/api/auth/newSecret", json!({})).await,
        401,
        "No cookie token provided",
    );
    assert_error(
        &user.post("/api/auth/newSecret", json!({"userID": 5})).await,
        406,
        "Updating of credentials is not enabled in demo mode.",
    );
    assert_eq!(secret_of(&app, user.id()).await, None);
}
