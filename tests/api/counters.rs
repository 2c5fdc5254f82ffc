//! Visit counters out of the link row (migration 0009): human and bot
//! visits, `publicStats`, the new sort orders, `VISIT_TRACKING=off`, and the
//! migration keeping the counts stored before it.

use crate::data_helpers::{link_by_slug, upload};
use crate::db::insert_link_at;
use crate::helpers::{assert_error, TestApp};
use crate::test_database::TestDatabase;
use linkhop::config::VisitTracking;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

/// A browser's user agent: a request without one counts as a bot's.
const BROWSER: &str = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

async fn hit(app: &TestApp, method: Method, path: &str) -> StatusCode {
    app.anonymous()
        .request(method, path)
        .header("user-agent", BROWSER)
        .send()
        .await
        .expect("request")
        .status()
}

/// (visits, humanVisits, botVisits) as `GET /api/link/single` shows them.
async fn counts(actor: &crate::helpers::Actor, id: &str) -> (i64, i64, i64) {
    let (status, body) = actor.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let n = |key: &str| body["result"][key].as_i64().expect(key);
    (n("visits"), n("humanVisits"), n("botVisits"))
}

#[tokio::test]
async fn a_request_without_a_user_agent_counts_as_a_bot() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = owner.create_link("agentless", "https://example.com/").await;
    let id = link["id"].as_str().unwrap_or("");
    let answer = app
        .anonymous()
        .request(Method::GET, "/agentless")
        .send()
        .await
        .expect("request");
    assert_eq!(answer.status(), StatusCode::FOUND);
    app.flush_visits().await;
    assert_eq!(counts(&owner, id).await, (1, 0, 1));
}

#[tokio::test]
async fn a_head_counts_one_bot_visit_and_a_get_a_human_one() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = owner.create_link("counted", "https://example.com/").await;
    let id = link["id"].as_str().unwrap_or("");
    assert_eq!(
        (&link["humanVisits"], &link["botVisits"]),
        (&json!(0), &json!(0))
    );
    for _ in 0..2 {
        assert_eq!(hit(&app, Method::GET, "/counted").await, StatusCode::FOUND);
    }
    assert_eq!(hit(&app, Method::HEAD, "/counted").await, StatusCode::FOUND);
    // The public resolve: a GET counts a human visit, a HEAD nothing.
    let resolve = "/api/link?slug=counted";
    assert_eq!(hit(&app, Method::GET, resolve).await, StatusCode::OK);
    assert_eq!(hit(&app, Method::HEAD, resolve).await, StatusCode::OK);
    app.flush_visits().await;
    assert_eq!(counts(&owner, id).await, (4, 3, 1));
    // The list shows the same numbers.
    let (_, body) = owner.get("/api/link/list").await;
    let listed = &body["result"]["links"][0];
    assert_eq!(
        (
            &listed["visits"],
            &listed["humanVisits"],
            &listed["botVisits"]
        ),
        (&json!(4), &json!(3), &json!(1))
    );
}

#[tokio::test]
async fn visit_tracking_off_counts_nothing() {
    let app = TestApp::spawn_with(|s| s.visit_tracking = VisitTracking::Off).await;
    let owner = app.owner().await;
    let link = owner.create_link("quiet", "https://example.com/").await;
    assert_eq!(hit(&app, Method::GET, "/quiet").await, StatusCode::FOUND);
    assert_eq!(hit(&app, Method::HEAD, "/quiet").await, StatusCode::FOUND);
    let resolve = "/api/link?slug=quiet";
    assert_eq!(hit(&app, Method::GET, resolve).await, StatusCode::OK);
    assert_eq!(app.app.visits.pending(), 0);
    app.flush_visits().await;
    assert_eq!(
        counts(&owner, link["id"].as_str().unwrap_or("")).await,
        (0, 0, 0)
    );
}

/// Slugs of a list page.
fn page_slugs(body: &Value) -> Vec<String> {
    body["result"]["links"]
        .as_array()
        .map(|links| {
            links
                .iter()
                .filter_map(|l| l["slug"].as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test]
async fn human_visits_and_id_orders_page_with_ties_by_id_descending() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let now = linkhop::domain::time::now_millis();
    // (slug, stored visits, HEADs): the HEADs add bot visits, so the
    // visits order and the human order differ.
    let rows = [
        ("a", 3, 0),
        ("b", 1, 5),
        ("c", 3, 0),
        ("d", 0, 0),
        ("e", 1, 0),
        ("f", 3, 1),
    ];
    let mut ids = Vec::new();
    for (slug, visits, _) in rows {
        let id = insert_link_at(
            &app,
            slug,
            "https://e.com/",
            Some(owner.id()),
            now,
            now,
            visits,
        )
        .await;
        ids.push((id, slug, visits));
    }
    for (slug, _, heads) in rows {
        for _ in 0..heads {
            assert_eq!(
                hit(&app, Method::HEAD, &format!("/{slug}")).await,
                StatusCode::FOUND
            );
        }
    }
    app.flush_visits().await;
    // Expected orders: by humans (the stored visits), ties by id descending.
    let mut by_humans = ids.clone();
    by_humans.sort_by(|x, y| y.2.cmp(&x.2).then(y.0.cmp(&x.0)));
    let mut by_humans_asc = ids.clone();
    by_humans_asc.sort_by(|x, y| x.2.cmp(&y.2).then(y.0.cmp(&x.0)));
    let mut by_id = ids.clone();
    by_id.sort_by(|x, y| y.0.cmp(&x.0));
    let mut by_id_asc = ids.clone();
    by_id_asc.sort_by(|x, y| x.0.cmp(&y.0));
    for (query, expected) in [
        ("sortField=humanVisits", &by_humans),
        ("sortField=humanVisits&sortType=1", &by_humans_asc),
        ("sortField=id", &by_id),
        ("sortField=id&sortType=1", &by_id_asc),
    ] {
        let expected: Vec<String> = expected.iter().map(|r| r.1.to_owned()).collect();
        let mut seen = Vec::new();
        for page in 0..3 {
            let (status, body) = owner
                .get(&format!("/api/link/list?{query}&pagesize=2&page={page}"))
                .await;
            assert_eq!(status, StatusCode::OK, "{body}");
            assert_eq!(body["result"]["total"], 6);
            seen.extend(page_slugs(&body));
        }
        assert_eq!(seen, expected, "{query}");
    }
    // The visits order counts the bot visits too: b has 6, f 4.
    let (_, body) = owner
        .get("/api/link/list?sortField=visits&pagesize=2")
        .await;
    assert_eq!(page_slugs(&body), ["b", "f"]);
    let bad = owner.get("/api/link/list?sortField=botVisits").await;
    assert_error(
        &bad,
        400,
        "Invalid sortField, accepted values: slug, destination, creationDate, modifiedDate, visits, author, id, humanVisits",
    );
}

#[tokio::test]
async fn public_stats_round_trip_through_create_edit_read_list_export_and_import() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (status, body) = owner
        .post(
            "/api/link",
            json!({"slug": "open", "destination": "https://e.com/open", "publicStats": true}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["publicStats"], true);
    let id = body["result"]["id"].as_str().unwrap_or("").to_owned();
    let closed = owner.create_link("closed", "https://e.com/closed").await;
    assert_eq!(closed["publicStats"], false);
    // Lynx's keys first, in Lynx's order, then the new ones (link
    // controls follow these).
    assert_eq!(
        crate::helpers::keys(&closed)[..11],
        [
            "id",
            "slug",
            "destination",
            "author",
            "creationDate",
            "modifiedDate",
            "visits",
            "account",
            "humanVisits",
            "botVisits",
            "publicStats"
        ]
    );
    assert_error(
        &owner
            .post(
                "/api/link",
                json!({"destination": "https://e.com/x", "publicStats": "yes"}),
            )
            .await,
        400,
        "The following fields have an invalid type: publicStats",
    );
    assert_error(
        &owner
            .patch("/api/link", json!({"id": id, "publicStats": 1}))
            .await,
        400,
        "The following fields have an invalid type: publicStats",
    );
    let (_, single) = owner.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(single["result"]["publicStats"], true);
    // An edit without it leaves it alone; with it, sets it.
    let (_, edited) = owner
        .patch(
            "/api/link",
            json!({"id": id, "destination": "https://e.com/moved"}),
        )
        .await;
    assert_eq!(edited["result"]["publicStats"], true);
    let (status, edited) = owner
        .patch("/api/link", json!({"id": id, "publicStats": false}))
        .await;
    assert_eq!(status, StatusCode::OK, "{edited}");
    assert_eq!(edited["result"]["publicStats"], false);
    assert_eq!(edited["result"]["destination"], "https://e.com/moved");
    let (_, edited) = owner
        .patch("/api/link", json!({"id": id, "publicStats": true}))
        .await;
    assert_eq!(edited["result"]["publicStats"], true);
    let (_, list) = owner.get("/api/link/list?sortField=slug&sortType=1").await;
    assert_eq!(list["result"]["links"][0]["slug"], "closed");
    assert_eq!(list["result"]["links"][0]["publicStats"], false);
    assert_eq!(list["result"]["links"][1]["publicStats"], true);

    // Exports carry it after Lynx's columns and keys.
    assert_eq!(hit(&app, Method::HEAD, "/open").await, StatusCode::FOUND);
    assert_eq!(hit(&app, Method::GET, "/open").await, StatusCode::FOUND);
    app.flush_visits().await;
    let json_export = owner
        .request(Method::GET, "/api/export?format=json")
        .send()
        .await
        .expect("export")
        .text()
        .await
        .expect("body");
    let exported: Vec<Value> = serde_json::from_str(&json_export).expect("json");
    let open = exported
        .iter()
        .find(|l| l["slug"] == "open")
        .expect("exported");
    assert_eq!(
        (
            &open["visits"],
            &open["humanVisits"],
            &open["botVisits"],
            &open["publicStats"]
        ),
        (&json!(2), &json!(1), &json!(1), &json!(true))
    );
    let csv_export = owner
        .request(Method::GET, "/api/export?format=csv")
        .send()
        .await
        .expect("export")
        .text()
        .await
        .expect("body");
    assert!(csv_export.starts_with(
        "id,slug,destination,author,creationDate,modifiedDate,visits,account,humanVisits,botVisits,publicStats,"
    ));
    assert!(
        csv_export.contains(",2,\"owner\",1,1,true,") || csv_export.contains(",1,1,true,"),
        "{csv_export}"
    );

    // Both files import on a fresh instance with the split and the flag.
    for (name, file) in [("links.json", json_export), ("links.csv", csv_export)] {
        let other = TestApp::spawn().await;
        let importer = other.owner().await;
        let (status, body) = upload(&importer, "lynx", name, file.into_bytes()).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["result"]["imported"], 2, "{body}");
        let open = link_by_slug(&other, "open").await.expect("imported");
        assert_eq!(
            (
                open.visits,
                open.human_visits,
                open.bot_visits,
                open.public_stats
            ),
            (2, 1, 1, true),
            "{name}"
        );
        let closed = link_by_slug(&other, "closed").await.expect("imported");
        assert!(!closed.public_stats, "{name}");
    }
}

#[tokio::test]
async fn imported_splits_are_kept_only_when_they_add_up() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let file = json!([
        {"slug": "split", "destination": "https://e.com/1", "visits": 5, "humanVisits": 3, "botVisits": 2},
        {"slug": "wrong", "destination": "https://e.com/2", "visits": 5, "humanVisits": 3, "botVisits": 3},
        {"slug": "nosum", "destination": "https://e.com/3", "humanVisits": 4, "botVisits": 1},
        {"slug": "junk", "destination": "https://e.com/4", "visits": 7, "humanVisits": "x", "botVisits": true, "publicStats": "yes"},
        {"slug": "plain", "destination": "https://e.com/5", "visits": 9},
        {"slug": "huge", "destination": "https://e.com/6", "visits": 2_000_000_000_000_i64,
         "humanVisits": 1_999_999_999_999_i64, "botVisits": 1, "publicStats": true}
    ]);
    let (status, body) = upload(&owner, "lynx", "links.json", file.to_string().into_bytes()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["imported"], 6, "{body}");
    let max = linkhop::domain::import::MAX_IMPORTED_VISITS;
    for (slug, expected) in [
        ("split", (5, 3, 2, false)),
        ("wrong", (5, 5, 0, false)),
        ("nosum", (5, 4, 1, false)),
        ("junk", (7, 7, 0, false)),
        ("plain", (9, 9, 0, false)),
        ("huge", (max, max, 0, true)),
    ] {
        let link = link_by_slug(&app, slug).await.expect("imported");
        assert_eq!(
            (
                link.visits,
                link.human_visits,
                link.bot_visits,
                link.public_stats
            ),
            expected,
            "{slug}"
        );
    }
}

#[tokio::test]
async fn deleting_a_link_deletes_its_counters() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = owner.create_link("gone", "https://e.com/").await;
    let id = link["id"].as_str().unwrap_or("").to_owned();
    let counters = "SELECT COUNT(*) FROM link_counters WHERE link_id = $1";
    assert_eq!(crate::db::count(&app, counters, &[&id]).await, 1);
    let (status, body) = owner.delete("/api/link", json!({"ids": [id]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(crate::db::count(&app, counters, &[&id]).await, 0);
}

/// A database at migration 0008 with visit counts in `links.visits`: 0009
/// moves them to `link_counters` as human visits, numbering every link.
#[tokio::test]
async fn migration_0009_keeps_the_visit_counts() {
    use sqlx::migrate::Migrator;
    use sqlx::Connection;
    use std::str::FromStr;
    let dir = tempfile::tempdir().expect("dir");
    let database = TestDatabase::create(dir.path()).await;
    let postgres = database.url.starts_with("postgres");
    let folder = if postgres { "postgres" } else { "sqlite" };
    let path = format!("{}/migrations/{folder}", env!("CARGO_MANIFEST_DIR"));
    let mut migrator = Migrator::new(std::path::Path::new(&path))
        .await
        .expect("migrations");
    migrator.migrations = migrator
        .migrations
        .iter()
        .filter(|m| m.version <= 8)
        .cloned()
        .collect::<Vec<_>>()
        .into();
    let links = [("m-a", 0_i64), ("m-b", 12), ("m-c", 1_000_000_000_000)];
    let insert =
        "INSERT INTO links (id, slug, destination, author, creation_date, modified_date, visits) \
                  VALUES ($1, $2, 'https://e.com/', NULL, $3, $3, $4)";
    if postgres {
        let mut conn = sqlx::PgConnection::connect(&database.url)
            .await
            .expect("connect");
        migrator.run(&mut conn).await.expect("migrate to 0008");
        for (n, (slug, visits)) in links.iter().enumerate() {
            sqlx::query(insert)
                .bind(uuid::Uuid::new_v4().to_string())
                .bind(*slug)
                .bind(n as i64)
                .bind(*visits)
                .execute(&mut conn)
                .await
                .expect("insert");
        }
        let _ = conn.close().await;
    } else {
        let options = sqlx::sqlite::SqliteConnectOptions::from_str(&database.url)
            .expect("url")
            .create_if_missing(true);
        let mut conn = sqlx::SqliteConnection::connect_with(&options)
            .await
            .expect("connect");
        migrator.run(&mut conn).await.expect("migrate to 0008");
        for (n, (slug, visits)) in links.iter().enumerate() {
            sqlx::query(insert)
                .bind(uuid::Uuid::new_v4().to_string())
                .bind(*slug)
                .bind(n as i64)
                .bind(*visits)
                .execute(&mut conn)
                .await
                .expect("insert");
        }
        let _ = conn.close().await;
    }
    let store = linkhop::store::Store::connect(&database.url)
        .await
        .expect("connect");
    store.migrate().await.expect("migrate to 0009");
    let mut nums = Vec::new();
    for (slug, visits) in links {
        let (num, id, _) = store
            .find_link_target(slug)
            .await
            .expect("query")
            .expect("found");
        nums.push(num);
        let link = store
            .find_link_by_id(&id)
            .await
            .expect("query")
            .expect("link");
        assert_eq!(
            (
                link.visits,
                link.human_visits,
                link.bot_visits,
                link.public_stats
            ),
            (visits, visits, 0, false),
            "{slug}"
        );
    }
    // Numbered in creation order.
    assert!(nums.windows(2).all(|w| w[0] < w[1]), "{nums:?}");
    // Visits keep counting on top.
    store
        .write_visits(
            &[linkhop::store::LinkVisitCount {
                num: nums[1],
                humans: 2,
                bots: 3,
            }],
            &[],
        )
        .await
        .expect("flush");
    let (_, id, _) = store
        .find_link_target("m-b")
        .await
        .expect("query")
        .expect("found");
    let link = store
        .find_link_by_id(&id)
        .await
        .expect("query")
        .expect("link");
    assert_eq!(
        (link.visits, link.human_visits, link.bot_visits),
        (17, 14, 3)
    );
    store.close().await;
    drop(database);
}
