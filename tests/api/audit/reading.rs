//! Who reads which entries, the filters and pages, the export, refusals of
//! bad parameters, and the retention's sweep.

use super::entries;
use crate::access::token_actor;
use crate::account_kit::verified;
use crate::db::count;
use crate::helpers::{assert_error, Actor, TestApp, PASSWORD};
use linkhop::domain::audit::{AuditAction, AuditBy};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

fn actions(entries: &[Value]) -> Vec<&str> {
    entries
        .iter()
        .map(|e| e["action"].as_str().expect("action"))
        .collect()
}

async fn create_user(by: &Actor, username: &str) -> String {
    let (status, body) = by
        .post(
            "/api/user",
            json!({"verification": verified(), "user": {"username": username, "email": format!("{username}@example.com"), "password": PASSWORD}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"]["id"].as_str().expect("id").to_owned()
}

#[tokio::test]
async fn admins_read_every_entry_but_the_owners_and_standard_accounts_none() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let standard = app.standard_user().await;
    token_actor(&owner, &["links:read"]).await;
    create_user(&admin, "erin").await;

    let seen_by_owner = entries(&owner, "action=token.created").await;
    assert_eq!(seen_by_owner.len(), 1);
    assert_eq!(seen_by_owner[0]["actor"]["role"], "owner");
    // The owner's own actions are the owner's: an admin reads the rest.
    assert!(entries(&admin, "action=token.created").await.is_empty());
    let read_by_admin = entries(&admin, "").await;
    assert!(read_by_admin.iter().all(|e| e["actor"]["role"] != "owner"));
    assert!(actions(&read_by_admin).contains(&"account.created"));
    // The admin's and standard account's logins are there; the owner's not.
    let logins = entries(&admin, "action=login.succeeded").await;
    let names: Vec<&str> = logins
        .iter()
        .map(|e| e["actor"]["username"].as_str().expect("name"))
        .collect();
    assert!(names.contains(&admin.username()) && names.contains(&standard.username()));
    assert!(!names.contains(&owner.username()));
    assert_eq!(
        entries(&owner, "action=login.succeeded").await.len(),
        logins.len() + 1
    );

    let refused = "Currently logged-in account does not match role: admin or owner";
    assert_error(&standard.get("/api/audit").await, 412, refused);
    assert_error(
        &standard.get("/api/audit/export?format=csv").await,
        412,
        refused,
    );
    assert_eq!(
        app.anonymous().get("/api/audit").await.0,
        StatusCode::UNAUTHORIZED
    );
    // A token needs users:admin, which only the owner and admins can hold.
    let (_, reader) = token_actor(&admin, &["links:read"]).await;
    assert_eq!(reader.get("/api/audit").await.0, StatusCode::FORBIDDEN);
    let (_, script) = token_actor(&admin, &["users:admin"]).await;
    create_user(&script, "frank").await;
    let (status, body) = script.get("/api/audit?target=frank").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let actor = &body["result"]["entries"][0]["actor"];
    assert_eq!(actor["via"], "token", "{body}");
    assert_eq!(actor["viaName"], "script", "{body}");
    assert_eq!(actor["username"], admin.username(), "{body}");
}

#[tokio::test]
async fn filters_narrow_the_log_and_pages_follow_the_cursor() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let mut ids = Vec::new();
    for _ in 0..5 {
        ids.push(token_actor(&owner, &["links:read"]).await.0);
    }
    let (status, _) = owner
        .delete(&format!("/api/auth/tokens/{}", ids[0]), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    let erin = create_user(&owner, "erin").await;

    let group = entries(&owner, "action=token").await;
    assert_eq!(
        actions(&group)
            .iter()
            .filter(|a| **a == "token.created")
            .count(),
        5
    );
    assert_eq!(actions(&group)[0], "token.revoked", "newest first");
    assert_eq!(entries(&owner, "action=token.created").await.len(), 5);
    assert_eq!(
        entries(&owner, &format!("target={}", ids[0])).await.len(),
        2
    );
    let about_erin = entries(&owner, "target=erin").await;
    assert_eq!(about_erin.len(), 1);
    assert_eq!(about_erin[0]["target"]["id"], erin.as_str());
    assert_eq!(
        entries(
            &owner,
            &format!("actor={}&action=token.created", owner.username())
        )
        .await
        .len(),
        5
    );
    assert_eq!(
        entries(&owner, &format!("actor={}", owner.id()))
            .await
            .len(),
        entries(&owner, &format!("actor={}", owner.username()))
            .await
            .len()
    );
    assert!(entries(&owner, "actor=nobody").await.is_empty());
    assert!(entries(&owner, "from=2999-01-01").await.is_empty());
    assert!(entries(&owner, "to=2000-01-01T00:00:00Z").await.is_empty());
    let all = entries(&owner, "").await;
    assert_eq!(
        entries(&owner, "from=2000-01-01&to=2999-01-01").await.len(),
        all.len()
    );

    // Pages of two, each older than the last, add up to the whole log.
    let mut paged = Vec::new();
    let mut path = "/api/audit?limit=2".to_owned();
    loop {
        let (status, body) = owner.get(&path).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let page = body["result"]["entries"]
            .as_array()
            .expect("entries")
            .clone();
        assert!(page.len() <= 2);
        paged.extend(page);
        match body["result"]["cursor"].as_str() {
            Some(cursor) => path = format!("/api/audit?limit=2&before={cursor}"),
            None => break,
        }
    }
    assert_eq!(paged, all);
    let seqs: Vec<i64> = paged
        .iter()
        .map(|e| e["id"].as_i64().expect("id"))
        .collect();
    assert!(seqs.windows(2).all(|w| w[0] > w[1]), "{seqs:?}");

    for (query, message) in [
        ("action=nope", "Invalid action"),
        ("action=token.%25", "Invalid action"),
        ("from=yesterday", "Invalid from or to"),
        ("to=2026-13-01", "Invalid from or to"),
        ("limit=0", "Invalid before or limit"),
        ("limit=1001", "Invalid before or limit"),
        ("before=-3", "Invalid before or limit"),
        ("actor=%01", "Invalid actor or target"),
    ] {
        let (status, body) = owner.get(&format!("/api/audit?{query}")).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{query}: {body}");
        assert!(
            body["message"]
                .as_str()
                .is_some_and(|m| m.starts_with(message)),
            "{query}: {body}"
        );
    }
    let long = "a".repeat(201);
    assert_eq!(
        owner.get(&format!("/api/audit?target={long}")).await.0,
        StatusCode::BAD_REQUEST
    );
}

#[tokio::test]
async fn the_export_is_a_csv_or_json_file_of_the_filtered_log_and_is_itself_recorded() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    // A token name a spreadsheet would run as a formula.
    let (status, body) = owner
        .post(
            "/api/auth/tokens",
            json!({"verification": verified(), "name": "=cmd", "scopes": ["links:read"]}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let response = owner
        .request(Method::GET, "/api/audit/export?format=csv&action=token")
        .send()
        .await
        .expect("export");
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers().clone();
    assert_eq!(headers["content-type"], "text/csv; charset=utf-8");
    let disposition = headers["content-disposition"].to_str().expect("ascii");
    assert!(
        disposition.starts_with("attachment; filename=\"audit-") && disposition.ends_with(".csv\""),
        "{disposition}"
    );
    let csv = response.text().await.expect("body");
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "time,action,actor,actorRole,via,viaName,network,targetKind,targetId,targetName,details"
    );
    assert_eq!(lines.len(), 2, "{csv}");
    assert!(lines[1].contains("\"token.created\""), "{csv}");
    assert!(lines[1].contains("\"'=cmd\""), "{csv}");

    let response = owner
        .request(Method::GET, "/api/audit/export?format=json&action=webhook")
        .send()
        .await
        .expect("export");
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.text().await.expect("body"), "[]");
    let exports = super::entries(&owner, "action=export.downloaded").await;
    assert_eq!(exports.len(), 2);
    assert_eq!(
        exports[0]["details"],
        json!({"what": "audit", "format": "json"})
    );

    assert_error(
        &owner.get("/api/audit/export?format=xml").await,
        400,
        "Invalid format, accepted formats: json, csv",
    );
    assert_eq!(
        owner.get("/api/audit/export").await.0,
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        super::entries(&owner, "action=export.downloaded")
            .await
            .len(),
        2,
        "a refused export is no entry"
    );
}

#[tokio::test]
async fn entries_past_audit_log_days_are_swept_by_housekeeping() {
    let app = TestApp::spawn_with(|s| s.audit_log_days = 30).await;
    let owner = app.owner().await;
    let day = 24 * 60 * 60 * 1000_i64;
    let now = linkhop::domain::time::now_millis();
    for age in [31, 29] {
        let entry = AuditBy::command_line().entry(AuditAction::BackupCreated, now - age * day);
        app.app.store.record_audit(&entry).await.expect("entry");
    }
    let backups = "SELECT COUNT(*) FROM audit_log WHERE action = 'backup.created'";
    assert_eq!(count(&app, backups, &[]).await, 2);
    linkhop::jobs::housekeeping::run_once(&app.app.job_context()).await;
    assert_eq!(count(&app, backups, &[]).await, 1);
    assert_eq!(entries(&owner, "action=backup.created").await.len(), 1);
    // Today's entries stay.
    assert!(!entries(&owner, "action=login.succeeded").await.is_empty());
}
