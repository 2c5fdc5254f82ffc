//! Two instances on one PostgreSQL database: link changes made on one reach
//! the other's redirect cache within about a second (api.md §12).

use crate::helpers::TestApp;
use reqwest::StatusCode;
use serde_json::json;
use std::time::{Duration, Instant};

async fn location_of(client: &reqwest::Client, url: &str) -> (StatusCode, String) {
    let response = client.get(url).send().await.expect("request");
    let location = response
        .headers()
        .get("location")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    (response.status(), location)
}

/// Polls `url` on the second instance until it answers `expected`.
async fn eventually(client: &reqwest::Client, url: &str, expected: (StatusCode, &str)) {
    let started = Instant::now();
    loop {
        let (status, location) = location_of(client, url).await;
        if status == expected.0 && location == expected.1 {
            return;
        }
        assert!(
            started.elapsed() < Duration::from_millis(1500),
            "{url}: still {status} {location}, expected {expected:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn link_changes_reach_other_instances() {
    let app = TestApp::spawn().await;
    // SQLite databases serve one instance; there is no feed to test.
    if !app.app.settings.database_url.starts_with("postgres") {
        return;
    }
    let owner = app.owner().await;
    let link = owner.create_link("shared", "https://one.example/").await;
    let second = linkhop::app::App::start(app.app.settings.clone())
        .await
        .expect("second instance");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("address"));
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(linkhop::app::serve(second, listener, async {
        let _ = stopped.await;
    }));
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    let shared = format!("{base}/shared");
    let later = format!("{base}/later");
    // Fill the second instance's cache, known and unknown.
    eventually(
        &client,
        &shared,
        (StatusCode::FOUND, "https://one.example/"),
    )
    .await;
    eventually(&client, &later, (StatusCode::NOT_FOUND, "")).await;
    let (status, _) = owner
        .patch(
            "/api/link",
            json!({"id": link["id"], "destination": "https://two.example/"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    eventually(
        &client,
        &shared,
        (StatusCode::FOUND, "https://two.example/"),
    )
    .await;
    owner.create_link("later", "https://later.example/").await;
    eventually(
        &client,
        &later,
        (StatusCode::FOUND, "https://later.example/"),
    )
    .await;
    let (status, _) = owner
        .patch("/api/link", json!({"id": link["id"], "slug": "moved"}))
        .await;
    assert_eq!(status, StatusCode::OK);
    eventually(&client, &shared, (StatusCode::NOT_FOUND, "")).await;
    eventually(
        &client,
        &format!("{base}/moved"),
        (StatusCode::FOUND, "https://two.example/"),
    )
    .await;
    let (status, _) = owner
        .delete("/api/link", json!({"ids": [link["id"]]}))
        .await;
    assert_eq!(status, StatusCode::OK);
    eventually(
        &client,
        &format!("{base}/moved"),
        (StatusCode::NOT_FOUND, ""),
    )
    .await;
    // A bulk write clears every instance's cache at once.
    let bulk = format!("{base}/bulk");
    eventually(&client, &bulk, (StatusCode::NOT_FOUND, "")).await;
    let now = linkhop::domain::time::now_millis();
    app.app
        .store
        .insert_link(&linkhop::store::NewLink {
            id: &uuid::Uuid::new_v4().to_string(),
            domain_id: "default",
            slug: "bulk",
            destination: "https://bulk.example/",
            author: None,
            team_id: None,
            creation_date: now,
            modified_date: now,
            visits: 0,
            public_stats: false,
        })
        .await
        .expect("insert");
    app.app.redirects.clear();
    eventually(&client, &bulk, (StatusCode::FOUND, "https://bulk.example/")).await;
    let _ = stop.send(());
    let _ = server.await;
}
