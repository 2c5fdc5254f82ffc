//! App links (docs/domains.md#app-links): each domain serves the
//! `apple-app-site-association` and `assetlinks.json` its owner set, as
//! set, and nothing (a 404, as any unknown path) without them; only the
//! owner sets them, and a file of the wrong shape changes nothing.

use super::{add_domain, visit};
use crate::helpers::{assert_error, TestApp};
use reqwest::StatusCode;
use serde_json::{json, Value};

const APPLE: &str = "/.well-known/apple-app-site-association";
const ANDROID: &str = "/.well-known/assetlinks.json";

/// The file `path` on `host`: its JSON, or `None` when it is not served.
async fn file(app: &TestApp, host: &str, path: &str) -> Option<Value> {
    let response = visit(app, host, path).await;
    if response.status() == StatusCode::NOT_FOUND {
        return None;
    }
    assert_eq!(response.status(), StatusCode::OK, "{host}{path}");
    assert_eq!(response.headers()["content-type"], "application/json");
    assert_eq!(response.headers()["cache-control"], "public, max-age=3600");
    Some(response.json().await.expect("json"))
}

#[tokio::test]
async fn each_domain_serves_the_files_its_owner_set() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let association = json!({"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"],
        "components": [{"/": "/*"}]}]}});
    let statements = json!([{"relation": ["delegate_permission/common.handle_all_urls"],
        "target": {"namespace": "android_app", "package_name": "com.example.shop",
                   "sha256_cert_fingerprints": ["14:6D:E9:83"]}}]);
    let shop = add_domain(
        &owner,
        json!({"host": "shop.example.com", "appleAppSiteAssociation": association.clone()}),
    )
    .await;
    assert_eq!(shop["appleAppSiteAssociation"], association);
    assert_eq!(shop["assetLinks"], Value::Null);
    add_domain(&owner, json!({"host": "go.example.com"})).await;

    assert_eq!(
        file(&app, "shop.example.com", APPLE).await,
        Some(association.clone())
    );
    assert_eq!(file(&app, "shop.example.com", ANDROID).await, None);
    assert_eq!(
        file(&app, "go.example.com", APPLE).await,
        None,
        "another domain's"
    );
    assert_eq!(
        file(&app, "localhost", APPLE).await,
        None,
        "the default domain's"
    );

    // The default domain gets Android's; an edit without the files keeps them.
    let (status, default) = owner
        .patch(
            "/api/domains/default",
            json!({"assetLinks": statements.clone()}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{default}");
    let id = shop["id"].as_str().expect("id");
    owner
        .patch(
            &format!("/api/domains/{id}"),
            json!({"rootRedirect": "https://example.com/"}),
        )
        .await;
    assert_eq!(file(&app, "localhost", ANDROID).await, Some(statements));
    assert_eq!(
        file(&app, "shop.example.com", APPLE).await,
        Some(association)
    );

    // null stops serving it.
    let (status, cleared) = owner
        .patch(
            &format!("/api/domains/{id}"),
            json!({"appleAppSiteAssociation": null}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{cleared}");
    assert_eq!(cleared["result"]["appleAppSiteAssociation"], Value::Null);
    assert_eq!(file(&app, "shop.example.com", APPLE).await, None);
}

#[tokio::test]
async fn only_the_owner_sets_them_and_wrong_files_change_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let kept = json!([{"relation": ["delegate_permission/common.handle_all_urls"]}]);
    let (status, _) = owner
        .patch("/api/domains/default", json!({"assetLinks": kept.clone()}))
        .await;
    assert_eq!(status, StatusCode::OK);

    let owner_only = "Currently logged-in account does not match role: owner";
    assert_error(
        &admin
            .patch("/api/domains/default", json!({"assetLinks": []}))
            .await,
        412,
        owner_only,
    );
    assert_error(
        &admin
            .post(
                "/api/domains",
                json!({"host": "a.example.com", "appleAppSiteAssociation": {}}),
            )
            .await,
        412,
        owner_only,
    );
    // The admin still manages the rest of a domain.
    let (status, _) = admin
        .patch(
            "/api/domains/default",
            json!({"notFoundRedirect": "https://example.com/404"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);

    let apple = "Invalid appleAppSiteAssociation: use a JSON object of at most 65536 bytes";
    let android = "Invalid assetLinks: use a JSON array of at most 65536 bytes";
    for (body, message) in [
        (json!({"appleAppSiteAssociation": []}), apple),
        (json!({"appleAppSiteAssociation": "text"}), apple),
        (
            json!({"appleAppSiteAssociation": {"x": "y".repeat(70_000)}}),
            apple,
        ),
        (json!({"assetLinks": {}}), android),
        (json!({"assetLinks": 5}), android),
        (json!({"assetLinks": ["z".repeat(70_000)]}), android),
    ] {
        // A value of the wrong JSON type is refused by the body's types
        // (400); one of the right type but the wrong shape or size, here.
        let (status, answer) = owner.patch("/api/domains/default", body.clone()).await;
        match status {
            StatusCode::UNPROCESSABLE_ENTITY => assert_eq!(answer["message"], message, "{body}"),
            StatusCode::BAD_REQUEST => assert!(
                answer["message"]
                    .as_str()
                    .is_some_and(|m| m.contains("invalid type")),
                "{body}: {answer}"
            ),
            other => panic!("{body}: {other} {answer}"),
        }
    }
    assert_error(
        &owner
            .post(
                "/api/domains",
                json!({"host": "b.example.com", "assetLinks": ["z".repeat(70_000)]}),
            )
            .await,
        422,
        android,
    );
    let (_, list) = owner.get("/api/domains").await;
    assert_eq!(list["result"]["domains"].as_array().map(Vec::len), Some(1));
    assert_eq!(file(&app, "localhost", ANDROID).await, Some(kept));
}
