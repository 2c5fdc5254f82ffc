//! User administration beyond the permissions matrix (api.md §10): list
//! order and views, creation, deletion with links kept, sessions ended by
//! password changes, ownership transfer and the order of checks.

use crate::account_kit::{account, insert_account, session_actor, sessions_of, snapshot, verified};
use crate::helpers::{assert_error, TestApp, ACCOUNT_VIEW, PASSWORD};
use linkhop::domain::accounts::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

fn usernames(list: &Value) -> Vec<String> {
    list["result"]
        .as_array()
        .expect("list")
        .iter()
        .map(|a| a["username"].as_str().expect("username").to_owned())
        .collect()
}

#[tokio::test]
async fn list_puts_the_caller_first_then_roles_then_names() {
    let app = TestApp::spawn().await;
    let owner_id = insert_account(&app, "zed", Role::Owner).await;
    for (name, role) in [
        ("bob", Role::Standard),
        ("Carl", Role::Admin),
        ("alice", Role::Standard),
        ("Anna", Role::Admin),
        ("me_admin", Role::Admin),
        ("Ben", Role::Standard),
    ] {
        insert_account(&app, name, role).await;
    }
    let owner = session_actor(&app, &owner_id).await;
    owner.with_secret().await;
    let (status, list) = owner.get("/api/user/list").await;
    assert_eq!(status, StatusCode::OK, "{list}");
    assert_eq!(
        usernames(&list),
        ["zed", "Anna", "Carl", "me_admin", "alice", "Ben", "bob"]
    );
    // The caller's own secret is shown, others' never.
    assert!(list["result"][0]["secret"].is_string());
    assert_eq!(list["result"][0]["hasSecret"], true);
    for view in &list["result"].as_array().expect("list")[1..] {
        assert!(view["secret"].is_null());
        assert_eq!(
            view.as_object().expect("view").keys().collect::<Vec<_>>(),
            ACCOUNT_VIEW
        );
    }
    let admin_id = app
        .app
        .store
        .find_account_by_login("me_admin")
        .await
        .expect("find")
        .expect("admin")
        .id;
    let admin = session_actor(&app, &admin_id).await;
    let (status, list) = admin.get("/api/user/list").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(usernames(&list), ["me_admin", "alice", "Ben", "bob"]);
    let standard = session_actor(&app, &insert_account(&app, "plain", Role::Standard).await).await;
    assert_error(
        &standard.get("/api/user/list").await,
        412,
        "Currently logged-in account does not match role: admin or owner",
    );
}

#[tokio::test]
async fn created_users_get_the_public_view_and_can_log_in() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let before = snapshot(&app).await;
    let create = |user: Value| {
        owner.post(
            "/api/user",
            json!({"verification": verified(), "user": user}),
        )
    };
    assert_error(
        &owner
            .post("/api/user", json!({"verification": verified()}))
            .await,
        400,
        "A user object is required",
    );
    assert_error(&create(json!("x")).await, 400, "A user object is required");
    assert_error(
        &create(json!({"username": "newbie", "email": "n@example.com", "password": PASSWORD, "role": 5}))
            .await,
        400,
        "Invalid role or permissions, accepted roles: admin, standard",
    );
    let answer = create(json!({"username": "x", "email": 5})).await;
    assert_eq!(answer.0, StatusCode::BAD_REQUEST);
    assert_eq!(
        answer.1,
        json!({"success": false, "message": "Invalid field(s)", "details": {"invalid": {"email": true, "username": true, "password": true}}})
    );
    let answer = create(
        json!({"username": owner.username().to_uppercase(), "email": "fresh@example.com", "password": PASSWORD}),
    )
    .await;
    assert_eq!(
        answer.1,
        json!({"success": false, "message": "Field(s) are already used", "details": {"exists": {"username": true, "email": false}}})
    );
    assert_eq!(snapshot(&app).await, before);
    let (status, body) = create(
        json!({"username": "newbie", "email": "newbie@example.com", "password": PASSWORD, "role": null}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "Account created");
    assert_eq!(body["result"]["role"], "standard");
    assert!(body["result"].get("secret").is_none() && body["result"].get("hasSecret").is_none());
    let (status, body) = create(
        json!({"username": "helper", "email": "helper@example.com", "password": PASSWORD, "role": "admin"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["role"], "admin");
    app.login("newbie", PASSWORD).await;
    app.login("helper", PASSWORD).await;
}

#[tokio::test]
async fn deleting_a_user_keeps_its_links_without_author_and_ends_its_sessions() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let link = standard
        .create_link("kept-link", "https://example.com/kept")
        .await;
    assert_eq!(sessions_of(&app, standard.id()).await, 1);
    let before = snapshot(&app).await;
    let delete = |user: Value| {
        owner.delete(
            "/api/user",
            json!({"verification": verified(), "user": user}),
        )
    };
    assert_error(
        &owner
            .delete("/api/user", json!({"verification": verified()}))
            .await,
        400,
        "A user object is required",
    );
    assert_error(&delete(json!({"id": "nope"})).await, 404, "Invalid id");
    assert_error(&delete(json!({})).await, 404, "Invalid id");
    assert_error(
        &delete(json!({"id": owner.id()})).await,
        403,
        "You do not have permission to delete that user",
    );
    assert_eq!(snapshot(&app).await, before);
    let (status, body) = delete(json!({"id": standard.id()})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body,
        json!({"success": true, "message": "Deleted account!"})
    );
    assert!(account(&app, standard.id()).await.is_none());
    assert_eq!(sessions_of(&app, standard.id()).await, 0);
    assert_error(
        &standard.get("/api/auth/me").await,
        401,
        "Invalid authorization token",
    );
    let id = link["id"].as_str().expect("id");
    let (status, body) = owner.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["author"], Value::Null);
    assert_eq!(body["result"]["account"], "n/a");
    // The short link still redirects.
    let response = owner
        .request(reqwest::Method::GET, "/kept-link")
        .send()
        .await
        .expect("follow");
    assert_eq!(response.status(), StatusCode::FOUND);
    assert_error(
        &delete(json!({"id": standard.id()})).await,
        404,
        "Invalid id",
    );
}

#[tokio::test]
async fn password_changes_end_the_targets_sessions() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let second = app.login(standard.username(), PASSWORD).await;
    assert_eq!(sessions_of(&app, standard.id()).await, 2);
    // Another account's password: all of its sessions end.
    let (status, body) = owner
        .patch(
            "/api/user/password",
            json!({"verification": verified(), "user": {"password": "Reset-By-Owner-1", "account": standard.id()}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "Password successfully updated");
    assert_eq!(body["result"]["message"], "Password successfully updated");
    assert_eq!(body["result"]["account"]["id"], standard.id());
    assert!(body["result"]["account"]["secret"].is_null());
    assert_eq!(sessions_of(&app, standard.id()).await, 0);
    assert_error(
        &second.get("/api/auth/me").await,
        401,
        "Invalid authorization token",
    );
    // One's own password: the current session stays, the others end.
    let other_owner_session = app.login(owner.username(), PASSWORD).await;
    let (status, body) = owner
        .patch(
            "/api/user/password",
            json!({"verification": verified(), "user": {"password": "Owner-New-Pass-2", "account": ""}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(sessions_of(&app, owner.id()).await, 1);
    let (status, _) = owner.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    assert_error(
        &other_owner_session.get("/api/auth/me").await,
        401,
        "Invalid authorization token",
    );
    app.login(owner.username(), "Owner-New-Pass-2").await;
    app.login(standard.username(), "Reset-By-Owner-1").await;
}

#[tokio::test]
async fn patch_user_checks_in_the_contract_order() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let admin = app.admin().await;
    let before = snapshot(&app).await;
    let cases = [
        ("/api/user/username", json!({"verification": verified()}), 400, "The following required fields were not included in the request: user"),
        ("/api/user/username", json!({"user": 5}), 400, "A user object is required"),
        ("/api/user/username", json!({"user": {"username": "ok_name"}}), 412, "Verification required, please provide a verification object with either a 2FA token or password, depending on what is set up."),
        ("/api/user/username", json!({"verification": verified(), "user": {"account": "nope"}}), 400, "Invalid username format"),
        ("/api/user/email", json!({"verification": verified(), "user": {"email": 5, "account": "nope"}}), 400, "Invalid email format"),
        ("/api/user/password", json!({"verification": verified(), "user": {"password": "weak", "account": "nope"}}), 400, "Invalid password format"),
        ("/api/user/username", json!({"verification": verified(), "user": {"username": "ok_name", "account": "nope"}}), 404, "Invalid id"),
        ("/api/user/username", json!({"verification": verified(), "user": {"username": "ok_name", "account": 7}}), 404, "Invalid id"),
        ("/api/user/username", json!({"verification": verified(), "user": {"username": admin.username().to_uppercase(), "account": standard.id()}}), 400, "You cannot have the same username as another user"),
        ("/api/user/email", json!({"verification": verified(), "user": {"email": format!("{}@example.com", admin.username()), "account": standard.id()}}), 400, "You cannot have the same email as another user"),
    ];
    for (path, body, status, message) in cases {
        assert_error(&owner.patch(path, body).await, status, message);
    }
    assert_eq!(snapshot(&app).await, before, "nothing changed");
    // The target's own name in another case is fine.
    let (status, body) = owner
        .patch(
            "/api/user/username",
            json!({"verification": verified(), "user": {"username": standard.username().to_uppercase(), "account": standard.id()}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "Username successfully updated");
    assert_eq!(
        body["result"]["account"]["username"],
        standard.username().to_uppercase()
    );
}

#[tokio::test]
async fn ownership_transfer_keeps_exactly_one_owner() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let before = snapshot(&app).await;
    let role = |user: Value| {
        owner.post(
            "/api/user/role",
            json!({"verification": verified(), "user": user}),
        )
    };
    assert_error(
        &owner
            .post("/api/user/role", json!({"verification": verified()}))
            .await,
        400,
        "A user object is required",
    );
    assert_error(
        &role(json!({"role": "root", "userID": admin.id()})).await,
        400,
        "Invalid role",
    );
    assert_error(
        &role(json!({"role": 1, "userID": admin.id()})).await,
        400,
        "Invalid role",
    );
    assert_error(
        &role(json!({"role": "Owner", "userID": admin.id()})).await,
        400,
        "Invalid role",
    );
    assert_error(
        &role(json!({"role": "owner", "userID": "nope"})).await,
        404,
        "Invalid id",
    );
    assert_error(&role(json!({"role": "owner"})).await, 404, "Invalid id");
    assert_error(
        &role(json!({"role": "admin", "userID": owner.id()})).await,
        400,
        "You cannot change your own role",
    );
    assert_eq!(snapshot(&app).await, before);
    let (status, body) = role(json!({"role": "owner", "userID": admin.id()})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "User role successfully updated");
    assert_eq!(body["result"]["user"]["id"], admin.id());
    assert_eq!(body["result"]["user"]["role"], "owner");
    assert!(body["result"]["user"]["secret"].is_null());
    let owners: Vec<_> = app
        .app
        .store
        .list_accounts()
        .await
        .expect("list")
        .into_iter()
        .filter(|a| a.role() == Role::Owner)
        .map(|a| a.id)
        .collect();
    assert_eq!(owners, [admin.id().to_owned()]);
    assert_eq!(
        account(&app, owner.id()).await.expect("old").role(),
        Role::Admin
    );
    // Roles are read fresh: the old owner has lost the owner route at once.
    assert_error(
        &owner
            .post("/api/user/role", json!({"verification": verified(), "user": {"role": "standard", "userID": admin.id()}}))
            .await,
        412,
        "Currently logged-in account does not match role: owner",
    );
    // And the new owner can hand it back.
    let (status, _) = admin
        .post(
            "/api/user/role",
            json!({"verification": verified(), "user": {"role": "owner", "userID": owner.id()}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        account(&app, owner.id()).await.expect("owner").role(),
        Role::Owner
    );
    assert_eq!(
        account(&app, admin.id()).await.expect("admin").role(),
        Role::Admin
    );
}
