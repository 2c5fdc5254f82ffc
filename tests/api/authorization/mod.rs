//! The authorization matrix of every `/api` endpoint in the OpenAPI document, as data:
//! who may call it (anonymous, standard, admin and owner by cookie, a
//! standard account's API secret, and an admin's API token holding one of
//! the four scopes) and on whose objects (the caller's own,
//! another standard account's, another admin's, the owner's, authorless).
//! Each cell asserts its status over a real socket; `sees` / `hidden` mean
//! 200 with the target link listed or not, and `changed` / `refused` 200
//! with a bulk edit's one link changed, or refused as not the caller's.
//!
//! A cell that may change state (any method but GET, expected to succeed)
//! runs on a fresh instance. The others — reads, and calls expected to be
//! refused — share one instance per endpoint and run one after another on
//! it: a refusal that wrongly went through fails its own cell, so sharing
//! cannot hide a hole, and it saves most of the instances (each one is a
//! database, a server and five accounts).

use crate::account_kit::{insert_account, session_actor, verified};
use crate::db::insert_link;
use crate::helpers::{Actor, TestApp, PASSWORD};
use futures_util::stream::{self, StreamExt};
use linkhop::domain::accounts::Role;
use reqwest::Method;
use serde_json::{json, Value};
use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicUsize, Ordering};

mod matrix;

use matrix::{cells, Cell, ENDPOINTS};

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
                .set_account_secret(
                    &id,
                    &linkhop::domain::tokens::new_api_secret(),
                    &linkhop::domain::audit::AuditBy::command_line()
                        .entry(linkhop::domain::audit::AuditAction::SecretRenewed, 0),
                )
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
            team: None,
        };
        let created = linkhop::accounts::Accounts::new(&self.app.app.store)
            .create_token(&account, &request)
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
        ("PATCH", "/api/link/bulk") => (None, Some(json!({"ids": [link], "addTags": ["bulk"]}))),
        ("POST", "/api/export") => (None, Some(json!({"format": "json"}))),
        ("GET", "/api/export") => (query("format=json".into()), None),
        ("GET", "/api/link/{id}/qr") => (
            Some(format!("/api/link/{}/qr", link.unwrap_or_default())),
            None,
        ),
        (_, "/api/link/{id}/qr/settings") => (
            Some(format!(
                "/api/link/{}/qr/settings",
                link.unwrap_or_default()
            )),
            (cell.method == "PATCH").then(|| json!({"public": true})),
        ),
        (_, "/api/link/{id}/qr/logo") => (
            Some(format!("/api/link/{}/qr/logo", link.unwrap_or_default())),
            None,
        ),
        ("GET", "/api/public/qr/{slug}") => (Some("/api/public/qr/obj-none".into()), None),
        ("POST", "/api/link/page-card") => (None, Some(json!({"url": "http://127.0.0.1:9/"}))),
        ("GET", "/api/link/{id}/history") => (
            Some(format!("/api/link/{}/history", link.unwrap_or_default())),
            None,
        ),
        ("POST", "/api/link/{id}/revert") => (
            Some(format!("/api/link/{}/revert", link.unwrap_or_default())),
            Some(json!({"version": 1})),
        ),
        ("POST", "/api/link/{id}/restore") => (
            Some(format!("/api/link/{}/restore", link.unwrap_or_default())),
            Some(json!({})),
        ),
        ("POST", "/api/link/{id}/move") => (
            Some(format!("/api/link/{}/move", link.unwrap_or_default())),
            Some(json!({"team": null})),
        ),
        ("POST", "/api/teams") => (None, Some(json!({"name": "Matrix"}))),
        (method, path) if path.starts_with("/api/teams/{id}") => (
            Some(
                path.replace("{id}", "no-such-team")
                    .replace("{account}", "no-such-account"),
            ),
            // Renames and member roles read their body first.
            matches!((method, path), ("PATCH", _) | ("PUT", _))
                .then(|| json!({"name": "Renamed", "role": "viewer"})),
        ),
        ("POST", "/api/link/{id}/promote") => (
            Some(format!("/api/link/{}/promote", link.unwrap_or_default())),
            Some(json!({"destination": "https://example.com/a"})),
        ),
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
        ("PATCH", "/api/auth/language") => (None, Some(json!({"language": "de"}))),
        ("POST", "/api/domains") => (None, Some(json!({"host": "matrix.example"}))),
        ("PATCH", "/api/domains/{id}") => (
            Some("/api/domains/default".into()),
            Some(json!({"notFoundRedirect": "https://example.com/missing"})),
        ),
        ("DELETE", "/api/domains/{id}") => (Some("/api/domains/no-such-domain".into()), None),
        ("PATCH", "/api/link/tags") => (
            None,
            Some(json!({"oldName": "matrix", "newName": "renamed"})),
        ),
        ("DELETE", "/api/link/tags") => (None, Some(json!({"tags": ["matrix"]}))),
        ("GET", "/api/import/report/{id}") => {
            (Some("/api/import/report/no-such-report".into()), None)
        }
        ("GET", "/api/domains/{id}/orphan-visits") => {
            (Some("/api/domains/default/orphan-visits".into()), None)
        }
        ("POST", "/api/auth/passkeys") => (
            None,
            Some(json!({"ceremony": "no-such-ceremony", "name": "key", "credential": {}})),
        ),
        ("POST", "/api/auth/passkeys/register/options") => {
            (None, Some(json!({"verification": verified()})))
        }
        ("PATCH", "/api/auth/passkeys/{id}") => (
            Some("/api/auth/passkeys/no-such-passkey".into()),
            Some(json!({"name": "renamed"})),
        ),
        ("DELETE", "/api/auth/passkeys/{id}") => (
            Some("/api/auth/passkeys/no-such-passkey".into()),
            Some(json!({"verification": verified()})),
        ),
        ("POST", "/api/auth/passkeys/login") => (
            None,
            Some(json!({"ceremony": "no-such-ceremony", "credential": {}})),
        ),
        ("POST", "/api/webhooks") => (
            None,
            Some(json!({"url": "https://example.com/hook", "events": ["link.created"]})),
        ),
        (_, path) if path.starts_with("/api/webhooks/{id}") => (
            Some(
                path.replace("{id}", "no-such-webhook")
                    .replace("{delivery}", "msg_none"),
            ),
            // The edit reads its body before it looks for the webhook.
            (path == "/api/webhooks/{id}").then(|| json!({"paused": true})),
        ),
        ("POST", "/api/utm-templates") => (
            None,
            Some(json!({"name": "matrix", "utm": {"source": "news"}})),
        ),
        (method, "/api/utm-templates/{id}") => (
            Some("/api/utm-templates/no-such-template".into()),
            (method == "PATCH").then(|| json!({"name": "renamed"})),
        ),
        ("GET", "/api/auth/oidc/callback") => (query("state=s&code=c".into()), None),
        ("POST", "/api/auth/oidc/code") => (None, Some(json!({"state": "s", "code": "c"}))),
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

/// Whether a bulk edit's answer says it changed its one link (else it
/// refused it, as not the caller's to edit).
fn bulk_changed(bytes: &[u8]) -> bool {
    let answer: serde_json::Value = serde_json::from_slice(bytes).unwrap_or_default();
    let result = &answer["result"];
    match (result["changed"].as_u64(), result["refused"].as_u64()) {
        (Some(1), Some(0)) => true,
        (Some(0), Some(1)) => {
            let status = &result["refusals"][0]["status"];
            assert_eq!(*status, 403, "refused for another reason: {answer}");
            false
        }
        _ => panic!("not a bulk edit's answer: {answer}"),
    }
}

/// Whether a cell can share its endpoint's instance (see the module note).
fn shares_instance(cell: &Cell) -> bool {
    let succeeds = matches!(cell.expect.as_str(), "sees" | "hidden" | "changed")
        || cell.expect.starts_with('2');
    cell.method == "GET" || !succeeds
}

/// The cells in the order they run: each inner list on one fresh instance.
fn groups(cells: Vec<Cell>) -> Vec<Vec<Cell>> {
    let mut shared: Vec<Vec<Cell>> = Vec::new();
    let mut alone = Vec::new();
    for cell in cells {
        if !shares_instance(&cell) {
            alone.push(vec![cell]);
        } else if let Some(group) = shared
            .iter_mut()
            .find(|g| g[0].method == cell.method && g[0].path == cell.path)
        {
            group.push(cell);
        } else {
            shared.push(vec![cell]);
        }
    }
    shared.extend(alone);
    shared
}

/// Runs a group's cells one after another on one new instance; returns
/// each mismatch.
async fn run_group(cells: Vec<Cell>) -> Vec<String> {
    let world = World::new().await;
    let mut failures = Vec::new();
    for cell in cells {
        failures.extend(run(&world, cell).await);
    }
    failures
}

/// Deletes `object`'s link if it is there (a cell before may have restored
/// it), so that the cell's restore has a deleted link to bring back.
async fn delete_link(world: &World, object: &str) {
    let change = linkhop::store::Change {
        actor: &linkhop::domain::link_history::Actor::command_line(),
        at: linkhop::domain::time::now_millis(),
        action: linkhop::domain::link_history::HistoryAction::Deleted,
    };
    world
        .app
        .app
        .store
        .delete_links_in_scope(
            std::slice::from_ref(&world.link_ids[object]),
            &linkhop::domain::accounts::LinkScope::All,
            &change,
        )
        .await
        .expect("delete");
}

/// The smallest logo: one opaque pixel.
fn one_pixel_png() -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, 1, 1);
    encoder.set_color(png::ColorType::Rgba);
    let mut writer = encoder.write_header().expect("header");
    writer.write_image_data(&[0, 0, 0, 255]).expect("pixel");
    writer.finish().expect("finish");
    out
}

/// Runs one cell; returns a description of the mismatch, if any.
async fn run(world: &World, cell: Cell) -> Option<String> {
    let object = cell.target.map(|t| World::object_of(cell.caller, t));
    let actor = world.actor(cell.caller).await;
    if cell.path == "/api/link/{id}/restore" {
        delete_link(world, object.unwrap_or("none")).await;
    }
    let (path, body) = request(world, &cell, object);
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
    } else if cell.path == "/api/link/{id}/qr/logo" && cell.method == "PUT" {
        builder = builder
            .header("content-type", "image/png")
            .body(one_pixel_png());
    } else if let Some(body) = body {
        builder = builder.json(&body);
    }
    let response = builder.send().await.expect("request");
    let status = response.status().as_u16();
    let bytes = response.bytes().await.expect("body");
    let (want_status, want_listed) = match cell.expect.as_str() {
        "sees" | "changed" => (200, Some(true)),
        "hidden" | "refused" => (200, Some(false)),
        code => (code.parse().expect("status in table"), None),
    };
    let listed = want_listed.map(|_| {
        if cell.path == "/api/link/bulk" {
            bulk_changed(&bytes)
        } else {
            lists(&cell, &bytes, &world.slugs[object.unwrap_or("none")])
        }
    });
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

/// The matrix's list is the OpenAPI document's: an operation added to the
/// API without its row fails here, not only in review.
#[tokio::test]
async fn the_matrix_lists_every_operation_of_the_openapi_document() {
    let app = TestApp::spawn().await;
    let documented: BTreeSet<String> =
        crate::openapi::operations(&crate::openapi::document(&app).await)
            .into_iter()
            // A HEAD is its GET's route with the body dropped: the same rule.
            .filter(|(method, _, _)| method != "HEAD")
            .map(|(method, path, _)| format!("{method} {path}"))
            .collect();
    let listed: BTreeSet<String> = ENDPOINTS.iter().map(|e| (*e).to_owned()).collect();
    assert_eq!(listed, documented);
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
    assert_eq!(cells.len(), 1512, "cells in the authorization matrix");
    let groups = groups(cells);
    println!(
        "authorization matrix: 1512 cells on {} instances",
        groups.len()
    );
    let done = AtomicUsize::new(0);
    let failures: Vec<String> = stream::iter(groups)
        .map(|group| async {
            done.fetch_add(group.len(), Ordering::Relaxed);
            stream::iter(run_group(group).await)
        })
        .buffer_unordered(6)
        .flatten()
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
