//! The queue is durable and shared: events accepted before a SIGKILL are
//! delivered after the restart, and instances sharing a PostgreSQL
//! database deliver each event once between them.

use super::receiver::Receiver;
use super::{quick, subscribe};
use crate::process::{ApiClient, Server};
use crate::test_database::TestDatabase;
use reqwest::{Method, StatusCode};
use serde_json::json;
use std::collections::HashSet;

#[tokio::test]
async fn events_queued_before_a_kill_are_delivered_after_the_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let database = TestDatabase::create(dir.path()).await;
    let env = [
        ("WEBHOOK_ALLOW_PRIVATE", "true".to_owned()),
        ("WEBHOOK_RETRY_MS", "50".to_owned()),
        // Deliveries claimed when the server dies wait out their lease
        // (2 × the timeout + 5 s) before the restarted server takes them.
        ("WEBHOOK_TIMEOUT", "1".to_owned()),
    ];
    let mut server = Server::start(dir.path(), &database.url, &env).await;
    let api = ApiClient::register_owner(&server.base, "keeper").await;
    // The receiver is down: every attempt fails until after the restart.
    let mut receiver = Receiver::start().await;
    let (port, url) = (receiver.port, receiver.url.clone());
    receiver.stop().await;
    let (status, body) = api
        .call(
            Method::POST,
            "/api/webhooks",
            Some(json!({"url": url, "events": ["link.created"]})),
        )
        .await
        .expect("subscribe");
    assert_eq!(status, StatusCode::OK, "{body}");
    let mut slugs = HashSet::new();
    for n in 0..5 {
        let slug = format!("kept{n}");
        let (status, body) = api
            .call(
                Method::POST,
                "/api/link",
                Some(json!({"slug": slug, "destination": "https://example.com/"})),
            )
            .await
            .expect("create");
        assert_eq!(status, StatusCode::OK, "{body}");
        slugs.insert(slug);
    }
    server.kill9();

    let receiver = Receiver::start_on(port).await;
    let server = Server::start(dir.path(), &database.url, &env).await;
    let delivered = receiver.wait_delivered(5).await;
    let arrived: HashSet<String> = delivered
        .iter()
        .map(|r| {
            r.json()["data"]["slug"]
                .as_str()
                .unwrap_or_default()
                .to_owned()
        })
        .collect();
    assert_eq!(arrived, slugs);
    let ids: HashSet<&str> = delivered.iter().map(|r| r.id.as_str()).collect();
    assert_eq!(ids.len(), 5, "each event once: {delivered:?}");
    drop(server);
}

#[tokio::test]
async fn three_instances_deliver_each_event_once() {
    let app = crate::helpers::TestApp::spawn_with(|s| {
        quick(s);
        s.webhooks.visit_every = std::time::Duration::from_millis(100);
    })
    .await;
    // SQLite databases serve one instance.
    if !app.app.settings.database_url.starts_with("postgres") {
        return;
    }
    let owner = app.owner().await;
    let receiver = Receiver::start().await;
    subscribe(&owner, &receiver.url, &["link.created", "visit"]).await;
    let mut others = Vec::new();
    for _ in 0..2 {
        let settings = app.app.settings.clone();
        let instance = linkhop::app::App::start(settings)
            .await
            .expect("another instance");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let server = tokio::spawn(linkhop::app::serve(instance, listener, async {
            let _ = stopped.await;
        }));
        others.push((stop, server));
    }
    let events = 60;
    for n in 0..events {
        owner
            .create_link(&format!("shared{n}"), "https://example.com/")
            .await;
    }
    // Visits flushed by this instance are gathered by whichever instance
    // runs first: once.
    let visitor = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    let visits = 40;
    for n in 0..visits {
        let url = app.url(&format!("/shared{}", n % events));
        let status = visitor.get(url).send().await.expect("visit").status();
        assert_eq!(status.as_u16(), 302);
    }
    let started = std::time::Instant::now();
    let counted = |received: &[super::receiver::Received]| -> usize {
        received
            .iter()
            .filter(|r| r.event() == "visit")
            .map(|r| r.json()["data"]["visits"].as_array().map_or(0, Vec::len))
            .sum()
    };
    while counted(&receiver.delivered()) < visits
        && started.elapsed() < std::time::Duration::from_secs(20)
    {
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    tokio::time::sleep(std::time::Duration::from_millis(800)).await;
    let received = receiver.received();
    let created: Vec<_> = received
        .iter()
        .filter(|r| r.event() == "link.created")
        .collect();
    let ids: HashSet<&str> = received.iter().map(|r| r.id.as_str()).collect();
    assert_eq!(ids.len(), received.len(), "some event went out twice");
    assert_eq!(created.len(), events);
    assert_eq!(counted(&received), visits, "each visit once");
    for (stop, server) in others {
        let _ = stop.send(());
        let _ = server.await;
    }
}
