//! The owner's unfiltered list (and one domain's) reads its total from the
//! per-domain totals the database's triggers keep (`link_totals`); they
//! must equal a count of the links after every kind of write.

use crate::data_helpers::upload;
use crate::db::count;
use crate::helpers::{Actor, TestApp};
use reqwest::StatusCode;
use serde_json::json;

async fn list_total(owner: &Actor, query: &str) -> i64 {
    let (status, body) = owner
        .get(&format!("/api/link/list?pagesize=1{query}"))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"]["total"].as_i64().expect("a total")
}

/// Creates `slug` on `host` (the default domain for `None`); its id.
async fn create_link(owner: &Actor, slug: &str, host: Option<&str>) -> String {
    let (status, link) = owner
        .post(
            "/api/link",
            json!({"slug": slug, "destination": "https://example.com/", "domain": host}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{link}");
    link["result"]["id"].as_str().expect("id").to_owned()
}

/// Every total the list answers from `link_totals` against a count.
async fn assert_totals(app: &TestApp, owner: &Actor, go: &str, step: &str) {
    let all = count(app, "SELECT COUNT(*) FROM links", &[]).await;
    let on_go = count(
        app,
        "SELECT COUNT(*) FROM links WHERE domain_id = $1",
        &[go],
    )
    .await;
    assert_eq!(list_total(owner, "").await, all, "{step}: every link");
    assert_eq!(
        list_total(owner, "&domain=go.example.com").await,
        on_go,
        "{step}: one domain"
    );
    assert_eq!(
        list_total(owner, "&domain=_default").await,
        all - on_go,
        "{step}: the default domain"
    );
    // A filter the totals cannot answer is counted, and agrees.
    assert_eq!(
        list_total(owner, "&search=example").await,
        all,
        "{step}: search"
    );
}

#[tokio::test]
async fn the_list_totals_follow_creations_imports_moves_and_deletions() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (status, domain) = owner
        .post("/api/domains", json!({"host": "go.example.com"}))
        .await;
    assert_eq!(status, StatusCode::OK, "{domain}");
    let go = domain["result"]["id"]
        .as_str()
        .expect("domain id")
        .to_owned();
    assert_totals(&app, &owner, &go, "empty").await;

    let mut ids = Vec::new();
    for (slug, host) in [("a", None), ("b", None), ("c", Some("go.example.com"))] {
        ids.push(create_link(&owner, slug, host).await);
    }
    assert_totals(&app, &owner, &go, "created").await;

    // More rows than a bulk import's threshold: indexes dropped and rebuilt.
    let mut csv = String::from("slug,destination\r\n");
    for i in 0..10_050 {
        csv.push_str(&format!("b{i},https://bulk.example/{i}\r\n"));
    }
    let (status, body) = upload(&owner, "lynx", "links.csv", csv.into_bytes()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["imported"], 10_050);
    // Search indexes a bulk import's links after it answers.
    crate::bulk_import::wait_for_search(&app).await;
    assert_totals(&app, &owner, &go, "imported").await;

    let (status, moved) = owner
        .patch(
            "/api/link",
            json!({"id": ids[0], "domain": "go.example.com"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{moved}");
    let (status, back) = owner
        .patch("/api/link", json!({"id": ids[2], "domain": null}))
        .await;
    assert_eq!(status, StatusCode::OK, "{back}");
    let (status, kept) = owner
        .patch("/api/link", json!({"id": ids[1], "slug": "b-renamed"}))
        .await;
    assert_eq!(status, StatusCode::OK, "{kept}");
    assert_totals(&app, &owner, &go, "moved").await;

    let (status, deleted) = owner
        .delete("/api/link", json!({"ids": [ids[0], ids[1]]}))
        .await;
    assert_eq!(status, StatusCode::OK, "{deleted}");
    assert_totals(&app, &owner, &go, "deleted").await;
    assert_eq!(list_total(&owner, "").await, 10_051);
}

/// A removed domain's count goes with it, whether its links moved or went,
/// and the totals left still agree with a count.
#[tokio::test]
async fn a_removed_domain_leaves_no_total_behind() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let mut domains = Vec::new();
    for host in ["go.example.com", "more.example.com"] {
        let (status, domain) = owner.post("/api/domains", json!({"host": host})).await;
        assert_eq!(status, StatusCode::OK, "{domain}");
        domains.push(domain["result"]["id"].as_str().expect("id").to_owned());
        for slug in ["a", "b"] {
            create_link(&owner, slug, Some(host)).await;
        }
    }
    const ROWS: &str = "SELECT COUNT(*) FROM link_totals WHERE domain_id = $1";
    assert_eq!(count(&app, ROWS, &[&domains[0]]).await, 1);
    // The first domain's links move to the default one, the second's go.
    for (id, fate) in domains.iter().zip(["move", "delete"]) {
        let (status, body) = owner
            .delete(&format!("/api/domains/{id}?links={fate}"), json!({}))
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(count(&app, ROWS, &[id]).await, 0, "links={fate}");
    }

    assert_eq!(list_total(&owner, "").await, 2);
    assert_eq!(list_total(&owner, "&domain=_default").await, 2);
    assert_eq!(
        count(
            &app,
            "SELECT CAST(SUM(links) AS BIGINT) FROM link_totals",
            &[]
        )
        .await,
        2
    );
}
