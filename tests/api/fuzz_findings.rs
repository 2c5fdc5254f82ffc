//! Regressions found by property-based fuzzing (scripts/fuzz.sh): inputs
//! that once answered 500 on PostgreSQL, which refuses NUL in text.

use crate::helpers::TestApp;
use crate::helpers::{assert_error, PASSWORD};
use serde_json::json;

#[tokio::test]
async fn account_ids_with_nul_are_not_found() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let verification = json!({"password": PASSWORD, "token": ""});
    let bad_id = "\u{0}";
    let answer = owner
        .delete(
            "/api/user",
            json!({"verification": verification, "user": {"id": bad_id}}),
        )
        .await;
    assert_error(&answer, 404, "Invalid id");
    let answer = owner
        .post(
            "/api/user/role",
            json!({"verification": verification, "user": {"role": "admin", "userID": bad_id}}),
        )
        .await;
    assert_error(&answer, 404, "Invalid id");
    for (path, member, value) in [
        ("/api/user/username", "username", "fresh_name"),
        ("/api/user/email", "email", "fresh@example.com"),
        ("/api/user/password", "password", PASSWORD),
    ] {
        let answer = owner
            .patch(
                path,
                json!({"verification": verification, "user": {member: value, "account": bad_id}}),
            )
            .await;
        assert_error(&answer, 404, "Invalid id");
    }
    let answer = owner
        .post("/api/auth/newSecret", json!({"userID": bad_id}))
        .await;
    assert_error(&answer, 404, "Invalid id");
}

#[tokio::test]
async fn secrets_and_logins_with_nul_are_refused_as_unknown() {
    let app = TestApp::spawn().await;
    let _owner = app.owner().await;
    let anonymous = app.anonymous();
    let answer = anonymous
        .post(
            "/api/sharex",
            json!({"secret": "abc\u{0}def", "url": "https://example.com/"}),
        )
        .await;
    assert_eq!(answer.0.as_u16(), 401, "{}", answer.1);
    assert_eq!(answer.1["error"], "Invalid secret");
    let answer = anonymous
        .post(
            "/api/link",
            json!({"secret": "\u{0}", "destination": "https://example.com/"}),
        )
        .await;
    assert_error(&answer, 401, "Invalid secret");
    let answer = anonymous
        .post(
            "/api/auth/login",
            json!({"username": "owner\u{0}", "password": PASSWORD}),
        )
        .await;
    assert_error(&answer, 403, "Invalid username or password");
    let answer = anonymous
        .post(
            "/api/auth/totp/recover",
            json!({"username": "\u{0}", "password": PASSWORD, "backupCode": "\u{0}"}),
        )
        .await;
    assert_error(&answer, 403, "Invalid username or password");
}

/// `GET /api/link/list?tags=%00…` answered 500 on PostgreSQL. A tag filter
/// holding NUL matches no link, and the other tags of an `any` filter still
/// count.
#[tokio::test]
async fn tag_filters_with_nul_match_nothing_but_do_not_fail() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (status, body) = owner
        .post(
            "/api/link",
            json!({"destination": "https://example.com/tagged", "slug": "tagged", "tags": ["spring"]}),
        )
        .await;
    assert_eq!(status.as_u16(), 200, "{body}");
    let total = |query: &'static str| {
        let owner = &owner;
        async move {
            let (status, body) = owner.get(&format!("/api/link/list?{query}")).await;
            assert_eq!(status.as_u16(), 200, "{query}: {body}");
            body["result"]["total"].as_i64().unwrap_or(-1)
        }
    };
    assert_eq!(total("tags=%00G%C3%B4Y%C2%9C").await, 0);
    assert_eq!(total("tags=spring,%00").await, 1);
    assert_eq!(total("tags=spring,%00&tagsMode=all").await, 0);
    assert_eq!(total("tags=spring").await, 1);
}

/// Found by the contract fuzzer: `team=` with a NUL reached PostgreSQL in
/// the middle of a streamed export, which broke off mid-file.
#[tokio::test]
async fn team_filters_with_nul_match_no_team() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (status, body) = owner
        .post(
            "/api/link",
            json!({"destination": "https://example.com/own", "slug": "own"}),
        )
        .await;
    assert_eq!(status.as_u16(), 200, "{body}");
    let team = "%3E%C2%92%00%2C%16r";
    let (status, body) = owner.get(&format!("/api/link/list?team={team}")).await;
    assert_eq!(status.as_u16(), 200, "{body}");
    assert_eq!(body["result"]["total"], 0, "{body}");
    let answer = owner.get(&format!("/api/stats?team={team}")).await;
    assert_error(&answer, 400, "Unknown team");
    let (status, body) = owner
        .get(&format!("/api/export?format=json&team={team}"))
        .await;
    assert_eq!(status.as_u16(), 200, "{body}");
    assert_eq!(body, json!([]));
    let (status, body) = owner
        .post("/api/export", json!({"format": "csv", "team": "a\u{0}b"}))
        .await;
    assert_eq!(status.as_u16(), 200, "{body}");
    assert_eq!(body["success"], true, "{body}");
}
