//! A link's history is read a page at a time, newest first (docs/history.md):
//! `limit` changes before version `before`, each page oldest first, with
//! `older` naming the next page. A long history never has to be read whole.

use super::gate::create;
use super::history::edit;
use crate::helpers::{assert_error, Actor, TestApp};
use reqwest::StatusCode;
use serde_json::{json, Value};

async fn page(actor: &Actor, id: &str, query: &str) -> (Vec<Value>, Value) {
    let (status, body) = actor.get(&format!("/api/link/{id}/history?{query}")).await;
    assert_eq!(status, StatusCode::OK, "{query}: {body}");
    let entries = body["result"]["entries"]
        .as_array()
        .expect("entries")
        .clone();
    (entries, body["result"]["older"].clone())
}

fn versions(entries: &[Value]) -> Vec<i64> {
    entries
        .iter()
        .filter_map(|e| e["version"].as_i64())
        .collect()
}

#[tokio::test]
async fn pages_walk_back_from_the_newest_change_to_the_first() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let created = create(
        &owner,
        json!({"destination": "https://example.com/0", "slug": "paged"}),
    )
    .await;
    let id = created["id"].as_str().expect("id").to_owned();
    for n in 1..=11 {
        edit(
            &owner,
            json!({"id": id, "destination": format!("https://example.com/{n}")}),
        )
        .await;
    }

    let (whole, older) = page(&owner, &id, "limit=500").await;
    assert_eq!(versions(&whole), (1..=12).collect::<Vec<_>>());
    assert_eq!(older, Value::Null);
    // Without a limit a page holds 100 changes: this whole history.
    let (default, _) = page(&owner, &id, "").await;
    assert_eq!(default, whole);

    let mut walked: Vec<Value> = Vec::new();
    let mut query = "limit=5".to_owned();
    let mut sizes = Vec::new();
    loop {
        let (entries, older) = page(&owner, &id, &query).await;
        sizes.push(entries.len());
        walked.splice(0..0, entries);
        match older.as_i64() {
            Some(before) => query = format!("limit=5&before={before}"),
            None => break,
        }
    }
    assert_eq!(sizes, [5, 5, 2]);
    assert_eq!(walked, whole, "the pages together are the whole history");

    // A page's newest entry reads as it does on the whole history.
    let (middle, older) = page(&owner, &id, "limit=3&before=7").await;
    assert_eq!(versions(&middle), [4, 5, 6]);
    assert_eq!(older, json!(4));
    assert_eq!(middle[2]["after"]["destination"], "https://example.com/5");

    // A revert finds a version on any page.
    let (status, body) = owner
        .post(&format!("/api/link/{id}/revert"), json!({"version": 2}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["destination"], "https://example.com/1");
    let (newest, _) = page(&owner, &id, "limit=1").await;
    assert_eq!(versions(&newest), [13]);
    assert_eq!(newest[0]["action"], "reverted");
}

#[tokio::test]
async fn a_bad_page_is_refused_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let created = create(&owner, json!({"destination": "https://example.com/"})).await;
    let id = created["id"].as_str().expect("id").to_owned();
    for query in [
        "limit=0",
        "limit=501",
        "limit=-1",
        "limit=ten",
        "limit=1.5",
        "before=0",
        "before=-3",
        "before=x",
        "before=99999999999999999999",
    ] {
        let answer = owner.get(&format!("/api/link/{id}/history?{query}")).await;
        assert_error(
            &answer,
            400,
            "Invalid before or limit: give positive whole numbers, limit at most 500",
        );
    }
    let (entries, older) = page(&owner, &id, "limit=500").await;
    assert_eq!(versions(&entries), [1]);
    assert_eq!(older, Value::Null);
    // Before the first version there is nothing: an empty last page.
    let (entries, older) = page(&owner, &id, "before=1").await;
    assert!(entries.is_empty());
    assert_eq!(older, Value::Null);
}
