//! Helpers for the account tests: an authenticator that yields TOTP codes
//! never reused, verification objects, cheap accounts with sessions made
//! directly in the store, and snapshots for "nothing changed" checks.

#![allow(dead_code)]

use crate::helpers::{Actor, TestApp, PASSWORD};
use linkhop::domain::accounts::Role;
use linkhop::domain::two_factor::{code_at, STEP_SECONDS};
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::sync::OnceLock;
use std::time::Duration;

pub fn unix_seconds() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock")
        .as_secs()
}

pub fn current_step() -> i64 {
    (unix_seconds() / STEP_SECONDS) as i64
}

/// Acts as the user's authenticator app: every code it hands out is for a
/// later step than the previous one, as the server requires.
pub struct Authenticator {
    pub secret: String,
    pub last_step: Option<i64>,
}

impl Authenticator {
    pub fn new(secret: &str) -> Self {
        Self {
            secret: secret.to_owned(),
            last_step: None,
        }
    }

    pub fn code_for_step(&self, step: i64) -> String {
        code_at(&self.secret, step as u64 * STEP_SECONDS).expect("code")
    }

    /// A code the server will accept now; waits for the next step when the
    /// three accepted steps around now are used up.
    pub async fn next_code(&mut self) -> String {
        loop {
            let now = unix_seconds();
            let current = (now / STEP_SECONDS) as i64;
            // The previous step is safe only well before the step changes.
            let earliest = if now % STEP_SECONDS < 20 {
                current - 1
            } else {
                current
            };
            let step = self.last_step.map_or(earliest, |l| (l + 1).max(earliest));
            if step <= current + 1 {
                self.last_step = Some(step);
                return self.code_for_step(step);
            }
            let wait = STEP_SECONDS - now % STEP_SECONDS;
            tokio::time::sleep(Duration::from_secs(wait) + Duration::from_millis(200)).await;
        }
    }

    /// A well-formed code valid for none of the steps around now.
    pub fn wrong_code(&self) -> String {
        let current = current_step();
        let valid: Vec<String> = (current - 2..=current + 2)
            .map(|s| self.code_for_step(s))
            .collect();
        (0..1000)
            .map(|n| format!("{:06}", (n * 7919 + 123) % 1_000_000))
            .find(|c| !valid.contains(c))
            .expect("a wrong code")
    }
}

/// Starts and confirms 2FA for `actor`; returns its authenticator and the
/// backup codes.
pub async fn enable_two_factor(actor: &Actor) -> (Authenticator, Vec<String>) {
    let (status, body) = actor.get("/api/auth/totp").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let mut device = Authenticator::new(body["result"]["secret"].as_str().expect("secret"));
    let code = device.next_code().await;
    let (status, body) = actor.post("/api/auth/totp", json!({"token": code})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let codes = body["result"]["backupCodes"]
        .as_array()
        .expect("backup codes")
        .iter()
        .map(|c| c.as_str().expect("code").to_owned())
        .collect();
    (device, codes)
}

/// The dashboard's verification object with the password.
pub fn by_password(password: &str) -> Value {
    json!({"password": password, "token": ""})
}

/// The dashboard's verification object with a TOTP code.
pub fn by_code(code: &str) -> Value {
    json!({"password": "", "token": code})
}

pub fn verified() -> Value {
    by_password(PASSWORD)
}

/// One Argon2 hash of [`PASSWORD`] shared by every cheap account.
fn password_hash() -> &'static str {
    static HASH: OnceLock<String> = OnceLock::new();
    HASH.get_or_init(|| linkhop::domain::passwords::hash_password(PASSWORD).expect("hash"))
}

/// Inserts an account with [`PASSWORD`] directly (the first one becomes
/// owner) and returns its id.
pub async fn insert_account(app: &TestApp, username: &str, role: Role) -> String {
    insert_account_with_id(app, &uuid::Uuid::new_v4().to_string(), username, role).await
}

/// Like [`insert_account`] with a chosen id (e.g. one named by SOLE_USER).
pub async fn insert_account_with_id(app: &TestApp, id: &str, username: &str, role: Role) -> String {
    let id = id.to_owned();
    let email = format!("{username}@example.com");
    let new = linkhop::store::NewAccount {
        id: &id,
        username,
        email: &email,
        password_hash: password_hash(),
        secret: None,
        created_at: linkhop::domain::time::now_millis(),
    };
    let account = app
        .app
        .store
        .insert_account(
            &new,
            Role::Standard,
            &linkhop::domain::audit::AuditBy::command_line()
                .entry(linkhop::domain::audit::AuditAction::AccountCreated, 0),
        )
        .await
        .expect("insert account");
    if account.role() != role {
        app.app
            .store
            .set_account_role(
                &id,
                role,
                &linkhop::domain::audit::AuditBy::command_line()
                    .entry(linkhop::domain::audit::AuditAction::RoleChanged, 0),
            )
            .await
            .expect("set role");
    }
    id
}

/// The account SOLE_USER names (`id`, "solo"), owner, with automatic login
/// allowed.
pub async fn insert_sole_user(app: &TestApp, id: &str) {
    insert_account_with_id(app, id, "solo", Role::Owner).await;
    app.app
        .store
        .set_allow_automatic_login(id, true)
        .await
        .expect("flag");
}

/// A `Cookie` header value for a session of `id` made in the store.
pub async fn session_cookie(app: &TestApp, id: &str) -> String {
    let token = linkhop::domain::tokens::new_session_token();
    let now = linkhop::domain::time::now_millis();
    app.app
        .store
        .insert_session(
            &linkhop::domain::tokens::hash_session_token(&token),
            id,
            now,
            now + 3_600_000,
            &Default::default(),
            &linkhop::domain::audit::AuditBy::command_line()
                .entry(linkhop::domain::audit::AuditAction::LoginSucceeded, 0),
        )
        .await
        .expect("session");
    format!("token={token}")
}

/// A cookie session for `id` made in the store, without a login.
pub async fn session_actor(app: &TestApp, id: &str) -> Actor {
    let mut headers = reqwest::header::HeaderMap::new();
    headers.insert(
        reqwest::header::COOKIE,
        session_cookie(app, id)
            .await
            .parse()
            .expect("cookie header"),
    );
    let client = reqwest::Client::builder()
        .default_headers(headers)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    let account = app
        .app
        .store
        .find_account_by_id(id)
        .await
        .expect("find")
        .expect("account");
    Actor {
        base: app.base.clone(),
        client,
        account: json!({"id": account.id, "username": account.username}),
        secret: None,
    }
}

pub async fn account(app: &TestApp, id: &str) -> Option<linkhop::store::AccountRecord> {
    app.app.store.find_account_by_id(id).await.expect("find")
}

/// Every account with every column, and the session count of each.
pub async fn snapshot(app: &TestApp) -> String {
    let now = linkhop::domain::time::now_millis();
    let mut out = String::new();
    for a in app.app.store.list_accounts().await.expect("list") {
        let sessions = app
            .app
            .store
            .count_sessions_of_account(&a.id, now)
            .await
            .expect("sessions");
        out.push_str(&format!("{a:?} sessions={sessions}\n"));
    }
    out
}

pub async fn sessions_of(app: &TestApp, id: &str) -> i64 {
    app.app
        .store
        .count_sessions_of_account(id, linkhop::domain::time::now_millis())
        .await
        .expect("sessions")
}
