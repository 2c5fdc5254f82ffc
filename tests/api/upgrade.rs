//! Upgrading keeps every link: a database written by release 1 (before
//! short domains) through its API, in tests/fixtures/release-1 (made by
//! its make-fixtures.sh), is migrated by this build, and the API then
//! reports every link as release 1 did, now on the default domain.

use crate::helpers::TestApp;
use crate::test_database::TestDatabase;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/release-1")
}

fn expected() -> Value {
    let text = std::fs::read_to_string(fixtures().join("expected.json")).expect("expected.json");
    serde_json::from_str(&text).expect("json")
}

/// A server on a copy of release 1's database for this engine, and what
/// release 1 reported of it.
async fn release_1_upgraded() -> (TestApp, Value) {
    let dir = tempfile::tempdir().expect("temp dir");
    let database = TestDatabase::create(dir.path()).await;
    let engine = match database.url.strip_prefix("sqlite://") {
        Some(path) => {
            std::fs::copy(fixtures().join("sqlite.db"), path).expect("copy the SQLite fixture");
            "sqlite"
        }
        None => {
            let restored = std::process::Command::new("psql")
                .args(["-q", "-v", "ON_ERROR_STOP=1", "-d", &database.url, "-f"])
                .arg(fixtures().join("postgres.sql"))
                .output()
                .expect("run psql");
            assert!(
                restored.status.success(),
                "psql: {}",
                String::from_utf8_lossy(&restored.stderr)
            );
            "postgres"
        }
    };
    let app = TestApp::spawn_on(dir, database).await;
    (app, expected()[engine].clone())
}

#[tokio::test]
async fn release_1_links_survive_the_upgrade_on_the_default_domain() {
    let (app, before) = release_1_upgraded().await;
    let password = expected()["credentials"]["accounts"]["owner"]
        .as_str()
        .expect("password")
        .to_owned();
    let owner = app.login("owner", &password).await;
    let links = before["links"].as_array().expect("links");
    assert_eq!(links.len(), 9);
    let (_, list) = owner.get("/api/link/list?pagesize=100").await;
    assert_eq!(list["result"]["total"], links.len());
    for link in links {
        let id = link["id"].as_str().expect("id");
        let (status, now) = owner.get(&format!("/api/link/single?id={id}")).await;
        assert_eq!(status, StatusCode::OK, "{now}");
        let mut now = now["result"].clone();
        assert_eq!(now["domain"], Value::Null, "{id} is on the default domain");
        let (Some(now_fields), Some(then)) = (now.as_object_mut(), link["view"].as_object()) else {
            panic!("objects");
        };
        now_fields.remove("domain");
        now_fields.remove("state");
        // Campaign parameters, preview cards, splits and teams came later:
        // an upgraded link has none.
        assert_eq!(now_fields.remove("utm"), Some(Value::Null), "{id}");
        assert_eq!(now_fields.remove("preview"), Some(Value::Null), "{id}");
        assert_eq!(now_fields.remove("split"), Some(Value::Null), "{id}");
        assert_eq!(now_fields.remove("team"), Some(Value::Null), "{id}");
        assert_eq!(
            &Value::Object(now_fields.clone()),
            &Value::Object(then.clone()),
            "{id}"
        );
        // Statistics kept their visits.
        let query = expected()["statsQuery"].as_str().expect("query").to_owned();
        let (status, stats) = owner.get(&format!("/api/link/{id}/stats?{query}")).await;
        assert_eq!(status, StatusCode::OK, "{stats}");
        for (name, value) in link["statsTotals"].as_object().expect("totals") {
            assert_eq!(&stats["result"]["totals"][name], value, "{id} {name}");
        }
    }

    // Slugs that differ only by case stay two links, and both redirect.
    for link in links.iter().filter(|l| l["view"]["hasPassword"] == false) {
        let slug = link["slug"].as_str().expect("slug");
        let response = app
            .anonymous()
            .request(Method::GET, &format!("/{slug}"))
            .send()
            .await
            .expect("visit");
        assert!(response.status().is_redirection(), "/{slug}");
        let to = response.headers()["location"].to_str().expect("location");
        assert_eq!(to, link["destination"], "/{slug}");
    }

    // The old uniqueness is gone: a second domain takes a slug again.
    let (status, _) = owner
        .post("/api/domains", json!({"host": "go.example.com"}))
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, shared) = owner
        .post(
            "/api/link",
            json!({"slug": "shared", "destination": "https://example.com/second", "domain": "go.example.com"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{shared}");
    let (_, all) = owner.get("/api/link/list?search=shared").await;
    assert_eq!(all["result"]["total"], 2);
    // The token made by release 1 still works.
    let token = before["ownerToken"].as_str().expect("token");
    let response = app
        .anonymous()
        .request(Method::GET, "/api/link/list")
        .header("Authorization", format!("Bearer {token}"))
        .send()
        .await
        .expect("list");
    assert_eq!(response.status(), StatusCode::OK);
}
