//! Roles from the provider's groups, applied at every login; the owner is
//! never changed; without OIDC_ADMIN_GROUPS roles stay Linkhop's own.

use super::{app_with, user, Browser, Provider, User};
use reqwest::StatusCode;
use serde_json::json;

fn in_groups<'a>(login: &'a str, groups: &'a str) -> User<'a> {
    User {
        groups,
        ..user(login)
    }
}

#[tokio::test]
async fn admin_group_members_are_admins_until_they_leave_it() {
    let provider = Provider::start();
    let app = app_with(&provider, |sso| sso.role_claim = vec!["groups".into()]).await;
    let owner = app.owner().await;
    let (status, body) = Browser::new(&app)
        .sign_in(in_groups("carol", "staff,admins"))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["role"], "admin");
    let id = body["result"]["id"].clone();
    // Her session of before sees the change on its next request too.
    let (_, body) = Browser::new(&app)
        .sign_in(in_groups("carol", "staff"))
        .await;
    assert_eq!(body["result"]["id"], id);
    assert_eq!(body["result"]["role"], "standard");
    let (_, list) = owner.get("/api/user/list").await;
    let carol = list["result"]
        .as_array()
        .expect("list")
        .iter()
        .find(|a| a["id"] == id)
        .cloned();
    assert_eq!(carol.map(|a| a["role"].clone()), Some(json!("standard")));
    let (_, body) = Browser::new(&app)
        .sign_in(in_groups("carol", "admins"))
        .await;
    assert_eq!(body["result"]["role"], "admin");
}

#[tokio::test]
async fn the_owner_is_never_demoted() {
    let provider = Provider::start();
    let app = app_with(&provider, |_| {}).await;
    // The first account, from the provider, outside the admin group.
    let (_, body) = Browser::new(&app).sign_in(in_groups("olivia", "")).await;
    assert_eq!(body["result"]["role"], "owner");
    let (_, body) = Browser::new(&app)
        .sign_in(in_groups("olivia", "staff"))
        .await;
    assert_eq!(body["result"]["role"], "owner");
    let (_, body) = Browser::new(&app)
        .sign_in(in_groups("olivia", "admins"))
        .await;
    assert_eq!(body["result"]["role"], "owner");
}

#[tokio::test]
async fn without_admin_groups_roles_are_left_to_linkhop() {
    let provider = Provider::start();
    let app = app_with(&provider, |sso| sso.admin_groups.clear()).await;
    let owner = app.owner().await;
    let (_, body) = Browser::new(&app)
        .sign_in(in_groups("dave", "admins"))
        .await;
    assert_eq!(body["result"]["role"], "standard");
    let id = body["result"]["id"].as_str().expect("id").to_owned();
    let (status, answer) = owner
        .post(
            "/api/user/role",
            json!({"verification": crate::account_kit::verified(), "user": {"userID": id, "role": "admin"}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let (_, body) = Browser::new(&app).sign_in(in_groups("dave", "")).await;
    assert_eq!(body["result"]["role"], "admin");
}

#[tokio::test]
async fn a_nested_claim_path_is_read() {
    let provider = Provider::start();
    // The test provider's groups sit at the top; a path into an object
    // that is not there gives no groups, so nobody becomes admin.
    let app = app_with(&provider, |sso| {
        sso.role_claim = vec!["realm_access".into(), "roles".into()];
    })
    .await;
    app.owner().await;
    let (_, body) = Browser::new(&app)
        .sign_in(in_groups("erin", "admins"))
        .await;
    assert_eq!(body["result"]["role"], "standard");
}
