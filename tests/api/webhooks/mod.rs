//! Webhooks (docs/webhooks.md): subscriptions through the API, and
//! deliveries to a real HTTP receiver that checks each signature itself.

mod crud;
mod delivery;
mod docs_snippet;
mod durability;
mod forwarding;
mod link_states;
pub mod receiver;
mod scope;
mod tag_changes;
mod visits;

use crate::helpers::{Actor, TestApp};
use linkhop::config::Settings;
use reqwest::StatusCode;
use serde_json::{json, Value};

/// Settings for tests: receivers on 127.0.0.1 are allowed, retries come
/// after 50 ms instead of 30 s.
pub fn quick(settings: &mut Settings) {
    settings.webhooks.allow_private = true;
    settings.webhooks.retry_first_ms = 50;
}

pub async fn webhook_app() -> TestApp {
    TestApp::spawn_with(quick).await
}

/// Subscribes `url` to `events` for `actor`; returns the webhook and its secret.
pub async fn subscribe(actor: &Actor, url: &str, events: &[&str]) -> (Value, String) {
    subscribe_with(actor, json!({"url": url, "events": events})).await
}

pub async fn subscribe_with(actor: &Actor, body: Value) -> (Value, String) {
    let (status, answer) = actor.post("/api/webhooks", body).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let secret = answer["result"]["secret"]
        .as_str()
        .expect("secret")
        .to_owned();
    (answer["result"].clone(), secret)
}

/// The delivery log of webhook `id`, newest first.
pub async fn deliveries(actor: &Actor, id: &str) -> Vec<Value> {
    let (status, answer) = actor
        .get(&format!("/api/webhooks/{id}/deliveries?limit=100"))
        .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    answer["result"]["deliveries"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}
