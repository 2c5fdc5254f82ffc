//! Saved campaign parameters (`/api/utm-templates`, docs/campaigns.md):
//! an account's own named sets of UTM values; bad input changes nothing,
//! names are unique per account and the cap holds under a burst.

use crate::helpers::{assert_error, TestApp};
use reqwest::StatusCode;
use serde_json::{json, Value};

const INVALID_NAME: &str = "Invalid name: use 1 to 100 characters, without control characters";
const INVALID_VALUES: &str = "Invalid utm: give at least one of source, medium, campaign, term and content, each at most 200 characters, without control characters";

fn names(list: &Value) -> Vec<String> {
    list["result"]["templates"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|t| t["name"].as_str().map(str::to_owned))
        .collect()
}

#[tokio::test]
async fn templates_are_saved_listed_edited_and_deleted_by_their_account() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let other = app.standard_user().await;
    let (status, created) = owner
        .post(
            "/api/utm-templates",
            json!({"name": " Newsletter ", "utm": {"source": "news", "medium": "email", "campaign": ""}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{created}");
    let template = &created["result"];
    assert_eq!(template["name"], "Newsletter");
    assert_eq!(
        template["utm"],
        json!({"source": "news", "medium": "email", "campaign": null, "term": null,
               "content": null, "replace": false})
    );
    owner
        .post(
            "/api/utm-templates",
            json!({"name": "Ads", "utm": {"source": "ads"}}),
        )
        .await;
    let (_, list) = owner.get("/api/utm-templates").await;
    assert_eq!(names(&list), ["Ads", "Newsletter"], "by name");
    let (_, theirs) = other.get("/api/utm-templates").await;
    assert_eq!(names(&theirs), Vec::<String>::new());

    let id = template["id"].as_str().expect("id");
    let path = format!("/api/utm-templates/{id}");
    assert_error(
        &other.patch(&path, json!({"name": "mine"})).await,
        404,
        "A template with that id does not exist",
    );
    assert_error(
        &other.delete(&path, json!({})).await,
        404,
        "A template with that id does not exist",
    );
    let (status, edited) = owner
        .patch(
            &path,
            json!({"utm": {"campaign": "spring", "replace": true}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{edited}");
    assert_eq!(edited["result"]["name"], "Newsletter", "the name is kept");
    assert_eq!(
        edited["result"]["utm"]["source"],
        Value::Null,
        "the values are replaced"
    );
    assert_eq!(edited["result"]["utm"]["replace"], true);
    assert_error(
        &owner.patch(&path, json!({"name": "Ads"})).await,
        409,
        "You have a template with that name already",
    );
    // The same name in another account is no clash.
    let (status, _) = other
        .post(
            "/api/utm-templates",
            json!({"name": "Ads", "utm": {"source": "x"}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = owner.delete(&path, json!({})).await;
    assert_eq!(status, StatusCode::OK);
    let (_, list) = owner.get("/api/utm-templates").await;
    assert_eq!(names(&list), ["Ads"]);
}

#[tokio::test]
async fn bad_templates_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let cases = [
        (
            json!({"name": "", "utm": {"source": "a"}}),
            400,
            INVALID_NAME,
        ),
        (
            json!({"name": "x".repeat(101), "utm": {"source": "a"}}),
            400,
            INVALID_NAME,
        ),
        (
            json!({"name": "a\u{7}", "utm": {"source": "a"}}),
            400,
            INVALID_NAME,
        ),
        (json!({"name": "empty", "utm": {}}), 400, INVALID_VALUES),
        (
            json!({"name": "blank", "utm": {"source": "  "}}),
            400,
            INVALID_VALUES,
        ),
        (
            json!({"name": "long", "utm": {"term": "y".repeat(201)}}),
            400,
            INVALID_VALUES,
        ),
    ];
    for (body, status, message) in cases {
        assert_error(
            &owner.post("/api/utm-templates", body).await,
            status,
            message,
        );
    }
    for body in [
        json!({"name": "n"}),
        json!({"name": 5, "utm": {"source": "a"}}),
        json!({"name": "n", "utm": {"source": []}}),
    ] {
        let (status, answer) = owner.post("/api/utm-templates", body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
    }
    let (_, list) = owner.get("/api/utm-templates").await;
    assert_eq!(names(&list), Vec::<String>::new());
}

#[tokio::test]
async fn an_account_has_at_most_a_hundred_templates_even_when_it_races() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    for n in 0..95 {
        let (status, body) = owner
            .post(
                "/api/utm-templates",
                json!({"name": format!("t{n:03}"), "utm": {"source": "s"}}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let burst: Vec<_> = (0..12)
        .map(|n| {
            owner.post(
                "/api/utm-templates",
                json!({"name": format!("burst{n}"), "utm": {"source": "s"}}),
            )
        })
        .collect();
    let answers = futures_util::future::join_all(burst).await;
    let created = answers.iter().filter(|(s, _)| *s == StatusCode::OK).count();
    assert_eq!(created, 5, "{answers:?}");
    for (status, body) in answers.iter().filter(|(s, _)| *s != StatusCode::OK) {
        assert_eq!(*status, StatusCode::CONFLICT);
        assert_eq!(
            body["message"],
            "An account has at most 100 templates: delete one first"
        );
    }
    let (_, list) = owner.get("/api/utm-templates").await;
    assert_eq!(names(&list).len(), 100);
}
