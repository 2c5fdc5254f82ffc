//! `POST /api/import` (api.md §6): every supported format from fixture
//! files, the field and author rules, counting, and every refusal.

use crate::data_helpers::{
    file_part, fixture, link_by_slug, link_count, millis, upload, upload_form,
};
use crate::helpers::{assert_error, read_json, TestApp};
use reqwest::multipart::Form;
use reqwest::{Method, StatusCode};
use serde_json::json;

#[track_caller]
fn assert_counts(
    answer: &(StatusCode, serde_json::Value),
    imported: u64,
    existing: u64,
    invalid: u64,
) {
    assert_eq!(answer.0, StatusCode::OK, "{}", answer.1);
    let rows = imported + existing + invalid;
    // Lynx's keys; the skipped rows that follow them are checked in
    // `import_report.rs`.
    let result = &answer.1["result"];
    assert_eq!(
        json!({
            "success": answer.1["success"],
            "message": answer.1["message"],
            "result": {
                "imported": result["imported"],
                "skipped_existing": result["skipped_existing"],
                "skipped_invalid": result["skipped_invalid"],
            },
        }),
        json!({
            "success": true,
            "message": format!("Imported {imported} / {rows} links!"),
            "result": {"imported": imported, "skipped_existing": existing, "skipped_invalid": invalid},
        })
    );
    let listed = result["skippedRows"].as_array().map_or(0, Vec::len) as u64;
    assert_eq!(listed, (existing + invalid).min(1_000), "{}", answer.1);
}

#[tokio::test]
async fn lynx_json_fixture_is_imported_row_by_row() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let before = linkhop::domain::time::now_millis();
    let answer = upload(&owner, "LYNX", "links.JSON", fixture("lynx.json")).await;
    assert_counts(&answer, 3, 1, 2);

    let docs = link_by_slug(&app, "docs").await.expect("docs imported");
    assert_eq!(docs.id, "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d");
    assert_eq!(docs.destination, "https://example.com/docs?q=a,b");
    assert_eq!(docs.author.as_deref(), Some(owner.id()));
    assert_eq!(docs.creation_date, millis("2023-01-19T10:30:43.430Z"));
    assert_eq!(docs.modified_date, millis("2023-02-01T08:00:00.000Z"));
    assert_eq!(docs.visits, 42);

    let unicode = link_by_slug(&app, "ünïcode/straße")
        .await
        .expect("unicode slug");
    assert_eq!(unicode.destination, "https://example.com/grüße");
    assert_eq!(unicode.creation_date, millis("2022-12-31T21:59:59Z"));
    assert_eq!(unicode.modified_date, unicode.creation_date);
    assert_eq!(unicode.visits, 7);
    assert_ne!(unicode.id, "", "a missing id gets a new one");

    let plain = link_by_slug(&app, "plain").await.expect("plain");
    assert!(plain.creation_date >= before, "a missing date is now");
    assert_eq!(plain.visits, 0);
    assert!(link_by_slug(&app, "bad-destination").await.is_none());
    assert_eq!(link_count(&app).await, 3);
    assert!(linkhop::http::api::import::upload_dir(&app.app).is_dir());
    assert_no_upload_kept(&app);

    // Imported links redirect at once, slashes and unicode included.
    let response = app
        .anonymous()
        .request(Method::GET, "/%C3%BCn%C3%AFcode/stra%C3%9Fe")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::FOUND);
}

#[tokio::test]
async fn lynx_csv_fixture_is_imported_row_by_row() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let answer = upload(&owner, "lynx", "export.csv", fixture("lynx.csv")).await;
    assert_counts(&answer, 3, 1, 1);

    let quoted = link_by_slug(&app, "quoted").await.expect("quoted");
    assert_eq!(quoted.id, "6f1b2c3d-0000-4000-8000-000000000001");
    assert_eq!(quoted.destination, "https://example.com/?a=\"b\",c");
    assert_eq!(quoted.creation_date, millis("2023-03-01T12:00:00.000Z"));
    assert_eq!(quoted.modified_date, millis("2023-03-02T12:00:00.000Z"));
    assert_eq!(quoted.visits, 3);

    let minus = link_by_slug(&app, "-minus")
        .await
        .expect("the formula guard is undone");
    assert_eq!(minus.destination, "https://example.com/minus");
    assert_eq!(minus.modified_date, minus.creation_date);
    assert!(link_by_slug(&app, "'-minus").await.is_none());

    let cafe = link_by_slug(&app, "café").await.expect("café");
    assert_eq!(
        (cafe.visits, cafe.destination.as_str()),
        (0, "https://example.com/café")
    );
    assert!(link_by_slug(&app, "short-row").await.is_none());
    assert_eq!(link_count(&app).await, 3);
}

#[tokio::test]
async fn shlink_csv_fixture_is_imported_row_by_row() {
    // Shlink names every link's host: DOMAIN's is the default domain's.
    let app = TestApp::spawn_with(|s| s.domain = Some("https://s.test".into())).await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let answer = upload(&admin, "shlink", "shlink.csv", fixture("shlink.csv")).await;
    assert_counts(&answer, 2, 1, 1);

    let abc = link_by_slug(&app, "abc").await.expect("abc");
    assert_eq!(abc.destination, "https://example.com/abc");
    assert_eq!(abc.creation_date, millis("2019-03-05T11:49:48Z"));
    assert_eq!(abc.modified_date, abc.creation_date);
    assert_eq!(abc.visits, 12);
    assert_eq!(
        abc.author.as_deref(),
        Some(admin.id()),
        "the importer is the author"
    );
    let cafe = link_by_slug(&app, "café")
        .await
        .expect("percent-decoded path");
    assert_eq!(cafe.destination, "https://example.com/cafe");
    assert!(link_by_slug(&app, "bad").await.is_none());
    drop(owner);
}

#[tokio::test]
async fn yourls_csv_fixtures_are_imported_with_both_headers() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let answer = upload(&owner, "yourls", "yourls.csv", fixture("yourls.csv")).await;
    assert_counts(&answer, 2, 1, 1);
    let gh = link_by_slug(&app, "gh").await.expect("gh");
    assert_eq!(gh.destination, "https://github.com");
    assert_eq!(gh.visits, 99);
    assert_eq!(gh.creation_date, millis("2021-04-05T06:07:08Z"));
    let slashed = link_by_slug(&app, "slashed")
        .await
        .expect("one slash stripped each side");
    assert_eq!(slashed.visits, 1);
    assert!(link_by_slug(&app, "neg").await.is_none());

    let before = linkhop::domain::time::now_millis();
    let answer = upload(&owner, "yourls", "plugin.CSV", fixture("yourls-source.csv")).await;
    assert_counts(&answer, 2, 0, 1);
    let one = link_by_slug(&app, "one").await.expect("one");
    assert!(one.creation_date >= before, "no timestamp column: now");
    assert_eq!(link_by_slug(&app, "two").await.map(|l| l.visits), Some(0));
    assert!(link_by_slug(&app, "api").await.is_none(), "reserved slug");
}

#[tokio::test]
async fn authors_are_kept_only_for_accounts_the_importer_manages() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let other_admin = app.admin().await;
    let standard = app.standard_user().await;
    let file = |prefix: &str| {
        serde_json::to_vec(&json!([
            {"slug": format!("{prefix}-owner"), "destination": "https://e.com/1", "author": owner.id()},
            {"slug": format!("{prefix}-admin"), "destination": "https://e.com/2", "author": admin.id()},
            {"slug": format!("{prefix}-other"), "destination": "https://e.com/3", "author": other_admin.id()},
            {"slug": format!("{prefix}-std"), "destination": "https://e.com/4", "author": standard.id()},
            {"slug": format!("{prefix}-ghost"), "destination": "https://e.com/5", "author": "6f1b2c3d-0000-4000-8000-00000000dead"},
            {"slug": format!("{prefix}-empty"), "destination": "https://e.com/6", "author": ""},
        ]))
        .expect("json")
    };
    let author = |slug: String| {
        let app = &app;
        async move { link_by_slug(app, &slug).await.and_then(|l| l.author) }
    };
    assert_counts(&upload(&owner, "lynx", "a.json", file("o")).await, 6, 0, 0);
    assert_eq!(author("o-owner".into()).await.as_deref(), Some(owner.id()));
    assert_eq!(author("o-admin".into()).await.as_deref(), Some(admin.id()));
    assert_eq!(
        author("o-other".into()).await.as_deref(),
        Some(other_admin.id())
    );
    assert_eq!(author("o-std".into()).await.as_deref(), Some(standard.id()));
    assert_eq!(author("o-ghost".into()).await.as_deref(), Some(owner.id()));
    assert_eq!(author("o-empty".into()).await.as_deref(), Some(owner.id()));

    assert_counts(&upload(&admin, "lynx", "a.json", file("a")).await, 6, 0, 0);
    assert_eq!(author("a-owner".into()).await.as_deref(), Some(admin.id()));
    assert_eq!(author("a-admin".into()).await.as_deref(), Some(admin.id()));
    assert_eq!(author("a-other".into()).await.as_deref(), Some(admin.id()));
    assert_eq!(author("a-std".into()).await.as_deref(), Some(standard.id()));

    assert_counts(
        &upload(&standard, "lynx", "a.json", file("s")).await,
        6,
        0,
        0,
    );
    assert_eq!(
        author("s-admin".into()).await.as_deref(),
        Some(standard.id())
    );
    assert_eq!(author("s-std".into()).await.as_deref(), Some(standard.id()));
}

#[tokio::test]
async fn ids_are_kept_only_when_free() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let existing = owner.create_link("existing", "https://e.com/x").await;
    let taken = existing["id"].as_str().expect("id").to_owned();
    let free = "11111111-2222-4333-8444-555555555555";
    let file = json!([
        {"id": taken, "slug": "reuses-taken", "destination": "https://e.com/1"},
        {"id": free, "slug": "free-id", "destination": "https://e.com/2"},
        {"id": free, "slug": "same-id-again", "destination": "https://e.com/3"},
        {"id": "not-a-uuid", "slug": "bad-id", "destination": "https://e.com/4"},
    ]);
    let answer = upload(
        &owner,
        "lynx",
        "ids.json",
        serde_json::to_vec(&file).expect("json"),
    )
    .await;
    assert_counts(&answer, 4, 0, 0);
    assert_ne!(
        link_by_slug(&app, "reuses-taken").await.map(|l| l.id),
        Some(taken.clone())
    );
    assert_eq!(
        link_by_slug(&app, "free-id").await.map(|l| l.id).as_deref(),
        Some(free)
    );
    let again = link_by_slug(&app, "same-id-again")
        .await
        .expect("imported with a new id");
    assert_ne!(again.id, free);
    assert!(uuid::Uuid::parse_str(&again.id).is_ok());
    assert_eq!(
        link_by_slug(&app, "existing").await.map(|l| l.id),
        Some(taken)
    );
}

#[tokio::test]
async fn existing_slugs_and_destinations_are_skipped_as_existing() {
    let app = TestApp::spawn_with(|s| s.url_only_unique = true).await;
    let owner = app.owner().await;
    owner.create_link("taken", "https://e.com/used").await;
    let file = json!([
        {"slug": "taken", "destination": "https://e.com/new"},
        {"slug": "fresh", "destination": "https://e.com/used"},
        {"slug": "first", "destination": "https://e.com/same"},
        {"slug": "second", "destination": "https://e.com/same"},
        {"slug": "first", "destination": "https://e.com/other"},
    ]);
    let answer = upload(
        &owner,
        "lynx",
        "x.json",
        serde_json::to_vec(&file).expect("json"),
    )
    .await;
    assert_counts(&answer, 1, 4, 0);
    assert_eq!(
        link_by_slug(&app, "first")
            .await
            .map(|l| l.destination)
            .as_deref(),
        Some("https://e.com/same")
    );
    assert_eq!(link_count(&app).await, 2);
}

#[tokio::test]
async fn an_import_replaces_cached_unknown_slugs() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let visit = || async {
        app.anonymous()
            .request(Method::GET, "/later")
            .send()
            .await
            .expect("request")
            .status()
    };
    assert_eq!(visit().await, StatusCode::NOT_FOUND);
    let file = b"slug,destination\nlater,https://e.com/later\n".to_vec();
    assert_counts(&upload(&owner, "lynx", "x.csv", file).await, 1, 0, 0);
    assert_eq!(visit().await, StatusCode::FOUND);
}

#[tokio::test]
async fn empty_files_import_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    assert_counts(
        &upload(&owner, "lynx", "x.json", b"[]".to_vec()).await,
        0,
        0,
        0,
    );
    assert_counts(
        &upload(
            &owner,
            "shlink",
            "x.csv",
            b"shortUrl,longUrl,createdAt,visits\r\n".to_vec(),
        )
        .await,
        0,
        0,
        0,
    );
    let answer = upload(&owner, "yourls", "x.csv", Vec::new()).await;
    assert_error(&answer, 400, "Invalid import fields");
    assert_eq!(
        answer.1["details"],
        json!({"missing": ["source", "target", "hits"]})
    );
}

#[tokio::test]
async fn unparsable_files_fail_whole_and_write_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let cases: Vec<(&str, &str, Vec<u8>, &str)> = vec![
        ("lynx", "x.csv", b"slug,destination\nok,https://e.com\n\"open,https://e.com\n".to_vec(), "Could not parse the CSV file"),
        ("shlink", "x.csv", b"shortUrl,longUrl,createdAt,visits\nhttps://s.t/a,https://e.com,2020-01-01T00:00:00Z,1\nhttps://s.t/\xff,https://e.com,2020-01-01T00:00:00Z,1\n".to_vec(), "Could not parse the CSV file"),
        ("lynx", "x.json", br#"{"slug":"a","destination":"https://e.com"}"#.to_vec(), "Could not parse the JSON file, expected an array of links"),
        ("lynx", "x.json", br#"[{"slug":"a","destination":"https://e.com"},"#.to_vec(), "Could not parse the JSON file, expected an array of links"),
        ("lynx", "x.json", b"[\"\xff\"]".to_vec(), "Could not parse the JSON file, expected an array of links"),
    ];
    for (service, name, bytes, message) in cases {
        assert_error(&upload(&owner, service, name, bytes).await, 400, message);
    }
    let answer = upload(
        &owner,
        "shlink",
        "x.csv",
        b"shortUrl,longUrl\nhttps://s.t/a,https://e.com\n".to_vec(),
    )
    .await;
    assert_error(&answer, 400, "Invalid import fields");
    assert_eq!(
        answer.1["details"],
        json!({"missing": ["createdAt", "visits"]})
    );
    assert_eq!(link_count(&app).await, 0);
    assert_no_upload_kept(&app);
}

/// Uploads are spooled to `<DATA_DIR>/uploads` and never kept.
#[track_caller]
fn assert_no_upload_kept(app: &TestApp) {
    let dir = linkhop::http::api::import::upload_dir(&app.app);
    let left: Vec<_> = std::fs::read_dir(&dir)
        .map(|entries| entries.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    assert!(left.is_empty(), "{left:?}");
}

#[tokio::test]
async fn fields_service_and_file_type_are_checked_in_order() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let csv = || b"slug,destination\na,https://e.com\n".to_vec();
    let only_service = Form::new().text("service", "lynx");
    assert_error(
        &upload_form(&owner, only_service).await,
        400,
        "The following required fields were not included in the request: file",
    );
    assert_error(
        &upload_form(&owner, Form::new().text("other", "x")).await,
        400,
        "The following required fields were not included in the request: service, file",
    );
    let empty = owner
        .request(Method::POST, "/api/import")
        .header("Content-Type", "multipart/form-data; boundary=x")
        .send()
        .await
        .expect("request");
    assert_error(
        &read_json(empty).await,
        400,
        "The following required fields were not included in the request: service, file",
    );
    let malformed = owner
        .request(Method::POST, "/api/import")
        .header("Content-Type", "multipart/form-data; boundary=x")
        .body("--x\r\nno headers end")
        .send()
        .await
        .expect("request");
    assert_error(
        &read_json(malformed).await,
        400,
        "Malformed multipart/form-data body",
    );
    let two_files = Form::new()
        .text("service", "lynx")
        .part("file", file_part("a.csv", csv()))
        .part("file", file_part("b.csv", csv()));
    assert_error(
        &upload_form(&owner, two_files).await,
        400,
        "Only one file can be imported at a time",
    );
    assert_error(
        &upload(&owner, "rebrandly", "a.csv", csv()).await,
        400,
        "Invalid service, accepted services: lynx, shlink, yourls, kutt, bitly, sink, chhoto, polr, dub",
    );
    assert_error(
        &upload(&owner, "yourls", "a.json", b"[]".to_vec()).await,
        400,
        "Invalid filetype",
    );
    assert_error(
        &upload(&owner, "lynx", "a.txt", csv()).await,
        400,
        "Invalid filetype",
    );
    assert_error(
        &upload(&owner, "lynx", "csv", csv()).await,
        400,
        "Invalid filetype",
    );
    assert_eq!(link_count(&app).await, 0);
}

#[tokio::test]
async fn framing_origin_authentication_and_demo_come_first() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let csv = || b"slug,destination\na,https://e.com\n".to_vec();
    let json_body = owner.post("/api/import", json!({"service": "lynx"})).await;
    assert_error(
        &json_body,
        415,
        "Unsupported Content-Type, expected multipart/form-data",
    );

    let anonymous = app.anonymous();
    assert_error(
        &upload(&anonymous, "lynx", "a.csv", csv()).await,
        401,
        "No cookie token provided",
    );
    // A `secret` form field is ignored: only the Authorization header counts.
    let with_secret = owner.with_secret().await;
    let secret = with_secret.secret.clone().expect("secret");
    let form = Form::new()
        .text("secret", secret)
        .text("service", "lynx")
        .part("file", file_part("a.csv", csv()));
    assert_error(
        &upload_form(&anonymous, form).await,
        401,
        "No cookie token provided",
    );
    let mut wrong = with_secret.clone();
    wrong.secret = Some("x".repeat(32));
    assert_error(
        &upload(&wrong, "lynx", "a.csv", csv()).await,
        401,
        "Invalid secret",
    );

    let foreign = owner
        .request(Method::POST, "/api/import")
        .header("Origin", "https://evil.example")
        .multipart(
            Form::new()
                .text("service", "lynx")
                .part("file", file_part("a.csv", csv())),
        )
        .send()
        .await
        .expect("request");
    assert_error(
        &read_json(foreign).await,
        403,
        "Cross-origin request refused",
    );
    assert_eq!(link_count(&app).await, 0);

    assert_counts(&upload(&with_secret, "lynx", "a.csv", csv()).await, 1, 0, 0);
}

#[tokio::test]
async fn demo_mode_refuses_imports() {
    let app = TestApp::spawn_with(|s| s.demo = true).await;
    // Registration is closed in demo mode: the account is made directly.
    let user = app.standard_user().await;
    let answer = upload(
        &user,
        "lynx",
        "a.csv",
        b"slug,destination\na,https://e.com\n".to_vec(),
    )
    .await;
    assert_error(&answer, 406, "Imports are not enabled in demo mode.");
    assert_eq!(link_count(&app).await, 0);
}

#[tokio::test]
async fn uploads_over_50_mib_are_refused_for_standard_accounts() {
    let app = TestApp::spawn().await;
    let owner = app.standard_user().await;
    let limit = 50 * 1024 * 1024;
    // Announced by Content-Length.
    let announced = owner
        .request(Method::POST, "/api/import")
        .header("Content-Type", "multipart/form-data; boundary=x")
        .body(vec![b'a'; limit + 1])
        .send()
        .await
        .expect("the answer comes before the body is read");
    assert_error(
        &read_json(announced).await,
        413,
        "Request body too large (limit 50 MiB)",
    );
    // Found while reading a chunked body.
    let mut big = b"slug,destination\n".to_vec();
    while big.len() <= limit {
        big.extend_from_slice(
            b"0123456789abcdef,https://example.com/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n",
        );
    }
    let form = Form::new().text("service", "lynx").part(
        "file",
        reqwest::multipart::Part::stream(reqwest::Body::wrap_stream(futures_util::stream::iter(
            big.chunks(1024 * 1024)
                .map(|c| Ok::<_, std::io::Error>(c.to_vec()))
                .collect::<Vec<_>>(),
        )))
        .file_name("big.csv"),
    );
    assert_error(
        &upload_form(&owner, form).await,
        413,
        "Request body too large (limit 50 MiB)",
    );
    assert_eq!(link_count(&app).await, 0);
}
