//! `POST /api/import` with several short domains (issue 31): exports that
//! name each link's domain (Shlink's CSV and API JSON, Kutt's API,
//! Linkhop's own export) put one slug on two domains as two links; unknown
//! domains are skipped and reported, or added with `createDomains` (the
//! owner and admins only, a dry run first); files that name no domain go
//! to a chosen one; uniqueness is per (domain, slug) down to the bulk
//! path's chunked inserts.

use crate::data_helpers::{download, fixture, link_count, millis, upload_form};
use crate::helpers::{assert_error, Actor, TestApp};
use crate::links::gate::{location, visit_as};
use linkhop::store::LinkRecord;
use reqwest::multipart::{Form, Part};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

/// DOMAIN of the apps whose files name the Shlink default domain `s.test`.
const SHLINK_ORIGIN: &str = "https://s.test";

async fn shlink_app() -> TestApp {
    TestApp::spawn_with(|s| s.domain = Some(SHLINK_ORIGIN.into())).await
}

/// An import form: service, file and the extra text fields.
fn form(service: &str, file_name: &str, bytes: Vec<u8>, fields: &[(&str, &str)]) -> Form {
    let mut form = Form::new()
        .text("service", service.to_owned())
        .part("file", Part::bytes(bytes).file_name(file_name.to_owned()));
    for (name, value) in fields {
        form = form.text(name.to_string(), value.to_string());
    }
    form
}

async fn import(
    actor: &Actor,
    service: &str,
    file_name: &str,
    bytes: Vec<u8>,
    fields: &[(&str, &str)],
) -> (StatusCode, Value) {
    upload_form(actor, form(service, file_name, bytes, fields)).await
}

/// The hosts of every domain but the default, sorted.
async fn hosts(app: &TestApp) -> Vec<String> {
    let mut hosts: Vec<String> = app
        .app
        .store
        .list_domains()
        .await
        .expect("domains")
        .into_iter()
        .filter_map(|d| d.host)
        .collect();
    hosts.sort();
    hosts
}

/// The link with `slug` on the domain with `host` (`None`: the default).
async fn link_on(app: &TestApp, host: Option<&str>, slug: &str) -> Option<LinkRecord> {
    let domain_id = match host {
        None => "default".to_owned(),
        Some(host) => {
            app.app
                .store
                .list_domains()
                .await
                .expect("domains")
                .into_iter()
                .find(|d| d.host.as_deref() == Some(host))?
                .id
        }
    };
    let target = app
        .app
        .store
        .find_target(&domain_id, slug)
        .await
        .expect("query")?;
    app.app
        .store
        .find_link_by_id(&target.id)
        .await
        .expect("query")
}

/// (row, slug, reason) of each skipped row listed.
fn skipped(answer: &Value) -> Vec<(u64, String, String)> {
    answer["result"]["skippedRows"]
        .as_array()
        .expect("skippedRows")
        .iter()
        .map(|r| {
            (
                r["row"].as_u64().expect("row"),
                r["slug"].as_str().unwrap_or("").to_owned(),
                r["reason"].as_str().expect("reason").to_owned(),
            )
        })
        .collect()
}

#[track_caller]
fn assert_ok(answer: &(StatusCode, Value), imported: u64, existing: u64, invalid: u64) {
    assert_eq!(answer.0, StatusCode::OK, "{}", answer.1);
    let result = &answer.1["result"];
    assert_eq!(
        (
            &result["imported"],
            &result["skipped_existing"],
            &result["skipped_invalid"]
        ),
        (&json!(imported), &json!(existing), &json!(invalid)),
        "{}",
        answer.1
    );
}

/// A list of the answer (`domainsCreated`, `unknownDomains`): absent when empty.
fn listed(answer: &Value, key: &str) -> Vec<String> {
    answer["result"][key]
        .as_array()
        .map(|hosts| {
            hosts
                .iter()
                .map(|h| h.as_str().expect("host").to_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// Where `/path` on `host` redirects.
async fn redirect_on(app: &TestApp, host: &str, path: &str) -> Option<String> {
    let response = visit_as(&app.anonymous(), Method::GET, path, &[("host", host)]).await;
    location(&response).map(str::to_owned)
}

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
                        .ends_with(",redirectRules,domain")
            );
            assert!(text.contains(",\"xn--bcher-kva.example\"\r\n"), "{text}");
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
