//! Link controls through the API: every field round-trips through create,
//! single, list and edit (absent = unchanged, null = removed), the
//! password is write-only, and every bad value is a clear 4xx that changes
//! nothing.

use super::LINK_VIEW;
use crate::helpers::{assert_error, keys, TestApp};
use reqwest::StatusCode;
use serde_json::{json, Value};

fn rules() -> Value {
    json!([{
        "destination": "https://example.com/ios",
        "conditions": [{"type": "device", "key": null, "value": "ios"}]
    }])
}

fn full_body() -> Value {
    json!({
        "destination": "https://example.com/all",
        "slug": "all-controls",
        "validFrom": "2020-01-01T00:00:00Z",
        "expiresAt": "2999-01-01T00:00:00.000Z",
        "maxVisits": 20,
        "expiredUrl": "https://example.com/gone",
        "password": "open sesame",
        "tags": ["b", "a", "b"],
        "title": "A title",
        "notes": "Line one\nline two",
        "redirectStatus": 307,
        "forwardQuery": true,
        "crawlable": true,
        "redirectRules": rules(),
    })
}

fn assert_full(link: &Value) {
    assert_eq!(keys(link), LINK_VIEW.to_vec(), "{link}");
    assert_eq!(link["validFrom"], "2020-01-01T00:00:00.000Z");
    assert_eq!(link["expiresAt"], "2999-01-01T00:00:00.000Z");
    assert_eq!(link["maxVisits"], 20);
    assert_eq!(link["usedVisits"], 0);
    assert_eq!(link["expiredUrl"], "https://example.com/gone");
    assert_eq!(link["hasPassword"], true);
    assert_eq!(link["tags"], json!(["a", "b"]));
    assert_eq!(link["title"], "A title");
    assert_eq!(link["notes"], "Line one\nline two");
    assert_eq!(link["redirectStatus"], 307);
    assert_eq!(link["forwardQuery"], true);
    assert_eq!(link["crawlable"], true);
    assert_eq!(link["redirectRules"], rules());
    assert_eq!(link["state"], "active");
    let text = link.to_string();
    assert!(
        !text.contains("open sesame") && !text.contains("argon2"),
        "{text}"
    );
}

#[tokio::test]
async fn every_control_round_trips_through_create_single_list_and_edit() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (status, body) = owner.post("/api/link", full_body()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let link = &body["result"];
    assert_full(link);
    let id = link["id"].as_str().expect("id");

    let (_, single) = owner.get(&format!("/api/link/single?id={id}")).await;
    assert_full(&single["result"]);
    let (_, list) = owner.get("/api/link/list").await;
    assert_full(&list["result"]["links"][0]);

    // Absent fields stay; null removes; "" leaves the password as it is.
    let (status, edited) = owner
        .patch(
            "/api/link",
            json!({"id": id, "title": "New", "password": "", "maxVisits": null,
                   "tags": null, "redirectRules": null, "redirectStatus": null}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{edited}");
    let edited = &edited["result"];
    assert_eq!(edited["title"], "New");
    assert_eq!(edited["notes"], "Line one\nline two");
    assert_eq!(edited["hasPassword"], true);
    assert_eq!(edited["maxVisits"], Value::Null);
    assert_eq!(edited["tags"], json!([]));
    assert_eq!(edited["redirectRules"], json!([]));
    assert_eq!(edited["redirectStatus"], Value::Null);
    assert_eq!(edited["crawlable"], true);
    let (_, edited) = owner
        .patch(
            "/api/link",
            json!({"id": id, "password": null, "validFrom": null, "expiresAt": "",
                   "expiredUrl": null, "title": "", "notes": null, "crawlable": false,
                   "forwardQuery": null}),
        )
        .await;
    let edited = &edited["result"];
    for key in ["validFrom", "expiresAt", "expiredUrl", "title", "notes"] {
        assert_eq!(edited[key], Value::Null, "{key}");
    }
    assert_eq!(edited["hasPassword"], false);
    assert_eq!(edited["crawlable"], false);
    assert_eq!(edited["forwardQuery"], false);
}

#[tokio::test]
async fn a_plain_link_shows_empty_controls_and_lynx_keys_first() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = owner.create_link("plain", "https://example.com/").await;
    assert_eq!(keys(&link), LINK_VIEW.to_vec());
    assert_eq!(link["tags"], json!([]));
    assert_eq!(link["hasPassword"], false);
    assert_eq!(link["maxVisits"], Value::Null);
    assert_eq!(link["state"], "active");
}

#[tokio::test]
async fn bad_control_values_are_clear_errors_that_change_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = owner.create_link("kept", "https://example.com/kept").await;
    let id = link["id"].as_str().expect("id").to_owned();
    let (_, before) = owner.get(&format!("/api/link/single?id={id}")).await;
    let tags: Vec<String> = (0..1000).map(|i| format!("t{i}")).collect();
    let long_note = "n".repeat(100 * 1024);
    let cases: Vec<(Value, u16, &str)> = vec![
        (
            json!({"validFrom": "2030-01-02T00:00:00Z", "expiresAt": "2030-01-01T00:00:00Z"}),
            422,
            "Invalid dates: validFrom must be before expiresAt",
        ),
        (
            json!({"expiresAt": "next tuesday"}),
            422,
            "Invalid expiresAt: expected an ISO 8601 date such as 2030-01-31T12:00:00Z",
        ),
        (
            json!({"validFrom": "31/12/2030"}),
            422,
            "Invalid validFrom: expected an ISO 8601 date such as 2030-01-31T12:00:00Z",
        ),
        (
            json!({"maxVisits": 0}),
            422,
            "Invalid maxVisits: expected a whole number from 1 to 1000000000000",
        ),
        (
            json!({"maxVisits": "5"}),
            400,
            "The following fields have an invalid type: maxVisits",
        ),
        (
            json!({"maxVisits": 1.5}),
            400,
            "The following fields have an invalid type: maxVisits",
        ),
        (
            json!({"expiredUrl": "javascript:alert(1)"}),
            422,
            "Invalid expiredUrl: expected an http or https URL",
        ),
        (
            json!({"tags": tags}),
            422,
            "Invalid tags: use at most 50 tags of 1 to 64 characters, without commas or control characters",
        ),
        (
            json!({"tags": ["a,b"]}),
            422,
            "Invalid tags: use at most 50 tags of 1 to 64 characters, without commas or control characters",
        ),
        (
            json!({"tags": "a"}),
            400,
            "The following fields have an invalid type: tags",
        ),
        (
            json!({"notes": long_note}),
            422,
            "Invalid notes: use at most 10000 characters, without control characters other than line breaks and tabs",
        ),
        (
            json!({"title": "t".repeat(501)}),
            422,
            "Invalid title: use at most 500 characters, without control characters",
        ),
        (
            json!({"password": "p".repeat(257)}),
            422,
            "Invalid password: use 1 to 256 characters without control characters",
        ),
        (
            json!({"redirectStatus": 303}),
            422,
            "Invalid redirectStatus, accepted values: 301, 302, 307, 308",
        ),
        (
            json!({"forwardQuery": "yes"}),
            400,
            "The following fields have an invalid type: forwardQuery",
        ),
        (
            json!({"redirectRules": [{"destination": "https://e.com", "conditions": []}]}),
            422,
            "Invalid redirectRules: rule 1 needs at least one condition",
        ),
        (
            json!({"redirectRules": [{"destination": "https://e.com", "conditions": [{"type": "device", "value": "ios"}]},
                                     {"destination": "https://e.com", "conditions": [{"type": "weather", "value": "rain"}]}]}),
            422,
            "Invalid redirectRules: rule 2 has an unknown condition type, accepted types: device, language, country, query-param, query-param-present, before-date, after-date",
        ),
        (
            json!({"redirectRules": [{"destination": "javascript:alert(1)", "conditions": [{"type": "device", "value": "ios"}]}]}),
            422,
            "Invalid redirectRules: rule 1 needs an http or https destination",
        ),
        (
            json!({"redirectRules": {"destination": "https://e.com"}}),
            400,
            "The following fields have an invalid type: redirectRules",
        ),
    ];
    for (fields, status, message) in cases {
        let mut create = json!({"destination": "https://example.com/new", "slug": "new"});
        let mut edit = json!({"id": id});
        for (key, value) in fields.as_object().expect("fields") {
            create[key] = value.clone();
            edit[key] = value.clone();
        }
        let answer = owner.post("/api/link", create).await;
        assert_error(&answer, status, message);
        let answer = owner.patch("/api/link", edit).await;
        assert_error(&answer, status, message);
    }
    // An edit is checked against the dates the link already has.
    let (status, _) = owner
        .patch(
            "/api/link",
            json!({"id": id, "validFrom": "2030-01-02T00:00:00Z"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let answer = owner
        .patch(
            "/api/link",
            json!({"id": id, "expiresAt": "2030-01-01T00:00:00Z"}),
        )
        .await;
    assert_error(
        &answer,
        422,
        "Invalid dates: validFrom must be before expiresAt",
    );
    let (_, list) = owner.get("/api/link/list").await;
    assert_eq!(list["result"]["total"], 1, "nothing was created");
    let (_, after) = owner.get(&format!("/api/link/single?id={id}")).await;
    let mut expected = before["result"].clone();
    expected["validFrom"] = json!("2030-01-02T00:00:00.000Z");
    expected["state"] = json!("notYetValid");
    expected["modifiedDate"] = after["result"]["modifiedDate"].clone();
    assert_eq!(
        after["result"], expected,
        "only the valid edit changed the link"
    );
}
