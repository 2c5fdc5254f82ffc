//! Issue 20's import pipeline: dry runs write nothing and say what an
//! import would do, every real import lists its skipped rows (the first
//! 1,000 in the answer, all of them in the report download), and admins may
//! upload files above 50 MiB.

use crate::data_helpers::{download, file_part, link_by_slug, link_count, upload_form};
use crate::helpers::{assert_error, read_json, Actor, TestApp};
use reqwest::multipart::Form;
use reqwest::StatusCode;
use serde_json::{json, Value};

/// Rows Lynx stored and served, and the usual reasons to skip one.
fn lynx_file() -> String {
    let long = "x".repeat(101);
    [
        "slug,destination,visits".to_owned(),
        "fresh,https://example.com/fresh,1".to_owned(), // row 1: imported
        "taken,https://example.com/taken,2".to_owned(), // row 2: slug taken
        "fresh,https://example.com/again,3".to_owned(), // row 3: repeats row 1
        "\"a b\",https://example.com/space,4".to_owned(), // row 4: a space
        format!("{long},https://example.com/long,5"),   // row 5: 101 characters
        "q?x=1,https://example.com/query,6".to_owned(), // row 6: a ?
        "spaced,https://example.com/a b?q=c d,7".to_owned(), // row 7: imported, %20
        "script,javascript:alert(1),8".to_owned(),      // row 8: not http(s)
        "api/x,https://example.com/reserved,9".to_owned(), // row 9: reserved
        "short-row".to_owned(),                         // row 10: one cell
        "dated,https://example.com/d,many".to_owned(),  // row 11: bad visits
    ]
    .join("\n")
        + "\n"
}

async fn import(actor: &Actor, file: &str, dry_run: Option<&str>) -> (StatusCode, Value) {
    let mut form = Form::new()
        .text("service", "lynx")
        .part("file", file_part("links.csv", file.as_bytes().to_vec()));
    if let Some(value) = dry_run {
        form = form.text("dryRun", value.to_owned());
    }
    upload_form(actor, form).await
}

fn reasons(answer: &Value) -> Vec<(u64, String, Value)> {
    answer["result"]["skippedRows"]
        .as_array()
        .expect("skippedRows")
        .iter()
        .map(|r| {
            (
                r["row"].as_u64().expect("row"),
                r["reason"].as_str().expect("reason").to_owned(),
                r["slug"].clone(),
            )
        })
        .collect()
}

fn expected_reasons() -> Vec<(u64, String, Value)> {
    [
        (2, "slugTaken", json!("taken")),
        (3, "duplicateInFile", json!("fresh")),
        (4, "invalidSlug", json!("a b")),
        (5, "invalidSlug", json!("x".repeat(101))),
        (6, "invalidSlug", json!("q?x=1")),
        (8, "invalidDestination", json!("script")),
        (9, "reservedSlug", json!("api/x")),
        (10, "wrongCellCount", Value::Null),
        (11, "invalidValue", json!("dated")),
    ]
    .into_iter()
    .map(|(row, reason, slug)| (row, reason.to_owned(), slug))
    .collect()
}

#[tokio::test]
async fn a_dry_run_writes_nothing_and_says_what_the_import_would_do() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    owner.create_link("taken", "https://example.com/old").await;
    let before = link_count(&app).await;

    let preview = import(&owner, &lynx_file(), Some("true")).await;
    assert_eq!(preview.0, StatusCode::OK, "{}", preview.1);
    assert_eq!(preview.1["message"], "Dry run: would import 2 / 11 links");
    let result = &preview.1["result"];
    assert_eq!(result["dryRun"], true);
    assert_eq!(
        (
            &result["imported"],
            &result["skipped_existing"],
            &result["skipped_invalid"]
        ),
        (&json!(2), &json!(2), &json!(7))
    );
    assert_eq!(reasons(&preview.1), expected_reasons());
    assert_eq!(result["skippedRows"][0]["line"], 3, "the header is line 1");
    assert_eq!(
        result["skippedRows"][3]["message"],
        "Invalid slug: longer than 100 characters"
    );
    assert_eq!(
        result["skippedReasons"],
        json!({"slugTaken": 1, "duplicateInFile": 1, "invalidSlug": 3, "invalidDestination": 1,
               "reservedSlug": 1, "wrongCellCount": 1, "invalidValue": 1})
    );
    assert!(
        result.get("reportUrl").is_none(),
        "a dry run stores no report"
    );
    assert_eq!(link_count(&app).await, before, "a dry run writes no link");
    assert!(link_by_slug(&app, "fresh").await.is_none());

    // The real import does what the dry run said.
    let real = import(&owner, &lynx_file(), Some("false")).await;
    assert_eq!(real.0, StatusCode::OK, "{}", real.1);
    assert_eq!(real.1["message"], "Imported 2 / 11 links!");
    assert!(real.1["result"].get("dryRun").is_none());
    assert_eq!(reasons(&real.1), expected_reasons());
    assert_eq!(link_count(&app).await, before + 2);
    let spaced = link_by_slug(&app, "spaced").await.expect("spaced imported");
    assert_eq!(
        spaced.destination, "https://example.com/a%20b?q=c%20d",
        "spaces are encoded as Lynx's redirect encoded them"
    );

    // Now every valid slug is taken (row 3's too: row 1 is no longer
    // imported before it).
    let again = import(&owner, &lynx_file(), Some("1")).await;
    assert_eq!(again.1["result"]["imported"], 0);
    assert_eq!(again.1["result"]["skippedReasons"]["slugTaken"], 4);

    assert_error(
        &import(&owner, &lynx_file(), Some("maybe")).await,
        400,
        "Invalid dryRun, expected true or false",
    );
    assert_eq!(link_count(&app).await, before + 2);
}

#[tokio::test]
async fn the_answer_lists_a_thousand_skipped_rows_and_the_report_all() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let mut file = String::from("slug,destination\n");
    for i in 0..1_500 {
        file.push_str(&format!("\"bad {i}\",https://example.com/{i}\n"));
    }
    file.push_str("good,https://example.com/good\n");
    let answer = import(&owner, &file, None).await;
    assert_eq!(answer.0, StatusCode::OK, "{}", answer.1);
    let result = &answer.1["result"];
    assert_eq!(result["skipped_invalid"], 1_500);
    assert_eq!(result["imported"], 1);
    let listed = result["skippedRows"].as_array().expect("rows");
    assert_eq!(listed.len(), 1_000);
    assert_eq!(listed[999]["slug"], "bad 999");
    let url = result["reportUrl"].as_str().expect("reportUrl");

    let response = download(&owner, url).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers()["content-type"],
        "text/csv; charset=utf-8"
    );
    assert!(response.headers()["content-disposition"]
        .to_str()
        .expect("ascii")
        .starts_with("attachment; filename=\"import-report-"));
    let text = response.text().await.expect("body");
    let lines: Vec<&str> = text.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 1 + 1_500, "a header and every skipped row");
    assert_eq!(lines[0], "row,line,slug,reason,message,domain");
    assert_eq!(
        lines[1_500],
        "1500,1501,\"bad 1499\",\"invalidSlug\",\"Invalid slug: contains a space (rename it, e.g. with - for the space)\",\"\""
    );

    // Only the importer gets it.
    let other = app.admin().await;
    let (status, body) = read_json(download(&other, url).await).await;
    assert_eq!(
        (status, &body["message"]),
        (StatusCode::NOT_FOUND, &json!("Import report not found"))
    );
    let (status, _) = read_json(download(&app.anonymous(), url).await).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = read_json(download(&owner, "/api/import/report/nope").await).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // An import that skips nothing stores no report.
    let clean = import(&owner, "slug,destination\nclean,https://e.com\n", None).await;
    assert!(clean.1["result"].get("reportUrl").is_none(), "{}", clean.1);
}

/// A Lynx JSON file of `size` bytes: one link, padded with whitespace, which
/// every JSON reader skips (so the test is quick to import).
fn padded_json(size: usize) -> Vec<u8> {
    let link = br#"{"slug":"big-file","destination":"https://example.com/big"}]"#;
    let mut file = Vec::with_capacity(size);
    file.push(b'[');
    file.resize(size - link.len(), b' ');
    file.extend_from_slice(link);
    file
}

#[tokio::test]
async fn admins_may_upload_files_above_50_mib() {
    let app = TestApp::spawn_with(|s| s.admin_import_limit = 60 * 1024 * 1024).await;
    let owner = app.owner().await;
    let form = |size| {
        Form::new()
            .text("service", "lynx")
            .part("file", file_part("big.json", padded_json(size)))
    };
    let started = std::time::Instant::now();
    let answer = upload_form(&owner, form(51 * 1024 * 1024)).await;
    assert_eq!(answer.0, StatusCode::OK, "{}", answer.1);
    assert_eq!(answer.1["result"]["imported"], 1);
    eprintln!("51 MiB import in {:?}", started.elapsed());
    assert!(link_by_slug(&app, "big-file").await.is_some());

    // The admin limit is a limit too.
    assert_error(
        &upload_form(&owner, form(61 * 1024 * 1024)).await,
        413,
        "Request body too large (limit 60 MiB)",
    );
    // Standard accounts keep 50 MiB.
    let standard = app.standard_user().await;
    assert_error(
        &upload_form(&standard, form(51 * 1024 * 1024)).await,
        413,
        "Request body too large (limit 50 MiB)",
    );
    assert_eq!(link_count(&app).await, 1);
}

/// Issue 30, item 12: a destination with a space was reported as holding
/// "a line break, tab or control character"; spaces are repaired, so the
/// reason is what is really wrong.
#[tokio::test]
async fn invalid_destinations_are_reported_for_what_is_wrong_with_them() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let file = "slug,destination,visits\n\
                words,see example.com,1\n\
                host,https://exa mple.com/a,1\n\
                tabbed,\"https://example.com/a\tb c\",1\n\
                spaced,https://example.com/a b,1\n";
    let (status, body) = import(&owner, file, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let messages: Vec<&str> = body["result"]["skippedRows"]
        .as_array()
        .expect("skippedRows")
        .iter()
        .map(|r| r["message"].as_str().expect("message"))
        .collect();
    assert_eq!(
        messages,
        [
            "Invalid destination: not an http:// or https:// URL",
            "Invalid destination: contains a space in its host name",
            "Invalid destination: contains a tab",
        ]
    );
    assert_eq!(body["result"]["imported"], 1);
}
