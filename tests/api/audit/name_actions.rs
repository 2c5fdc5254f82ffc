//! The audit log walk's last part: an account's own names and sessions. A
//! username and an e-mail address changed (the address in no entry), then
//! sessions ended: one, the others, every one.

use super::actions::{check, ok, on};
use super::newest;
use crate::account_kit::verified;
use crate::helpers::{Actor, TestApp, PASSWORD};
use linkhop::domain::audit::AuditAction;
use reqwest::Method;
use serde_json::json;
use std::collections::HashSet;

/// Performs and checks these actions as a new standard account, read by
/// `admin`.
pub(super) async fn walk(app: &TestApp, admin: &Actor, done: &mut HashSet<AuditAction>) {
    let erin = app.standard_user().await;
    let first_name = erin.username().to_owned();
    ok(erin
        .patch(
            "/api/auth/username",
            json!({"newUsername": "erin_renamed", "password": PASSWORD}),
        )
        .await);
    let entry = check(
        admin,
        AuditAction::UsernameChanged,
        on(&first_name, "erin_renamed"),
        done,
    )
    .await;
    assert_eq!(entry["details"]["from"], first_name.as_str());
    ok(erin
        .patch(
            "/api/auth/email",
            json!({"newEmail": "erin@example.org", "password": PASSWORD}),
        )
        .await);
    let entry = check(
        admin,
        AuditAction::EmailChanged,
        on("erin_renamed", "erin_renamed"),
        done,
    )
    .await;
    assert!(!entry.to_string().contains("erin@example.org"), "{entry}");
    let elsewhere = app.login("erin_renamed", PASSWORD).await;
    let (_, sessions) = erin.get("/api/auth/sessions").await;
    let other = sessions["result"]
        .as_array()
        .expect("sessions")
        .iter()
        .find(|s| s["current"] == false)
        .and_then(|s| s["id"].as_str())
        .expect("the other session")
        .to_owned();
    ok(erin
        .send(Method::DELETE, &format!("/api/auth/sessions/{other}"), None)
        .await);
    let entry = check(
        admin,
        AuditAction::SessionsEnded,
        on("erin_renamed", "erin_renamed"),
        done,
    )
    .await;
    assert_eq!(entry["details"], json!({"sessions": 1, "which": "one"}));
    drop(elsewhere);
    let _again = app.login("erin_renamed", PASSWORD).await;
    ok(erin.post("/api/auth/sessions/end-others", json!({})).await);
    let entry = newest(admin, AuditAction::SessionsEnded.as_str()).await;
    assert_eq!(entry["details"], json!({"sessions": 1, "which": "others"}));
    ok(erin
        .post(
            "/api/auth/sessions/revoke",
            json!({"verification": verified()}),
        )
        .await);
    let entry = newest(admin, AuditAction::SessionsEnded.as_str()).await;
    assert_eq!(entry["details"], json!({"sessions": 1, "which": "all"}));
}
