//! The redirect hot path (api.md §12): status, Location, visits, cache.

use crate::helpers::{assert_error, TestApp};
use reqwest::StatusCode;

#[tokio::test]
async fn known_slug_redirects_with_302_and_counts_the_visit() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = owner
        .create_link("docs", "https://example.com/docs?a=1")
        .await;
    let response = app
        .anonymous()
        .request(reqwest::Method::GET, "/docs?utm=x")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::FOUND);
    assert_eq!(
        response.headers()["location"],
        "https://example.com/docs?a=1"
    );
    assert_eq!(response.headers()["cache-control"], "private, max-age=0");
    app.flush_visits().await;
    let (_, body) = owner
        .get(&format!(
            "/api/link/single?id={}",
            link["id"].as_str().unwrap_or("")
        ))
        .await;
    assert_eq!(body["result"]["visits"], 1);
}

#[tokio::test]
async fn unknown_slug_serves_dashboard_with_404() {
    let app = TestApp::spawn().await;
    let response = app
        .anonymous()
        .request(reqwest::Method::GET, "/nope")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert!(response.headers()["content-type"]
        .to_str()
        .unwrap_or("")
        .starts_with("text/html"));
}

#[tokio::test]
async fn visits_survive_a_graceful_stop() {
    let mut app = TestApp::spawn_with(|s| s.visit_flush_ms = 1000).await;
    let owner = app.owner().await;
    let link = owner.create_link("count", "https://example.com/").await;
    let anonymous = app.anonymous();
    for _ in 0..25 {
        let r = anonymous
            .request(reqwest::Method::GET, "/count")
            .send()
            .await
            .expect("request");
        assert_eq!(r.status(), StatusCode::FOUND);
    }
    app.stop().await;
    let store = linkhop::store::Store::connect(&app.app.settings.database_url)
        .await
        .expect("reconnect");
    let stored = store
        .find_link_by_id(link["id"].as_str().unwrap_or(""))
        .await
        .expect("query")
        .expect("link");
    assert_eq!(stored.visits, 25);
}

#[tokio::test]
async fn edits_and_deletes_take_effect_at_once() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = owner.create_link("moving", "https://one.example/").await;
    let anonymous = app.anonymous();
    let first = anonymous
        .request(reqwest::Method::GET, "/moving")
        .send()
        .await
        .expect("request");
    assert_eq!(first.headers()["location"], "https://one.example/");
    let (status, _) = owner
        .patch(
            "/api/link",
            serde_json::json!({"id": link["id"], "destination": "https://two.example/"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let second = anonymous
        .request(reqwest::Method::GET, "/moving")
        .send()
        .await
        .expect("request");
    assert_eq!(second.headers()["location"], "https://two.example/");
    let (status, _) = owner
        .delete("/api/link", serde_json::json!({"ids": [link["id"]]}))
        .await;
    assert_eq!(status, StatusCode::OK);
    let third = anonymous
        .request(reqwest::Method::GET, "/moving")
        .send()
        .await
        .expect("request");
    assert_eq!(third.status(), StatusCode::NOT_FOUND);
    assert_error(
        &anonymous.get("/api/link?slug=moving").await,
        404,
        "invalid link",
    );
}
