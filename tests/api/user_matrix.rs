//! The whole permissions matrix of `/api/user/*` and `newSecret` (api.md
//! §10, §4.7, §13.2) as a table: every caller role × target × action, each
//! cell on a fresh database, asserting status and message, the change on
//! success, and that nothing changed on refusal.

use crate::account_kit::{account, insert_account, session_actor, snapshot, verified};
use crate::helpers::{Actor, TestApp, PASSWORD};
use futures_util::stream::{self, StreamExt};
use linkhop::domain::accounts::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::collections::HashMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Target {
    Me,
    Owner,
    Admin,
    Standard,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    List,
    Delete,
    Username,
    Email,
    Password,
    SetRole(Role),
    NewSecret,
    Create(Role),
}

/// The columns of the table below, in order.
const ACTIONS: [Action; 9] = [
    Action::List,
    Action::Delete,
    Action::Username,
    Action::Email,
    Action::Password,
    Action::SetRole(Role::Standard),
    Action::SetRole(Role::Admin),
    Action::SetRole(Role::Owner),
    Action::NewSecret,
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Expect {
    /// 200, and the change is made.
    Ok,
    /// List only: 200 and the target is (not) in the list.
    Visible,
    Hidden,
    Refused(u16, &'static str),
}

use Expect::{Hidden as H, Ok as OK, Visible as V};
const GA: Expect = Expect::Refused(
    412,
    "Currently logged-in account does not match role: admin or owner",
);
const GO: Expect = Expect::Refused(
    412,
    "Currently logged-in account does not match role: owner",
);
const DEL: Expect = Expect::Refused(403, "You do not have permission to delete that user");
const UPD: Expect = Expect::Refused(
    403,
    "You do not have the required role to update that user.",
);
const OWN: Expect = Expect::Refused(400, "You cannot change your own role");
const NSP: Expect = Expect::Refused(403, "You do not have permission to update users.");
const NSR: Expect = Expect::Refused(
    403,
    "You do not have a high enough role to update this user.",
);
const RPA: Expect = Expect::Refused(
    400,
    "Invalid role or permissions, accepted roles: admin, standard",
);
const RPS: Expect = Expect::Refused(400, "Invalid role or permissions, accepted roles: standard");

/// Columns: list, delete, username, email, password, role→standard,
/// role→admin, role→owner, newSecret.
fn table(caller: Role) -> Vec<(Target, [Expect; 9])> {
    match caller {
        Role::Owner => vec![
            (Target::Me, [V, DEL, OK, OK, OK, OWN, OWN, OWN, OK]),
            (Target::Admin, [V, OK, OK, OK, OK, OK, OK, OK, OK]),
            (Target::Standard, [V, OK, OK, OK, OK, OK, OK, OK, OK]),
        ],
        Role::Admin => vec![
            (Target::Me, [V, DEL, OK, OK, OK, GO, GO, GO, OK]),
            (Target::Owner, [H, DEL, UPD, UPD, UPD, GO, GO, GO, NSR]),
            (Target::Admin, [H, DEL, UPD, UPD, UPD, GO, GO, GO, NSR]),
            (Target::Standard, [V, OK, OK, OK, OK, GO, GO, GO, OK]),
        ],
        Role::Standard => vec![
            (Target::Me, [GA, GA, OK, OK, OK, GO, GO, GO, OK]),
            (Target::Owner, [GA, GA, UPD, UPD, UPD, GO, GO, GO, NSP]),
            (Target::Admin, [GA, GA, UPD, UPD, UPD, GO, GO, GO, NSP]),
            (Target::Standard, [GA, GA, UPD, UPD, UPD, GO, GO, GO, NSP]),
        ],
    }
}

/// Creating users: the target is the role asked for.
fn creation_table(caller: Role) -> [(Role, Expect); 3] {
    match caller {
        Role::Owner => [(Role::Owner, RPA), (Role::Admin, OK), (Role::Standard, OK)],
        Role::Admin => [(Role::Owner, RPS), (Role::Admin, RPS), (Role::Standard, OK)],
        Role::Standard => [(Role::Owner, GA), (Role::Admin, GA), (Role::Standard, GA)],
    }
}

/// A fresh instance with an owner, an admin and a standard account, plus the
/// caller (the owner itself when the caller's role is owner).
struct World {
    app: TestApp,
    caller: Actor,
    ids: HashMap<Target, String>,
}

async fn world(caller_role: Role) -> World {
    let app = TestApp::spawn().await;
    let owner = insert_account(&app, "the_owner", Role::Owner).await;
    let admin = insert_account(&app, "an_admin", Role::Admin).await;
    let standard = insert_account(&app, "a_standard", Role::Standard).await;
    let me = match caller_role {
        Role::Owner => owner.clone(),
        role => insert_account(&app, "me_myself", role).await,
    };
    let caller = session_actor(&app, &me).await;
    let ids = HashMap::from([
        (Target::Me, me),
        (Target::Owner, owner),
        (Target::Admin, admin),
        (Target::Standard, standard),
    ]);
    World { app, caller, ids }
}

const NEW_NAME: &str = "changed_name";
const NEW_EMAIL: &str = "changed@example.org";
const NEW_PASSWORD: &str = "Changed-Pass-42";

async fn act(world: &World, target_id: &str, action: Action) -> (StatusCode, Value) {
    let c = &world.caller;
    let v = verified();
    match action {
        Action::List => c.get("/api/user/list").await,
        Action::Delete => {
            c.delete("/api/user", json!({"verification": v, "user": {"id": target_id}}))
                .await
        }
        Action::Username => {
            c.patch(
                "/api/user/username",
                json!({"verification": v, "user": {"username": NEW_NAME, "account": target_id}}),
            )
            .await
        }
        Action::Email => {
            c.patch(
                "/api/user/email",
                json!({"verification": v, "user": {"email": NEW_EMAIL, "account": target_id}}),
            )
            .await
        }
        Action::Password => {
            c.patch(
                "/api/user/password",
                json!({"verification": v, "user": {"password": NEW_PASSWORD, "account": target_id}}),
            )
            .await
        }
        Action::SetRole(role) => {
            c.post(
                "/api/user/role",
                json!({"verification": v, "user": {"role": role.as_str(), "userID": target_id}}),
            )
            .await
        }
        Action::NewSecret => c.post("/api/auth/newSecret", json!({"userID": target_id})).await,
        Action::Create(role) => {
            c.post(
                "/api/user",
                json!({"verification": v, "user": {
                    "username": "created_one", "email": "created@example.com",
                    "password": PASSWORD, "role": role.as_str()}}),
            )
            .await
        }
    }
}

/// Runs one cell on a fresh world and checks everything about it.
async fn check_cell(caller_role: Role, target: Target, action: Action, expect: Expect) {
    let world = world(caller_role).await;
    let app = &world.app;
    let target_id = world.ids[&target].clone();
    let cell = format!("{caller_role:?} caller, {target:?} target, {action:?}");
    let before = snapshot(app).await;
    let (status, body) = act(&world, &target_id, action).await;
    match expect {
        Expect::Refused(code, message) => {
            assert_eq!(status.as_u16(), code, "{cell}: {body}");
            assert_eq!(body["success"], false, "{cell}: {body}");
            assert_eq!(body["message"], message, "{cell}: {body}");
            assert_eq!(snapshot(app).await, before, "{cell}: nothing may change");
        }
        Expect::Visible | Expect::Hidden => {
            assert_eq!(status, StatusCode::OK, "{cell}: {body}");
            let listed = body["result"]
                .as_array()
                .expect("list")
                .iter()
                .any(|a| a["id"] == target_id.as_str());
            assert_eq!(listed, expect == Expect::Visible, "{cell}: {body}");
            assert_eq!(snapshot(app).await, before, "{cell}: nothing may change");
        }
        Expect::Ok => {
            assert_eq!(status, StatusCode::OK, "{cell}: {body}");
            assert_eq!(body["success"], true, "{cell}: {body}");
            check_change(&world, &target_id, action, &body, &cell).await;
        }
    }
}

async fn check_change(world: &World, target_id: &str, action: Action, body: &Value, cell: &str) {
    let app = &world.app;
    let stored = account(app, target_id).await;
    match action {
        Action::List => unreachable!("list cells are Visible or Hidden"),
        Action::Delete => {
            assert_eq!(body["message"], "Deleted account!", "{cell}");
            assert!(stored.is_none(), "{cell}: deleted");
        }
        Action::Username => {
            assert_eq!(body["message"], "Username successfully updated", "{cell}");
            assert_eq!(stored.expect("target").username, NEW_NAME, "{cell}");
        }
        Action::Email => {
            assert_eq!(body["message"], "Email successfully updated", "{cell}");
            assert_eq!(stored.expect("target").email, NEW_EMAIL, "{cell}");
        }
        Action::Password => {
            assert_eq!(body["message"], "Password successfully updated", "{cell}");
            let hash = stored.expect("target").password_hash;
            assert!(
                linkhop::domain::passwords::verify_password(NEW_PASSWORD, &hash),
                "{cell}"
            );
        }
        Action::SetRole(role) => {
            assert_eq!(body["message"], "User role successfully updated", "{cell}");
            assert_eq!(body["result"]["user"]["role"], role.as_str(), "{cell}");
            assert_eq!(stored.expect("target").role(), role, "{cell}");
            let caller = account(app, world.caller.id()).await.expect("caller");
            let expected = if role == Role::Owner {
                Role::Admin
            } else {
                Role::Owner
            };
            assert_eq!(caller.role(), expected, "{cell}: caller's role");
        }
        Action::NewSecret => {
            assert_eq!(
                body["message"], "Successfully generated a new secret",
                "{cell}"
            );
            let secret = body["result"]["secret"].as_str().expect("secret");
            assert_eq!(
                stored.expect("target").secret.as_deref(),
                Some(secret),
                "{cell}"
            );
        }
        Action::Create(role) => {
            assert_eq!(body["message"], "Account created", "{cell}");
            let created = app
                .app
                .store
                .find_account_by_login("created_one")
                .await
                .expect("find")
                .expect("created");
            assert_eq!(created.role(), role, "{cell}");
        }
    }
}

/// All cells of one caller role; returns how many ran.
async fn run_caller(caller: Role) -> usize {
    let mut cells: Vec<(Target, Action, Expect)> = Vec::new();
    for (target, row) in table(caller) {
        for (action, expect) in ACTIONS.iter().zip(row) {
            cells.push((target, *action, expect));
        }
    }
    for (role, expect) in creation_table(caller) {
        cells.push((Target::Me, Action::Create(role), expect));
    }
    let count = cells.len();
    stream::iter(cells)
        .for_each_concurrent(4, |(target, action, expect)| {
            check_cell(caller, target, action, expect)
        })
        .await;
    count
}

#[tokio::test]
async fn owner_row_of_the_matrix() {
    // 3 targets × 9 actions + 3 creation roles.
    assert_eq!(run_caller(Role::Owner).await, 30);
}

#[tokio::test]
async fn admin_row_of_the_matrix() {
    // 4 targets × 9 actions + 3 creation roles.
    assert_eq!(run_caller(Role::Admin).await, 39);
}

#[tokio::test]
async fn standard_row_of_the_matrix() {
    // 4 targets × 9 actions + 3 creation roles; 108 cells in all.
    assert_eq!(run_caller(Role::Standard).await, 39);
}
