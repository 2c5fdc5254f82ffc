//! Social preview cards (docs/campaigns.md#preview-cards): link-preview
//! fetchers get a page of escaped Open Graph tags under a policy that
//! allows nothing; browsers and search crawlers get the redirect; the card
//! follows edits and the link's state; bad cards change nothing.

use super::gate::{create, location, visit_as};
use crate::helpers::{assert_error, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

const INVALID_PREVIEW: &str = "Invalid preview: a title of 1 to 300 characters, a description of at most 1000, an image as an http or https URL of at most 2048 characters and a siteName of at most 100, without control characters";
const SLACK: &str = "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)";
const IMESSAGE: &str = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0";
const BROWSER: &str = "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0";
const GOOGLEBOT: &str = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const CARD_POLICY: &str =
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

async fn fetch_as(app: &TestApp, method: Method, path: &str, agent: &str) -> reqwest::Response {
    visit_as(&app.anonymous(), method, path, &[("user-agent", agent)]).await
}

/// The card page a preview fetcher gets, after checking its headers.
async fn card(app: &TestApp, path: &str) -> String {
    let response = fetch_as(app, Method::GET, path, SLACK).await;
    assert_eq!(response.status(), StatusCode::OK, "{path}");
    assert_eq!(location(&response), None, "no redirect");
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    assert_eq!(header("content-type"), "text/html; charset=utf-8");
    assert_eq!(header("content-security-policy"), CARD_POLICY);
    assert_eq!(header("x-content-type-options"), "nosniff");
    response.text().await.expect("page")
}

#[tokio::test]
async fn preview_fetchers_get_the_escaped_card_and_everyone_else_the_redirect() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = create(
        &owner,
        json!({"destination": "https://shop.example.com/sale", "slug": "sale",
               "preview": {"title": " </title><script>alert(1)</script> ",
                           "description": "Half off \"everything\"\n& more",
                           "image": "https://cdn.example.com/s.png?a=1&b=\"><script>",
                           "siteName": "'><img src=x onerror=alert(1)>"}}),
    )
    .await;
    assert_eq!(
        link["preview"],
        json!({"title": "</title><script>alert(1)</script>",
               "description": "Half off \"everything\"\n& more",
               "image": "https://cdn.example.com/s.png?a=1&b=\"><script>",
               "siteName": "'><img src=x onerror=alert(1)>"})
    );

    let page = card(&app, "/sale").await;
    assert!(!page.contains("<script"), "{page}");
    assert!(!page.contains("<img"), "{page}");
    assert!(
        !page.contains("shop.example.com"),
        "never the destination: {page}"
    );
    for tag in [
        "<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>",
        "<meta property=\"og:title\" content=\"&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;\">",
        "<meta property=\"og:description\" content=\"Half off &quot;everything&quot;\n&amp; more\">",
        "<meta property=\"og:image\" content=\"https://cdn.example.com/s.png?a=1&amp;b=&quot;&gt;&lt;script&gt;\">",
        "<meta property=\"og:site_name\" content=\"&#39;&gt;&lt;img src=x onerror=alert(1)&gt;\">",
        "<meta name=\"twitter:card\" content=\"summary_large_image\">",
    ] {
        assert!(page.contains(tag), "{tag} missing from {page}");
    }
    // iMessage names Facebook's and Twitter's fetchers; a HEAD gets the card too.
    let imessage = fetch_as(&app, Method::GET, "/sale", IMESSAGE).await;
    assert_eq!(imessage.status(), StatusCode::OK);
    let head = fetch_as(&app, Method::HEAD, "/sale", SLACK).await;
    assert_eq!(head.status(), StatusCode::OK);
    assert_eq!(location(&head), None);

    // People and search crawlers are redirected as before.
    for agent in [BROWSER, GOOGLEBOT] {
        let response = fetch_as(&app, Method::GET, "/sale", agent).await;
        assert_eq!(response.status(), StatusCode::FOUND, "{agent}");
        assert_eq!(location(&response), Some("https://shop.example.com/sale"));
    }
    // The fetchers' visits count as bots' visits.
    app.flush_visits().await;
    let id = link["id"].as_str().expect("id");
    let (_, single) = owner.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(single["result"]["humanVisits"], 1, "{single}");
    assert_eq!(single["result"]["botVisits"], 4, "{single}");
}

#[tokio::test]
async fn the_card_follows_edits_and_the_links_state() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = create(
        &owner,
        json!({"destination": "https://example.com/", "slug": "news",
               "preview": {"title": "First"}}),
    )
    .await;
    let id = link["id"].as_str().expect("id");
    let page = card(&app, "/news").await;
    assert!(page.contains("<meta name=\"twitter:card\" content=\"summary\">"));
    assert!(!page.contains("og:image"), "{page}");

    // An edit replaces the whole card, at once; an edit without it keeps it.
    let (status, edited) = owner
        .patch(
            "/api/link",
            json!({"id": id, "preview": {"title": "Second", "siteName": "News"}}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{edited}");
    assert_eq!(
        edited["result"]["preview"],
        json!({"title": "Second", "description": null, "image": null, "siteName": "News"})
    );
    owner
        .patch("/api/link", json!({"id": id, "title": "kept"}))
        .await;
    let page = card(&app, "/news").await;
    assert!(page.contains("<title>Second</title>"), "{page}");
    assert!(page.contains("content=\"News\""), "{page}");

    // Behind a password the card still shows; the visitor gets the form.
    owner
        .patch("/api/link", json!({"id": id, "password": "open sesame"}))
        .await;
    assert!(card(&app, "/news").await.contains("Second"));
    let person = fetch_as(&app, Method::GET, "/news", BROWSER).await;
    assert_eq!(person.status(), StatusCode::OK);
    assert!(person
        .text()
        .await
        .expect("form")
        .contains("name=\"password\""));

    // Expired: no card, the link's expired answer.
    owner
        .patch(
            "/api/link",
            json!({"id": id, "password": null, "expiresAt": "2001-01-01T00:00:00Z"}),
        )
        .await;
    let expired = fetch_as(&app, Method::GET, "/news", SLACK).await;
    assert_eq!(expired.status(), StatusCode::GONE);

    // Removed: fetchers are redirected like everyone.
    let (status, cleared) = owner
        .patch(
            "/api/link",
            json!({"id": id, "expiresAt": null, "preview": null}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{cleared}");
    assert_eq!(cleared["result"]["preview"], Value::Null);
    let redirected = fetch_as(&app, Method::GET, "/news", SLACK).await;
    assert_eq!(redirected.status(), StatusCode::FOUND);
    assert_eq!(location(&redirected), Some("https://example.com/"));
}

#[tokio::test]
async fn bad_cards_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = create(
        &owner,
        json!({"destination": "https://example.com/", "slug": "kept",
               "preview": {"title": "Kept"}}),
    )
    .await;
    let id = link["id"].as_str().expect("id");
    for preview in [
        json!({"title": "t".repeat(301)}),
        json!({"title": "line\nbreak"}),
        json!({"title": "bell\u{7}"}),
        json!({"description": "no title"}),
        json!({"title": "t", "description": "d".repeat(1001)}),
        json!({"title": "t", "image": "javascript:alert(1)"}),
        json!({"title": "t", "image": "data:image/png;base64,AAAA"}),
        json!({"title": "t", "image": "/relative.png"}),
        json!({"title": "t", "siteName": "s".repeat(101)}),
    ] {
        assert_error(
            &owner
                .patch("/api/link", json!({"id": id, "preview": preview.clone()}))
                .await,
            422,
            INVALID_PREVIEW,
        );
        assert_error(
            &owner
                .post(
                    "/api/link",
                    json!({"destination": "https://example.com/", "preview": preview}),
                )
                .await,
            422,
            INVALID_PREVIEW,
        );
    }
    for preview in [json!("Kept"), json!(["t"]), json!({"title": 5})] {
        let (status, body) = owner
            .patch("/api/link", json!({"id": id, "preview": preview}))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert!(
            body["message"]
                .as_str()
                .unwrap_or_default()
                .contains("preview"),
            "{body}"
        );
    }
    let (_, list) = owner.get("/api/link/list").await;
    assert_eq!(list["result"]["links"].as_array().map(Vec::len), Some(1));
    assert_eq!(list["result"]["links"][0]["preview"]["title"], "Kept");
    assert!(card(&app, "/kept").await.contains("<title>Kept</title>"));
}
