//! `PATCH /api/auth/language` (`changeOwnLanguage`, docs/accounts.md#interface-language):
//! the account's interface language, one of the supported tags or null, in
//! every account view; anything else refused with nothing changed; a
//! session only.

use crate::access::{code, token_actor};
use crate::account_kit::snapshot;
use crate::helpers::{assert_error, keys, read_json, Actor, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

const PATH: &str = "/api/auth/language";
const UPDATED: &str = "Language successfully updated";
const INVALID: &str = "Invalid language, accepted values: en, de, fr, es, zh-CN, or null";

async fn me_language(actor: &Actor) -> Value {
    let (status, me) = actor.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK, "{me}");
    me["result"]["language"].clone()
}

#[tokio::test]
async fn a_language_is_set_read_back_everywhere_and_cleared_with_null() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (_, me) = owner.get("/api/auth/me").await;
    assert_eq!(me["result"].get("language"), Some(&Value::Null), "{me}");

    for tag in ["en", "de", "fr", "es", "zh-CN"] {
        let (status, body) = owner.patch(PATH, json!({"language": tag})).await;
        assert_eq!(status, StatusCode::OK, "{tag}: {body}");
        assert_eq!(keys(&body), ["success", "message", "result"]);
        assert_eq!(body["success"], true);
        assert_eq!(body["message"], UPDATED);
        assert_eq!(body["result"]["message"], UPDATED);
        assert_eq!(body["result"]["account"]["id"], owner.id());
        assert_eq!(body["result"]["account"]["language"], tag);
        assert_eq!(me_language(&owner).await, tag);
    }

    // The other account views carry it too: the user list and a new login.
    let (_, list) = owner.get("/api/user/list").await;
    assert_eq!(list["result"][0]["language"], "zh-CN", "{list}");
    let again = app.login(owner.username(), crate::helpers::PASSWORD).await;
    assert_eq!(again.account["language"], "zh-CN");
    let standard = app.standard_user().await;
    let (_, list) = owner.get("/api/user/list").await;
    let other = list["result"]
        .as_array()
        .and_then(|l| l.iter().find(|v| v["id"] == standard.id()))
        .expect("the standard account");
    assert_eq!(other.get("language"), Some(&Value::Null), "{other}");

    let (status, body) = owner.patch(PATH, json!({"language": null})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["account"]["language"], Value::Null);
    assert!(body["result"]["account"]
        .as_object()
        .is_some_and(|view| view.contains_key("language")));
    assert_eq!(me_language(&owner).await, Value::Null);
    // Each account has its own.
    assert_eq!(me_language(&standard).await, Value::Null);
    standard.patch(PATH, json!({"language": "es"})).await;
    assert_eq!(me_language(&standard).await, "es");
    assert_eq!(me_language(&owner).await, Value::Null);
}

#[tokio::test]
async fn anything_but_a_supported_tag_or_null_is_refused_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (status, _) = owner.patch(PATH, json!({"language": "fr"})).await;
    assert_eq!(status, StatusCode::OK);
    let before = snapshot(&app).await;
    for body in [
        json!({}),
        json!({"lang": "de"}),
        json!({"language": ""}),
        json!({"language": "EN"}),
        json!({"language": "De"}),
        json!({"language": "de-DE"}),
        json!({"language": "zh"}),
        json!({"language": "zh-cn"}),
        json!({"language": "zh-Hans"}),
        json!({"language": " de"}),
        json!({"language": "it"}),
        json!({"language": "*"}),
        json!({"language": 1}),
        json!({"language": true}),
        json!({"language": ["de"]}),
        json!({"language": {"tag": "de"}}),
    ] {
        let answer = owner.patch(PATH, body.clone()).await;
        assert_error(&answer, 400, INVALID);
        assert_eq!(snapshot(&app).await, before, "{body}");
    }
    for (raw, message) in [
        ("{\"language\": \"de\"", "Malformed JSON body"),
        ("not json", "Malformed JSON body"),
        ("[\"de\"]", "Request body must be a JSON object"),
        ("\"de\"", "Request body must be a JSON object"),
        ("null", "Request body must be a JSON object"),
    ] {
        let response = owner
            .request(Method::PATCH, PATH)
            .header("content-type", "application/json")
            .body(raw)
            .send()
            .await
            .expect("request");
        assert_error(&read_json(response).await, 400, message);
        assert_eq!(snapshot(&app).await, before, "{raw}");
    }
    assert_eq!(me_language(&owner).await, "fr");
}

#[tokio::test]
async fn only_a_session_may_change_it() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let by_secret = owner.with_secret().await;
    let (_, script) = token_actor(&owner, &["links:read", "links:write"]).await;
    let before = snapshot(&app).await;
    assert!(before.contains("language: None"), "{before}");

    let answer = app.anonymous().patch(PATH, json!({"language": "de"})).await;
    assert_error(&answer, 401, "No cookie token provided");
    let answer = by_secret.patch(PATH, json!({"language": "de"})).await;
    assert_error(
        &answer,
        403,
        "You cannot use this endpoint with your API secret",
    );
    let answer = script.patch(PATH, json!({"language": "de"})).await;
    assert_eq!(answer.0, StatusCode::FORBIDDEN, "{}", answer.1);
    assert_eq!(code(&answer.1), "token_not_accepted", "{}", answer.1);

    assert_eq!(snapshot(&app).await, before);
    assert_eq!(me_language(&owner).await, Value::Null);
}

#[tokio::test]
async fn the_document_states_the_route_and_the_field() {
    let app = TestApp::spawn().await;
    let (status, doc) = app.anonymous().get("/api/openapi.json").await;
    assert_eq!(status, StatusCode::OK);
    let operation = &doc["paths"][PATH]["patch"];
    assert_eq!(operation["operationId"], "changeOwnLanguage");
    assert_eq!(operation["security"], json!([{"cookie": []}]));
    let refusals = operation["responses"]["400"]["description"]
        .as_str()
        .unwrap_or("");
    assert!(refusals.starts_with(INVALID), "{refusals}");
    assert!(operation["responses"]["401"].is_object(), "{operation}");
    let tags = &doc["components"]["schemas"]["LanguageTag"]["enum"];
    assert_eq!(tags, &json!(["en", "de", "fr", "es", "zh-CN"]), "{doc}");
    let view = &doc["components"]["schemas"]["AccountView"];
    assert!(view["properties"]["language"].is_object(), "{view}");
}
