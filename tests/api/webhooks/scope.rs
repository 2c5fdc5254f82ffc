//! Subscriptions of the whole instance (`scope: instance`): the owner's
//! webhooks and forwardings hear every link, whoever wrote it (or nobody,
//! for an imported link); no one else may ask for that.

use super::receiver::Receiver;
use super::{quick, subscribe_with};
use crate::db;
use crate::helpers::{assert_error, TestApp};
use serde_json::{json, Value};
use std::time::Duration;

const FIREFOX: &str = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const INSTANCE_SCOPE: &str =
    "Only the owner may subscribe to every link of the instance (scope instance)";

async fn follow(app: &TestApp, slug: &str) {
    let status = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
        .get(app.url(&format!("/{slug}")))
        .header("user-agent", FIREFOX)
        .send()
        .await
        .expect("visit")
        .status();
    assert_eq!(status.as_u16(), 302, "{slug}");
}

/// The slugs of the `link.created` events and of the visits `receiver` got.
fn heard(receiver: &Receiver) -> (Vec<String>, Vec<String>) {
    let mut created = Vec::new();
    let mut visited = Vec::new();
    for request in receiver.delivered() {
        let body = request.json();
        match body["type"].as_str() {
            Some("link.created") => created.push(slug(&body["data"])),
            Some("visit") => {
                for visit in body["data"]["visits"].as_array().into_iter().flatten() {
                    visited.push(slug(&visit["link"]));
                }
            }
            _ => {}
        }
    }
    created.sort();
    visited.sort();
    (created, visited)
}

fn slug(link: &Value) -> String {
    link["slug"].as_str().unwrap_or_default().to_owned()
}

#[tokio::test]
async fn the_owners_instance_subscriptions_hear_every_link() {
    let app = TestApp::spawn_with(|s| {
        quick(s);
        s.domain = Some("https://s.example.com".into());
        s.webhooks.visit_every = Duration::from_millis(200);
    })
    .await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let standard = app.standard_user().await;
    let everything = Receiver::start().await;
    let own = Receiver::start().await;
    let theirs = Receiver::start().await;
    let plausible = Receiver::start().await;
    let events = ["link.created", "visit"];
    let (instance, _) = subscribe_with(
        &owner,
        json!({"url": everything.url, "events": events, "scope": "instance"}),
    )
    .await;
    assert_eq!(instance["scope"], "instance");
    let (account, _) = subscribe_with(&owner, json!({"url": own.url, "events": events})).await;
    assert_eq!(account["scope"], "account");
    subscribe_with(&standard, json!({"url": theirs.url, "events": events})).await;
    subscribe_with(
        &owner,
        json!({"url": format!("http://127.0.0.1:{}/api/event", plausible.port),
               "kind": "plausible", "target": {"domain": "example.com"},
               "events": ["visit"], "scope": "instance"}),
    )
    .await;

    standard
        .create_link("std-link", "https://example.com/s")
        .await;
    admin.create_link("adm-link", "https://example.com/a").await;
    // An imported link has no author: only the instance hears it.
    db::insert_link(&app, "no-author", "https://example.com/n", None).await;
    for slug in ["std-link", "adm-link", "no-author"] {
        follow(&app, slug).await;
    }

    // Two creations and three visits (in one batch or more).
    let started = std::time::Instant::now();
    while heard(&everything).1.len() < 3 || plausible.delivered().len() < 3 {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "instance: {:?}, plausible: {:?}",
            heard(&everything),
            plausible.received()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(
        heard(&everything),
        (
            vec!["adm-link".to_owned(), "std-link".to_owned()],
            vec![
                "adm-link".to_owned(),
                "no-author".to_owned(),
                "std-link".to_owned()
            ]
        )
    );
    let mut pages: Vec<String> = plausible
        .delivered()
        .iter()
        .map(|r| r.json()["url"].as_str().unwrap_or_default().to_owned())
        .collect();
    pages.sort();
    assert_eq!(
        pages,
        [
            "https://s.example.com/adm-link",
            "https://s.example.com/no-author",
            "https://s.example.com/std-link"
        ]
    );
    // The owner's account subscription hears the owner's links only.
    assert_eq!(heard(&own), (vec![], vec![]));
    assert_eq!(
        heard(&theirs),
        (vec!["std-link".to_owned()], vec!["std-link".to_owned()])
    );

    // Narrowed back to the account, it hears no one else's link.
    let id = instance["id"].as_str().expect("id");
    let (status, edited) = owner
        .patch(&format!("/api/webhooks/{id}"), json!({"scope": "account"}))
        .await;
    assert_eq!(status, 200, "{edited}");
    assert_eq!(edited["result"]["scope"], "account");
    let before = everything.delivered().len();
    standard
        .create_link("std-later", "https://example.com/l")
        .await;
    owner
        .create_link("own-later", "https://example.com/o")
        .await;
    own.wait_delivered(1).await;
    everything.wait_delivered(before + 1).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        heard(&everything).0,
        ["adm-link", "own-later", "std-link"],
        "after narrowing"
    );
}

#[tokio::test]
async fn only_the_owner_may_subscribe_to_the_whole_instance() {
    let app = super::webhook_app().await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let standard = app.standard_user().await;
    let body =
        json!({"url": "https://hooks.example.com/in", "events": ["visit"], "scope": "instance"});
    for caller in [&admin, &standard] {
        assert_error(
            &caller.post("/api/webhooks", body.clone()).await,
            403,
            INSTANCE_SCOPE,
        );
        let (status, listed) = caller.get("/api/webhooks").await;
        assert_eq!(status, 200);
        assert_eq!(
            listed["result"]["webhooks"],
            json!([]),
            "nothing was created"
        );
    }
    for scope in [json!("everyone"), json!("Instance"), json!("")] {
        let mut bad = body.clone();
        bad["scope"] = scope;
        assert_error(
            &owner.post("/api/webhooks", bad).await,
            400,
            "Invalid scope, accepted values: account, instance",
        );
    }
    // An admin's own webhook cannot be widened either.
    let (mine, _) = subscribe_with(
        &admin,
        json!({"url": "https://hooks.example.com/a", "events": ["visit"]}),
    )
    .await;
    let id = mine["id"].as_str().expect("id");
    assert_error(
        &admin
            .patch(&format!("/api/webhooks/{id}"), json!({"scope": "instance"}))
            .await,
        403,
        INSTANCE_SCOPE,
    );
    let (_, read) = admin.get(&format!("/api/webhooks/{id}")).await;
    assert_eq!(read["result"]["scope"], "account");
    let (created, _) = subscribe_with(&owner, body).await;
    assert_eq!(created["scope"], "instance");
}
