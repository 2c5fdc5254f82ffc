//! Walks the audit log's list of actions (`AuditAction::ALL`): each is
//! performed the way a user or the server does it, and its entry names the
//! action, who did it through what, from which network, and what to. The
//! secrets the walk handles (passwords, tokens, the API secret, webhook
//! secrets, a hook URL's path) appear in no entry.

use super::{entries, newest};
use crate::access::token_actor;
use crate::account_kit::{enable_two_factor, insert_account, verified};
use crate::helpers::{Actor, TestApp, PASSWORD};
use crate::passkey_kit::ORIGIN;
use linkhop::domain::accounts::Role;
use linkhop::domain::audit::AuditAction;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use std::collections::HashSet;

/// What an action's entry must say.
pub(super) struct Expected<'a> {
    pub(super) actor: Option<&'a str>,
    pub(super) via: &'a str,
    /// The target's name, or its id when it has none.
    pub(super) target: Option<&'a str>,
}

/// Checks `reader`'s newest entry of `action` and ticks the action off.
pub(super) async fn check(
    reader: &Actor,
    action: AuditAction,
    expected: Expected<'_>,
    done: &mut HashSet<AuditAction>,
) -> Value {
    let entry = newest(reader, action.as_str()).await;
    assert_eq!(entry["action"], action.as_str(), "no entry for {action:?}");
    assert_eq!(
        entry["actor"]["username"].as_str(),
        expected.actor,
        "{entry}"
    );
    assert_eq!(entry["actor"]["via"], expected.via, "{entry}");
    if expected.via != "cli" {
        assert_eq!(entry["actor"]["network"], "127.0.0.0/24", "{entry}");
    }
    let target = &entry["target"];
    let named = target["name"].as_str().or(target["id"].as_str());
    assert_eq!(named, expected.target, "{entry}");
    done.insert(action);
    entry
}

pub(super) fn ok((status, body): (StatusCode, Value)) -> Value {
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"].clone()
}

const NEW_PASSWORD: &str = "Another-Battery-7";
const WRONG_PASSWORD: &str = "Wrong-Guess-Staple-3";
pub(super) const HOOK_PATH: &str = "T0SECRETPATH";

#[tokio::test]
async fn every_action_of_the_list_is_recorded_with_who_what_and_where() {
    let app = TestApp::spawn_with(|s| {
        s.domain = Some(ORIGIN.to_owned());
        s.webhooks.allow_private = true;
    })
    .await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    insert_account(&app, "carol", Role::Standard).await;
    let carol = app.login("carol", PASSWORD).await;
    let mut done = HashSet::new();
    let mut secrets = vec![
        PASSWORD.to_owned(),
        WRONG_PASSWORD.to_owned(),
        NEW_PASSWORD.to_owned(),
        HOOK_PATH.to_owned(),
    ];

    // Logins: carol's above; a wrong password for admin.
    let entry = check(&owner, AuditAction::LoginSucceeded, by("carol"), &mut done).await;
    assert_eq!(entry["details"]["method"], "password");
    let (status, _) = app
        .anonymous()
        .post(
            "/api/auth/login",
            json!({"username": admin.username(), "password": WRONG_PASSWORD}),
        )
        .await;
    assert_ne!(status, StatusCode::OK);
    let entry = check(
        &owner,
        AuditAction::LoginFailed,
        Expected {
            actor: Some(admin.username()),
            ..by("")
        },
        &mut done,
    )
    .await;
    assert_eq!(entry["details"]["reason"], "password");

    // Second factors: a passkey added and removed, TOTP on and off.
    let (_, passkey) = crate::passkeys::add_passkey(&carol, "laptop").await;
    check(
        &owner,
        AuditAction::PasskeyAdded,
        on("carol", "laptop"),
        &mut done,
    )
    .await;
    let passkey_id = passkey["id"].as_str().expect("passkey id");
    ok(carol
        .delete(
            &format!("/api/auth/passkeys/{passkey_id}"),
            json!({"verification": verified()}),
        )
        .await);
    check(
        &owner,
        AuditAction::PasskeyRemoved,
        on("carol", passkey_id),
        &mut done,
    )
    .await;
    let (mut device, codes) = enable_two_factor(&carol).await;
    secrets.extend(codes);
    check(
        &owner,
        AuditAction::TwoFactorEnabled,
        on("carol", "carol"),
        &mut done,
    )
    .await;
    let code = device.next_code().await;
    ok(carol.delete("/api/auth/totp", json!({"token": code})).await);
    check(
        &owner,
        AuditAction::TwoFactorDisabled,
        on("carol", "carol"),
        &mut done,
    )
    .await;
    ok(carol
        .patch(
            "/api/auth/password",
            json!({"password": PASSWORD, "newPassword": NEW_PASSWORD}),
        )
        .await);
    check(
        &owner,
        AuditAction::PasswordChanged,
        on("carol", "carol"),
        &mut done,
    )
    .await;

    // Tokens and the API secret.
    let (token_id, bearer) = token_actor(&owner, &["links:read"]).await;
    secrets.push(bearer.secret.clone().expect("token"));
    let entry = check(
        &owner,
        AuditAction::TokenCreated,
        on(owner.username(), "script"),
        &mut done,
    )
    .await;
    assert_eq!(entry["details"]["scopes"], "links:read");
    ok(owner
        .delete(&format!("/api/auth/tokens/{token_id}"), json!({}))
        .await);
    check(
        &owner,
        AuditAction::TokenRevoked,
        on(owner.username(), &token_id),
        &mut done,
    )
    .await;
    let renewed = ok(owner.post("/api/auth/newSecret", json!({})).await);
    secrets.push(renewed["secret"].as_str().expect("secret").to_owned());
    check(
        &owner,
        AuditAction::SecretRenewed,
        on(owner.username(), owner.id()),
        &mut done,
    )
    .await;

    // Accounts: created by an admin, promoted, disabled, enabled, deleted.
    let created = ok(admin
        .post(
            "/api/user",
            json!({"verification": verified(), "user": {"username": "dave", "email": "dave@example.com", "password": PASSWORD}}),
        )
        .await);
    let dave = created["id"].as_str().expect("id").to_owned();
    let entry = check(
        &owner,
        AuditAction::AccountCreated,
        on(admin.username(), "dave"),
        &mut done,
    )
    .await;
    assert_eq!(entry["details"]["role"], "standard");
    assert_eq!(entry["actor"]["role"], "admin");
    ok(owner
        .post(
            "/api/user/role",
            json!({"verification": verified(), "user": {"role": "admin", "userID": dave}}),
        )
        .await);
    let entry = check(
        &owner,
        AuditAction::RoleChanged,
        on(owner.username(), "dave"),
        &mut done,
    )
    .await;
    assert_eq!(entry["details"], json!({"from": "standard", "to": "admin"}));
    let user = json!({"verification": verified(), "user": {"id": dave}});
    ok(owner.post("/api/user/disable", user.clone()).await);
    check(
        &owner,
        AuditAction::AccountDisabled,
        on(owner.username(), "dave"),
        &mut done,
    )
    .await;
    ok(owner.post("/api/user/enable", user.clone()).await);
    check(
        &owner,
        AuditAction::AccountEnabled,
        on(owner.username(), "dave"),
        &mut done,
    )
    .await;
    ok(owner.delete("/api/user", user).await);
    check(
        &owner,
        AuditAction::AccountDeleted,
        on(owner.username(), "dave"),
        &mut done,
    )
    .await;

    // The two-factor policy, and a domain added, changed and removed.
    ok(owner
        .patch(
            "/api/auth/policy",
            json!({"verification": verified(), "twoFactor": "optional"}),
        )
        .await);
    let entry = check(
        &owner,
        AuditAction::PolicyChanged,
        by(owner.username()),
        &mut done,
    )
    .await;
    assert_eq!(entry["details"]["twoFactorPolicy"], "optional");
    let domain = ok(owner
        .post("/api/domains", json!({"host": "go.example.org"}))
        .await);
    let domain = domain["id"].as_str().expect("domain id").to_owned();
    check(
        &owner,
        AuditAction::DomainAdded,
        on(owner.username(), "go.example.org"),
        &mut done,
    )
    .await;
    ok(owner
        .patch(
            &format!("/api/domains/{domain}"),
            json!({"notFoundRedirect": "https://example.com/404"}),
        )
        .await);
    check(
        &owner,
        AuditAction::DomainChanged,
        on(owner.username(), "go.example.org"),
        &mut done,
    )
    .await;
    ok(owner
        .send(Method::DELETE, &format!("/api/domains/{domain}"), None)
        .await);
    check(
        &owner,
        AuditAction::DomainRemoved,
        on(owner.username(), "go.example.org"),
        &mut done,
    )
    .await;

    super::link_actions::walk(&app, &owner, &carol, &mut done, &mut secrets).await;

    // Last: the owner hands the instance over; the new owner reads it.
    ok(owner
        .post(
            "/api/user/role",
            json!({"verification": verified(), "user": {"role": "owner", "userID": admin.id()}}),
        )
        .await);
    let entry = check(
        &admin,
        AuditAction::OwnershipTransferred,
        on(owner.username(), admin.username()),
        &mut done,
    )
    .await;
    assert_eq!(entry["actor"]["role"], "owner");

    super::name_actions::walk(&app, &admin, &mut done).await;

    let listed: HashSet<AuditAction> = AuditAction::ALL.into_iter().collect();
    let missed: Vec<_> = listed.difference(&done).collect();
    assert!(
        missed.is_empty(),
        "actions the walk did not perform: {missed:?}"
    );

    // No secret in any entry, read page by page or exported.
    let all = entries(&admin, "").await;
    assert!(all.len() >= AuditAction::ALL.len());
    let response = admin
        .request(Method::GET, "/api/audit/export?format=json")
        .send()
        .await
        .expect("export");
    assert_eq!(response.status(), StatusCode::OK);
    let exported = response.text().await.expect("body");
    let parsed: Vec<Value> = serde_json::from_str(&exported).expect("a JSON array");
    // The export is itself an entry, written before the file is read.
    assert_eq!(parsed.len(), all.len() + 1);
    let paged = serde_json::to_string(&all).expect("json");
    for secret in &secrets {
        assert!(
            !exported.contains(secret.as_str()),
            "a secret in the export: {secret}"
        );
        assert!(
            !paged.contains(secret.as_str()),
            "a secret in the log: {secret}"
        );
    }
}

/// `actor`'s action through the dashboard on `target` (its name or id).
pub(super) fn on<'a>(actor: &'a str, target: &'a str) -> Expected<'a> {
    Expected {
        target: Some(target),
        ..by(actor)
    }
}

/// `actor`'s action through the dashboard, on nothing.
pub(super) fn by(actor: &str) -> Expected<'_> {
    Expected {
        actor: Some(actor),
        via: "dashboard",
        target: None,
    }
}
