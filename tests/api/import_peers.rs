//! `POST /api/import` from the other shorteners' own exports (fixtures in
//! tests/fixtures, shaped as each tool documents its export): Kutt, Bitly,
//! Sink, Chhoto URL, Polr and Dub; and Lynx CSV files in Lynx's own dialect.

use crate::data_helpers::{fixture, link_by_slug, link_count, millis, upload};
use crate::helpers::{assert_error, TestApp};
use crate::import_domains::link_on;
use crate::links::gate::{location, visit_as};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

/// The counts, and each skipped row as (row number, slug, reason code).
#[track_caller]
fn assert_skipped(
    answer: &(StatusCode, Value),
    imported: u64,
    skipped: &[(u64, Option<&str>, &str)],
) {
    assert_eq!(answer.0, StatusCode::OK, "{}", answer.1);
    let result = &answer.1["result"];
    assert_eq!(
        (
            &result["imported"],
            &result["skipped_existing"],
            &result["skipped_invalid"]
        ),
        (&json!(imported), &json!(0), &json!(skipped.len())),
        "{}",
        answer.1
    );
    let rows: Vec<(u64, Option<&str>, &str)> = result["skippedRows"]
        .as_array()
        .expect("skippedRows")
        .iter()
        .map(|r| {
            assert!(r["message"].as_str().is_some_and(|m| !m.is_empty()));
            (
                r["row"].as_u64().expect("row"),
                r["slug"].as_str(),
                r["reason"].as_str().expect("reason"),
            )
        })
        .collect();
    assert_eq!(rows, skipped, "{}", answer.1);
}

#[track_caller]
fn assert_result(answer: &(StatusCode, Value), imported: u64) {
    assert_skipped(answer, imported, &[]);
}

#[tokio::test]
async fn kutt_api_pages_are_imported() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let answer = upload(&owner, "kutt", "links.json", fixture("kutt.json")).await;
    // A password link and a banned one.
    assert_skipped(
        &answer,
        2,
        &[
            (3, Some("secret"), "notCarried"),
            (4, Some("phish"), "notCarried"),
        ],
    );
    let launch = link_by_slug(&app, "launch").await.expect("launch");
    assert_eq!(launch.id, "3f8a1c2e-0f4b-4d6a-9b1e-2c3d4e5f6a7b");
    assert_eq!(
        launch.destination,
        "https://example.com/launch?utm_source=kutt"
    );
    assert_eq!(launch.visits, 12);
    assert_eq!(launch.creation_date, millis("2024-03-01T10:00:00.000Z"));
    assert_eq!(launch.modified_date, millis("2024-03-02T10:00:00.000Z"));
    assert_eq!(launch.notes.as_deref(), Some("Launch page, v2"));
    assert_eq!(launch.expires_at, Some(millis("2999-01-01T00:00:00Z")));
    assert!(link_by_slug(&app, "Menu_2024.v2").await.is_some());
    assert!(link_by_slug(&app, "secret").await.is_none());
    assert!(link_by_slug(&app, "phish").await.is_none());

    // A bare array of links is a Kutt file too; an object without `data` is not.
    let array =
        serde_json::to_vec(&json!([{"address": "bare", "target": "https://e.com"}])).expect("json");
    assert_result(&upload(&owner, "kutt", "a.json", array).await, 1);
    assert_error(
        &upload(&owner, "kutt", "a.json", br#"{"links": []}"#.to_vec()).await,
        400,
        "Could not parse the JSON file, expected an array of links",
    );
    assert_error(
        &upload(&owner, "kutt", "a.csv", b"a".to_vec()).await,
        400,
        "Invalid filetype",
    );
}

#[tokio::test]
async fn bitly_csv_exports_are_imported() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let answer = upload(&owner, "Bitly", "bitly_links.csv", fixture("bitly.csv")).await;
    assert_skipped(&answer, 2, &[(3, Some("5zZzZzZ"), "invalidDestination")]);
    let sale = link_by_slug(&app, "spring-sale")
        .await
        .expect("custom back-half");
    assert_eq!(
        sale.destination,
        "https://example.com/sale?utm_source=bitly&utm_medium=sms"
    );
    assert_eq!(sale.title.as_deref(), Some("Spring sale, 2023"));
    assert_eq!(sale.tags, ["promo", "spring"]);
    assert_eq!(sale.visits, 1204);
    assert_eq!(sale.creation_date, millis("2023-05-04T09:08:07Z"));
    let docs = link_by_slug(&app, "4qRsTuv").await.expect("bitlink hash");
    assert_eq!((docs.visits, docs.title.as_deref()), (17, None));
    assert_eq!(docs.creation_date, millis("2022-11-30T00:00:00Z"));
    assert_eq!(link_count(&app).await, 2);

    let answer = upload(&owner, "bitly", "b.csv", b"Title,Tags\nx,y\n".to_vec()).await;
    assert_eq!(answer.0, StatusCode::BAD_REQUEST);
    assert_eq!(
        answer.1["details"]["missing"],
        json!(["Link", "Destination URL"])
    );
}

#[tokio::test]
async fn sink_exports_bring_controls_rules_and_passwords() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let answer = upload(&owner, "sink", "sink-links.json", fixture("sink.json")).await;
    // A password Sink had already hashed.
    assert_skipped(&answer, 3, &[(3, Some("board"), "notCarried")]);
    let app_link = link_by_slug(&app, "get-app").await.expect("get-app");
    assert_eq!(app_link.creation_date, 1_709_287_200_000);
    assert_eq!(app_link.modified_date, 1_709_373_600_000);
    assert_eq!(app_link.expires_at, Some(32_472_144_000_000));
    assert_eq!(app_link.title.as_deref(), Some("Get the app"));
    assert_eq!(app_link.notes.as_deref(), Some("store badges"));
    assert_eq!(app_link.tags, ["launch", "mobile"]);
    assert!(app_link.forward_query);
    let rules: Value =
        serde_json::from_str(app_link.redirect_rules.as_deref().expect("rules")).expect("json");
    assert_eq!(rules.as_array().map(Vec::len), Some(3));
    assert!(link_by_slug(&app, "old/path_v1").await.is_some());
    assert!(link_by_slug(&app, "board").await.is_none());

    // Sink's app-store redirect works as a rule; the clear-text password
    // was hashed and asks for itself.
    let visitor = app.anonymous();
    let iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15";
    let phone = visit_as(&visitor, Method::GET, "/get-app", &[("user-agent", iphone)]).await;
    assert_eq!(
        location(&phone),
        Some("https://apps.apple.com/app/id123456789")
    );
    let press = link_by_slug(&app, "press").await.expect("press");
    let hash = press.password_hash.expect("hash");
    assert!(linkhop::domain::passwords::verify_password(
        "open sesame",
        &hash
    ));
    let form = visit_as(&visitor, Method::GET, "/press", &[]).await;
    assert_eq!(form.status(), StatusCode::OK, "the password form");
}

#[tokio::test]
async fn chhoto_and_polr_files_are_imported() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let answer = upload(&owner, "chhoto", "links.json", fixture("chhoto.json")).await;
    assert_skipped(&answer, 3, &[(4, Some("magnet"), "invalidDestination")]);
    let wiki = link_by_slug(&app, "brave-turing").await.expect("wiki");
    assert_eq!(
        (wiki.visits, wiki.notes.as_deref()),
        (42, Some("team wiki"))
    );
    assert_eq!(wiki.expires_at, None);
    let event = link_by_slug(&app, "x7k2m9").await.expect("event");
    assert_eq!(event.expires_at, Some(32_472_144_000_000));
    assert_eq!(event.notes, None);

    let answer = upload(&owner, "polr", "links.csv", fixture("polr.csv")).await;
    assert_skipped(&answer, 2, &[(3, None, "notCarried")]); // a disabled link
    let gh = link_by_slug(&app, "gh").await.expect("gh");
    assert_eq!(gh.visits, 31);
    assert_eq!(gh.creation_date, millis("2017-02-04T02:57:27Z"));
    assert_eq!(gh.modified_date, millis("2017-03-01T10:00:00Z"));
    assert_eq!(gh.expires_at, None);
    // A secret Polr link answers only at its secret path, here too.
    let team = link_by_slug(&app, "team/k9x2").await.expect("secret path");
    assert_eq!(team.expires_at, Some(millis("3000-01-01T00:00:00Z")));
    assert!(link_by_slug(&app, "team").await.is_none());
    assert!(link_by_slug(&app, "off").await.is_none());
}

#[tokio::test]
async fn lynx_csv_is_read_in_lynx_dialect_and_refused_by_row() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let answer = upload(&owner, "lynx", "export.csv", fixture("lynx-dialect.csv")).await;
    assert_result(&answer, 1);
    let link = link_by_slug(&app, "say-hi").await.expect("say-hi");
    assert_eq!(link.destination, "https://example.com/say\"hi\"?a=1,2");
    assert_eq!(
        link.notes.as_deref(),
        Some("back\\slash, comma\nnew line é")
    );
    assert_eq!(
        link.author.as_deref(),
        Some(owner.id()),
        "null is no author"
    );
    assert_eq!(link.visits, 5);

    // A backslash Lynx would have escaped: the file is refused, naming the
    // row, and nothing is written.
    let bad = upload(
        &owner,
        "lynx",
        "export.csv",
        fixture("lynx-dialect-bad.csv"),
    )
    .await;
    assert_error(
        &bad,
        400,
        "Could not read row 2 of the Lynx CSV file exactly: a backslash that starts no JSON escape",
    );
    assert_eq!(link_count(&app).await, 1);

    // Linkhop's own CSV export still reads as RFC 4180.
    let export = crate::data_helpers::download(&owner, "/api/export?format=csv").await;
    let bytes = export.bytes().await.expect("export").to_vec();
    let other = TestApp::spawn().await;
    let answer = upload(&other.owner().await, "lynx", "links.csv", bytes).await;
    assert_result(&answer, 1);
    let copy = link_by_slug(&other, "say-hi").await.expect("copy");
    assert_eq!(
        (copy.destination, copy.notes),
        (link.destination, link.notes)
    );
}

#[tokio::test]
async fn dub_links_bring_their_campaign_parameters_and_cards() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (status, body) = owner
        .post("/api/domains", json!({"host": "go.example.com"}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let answer = upload(&owner, "dub", "dub-links.json", fixture("dub.json")).await;
    // Dub's tags are objects; a file with strings there is not Dub's.
    assert_skipped(&answer, 2, &[(3, Some("bad"), "invalidValue")]);

    let spring = link_on(&app, Some("go.example.com"), "spring")
        .await
        .expect("spring");
    assert_eq!(spring.domain_host.as_deref(), Some("go.example.com"));
    assert_eq!(spring.visits, 1250);
    assert_eq!(spring.creation_date, 1_709_287_200_000);
    assert_eq!(spring.tags, ["promo"]);
    assert_eq!(spring.notes.as_deref(), Some("newsletter of March"));
    let json =
        |text: Option<&str>| -> Value { serde_json::from_str(text.expect("set")).expect("json") };
    assert_eq!(
        json(spring.utm.as_deref()),
        json!({"source": "newsletter", "medium": "email", "campaign": "spring", "replace": true})
    );
    assert_eq!(
        json(spring.preview.as_deref()),
        json!({"title": "Spring sale", "description": "Half off everything",
               "image": "https://cdn.example.com/spring.png"})
    );
    let rules = json(spring.redirect_rules.as_deref());
    assert_eq!(
        rules[0]["conditions"][0],
        json!({"type": "device", "key": null, "value": "android"})
    );

    // On Dub's shared domain: the import's domain; the password hashed.
    let docs = link_by_slug(&app, "docs").await.expect("docs");
    assert_eq!(docs.domain_host, None);
    let hash = docs.password_hash.expect("hash");
    assert!(linkhop::domain::passwords::verify_password(
        "open sesame",
        &hash
    ));
}
