//! Teams (docs/teams.md): managing teams and members, and what each team
//! role may do to the team's links, on both engines.

mod domains;
mod imports;
mod link_changes;
mod links;
mod manage;
mod restore;
mod tokens;

use crate::helpers::Actor;
use reqwest::StatusCode;
use serde_json::{json, Value};

/// Creates team `name` as `actor` (its first manager); returns its id.
pub async fn create_team(actor: &Actor, name: &str) -> String {
    let (status, body) = actor.post("/api/teams", json!({"name": name})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"]["id"].as_str().expect("id").to_owned()
}

/// Makes `member` a member of `team` as `role`, by `manager`.
pub async fn set_member(manager: &Actor, team: &str, member: &Actor, role: &str) {
    let (status, body) = manager
        .send(
            reqwest::Method::PUT,
            &format!("/api/teams/{team}/members/{}", member.id()),
            Some(json!({"role": role})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

/// Creates a link in `team` as `actor`; returns the link.
pub async fn team_link(actor: &Actor, team: &str, slug: &str) -> Value {
    let (status, body) = actor
        .post(
            "/api/link",
            json!({"destination": format!("https://example.com/{slug}"), "slug": slug, "team": team}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"].clone()
}
