//! Registration: the first account becomes owner, field and uniqueness
//! checks, demo mode and concurrent registrations (api.md §4.5).

use crate::db::{count, snapshot};
use crate::helpers::{
    assert_error, keys, read_json, refused_besides_one_success, set_cookies, TestApp, PASSWORD,
};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

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
    for refused in refused_besides_one_success(&[(a.0, a.1), (b.0, b.1)]) {
        assert_error(refused, 400, "Field(s) are already used");
        assert_eq!(refused.1["details"]["exists"]["username"], true);
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM accounts", &[]).await, 2);
}
