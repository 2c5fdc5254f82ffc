//! Team tokens (docs/teams.md#team-tokens): a token that acts for one team
//! reaches that team's links only, within its account's role in the team,
//! creates its links in the team, and loses the team with the membership.

use super::{create_team, set_member, team_link};
use crate::access::bearer;
use crate::account_kit::verified;
use crate::helpers::{Actor, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

/// A `links:read links:write` token of `actor` for `team`.
async fn team_token(actor: &Actor, team: &str) -> Actor {
    let (status, body) = actor
        .post(
            "/api/auth/tokens",
            json!({"verification": verified(), "name": "team script", "scopes": ["links:read", "links:write", "stats:read"], "team": team}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["team"], team);
    bearer(actor, body["result"]["token"].as_str().expect("token"))
}

fn ids(list: &Value) -> Vec<String> {
    list["result"]["links"]
        .as_array()
        .expect("links")
        .iter()
        .map(|l| l["slug"].as_str().unwrap_or("").to_owned())
        .collect()
}

#[tokio::test]
async fn a_team_token_reaches_its_team_only_within_its_accounts_role() {
    let app = TestApp::spawn().await;
    app.owner().await;
    let editor = app.standard_user().await;
    let viewer = app.standard_user().await;
    let stranger = app.standard_user().await;
    let team = create_team(&editor, "Support").await;
    let other = create_team(&editor, "Other").await;
    set_member(&editor, &team, &viewer, "viewer").await;
    team_link(&editor, &team, "team-1").await;
    team_link(&editor, &other, "other-1").await;
    editor
        .create_link("personal", "https://example.com/p")
        .await;

    // No token for a team one is not in.
    let (status, _) = stranger
        .post(
            "/api/auth/tokens",
            json!({"verification": verified(), "name": "x", "scopes": ["links:read"], "team": team}),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);

    let script = team_token(&editor, &team).await;
    let (_, list) = script.get("/api/link/list").await;
    assert_eq!(
        ids(&list),
        ["team-1"],
        "the team's links, not the account's others"
    );
    // It creates in its team, and no elsewhere.
    let made = script
        .create_link("by-script", "https://example.com/s")
        .await;
    assert_eq!(made["team"]["name"], "Support");
    let (status, _) = script
        .post(
            "/api/link",
            json!({"destination": "https://example.com/o", "team": other}),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, _) = script
        .post(
            &format!("/api/link/{}/move", made["id"].as_str().unwrap_or("")),
            json!({"team": null}),
        )
        .await;
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "it takes nothing out of its team"
    );
    let (status, _) = script.get(&format!("/api/stats?team={other}")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = script.get(&format!("/api/stats?team={team}")).await;
    assert_eq!(status, StatusCode::OK);
    let response = script
        .request(Method::GET, "/api/export?format=json")
        .send()
        .await
        .expect("export");
    let exported: Vec<Value> = response.json().await.expect("json");
    assert_eq!(exported.len(), 2);

    // A viewer's team token reads and changes nothing.
    let read_only = team_token(&viewer, &team).await;
    let (_, list) = read_only.get("/api/link/list").await;
    assert_eq!(list["result"]["total"], 2);
    let (status, _) = read_only
        .patch(
            "/api/link",
            json!({"id": made["id"], "destination": "https://example.com/x"}),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = read_only
        .post("/api/link", json!({"destination": "https://example.com/v"}))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);

    // Out of the team, the token reaches nothing.
    let (status, _) = editor
        .send(
            Method::DELETE,
            &format!("/api/teams/{team}/members/{}", viewer.id()),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, list) = read_only.get("/api/link/list").await;
    assert_eq!(list["result"]["total"], 0);
}
