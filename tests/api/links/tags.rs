//! Tags, states and searching titles and notes in the link list, and
//! renaming and deleting a tag on all of the caller's links.

use super::gate::create;
use super::slugs;
use crate::helpers::{assert_error, TestApp};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn the_list_filters_by_any_or_all_tags_state_and_searches_titles_and_notes() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    for (slug, tags, extra) in [
        ("ab", json!(["a", "b"]), json!({})),
        ("a-only", json!(["a"]), json!({"title": "Quarterly Report"})),
        (
            "b-only",
            json!(["b"]),
            json!({"notes": "about the zebra crossing"}),
        ),
        ("none", json!([]), json!({"password": "pw"})),
        (
            "old",
            json!(["a"]),
            json!({"expiresAt": "2001-01-01T00:00:00Z"}),
        ),
        (
            "soon",
            json!([]),
            json!({"validFrom": "2999-01-01T00:00:00Z"}),
        ),
    ] {
        let mut body = json!({"destination": format!("https://example.com/{slug}"), "slug": slug, "tags": tags});
        for (key, value) in extra.as_object().expect("extra") {
            body[key] = value.clone();
        }
        create(&owner, body).await;
    }
    let list = |query: &'static str| {
        let owner = owner.clone();
        async move {
            let (status, body) = owner
                .get(&format!("/api/link/list?sortField=slug&sortType=1&{query}"))
                .await;
            assert_eq!(status, StatusCode::OK, "{query}: {body}");
            slugs(&body)
        }
    };
    assert_eq!(list("tags=a,b").await, ["a-only", "ab", "b-only", "old"]);
    assert_eq!(
        list("tags=a,b&tagsMode=any").await,
        ["a-only", "ab", "b-only", "old"]
    );
    assert_eq!(list("tags=a,b&tagsMode=all").await, ["ab"]);
    assert_eq!(list("tags=b").await, ["ab", "b-only"]);
    assert_eq!(list("state=expired").await, ["old"]);
    assert_eq!(list("state=notYetValid").await, ["soon"]);
    assert_eq!(list("state=passwordProtected").await, ["none"]);
    assert_eq!(
        list("state=active").await,
        ["a-only", "ab", "b-only", "none"]
    );
    assert_eq!(list("search=quarterly").await, ["a-only"]);
    assert_eq!(list("search=ZEBRA").await, ["b-only"]);
    assert_eq!(list("search=ze").await, ["b-only"], "short searches scan");
    assert_eq!(list("tags=a&state=active").await, ["a-only", "ab"]);
    assert_eq!(
        list("sortField=id").await.len(),
        6,
        "sortField=id is accepted"
    );
    assert_error(
        &owner.get("/api/link/list?tagsMode=some").await,
        400,
        "Invalid tagsMode, accepted values: any, all",
    );
    assert_error(
        &owner.get("/api/link/list?state=sleeping").await,
        400,
        "Invalid state, accepted values: active, expired, notYetValid, passwordProtected",
    );
}

#[tokio::test]
async fn tags_are_listed_renamed_and_deleted_on_the_callers_links_only() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    create(
        &standard,
        json!({"destination": "https://e.com/1", "slug": "s1", "tags": ["work", "x"]}),
    )
    .await;
    create(
        &standard,
        json!({"destination": "https://e.com/2", "slug": "s2", "tags": ["job", "work"]}),
    )
    .await;
    create(
        &owner,
        json!({"destination": "https://e.com/3", "slug": "o1", "tags": ["work"]}),
    )
    .await;

    let (_, tags) = standard.get("/api/link/tags").await;
    assert_eq!(
        tags["result"]["tags"],
        json!([{"tag": "job", "links": 1}, {"tag": "work", "links": 2}, {"tag": "x", "links": 1}])
    );
    // Renaming merges into an existing tag, on the caller's links only.
    let (status, renamed) = standard
        .patch(
            "/api/link/tags",
            json!({"oldName": "work", "newName": "job"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{renamed}");
    assert_eq!(renamed["result"]["links"], 2);
    let (_, tags) = standard.get("/api/link/tags").await;
    assert_eq!(
        tags["result"]["tags"],
        json!([{"tag": "job", "links": 2}, {"tag": "x", "links": 1}])
    );
    let (_, all) = owner.get("/api/link/tags").await;
    assert_eq!(
        all["result"]["tags"],
        json!([{"tag": "job", "links": 2}, {"tag": "work", "links": 1}, {"tag": "x", "links": 1}]),
        "the owner's link keeps its tag"
    );
    let (status, deleted) = standard
        .delete("/api/link/tags", json!({"tags": ["job", "x"]}))
        .await;
    assert_eq!(status, StatusCode::OK, "{deleted}");
    assert_eq!(deleted["result"]["links"], 2);
    let (_, tags) = standard.get("/api/link/tags").await;
    assert_eq!(tags["result"]["tags"], json!([]));
    let (_, list) = owner.get("/api/link/list?tags=work").await;
    assert_eq!(slugs(&list), ["o1"]);
    assert_error(
        &standard
            .patch("/api/link/tags", json!({"oldName": "a", "newName": "b,c"}))
            .await,
        422,
        "Invalid tag: use 1 to 64 characters, without commas or control characters",
    );
    assert_error(
        &standard
            .patch("/api/link/tags", json!({"oldName": "a"}))
            .await,
        400,
        "The following required fields were not included in the request: newName",
    );
}
