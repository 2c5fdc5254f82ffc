//! Campaign parameters (docs/campaigns.md): joined to the destination and
//! to each rule's in a documented order, the fragment last; a forwarded
//! visitor query follows them and cannot set them; an edit replaces or
//! removes them; bad values change nothing.

use super::gate::{create, location, visit_as};
use crate::helpers::{assert_error, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

const INVALID_UTM: &str = "Invalid utm: each of source, medium, campaign, term and content at most 200 characters, without control characters";

async fn goes_to(app: &TestApp, path: &str) -> String {
    let response = visit_as(&app.anonymous(), Method::GET, path, &[]).await;
    assert_eq!(response.status(), StatusCode::FOUND, "{path}");
    location(&response).unwrap_or_default().to_owned()
}

#[tokio::test]
async fn parameters_join_the_destination_in_order_with_the_fragment_last() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = create(
        &owner,
        json!({"destination": "https://example.com/p?utm_source=own&x=1#top", "slug": "spring",
               "utm": {"source": " news ", "medium": "email", "campaign": "spring sale",
                       "term": "", "content": "banner"}}),
    )
    .await;
    assert_eq!(
        link["utm"],
        json!({"source": "news", "medium": "email", "campaign": "spring sale",
               "term": null, "content": "banner", "replace": false})
    );
    assert_eq!(
        link["destination"], "https://example.com/p?utm_source=own&x=1#top",
        "the destination is kept as written"
    );
    assert_eq!(
        goes_to(&app, "/spring").await,
        "https://example.com/p?utm_source=own&x=1&utm_medium=email&utm_campaign=spring+sale&utm_content=banner#top"
    );

    // Replacing: the destination's own utm_source goes, the link's comes.
    let id = link["id"].as_str().expect("id");
    let (status, edited) = owner
        .patch(
            "/api/link",
            json!({"id": id, "utm": {"source": "news", "replace": true}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{edited}");
    assert_eq!(
        edited["result"]["utm"]["medium"],
        Value::Null,
        "an edit replaces the whole object"
    );
    assert_eq!(
        goes_to(&app, "/spring").await,
        "https://example.com/p?x=1&utm_source=news#top"
    );
    // An edit without utm keeps them; null removes them.
    owner
        .patch("/api/link", json!({"id": id, "title": "Spring"}))
        .await;
    assert_eq!(
        goes_to(&app, "/spring").await,
        "https://example.com/p?x=1&utm_source=news#top"
    );
    let (status, cleared) = owner
        .patch("/api/link", json!({"id": id, "utm": null}))
        .await;
    assert_eq!(status, StatusCode::OK, "{cleared}");
    assert_eq!(cleared["result"]["utm"], Value::Null);
    assert_eq!(
        goes_to(&app, "/spring").await,
        "https://example.com/p?utm_source=own&x=1#top"
    );
}

#[tokio::test]
async fn a_forwarded_query_follows_and_cannot_set_the_links_parameters() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    create(
        &owner,
        json!({"destination": "https://example.com/d#f", "slug": "fwd", "forwardQuery": true,
               "utm": {"source": "news", "campaign": "spring"},
               "redirectRules": [{"destination": "https://example.com/beta",
                   "conditions": [{"type": "query-param-present", "key": "beta"}]}]}),
    )
    .await;
    assert_eq!(
        goes_to(&app, "/fwd?utm_source=spam&ref=x&utm_medium=social").await,
        "https://example.com/d?utm_source=news&utm_campaign=spring&ref=x&utm_medium=social#f"
    );
    assert_eq!(
        goes_to(&app, "/fwd?utm_campaign=other").await,
        "https://example.com/d?utm_source=news&utm_campaign=spring#f",
        "nothing of the visitor's is left to add"
    );
    assert_eq!(
        goes_to(&app, "/fwd?beta").await,
        "https://example.com/beta?utm_source=news&utm_campaign=spring&beta",
        "a rule's destination carries them too"
    );
}

#[tokio::test]
async fn bad_campaign_values_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = create(
        &owner,
        json!({"destination": "https://example.com/", "slug": "kept", "utm": {"source": "news"}}),
    )
    .await;
    let id = link["id"].as_str().expect("id");
    for utm in [
        json!({"source": "x".repeat(201)}),
        json!({"campaign": "line\nbreak"}),
        json!({"content": "\u{7}"}),
    ] {
        assert_error(
            &owner
                .patch("/api/link", json!({"id": id, "utm": utm.clone()}))
                .await,
            422,
            INVALID_UTM,
        );
        assert_error(
            &owner
                .post(
                    "/api/link",
                    json!({"destination": "https://example.com/", "utm": utm}),
                )
                .await,
            422,
            INVALID_UTM,
        );
    }
    for utm in [
        json!("news"),
        json!(["news"]),
        json!({"source": 5}),
        json!({"replace": "yes"}),
    ] {
        let (status, body) = owner
            .patch("/api/link", json!({"id": id, "utm": utm}))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert!(
            body["message"].as_str().unwrap_or_default().contains("utm"),
            "{body}"
        );
    }
    let (_, single) = owner.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(single["result"]["utm"]["source"], "news");
    let (_, list) = owner.get("/api/link/list").await;
    assert_eq!(list["result"]["links"].as_array().map(Vec::len), Some(1));
    assert_eq!(
        goes_to(&app, "/kept").await,
        "https://example.com/?utm_source=news"
    );
}

#[tokio::test]
async fn the_list_filters_by_campaign() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    for (slug, campaign) in [
        ("a", Some("spring")),
        ("b", Some("Spring")),
        ("c", Some("spring")),
        ("d", None),
    ] {
        let utm = campaign.map_or(Value::Null, |c| json!({"source": "news", "campaign": c}));
        let tags = if slug == "c" { json!(["x"]) } else { json!([]) };
        create(
            &owner,
            json!({"destination": "https://example.com/", "slug": slug, "utm": utm, "tags": tags}),
        )
        .await;
    }
    create(
        &owner,
        json!({"destination": "https://example.com/", "slug": "e", "utm": {"source": "spring"}}),
    )
    .await;
    let slugs = |list: &Value| -> Vec<String> {
        let mut slugs: Vec<String> = list["result"]["links"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|l| l["slug"].as_str().map(str::to_owned))
            .collect();
        slugs.sort();
        slugs
    };
    let (status, list) = owner.get("/api/link/list?campaign=spring").await;
    assert_eq!(status, StatusCode::OK, "{list}");
    assert_eq!(slugs(&list), ["a", "c"], "exact, and only the campaign");
    assert_eq!(list["result"]["total"], 2);
    let (_, list) = owner.get("/api/link/list?campaign=spring&tags=x").await;
    assert_eq!(slugs(&list), ["c"], "with the other filters");
    let (_, list) = owner.get("/api/link/list?campaign=").await;
    assert_eq!(
        list["result"]["total"], 5,
        "an empty filter does not narrow"
    );
    let (_, list) = owner.get("/api/link/list?campaign=%27%3B%20DROP").await;
    assert_eq!(list["result"]["total"], 0);
}
