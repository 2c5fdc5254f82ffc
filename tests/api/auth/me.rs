//! `GET /api/auth/me` and logout, `DELETE /api/auth/me` (api.md §4.3, §4.4).

use super::{session_cookies, token_of};
use crate::db::{count, exec};
use crate::helpers::{
    assert_error, keys, me_view, own_view_without_secret, read_json, set_cookies, TestApp,
    ACCOUNT_VIEW,
};
use reqwest::{Method, StatusCode};
use serde_json::json;

const CLEARING: &str =
    "token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Strict";

#[tokio::test]
async fn me_shows_the_account_view() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (status, body) = owner.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(keys(&body), vec!["success", "result"]);
    // No secret yet: the key is left out, not null (Lynx's dashboard
    // offers its ShareX download whenever the key is present).
    assert_eq!(keys(&body["result"]), me_view(own_view_without_secret()));
    assert!(body["result"].get("secret").is_none());
    assert_eq!(body["result"]["id"], owner.id());
    assert_eq!(body["result"]["hasSecret"], false);
    let with_secret = owner.with_secret().await;
    let (_, body) = with_secret.get("/api/auth/me").await;
    assert_eq!(keys(&body["result"]), me_view(ACCOUNT_VIEW.to_vec()));
    assert_eq!(body["result"]["hasSecret"], true);
    assert_eq!(
        body["result"]["secret"],
        with_secret.secret.clone().unwrap_or_default().as_str()
    );
    // A role change applies on the next request.
    exec(
        &app,
        "UPDATE accounts SET role = 'admin' WHERE id = $1",
        &[owner.id()],
    )
    .await;
    let (_, body) = owner.get("/api/auth/me").await;
    assert_eq!(body["result"]["role"], "admin");
}

#[tokio::test]
async fn logout_deletes_the_session_and_clears_the_cookie() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let cookies = session_cookies(&app, owner.username()).await;
    let token = token_of(&cookies[0]);
    let hash = linkhop::domain::tokens::hash_session_token(&token);
    let sessions = || {
        let hash = hash.clone();
        let app = &app;
        async move {
            count(
                app,
                "SELECT COUNT(*) FROM sessions WHERE token_hash = $1",
                &[&hash],
            )
            .await
        }
    };
    assert_eq!(sessions().await, 1);
    let response = app
        .anonymous()
        .request(Method::DELETE, "/api/auth/me")
        .header("cookie", format!("token={token}"))
        .send()
        .await
        .expect("request");
    assert_eq!(set_cookies(&response), vec![CLEARING.to_owned()]);
    let (status, body) = read_json(response).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        body,
        json!({"success": true, "message": "Successfully logged out"})
    );
    assert_eq!(sessions().await, 0);
    let response = app
        .anonymous()
        .request(Method::GET, "/api/auth/me")
        .header("cookie", format!("token={token}"))
        .send()
        .await
        .expect("request");
    assert_error(
        &read_json(response).await,
        401,
        "Invalid authorization token",
    );
    // The other session of the same account is untouched.
    let (status, _) = owner.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    // The client that logged out has no cookie left.
    let (status, _) = owner.delete("/api/auth/me", json!({})).await;
    assert_eq!(status, StatusCode::OK);
    assert_error(
        &owner.get("/api/auth/me").await,
        401,
        "No cookie token provided",
    );
}
