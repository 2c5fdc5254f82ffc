//! Issue 30, item 1: a password hash that did not come from this server (an
//! import, a restored backup, an old or edited row) is checked with the
//! parameters it carries. One asking for 64 GiB aborted the process at the
//! first password attempt; a huge t kept the cores busy for days. Imports
//! skip such rows with their own reason, and a stored one is never run.

use crate::data_helpers::{link_by_slug, link_count, upload};
use crate::db::exec;
use crate::helpers::{assert_error, TestApp, PASSWORD};
use crate::links::gate::{create, visit_as};
use reqwest::{Method, StatusCode};
use serde_json::json;
use std::time::{Duration, Instant};

/// Valid Argon2id PHC strings with the parameters; the salt and
/// output are arbitrary (nothing is computed to build them).
const HOSTILE: [(&str, &str); 3] = [
    ("huge-m", "m=67108864,t=1,p=1"),
    ("huge-t", "m=19456,t=4294967295,p=1"),
    ("many-lanes", "m=19456,t=2,p=255"),
];

fn hash_with(params: &str) -> String {
    format!(
        "$argon2id$v=19${params}$c29tZXNhbHRzb21lc2FsdA$YWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXphYmNkZWY"
    )
}

fn message(params: &str) -> String {
    format!(
        "Password hash too costly to check: Argon2 {}, where this server allows at most m=19456, t=2, p=1",
        params.replace(',', ", ")
    )
}

#[tokio::test]
async fn imported_hashes_beyond_the_servers_bounds_are_skipped_with_a_reason() {
    let app = TestApp::spawn().await;
    let _owner = app.owner().await;
    let standard = app.standard_user().await;
    let own = linkhop::domain::passwords::hash_password("open sesame").expect("hash");
    let mut rows: Vec<_> = HOSTILE
        .iter()
        .map(|(slug, params)| {
            json!({"slug": slug, "destination": format!("https://example.com/{slug}"),
                   "passwordHash": hash_with(params)})
        })
        .collect();
    rows.push(
        json!({"slug": "own", "destination": "https://example.com/own", "passwordHash": own}),
    );
    let file = serde_json::to_vec(&rows).expect("json");
    let (status, body) = upload(&standard, "lynx", "links.json", file).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"], "Imported 1 / 4 links!");
    assert_eq!(
        body["result"]["skippedReasons"],
        json!({"passwordHashTooCostly": 3})
    );
    let skipped: Vec<(String, String)> = body["result"]["skippedRows"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| {
            (
                r["reason"].as_str().unwrap_or("").to_owned(),
                r["message"].as_str().unwrap_or("").to_owned(),
            )
        })
        .collect();
    let expected: Vec<(String, String)> = HOSTILE
        .iter()
        .map(|(_, params)| ("passwordHashTooCostly".to_owned(), message(params)))
        .collect();
    assert_eq!(skipped, expected);
    for (slug, _) in HOSTILE {
        assert!(link_by_slug(&app, slug).await.is_none(), "{slug}");
    }
    let kept = link_by_slug(&app, "own").await.expect("own imported");
    assert_eq!(kept.password_hash.as_deref(), Some(own.as_str()));

    // The same in Linkhop's CSV export format.
    let csv = format!(
        "slug,destination,passwordHash\r\ncsv-m,https://example.com/c,\"{}\"\r\n",
        hash_with(HOSTILE[0].1)
    );
    let (status, body) = upload(&standard, "lynx", "links.csv", csv.into_bytes()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body["result"]["skippedRows"][0]["message"],
        message(HOSTILE[0].1)
    );
    assert_eq!(link_count(&app).await, 1);
}

/// The password form, its token, and a submitted password.
async fn try_password(app: &TestApp, path: &str, password: &str) -> reqwest::Response {
    let visitor = app.anonymous();
    let form = visit_as(&visitor, Method::GET, path, &[]).await;
    assert_eq!(form.status(), StatusCode::OK);
    let page = form.text().await.expect("page");
    let token = crate::links::csrf(&page);
    visitor
        .client
        .post(app.url(path))
        .form(&[("password", password), ("csrf", token.as_str())])
        .send()
        .await
        .expect("post")
}

#[tokio::test]
async fn a_stored_hash_beyond_the_bounds_is_refused_without_running_it() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    for (slug, params) in HOSTILE {
        create(
            &owner,
            json!({"destination": format!("https://example.com/{slug}"), "slug": slug,
                   "password": "open sesame"}),
        )
        .await;
        // As an old row, or one written before the bounds, would hold it.
        exec(
            &app,
            "UPDATE links SET password_hash = $1 WHERE slug = $2",
            &[&hash_with(params), slug],
        )
        .await;
        app.app.redirects.invalidate("default", slug);
        // Even the right password of the link before is just wrong now,
        // answered at once; the server lives on.
        let started = Instant::now();
        let answer = try_password(&app, &format!("/{slug}"), "open sesame").await;
        assert_eq!(answer.status(), StatusCode::FORBIDDEN, "{slug}");
        assert!(answer
            .text()
            .await
            .expect("page")
            .contains("Wrong password"));
        assert!(started.elapsed() < Duration::from_secs(5), "{slug}");
    }
    // An account's stored hash: the login is refused as a wrong password.
    for (_, params) in HOSTILE {
        exec(
            &app,
            "UPDATE accounts SET password_hash = $1 WHERE id = $2",
            &[&hash_with(params), standard.id()],
        )
        .await;
        let started = Instant::now();
        let answer = app
            .anonymous()
            .post(
                "/api/auth/login",
                json!({"username": standard.username(), "password": PASSWORD}),
            )
            .await;
        assert_error(&answer, 403, "Invalid username or password");
        assert!(started.elapsed() < Duration::from_secs(5), "{params}");
    }
    let (status, _) = owner.get("/api/about").await;
    assert_eq!(status, StatusCode::OK);
}
