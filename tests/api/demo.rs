//! Demo mode (api.md §16): the start-up account, one-hour sessions, every
//! refusal of the account routes, and the purge and rotation jobs, which
//! run once per occurrence even when several instances try at once.

use crate::account_kit::{account, insert_account, snapshot, verified, Authenticator};
use crate::db::count;
use crate::helpers::{assert_error, Actor, TestApp, PASSWORD};
use linkhop::app::App;
use linkhop::domain::accounts::Role;
use linkhop::domain::time::now_millis;
use linkhop::jobs::{demo_purge, secret_rotation};
use linkhop::store::NewLink;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

async fn demo_app() -> TestApp {
    TestApp::spawn_with(|s| s.demo = true).await
}

async fn demo_owner(app: &TestApp) -> Actor {
    app.login("demo", "demo").await
}

#[tokio::test]
async fn start_up_creates_the_demo_owner_with_a_secret() {
    let app = demo_app().await;
    assert_eq!(app.app.store.count_accounts().await.expect("count"), 1);
    let response = app
        .anonymous()
        .request(Method::POST, "/api/auth/login")
        .json(&json!({"username": "demo", "password": "demo"}))
        .send()
        .await
        .expect("login");
    let cookie = crate::helpers::set_cookie(&response);
    let (status, body) = crate::helpers::read_json(response).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["username"], "demo");
    assert_eq!(body["result"]["email"], "demo@example.com");
    assert_eq!(body["result"]["role"], "owner");
    assert_eq!(body["result"]["secret"].as_str().map(str::len), Some(32));
    // Sessions last one hour in demo mode.
    assert!(cookie.contains("Max-Age=3600;"), "{cookie}");
    let id = body["result"]["id"].as_str().expect("id");
    let store = &app.app.store;
    let now = now_millis();
    assert_eq!(
        store
            .count_sessions_of_account(id, now + 3_590_000)
            .await
            .expect("n"),
        1
    );
    assert_eq!(
        store
            .count_sessions_of_account(id, now + 3_610_000)
            .await
            .expect("n"),
        0
    );
    let (_, about) = app.anonymous().get("/api/about").await;
    assert_eq!(about["result"]["demo"], true);
    assert_eq!(about["result"]["registration"], false);
    // A second start on the same database adds nobody.
    let again = App::start(app.app.settings.clone()).await.expect("start");
    assert_eq!(again.store.count_accounts().await.expect("count"), 1);
}

#[tokio::test]
async fn outside_demo_mode_no_account_is_created() {
    let app = TestApp::spawn().await;
    assert_eq!(app.app.store.count_accounts().await.expect("count"), 0);
}

#[tokio::test]
async fn account_routes_are_refused_with_406() {
    let app = demo_app().await;
    let owner = demo_owner(&app).await;
    let other = insert_account(&app, "someone", Role::Standard).await;
    let v = verified();
    let credentials = "Updating of credentials is not enabled in demo mode.";
    let cases: Vec<(Method, &str, Value, &str)> = vec![
        (
            Method::POST,
            "/api/auth/register",
            json!({"email": "a@example.com", "username": "abc", "password": PASSWORD}),
            "Registration is not enabled",
        ),
        (
            Method::PATCH,
            "/api/auth/email",
            json!({"newEmail": "x@example.com", "password": "demo"}),
            credentials,
        ),
        (
            Method::PATCH,
            "/api/auth/password",
            json!({"password": "demo", "newPassword": PASSWORD}),
            credentials,
        ),
        (
            Method::PATCH,
            "/api/auth/username",
            json!({"newUsername": "demo2", "password": "demo"}),
            credentials,
        ),
        (Method::POST, "/api/auth/newSecret", json!({}), credentials),
        (
            Method::POST,
            "/api/auth/newSecret",
            json!({"userID": other}),
            credentials,
        ),
        (
            Method::POST,
            "/api/auth/automatic-login",
            json!({"verification": v}),
            credentials,
        ),
        (
            Method::DELETE,
            "/api/auth/automatic-login",
            json!({"verification": v}),
            credentials,
        ),
        (
            Method::GET,
            "/api/auth/totp",
            Value::Null,
            "Enabling 2FA is not supported in demo mode.",
        ),
        (
            Method::POST,
            "/api/auth/totp",
            json!({"token": "123456"}),
            "Enabling 2FA is not supported in demo mode.",
        ),
        (
            Method::POST,
            "/api/user",
            json!({"verification": v, "user": {"username": "newbie", "email": "n@example.com", "password": PASSWORD}}),
            "Creation of users is not enabled in demo mode.",
        ),
        (
            Method::DELETE,
            "/api/user",
            json!({"verification": v, "user": {"id": other}}),
            credentials,
        ),
        (
            Method::PATCH,
            "/api/user/username",
            json!({"verification": v, "user": {"username": "renamed", "account": other}}),
            "Updating of usernames is not enabled in demo mode.",
        ),
        (
            Method::PATCH,
            "/api/user/email",
            json!({"verification": v, "user": {"email": "r@example.com", "account": other}}),
            "Updating of user emails is not enabled in demo mode.",
        ),
        (
            Method::PATCH,
            "/api/user/password",
            json!({"verification": v, "user": {"password": PASSWORD, "account": other}}),
            "Updating of user passwords is not enabled in demo mode.",
        ),
        (
            Method::POST,
            "/api/user/role",
            json!({"verification": v, "user": {"role": "admin", "userID": other}}),
            "Updating of user roles is not enabled in demo mode.",
        ),
    ];
    let before = snapshot(&app).await;
    for (method, path, body, message) in cases {
        let body = if body.is_null() { None } else { Some(body) };
        let answer = owner.send(method.clone(), path, body).await;
        assert_error(&answer, 406, message);
        assert_eq!(
            snapshot(&app).await,
            before,
            "{method} {path}: nothing changed"
        );
    }
    // Demo refusal comes after authentication and the role gate.
    assert_error(
        &app.anonymous().patch("/api/user/username", json!({})).await,
        401,
        "No cookie token provided",
    );
    let standard = app.login("someone", PASSWORD).await;
    assert_error(
        &standard.post("/api/user/role", json!({})).await,
        412,
        "Currently logged-in account does not match role: owner",
    );
    // Listing users still works.
    let (status, _) = owner.get("/api/user/list").await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn disabling_and_recovering_two_factor_work_in_demo_mode() {
    let app = demo_app().await;
    let owner = demo_owner(&app).await;
    let store = &app.app.store;
    // 2FA cannot be enabled through the API here; enable it in the store.
    let id = owner.id().to_owned();
    let enable = |secret: String, backup: &'static str| {
        let id = id.clone();
        async move {
            store
                .set_totp_pending_secret(&id, &secret)
                .await
                .expect("pending");
            let hashes = vec![linkhop::domain::two_factor::hash_backup_code(backup)];
            assert!(store
                .enable_totp(
                    &id,
                    &secret,
                    0,
                    &hashes,
                    &linkhop::domain::audit::AuditBy::command_line()
                        .entry(linkhop::domain::audit::AuditAction::TwoFactorEnabled, 0)
                )
                .await
                .expect("enable"));
        }
    };
    let secret = linkhop::domain::two_factor::new_totp_secret();
    enable(secret.clone(), "ABCDEFGHJKMN").await;
    let mut device = Authenticator::new(&secret);
    let code = device.next_code().await;
    let (status, body) = owner.delete("/api/auth/totp", json!({"token": code})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(!account(&app, owner.id()).await.expect("a").totp_enabled);
    enable(
        linkhop::domain::two_factor::new_totp_secret(),
        "ZYXWVUTSRQPN",
    )
    .await;
    let (status, body) = app
        .anonymous()
        .post(
            "/api/auth/totp/recover",
            json!({"backupCode": "ZYXWVUTSRQPN", "username": "demo", "password": "demo"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(!account(&app, owner.id()).await.expect("a").totp_enabled);
}

/// A moment far from the real clock, so the running scheduler never acts
/// on the links and occurrences these tests use.
fn test_now() -> i64 {
    now_millis() + 24 * 3600 * 1000
}

async fn insert_link(app: &TestApp, slug: &str, created: i64, author: Option<&str>) {
    let id = uuid::Uuid::new_v4().to_string();
    app.app
        .store
        .insert_link(&NewLink {
            id: &id,
            domain_id: "default",
            slug,
            destination: "https://example.com/",
            author,
            team_id: None,
            creation_date: created,
            modified_date: created,
            visits: 0,
            public_stats: false,
        })
        .await
        .expect("insert link");
}

async fn follow(app: &TestApp, slug: &str) -> StatusCode {
    app.anonymous()
        .request(Method::GET, &format!("/{slug}"))
        .send()
        .await
        .expect("follow")
        .status()
}

#[tokio::test]
async fn purge_deletes_exactly_the_links_older_than_ten_minutes() {
    let app = demo_app().await;
    let owner = demo_owner(&app).await;
    let standard = insert_account(&app, "someone", Role::Standard).await;
    let now = test_now();
    let minute = 60 * 1000;
    insert_link(&app, "eleven-minutes", now - 11 * minute, Some(owner.id())).await;
    insert_link(
        &app,
        "just-over-ten",
        now - 10 * minute - 1,
        Some(&standard),
    )
    .await;
    insert_link(&app, "authorless-old", now - 60 * minute, None).await;
    insert_link(&app, "exactly-ten", now - 10 * minute, Some(owner.id())).await;
    insert_link(&app, "nine-minutes", now - 9 * minute, Some(&standard)).await;
    insert_link(&app, "brand-new", now, None).await;
    // Cached by the redirect path before the purge.
    assert_eq!(follow(&app, "eleven-minutes").await, StatusCode::FOUND);
    assert_eq!(
        demo_purge::run_once(&app.app.job_context(), now).await,
        Some(3)
    );
    let mut left: Vec<String> = Vec::new();
    for slug in [
        "eleven-minutes",
        "just-over-ten",
        "authorless-old",
        "exactly-ten",
        "nine-minutes",
        "brand-new",
    ] {
        if app
            .app
            .store
            .slug_exists("default", slug)
            .await
            .expect("exists")
        {
            left.push(slug.to_owned());
        }
    }
    assert_eq!(left, ["exactly-ten", "nine-minutes", "brand-new"]);
    // The cache forgot the deleted slug at once.
    assert_eq!(follow(&app, "eleven-minutes").await, StatusCode::NOT_FOUND);
    assert_eq!(follow(&app, "exactly-ten").await, StatusCode::FOUND);
    // The same occurrence (minute) does not run twice; the next one does.
    assert_eq!(
        demo_purge::run_once(&app.app.job_context(), now + 1).await,
        None
    );
    assert_eq!(
        demo_purge::run_once(&app.app.job_context(), now + minute).await,
        Some(1)
    );
}

#[tokio::test]
async fn purged_links_leave_no_history_behind() {
    let app = demo_app().await;
    let owner = demo_owner(&app).await;
    let (status, body) = owner
        .post(
            "/api/link",
            json!({"destination": "https://example.com/", "slug": "short-lived"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let id = body["result"]["id"].as_str().expect("id").to_owned();
    let history = "SELECT COUNT(*) FROM link_history WHERE link_id = $1";
    assert_eq!(count(&app, history, &[&id]).await, 1, "its creation");
    // Purged for good: no deletion entry to restore it from, and no
    // entries left that the history's sweep (which looks for a deletion)
    // would never remove.
    assert_eq!(
        demo_purge::run_once(&app.app.job_context(), test_now() + 11 * 60 * 1000).await,
        Some(1)
    );
    assert_eq!(count(&app, history, &[&id]).await, 0);
}

#[tokio::test]
async fn rotation_gives_every_account_a_new_secret() {
    let app = demo_app().await;
    let without = insert_account(&app, "no_secret", Role::Standard).await;
    let before = app.app.store.list_accounts().await.expect("list");
    assert!(before.iter().any(|a| a.secret.is_none()));
    assert_eq!(
        secret_rotation::run_at(&app.app.job_context(), test_now()).await,
        Some(2)
    );
    let after = app.app.store.list_accounts().await.expect("list");
    for (old, new) in before.iter().zip(&after) {
        assert_eq!(old.id, new.id);
        let secret = new.secret.as_deref().expect("a secret");
        assert_eq!(secret.len(), 32);
        assert_ne!(old.secret.as_deref(), Some(secret), "{}", new.username);
    }
    assert!(account(&app, &without).await.expect("a").secret.is_some());
    // The old demo secret stopped working.
    let old = before
        .iter()
        .find(|a| a.username == "demo")
        .and_then(|a| a.secret.clone());
    let response = app
        .anonymous()
        .request(Method::GET, "/api/auth/me")
        .header("Authorization", old.expect("old secret"))
        .send()
        .await
        .expect("me");
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn concurrent_runs_of_one_occurrence_act_once_across_instances() {
    let app = demo_app().await;
    // A second instance on the same database.
    let twin = App::start(app.app.settings.clone())
        .await
        .expect("second instance");
    let now = test_now();
    insert_link(&app, "old-link", now - 11 * 60 * 1000, None).await;
    let (jobs, twin_jobs) = (app.app.job_context(), twin.job_context());
    let (a, b) = tokio::join!(
        demo_purge::run_once(&jobs, now),
        demo_purge::run_once(&twin_jobs, now)
    );
    let mut results = [a, b];
    results.sort();
    assert_eq!(results, [None, Some(1)], "exactly one instance purged");
    let (c, d) = tokio::join!(
        demo_purge::run_once(&jobs, now + 60_000),
        demo_purge::run_once(&jobs, now + 60_000)
    );
    assert_eq!(
        [c, d].iter().filter(|r| r.is_some()).count(),
        1,
        "same instance too"
    );

    let before = app.app.store.list_accounts().await.expect("list");
    let (e, f) = tokio::join!(
        secret_rotation::run_at(&jobs, now),
        secret_rotation::run_at(&twin_jobs, now)
    );
    let mut results = [e, f];
    results.sort();
    assert_eq!(results, [None, Some(1)], "exactly one instance rotated");
    let after = app.app.store.list_accounts().await.expect("list");
    assert_ne!(before[0].secret, after[0].secret);
    twin.store.close().await;
}
