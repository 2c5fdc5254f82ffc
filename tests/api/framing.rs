//! Framing rules of every API route (api.md §2.1).

use crate::helpers::{assert_error, read_json, TestApp};

#[tokio::test]
async fn malformed_and_oversized_bodies_are_json_errors() {
    let app = TestApp::spawn().await;
    let anonymous = app.anonymous();
    let malformed = anonymous
        .request(reqwest::Method::POST, "/api/auth/login")
        .header("content-type", "application/json")
        .body("{\"username\":")
        .send()
        .await
        .expect("request");
    assert_error(&read_json(malformed).await, 400, "Malformed JSON body");
    let huge = anonymous
        .request(reqwest::Method::POST, "/api/auth/login")
        .header("content-type", "application/json")
        .body(vec![b' '; 1024 * 1024 + 1])
        .send()
        .await
        .expect("request");
    assert_error(
        &read_json(huge).await,
        413,
        "Request body too large (limit 1 MiB)",
    );
    assert_error(
        &anonymous.get("/api/does/not/exist").await,
        404,
        "Unknown API endpoint",
    );
}
