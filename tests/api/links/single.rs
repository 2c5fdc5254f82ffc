//! One link by id and the public slug resolve (api.md §5.4, §5.5).

use super::NO_SUCH_LINK;
use crate::db::insert_link;
use crate::helpers::{assert_error, keys, urlencode, TestApp};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn single_link_and_public_resolve() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let link = owner.create_link("Docs", "https://example.com/docs").await;
    let id = link["id"].as_str().unwrap_or("");
    let (status, body) = owner.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(keys(&body), vec!["success", "result"]);
    assert_eq!(body["result"], link);
    assert_error(
        &standard.get(&format!("/api/link/single?id={id}")).await,
        404,
        NO_SUCH_LINK,
    );
    assert_error(
        &owner.get("/api/link/single?id=nope").await,
        404,
        NO_SUCH_LINK,
    );
    assert_error(&owner.get("/api/link/single?id=").await, 404, NO_SUCH_LINK);
    assert_error(
        &owner
            .get(&format!("/api/link/single?id={}", id.to_uppercase()))
            .await,
        404,
        NO_SUCH_LINK,
    );
    assert_error(
        &app.anonymous()
            .get(&format!("/api/link/single?id={id}"))
            .await,
        401,
        "No cookie token provided",
    );
    // Resolve.
    let anonymous = app.anonymous();
    let (status, body) = anonymous.get("/api/link?slug=Docs").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        body,
        json!({"success": true, "result": {"destination": "https://example.com/docs"}})
    );
    for slug in ["docs", "DOCS", "", "Docs/", "nope"] {
        assert_error(
            &anonymous
                .get(&format!("/api/link?slug={}", urlencode(slug)))
                .await,
            404,
            "invalid link",
        );
    }
    insert_link(&app, "imported/path", "https://example.com/imported", None).await;
    let (status, body) = anonymous.get("/api/link?slug=imported%2Fpath").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        body["result"]["destination"],
        "https://example.com/imported"
    );
    app.flush_visits().await;
    let (_, body) = owner.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(body["result"]["visits"], 1);
    // Reading the link counts nothing.
    app.flush_visits().await;
    let (_, body) = owner.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(body["result"]["visits"], 1);
}
