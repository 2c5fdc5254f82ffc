//! Restoring a deleted team link (docs/history.md, docs/teams.md): it is
//! listed to those who could change it, the team's editors and managers,
//! and comes back in its team; a team that is gone leaves it its author's.

use super::{create_team, set_member, team_link};
use crate::helpers::{Actor, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

async fn delete(actor: &Actor, id: &str) {
    let (status, body) = actor
        .send(Method::DELETE, "/api/link", Some(json!({"ids": [id]})))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

/// The deleted links `actor` may restore, by slug, with their team.
async fn restorable(actor: &Actor) -> Vec<(String, Value)> {
    let (status, body) = actor.get("/api/link/deleted").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"]["links"]
        .as_array()
        .expect("links")
        .iter()
        .map(|l| {
            (
                l["slug"].as_str().unwrap_or("").to_owned(),
                l["team"].clone(),
            )
        })
        .collect()
}

async fn restore(actor: &Actor, id: &str) -> (StatusCode, Value) {
    actor
        .post(&format!("/api/link/{id}/restore"), json!({}))
        .await
}

#[tokio::test]
async fn a_deleted_team_link_comes_back_in_its_team_for_its_editors() {
    let app = TestApp::spawn().await;
    app.owner().await;
    let manager = app.standard_user().await;
    let editor = app.standard_user().await;
    let viewer = app.standard_user().await;
    let stranger = app.standard_user().await;
    let team = create_team(&manager, "Restorers").await;
    set_member(&manager, &team, &editor, "editor").await;
    set_member(&manager, &team, &viewer, "viewer").await;
    let link = team_link(&editor, &team, "come-back").await;
    let id = link["id"].as_str().expect("id").to_owned();
    delete(&editor, &id).await;

    let listed = vec![("come-back".to_owned(), json!(team))];
    assert_eq!(
        restorable(&manager).await,
        listed,
        "another editor of the team"
    );
    assert_eq!(restorable(&editor).await, listed);
    assert!(
        restorable(&viewer).await.is_empty(),
        "a viewer restores nothing"
    );
    assert!(restorable(&stranger).await.is_empty());
    let (status, _) = restore(&viewer, &id).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = restore(&stranger, &id).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let (status, restored) = restore(&manager, &id).await;
    assert_eq!(status, StatusCode::OK, "{restored}");
    assert_eq!(
        restored["result"]["team"]["id"],
        team.as_str(),
        "{restored}"
    );
    let (_, list) = viewer.get(&format!("/api/link/list?team={team}")).await;
    assert_eq!(list["result"]["total"], 1, "the team has it again: {list}");
}

#[tokio::test]
async fn a_link_of_a_team_that_is_gone_comes_back_as_its_authors() {
    let app = TestApp::spawn().await;
    app.owner().await;
    let manager = app.standard_user().await;
    let editor = app.standard_user().await;
    let team = create_team(&manager, "Short-lived").await;
    set_member(&manager, &team, &editor, "editor").await;
    let link = team_link(&editor, &team, "orphan").await;
    let id = link["id"].as_str().expect("id").to_owned();
    delete(&editor, &id).await;
    let (status, body) = manager
        .send(Method::DELETE, &format!("/api/teams/{team}"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    assert!(
        restorable(&manager).await.is_empty(),
        "no longer the manager's"
    );
    assert_eq!(
        restorable(&editor).await,
        vec![("orphan".to_owned(), Value::Null)],
        "its author's again"
    );
    let (status, restored) = restore(&editor, &id).await;
    assert_eq!(status, StatusCode::OK, "{restored}");
    assert_eq!(restored["result"]["team"], Value::Null);
    let (_, own) = editor.get("/api/link/list").await;
    assert_eq!(own["result"]["total"], 1);
}
