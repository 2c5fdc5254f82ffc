//! Link history (docs/history.md): every change is recorded with who, when,
//! through what and the fields before and after; a revert brings back the
//! exact fields of a version, checked as an edit; a deleted link is listed
//! and restored with its slug while that is free, by whoever could manage
//! it, until its history expires.

use super::gate::{create, location, visit};
use crate::access::token_actor;
use crate::db::{count, exec};
use crate::helpers::{assert_error, Actor, TestApp};
use linkhop::domain::accounts::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

pub(super) async fn history(actor: &Actor, id: &str) -> Vec<Value> {
    let (status, body) = actor.get(&format!("/api/link/{id}/history")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"]["entries"]
        .as_array()
        .expect("entries")
        .clone()
}

pub(super) async fn edit(actor: &Actor, body: Value) -> Value {
    let (status, answer) = actor.patch("/api/link", body).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    answer["result"].clone()
}

async fn link(actor: &Actor, id: &str) -> Value {
    let (status, body) = actor.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"].clone()
}

/// A link's view without what a revert leaves as it is (its modification
/// time, visits and state).
fn settable(view: &Value) -> Value {
    let mut view = view.clone();
    let object = view.as_object_mut().expect("link");
    for key in [
        "modifiedDate",
        "visits",
        "humanVisits",
        "botVisits",
        "state",
        "usedVisits",
    ] {
        object.remove(key);
    }
    view
}

#[tokio::test]
async fn every_change_records_who_when_through_what_and_the_fields_before_and_after() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let created = create(
        &owner,
        json!({"destination": "https://example.com/one", "slug": "kept", "tags": ["b", "a"]}),
    )
    .await;
    let id = created["id"].as_str().expect("id");
    let (_, by_token) = token_actor(&owner, &["links:read", "links:write"]).await;
    edit(
        &by_token,
        json!({"id": id, "destination": "https://example.com/two", "tags": ["a"]}),
    )
    .await;
    let by_secret = owner.with_secret().await;
    edit(&by_secret, json!({"id": id, "password": "open sesame"})).await;
    // An edit that sets what is already there is no change.
    edit(&owner, json!({"id": id, "slug": "kept"})).await;

    let entries = history(&owner, id).await;
    assert_eq!(entries.len(), 3, "{entries:#?}");
    let first = &entries[0];
    assert_eq!(first["version"], 1);
    assert_eq!(first["action"], "created");
    assert_eq!(first["via"], "dashboard");
    assert_eq!(first["account"]["username"], owner.username());
    assert_eq!(first["account"]["id"], owner.id());
    assert_eq!(first["before"], Value::Null);
    assert_eq!(first["after"]["slug"], "kept");
    assert_eq!(first["after"]["tags"], json!(["a", "b"]));
    assert!(first["at"].as_str().is_some_and(|at| at.ends_with('Z')));

    let second = &entries[1];
    assert_eq!(second["action"], "edited");
    assert_eq!(second["via"], "token");
    assert_eq!(second["viaName"], "script");
    assert_eq!(second["changed"], json!(["destination", "tags"]));
    assert_eq!(second["before"]["destination"], "https://example.com/one");
    assert_eq!(second["after"]["destination"], "https://example.com/two");
    assert_eq!(second["before"]["tags"], json!(["a", "b"]));
    assert_eq!(second["after"]["tags"], json!(["a"]));

    let third = &entries[2];
    assert_eq!(third["via"], "secret");
    assert_eq!(third["viaName"], Value::Null);
    assert_eq!(third["changed"], json!(["hasPassword"]));
    assert_eq!(third["before"]["hasPassword"], false);
    assert_eq!(third["after"]["hasPassword"], true);
    // The password's hash is never shown, only kept to revert to.
    let text = serde_json::to_string(&entries).expect("json");
    assert!(
        !text.contains("argon2") && !text.contains("passwordHash"),
        "{text}"
    );
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM link_history WHERE link_id = $1 AND fields_after LIKE '%argon2id%'",
            &[id],
        )
        .await,
        1
    );
}

#[tokio::test]
async fn a_revert_brings_back_the_exact_fields_of_a_version_and_is_checked_as_an_edit() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let original = create(
        &owner,
        json!({"destination": "https://example.com/spring", "slug": "spring",
               "tags": ["launch"], "title": "Spring", "notes": "first draft",
               "expiresAt": "2099-01-01T00:00:00Z", "maxVisits": 50,
               "redirectStatus": 301, "forwardQuery": true, "password": "let me in",
               "utm": {"source": "news", "campaign": "spring"},
               "preview": {"title": "Spring sale", "description": "All of it"},
               "redirectRules": [{"destination": "https://example.com/mobile",
                                  "conditions": [{"type": "device", "value": "mobile"}]}]}),
    )
    .await;
    let id = original["id"].as_str().expect("id");
    edit(
        &owner,
        json!({"id": id, "slug": "summer", "destination": "https://example.com/summer",
               "tags": ["summer", "sale"], "title": null, "notes": "second", "expiresAt": null,
               "maxVisits": null, "redirectStatus": null, "forwardQuery": false,
               "password": null, "utm": null, "preview": null, "redirectRules": [],
               "publicStats": true}),
    )
    .await;
    let edited = link(&owner, id).await;
    assert_eq!(edited["slug"], "summer");

    let (status, body) = owner
        .post(&format!("/api/link/{id}/revert"), json!({"version": 1}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let reverted = link(&owner, id).await;
    assert_eq!(settable(&reverted), settable(&original));
    // The password's hash came back as it was.
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM links l JOIN link_history h ON h.link_id = l.id \
             WHERE l.id = $1 AND h.version = 1 AND h.fields_after LIKE '%' || l.password_hash || '%'",
            &[id],
        )
        .await,
        1
    );
    let entries = history(&owner, id).await;
    let last = entries.last().expect("entry");
    assert_eq!(last["version"], 3);
    assert_eq!(last["action"], "reverted");
    assert_eq!(last["after"], entries[0]["after"]);
    // Dates read as the link's own view writes them; the domain by host.
    assert_eq!(entries[0]["after"]["expiresAt"], "2099-01-01T00:00:00.000Z");
    assert_eq!(entries[0]["after"]["domain"], Value::Null);
    assert_eq!(entries[0]["after"]["domainId"], "default");
    assert_eq!(last["before"], entries[1]["after"]);
    // The old slug answers again, and the edit's slug no longer does.
    assert_eq!(visit(&app, "/summer").await.status(), StatusCode::NOT_FOUND);

    // Reverting to the edit while another link has taken its slug is
    // refused as an edit would be, and changes nothing.
    create(
        &owner,
        json!({"destination": "https://example.com/x", "slug": "summer"}),
    )
    .await;
    let answer = owner
        .post(&format!("/api/link/{id}/revert"), json!({"version": 2}))
        .await;
    assert_error(&answer, 409, "A link with that slug already exists");
    assert_eq!(link(&owner, id).await["slug"], "spring");
    assert_eq!(history(&owner, id).await.len(), 3);

    let answer = owner
        .post(&format!("/api/link/{id}/revert"), json!({"version": 9}))
        .await;
    assert_error(&answer, 404, "The link's history has no such version");
    let answer = owner
        .post(&format!("/api/link/{id}/revert"), json!({"version": "1"}))
        .await;
    assert_eq!(answer.0, StatusCode::BAD_REQUEST, "{}", answer.1);
    // Someone who may not edit the link may not revert it either.
    let stranger = app.standard_user().await;
    let answer = stranger
        .post(&format!("/api/link/{id}/revert"), json!({"version": 1}))
        .await;
    assert_error(
        &answer,
        403,
        "You do not have the permissions to edit this link",
    );
    assert_eq!(history(&owner, id).await.len(), 3);
}

#[tokio::test]
async fn a_deleted_link_is_restored_with_its_id_slug_and_fields_while_its_slug_is_free() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let author = app.standard_user().await;
    let other = app.user(Role::Standard).await;
    let made = create(
        &author,
        json!({"destination": "https://example.com/doc", "slug": "doc", "tags": ["kept"],
               "title": "The doc"}),
    )
    .await;
    let id = made["id"].as_str().expect("id");
    let (status, body) = author.delete("/api/link", json!({"ids": [id]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    // Listed to whoever could manage it, never to another standard account.
    for (actor, listed) in [(&author, true), (&owner, true), (&other, false)] {
        let (status, body) = actor.get("/api/link/deleted").await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let links = body["result"]["links"].as_array().expect("links");
        assert_eq!(links.iter().any(|l| l["id"] == id), listed, "{body}");
        if listed {
            let entry = &links[0];
            assert_eq!(entry["slug"], "doc");
            assert_eq!(entry["destination"], "https://example.com/doc");
            assert_eq!(entry["deletion"]["action"], "deleted");
            assert_eq!(entry["deletion"]["account"]["username"], author.username());
        }
    }
    let entries = history(&author, id).await;
    assert_eq!(entries.len(), 2);
    assert_eq!(entries[1]["after"], Value::Null);
    assert_eq!(entries[1]["before"]["title"], "The doc");
    let (status, _) = other.get(&format!("/api/link/{id}/history")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let answer = other
        .post(&format!("/api/link/{id}/restore"), json!({}))
        .await;
    assert_error(
        &answer,
        404,
        "No deleted link with that id can be restored (it was restored, or its history has expired)",
    );

    // Its slug taken meanwhile: refused until it is free again.
    let taker = create(
        &owner,
        json!({"destination": "https://example.com/new", "slug": "doc"}),
    )
    .await;
    let answer = author
        .post(&format!("/api/link/{id}/restore"), json!({}))
        .await;
    assert_error(&answer, 409, "A link with that slug already exists");
    let (status, _) = owner
        .delete("/api/link", json!({"ids": [taker["id"]]}))
        .await;
    assert_eq!(status, StatusCode::OK);

    let (status, body) = author
        .post(&format!("/api/link/{id}/restore"), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let restored = &body["result"];
    assert_eq!(restored["id"], id);
    assert_eq!(settable(restored)["creationDate"], made["creationDate"]);
    assert_eq!(
        {
            let mut r = settable(restored);
            r.as_object_mut().expect("link").remove("creationDate");
            r
        },
        {
            let mut m = settable(&made);
            m.as_object_mut().expect("link").remove("creationDate");
            m
        }
    );
    let answer = visit(&app, "/doc").await;
    assert_eq!(location(&answer), Some("https://example.com/doc"));
    let actions: Vec<Value> = history(&author, id)
        .await
        .iter()
        .map(|e| e["action"].clone())
        .collect();
    assert_eq!(
        actions,
        [json!("created"), json!("deleted"), json!("restored")]
    );
    let (_, body) = author.get("/api/link/deleted").await;
    assert!(!body["result"]["links"]
        .as_array()
        .expect("links")
        .iter()
        .any(|l| l["id"] == id));
    let answer = author
        .post(&format!("/api/link/{id}/restore"), json!({}))
        .await;
    assert_eq!(answer.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_deleted_link_past_its_history_days_can_no_longer_be_restored_and_is_swept() {
    let app = TestApp::spawn_with(|s| s.link_history_days = 2).await;
    let owner = app.owner().await;
    let made = create(
        &owner,
        json!({"destination": "https://example.com/old", "slug": "old"}),
    )
    .await;
    let id = made["id"].as_str().expect("id");
    let (status, _) = owner.delete("/api/link", json!({"ids": [id]})).await;
    assert_eq!(status, StatusCode::OK);
    let day = 24 * 60 * 60 * 1000_i64;
    let three_days_ago = linkhop::domain::time::now_millis() - 3 * day;
    exec(
        &app,
        &format!("UPDATE link_history SET at = {three_days_ago} WHERE link_id = $1"),
        &[id],
    )
    .await;
    let (_, body) = owner.get("/api/link/deleted").await;
    assert_eq!(body["result"]["links"], json!([]));
    let answer = owner
        .post(&format!("/api/link/{id}/restore"), json!({}))
        .await;
    assert_eq!(answer.0, StatusCode::NOT_FOUND, "{}", answer.1);
    // A live link's history is never swept, however old.
    let live = create(&owner, json!({"destination": "https://example.com/live"})).await;
    let live_id = live["id"].as_str().expect("id");
    exec(
        &app,
        &format!("UPDATE link_history SET at = {three_days_ago} WHERE link_id = $1"),
        &[live_id],
    )
    .await;
    let swept = app
        .app
        .store
        .sweep_deleted_history(linkhop::domain::time::now_millis() - 2 * day)
        .await
        .expect("sweep");
    assert_eq!(swept, 2);
    let left = "SELECT COUNT(*) FROM link_history WHERE link_id = $1";
    assert_eq!(count(&app, left, &[id]).await, 0);
    assert_eq!(count(&app, left, &[live_id]).await, 1);
}
