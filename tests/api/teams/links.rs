//! Every team role × every link endpoint, on a link of the team: a
//! manager and an editor change it, a viewer only sees it, a standard
//! account outside the team neither; admins and the owner reach every
//! team's links by their instance role. And the edges: an editor of team A
//! cannot touch team B, moving needs rights on both sides, and a link
//! stays the team's when its author leaves.

use super::{create_team, set_member, team_link, Cast};
use crate::helpers::TestApp;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

/// What a cell does to a fresh link of the team (`{id}`, `{slug}` and
/// `{team}` are filled in).
struct Endpoint {
    method: Method,
    path: &'static str,
    body: Option<&'static str>,
}

const ENDPOINTS: &[Endpoint] = &[
    Endpoint {
        method: Method::GET,
        path: "/api/link/single?id={id}",
        body: None,
    },
    Endpoint {
        method: Method::GET,
        path: "/api/link/{id}/stats",
        body: None,
    },
    Endpoint {
        method: Method::GET,
        path: "/api/link/{id}/visits?format=json",
        body: None,
    },
    Endpoint {
        method: Method::GET,
        path: "/api/link/{id}/history",
        body: None,
    },
    Endpoint {
        method: Method::GET,
        path: "/api/link/{id}/qr?format=svg",
        body: None,
    },
    Endpoint {
        method: Method::GET,
        path: "/api/link/{id}/qr/settings",
        body: None,
    },
    Endpoint {
        method: Method::PATCH,
        path: "/api/link",
        body: Some(r#"{"id": "{id}", "destination": "https://example.com/changed"}"#),
    },
    Endpoint {
        method: Method::POST,
        path: "/api/link/{id}/revert",
        body: Some(r#"{"version": 1}"#),
    },
    Endpoint {
        method: Method::PATCH,
        path: "/api/link/{id}/qr/settings",
        body: Some(r#"{"public": false}"#),
    },
    Endpoint {
        method: Method::DELETE,
        path: "/api/link",
        body: Some(r#"{"ids": ["{id}"]}"#),
    },
    Endpoint {
        method: Method::POST,
        path: "/api/link/{id}/move",
        body: Some(r#"{"team": null}"#),
    },
];

/// Expected status per caller (manager, editor, viewer, stranger, admin,
/// owner), one row per endpoint above.
const EXPECTED: &[[u16; 6]] = &[
    [200, 200, 200, 404, 200, 200],
    [200, 200, 200, 404, 200, 200],
    [200, 200, 200, 404, 200, 200],
    [200, 200, 200, 404, 200, 200],
    [200, 200, 200, 404, 200, 200],
    [200, 200, 200, 404, 200, 200],
    [200, 200, 403, 403, 200, 200],
    [200, 200, 403, 403, 200, 200],
    [200, 200, 403, 403, 200, 200],
    [200, 200, 403, 403, 200, 200],
    [200, 200, 403, 404, 200, 200],
];

fn fill(text: &str, link: &Value, team: &str) -> String {
    text.replace("{id}", link["id"].as_str().unwrap_or(""))
        .replace("{slug}", link["slug"].as_str().unwrap_or(""))
        .replace("{team}", team)
}

#[tokio::test]
async fn every_team_role_on_every_link_endpoint() {
    let app = TestApp::spawn().await;
    let cast = Cast::new(&app, "Sales").await;
    let (team, editor) = (&cast.team, &cast.editor);
    let callers = cast.callers();
    let mut cells = 0;
    let mut n = 0;
    for (endpoint, expected) in ENDPOINTS.iter().zip(EXPECTED) {
        for ((who, caller), status) in callers.iter().zip(expected) {
            n += 1;
            // A fresh link per cell, made by the editor (not the caller).
            let link = team_link(editor, team, &format!("cell-{n}")).await;
            let path = fill(endpoint.path, &link, team);
            let body = endpoint
                .body
                .map(|b| serde_json::from_str::<Value>(&fill(b, &link, team)).expect("json"));
            let mut request = caller.request(endpoint.method.clone(), &path);
            if let Some(body) = body {
                request = request.json(&body);
            }
            let response = request.send().await.expect("request");
            let got = response.status();
            let answer = response.text().await.expect("body");
            assert_eq!(
                got.as_u16(),
                *status,
                "{who} {} {path}: {answer}",
                endpoint.method
            );
            cells += 1;
        }
    }
    // Lists, statistics and exports: the team's links for its members
    // (and every team's for admins and the owner), none for a stranger.
    let (_, live) = cast
        .manager
        .get(&format!("/api/link/list?team={team}&pagesize=100"))
        .await;
    let total = live["result"]["total"].as_i64().expect("total");
    assert!(total > 0);
    for ((who, caller), sees) in callers.iter().zip([true, true, true, false, true, true]) {
        let (status, list) = caller
            .get(&format!("/api/link/list?team={team}&pagesize=100"))
            .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            list["result"]["total"].as_i64(),
            Some(if sees { total } else { 0 }),
            "{who}"
        );
        let (status, stats) = caller.get(&format!("/api/stats?team={team}")).await;
        assert_eq!(
            status,
            if sees {
                StatusCode::OK
            } else {
                StatusCode::BAD_REQUEST
            },
            "{who}: {stats}"
        );
        let response = caller
            .request(Method::GET, &format!("/api/export?format=json&team={team}"))
            .send()
            .await
            .expect("export");
        let exported: Vec<Value> = response.json().await.expect("json");
        assert_eq!(exported.len() as i64, if sees { total } else { 0 }, "{who}");
        cells += 3;
    }
    eprintln!("team matrix: {cells} cells");
}

#[tokio::test]
async fn an_editor_of_one_team_cannot_touch_another_and_moving_needs_both_sides() {
    let app = TestApp::spawn().await;
    app.owner().await;
    let alice = app.standard_user().await;
    let bob = app.standard_user().await;
    let team_a = create_team(&alice, "Team A").await;
    let team_b = create_team(&bob, "Team B").await;
    set_member(&alice, &team_a, &bob, "editor").await;
    let in_b = team_link(&bob, &team_b, "in-b").await;
    let in_a = team_link(&bob, &team_a, "in-a").await;

    // Alice manages A, not B: B's link is out of her reach.
    let (status, _) = alice
        .patch(
            "/api/link",
            json!({"id": in_b["id"], "destination": "https://evil.example"}),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = alice
        .delete("/api/link", json!({"ids": [in_b["id"]]}))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, body) = alice
        .post(
            "/api/link",
            json!({"destination": "https://example.com/x", "team": team_b}),
        )
        .await;
    assert_eq!(
        status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "no member of B: B is unknown to her: {body}"
    );
    // Moving A's link into B: Bob edits both; Alice only A.
    let (status, _) = alice
        .post(
            &format!("/api/link/{}/move", in_a["id"].as_str().unwrap_or("")),
            json!({"team": team_b}),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    // A member is added by username too.
    let (status, body) = bob
        .send(
            Method::PUT,
            &format!("/api/teams/{team_b}/members/{}", alice.username()),
            Some(json!({"role": "viewer"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = alice
        .post(
            &format!("/api/link/{}/move", in_a["id"].as_str().unwrap_or("")),
            json!({"team": team_b}),
        )
        .await;
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "a viewer of B cannot put links in B: {body}"
    );
    let (status, body) = bob
        .post(
            &format!("/api/link/{}/move", in_a["id"].as_str().unwrap_or("")),
            json!({"team": team_b}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["team"]["name"], "Team B");
    assert_eq!(body["result"]["author"], bob.id(), "the author is kept");

    // A link stays the team's when its author leaves; he no longer sees it.
    let (status, _) = bob
        .send(
            Method::DELETE,
            &format!("/api/teams/{team_a}/members/{}", bob.id()),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let in_a2 = team_link(&alice, &team_a, "in-a2").await;
    set_member(&alice, &team_a, &bob, "editor").await;
    let kept = team_link(&bob, &team_a, "bobs").await;
    let (status, _) = bob
        .send(
            Method::DELETE,
            &format!("/api/teams/{team_a}/members/{}", bob.id()),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = bob
        .get(&format!(
            "/api/link/single?id={}",
            kept["id"].as_str().unwrap_or("")
        ))
        .await;
    assert_eq!(
        status,
        StatusCode::NOT_FOUND,
        "his link stayed with the team"
    );
    let (status, body) = alice
        .get(&format!(
            "/api/link/single?id={}",
            kept["id"].as_str().unwrap_or("")
        ))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["result"]["author"], bob.id());
    let (_, mine) = bob.get("/api/link/list").await;
    assert!(mine["result"]["links"]
        .as_array()
        .expect("links")
        .iter()
        .all(|l| l["id"] != kept["id"] && l["id"] != in_a2["id"]));
}

#[tokio::test]
async fn a_bulk_move_plans_exactly_what_it_moves_and_refuses_what_the_caller_may_not_change() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let editor = app.standard_user().await;
    let viewer = app.standard_user().await;
    let team = create_team(&editor, "Ops").await;
    set_member(&editor, &team, &viewer, "viewer").await;
    let mine: Vec<Value> = [
        editor.create_link("mv-1", "https://example.com/1").await,
        editor.create_link("mv-2", "https://example.com/2").await,
    ]
    .into();
    let already = team_link(&editor, &team, "mv-3").await;
    let foreign = owner.create_link("mv-4", "https://example.com/4").await;
    let ids: Vec<&Value> = mine
        .iter()
        .chain([&already, &foreign])
        .map(|l| &l["id"])
        .collect();
    let body = |dry: bool| json!({"ids": ids, "team": team, "dryRun": dry});

    let (status, planned) = editor.patch("/api/link/bulk", body(true)).await;
    assert_eq!(status, StatusCode::OK, "{planned}");
    let (_, still) = editor.get(&format!("/api/link/list?team={team}")).await;
    assert_eq!(still["result"]["total"], 1, "a dry run moves nothing");
    let (status, done) = editor.patch("/api/link/bulk", body(false)).await;
    assert_eq!(status, StatusCode::OK, "{done}");
    assert_eq!(planned["result"]["changes"], done["result"]["changes"]);
    assert_eq!(done["result"]["changed"], 2);
    assert_eq!(done["result"]["unchanged"], 1);
    assert_eq!(
        done["result"]["refused"], 1,
        "the owner's link is not the editor's"
    );
    assert_eq!(done["result"]["changes"][0]["fields"][0]["field"], "team");
    assert_eq!(
        done["result"]["changes"][0]["fields"][0]["after"]["name"],
        "Ops"
    );
    let (_, moved) = editor.get(&format!("/api/link/list?team={team}")).await;
    assert_eq!(moved["result"]["total"], 3);

    // A viewer moves nothing out; a move goes alone.
    let (status, answer) = viewer
        .patch(
            "/api/link/bulk",
            json!({"filter": {"team": team}, "team": null}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["result"]["refused"], 3);
    assert_eq!(answer["result"]["changed"], 0);
    let (status, _) = editor
        .patch(
            "/api/link/bulk",
            json!({"ids": ids, "team": null, "addTags": ["x"]}),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (_, log) = owner.get("/api/audit?action=links.moved").await;
    assert_eq!(log["result"]["entries"][0]["details"]["links"], 2);
}
