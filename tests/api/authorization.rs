//! The authorization matrix of every `/api` endpoint of api.md §1, as data:
//! who may call it (anonymous, standard, admin and owner by cookie, a
//! standard account's API secret, and an admin's API token holding one of
//! the four scopes) and on whose objects (the caller's own,
//! another standard account's, another admin's, the owner's, authorless).
//! Each cell runs on a fresh database over a real socket and asserts its
//! status; `sees` / `hidden` mean 200 with the target link listed or not.

use crate::account_kit::{insert_account, session_actor, verified};
use crate::db::insert_link;
use crate::helpers::{Actor, TestApp, PASSWORD};
use futures_util::stream::{self, StreamExt};
use linkhop::domain::accounts::Role;
use reqwest::Method;
use serde_json::{json, Value};
use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Every endpoint of api.md §1 and the OpenAPI document; the tables below
/// must cover exactly these.
const ENDPOINTS: [&str; 50] = [
    "GET /api",
    "POST /api/auth/login",
    "GET /api/auth/me",
    "DELETE /api/auth/me",
    "POST /api/auth/register",
    "PATCH /api/auth/email",
    "PATCH /api/auth/password",
    "PATCH /api/auth/username",
    "POST /api/auth/newSecret",
    "POST /api/auth/automatic-login",
    "DELETE /api/auth/automatic-login",
    "POST /api/auth/sessions/revoke",
    "GET /api/auth/totp",
    "POST /api/auth/totp",
    "DELETE /api/auth/totp",
    "POST /api/auth/totp/recover",
    "GET /api/link/list",
    "GET /api/link/single",
    "GET /api/link",
    "POST /api/link",
    "PATCH /api/link",
    "DELETE /api/link",
    "POST /api/import",
    "POST /api/export",
    "GET /api/export",
    "POST /api/sharex",
    "GET /api/sharex/config",
    "GET /api/about",
    "GET /api/user/list",
    "POST /api/user",
    "DELETE /api/user",
    "PATCH /api/user/username",
    "PATCH /api/user/email",
    "PATCH /api/user/password",
    "POST /api/user/role",
    "GET /api/openapi.json",
    "GET /api/link/{id}/stats",
    "GET /api/stats",
    "GET /api/public/stats/{slug}",
    "GET /api/link/{id}/visits",
    "GET /api/auth/tokens",
    "POST /api/auth/tokens",
    "DELETE /api/auth/tokens/{id}",
    "GET /api/auth/sessions",
    "DELETE /api/auth/sessions/{id}",
    "POST /api/auth/sessions/end-others",
    "GET /api/auth/policy",
    "PATCH /api/auth/policy",
    "POST /api/user/disable",
    "POST /api/user/enable",
];

/// Endpoints without a target object: one cell per caller (after `|`, an
/// admin's API token holding only the scope named). Registration is
/// open in these worlds; nobody has 2FA on (so TOTP confirm, disable and
/// recovery stop at 412 after authorization).
const PLAIN: &str = "
# endpoint                          anonymous standard admin owner secret | links:read links:write stats:read users:admin
GET /api                            200 200 200 200 200   200 200 200 200
POST /api/auth/login                200 200 200 200 200   200 200 200 200
GET /api/auth/me                    401 200 200 200 200   403 403 403 403
DELETE /api/auth/me                 401 200 200 200 403   403 403 403 403
POST /api/auth/register             200 200 200 200 200   200 200 200 200
PATCH /api/auth/email               401 200 200 200 403   403 403 403 403
PATCH /api/auth/password            401 200 200 200 403   403 403 403 403
PATCH /api/auth/username            401 200 200 200 403   403 403 403 403
POST /api/auth/automatic-login      401 200 200 200 403   403 403 403 403
DELETE /api/auth/automatic-login    401 200 200 200 403   403 403 403 403
POST /api/auth/sessions/revoke      401 200 200 200 403   403 403 403 403
GET /api/auth/totp                  401 200 200 200 403   403 403 403 403
POST /api/auth/totp                 401 412 412 412 403   403 403 403 403
DELETE /api/auth/totp               401 412 412 412 403   403 403 403 403
POST /api/auth/totp/recover         412 412 412 412 412   412 412 412 412
GET /api/link                       200 200 200 200 200   200 200 200 200
POST /api/link                      401 200 200 200 200   403 200 403 403
POST /api/import                    401 200 200 200 200   403 200 403 403
POST /api/sharex                    401 401 401 401 200   403 403 403 403
GET /api/sharex/config              401 200 200 200 200   403 403 403 403
GET /api/about                      200 200 200 200 200   200 200 200 200
GET /api/openapi.json               200 200 200 200 200   200 200 200 200
GET /api/user/list                  401 412 200 200 403   403 403 403 200
POST /api/user                      401 412 200 200 403   403 403 403 200
GET /api/stats                      401 200 200 200 200   403 403 200 403
GET /api/public/stats/{slug}        404 404 404 404 404   404 404 404 404
GET /api/auth/tokens                401 200 200 200 403   403 403 403 403
POST /api/auth/tokens               401 200 200 200 403   403 403 403 403
DELETE /api/auth/tokens/{id}        401 404 404 404 403   403 403 403 403
GET /api/auth/sessions              401 200 200 200 403   403 403 403 403
DELETE /api/auth/sessions/{id}      401 404 404 404 403   403 403 403 403
POST /api/auth/sessions/end-others  401 200 200 200 403   403 403 403 403
GET /api/auth/policy                401 412 412 200 403   403 403 403 403
PATCH /api/auth/policy              401 412 412 200 403   403 403 403 403
";

/// Endpoints acting on a link or an account. Columns: the caller's own
/// object, another standard account's, another admin's, the owner's, and an
/// authorless link. `.` = no such cell (anonymous owns nothing; the owner's
/// object is the owner's own; accounts are never authorless).
const ON_OBJECTS: &str = "
# endpoint                  caller     own     standard admin  owner  authorless
GET /api/link/list          anonymous  .       401      401    401    401
GET /api/link/list          standard   sees    hidden   hidden hidden hidden
GET /api/link/list          admin      sees    sees     hidden hidden sees
GET /api/link/list          owner      sees    sees     sees   .      sees
GET /api/link/list          secret     sees    hidden   hidden hidden hidden
GET /api/link/single        anonymous  .       401      401    401    401
GET /api/link/single        standard   200     404      404    404    404
GET /api/link/single        admin      200     200      404    404    200
GET /api/link/single        owner      200     200      200    .      200
GET /api/link/single        secret     200     404      404    404    404
PATCH /api/link             anonymous  .       401      401    401    401
PATCH /api/link             standard   200     403      403    403    403
PATCH /api/link             admin      200     200      403    403    200
PATCH /api/link             owner      200     200      200    .      200
PATCH /api/link             secret     200     403      403    403    403
DELETE /api/link            anonymous  .       401      401    401    401
DELETE /api/link            standard   200     403      403    403    403
DELETE /api/link            admin      200     200      403    403    200
DELETE /api/link            owner      200     200      200    .      200
DELETE /api/link            secret     200     403      403    403    403
POST /api/export            anonymous  .       401      401    401    401
POST /api/export            standard   sees    hidden   hidden hidden hidden
POST /api/export            admin      sees    sees     hidden hidden sees
POST /api/export            owner      sees    sees     sees   .      sees
POST /api/export            secret     sees    hidden   hidden hidden hidden
GET /api/export             anonymous  .       401      401    401    401
GET /api/export             standard   sees    hidden   hidden hidden hidden
GET /api/export             admin      sees    sees     hidden hidden sees
GET /api/export             owner      sees    sees     sees   .      sees
GET /api/export             secret     sees    hidden   hidden hidden hidden
POST /api/auth/newSecret    anonymous  .       401      401    401    .
POST /api/auth/newSecret    standard   200     403      403    403    .
POST /api/auth/newSecret    admin      200     200      403    403    .
POST /api/auth/newSecret    owner      200     200      200    .      .
POST /api/auth/newSecret    secret     403     403      403    403    .
DELETE /api/user            anonymous  .       401      401    401    .
DELETE /api/user            standard   412     412      412    412    .
DELETE /api/user            admin      403     200      403    403    .
DELETE /api/user            owner      403     200      200    .      .
DELETE /api/user            secret     403     403      403    403    .
PATCH /api/user/username    anonymous  .       401      401    401    .
PATCH /api/user/username    standard   200     403      403    403    .
PATCH /api/user/username    admin      200     200      403    403    .
PATCH /api/user/username    owner      200     200      200    .      .
PATCH /api/user/username    secret     403     403      403    403    .
PATCH /api/user/email       anonymous  .       401      401    401    .
PATCH /api/user/email       standard   200     403      403    403    .
PATCH /api/user/email       admin      200     200      403    403    .
PATCH /api/user/email       owner      200     200      200    .      .
PATCH /api/user/email       secret     403     403      403    403    .
PATCH /api/user/password    anonymous  .       401      401    401    .
PATCH /api/user/password    standard   200     403      403    403    .
PATCH /api/user/password    admin      200     200      403    403    .
PATCH /api/user/password    owner      200     200      200    .      .
PATCH /api/user/password    secret     403     403      403    403    .
POST /api/user/role         anonymous  .       401      401    401    .
POST /api/user/role         standard   412     412      412    412    .
POST /api/user/role         admin      412     412      412    412    .
POST /api/user/role         owner      400     200      200    .      .
POST /api/user/role         secret     403     403      403    403    .
GET /api/link/{id}/stats    anonymous  .       401      401    401    401
GET /api/link/{id}/stats    standard   200     404      404    404    404
GET /api/link/{id}/stats    admin      200     200      404    404    200
GET /api/link/{id}/stats    owner      200     200      200    .      200
GET /api/link/{id}/stats    secret     200     404      404    404    404
GET /api/link/{id}/visits   anonymous  .       401      401    401    401
GET /api/link/{id}/visits   standard   200     404      404    404    404
GET /api/link/{id}/visits   admin      200     200      404    404    200
GET /api/link/{id}/visits   owner      200     200      200    .      200
GET /api/link/{id}/visits   secret     200     404      404    404    404
POST /api/user/disable      anonymous  .       401      401    401    .
POST /api/user/disable      standard   412     412      412    412    .
POST /api/user/disable      admin      403     200      403    403    .
POST /api/user/disable      owner      403     200      200    .      .
POST /api/user/disable      secret     403     403      403    403    .
POST /api/user/enable       anonymous  .       401      401    401    .
POST /api/user/enable       standard   412     412      412    412    .
POST /api/user/enable       admin      403     200      403    403    .
POST /api/user/enable       owner      403     200      200    .      .
POST /api/user/enable       secret     403     403      403    403    .
# An admin's token: the scope that grants the route on every object,
# the others (refused before any object is looked at) on its own.
GET /api/link/list          links:read sees     sees     hidden hidden sees
GET /api/link/list          links:write 403      .        .      .      .
GET /api/link/list          stats:read 403      .        .      .      .
GET /api/link/list          users:admin 403      .        .      .      .
GET /api/link/single        links:read 200      200      404    404    200
GET /api/link/single        links:write 403      .        .      .      .
GET /api/link/single        stats:read 403      .        .      .      .
GET /api/link/single        users:admin 403      .        .      .      .
PATCH /api/link             links:read 403      .        .      .      .
PATCH /api/link             links:write 200      200      403    403    200
PATCH /api/link             stats:read 403      .        .      .      .
PATCH /api/link             users:admin 403      .        .      .      .
DELETE /api/link            links:read 403      .        .      .      .
DELETE /api/link            links:write 200      200      403    403    200
DELETE /api/link            stats:read 403      .        .      .      .
DELETE /api/link            users:admin 403      .        .      .      .
POST /api/export            links:read sees     sees     hidden hidden sees
POST /api/export            links:write 403      .        .      .      .
POST /api/export            stats:read 403      .        .      .      .
POST /api/export            users:admin 403      .        .      .      .
GET /api/export             links:read sees     sees     hidden hidden sees
GET /api/export             links:write 403      .        .      .      .
GET /api/export             stats:read 403      .        .      .      .
GET /api/export             users:admin 403      .        .      .      .
POST /api/auth/newSecret    links:read 403      .        .      .      .
POST /api/auth/newSecret    links:write 403      .        .      .      .
POST /api/auth/newSecret    stats:read 403      .        .      .      .
POST /api/auth/newSecret    users:admin 403      .        .      .      .
DELETE /api/user            links:read 403      .        .      .      .
DELETE /api/user            links:write 403      .        .      .      .
DELETE /api/user            stats:read 403      .        .      .      .
DELETE /api/user            users:admin 403      200      403    403    .
PATCH /api/user/username    links:read 403      .        .      .      .
PATCH /api/user/username    links:write 403      .        .      .      .
PATCH /api/user/username    stats:read 403      .        .      .      .
PATCH /api/user/username    users:admin 403      .        .      .      .
PATCH /api/user/email       links:read 403      .        .      .      .
PATCH /api/user/email       links:write 403      .        .      .      .
PATCH /api/user/email       stats:read 403      .        .      .      .
PATCH /api/user/email       users:admin 403      .        .      .      .
PATCH /api/user/password    links:read 403      .        .      .      .
PATCH /api/user/password    links:write 403      .        .      .      .
PATCH /api/user/password    stats:read 403      .        .      .      .
PATCH /api/user/password    users:admin 403      .        .      .      .
POST /api/user/role         links:read 403      .        .      .      .
POST /api/user/role         links:write 403      .        .      .      .
POST /api/user/role         stats:read 403      .        .      .      .
POST /api/user/role         users:admin 403      .        .      .      .
GET /api/link/{id}/stats    links:read 403      .        .      .      .
GET /api/link/{id}/stats    links:write 403      .        .      .      .
GET /api/link/{id}/stats    stats:read 200      200      404    404    200
GET /api/link/{id}/stats    users:admin 403      .        .      .      .
GET /api/link/{id}/visits   links:read 403      .        .      .      .
GET /api/link/{id}/visits   links:write 403      .        .      .      .
GET /api/link/{id}/visits   stats:read 200      200      404    404    200
GET /api/link/{id}/visits   users:admin 403      .        .      .      .
POST /api/user/disable      links:read 403      .        .      .      .
POST /api/user/disable      links:write 403      .        .      .      .
POST /api/user/disable      stats:read 403      .        .      .      .
POST /api/user/disable      users:admin 403      200      403    403    .
POST /api/user/enable       links:read 403      .        .      .      .
POST /api/user/enable       links:write 403      .        .      .      .
POST /api/user/enable       stats:read 403      .        .      .      .
POST /api/user/enable       users:admin 403      200      403    403    .
";

const CALLERS: [&str; 9] = [
    "anonymous",
    "standard",
    "admin",
    "owner",
    "secret",
    "links:read",
    "links:write",
    "stats:read",
    "users:admin",
];
const TARGETS: [&str; 5] = ["own", "standard", "admin", "owner", "authorless"];

#[derive(Debug, Clone)]
struct Cell {
    method: String,
    path: String,
    caller: &'static str,
    target: Option<&'static str>,
    expect: String,
}

fn endpoint_of(line: &str) -> (String, String, Vec<&str>) {
    let mut words = line.split_whitespace();
    let method = words.next().expect("method").to_owned();
    let path = words.next().expect("path").to_owned();
    (method, path, words.collect())
}

fn cells() -> Vec<Cell> {
    let mut cells = Vec::new();
    for line in PLAIN.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (method, path, values) = endpoint_of(line);
        let values: Vec<&str> = values.into_iter().filter(|v| *v != "|").collect();
        assert_eq!(values.len(), CALLERS.len(), "{line}");
        for (caller, value) in CALLERS.iter().zip(values) {
            cells.push(Cell {
                method: method.clone(),
                path: path.clone(),
                caller,
                target: None,
                expect: value.to_owned(),
            });
        }
    }
    for line in ON_OBJECTS.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (method, path, values) = endpoint_of(line);
        assert_eq!(values.len(), 1 + TARGETS.len(), "{line}");
        let caller = CALLERS
            .iter()
            .find(|c| **c == values[0])
            .unwrap_or_else(|| panic!("unknown caller in {line}"));
        for (target, value) in TARGETS.iter().zip(&values[1..]) {
            if *value != "." {
                cells.push(Cell {
                    method: method.clone(),
                    path: path.clone(),
                    caller,
                    target: Some(target),
                    expect: (*value).to_owned(),
                });
            }
        }
    }
    cells
}

/// A fresh instance: the owner, two admins and two standard accounts (each
/// with a secret and a link), an authorless link, open registration.
struct World {
    app: TestApp,
    ids: HashMap<&'static str, String>,
    /// Slug of each account's link, by the same keys, plus "none".
    slugs: HashMap<&'static str, String>,
    link_ids: HashMap<&'static str, String>,
}

const ACCOUNTS: [(&str, Role); 5] = [
    ("owner", Role::Owner),
    ("admin_a", Role::Admin),
    ("admin_b", Role::Admin),
    ("std_a", Role::Standard),
    ("std_b", Role::Standard),
];

impl World {
    async fn new() -> Self {
        let app = TestApp::spawn_with(|s| s.enable_registration = true).await;
        let mut ids = HashMap::new();
        let mut slugs = HashMap::new();
        let mut link_ids = HashMap::new();
        for (name, role) in ACCOUNTS {
            let id = insert_account(&app, name, role).await;
            app.app
                .store
                .set_account_secret(&id, &linkhop::domain::tokens::new_api_secret())
                .await
                .expect("secret");
            let slug = format!("obj-{}", name.replace('_', "-"));
            link_ids.insert(
                name,
                insert_link(&app, &slug, "https://example.com/", Some(&id)).await,
            );
            slugs.insert(name, slug);
            ids.insert(name, id);
        }
        link_ids.insert(
            "none",
            insert_link(&app, "obj-none", "https://example.com/", None).await,
        );
        slugs.insert("none", "obj-none".to_owned());
        Self {
            app,
            ids,
            slugs,
            link_ids,
        }
    }

    /// The account a caller acts as.
    fn account_of(caller: &str) -> Option<&'static str> {
        match caller {
            "standard" | "secret" => Some("std_a"),
            "admin" => Some("admin_a"),
            scope if scope.contains(':') => Some("admin_a"),
            "owner" => Some("owner"),
            _ => None,
        }
    }

    /// Whose object a target column means for this caller.
    fn object_of(caller: &str, target: &str) -> &'static str {
        let me = Self::account_of(caller);
        match target {
            "own" => me.expect("own object of a caller with an account"),
            "standard" if me == Some("std_a") => "std_b",
            "standard" => "std_a",
            "admin" if me == Some("admin_a") => "admin_b",
            "admin" => "admin_a",
            "owner" => "owner",
            _ => "none",
        }
    }

    async fn actor(&self, caller: &str) -> Actor {
        let Some(name) = Self::account_of(caller) else {
            return self.app.anonymous();
        };
        let actor = session_actor(&self.app, &self.ids[name]).await;
        if caller.contains(':') {
            return self.token_actor(actor, name, caller).await;
        }
        if caller != "secret" {
            return actor;
        }
        let account = crate::account_kit::account(&self.app, &self.ids[name])
            .await
            .expect("account");
        Actor {
            client: reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .expect("client"),
            secret: account.secret,
            ..actor
        }
    }
}

impl World {
    /// `actor`'s account with an API token holding only `scope`, sent as a
    /// bearer credential without cookies.
    async fn token_actor(&self, actor: Actor, name: &str, scope: &str) -> Actor {
        let account = crate::account_kit::account(&self.app, &self.ids[name])
            .await
            .expect("account");
        let request = linkhop::accounts::api_tokens::TokenRequest {
            name: "matrix",
            scopes: vec![scope],
            expires_in_days: None,
        };
        let created =
            linkhop::accounts::api_tokens::create_token(&self.app.app.store, &account, &request)
                .await
                .expect("token");
        Actor {
            client: reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .expect("client"),
            secret: Some(format!("Bearer {}", created.token)),
            ..actor
        }
    }
}

/// The request of one cell: a valid body for the endpoint, aimed at `object`.
fn request(world: &World, cell: &Cell, object: Option<&str>) -> (Option<String>, Option<Value>) {
    let id = object.map(|o| world.ids.get(o).cloned().unwrap_or_default());
    let link = object.map(|o| world.link_ids[o].clone());
    let slug = object.map(|o| world.slugs[o].clone());
    let standard = "std_a";
    let query = |q: String| Some(format!("{}?{q}", cell.path));
    match (cell.method.as_str(), cell.path.as_str()) {
        ("POST", "/api/auth/login") => (
            None,
            Some(json!({"username": standard, "password": PASSWORD})),
        ),
        ("POST", "/api/auth/register") => (
            None,
            Some(json!({"email": "new@example.com", "username": "newcomer", "password": PASSWORD})),
        ),
        ("PATCH", "/api/auth/email") => (
            None,
            Some(json!({"newEmail": "changed@example.com", "password": PASSWORD})),
        ),
        ("PATCH", "/api/auth/password") => (
            None,
            Some(json!({"password": PASSWORD, "newPassword": "Another-Horse-9"})),
        ),
        ("PATCH", "/api/auth/username") => (
            None,
            Some(json!({"newUsername": "renamed", "password": PASSWORD})),
        ),
        (_, "/api/auth/automatic-login") => (None, Some(json!({"verification": verified()}))),
        ("POST", "/api/auth/sessions/revoke") => (
            None,
            Some(json!({"verification": verified(), "rotateSecret": true})),
        ),
        ("POST" | "DELETE", "/api/auth/totp") => (None, Some(json!({"token": "123456"}))),
        ("POST", "/api/auth/totp/recover") => (
            None,
            Some(json!({"backupCode": "ABCDEFGHJKMN", "username": standard, "password": PASSWORD})),
        ),
        ("GET", "/api/link") => (query("slug=obj-none".into()), None),
        ("POST", "/api/link") => (
            None,
            Some(json!({"destination": "https://example.com/new"})),
        ),
        ("POST", "/api/sharex") => (None, Some(json!({"url": "https://example.com/sharex"}))),
        ("POST", "/api/user") => (
            None,
            Some(json!({"verification": verified(), "user": {
                "username": "created", "email": "created@example.com", "password": PASSWORD}})),
        ),
        ("GET", "/api/link/list") => (query(format!("search={}", slug.unwrap_or_default())), None),
        ("GET", "/api/link/single") => (query(format!("id={}", link.unwrap_or_default())), None),
        ("PATCH", "/api/link") => (
            None,
            Some(json!({"id": link, "destination": "https://example.com/edited"})),
        ),
        ("DELETE", "/api/link") => (None, Some(json!({"ids": [link]}))),
        ("POST", "/api/export") => (None, Some(json!({"format": "json"}))),
        ("GET", "/api/export") => (query("format=json".into()), None),
        ("GET", "/api/link/{id}/stats") => (
            Some(format!("/api/link/{}/stats", link.unwrap_or_default())),
            None,
        ),
        ("GET", "/api/link/{id}/visits") => (
            Some(format!(
                "/api/link/{}/visits?format=json",
                link.unwrap_or_default()
            )),
            None,
        ),
        ("GET", "/api/public/stats/{slug}") => (Some("/api/public/stats/obj-none".into()), None),
        ("POST", "/api/auth/newSecret") => (None, Some(json!({"userID": id}))),
        ("DELETE", "/api/user") => (
            None,
            Some(json!({"verification": verified(), "user": {"id": id}})),
        ),
        ("PATCH", "/api/user/username") => (
            None,
            Some(
                json!({"verification": verified(), "user": {"account": id, "username": "renamed"}}),
            ),
        ),
        ("PATCH", "/api/user/email") => (
            None,
            Some(
                json!({"verification": verified(), "user": {"account": id, "email": "renamed@example.com"}}),
            ),
        ),
        ("PATCH", "/api/user/password") => (
            None,
            Some(
                json!({"verification": verified(), "user": {"account": id, "password": "Another-Horse-9"}}),
            ),
        ),
        ("POST", "/api/user/role") => (
            None,
            Some(json!({"verification": verified(), "user": {"role": "standard", "userID": id}})),
        ),
        ("POST", "/api/auth/tokens") => (
            None,
            Some(json!({"verification": verified(), "name": "n", "scopes": ["links:read"]})),
        ),
        ("DELETE", "/api/auth/tokens/{id}") => {
            (Some("/api/auth/tokens/no-such-token".into()), None)
        }
        ("DELETE", "/api/auth/sessions/{id}") => {
            (Some("/api/auth/sessions/no-such-session".into()), None)
        }
        ("PATCH", "/api/auth/policy") => (
            None,
            Some(json!({"verification": verified(), "twoFactor": "optional"})),
        ),
        ("POST", "/api/user/disable" | "/api/user/enable") => (
            None,
            Some(json!({"verification": verified(), "user": {"id": id}})),
        ),
        _ => (None, None),
    }
}

/// Whether an answer lists the link `slug` (link list, both exports).
fn lists(cell: &Cell, body: &[u8], slug: &str) -> bool {
    let text = String::from_utf8_lossy(body);
    if cell.method == "POST" && cell.path == "/api/export" {
        let value: Value = serde_json::from_str(&text).expect("JSON");
        let bytes: Vec<u8> = value["result"]["buffer"]["data"]
            .as_array()
            .expect("buffer")
            .iter()
            .map(|b| b.as_u64().expect("byte") as u8)
            .collect();
        return String::from_utf8_lossy(&bytes).contains(&format!("\"{slug}\""));
    }
    text.contains(&format!("\"{slug}\""))
}

/// Runs one cell; returns a description of the mismatch, if any.
async fn run(cell: Cell) -> Option<String> {
    let world = World::new().await;
    let object = cell.target.map(|t| World::object_of(cell.caller, t));
    let actor = world.actor(cell.caller).await;
    let (path, body) = request(&world, &cell, object);
    let path = path.unwrap_or_else(|| cell.path.clone());
    let method = Method::from_bytes(cell.method.as_bytes()).expect("method");
    let mut builder = actor.request(method, &path);
    if cell.path == "/api/import" {
        let form = reqwest::multipart::Form::new()
            .text("service", "lynx")
            .part(
                "file",
                reqwest::multipart::Part::bytes(b"[]".to_vec()).file_name("links.json"),
            );
        builder = builder.multipart(form);
    } else if let Some(body) = body {
        builder = builder.json(&body);
    }
    let response = builder.send().await.expect("request");
    let status = response.status().as_u16();
    let bytes = response.bytes().await.expect("body");
    let (want_status, want_listed) = match cell.expect.as_str() {
        "sees" => (200, Some(true)),
        "hidden" => (200, Some(false)),
        code => (code.parse().expect("status in table"), None),
    };
    let listed = want_listed.map(|_| lists(&cell, &bytes, &world.slugs[object.unwrap_or("none")]));
    if status != want_status || listed != want_listed {
        return Some(format!(
            "{} {} as {} on {:?} ({:?}): expected {}, got {} {}",
            cell.method,
            cell.path,
            cell.caller,
            cell.target,
            object,
            cell.expect,
            status,
            String::from_utf8_lossy(&bytes)
        ));
    }
    None
}

#[tokio::test]
async fn every_endpoint_by_every_caller_on_every_object() {
    let cells = cells();
    let covered: BTreeSet<String> = cells
        .iter()
        .map(|c| format!("{} {}", c.method, c.path))
        .collect();
    let expected: BTreeSet<String> = ENDPOINTS.iter().map(|e| (*e).to_owned()).collect();
    assert_eq!(
        covered, expected,
        "the tables must cover every endpoint exactly"
    );
    assert_eq!(cells.len(), 739, "cells in the authorization matrix");
    println!("authorization matrix: {} cells", cells.len());
    let done = AtomicUsize::new(0);
    let failures: Vec<String> = stream::iter(cells)
        .map(|cell| async {
            let result = run(cell).await;
            done.fetch_add(1, Ordering::Relaxed);
            result
        })
        .buffer_unordered(6)
        .filter_map(|failure| async move { failure })
        .collect()
        .await;
    assert!(
        failures.is_empty(),
        "{} of {} cells failed:\n{}",
        failures.len(),
        done.load(Ordering::Relaxed),
        failures.join("\n")
    );
}
