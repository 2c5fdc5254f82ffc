//! Creating links: custom and random slugs, refusals in contract order,
//! unique destinations and concurrent duplicates (api.md §5.6).

use super::{BAD_DESTINATION, DESTINATION_TAKEN, INVALID_SLUG, LINK_VIEW, RESERVED, SLUG_TAKEN};
use crate::db::{insert_link, snapshot};
use crate::helpers::{assert_error, keys, refused_besides_one_success, TestApp};
use linkhop::config::Settings;
use linkhop::domain::links::SlugAlphabet;
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn create_with_custom_and_random_slugs() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (status, body) = owner
        .post(
            "/api/link",
            json!({"slug": "My_link.v-1", "destination": "https://example.com/ü?a=1"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(keys(&body), vec!["success", "result"]);
    let link = &body["result"];
    assert_eq!(keys(link), LINK_VIEW.to_vec());
    assert_eq!(link["slug"], "My_link.v-1");
    assert_eq!(link["destination"], "https://example.com/ü?a=1");
    assert_eq!(link["author"], owner.id());
    assert_eq!(link["account"], owner.username());
    assert_eq!(link["visits"], 0);
    assert_eq!(link["creationDate"], link["modifiedDate"]);
    let date = link["creationDate"].as_str().unwrap_or("");
    assert_eq!(date.len(), 24, "{date}");
    assert!(date.ends_with('Z') && date.as_bytes()[19] == b'.');
    let id = link["id"].as_str().unwrap_or("");
    assert!(uuid::Uuid::parse_str(id).is_ok() && id == id.to_lowercase());
    let response = app
        .anonymous()
        .request(reqwest::Method::GET, "/My_link.v-1")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::FOUND);
    for body in [
        json!({"destination": "https://example.com/r1"}),
        json!({"destination": "https://example.com/r2", "slug": ""}),
        json!({"destination": "https://example.com/r3", "slug": null}),
    ] {
        let (status, answer) = owner.post("/api/link", body).await;
        assert_eq!(status, StatusCode::OK);
        let slug = answer["result"]["slug"].as_str().unwrap_or("");
        assert_eq!(slug.len(), 8, "{slug}");
        assert!(slug.bytes().all(|b| b.is_ascii_alphanumeric()), "{slug}");
    }
}

#[tokio::test]
async fn random_slugs_follow_url_length_and_url_set() {
    let app = TestApp::spawn_with(|s: &mut Settings| {
        s.url_length = 30;
        s.url_set = SlugAlphabet::Lower;
    })
    .await;
    let owner = app.owner().await;
    for n in 0..5 {
        let (status, answer) = owner
            .post(
                "/api/link",
                json!({"destination": format!("https://example.com/{n}")}),
            )
            .await;
        assert_eq!(status, StatusCode::OK);
        let slug = answer["result"]["slug"].as_str().unwrap_or("");
        assert_eq!(slug.len(), 30);
        assert!(slug.bytes().all(|b| b.is_ascii_lowercase()), "{slug}");
    }
    let tiny = TestApp::spawn_with(|s: &mut Settings| {
        s.url_length = 1;
        s.url_set = SlugAlphabet::Lower;
    })
    .await;
    let owner = tiny.owner().await;
    // Take all 26 one-letter slugs, then a random draw must give up.
    for letter in b'a'..=b'z' {
        insert_link(&tiny, &(letter as char).to_string(), "https://e.com/", None).await;
    }
    let before = snapshot(&tiny).await;
    assert_error(
        &owner
            .post("/api/link", json!({"destination": "https://example.com/"}))
            .await,
        409,
        "Could not generate a unique slug, please try again",
    );
    assert_eq!(before, snapshot(&tiny).await);
}

#[tokio::test]
async fn create_refusals_in_order() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    owner
        .create_link("taken", "https://example.com/taken")
        .await;
    let before = snapshot(&app).await;
    let long_destination = format!("https://example.com/{}", "a".repeat(4100));
    for destination in [
        "javascript:alert(1)",
        "data:text/html,x",
        "file:///etc/passwd",
        "ftp://example.com/",
        "//example.com/",
        "example.com",
        "https://",
        "http:///path",
        "https://exa mple.com/",
        "https://example.com/\n",
        "https://example.com/\u{7}",
        " https://example.com/",
        "",
        long_destination.as_str(),
    ] {
        assert_error(
            &owner
                .post(
                    "/api/link",
                    json!({"destination": destination, "slug": ".bad"}),
                )
                .await,
            422,
            BAD_DESTINATION,
        );
    }
    let long_slug = "a".repeat(101);
    for slug in [
        ".hidden",
        "a b",
        "a/b",
        "ü",
        "a?b",
        "a#b",
        "a%20b",
        "a+b",
        long_slug.as_str(),
        " x",
    ] {
        assert_error(
            &owner
                .post(
                    "/api/link",
                    json!({"destination": "https://example.com/", "slug": slug}),
                )
                .await,
            422,
            INVALID_SLUG,
        );
    }
    for slug in [
        "api",
        "API",
        "dash",
        "DASH",
        "Dash",
        "assets",
        "favicon.ico",
        "FAVICON.ICO",
        "robots.txt",
        "index.html",
    ] {
        assert_error(
            &owner
                .post(
                    "/api/link",
                    json!({"destination": "https://example.com/", "slug": slug}),
                )
                .await,
            422,
            RESERVED,
        );
    }
    assert_error(
        &owner
            .post(
                "/api/link",
                json!({"destination": "https://example.com/", "slug": "taken"}),
            )
            .await,
        409,
        SLUG_TAKEN,
    );
    assert_eq!(before, snapshot(&app).await);
    // Reserved words are only reserved as whole slugs.
    for slug in [
        "apix",
        "dashboard",
        "assets2",
        "x.api",
        "a".repeat(100).as_str(),
    ] {
        let (status, body) = owner
            .post(
                "/api/link",
                json!({"destination": "https://example.com/", "slug": slug}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{slug}: {body}");
    }
    // Slugs are case-sensitive.
    let (status, _) = owner
        .post(
            "/api/link",
            json!({"destination": "https://example.com/", "slug": "TAKEN"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn unique_destinations_when_configured() {
    let app = TestApp::spawn_with(|s: &mut Settings| s.url_only_unique = true).await;
    let owner = app.owner().await;
    owner.create_link("one", "https://example.com/one").await;
    let before = snapshot(&app).await;
    assert_error(
        &owner
            .post(
                "/api/link",
                json!({"destination": "https://example.com/one", "slug": "two"}),
            )
            .await,
        409,
        DESTINATION_TAKEN,
    );
    assert_error(
        &owner
            .post(
                "/api/link",
                json!({"destination": "https://example.com/one"}),
            )
            .await,
        409,
        DESTINATION_TAKEN,
    );
    // The slug conflict is reported first.
    assert_error(
        &owner
            .post(
                "/api/link",
                json!({"destination": "https://example.com/one", "slug": "one"}),
            )
            .await,
        409,
        SLUG_TAKEN,
    );
    assert_eq!(before, snapshot(&app).await);
    // Exact match only.
    let (status, _) = owner
        .post(
            "/api/link",
            json!({"destination": "https://example.com/ONE", "slug": "two"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    // Without the setting, duplicates are fine.
    let free = TestApp::spawn().await;
    let owner = free.owner().await;
    owner.create_link("one", "https://example.com/one").await;
    owner.create_link("two", "https://example.com/one").await;
}

#[tokio::test]
async fn concurrent_duplicate_slugs_get_one_409_never_a_500() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let with_secret = owner.with_secret().await;
    for round in 0..5 {
        let slug = format!("race{round}");
        let body = json!({"destination": "https://example.com/", "slug": slug});
        let (a, b, c) = tokio::join!(
            owner.post("/api/link", body.clone()),
            with_secret.post("/api/link", body.clone()),
            owner.post("/api/link", body.clone())
        );
        for answer in refused_besides_one_success(&[a, b, c]) {
            assert_error(answer, 409, SLUG_TAKEN);
        }
    }
}
