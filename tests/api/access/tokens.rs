//! Named API tokens: created with scopes within the account's role, shown
//! once, stored hashed, judged per route, expiring, revocable.

use super::{bearer, code, token_actor};
use crate::account_kit::verified;
use crate::db::{count, exec};
use crate::helpers::{assert_error, TestApp, PASSWORD};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn a_token_is_shown_once_stored_hashed_used_by_scope_and_revoked() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (status, body) = owner
        .post(
            "/api/auth/tokens",
            json!({"verification": verified(), "name": " deploy ", "scopes": ["links:write", "links:read"], "expiresInDays": 30}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let token = body["result"]["token"].as_str().expect("token").to_owned();
    let id = body["result"]["id"].as_str().expect("id").to_owned();
    assert!(token.starts_with("lhp_") && token.len() == 47, "{token}");
    assert_eq!(body["result"]["name"], "deploy");
    assert_eq!(
        body["result"]["scopes"],
        json!(["links:read", "links:write"])
    );
    assert!(body["result"]["expiresAt"].as_i64().is_some());
    // Only the hash is stored.
    let stored = count(
        &app,
        "SELECT COUNT(*) FROM api_tokens WHERE token_hash = $1",
        &[&linkhop::domain::tokens::sha256_hex(&token)],
    )
    .await;
    assert_eq!(stored, 1);
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM api_tokens WHERE token_hash = $1",
            &[&token]
        )
        .await,
        0
    );
    // The list never shows the token again.
    let (_, list) = owner.get("/api/auth/tokens").await;
    assert_eq!(list["result"][0]["id"], id.as_str());
    assert!(list["result"][0].get("token").is_none());
    assert!(!list.to_string().contains(&token));
    assert!(list["result"][0]["lastUsedAt"].is_null());

    let script = bearer(&owner, &token);
    let (status, body) = script
        .post(
            "/api/link",
            json!({"slug": "by-token", "destination": "https://example.com/t"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["author"], owner.id());
    let (status, _) = script.get("/api/link/list").await;
    assert_eq!(status, StatusCode::OK);
    // Scopes it lacks, and account management, are refused.
    let (status, body) = script.get("/api/stats").await;
    assert_eq!(
        (status.as_u16(), code(&body)),
        (403, "insufficient_scope"),
        "{body}"
    );
    for (method, path) in [
        ("GET", "/api/auth/me"),
        ("GET", "/api/auth/tokens"),
        ("GET", "/api/auth/sessions"),
        ("PATCH", "/api/auth/password"),
        ("GET", "/api/sharex/config"),
    ] {
        let (status, body) = script
            .send(method.parse().expect("method"), path, Some(json!({})))
            .await;
        assert_eq!(
            (status.as_u16(), code(&body)),
            (403, "token_not_accepted"),
            "{method} {path}: {body}"
        );
    }
    // Its use is recorded.
    let (_, list) = owner.get("/api/auth/tokens").await;
    assert!(list["result"][0]["lastUsedAt"].as_i64().is_some(), "{list}");

    let (status, body) = owner
        .delete(&format!("/api/auth/tokens/{id}"), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = script.get("/api/link/list").await;
    assert_error(
        &(status, body),
        401,
        "Invalid, expired or revoked API token",
    );
    let answer = owner
        .delete(&format!("/api/auth/tokens/{id}"), json!({}))
        .await;
    assert_error(&answer, 404, "No such token");
}

#[tokio::test]
async fn a_token_without_links_write_cannot_create_and_changes_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (_, reader) = token_actor(&owner, &["links:read", "stats:read"]).await;
    let (status, body) = reader
        .post(
            "/api/link",
            json!({"slug": "nope", "destination": "https://example.com/"}),
        )
        .await;
    assert_eq!(
        (status.as_u16(), code(&body)),
        (403, "insufficient_scope"),
        "{body}"
    );
    assert_eq!(
        body["message"],
        "This API token lacks the scope links:write"
    );
    assert_eq!(count(&app, "SELECT COUNT(*) FROM links", &[]).await, 0);
    let (status, _) = reader.get("/api/stats").await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn expired_and_unknown_tokens_are_refused() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (id, script) = token_actor(&owner, &["links:read"]).await;
    let (status, _) = script.get("/api/link/list").await;
    assert_eq!(status, StatusCode::OK);
    exec(
        &app,
        "UPDATE api_tokens SET expires_at = 1 WHERE id = $1",
        &[&id],
    )
    .await;
    let answer = script.get("/api/link/list").await;
    assert_error(&answer, 401, "Invalid, expired or revoked API token");
    let (_, list) = owner.get("/api/auth/tokens").await;
    assert_eq!(list["result"][0]["expired"], true);
    let forged = bearer(&owner, "lhp_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    assert_error(
        &forged.get("/api/link/list").await,
        401,
        "Invalid, expired or revoked API token",
    );
}

#[tokio::test]
async fn bad_requests_are_refused_and_store_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let post = |body| owner.post("/api/auth/tokens", body);
    let v = verified();
    assert_error(&post(json!({"name": "x", "scopes": ["links:read"]})).await, 412,
        "Verification required, please provide a verification object with either a 2FA token or password, depending on what is set up.");
    assert_error(&post(json!({"verification": {"password": "wrong", "token": ""}, "name": "x", "scopes": ["links:read"]})).await, 403, "Invalid Password");
    assert_error(
        &post(json!({"verification": v, "scopes": ["links:read"]})).await,
        400,
        "The following required fields were not included in the request: name",
    );
    assert_error(
        &post(json!({"verification": v, "name": 5, "scopes": ["links:read"]})).await,
        400,
        "The following fields have an invalid type: name",
    );
    for name in ["", "   ", "a\u{7}b", &"n".repeat(101)] {
        let (status, _) =
            post(json!({"verification": v, "name": name, "scopes": ["links:read"]})).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{name:?}");
    }
    for scopes in [
        json!([]),
        json!(["links:admin"]),
        json!("links:read"),
        json!([1]),
    ] {
        let (status, _) = post(json!({"verification": v, "name": "x", "scopes": scopes})).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{scopes}");
    }
    for days in [json!(0), json!(-1), json!(3651), json!(1.5), json!("7")] {
        let (status, _) = post(json!({"verification": v, "name": "x", "scopes": ["links:read"], "expiresInDays": days})).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{days}");
    }
    // A standard account cannot hold users:admin; an admin scope of the owner is fine.
    let answer = standard
        .post(
            "/api/auth/tokens",
            json!({"verification": v, "name": "x", "scopes": ["users:admin"]}),
        )
        .await;
    assert_error(
        &answer,
        403,
        "Your role cannot give a token the scope users:admin",
    );
    assert_eq!(count(&app, "SELECT COUNT(*) FROM api_tokens", &[]).await, 0);
    // The Lynx secret is no way to manage tokens.
    let with_secret = owner.with_secret().await;
    let answer = with_secret.get("/api/auth/tokens").await;
    assert_error(
        &answer,
        403,
        "You cannot use this endpoint with your API secret",
    );
    let _ = PASSWORD;
}

#[tokio::test]
async fn last_use_is_written_at_most_once_a_minute() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (id, script) = token_actor(&owner, &["links:read"]).await;
    let (status, _) = script.get("/api/link/list").await;
    assert_eq!(status, StatusCode::OK);
    let written = count(
        &app,
        "SELECT COUNT(*) FROM api_tokens WHERE id = $1 AND last_used_at IS NOT NULL",
        &[&id],
    )
    .await;
    assert_eq!(written, 1);
    // Within the minute, further uses do not write again.
    exec(
        &app,
        "UPDATE api_tokens SET last_used_at = 5 WHERE id = $1",
        &[&id],
    )
    .await;
    for _ in 0..5 {
        let (status, _) = script.get("/api/link/list").await;
        assert_eq!(status, StatusCode::OK);
    }
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM api_tokens WHERE id = $1 AND last_used_at = 5",
            &[&id]
        )
        .await,
        1
    );
}

#[tokio::test]
async fn a_users_admin_token_administers_users_without_a_password() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (_, admin_script) = token_actor(&owner, &["users:admin"]).await;
    let (status, body) = admin_script
        .post("/api/user", json!({"user": {"username": "provisioned", "email": "p@example.com", "password": PASSWORD}}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, list) = admin_script.get("/api/user/list").await;
    assert_eq!(status, StatusCode::OK, "{list}");
    // But never changes credentials or roles.
    let (status, body) = admin_script
        .patch(
            "/api/user/password",
            json!({"user": {"password": "Another-Horse-9"}}),
        )
        .await;
    assert_eq!((status.as_u16(), code(&body)), (403, "token_not_accepted"));
    // A demoted account's token loses what the role no longer allows.
    let admin = app.admin().await;
    let (_, demoted) = token_actor(&admin, &["users:admin", "links:read"]).await;
    exec(
        &app,
        "UPDATE accounts SET role = 'standard' WHERE id = $1",
        &[admin.id()],
    )
    .await;
    let (status, body) = demoted.get("/api/user/list").await;
    assert_eq!(
        (status.as_u16(), code(&body)),
        (403, "insufficient_scope"),
        "{body}"
    );
    let (status, _) = demoted.get("/api/link/list").await;
    assert_eq!(status, StatusCode::OK);
}
