//! Analytics forwarding: human visits go to Matomo, Plausible or Umami in
//! the request shape each documents (fake endpoints check it here), with
//! an agent made of the visit's classes and never the visitor's address.

use super::receiver::Receiver;
use super::{quick, subscribe_with};
use crate::helpers::{assert_error, TestApp};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::time::Duration;

const FIREFOX_ANDROID: &str =
    "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0";
const DISCORDBOT: &str = "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)";

async fn forwarding_app() -> TestApp {
    TestApp::spawn_with(|s| {
        quick(s);
        s.domain = Some("https://s.example.com".into());
        // The country comes from the proxy's CF-IPCountry header.
        s.trust_proxy = 1;
        s.webhooks.visit_every = Duration::from_millis(200);
    })
    .await
}

async fn follow(app: &TestApp, slug: &str, agent: &str) {
    let status = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
        .get(app.url(&format!("/{slug}")))
        .header("user-agent", agent)
        .header("referer", "https://news.example.org/a/path")
        .header("cf-ipcountry", "DE")
        .send()
        .await
        .expect("visit")
        .status();
    assert_eq!(status.as_u16(), 302);
}

/// Two human visits and a bot's to `/docs`, then what `receiver` got.
async fn forward(kind: &str, target: Value, path: &str) -> Vec<super::receiver::Received> {
    let app = forwarding_app().await;
    let owner = app.owner().await;
    let receiver = Receiver::start().await;
    let url = format!("http://127.0.0.1:{}{path}", receiver.port);
    let (created, _) = subscribe_with(
        &owner,
        json!({"url": url, "kind": kind, "target": target, "events": ["visit"]}),
    )
    .await;
    assert_eq!(created["kind"], kind);
    assert_eq!(created["target"]["siteId"], target["siteId"]);
    owner.create_link("docs", "https://example.com/docs").await;
    follow(&app, "docs", FIREFOX_ANDROID).await;
    follow(&app, "docs", FIREFOX_ANDROID).await;
    follow(&app, "docs", DISCORDBOT).await;
    let id = created["id"].as_str().expect("id");
    assert_error(
        &owner
            .post(&format!("/api/webhooks/{id}/test"), json!({}))
            .await,
        409,
        "Test events are for webhooks; visit one of your links to test a forwarding",
    );
    receiver.wait_delivered(1).await;
    tokio::time::sleep(Duration::from_millis(700)).await;
    let received = receiver.received();
    for request in &received {
        assert_eq!(request.path, path);
        assert_eq!(request.content_type, "application/json");
        assert!(request.forwarded_for.is_none(), "an address was forwarded");
        assert!(request.id.is_empty() && request.signature.is_empty());
        assert!(!request.body.contains("127.0.0.1"));
    }
    received
}

#[tokio::test]
async fn plausible_gets_one_pageview_event_per_human_visit() {
    let received = forward("plausible", json!({"domain": "example.com"}), "/api/event").await;
    assert_eq!(received.len(), 2, "{received:?}");
    for request in &received {
        assert_eq!(request.user_agent, "Mozilla/5.0 (Android; mobile) Firefox");
        assert_eq!(
            request.json(),
            json!({"name": "pageview", "url": "https://s.example.com/docs",
                   "domain": "example.com", "referrer": "https://news.example.org/"})
        );
    }
}

#[tokio::test]
async fn umami_gets_one_event_per_human_visit() {
    let website = "94db1cb1-74f4-4a40-ad6c-962362670409";
    let received = forward("umami", json!({"websiteId": website}), "/api/send").await;
    assert_eq!(received.len(), 2, "{received:?}");
    for request in &received {
        assert!(request.user_agent.contains("Firefox"));
        let body = request.json();
        assert_eq!(body["type"], "event");
        assert_eq!(body["payload"]["website"], website);
        assert_eq!(body["payload"]["hostname"], "s.example.com");
        assert_eq!(body["payload"]["url"], "/docs");
        assert_eq!(body["payload"]["referrer"], "https://news.example.org/");
    }
}

#[tokio::test]
async fn matomo_gets_bulk_tracking_requests() {
    let target = json!({"siteId": 4, "tokenAuth": "abc123"});
    let received = forward("matomo", target, "/matomo.php").await;
    let body = received[0].json();
    assert_eq!(body["token_auth"], "abc123");
    let lines: Vec<&str> = received
        .iter()
        .flat_map(|r| r.json()["requests"].as_array().cloned().unwrap_or_default())
        .filter_map(|v| v.as_str().map(str::to_owned))
        .collect::<Vec<_>>()
        .leak()
        .iter()
        .map(String::as_str)
        .collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    for line in lines {
        let query = line.strip_prefix('?').expect("a query string");
        let pairs: HashMap<String, String> = url::form_urlencoded::parse(query.as_bytes())
            .into_owned()
            .collect();
        assert_eq!(pairs["idsite"], "4");
        assert_eq!(pairs["rec"], "1");
        assert_eq!(pairs["url"], "https://s.example.com/docs");
        assert_eq!(pairs["urlref"], "https://news.example.org/");
        assert_eq!(pairs["country"], "de");
        assert!(pairs["ua"].contains("Firefox"));
        let at: i64 = pairs["cdt"].parse().expect("seconds");
        assert!((chrono::Utc::now().timestamp() - at).abs() < 60);
    }
}

#[tokio::test]
async fn forwardings_are_for_visits_with_a_valid_target() {
    let app = forwarding_app().await;
    let owner = app.owner().await;
    let cases = [
        (json!({"url": "https://plausible.io/api/event", "kind": "plausible", "target": {"domain": "x.com"}, "events": ["link.created"]}),
         "An analytics forwarding forwards visits: give events [\"visit\"]"),
        (json!({"url": "https://plausible.io/api/event", "kind": "plausible", "events": ["visit"]}),
         "Invalid target: matomo takes {\"siteId\": <number>, \"tokenAuth\"?: <token>}, plausible {\"domain\": <site domain>}, umami {\"websiteId\": <uuid>}; a webhook none"),
        (json!({"url": "https://umami.example/api/send", "kind": "umami", "target": {"websiteId": "nope"}, "events": ["visit"]}),
         "Invalid target: matomo takes {\"siteId\": <number>, \"tokenAuth\"?: <token>}, plausible {\"domain\": <site domain>}, umami {\"websiteId\": <uuid>}; a webhook none"),
        (json!({"url": "https://ga.example/collect", "kind": "ga4", "events": ["visit"]}),
         "Invalid kind, accepted values: webhook, matomo, plausible, umami"),
    ];
    for (body, message) in cases {
        assert_error(&owner.post("/api/webhooks", body).await, 400, message);
    }
    let (_, listed) = owner.get("/api/webhooks").await;
    assert_eq!(listed["result"]["webhooks"], json!([]));
}
