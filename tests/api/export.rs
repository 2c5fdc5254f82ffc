//! `POST` and `GET /api/export` (api.md §7): exact JSON and CSV, streamed
//! downloads, Lynx's buffer answer, visibility per role, and round trips
//! through import into a fresh instance (across engines when PostgreSQL
//! is configured).

use crate::data_helpers::{download, link_by_slug, link_count, upload};
use crate::helpers::{assert_error, Actor, TestApp};
use linkhop::domain::time::format_millis;
use reqwest::StatusCode;
use serde_json::{json, Value};

async fn export_text(actor: &Actor, format: &str) -> String {
    let response = download(actor, &format!("/api/export?format={format}")).await;
    assert_eq!(response.status(), StatusCode::OK);
    response.text().await.expect("body")
}

async fn export_json(actor: &Actor) -> Vec<Value> {
    serde_json::from_str(&export_text(actor, "json").await).expect("a JSON array")
}

fn slugs(items: &[Value]) -> Vec<&str> {
    items.iter().filter_map(|i| i["slug"].as_str()).collect()
}

#[tokio::test]
async fn get_streams_exact_json_and_csv_with_download_headers() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = owner
        .create_link("-first", "https://example.com/?a=\"b\",c")
        .await;
    let response = download(&owner, "/api/export?format=json").await;
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers().clone();
    assert_eq!(headers["content-type"], "application/json; charset=utf-8");
    assert_eq!(headers["cache-control"], "no-store");
    let disposition = headers["content-disposition"].to_str().expect("ascii");
    let name = disposition
        .strip_prefix("attachment; filename=\"export-")
        .and_then(|n| n.strip_suffix(".json\""))
        .expect("attachment name");
    assert!(uuid::Uuid::parse_str(name).is_ok(), "{disposition}");
    let body = response.text().await.expect("body");
    let expected = format!(
        r#"[{{"id":"{id}","slug":"-first","destination":"https://example.com/?a=\"b\",c","author":"{author}","creationDate":"{created}","modifiedDate":"{created}","visits":0,"humanVisits":0,"botVisits":0,"publicStats":false,"validFrom":null,"expiresAt":null,"maxVisits":null,"usedVisits":0,"expiredUrl":null,"passwordHash":null,"tags":[],"title":null,"notes":null,"redirectStatus":null,"forwardQuery":false,"crawlable":false,"redirectRules":[],"domain":null,"utm":null,"preview":null,"split":null,"team":null}}]"#,
        id = link["id"].as_str().expect("id"),
        author = owner.id(),
        created = link["creationDate"].as_str().expect("date"),
    );
    assert_eq!(body, expected);

    let response = download(&owner, "/api/export?format=csv").await;
    assert_eq!(
        response.headers()["content-type"],
        "text/csv; charset=utf-8"
    );
    assert!(response.headers()["content-disposition"]
        .to_str()
        .expect("ascii")
        .ends_with(".csv\""));
    let csv = response.text().await.expect("body");
    assert_eq!(
        csv,
        format!(
            "id,slug,destination,author,creationDate,modifiedDate,visits,account,\
             humanVisits,botVisits,publicStats,validFrom,expiresAt,maxVisits,usedVisits,expiredUrl,\
             passwordHash,tags,title,notes,redirectStatus,forwardQuery,crawlable,redirectRules,domain,utm,preview,split,team\r\n\
             \"{id}\",\"'-first\",\"https://example.com/?a=\"\"b\"\",c\",\"{author}\",\"{created}\",\"{created}\",0,\"{name}\",0,0,false,\
             \"\",\"\",,0,\"\",\"\",\"\",\"\",\"\",,false,false,\"\",\"\",\"\",\"\",\"\",\"\"\r\n",
            id = link["id"].as_str().expect("id"),
            author = owner.id(),
            created = link["creationDate"].as_str().expect("date"),
            name = owner.username(),
        )
    );
}

#[tokio::test]
async fn empty_exports_are_an_empty_array_and_a_header() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    assert_eq!(export_text(&owner, "json").await, "[]");
    assert_eq!(
        export_text(&owner, "csv").await,
        "id,slug,destination,author,creationDate,modifiedDate,visits,account,\
         humanVisits,botVisits,publicStats,validFrom,expiresAt,maxVisits,usedVisits,expiredUrl,\
         passwordHash,tags,title,notes,redirectStatus,forwardQuery,crawlable,redirectRules,domain,utm,preview,split,team\r\n"
    );
}

#[tokio::test]
async fn post_answers_lynx_buffer_with_the_same_bytes() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    owner.create_link("one", "https://example.com/ü").await;
    for format in ["json", "csv"] {
        let (status, body) = owner.post("/api/export", json!({"format": format})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["success"], json!(true));
        assert_eq!(body["result"]["buffer"]["type"], json!("Buffer"));
        let bytes: Vec<u8> = body["result"]["buffer"]["data"]
            .as_array()
            .expect("data")
            .iter()
            .map(|b| u8::try_from(b.as_u64().expect("byte")).expect("0-255"))
            .collect();
        assert_eq!(
            String::from_utf8(bytes).expect("utf-8"),
            export_text(&owner, format).await
        );
        let filename = body["result"]["filename"].as_str().expect("filename");
        assert!(filename.starts_with("export-") && filename.ends_with(&format!(".{format}")));
        let keys: Vec<&String> = body["result"].as_object().expect("object").keys().collect();
        assert_eq!(keys, ["buffer", "filename"]);
    }
}

#[tokio::test]
async fn each_role_exports_exactly_its_visible_links() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let other_admin = app.admin().await;
    let standard = app.standard_user().await;
    let other_standard = app.standard_user().await;
    owner.create_link("by-owner", "https://e.com/1").await;
    admin.create_link("by-admin", "https://e.com/2").await;
    other_admin
        .create_link("by-other-admin", "https://e.com/3")
        .await;
    standard.create_link("by-standard", "https://e.com/4").await;
    other_standard
        .create_link("by-other-standard", "https://e.com/5")
        .await;
    // A link without an author (its account was deleted, or it came from a backup).
    app.app
        .store
        .import_links(
            &[linkhop::domain::import::ImportedLink {
                id: None,
                domain: linkhop::domain::import::ImportDomain::Unnamed,
                slug: "authorless".into(),
                destination: "https://e.com/6".into(),
                author: None,
                creation_date: 1,
                modified_date: 1,
                visits: 0,
                human_visits: 0,
                bot_visits: 0,
                public_stats: false,
                controls: None,
                used_visits: None,
            }],
            false,
            &linkhop::store::Change::by_command_line(
                linkhop::domain::link_history::HistoryAction::Created,
                1,
            ),
            None,
        )
        .await
        .expect("authorless link");

    let mut all = slugs(&export_json(&owner).await)
        .into_iter()
        .map(str::to_owned)
        .collect::<Vec<_>>();
    all.sort();
    assert_eq!(
        all,
        [
            "authorless",
            "by-admin",
            "by-other-admin",
            "by-other-standard",
            "by-owner",
            "by-standard"
        ]
    );
    let mut admin_set: Vec<String> = slugs(&export_json(&admin).await)
        .into_iter()
        .map(str::to_owned)
        .collect();
    admin_set.sort();
    assert_eq!(
        admin_set,
        ["authorless", "by-admin", "by-other-standard", "by-standard"]
    );
    assert_eq!(slugs(&export_json(&standard).await), ["by-standard"]);
    let csv = export_text(&standard.with_secret().await, "csv").await;
    assert_eq!(csv.lines().count(), 2, "{csv}");
    assert!(csv.contains("\"by-standard\""));
}

#[tokio::test]
async fn export_checks_format_authentication_and_order() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let message = "Invalid format, accepted formats: json, csv";
    assert_error(
        &owner.post("/api/export", json!({"format": "xml"})).await,
        400,
        message,
    );
    assert_error(
        &owner.post("/api/export", json!({"format": "JSON"})).await,
        400,
        message,
    );
    assert_error(&owner.get("/api/export?format=").await, 400, message);
    assert_error(&owner.get("/api/export?format=yaml").await, 400, message);
    assert_error(
        &owner.post("/api/export", json!({})).await,
        400,
        "The following required fields were not included in the request: format",
    );
    assert_error(
        &owner.post("/api/export", json!({"format": 1})).await,
        400,
        "The following fields have an invalid type: format",
    );
    assert_error(
        &owner.get("/api/export").await,
        400,
        "The following required fields were not included in the request: format",
    );
    assert_error(
        &app.anonymous().get("/api/export?format=json").await,
        401,
        "No cookie token provided",
    );
    assert_error(
        &app.anonymous()
            .post("/api/export", json!({"format": "json"}))
            .await,
        401,
        "No cookie token provided",
    );
}

#[tokio::test]
async fn demo_mode_refuses_exports() {
    let app = TestApp::spawn_with(|s| s.demo = true).await;
    let user = app.standard_user().await;
    let message = "Exports are not enabled in demo mode.";
    assert_error(&user.get("/api/export?format=json").await, 406, message);
    assert_error(
        &user.post("/api/export", json!({"format": "csv"})).await,
        406,
        message,
    );
    // Demo mode is decided before the fields.
    assert_error(&user.post("/api/export", json!({})).await, 406, message);
}

#[tokio::test]
async fn spreadsheet_formulas_are_guarded_and_restored() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let file = json!([
        {"slug": "=HYPERLINK(\"evil\")", "destination": "https://e.com/1"},
        {"slug": "+1", "destination": "https://e.com/2"},
        {"slug": "@SUM(A1)", "destination": "https://e.com/3"},
        {"slug": "-2", "destination": "https://e.com/4"},
        {"slug": "'quote", "destination": "https://e.com/5"},
    ]);
    let answer = upload(
        &owner,
        "lynx",
        "f.json",
        serde_json::to_vec(&file).expect("json"),
    )
    .await;
    assert_eq!(answer.1["result"]["imported"], json!(5), "{}", answer.1);
    let csv = export_text(&owner, "csv").await;
    for cell in [
        "\"'=HYPERLINK(\"\"evil\"\")\"",
        "\"'+1\"",
        "\"'@SUM(A1)\"",
        "\"'-2\"",
        "\"'quote\"",
    ] {
        assert!(csv.contains(cell), "{cell} in {csv}");
    }
    for line in csv.lines().skip(1) {
        for cell in line.split(',') {
            assert!(
                !cell.starts_with(['=', '+', '-', '@']),
                "unguarded cell {cell}"
            );
        }
    }
    let fresh = TestApp::spawn().await;
    let fresh_owner = fresh.owner().await;
    let answer = upload(&fresh_owner, "lynx", "back.csv", csv.into_bytes()).await;
    assert_eq!(answer.1["result"]["imported"], json!(5), "{}", answer.1);
    for slug in ["=HYPERLINK(\"evil\")", "+1", "@SUM(A1)", "-2", "'quote"] {
        assert!(link_by_slug(&fresh, slug).await.is_some(), "{slug}");
    }
}

/// Every link's slug, destination, visits and dates, in export order.
async fn fingerprint(app: &TestApp) -> Vec<(String, String, i64, String, String)> {
    let owner = app.login("owner0", crate::helpers::PASSWORD).await;
    export_json(&owner)
        .await
        .iter()
        .map(|l| {
            (
                l["slug"].as_str().unwrap_or("").to_owned(),
                l["destination"].as_str().unwrap_or("").to_owned(),
                l["visits"].as_i64().unwrap_or(-1),
                l["creationDate"].as_str().unwrap_or("").to_owned(),
                l["modifiedDate"].as_str().unwrap_or("").to_owned(),
            )
        })
        .collect()
}

async fn seed_links(app: &TestApp) -> Actor {
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    owner
        .create_link("alpha", "https://example.com/a?x=1,2")
        .await;
    standard.create_link("-beta", "https://example.com/ß").await;
    let file = json!([
        {"slug": "blog/2024/post", "destination": "https://example.com/post", "creationDate": "2020-01-01T00:00:00.123Z", "modifiedDate": "2021-01-01T00:00:00.456Z", "visits": 1234567},
        {"slug": "ünï", "destination": "https://例え.jp/パス", "creationDate": "2020-01-01T00:00:00.123Z", "visits": 5},
    ]);
    let answer = upload(
        &owner,
        "lynx",
        "seed.json",
        serde_json::to_vec(&file).expect("json"),
    )
    .await;
    assert_eq!(answer.1["result"]["imported"], json!(2), "{}", answer.1);
    // Many links, so exports span several store pages.
    let many: Vec<Value> = (0..600)
        .map(|i| json!({"slug": format!("bulk-{i}"), "destination": format!("https://example.com/{i}"), "creationDate": format_millis(1_600_000_000_000 + i64::from(i % 7)), "visits": i}))
        .collect();
    let answer = upload(
        &owner,
        "lynx",
        "many.json",
        serde_json::to_vec(&many).expect("json"),
    )
    .await;
    assert_eq!(answer.1["result"]["imported"], json!(600), "{}", answer.1);
    for _ in 0..3 {
        app.anonymous()
            .request(reqwest::Method::GET, "/alpha")
            .send()
            .await
            .expect("visit");
    }
    app.flush_visits().await;
    owner
}

async fn round_trip(source: &TestApp, target: &TestApp, format: &str) {
    let owner = source.login("owner0", crate::helpers::PASSWORD).await;
    let file = export_text(&owner, format).await;
    let target_owner = target.owner().await;
    let answer = upload(
        &target_owner,
        "lynx",
        &format!("export.{format}"),
        file.into_bytes(),
    )
    .await;
    assert_eq!(answer.0, StatusCode::OK, "{}", answer.1);
    let expected = link_count(source).await;
    assert_eq!(
        answer.1["result"]["imported"],
        json!(expected),
        "{}",
        answer.1
    );
    assert_eq!(fingerprint(source).await, fingerprint(target).await);
}

#[tokio::test]
async fn json_and_csv_exports_round_trip_into_a_fresh_instance() {
    let source = TestApp::spawn().await;
    seed_links(&source).await;
    assert_eq!(
        fingerprint(&source)
            .await
            .iter()
            .find(|l| l.0 == "alpha")
            .map(|l| l.2),
        Some(3)
    );
    for format in ["json", "csv"] {
        let target = TestApp::spawn().await;
        round_trip(&source, &target, format).await;
    }
}

/// With TEST_DATABASE_URL set, the default instances run on PostgreSQL:
/// this also moves links from SQLite to PostgreSQL and back.
#[tokio::test]
async fn exports_round_trip_between_sqlite_and_the_test_engine() {
    let sqlite_dir = tempfile::tempdir().expect("dir");
    let sqlite_url = format!("sqlite://{}", sqlite_dir.path().join("other.db").display());
    let on_sqlite = || {
        let url = sqlite_url.clone();
        TestApp::spawn_with(move |s| s.database_url = url)
    };
    let sqlite_source = on_sqlite().await;
    assert_eq!(
        sqlite_source.app.store.engine(),
        linkhop::store::Engine::Sqlite
    );
    seed_links(&sqlite_source).await;
    let default_target = TestApp::spawn().await;
    round_trip(&sqlite_source, &default_target, "json").await;

    let second_dir = tempfile::tempdir().expect("dir");
    let second_url = format!("sqlite://{}", second_dir.path().join("back.db").display());
    let back_on_sqlite = TestApp::spawn_with(move |s| s.database_url = second_url).await;
    round_trip(&default_target, &back_on_sqlite, "csv").await;
}
