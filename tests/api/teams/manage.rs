//! Creating, renaming and deleting teams, and their members: who may do
//! what, and the audit entries.

use super::{create_team, set_member, team_link};
use crate::helpers::{assert_error, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::json;

#[tokio::test]
async fn managers_run_their_team_members_see_it_and_others_do_not() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let alice = app.standard_user().await;
    let bob = app.standard_user().await;
    let carol = app.standard_user().await;
    let team = create_team(&alice, "Marketing").await;
    set_member(&alice, &team, &bob, "viewer").await;

    // Names are unique regardless of case, and checked.
    assert_error(
        &carol.post("/api/teams", json!({"name": "marketing"})).await,
        409,
        "A team with this name already exists",
    );
    assert_error(
        &carol.post("/api/teams", json!({"name": "  "})).await,
        400,
        "Invalid name: 1 to 60 characters, no control characters",
    );

    let (_, listed) = bob.get("/api/teams").await;
    assert_eq!(listed["result"]["teams"][0]["name"], "Marketing");
    assert_eq!(listed["result"]["teams"][0]["role"], "viewer");
    assert_eq!(listed["result"]["teams"][0]["members"], 2);
    let (_, listed) = carol.get("/api/teams").await;
    assert_eq!(
        listed["result"]["teams"],
        json!([]),
        "a stranger sees no team"
    );
    let (_, listed) = owner.get("/api/teams").await;
    assert_eq!(
        listed["result"]["teams"][0]["role"],
        json!(null),
        "the owner sees every team"
    );

    let members = format!("/api/teams/{team}/members");
    let (status, body) = bob.get(&members).await;
    assert_eq!(status, StatusCode::OK);
    let roles: Vec<(&str, &str)> = body["result"]["members"]
        .as_array()
        .expect("members")
        .iter()
        .map(|m| {
            (
                m["username"].as_str().unwrap_or(""),
                m["role"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        roles,
        [(alice.username(), "manager"), (bob.username(), "viewer")]
    );
    assert_error(
        &carol.get(&members).await,
        404,
        "A team with that id does not exist",
    );

    // A viewer manages nothing; a stranger does not even see the team.
    let not_manager = "Only the team's managers, admins and the owner manage a team";
    assert_error(
        &put(&bob, &team, carol.id(), "editor").await,
        403,
        not_manager,
    );
    assert_error(
        &bob.patch(&format!("/api/teams/{team}"), json!({"name": "Mine"}))
            .await,
        403,
        not_manager,
    );
    assert_error(
        &put(&carol, &team, carol.id(), "manager").await,
        404,
        "A team with that id does not exist",
    );
    assert_error(
        &put(&alice, &team, carol.id(), "owner").await,
        400,
        "Invalid role, accepted values: viewer, editor, manager",
    );
    assert_error(
        &put(&alice, &team, "no-such-account", "viewer").await,
        404,
        "An account with that id or username does not exist",
    );

    // The manager promotes, renames; a member leaves by itself.
    let (status, _) = put(&alice, &team, bob.id(), "editor").await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = alice
        .patch(&format!("/api/teams/{team}"), json!({"name": "Growth"}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["name"], "Growth");
    let (status, _) = bob
        .send(
            Method::DELETE,
            &format!("/api/teams/{team}/members/{}", bob.id()),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_error(
        &bob.send(
            Method::DELETE,
            &format!("/api/teams/{team}/members/{}", alice.id()),
            None,
        )
        .await,
        404,
        "A team with that id does not exist",
    );

    // A team with links is not deleted; empty, it is.
    team_link(&alice, &team, "growth-1").await;
    assert_error(
        &alice
            .send(Method::DELETE, &format!("/api/teams/{team}"), None)
            .await,
        409,
        "The team still has links: move them to an account or another team first",
    );
    let (_, links) = alice.get(&format!("/api/link/list?team={team}")).await;
    let link = links["result"]["links"][0]["id"]
        .as_str()
        .expect("id")
        .to_owned();
    let (status, _) = alice
        .post(&format!("/api/link/{link}/move"), json!({"team": null}))
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = owner
        .send(Method::DELETE, &format!("/api/teams/{team}"), None)
        .await;
    assert_eq!(status, StatusCode::OK, "the owner manages every team");

    // Every change is in the audit log, by whom and to whom.
    let (_, log) = owner.get("/api/audit?action=team").await;
    let actions: Vec<&str> = log["result"]["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .map(|e| e["action"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(
        actions,
        [
            "team.deleted",
            "team.member_removed",
            "team.renamed",
            "team.member_set",
            "team.member_set",
            "team.created"
        ]
    );
    let (_, moved) = owner.get("/api/audit?action=links.moved").await;
    assert_eq!(
        moved["result"]["entries"][0]["details"]["fromTeam"],
        team.as_str()
    );
}

async fn put(
    who: &crate::helpers::Actor,
    team: &str,
    target: &str,
    role: &str,
) -> (StatusCode, serde_json::Value) {
    who.send(
        Method::PUT,
        &format!("/api/teams/{team}/members/{target}"),
        Some(json!({"role": role})),
    )
    .await
}
