//! Imports carry link controls: Shlink's tags, title, validity, visit
//! limit, crawlable and forward query; YOURLS's title; and Linkhop's own
//! export (JSON and CSV) moves every control to another database intact,
//! the password included (as its hash).

use crate::data_helpers::{download, fixture, link_by_slug, millis, upload};
use crate::helpers::TestApp;
use crate::links::gate::{create, location, visit_as};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

#[tokio::test]
async fn shlink_and_yourls_files_bring_their_controls() {
    // Shlink names every link's host: DOMAIN's is the default domain's.
    let app = TestApp::spawn_with(|s| s.domain = Some("https://s.test".into())).await;
    let owner = app.owner().await;
    let (status, body) = upload(
        &owner,
        "shlink",
        "short-urls.csv",
        fixture("shlink-controls.csv"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["imported"], 2);
    assert_eq!(
        body["result"]["skipped_invalid"], 1,
        "validSince after validUntil"
    );
    let promo = link_by_slug(&app, "promo").await.expect("promo");
    assert_eq!(promo.title.as_deref(), Some("Spring promo"));
    assert_eq!(promo.tags, ["sale", "spring"]);
    assert_eq!(promo.valid_from, Some(millis("2023-02-01T00:00:00Z")));
    assert_eq!(promo.expires_at, Some(millis("2999-01-01T00:00:00Z")));
    assert_eq!(promo.max_visits, Some(10));
    assert_eq!(
        promo.used_visits, 4,
        "Shlink's limit counts the visits it had"
    );
    assert!(promo.crawlable && !promo.forward_query);
    let docs = link_by_slug(&app, "docs").await.expect("docs");
    assert!(docs.forward_query && docs.tags.is_empty() && docs.title.is_none());

    // The older fixture: the web client's title and tags columns.
    let (status, _) = upload(&owner, "shlink", "shlink.csv", fixture("shlink.csv")).await;
    assert_eq!(status, StatusCode::OK);
    let abc = link_by_slug(&app, "abc").await.expect("abc");
    assert_eq!(abc.title.as_deref(), Some("Hello, world"));
    assert_eq!(abc.tags, ["a", "b"]);

    let (status, _) = upload(&owner, "yourls", "yourls.csv", fixture("yourls.csv")).await;
    assert_eq!(status, StatusCode::OK);
    let gh = link_by_slug(&app, "gh").await.expect("gh");
    assert_eq!(gh.title.as_deref(), Some("GitHub, Inc."));
    // Imported controls apply to redirects at once.
    let visitor = app.anonymous();
    let query = visit_as(&visitor, Method::GET, "/docs?x=1", &[]).await;
    assert_eq!(location(&query), Some("https://example.com/docs?x=1"));
}

fn controlled_link() -> Value {
    json!({
        "destination": "https://example.com/moving", "slug": "moving",
        "validFrom": "2020-01-01T00:00:00Z", "expiresAt": "2999-01-01T00:00:00Z",
        "maxVisits": 5, "expiredUrl": "https://example.com/gone", "password": "carry me",
        "tags": ["x", "y"], "title": "=SUM(1)", "notes": "moves\nwell", "redirectStatus": 301,
        "forwardQuery": true, "crawlable": true,
        "redirectRules": [{"destination": "https://example.com/m", "conditions": [{"type": "device", "key": null, "value": "mobile"}]}],
        "utm": {"source": "news", "campaign": "=spring, \"quoted\"", "replace": true},
        "preview": {"title": "=Spring, \"sale\"", "description": "two\nlines", "image": "https://cdn.example.com/s.png", "siteName": "Shop"},
    })
}

/// The view's controls, without what a move changes (ids, dates, counts).
fn controls(link: &Value) -> Value {
    let mut view = link.clone();
    for key in ["id", "author", "account", "creationDate", "modifiedDate"] {
        view[key] = Value::Null;
    }
    view
}

#[tokio::test]
async fn a_linkhop_export_moves_every_control_to_another_database() {
    for format in ["json", "csv"] {
        let from = TestApp::spawn().await;
        let owner = from.owner().await;
        let original = create(&owner, controlled_link()).await;
        let file = download(&owner, &format!("/api/export?format={format}"))
            .await
            .bytes()
            .await
            .expect("export")
            .to_vec();
        let text = String::from_utf8_lossy(&file).to_string();
        assert!(text.contains("$argon2id$"), "the hash travels: {text}");
        assert!(!text.contains("carry me"), "never the password");
        if format == "csv" {
            let header = text.lines().next().unwrap_or("");
            assert!(
                header.starts_with(
                    "id,slug,destination,author,creationDate,modifiedDate,visits,account,"
                ),
                "Lynx's columns first: {header}"
            );
        }

        let to = TestApp::spawn().await;
        let importer = to.owner().await;
        let (status, body) = upload(&importer, "lynx", &format!("links.{format}"), file).await;
        assert_eq!(status, StatusCode::OK, "{format}: {body}");
        assert_eq!(body["result"]["imported"], 1, "{format}: {body}");
        let (_, list) = importer.get("/api/link/list").await;
        let moved = &list["result"]["links"][0];
        assert_eq!(controls(moved), controls(&original), "{format}");

        // The same password opens the moved link.
        let visitor = to.anonymous();
        let form = visit_as(&visitor, Method::GET, "/moving", &[]).await;
        let page = form.text().await.expect("page");
        let token = crate::links::csrf(&page);
        let right = visitor
            .client
            .post(to.url("/moving"))
            .form(&[("password", "carry me"), ("csrf", token.as_str())])
            .send()
            .await
            .expect("post");
        assert_eq!(right.status(), StatusCode::SEE_OTHER, "{format}");
    }
}

#[tokio::test]
async fn titles_of_a_bulk_import_are_searchable() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    // More rows than a bulk import's threshold (10,000).
    let mut csv = String::from("slug,destination,title\r\n");
    for i in 0..10_050 {
        let title = if i == 10_020 {
            "Needle in the haystack"
        } else {
            ""
        };
        csv.push_str(&format!("b{i},https://bulk.example/{i},{title}\r\n"));
    }
    let (status, body) = upload(&owner, "lynx", "links.csv", csv.into_bytes()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["imported"], 10_050);
    crate::bulk_import::wait_for_search(&app).await;
    for search in ["haystack", "NEEDLE"] {
        let (_, list) = owner.get(&format!("/api/link/list?search={search}")).await;
        assert_eq!(list["result"]["total"], 1, "{search}");
        assert_eq!(list["result"]["links"][0]["slug"], "b10020");
    }
}
