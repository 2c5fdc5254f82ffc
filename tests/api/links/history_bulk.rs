//! Link history of changes made to many links at once: an import records
//! each link it creates (its fields read from the link until it changes),
//! and tag renames and removals record each link they change, through
//! `bulk` (docs/history.md).

use super::gate::create;
use super::history::{edit, history};
use crate::helpers::TestApp;
use reqwest::StatusCode;
use serde_json::{json, Value};

#[tokio::test]
async fn imports_and_tag_changes_over_many_links_are_recorded_and_can_be_reverted() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let answer = crate::data_helpers::upload(
        &owner,
        "LYNX",
        "links.json",
        crate::data_helpers::fixture("lynx.json"),
    )
    .await;
    assert_eq!(answer.0, StatusCode::OK, "{}", answer.1);
    let docs = crate::data_helpers::link_by_slug(&app, "docs")
        .await
        .expect("docs imported");
    let entries = history(&owner, &docs.id).await;
    assert_eq!(entries.len(), 1, "{entries:#?}");
    assert_eq!(entries[0]["action"], "created");
    assert_eq!(entries[0]["via"], "import");
    assert_eq!(entries[0]["account"]["username"], owner.username());
    // An import's entry is written without fields: they read as the link's.
    assert_eq!(entries[0]["after"]["destination"], docs.destination);
    assert_eq!(entries[0]["after"]["tags"], json!([]));

    edit(&owner, json!({"id": docs.id, "tags": ["work"]})).await;
    let other = create(
        &owner,
        json!({"destination": "https://example.com/other", "tags": ["work", "keep"]}),
    )
    .await;
    let other_id = other["id"].as_str().expect("id");
    let (status, body) = owner
        .patch(
            "/api/link/tags",
            json!({"oldName": "work", "newName": "job"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = owner
        .delete("/api/link/tags", json!({"tags": ["keep"]}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let entries = history(&owner, &docs.id).await;
    assert_eq!(entries.len(), 3, "{entries:#?}");
    // The import's fields are still those it imported, from the edit's before.
    assert_eq!(entries[0]["after"]["tags"], json!([]));
    // Also on a page of its own, where that edit is not.
    let (status, alone) = owner
        .get(&format!("/api/link/{}/history?before=2&limit=1", docs.id))
        .await;
    assert_eq!(status, StatusCode::OK, "{alone}");
    assert_eq!(alone["result"]["entries"], json!([entries[0].clone()]));
    assert_eq!(alone["result"]["older"], Value::Null);
    let renamed = &entries[2];
    assert_eq!(renamed["via"], "bulk");
    assert_eq!(renamed["account"]["username"], owner.username());
    assert_eq!(renamed["changed"], json!(["tags"]));
    assert_eq!(renamed["before"]["tags"], json!(["work"]));
    assert_eq!(renamed["after"]["tags"], json!(["job"]));
    let tags: Vec<Value> = history(&owner, other_id)
        .await
        .iter()
        .map(|e| e["after"]["tags"].clone())
        .collect();
    assert_eq!(
        tags,
        [
            json!(["keep", "work"]),
            json!(["job", "keep"]),
            json!(["job"])
        ]
    );

    let (status, body) = owner
        .post(
            &format!("/api/link/{}/revert", docs.id),
            json!({"version": 1}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["tags"], json!([]));
    assert_eq!(body["result"]["destination"], docs.destination);
}

#[tokio::test]
async fn links_moved_or_deleted_with_their_domain_are_recorded() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    for host in ["old.example.com", "gone.example.com"] {
        let (status, body) = owner.post("/api/domains", json!({"host": host})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let domain_id = |host: &'static str| {
        let owner = &owner;
        async move {
            let (_, body) = owner.get("/api/domains").await;
            body["result"]["domains"]
                .as_array()
                .expect("domains")
                .iter()
                .find(|d| d["host"] == host)
                .map(|d| d["id"].as_str().expect("id").to_owned())
                .expect("domain")
        }
    };
    let moved = create(
        &owner,
        json!({"slug": "moved", "destination": "https://example.com/m", "domain": "old.example.com"}),
    )
    .await;
    let gone = create(
        &owner,
        json!({"slug": "gone", "destination": "https://example.com/g", "domain": "gone.example.com"}),
    )
    .await;
    let old = domain_id("old.example.com").await;
    let (status, body) = owner
        .delete(&format!("/api/domains/{old}?links=move"), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let entries = history(&owner, moved["id"].as_str().expect("id")).await;
    let last = entries.last().expect("entry");
    assert_eq!(last["action"], "edited");
    assert_eq!(last["changed"], json!(["domainId"]));
    assert_eq!(last["after"]["domain"], Value::Null);
    // The old domain is gone: its host is no longer known.
    assert_eq!(last["before"]["domain"], Value::Null);
    assert_eq!(last["before"]["domainId"], old.as_str());
    assert_eq!(last["after"]["domainId"], "default");

    let removed = domain_id("gone.example.com").await;
    let (status, body) = owner
        .delete(&format!("/api/domains/{removed}?links=delete"), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let id = gone["id"].as_str().expect("id");
    let entries = history(&owner, id).await;
    assert_eq!(entries.last().expect("entry")["action"], "deleted");
    assert_eq!(entries.last().expect("entry")["before"]["slug"], "gone");
    let (_, body) = owner.get("/api/link/deleted").await;
    assert!(body["result"]["links"]
        .as_array()
        .expect("links")
        .iter()
        .any(|l| l["id"] == id));
    // Its domain is gone, so it cannot come back where it was.
    let answer = owner
        .post(&format!("/api/link/{id}/restore"), json!({}))
        .await;
    assert_eq!(answer.0, StatusCode::UNPROCESSABLE_ENTITY, "{}", answer.1);
}
