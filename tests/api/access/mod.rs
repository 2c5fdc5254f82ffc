//! Identity and access (docs/accounts.md): API tokens, the session list,
//! the two-factor policy and disabled accounts.

mod disabled_accounts;
mod sessions_list;
mod tokens;
mod two_factor_policy;

use crate::account_kit::verified;
use crate::helpers::Actor;
use reqwest::StatusCode;
use serde_json::{json, Value};

/// Creates a token of `actor`'s account with `scopes`; returns its id and
/// an actor sending it as `Authorization: Bearer <token>`, without cookies.
pub async fn token_actor(actor: &Actor, scopes: &[&str]) -> (String, Actor) {
    let (status, body) = actor
        .post(
            "/api/auth/tokens",
            json!({"verification": verified(), "name": "script", "scopes": scopes}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let token = body["result"]["token"].as_str().expect("token").to_owned();
    let id = body["result"]["id"].as_str().expect("id").to_owned();
    (id, bearer(actor, &token))
}

/// An actor sending `token` as a bearer credential, without cookies.
pub fn bearer(actor: &Actor, token: &str) -> Actor {
    Actor {
        client: reqwest::Client::new(),
        secret: Some(format!("Bearer {token}")),
        ..actor.clone()
    }
}

/// The `code` of an access refusal.
pub fn code(body: &Value) -> &str {
    body["code"].as_str().unwrap_or("")
}
