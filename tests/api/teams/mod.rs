//! Teams (docs/teams.md): managing teams and members, and what each team
//! role may do to the team's links, on both engines.

mod domains;
mod imports;
mod link_changes;
mod links;
mod manage;
mod restore;
mod tokens;

use crate::helpers::{Actor, TestApp};
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

/// The team matrix's callers: a team with a manager, an editor and a
/// viewer, a standard account outside it, an admin and the owner.
pub struct Cast {
    pub team: String,
    pub owner: Actor,
    pub admin: Actor,
    pub manager: Actor,
    pub editor: Actor,
    pub viewer: Actor,
    pub stranger: Actor,
}

impl Cast {
    /// The cast around a new team named `name`.
    pub async fn new(app: &TestApp, name: &str) -> Self {
        let owner = app.owner().await;
        let admin = app.admin().await;
        let manager = app.standard_user().await;
        let editor = app.standard_user().await;
        let viewer = app.standard_user().await;
        let stranger = app.standard_user().await;
        let team = create_team(&manager, name).await;
        set_member(&manager, &team, &editor, "editor").await;
        set_member(&manager, &team, &viewer, "viewer").await;
        Self {
            team,
            owner,
            admin,
            manager,
            editor,
            viewer,
            stranger,
        }
    }

    /// Each caller with its name, in the matrix's order.
    pub fn callers(&self) -> [(&'static str, &Actor); 6] {
        [
            ("manager", &self.manager),
            ("editor", &self.editor),
            ("viewer", &self.viewer),
            ("stranger", &self.stranger),
            ("admin", &self.admin),
            ("owner", &self.owner),
        ]
    }
}
