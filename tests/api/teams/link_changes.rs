//! The team matrix's second half (the first is `links.rs`): every team
//! role on the link endpoints whose answer alone does not say what they
//! did (tags, bulk edits) or that need a link in a given state (a split to
//! promote, a deletion to restore), and creating links in the team. A
//! cell checks what happened to a fresh link of the team, not only the
//! status.

use super::{team_link, Cast};
use crate::helpers::{Actor, TestApp};
use crate::links::qr_logo::png;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

/// The callers, in this order: manager, editor, viewer, a standard account
/// outside the team, an admin, the owner.
const CHANGES: [bool; 6] = [true, true, false, false, true, true];
const SEES: [bool; 6] = [true, true, true, false, true, true];

async fn tags_of(owner: &Actor, id: &str) -> Value {
    let (status, link) = owner.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(status, StatusCode::OK, "{link}");
    link["result"]["tags"].clone()
}

fn id_of(link: &Value) -> String {
    link["id"].as_str().expect("id").to_owned()
}

/// The status of `method path` with `body` as `caller`.
async fn status_of(caller: &Actor, method: Method, path: &str, body: Option<Value>) -> u16 {
    caller.send(method, path, body).await.0.as_u16()
}

async fn put_logo(caller: &Actor, id: &str) -> u16 {
    caller
        .request(Method::PUT, &format!("/api/link/{id}/qr/logo"))
        .header("content-type", "image/png")
        .body(png(32, 32, [20, 90, 200, 255]))
        .send()
        .await
        .expect("put")
        .status()
        .as_u16()
}

#[tokio::test]
async fn every_team_role_on_tags_bulk_edits_promotion_logos_restores_and_creation() {
    let app = TestApp::spawn().await;
    let cast = Cast::new(&app, "Campaigns").await;
    let (team, editor) = (&cast.team, &cast.editor);
    let callers = cast.callers();
    let mut cells = 0;
    for (n, (who, caller)) in callers.iter().enumerate() {
        let (changes, sees) = (CHANGES[n], SEES[n]);

        // Tags: listed to who sees the link, renamed and removed on it by
        // who changes it.
        let link = team_link(editor, team, &format!("tags-{n}")).await;
        let id = id_of(&link);
        let tag = format!("tag-{n}");
        let (status, _) = editor
            .patch("/api/link", json!({"id": id, "tags": [tag]}))
            .await;
        assert_eq!(status, StatusCode::OK);
        let (_, listed) = caller.get("/api/link/tags").await;
        let listed = listed["result"]["tags"]
            .as_array()
            .expect("tags")
            .iter()
            .any(|t| t["tag"] == tag.as_str());
        assert_eq!(listed, sees, "{who} lists the team link's tag");
        let renamed = format!("renamed-{n}");
        let (status, _) = caller
            .patch(
                "/api/link/tags",
                json!({"oldName": tag, "newName": renamed}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{who} renames");
        let now = if changes { &renamed } else { &tag };
        assert_eq!(
            tags_of(&cast.owner, &id).await,
            json!([now]),
            "{who} renames"
        );
        let (status, _) = caller
            .delete("/api/link/tags", json!({"tags": [now]}))
            .await;
        assert_eq!(status, StatusCode::OK, "{who} removes");
        let left = if changes { json!([]) } else { json!([now]) };
        assert_eq!(tags_of(&cast.owner, &id).await, left, "{who} removes");

        // A bulk edit by id: changed, or refused by itself.
        let (status, report) = caller
            .patch("/api/link/bulk", json!({"ids": [id], "addTags": ["bulk"]}))
            .await;
        assert_eq!(status, StatusCode::OK, "{who}: {report}");
        assert_eq!(
            report["result"]["changed"],
            u64::from(changes),
            "{who}: {report}"
        );
        assert_eq!(
            report["result"]["refused"],
            u64::from(!changes),
            "{who}: {report}"
        );
        cells += 4;

        // Promoting a split's variant.
        let (status, split) = editor
            .post(
                "/api/link",
                json!({"destination": "https://example.com/a", "slug": format!("split-{n}"), "team": team,
                       "split": {"variants": [{"destination": "https://example.com/a", "weight": 1},
                                              {"destination": "https://example.com/b", "weight": 1}]}}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{split}");
        let split_id = id_of(&split["result"]);
        let path = format!("/api/link/{split_id}/promote");
        let body = json!({"destination": "https://example.com/b"});
        // 403 for a stranger too, as every change of a link is (links.rs).
        let expected = if changes { 200 } else { 403 };
        let got = status_of(caller, Method::POST, &path, Some(body)).await;
        assert_eq!(got, expected, "{who} promotes");

        // A QR code's logo, set and removed.
        let got = put_logo(caller, &id).await;
        assert_eq!(got, expected, "{who} sets a logo");
        if !changes {
            assert_eq!(put_logo(editor, &id).await, 200);
        }
        let path = format!("/api/link/{id}/qr/logo");
        let got = status_of(caller, Method::DELETE, &path, None).await;
        assert_eq!(got, expected, "{who} removes a logo");
        cells += 3;

        // A deleted link of the team: listed to, and restored by, who
        // changes it.
        let gone = team_link(editor, team, &format!("gone-{n}")).await;
        let gone_id = id_of(&gone);
        let (status, _) = editor
            .send(Method::DELETE, "/api/link", Some(json!({"ids": [gone_id]})))
            .await;
        assert_eq!(status, StatusCode::OK);
        let (_, deleted) = caller.get("/api/link/deleted").await;
        let listed = deleted["result"]["links"]
            .as_array()
            .expect("links")
            .iter()
            .any(|l| l["id"] == gone_id.as_str());
        assert_eq!(listed, changes, "{who} lists the deleted team link");
        let path = format!("/api/link/{gone_id}/restore");
        let got = status_of(caller, Method::POST, &path, Some(json!({}))).await;
        assert_eq!(got, if changes { 200 } else { 404 }, "{who} restores");
        cells += 2;

        // Creating a link in the team.
        let (status, created) = caller
            .post(
                "/api/link",
                json!({"destination": "https://example.com/new", "slug": format!("new-{n}"), "team": team}),
            )
            .await;
        let expected = match (changes, sees) {
            (true, _) => StatusCode::OK,
            (false, true) => StatusCode::FORBIDDEN,
            (false, false) => StatusCode::UNPROCESSABLE_ENTITY,
        };
        assert_eq!(status, expected, "{who} creates: {created}");
        cells += 1;
    }
    eprintln!("team matrix, second half: {cells} cells");
    assert_eq!(cells, 60);
}
