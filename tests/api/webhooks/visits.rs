//! `visit` deliveries: the visits of the subscriber's links, gathered in
//! batches of WEBHOOK_VISIT_BATCH after each flush, with the visit's
//! classification and never an address, an agent or a visitor key.

use super::receiver::{verify, Receiver};
use super::{quick, subscribe, subscribe_with};
use crate::helpers::TestApp;
use serde_json::{json, Value};
use std::time::Duration;

const CHROME_WINDOWS: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const DISCORDBOT: &str = "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)";

async fn follow(app: &TestApp, slug: &str, agent: &str) {
    let response = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
        .get(app.url(&format!("/{slug}")))
        .header("user-agent", agent)
        .header("referer", "https://news.example.org/some/path?q=secret")
        .send()
        .await
        .expect("visit");
    assert_eq!(response.status().as_u16(), 302, "{slug}");
}

fn visits_of(bodies: &[Value]) -> Vec<Value> {
    bodies
        .iter()
        .flat_map(|b| b["data"]["visits"].as_array().cloned().unwrap_or_default())
        .collect()
}

#[tokio::test]
async fn visits_arrive_in_batches_with_their_classification_only() {
    let app = TestApp::spawn_with(|s| {
        quick(s);
        s.webhooks.visit_batch = 3;
        s.webhooks.visit_every = Duration::from_millis(200);
    })
    .await;
    let owner = app.owner().await;
    let other = app.standard_user().await;
    let receiver = Receiver::start().await;
    let (_, secret) = subscribe(&owner, &receiver.url, &["visit"]).await;
    let tagged = owner.create_link("seen", "https://example.com/seen").await;
    other
        .create_link("theirs", "https://example.com/theirs")
        .await;
    for _ in 0..6 {
        follow(&app, "seen", CHROME_WINDOWS).await;
    }
    follow(&app, "seen", DISCORDBOT).await;
    follow(&app, "theirs", CHROME_WINDOWS).await;

    let delivered = receiver.wait_delivered(3).await;
    assert!(delivered.iter().all(|r| verify(&secret, r)));
    assert!(delivered.iter().all(|r| r.event() == "visit"));
    let bodies: Vec<Value> = delivered.iter().map(|r| r.json()).collect();
    let sizes: Vec<usize> = bodies
        .iter()
        .map(|b| b["data"]["visits"].as_array().map_or(0, Vec::len))
        .collect();
    assert!(sizes.iter().all(|n| *n <= 3), "{sizes:?}");
    tokio::time::sleep(Duration::from_millis(600)).await;
    let bodies: Vec<Value> = receiver.delivered().iter().map(|r| r.json()).collect();
    let visits = visits_of(&bodies);
    assert_eq!(visits.len(), 7, "{visits:?}");
    assert!(visits.iter().all(|v| v["link"]["id"] == tagged["id"]));
    assert_eq!(visits.iter().filter(|v| v["bot"] == true).count(), 1);
    let human = visits.iter().find(|v| v["bot"] == false).expect("a human");
    assert_eq!(human["referrer"], "news.example.org");
    assert_eq!(human["device"], "desktop");
    assert_eq!(human["browser"], "Chrome");
    assert_eq!(human["os"], "Windows");
    assert_eq!(human["link"]["slug"], "seen");
    let keys: Vec<&String> = human.as_object().expect("object").keys().collect();
    assert_eq!(
        keys,
        ["link", "at", "bot", "referrer", "country", "device", "browser", "os"]
    );
    let text = serde_json::to_string(&bodies).expect("text");
    for private in ["127.0.0.1", "Mozilla", "/some/path", "secret"] {
        assert!(!text.contains(private), "{private} in {text}");
    }
}

#[tokio::test]
async fn visit_filters_choose_links_by_tag() {
    let app = TestApp::spawn_with(|s| {
        quick(s);
        s.webhooks.visit_every = Duration::from_millis(200);
    })
    .await;
    let owner = app.owner().await;
    let receiver = Receiver::start().await;
    subscribe_with(
        &owner,
        json!({"url": receiver.url, "events": ["visit"], "filters": {"tags": ["promo"]}}),
    )
    .await;
    let (status, body) = owner
        .post(
            "/api/link",
            json!({"slug": "promoted", "destination": "https://example.com/p", "tags": ["promo"]}),
        )
        .await;
    assert_eq!(status.as_u16(), 200, "{body}");
    owner.create_link("plain", "https://example.com/q").await;
    follow(&app, "plain", CHROME_WINDOWS).await;
    follow(&app, "promoted", CHROME_WINDOWS).await;
    let delivered = receiver.wait_delivered(1).await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    let bodies: Vec<Value> = receiver.delivered().iter().map(|r| r.json()).collect();
    let visits = visits_of(&bodies);
    assert_eq!(visits.len(), 1, "{visits:?}");
    assert_eq!(visits[0]["link"]["slug"], "promoted");
    drop(delivered);
}

/// Deliveries go out at the endpoint's pace, not one claim per run of the
/// job: 1,500 single-visit deliveries within the receiver's 20 s wait
/// (one claim of 16 every 250 ms would need 23 s).
#[tokio::test]
async fn a_busy_queue_is_sent_at_the_endpoints_pace() {
    use futures_util::StreamExt;
    let app = TestApp::spawn_with(|s| {
        quick(s);
        s.webhooks.visit_batch = 1;
        s.webhooks.visit_every = Duration::from_millis(200);
    })
    .await;
    let owner = app.owner().await;
    let receiver = Receiver::start().await;
    subscribe(&owner, &receiver.url, &["visit"]).await;
    owner.create_link("busy", "https://example.com/busy").await;
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    let visits = 1_500;
    let mut pending = futures_util::stream::FuturesUnordered::new();
    for _ in 0..visits {
        pending.push(client.get(app.url("/busy")).send());
        if pending.len() >= 32 {
            let _ = pending.next().await;
        }
    }
    while pending.next().await.is_some() {}
    let delivered = receiver.wait_delivered(visits).await;
    let ids: std::collections::HashSet<&str> = delivered.iter().map(|r| r.id.as_str()).collect();
    assert_eq!(ids.len(), visits);
}
