//! Deleting links by id list or single id (api.md §5.8).

use crate::db::snapshot;
use crate::helpers::{assert_error, TestApp};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn delete_by_id_list_or_single_string() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let mut ids = Vec::new();
    for n in 0..5 {
        let link = standard
            .create_link(&format!("d{n}"), "https://example.com/")
            .await;
        ids.push(link["id"].as_str().unwrap_or("").to_owned());
    }
    let owners = owner.create_link("keep", "https://example.com/").await;
    let (status, body) = standard.delete("/api/link", json!({"ids": ids[0]})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, json!({"success": true, "result": {"deleted": 1}}));
    let (_, body) = standard
        .delete(
            "/api/link",
            json!({"ids": [ids[1], ids[2], ids[2], "unknown", ids[0]]}),
        )
        .await;
    assert_eq!(body, json!({"success": true, "result": {"deleted": 2}}));
    let (_, body) = standard.delete("/api/link", json!({"ids": []})).await;
    assert_eq!(body, json!({"success": true, "result": {"deleted": 0}}));
    let (_, body) = standard
        .delete("/api/link", json!({"ids": "unknown"}))
        .await;
    assert_eq!(body, json!({"success": true, "result": {"deleted": 0}}));
    let before = snapshot(&app).await;
    let too_many: Vec<String> = (0..1001).map(|n| format!("id{n}")).collect();
    assert_error(
        &standard.delete("/api/link", json!({"ids": too_many})).await,
        400,
        "Too many ids, the limit is 1000 per request",
    );
    assert_error(
        &standard.delete("/api/link", json!({"ids": [ids[3], owners["id"], ids[4]]})).await,
        403,
        "You do not have the permissions to delete some of or all of the selected links. No links were deleted",
    );
    assert_eq!(before, snapshot(&app).await);
    let (status, _) = app.anonymous().get("/api/link?slug=d3").await;
    assert_eq!(status, StatusCode::OK);
    let thousand: Vec<String> = (0..998)
        .map(|n| format!("id{n}"))
        .chain([ids[3].clone(), ids[4].clone()])
        .collect();
    let (_, body) = standard.delete("/api/link", json!({"ids": thousand})).await;
    assert_eq!(body, json!({"success": true, "result": {"deleted": 2}}));
    assert_error(
        &app.anonymous().get("/api/link?slug=d3").await,
        404,
        "invalid link",
    );
    let response = app
        .anonymous()
        .request(reqwest::Method::GET, "/d4")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}
