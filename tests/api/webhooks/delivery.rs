//! Deliveries to a real receiver: signed, in order per link, retried until
//! they get through (once), given up with the webhook marked failing, and
//! never sent to a private address without WEBHOOK_ALLOW_PRIVATE.

use super::receiver::{verify, Receiver};
use super::{deliveries, quick, subscribe, subscribe_with, webhook_app};
use crate::account_kit::verified;
use crate::helpers::TestApp;
use reqwest::StatusCode;
use serde_json::json;
use std::time::{Duration, Instant};

/// Waits until `check` holds for the webhook's log, for at most 20 s.
async fn log_until(
    actor: &crate::helpers::Actor,
    id: &str,
    check: impl Fn(&[serde_json::Value]) -> bool,
) -> Vec<serde_json::Value> {
    let started = Instant::now();
    loop {
        let log = deliveries(actor, id).await;
        if check(&log) {
            return log;
        }
        assert!(started.elapsed() < Duration::from_secs(20), "{log:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn link_events_arrive_signed_in_order_and_without_visitor_data() {
    let app = webhook_app().await;
    let owner = app.owner().await;
    let receiver = Receiver::start().await;
    let (webhook, secret) = subscribe(
        &owner,
        &receiver.url,
        &["link.created", "link.updated", "link.deleted"],
    )
    .await;
    let link = owner.create_link("hooked", "https://example.com/one").await;
    let id = link["id"].as_str().expect("id");
    let (status, _) = owner
        .patch(
            "/api/link",
            json!({"id": id, "destination": "https://example.com/two"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = owner.delete("/api/link", json!({"ids": [id]})).await;
    assert_eq!(status, StatusCode::OK);

    let delivered = receiver.wait_delivered(3).await;
    let events: Vec<String> = delivered.iter().map(|r| r.event()).collect();
    assert_eq!(events, ["link.created", "link.updated", "link.deleted"]);
    for received in &delivered {
        assert!(verify(&secret, received), "bad signature: {received:?}");
        assert!(!verify("whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", received));
        assert_eq!(received.content_type, "application/json");
        assert!(received.id.starts_with("msg_"), "{}", received.id);
        let body = received.json();
        assert_eq!(body["data"]["id"], id);
        assert_eq!(body["data"]["slug"], "hooked");
        assert!(body["timestamp"].as_str().is_some_and(|t| t.ends_with('Z')));
    }
    let updated = delivered[1].json();
    assert_eq!(updated["data"]["destination"], "https://example.com/two");
    assert_eq!(updated["data"]["changed"], json!(["destination"]));
    // One message id per event, and the log knows each as delivered (its
    // row is finished just after the receiver answered).
    let log = log_until(&owner, webhook["id"].as_str().expect("id"), |log| {
        log.len() == 3 && log.iter().all(|entry| entry["state"] == "delivered")
    })
    .await;
    for entry in &log {
        assert_eq!(entry["state"], "delivered", "{entry}");
        assert_eq!(entry["attempts"], 1);
        assert_eq!(entry["responseStatus"], 200);
        assert!(delivered.iter().any(|r| r.id == entry["id"]));
    }
}

#[tokio::test]
async fn filters_and_paused_webhooks_hear_only_what_they_asked_for() {
    let app = webhook_app().await;
    let owner = app.owner().await;
    let other = app.standard_user().await;
    let receiver = Receiver::start().await;
    let chosen = owner.create_link("chosen", "https://example.com/a").await;
    let ignored = owner.create_link("ignored", "https://example.com/b").await;
    subscribe_with(
        &owner,
        json!({"url": receiver.url, "events": ["link.updated"],
               "filters": {"links": [chosen["id"]]}}),
    )
    .await;
    let paused = Receiver::start().await;
    subscribe_with(
        &owner,
        json!({"url": paused.url, "events": ["link.updated"], "paused": true}),
    )
    .await;
    // Another account's link is never the subscriber's business.
    other.create_link("theirs", "https://example.com/c").await;
    for (link, destination) in [
        (&ignored, "https://example.com/b2"),
        (&chosen, "https://example.com/a2"),
    ] {
        let id = link["id"].clone();
        let (status, body) = owner
            .patch("/api/link", json!({"id": id, "destination": destination}))
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let delivered = receiver.wait_delivered(1).await;
    assert_eq!(delivered[0].json()["data"]["slug"], "chosen");
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(receiver.received().len(), 1);
    assert!(paused.received().is_empty());
}

#[tokio::test]
async fn a_failing_endpoint_gets_the_event_once_after_retries() {
    let app = webhook_app().await;
    let owner = app.owner().await;
    let receiver = Receiver::start().await;
    receiver.answer_with(&[500, 500, 500]);
    let (webhook, secret) = subscribe(&owner, &receiver.url, &["link.created"]).await;
    owner.create_link("retried", "https://example.com/").await;
    let delivered = receiver.wait_delivered(1).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let received = receiver.received();
    assert_eq!(received.len(), 4, "{received:?}");
    assert_eq!(receiver.delivered().len(), 1);
    // Every attempt is the same message, signed anew.
    assert!(received.iter().all(|r| r.id == delivered[0].id));
    assert!(received.iter().all(|r| verify(&secret, r)));
    let log = log_until(&owner, webhook["id"].as_str().expect("id"), |log| {
        log.len() == 1 && log[0]["state"] == "delivered"
    })
    .await;
    assert_eq!(log[0]["attempts"], 4);
    assert_eq!(log[0]["responseStatus"], 200);
    // The metrics count each attempt by how it ended.
    let (base, _stop) = crate::observability::metrics_listener(&app).await;
    let text = crate::observability::scrape(&base).await;
    let count = |result: &str| {
        crate::observability::sample(
            &text,
            &format!("linkhop_webhook_deliveries_total{{result=\"{result}\"}}"),
        )
    };
    assert_eq!(count("delivered"), Some(1.0), "{text}");
    assert_eq!(count("retried"), Some(3.0));
    assert_eq!(count("failed"), Some(0.0));
    assert!(text.contains("linkhop_webhook_delivery_duration_seconds_count 4"));
    assert!(text.contains("linkhop_webhook_failing_endpoints "));
}

#[tokio::test]
async fn a_given_up_delivery_marks_the_webhook_failing_until_a_redelivery_succeeds() {
    let app = TestApp::spawn_with(|s| {
        quick(s);
        s.webhooks.retry_for = Duration::from_secs(1);
    })
    .await;
    let owner = app.owner().await;
    let receiver = Receiver::start().await;
    receiver.answer_with(&[503; 500]);
    let (webhook, _) = subscribe(&owner, &receiver.url, &["link.created"]).await;
    let id = webhook["id"].as_str().expect("id");
    owner.create_link("doomed", "https://example.com/").await;
    let log = log_until(&owner, id, |log| {
        log.first().is_some_and(|d| d["state"] == "failed")
    })
    .await;
    let attempts = log[0]["attempts"].as_i64().unwrap_or(0);
    assert!(attempts >= 3, "{log:?}");
    assert_eq!(log[0]["responseStatus"], 503);
    assert!(log[0]["error"]
        .as_str()
        .is_some_and(|e| e.contains("status")));
    let (_, view) = owner.get(&format!("/api/webhooks/{id}")).await;
    assert_eq!(view["result"]["failing"], true, "{view}");
    assert!(view["result"]["failingSince"].is_string());

    receiver.answer_ok();
    let message = log[0]["id"].as_str().expect("message id");
    let (status, again) = owner
        .post(
            &format!("/api/webhooks/{id}/deliveries/{message}/redeliver"),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(again["result"]["state"], "pending");
    let delivered = receiver.wait_delivered(1).await;
    assert_eq!(delivered[0].id, message);
    log_until(&owner, id, |log| log[0]["state"] == "delivered").await;
    let (_, view) = owner.get(&format!("/api/webhooks/{id}")).await;
    assert_eq!(view["result"]["failing"], false, "{view}");
    let (status, missing) = owner
        .post(
            &format!("/api/webhooks/{id}/deliveries/msg_nope/redeliver"),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{missing}");
}

/// A name of this machine that resolves to a loopback address, if any:
/// it passes the name check when saved, so only the check of the resolved
/// address at connect time can refuse it.
async fn loopback_name() -> Option<String> {
    let name = std::fs::read_to_string("/proc/sys/kernel/hostname").ok()?;
    let name = name.trim().to_owned();
    let addresses: Vec<_> = tokio::net::lookup_host((name.as_str(), 80))
        .await
        .ok()?
        .collect();
    (!addresses.is_empty() && addresses.iter().all(|a| a.ip().is_loopback())).then_some(name)
}

#[tokio::test]
async fn private_addresses_are_refused_at_delivery_without_the_setting() {
    let mut app = webhook_app().await;
    let owner = app.owner().await;
    let receiver = Receiver::start().await;
    subscribe(&owner, &receiver.url, &["link.created"]).await;
    let by_name = match loopback_name().await {
        Some(name) => {
            let url = format!("http://{name}:{}/hooks", receiver.port);
            Some(subscribe(&owner, &url, &["link.created"]).await.0)
        }
        None => None,
    };
    app.restart_with(|s| {
        s.webhooks.allow_private = false;
        s.webhooks.retry_first_ms = 50;
    })
    .await;
    let owner = app.login(owner.username(), crate::helpers::PASSWORD).await;
    owner.create_link("inside", "https://example.com/").await;
    let (_, listed) = owner.get("/api/webhooks").await;
    for webhook in listed["result"]["webhooks"].as_array().expect("webhooks") {
        let id = webhook["id"].as_str().expect("id");
        let log = log_until(&owner, id, |log| {
            log.first()
                .is_some_and(|d| d["attempts"].as_i64() >= Some(1))
        })
        .await;
        let error = log[0]["error"].as_str().unwrap_or_default();
        assert!(error.contains("private"), "{error}");
    }
    assert!(by_name.is_none() || listed["result"]["webhooks"].as_array().map(Vec::len) == Some(2));
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(receiver.received().is_empty(), "{:?}", receiver.received());
}

#[tokio::test]
async fn test_events_redeliveries_and_rotated_secrets() {
    let app = webhook_app().await;
    let owner = app.owner().await;
    let receiver = Receiver::start().await;
    let (webhook, first) = subscribe(&owner, &receiver.url, &["link.deleted"]).await;
    let id = webhook["id"].as_str().expect("id");
    let (status, queued) = owner
        .post(&format!("/api/webhooks/{id}/test"), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{queued}");
    assert_eq!(queued["result"]["event"], "webhook.test");
    let delivered = receiver.wait_delivered(1).await;
    assert_eq!(delivered[0].event(), "webhook.test");
    assert_eq!(delivered[0].json()["data"]["webhookId"], id);
    assert_eq!(delivered[0].id, queued["result"]["id"]);

    let (_, rotated) = owner
        .post(&format!("/api/webhooks/{id}/secret"), json!({}))
        .await;
    let second = rotated["result"]["secret"]
        .as_str()
        .expect("secret")
        .to_owned();
    let message = delivered[0].id.clone();
    let (status, _) = owner
        .post(
            &format!("/api/webhooks/{id}/deliveries/{message}/redeliver"),
            json!({}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let delivered = receiver.wait_delivered(2).await;
    assert_eq!(delivered[1].id, message);
    // During the day after a rotation both secrets verify.
    assert!(verify(&first, &delivered[1]) && verify(&second, &delivered[1]));
    assert!(verify(&first, &delivered[0]) && !verify(&second, &delivered[0]));
}

#[tokio::test]
async fn instance_events_reach_the_owner_and_admins() {
    let app = webhook_app().await;
    let owner = app.owner().await;
    let receiver = Receiver::start().await;
    subscribe(
        &owner,
        &receiver.url,
        &["account.created", "account.disabled"],
    )
    .await;
    let (status, created) = owner
        .post(
            "/api/user",
            json!({"verification": verified(), "user": {"username": "newcomer", "email": "newcomer@example.com", "password": crate::helpers::PASSWORD}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{created}");
    let user = created["result"]["id"].as_str().expect("id").to_owned();
    let (status, _) = owner
        .post(
            "/api/user/disable",
            json!({"verification": verified(), "user": {"id": user}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let delivered = receiver.wait_delivered(2).await;
    assert_eq!(delivered[0].event(), "account.created");
    assert_eq!(delivered[0].json()["data"]["username"], "newcomer");
    assert_eq!(delivered[1].event(), "account.disabled");
    assert_eq!(delivered[1].json()["data"]["id"], user.as_str());
    assert!(delivered[0].json()["data"].get("email").is_none());
}

#[tokio::test]
async fn a_full_queue_drops_and_counts_instead_of_growing() {
    let app = TestApp::spawn_with(|s| {
        quick(s);
        s.webhooks.queue_limit = 100;
        // Nothing is retried during the test: the queue only fills.
        s.webhooks.retry_first_ms = 3_600_000;
    })
    .await;
    let owner = app.owner().await;
    let mut receiver = Receiver::start().await;
    let url = receiver.url.clone();
    receiver.stop().await;
    let (webhook, _) = subscribe(&owner, &url, &["link.created"]).await;
    for n in 0..105 {
        owner
            .create_link(&format!("full{n}"), "https://example.com/")
            .await;
    }
    let id = webhook["id"].as_str().expect("id");
    let (_, view) = owner.get(&format!("/api/webhooks/{id}")).await;
    assert_eq!(view["result"]["pending"], 100, "{view}");
    assert_eq!(view["result"]["dropped"], 5, "{view}");
    assert_eq!(
        owner
            .post(&format!("/api/webhooks/{id}/test"), json!({}))
            .await
            .0,
        StatusCode::CONFLICT
    );
}
