//! Walks the audit log's list of actions (`AuditAction::ALL`): each is
//! performed the way a user or the server does it, and its entry names the
//! action, who did it through what, from which network, and what to. The
//! secrets the walk handles (passwords, tokens, the API secret, webhook
//! secrets, a hook URL's path) appear in no entry.

use super::{entries, newest};
use crate::access::token_actor;
use crate::account_kit::{enable_two_factor, insert_account, verified};
use crate::helpers::{read_json, Actor, TestApp, PASSWORD};
use crate::passkey_kit::ORIGIN;
use linkhop::domain::accounts::Role;
use linkhop::domain::audit::AuditAction;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use std::collections::HashSet;

/// What an action's entry must say.
struct Expected<'a> {
    actor: Option<&'a str>,
    via: &'a str,
    /// The target's name, or its id when it has none.
    target: Option<&'a str>,
}

/// Checks `reader`'s newest entry of `action` and ticks the action off.
async fn check(
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

fn ok((status, body): (StatusCode, Value)) -> Value {
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"].clone()
}

const NEW_PASSWORD: &str = "Another-Battery-7";
const WRONG_PASSWORD: &str = "Wrong-Guess-Staple-3";
const HOOK_PATH: &str = "T0SECRETPATH";

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
        Expected {
            target: Some("laptop"),
            ..by("carol")
        },
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
        Expected {
            target: Some(passkey_id),
            ..by("carol")
        },
        &mut done,
    )
    .await;
    let (mut device, codes) = enable_two_factor(&carol).await;
    secrets.extend(codes);
    check(
        &owner,
        AuditAction::TwoFactorEnabled,
        Expected {
            target: Some("carol"),
            ..by("carol")
        },
        &mut done,
    )
    .await;
    let code = device.next_code().await;
    ok(carol.delete("/api/auth/totp", json!({"token": code})).await);
    check(
        &owner,
        AuditAction::TwoFactorDisabled,
        Expected {
            target: Some("carol"),
            ..by("carol")
        },
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
        Expected {
            target: Some("carol"),
            ..by("carol")
        },
        &mut done,
    )
    .await;

    // Tokens and the API secret.
    let (token_id, bearer) = token_actor(&owner, &["links:read"]).await;
    secrets.push(bearer.secret.clone().expect("token"));
    let entry = check(
        &owner,
        AuditAction::TokenCreated,
        Expected {
            target: Some("script"),
            ..by(owner.username())
        },
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
        Expected {
            target: Some(&token_id),
            ..by(owner.username())
        },
        &mut done,
    )
    .await;
    let renewed = ok(owner.post("/api/auth/newSecret", json!({})).await);
    secrets.push(renewed["secret"].as_str().expect("secret").to_owned());
    check(
        &owner,
        AuditAction::SecretRenewed,
        Expected {
            target: Some(owner.id()),
            ..by(owner.username())
        },
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
        Expected {
            target: Some("dave"),
            ..by(admin.username())
        },
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
        Expected {
            target: Some("dave"),
            ..by(owner.username())
        },
        &mut done,
    )
    .await;
    assert_eq!(entry["details"], json!({"from": "standard", "to": "admin"}));
    let user = json!({"verification": verified(), "user": {"id": dave}});
    ok(owner.post("/api/user/disable", user.clone()).await);
    check(
        &owner,
        AuditAction::AccountDisabled,
        Expected {
            target: Some("dave"),
            ..by(owner.username())
        },
        &mut done,
    )
    .await;
    ok(owner.post("/api/user/enable", user.clone()).await);
    check(
        &owner,
        AuditAction::AccountEnabled,
        Expected {
            target: Some("dave"),
            ..by(owner.username())
        },
        &mut done,
    )
    .await;
    ok(owner.delete("/api/user", user).await);
    check(
        &owner,
        AuditAction::AccountDeleted,
        Expected {
            target: Some("dave"),
            ..by(owner.username())
        },
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
        Expected {
            target: Some("go.example.org"),
            ..by(owner.username())
        },
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
        Expected {
            target: Some("go.example.org"),
            ..by(owner.username())
        },
        &mut done,
    )
    .await;
    ok(owner
        .send(Method::DELETE, &format!("/api/domains/{domain}"), None)
        .await);
    check(
        &owner,
        AuditAction::DomainRemoved,
        Expected {
            target: Some("go.example.org"),
            ..by(owner.username())
        },
        &mut done,
    )
    .await;

    // Links: an import, an export, a bulk edit, and a backup by the server.
    let file = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/lynx.json"
    ))
    .expect("fixture");
    let response = owner
        .request(Method::POST, "/api/import")
        .multipart(
            reqwest::multipart::Form::new()
                .text("service", "lynx")
                .part(
                    "file",
                    reqwest::multipart::Part::bytes(file).file_name("lynx.json"),
                ),
        )
        .send()
        .await
        .expect("import");
    let imported = ok(read_json(response).await);
    let entry = check(
        &owner,
        AuditAction::ImportFinished,
        Expected {
            target: Some(owner.username()),
            ..by(owner.username())
        },
        &mut done,
    )
    .await;
    assert_eq!(entry["details"]["imported"], imported["imported"]);
    let response = owner
        .request(Method::GET, "/api/export?format=csv")
        .send()
        .await
        .expect("export");
    assert_eq!(response.status(), StatusCode::OK);
    let entry = check(
        &owner,
        AuditAction::ExportDownloaded,
        by(owner.username()),
        &mut done,
    )
    .await;
    assert_eq!(entry["details"], json!({"what": "links", "format": "csv"}));
    let first = owner.create_link("audit-a", "https://example.com/a").await;
    let second = owner.create_link("audit-b", "https://example.com/b").await;
    ok(owner
        .patch(
            "/api/link/bulk",
            json!({"ids": [first["id"], second["id"]], "addTags": ["audited"]}),
        )
        .await);
    let entry = check(
        &owner,
        AuditAction::LinksBulkEdited,
        by(owner.username()),
        &mut done,
    )
    .await;
    assert_eq!(entry["details"]["links"], 2);
    assert_eq!(entry["details"]["change"], json!(["tags"]));
    let backups = tempfile::tempdir().expect("dir");
    let plan = linkhop::transfer::backup::BackupPlan {
        dir: backups.path().to_owned(),
        count: 1,
    };
    linkhop::transfer::backup::write_backup_for(&app.app.store, &plan, chrono::Utc::now())
        .await
        .expect("backup")
        .expect("written");
    let entry = check(
        &owner,
        AuditAction::BackupCreated,
        Expected {
            actor: None,
            via: "cli",
            target: None,
        },
        &mut done,
    )
    .await;
    assert_eq!(entry["details"]["file"], "backup.json");

    // A webhook: created, changed, its secret rotated, deleted. The entry
    // names the URL's host only.
    let hook = ok(owner
        .post(
            "/api/webhooks",
            json!({"url": format!("http://127.0.0.1:9/hook/{HOOK_PATH}"), "events": ["link.created"]}),
        )
        .await);
    secrets.push(hook["secret"].as_str().expect("secret").to_owned());
    let hook = hook["id"].as_str().expect("hook id").to_owned();
    check(
        &owner,
        AuditAction::WebhookCreated,
        Expected {
            target: Some("127.0.0.1"),
            ..by(owner.username())
        },
        &mut done,
    )
    .await;
    ok(owner
        .patch(
            &format!("/api/webhooks/{hook}"),
            json!({"description": "audited"}),
        )
        .await);
    let rotated = ok(owner
        .post(&format!("/api/webhooks/{hook}/secret"), json!({}))
        .await);
    secrets.push(rotated["secret"].as_str().expect("secret").to_owned());
    let entry = check(
        &owner,
        AuditAction::WebhookChanged,
        Expected {
            target: Some("127.0.0.1"),
            ..by(owner.username())
        },
        &mut done,
    )
    .await;
    assert_eq!(entry["details"], json!({"secretRotated": true}));
    ok(owner
        .send(Method::DELETE, &format!("/api/webhooks/{hook}"), None)
        .await);
    check(
        &owner,
        AuditAction::WebhookDeleted,
        Expected {
            target: Some("127.0.0.1"),
            ..by(owner.username())
        },
        &mut done,
    )
    .await;

    // A team: created, renamed, a member set and removed, a link moved
    // into it and out again, then deleted.
    let team = ok(owner.post("/api/teams", json!({"name": "Audited"})).await);
    let team = team["id"].as_str().expect("team id").to_owned();
    check(
        &owner,
        AuditAction::TeamCreated,
        Expected {
            target: Some("Audited"),
            ..by(owner.username())
        },
        &mut done,
    )
    .await;
    ok(owner
        .patch(
            &format!("/api/teams/{team}"),
            json!({"name": "Audited team"}),
        )
        .await);
    let entry = check(
        &owner,
        AuditAction::TeamRenamed,
        Expected {
            target: Some("Audited team"),
            ..by(owner.username())
        },
        &mut done,
    )
    .await;
    assert_eq!(entry["details"]["from"], "Audited");
    let member = format!("/api/teams/{team}/members/{}", carol.id());
    ok(owner
        .send(Method::PUT, &member, Some(json!({"role": "editor"})))
        .await);
    let entry = check(
        &owner,
        AuditAction::TeamMemberSet,
        Expected {
            target: Some("carol"),
            ..by(owner.username())
        },
        &mut done,
    )
    .await;
    assert_eq!(entry["details"]["role"], "editor");
    ok(owner.send(Method::DELETE, &member, None).await);
    check(
        &owner,
        AuditAction::TeamMemberRemoved,
        Expected {
            target: Some("carol"),
            ..by(owner.username())
        },
        &mut done,
    )
    .await;
    let moved = format!("/api/link/{}/move", first["id"].as_str().expect("id"));
    ok(owner.post(&moved, json!({"team": team})).await);
    let entry = check(
        &owner,
        AuditAction::LinksMoved,
        Expected {
            target: Some("audit-a"),
            ..by(owner.username())
        },
        &mut done,
    )
    .await;
    assert_eq!(entry["details"]["toTeam"], team.as_str());
    ok(owner.post(&moved, json!({"team": null})).await);
    ok(owner
        .send(Method::DELETE, &format!("/api/teams/{team}"), None)
        .await);
    check(
        &owner,
        AuditAction::TeamDeleted,
        Expected {
            target: Some("Audited team"),
            ..by(owner.username())
        },
        &mut done,
    )
    .await;

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
        Expected {
            target: Some(admin.username()),
            ..by(owner.username())
        },
        &mut done,
    )
    .await;
    assert_eq!(entry["actor"]["role"], "owner");

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

/// `actor`'s action through the dashboard, on nothing.
fn by(actor: &str) -> Expected<'_> {
    Expected {
        actor: Some(actor),
        via: "dashboard",
        target: None,
    }
}
