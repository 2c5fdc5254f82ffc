//! Lynx files to a chosen domain, Linkhop's own export round trip, Kutt
//! and Sink domains, a standard account's limits, and the bulk path.

use super::*;
use crate::data_helpers::{download, fixture, link_count};
use crate::helpers::{assert_error, TestApp};
use reqwest::StatusCode;
use serde_json::{json, Value};

#[tokio::test]
async fn a_lynx_file_goes_to_the_chosen_domain() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    for (host, open) in [("go.example.com", true), ("closed.example.com", false)] {
        let (status, body) = owner
            .post(
                "/api/domains",
                json!({"host": host, "standardMayCreate": open}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let lynx = || fixture("lynx.json");

    // An unknown chosen domain refuses the file: nothing is written.
    let unknown = import(
        &owner,
        "lynx",
        "l.json",
        lynx(),
        &[("domain", "nowhere.example")],
    )
    .await;
    assert_error(&unknown, 422, "Unknown domain");
    let unknown = import(
        &owner,
        "lynx",
        "l.json",
        lynx(),
        &[("domain", "nowhere.example"), ("createDomains", "true")],
    )
    .await;
    assert_error(&unknown, 422, "Unknown domain");
    assert_eq!(link_count(&app).await, 0);
    assert_eq!(hosts(&app).await.len(), 2);

    // Unicode or punycode, any case: the domain's links.
    let answer = import(
        &owner,
        "lynx",
        "l.json",
        lynx(),
        &[("domain", "GO.example.com")],
    )
    .await;
    assert_ok(&answer, 3, 1, 2);
    let docs = link_on(&app, Some("go.example.com"), "docs")
        .await
        .expect("on go");
    assert_eq!(docs.id, "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d");
    assert!(link_on(&app, None, "docs").await.is_none());
    assert_eq!(
        redirect_on(&app, "go.example.com", "/docs")
            .await
            .as_deref(),
        Some("https://example.com/docs?q=a,b")
    );

    // The same file on the default domain: the same slugs, other links
    // (the ids taken already get new ones).
    let answer = import(&owner, "lynx", "l.json", lynx(), &[("domain", "_default")]).await;
    assert_ok(&answer, 3, 1, 2);
    let default_docs = link_on(&app, None, "docs").await.expect("on default");
    assert_ne!(default_docs.id, docs.id);
    assert_eq!(link_count(&app).await, 6);

    // A standard account: its open domains only, refused as a whole.
    let closed = import(
        &standard,
        "lynx",
        "l.json",
        lynx(),
        &[("domain", "closed.example.com")],
    )
    .await;
    assert_error(&closed, 403, "You may not create links on this domain");
    assert_eq!(link_count(&app).await, 6);
    let sink = import(
        &standard,
        "sink",
        "sink.json",
        fixture("sink.json"),
        &[("domain", "go.example.com")],
    )
    .await;
    assert_ok(&sink, 3, 0, 1);
    let app_link = link_on(&app, Some("go.example.com"), "get-app")
        .await
        .expect("Sink names no domain: the chosen one");
    assert_eq!(app_link.author.as_deref(), Some(standard.id()));
}

#[tokio::test]
async fn linkhop_exports_round_trip_with_their_domains() {
    let source = TestApp::spawn().await;
    let owner = source.owner().await;
    let (status, body) = owner
        .post("/api/domains", json!({"host": "bücher.example"}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    owner
        .create_link("shared", "https://example.com/default")
        .await;
    let (status, body) = owner
        .post(
            "/api/link",
            json!({"slug": "shared", "destination": "https://example.com/books", "domain": "bücher.example",
                   "title": "Bücher", "tags": ["books"]}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["domain"], json!("xn--bcher-kva.example"));

    for format in ["json", "csv"] {
        let response = download(&owner, &format!("/api/export?format={format}")).await;
        assert_eq!(response.status(), StatusCode::OK);
        let file = response.bytes().await.expect("export").to_vec();
        if format == "json" {
            let items: Vec<Value> = serde_json::from_slice(&file).expect("json");
            let mut domains: Vec<Value> = items.iter().map(|i| i["domain"].clone()).collect();
            domains.sort_by_key(|d| d.to_string());
            assert_eq!(domains, [json!("xn--bcher-kva.example"), Value::Null]);
        } else {
            let text = String::from_utf8(file.clone()).expect("utf-8");
            assert!(
                text.starts_with("id,slug,")
                    && text
                        .lines()
                        .next()
                        .expect("header")
                        .ends_with(",redirectRules,domain,utm,preview,split,team")
            );
            assert!(
                text.contains(",\"xn--bcher-kva.example\",\"\",\"\",\"\",\"\"\r\n"),
                "{text}"
            );
        }

        let target = TestApp::spawn().await;
        let admin = target.owner().await;
        // Without the domain on the target, its link is skipped and said so.
        let dry = import(
            &admin,
            "lynx",
            &format!("export.{format}"),
            file.clone(),
            &[("dryRun", "true")],
        )
        .await;
        assert_ok(&dry, 1, 0, 1);
        assert_eq!(listed(&dry.1, "unknownDomains"), ["xn--bcher-kva.example"]);
        let answer = import(
            &admin,
            "lynx",
            &format!("export.{format}"),
            file,
            &[("createDomains", "true")],
        )
        .await;
        assert_ok(&answer, 2, 0, 0);
        assert_eq!(
            listed(&answer.1, "domainsCreated"),
            ["xn--bcher-kva.example"]
        );
        let books = link_on(&target, Some("xn--bcher-kva.example"), "shared")
            .await
            .expect("back on its domain");
        assert_eq!(books.destination, "https://example.com/books");
        assert_eq!(books.title.as_deref(), Some("Bücher"));
        assert_eq!(books.tags, ["books"]);
        let default = link_on(&target, None, "shared")
            .await
            .expect("on the default");
        assert_eq!(default.destination, "https://example.com/default");
        // Exported again, the links name the same domains.
        let again = download(&admin, "/api/export?format=json").await;
        let items: Vec<Value> =
            serde_json::from_slice(&again.bytes().await.expect("body")).expect("json");
        assert!(items
            .iter()
            .any(|i| i["domain"] == "xn--bcher-kva.example" && i["slug"] == "shared"));
    }
}

#[tokio::test]
async fn kutt_and_sink_files_carry_the_domains_they_have() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let answer = import(
        &owner,
        "kutt",
        "kutt.json",
        fixture("kutt-domains.json"),
        &[("createDomains", "true")],
    )
    .await;
    assert_ok(&answer, 3, 0, 0);
    assert_eq!(listed(&answer.1, "domainsCreated"), ["links.brand.example"]);
    let default = link_on(&app, None, "launch")
        .await
        .expect("Kutt's default domain");
    assert_eq!(default.visits, 12);
    let brand = link_on(&app, Some("links.brand.example"), "launch")
        .await
        .expect("the custom domain");
    assert_eq!(brand.id, "5e1d9c3b-2a4f-4b8e-a7d6-3c9f0e2b1a58");
    assert_eq!(brand.notes.as_deref(), Some("Launch on our own domain"));
    assert!(link_on(&app, Some("links.brand.example"), "menu")
        .await
        .is_some());

    // Sink serves one domain and names none: the chosen one.
    let sink = import(
        &owner,
        "sink",
        "sink.json",
        fixture("sink.json"),
        &[("domain", "links.brand.example")],
    )
    .await;
    assert_ok(&sink, 3, 0, 1);
    assert!(link_on(&app, Some("links.brand.example"), "press")
        .await
        .is_some());
    assert!(link_on(&app, None, "press").await.is_none());
}

#[tokio::test]
async fn a_standard_account_cannot_add_domains_by_importing() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let file = || fixture("kutt-domains.json");
    for dry_run in ["true", "false"] {
        let answer = import(
            &standard,
            "kutt",
            "kutt.json",
            file(),
            &[("createDomains", "true"), ("dryRun", dry_run)],
        )
        .await;
        assert_ok(&answer, 1, 0, 2);
        assert!(listed(&answer.1, "domainsCreated").is_empty());
        assert_eq!(listed(&answer.1, "unknownDomains"), ["links.brand.example"]);
        let message = answer.1["result"]["skippedRows"][0]["message"]
            .as_str()
            .expect("message");
        assert_eq!(
            message,
            "Unknown domain links.brand.example: only the owner and admins may add domains"
        );
    }
    assert!(hosts(&app).await.is_empty());

    // A domain closed to standard accounts: its rows are skipped.
    let (status, body) = owner
        .post(
            "/api/domains",
            json!({"host": "links.brand.example", "standardMayCreate": false}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let answer = import(&standard, "kutt", "kutt.json", file(), &[]).await;
    assert_ok(&answer, 0, 1, 2);
    let reasons: Vec<String> = skipped(&answer.1).into_iter().map(|(_, _, r)| r).collect();
    assert_eq!(
        reasons,
        ["slugTaken", "domainNotAllowed", "domainNotAllowed"]
    );
    assert_eq!(link_count(&app).await, 1);
}

/// More rows than the bulk threshold (10,000), each slug on two domains:
/// the chunked inserts and the look-ups go by (domain, slug) on both
/// engines.
#[tokio::test]
async fn bulk_imports_keep_one_slug_per_domain() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (status, body) = owner
        .post("/api/domains", json!({"host": "go.example.com"}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    owner
        .create_link("s00042", "https://example.com/kept")
        .await;
    let mut rows = Vec::new();
    for n in 0..6_000 {
        for domain in [Value::Null, json!("go.example.com")] {
            rows.push(json!({
                "slug": format!("s{n:05}"),
                "destination": format!("https://example.com/{n}"),
                "domain": domain,
            }));
        }
    }
    // A repeat in the file on one domain.
    rows.push(json!({"slug": "s00007", "destination": "https://example.com/x", "domain": "go.example.com"}));
    let file = serde_json::to_vec(&rows).expect("json");
    let answer = import(&owner, "lynx", "bulk.json", file, &[]).await;
    assert_ok(&answer, 11_999, 2, 0);
    let reasons: Vec<(u64, String, String)> = skipped(&answer.1);
    assert_eq!(
        reasons,
        [
            (85, "s00042".into(), "slugTaken".into()),
            (12_001, "s00007".into(), "duplicateInFile".into()),
        ]
    );
    assert_eq!(link_count(&app).await, 12_000);
    assert_eq!(
        link_on(&app, None, "s00042")
            .await
            .map(|l| l.destination)
            .as_deref(),
        Some("https://example.com/kept")
    );
    assert_eq!(
        link_on(&app, Some("go.example.com"), "s00042")
            .await
            .map(|l| l.destination)
            .as_deref(),
        Some("https://example.com/42")
    );
    assert_eq!(
        redirect_on(&app, "go.example.com", "/s05999")
            .await
            .as_deref(),
        Some("https://example.com/5999")
    );
}
