//! The audit log walk's second half: the actions around links (an import,
//! an export, a bulk edit, a backup), webhooks and teams.

use super::actions::{by, check, ok, on, Expected, HOOK_PATH};
use crate::data_helpers::{fixture, upload};
use crate::helpers::{Actor, TestApp};
use linkhop::domain::audit::AuditAction;
use reqwest::{Method, StatusCode};
use serde_json::json;
use std::collections::HashSet;

/// Performs and checks these actions as `owner` (`carol` joins a team);
/// the secrets handled go to `secrets`.
pub(super) async fn walk(
    app: &TestApp,
    owner: &Actor,
    carol: &Actor,
    done: &mut HashSet<AuditAction>,
    secrets: &mut Vec<String>,
) {
    // Links: an import, an export, a bulk edit, and a backup by the server.
    let imported = ok(upload(owner, "lynx", "lynx.json", fixture("lynx.json")).await);
    let entry = check(
        owner,
        AuditAction::ImportFinished,
        on(owner.username(), owner.username()),
        done,
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
        owner,
        AuditAction::ExportDownloaded,
        by(owner.username()),
        done,
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
        owner,
        AuditAction::LinksBulkEdited,
        by(owner.username()),
        done,
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
        owner,
        AuditAction::BackupCreated,
        Expected {
            actor: None,
            via: "cli",
            target: None,
        },
        done,
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
        owner,
        AuditAction::WebhookCreated,
        on(owner.username(), "127.0.0.1"),
        done,
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
        owner,
        AuditAction::WebhookChanged,
        on(owner.username(), "127.0.0.1"),
        done,
    )
    .await;
    assert_eq!(entry["details"], json!({"secretRotated": true}));
    ok(owner
        .send(Method::DELETE, &format!("/api/webhooks/{hook}"), None)
        .await);
    check(
        owner,
        AuditAction::WebhookDeleted,
        on(owner.username(), "127.0.0.1"),
        done,
    )
    .await;

    // A team: created, renamed, limited to a domain, a member set and removed, a link moved
    // into it and out again, then deleted.
    let team = ok(owner.post("/api/teams", json!({"name": "Audited"})).await);
    let team = team["id"].as_str().expect("team id").to_owned();
    check(
        owner,
        AuditAction::TeamCreated,
        on(owner.username(), "Audited"),
        done,
    )
    .await;
    ok(owner
        .patch(
            &format!("/api/teams/{team}"),
            json!({"name": "Audited team"}),
        )
        .await);
    let entry = check(
        owner,
        AuditAction::TeamRenamed,
        on(owner.username(), "Audited team"),
        done,
    )
    .await;
    assert_eq!(entry["details"]["from"], "Audited");
    ok(owner
        .patch(
            &format!("/api/teams/{team}"),
            json!({"domains": ["default"]}),
        )
        .await);
    let entry = check(
        owner,
        AuditAction::TeamDomainsSet,
        on(owner.username(), "Audited team"),
        done,
    )
    .await;
    assert_eq!(entry["details"]["domains"], json!(["default"]));
    let member = format!("/api/teams/{team}/members/{}", carol.id());
    ok(owner
        .send(Method::PUT, &member, Some(json!({"role": "editor"})))
        .await);
    let entry = check(
        owner,
        AuditAction::TeamMemberSet,
        on(owner.username(), "carol"),
        done,
    )
    .await;
    assert_eq!(entry["details"]["role"], "editor");
    ok(owner.send(Method::DELETE, &member, None).await);
    check(
        owner,
        AuditAction::TeamMemberRemoved,
        on(owner.username(), "carol"),
        done,
    )
    .await;
    let moved = format!("/api/link/{}/move", first["id"].as_str().expect("id"));
    ok(owner.post(&moved, json!({"team": team})).await);
    let entry = check(
        owner,
        AuditAction::LinksMoved,
        on(owner.username(), "audit-a"),
        done,
    )
    .await;
    assert_eq!(entry["details"]["toTeam"], team.as_str());
    ok(owner.post(&moved, json!({"team": null})).await);
    ok(owner
        .send(Method::DELETE, &format!("/api/teams/{team}"), None)
        .await);
    check(
        owner,
        AuditAction::TeamDeleted,
        on(owner.username(), "Audited team"),
        done,
    )
    .await;
}
