//! Shlink's CSV and API JSON exports: a shared slug imports as two links;
//! unknown domains are skipped with their reason unless added.

use super::*;
use crate::data_helpers::{download, fixture, link_count, millis};
use crate::helpers::{assert_error, TestApp};
use serde_json::{json, Value};

#[tokio::test]
async fn a_shlink_csv_export_with_a_shared_slug_imports_both_links() {
    let app = shlink_app().await;
    let owner = app.owner().await;
    let file = || fixture("shlink-domains.csv");

    // Without createDomains: the rows on unknown hosts are reported.
    let dry = import(
        &owner,
        "shlink",
        "short_urls.csv",
        file(),
        &[("dryRun", "true")],
    )
    .await;
    assert_ok(&dry, 2, 0, 3);
    assert!(listed(&dry.1, "domainsCreated").is_empty());
    assert_eq!(
        listed(&dry.1, "unknownDomains"),
        ["go.example.com", "xn--bcher-kva.example"]
    );
    assert_eq!(
        skipped(&dry.1),
        [
            (2, "promo".into(), "unknownDomain".into()),
            (3, "docs".into(), "unknownDomain".into()),
            (5, "promo".into(), "unknownDomain".into()),
        ]
    );
    let message = dry.1["result"]["skippedRows"][0]["message"]
        .as_str()
        .expect("message");
    assert!(
        message.starts_with("Unknown domain go.example.com: ") && message.contains("createDomains"),
        "{message}"
    );

    // The dry run with createDomains says which domains it would add.
    let dry = import(
        &owner,
        "shlink",
        "short_urls.csv",
        file(),
        &[("dryRun", "1"), ("createDomains", "true")],
    )
    .await;
    assert_ok(&dry, 5, 0, 0);
    assert_eq!(dry.1["result"]["dryRun"], json!(true));
    assert_eq!(
        listed(&dry.1, "domainsCreated"),
        ["go.example.com", "xn--bcher-kva.example"]
    );
    assert!(hosts(&app).await.is_empty(), "a dry run adds no domain");
    assert_eq!(link_count(&app).await, 0);

    let answer = import(
        &owner,
        "shlink",
        "short_urls.csv",
        file(),
        &[("createDomains", "true")],
    )
    .await;
    assert_ok(&answer, 5, 0, 0);
    assert_eq!(answer.1["message"], json!("Imported 5 / 5 links!"));
    assert_eq!(
        listed(&answer.1, "domainsCreated"),
        ["go.example.com", "xn--bcher-kva.example"]
    );
    assert_eq!(
        hosts(&app).await,
        ["go.example.com", "xn--bcher-kva.example"]
    );

    // One slug, three domains, three links.
    let on_default = link_on(&app, None, "promo").await.expect("s.test's promo");
    assert_eq!(on_default.destination, "https://example.com/spring-promo");
    assert_eq!(on_default.visits, 41);
    assert_eq!(on_default.title.as_deref(), Some("Spring promo, 2024"));
    let on_go = link_on(&app, Some("go.example.com"), "promo")
        .await
        .expect("go.example.com's promo");
    assert_eq!(on_go.destination, "https://shop.example.com/promo?ref=go");
    assert_eq!(on_go.creation_date, millis("2024-03-02T10:30:00Z"));
    assert_eq!(on_go.domain_host.as_deref(), Some("go.example.com"));
    assert!(link_on(&app, Some("xn--bcher-kva.example"), "promo")
        .await
        .is_some());
    assert!(link_on(&app, None, "Abc12").await.is_some());
    assert!(link_on(&app, None, "docs").await.is_none());

    // The links answer on their hosts at once.
    assert_eq!(
        redirect_on(&app, "go.example.com", "/promo")
            .await
            .as_deref(),
        Some("https://shop.example.com/promo?ref=go")
    );
    assert_eq!(
        redirect_on(&app, "s.test", "/promo").await.as_deref(),
        Some("https://example.com/spring-promo")
    );

    // Again: every row's slug is taken on its own domain.
    let again = import(
        &owner,
        "shlink",
        "short_urls.csv",
        file(),
        &[("createDomains", "true")],
    )
    .await;
    assert_ok(&again, 0, 5, 0);
    assert!(listed(&again.1, "domainsCreated").is_empty());
    assert!(skipped(&again.1).iter().all(|(_, _, r)| r == "slugTaken"));
    // Each taken row names the domain its slug is taken on.
    let domains: Vec<Value> = again.1["result"]["skippedRows"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| r["domain"].clone())
        .collect();
    assert_eq!(
        domains,
        [
            Value::Null,
            json!("go.example.com"),
            json!("go.example.com"),
            Value::Null,
            json!("xn--bcher-kva.example")
        ]
    );
    let report_url = again.1["result"]["reportUrl"].as_str().expect("report");
    let report = download(&owner, report_url)
        .await
        .text()
        .await
        .expect("report");
    assert!(
        report.contains(
            "2,3,\"promo\",\"slugTaken\",\"A link with this slug exists already\",\"go.example.com\"\r\n"
        ),
        "{report}"
    );
}

#[tokio::test]
async fn a_shlink_api_json_export_with_a_shared_slug_imports_both_links() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    // The domain exists already: no option needed.
    let (status, body) = owner
        .post("/api/domains", json!({"host": "go.example.com"}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let answer = import(
        &owner,
        "shlink",
        "short-urls.json",
        fixture("shlink-domains.json"),
        &[],
    )
    .await;
    assert_ok(&answer, 4, 0, 0);
    assert!(listed(&answer.1, "domainsCreated").is_empty());

    // `domain: null` is Shlink's default domain: Linkhop's default.
    let promo = link_on(&app, None, "promo").await.expect("default promo");
    assert_eq!(
        (promo.visits, promo.human_visits, promo.bot_visits),
        (41, 38, 3)
    );
    assert_eq!(promo.tags, ["sale", "spring"]);
    assert_eq!(promo.expires_at, Some(millis("2999-12-31T23:59:59Z")));
    assert!(promo.forward_query);
    let go = link_on(&app, Some("go.example.com"), "promo")
        .await
        .expect("go.example.com's promo");
    assert_eq!(go.destination, "https://shop.example.com/promo?ref=go");
    assert_eq!(go.max_visits, Some(500));
    assert!(go.crawlable);
    assert!(go
        .redirect_rules
        .as_deref()
        .is_some_and(|r| r.contains("android")));
    assert!(link_on(&app, Some("go.example.com"), "docs")
        .await
        .is_some());
    assert!(link_on(&app, None, "Abc12").await.is_some());
    assert_eq!(
        redirect_on(&app, "go.example.com", "/promo")
            .await
            .as_deref(),
        Some("https://shop.example.com/promo?ref=go")
    );

    // A bare array of short URLs (the pages joined) reads the same.
    let page: Value = serde_json::from_slice(&fixture("shlink-domains.json")).expect("json");
    let array = serde_json::to_vec(&page["shortUrls"]["data"]).expect("json");
    let again = import(&owner, "shlink", "all.json", array, &[]).await;
    assert_ok(&again, 0, 4, 0);
}

#[tokio::test]
async fn unknown_domains_are_skipped_with_their_reason_unless_added() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let file = || fixture("shlink-domains.json");

    // A bad flag changes nothing.
    let bad = import(
        &owner,
        "shlink",
        "s.json",
        file(),
        &[("createDomains", "maybe")],
    )
    .await;
    assert_error(&bad, 400, "Invalid createDomains, expected true or false");
    assert_eq!(link_count(&app).await, 0);

    let answer = import(&owner, "shlink", "s.json", file(), &[]).await;
    assert_ok(&answer, 2, 0, 2);
    assert_eq!(
        skipped(&answer.1),
        [
            (2, "promo".into(), "unknownDomain".into()),
            (3, "docs".into(), "unknownDomain".into()),
        ]
    );
    assert_eq!(listed(&answer.1, "unknownDomains"), ["go.example.com"]);
    assert_eq!(
        answer.1["result"]["skippedReasons"],
        json!({"unknownDomain": 2})
    );
    assert!(hosts(&app).await.is_empty());
    // The downloadable report names the reason too.
    let report_url = answer.1["result"]["reportUrl"].as_str().expect("report");
    let report = download(&owner, report_url)
        .await
        .text()
        .await
        .expect("report");
    assert!(
        report.contains("\"unknownDomain\",\"Unknown domain go.example.com: "),
        "{report}"
    );

    // With the option the skipped rows come in, the others are taken.
    let added = import(
        &owner,
        "shlink",
        "s.json",
        file(),
        &[("createDomains", "true")],
    )
    .await;
    assert_ok(&added, 2, 2, 0);
    assert_eq!(listed(&added.1, "domainsCreated"), ["go.example.com"]);
    assert_eq!(hosts(&app).await, ["go.example.com"]);
    assert!(link_on(&app, Some("go.example.com"), "promo")
        .await
        .is_some());
    // The domain is served like one added by hand.
    let (status, body) = owner.get("/api/domains").await;
    assert_eq!(status, StatusCode::OK);
    let added = body["result"]["domains"]
        .as_array()
        .expect("domains")
        .iter()
        .find(|d| d["host"] == "go.example.com")
        .cloned()
        .expect("listed");
    assert_eq!(
        (added["links"].clone(), added["standardMayCreate"].clone()),
        (json!(2), json!(true))
    );
}
