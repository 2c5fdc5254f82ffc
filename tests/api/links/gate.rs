//! The redirect path of links with controls: the validity window (a page
//! for "not yet", `expiredUrl` or a 410 page after), per-link status and
//! query forwarding, robots.txt and `X-Robots-Tag`.

use crate::helpers::{Actor, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

pub async fn visit(app: &TestApp, path: &str) -> reqwest::Response {
    visit_as(&app.anonymous(), Method::GET, path, &[]).await
}

pub async fn visit_as(
    actor: &Actor,
    method: Method,
    path: &str,
    headers: &[(&str, &str)],
) -> reqwest::Response {
    let mut request = actor
        .client
        .request(method, format!("{}{}", actor.base, path));
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    request.send().await.expect("request")
}

pub fn location(response: &reqwest::Response) -> Option<&str> {
    response
        .headers()
        .get("location")
        .and_then(|v| v.to_str().ok())
}

pub async fn create(owner: &Actor, body: Value) -> Value {
    let (status, answer) = owner.post("/api/link", body).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    answer["result"].clone()
}

#[tokio::test]
async fn expired_links_answer_410_or_their_expired_url_and_unknown_slugs_stay_404() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    create(
        &owner,
        json!({"destination": "https://example.com/a", "slug": "gone",
               "expiresAt": "2001-01-01T00:00:00Z"}),
    )
    .await;
    create(
        &owner,
        json!({"destination": "https://example.com/b", "slug": "moved",
               "expiresAt": "2001-01-01T00:00:00Z", "expiredUrl": "https://example.com/sorry"}),
    )
    .await;
    let gone = visit(&app, "/gone").await;
    assert_eq!(gone.status(), StatusCode::GONE);
    assert_eq!(location(&gone), None);
    assert_eq!(gone.headers()["content-type"], "text/html; charset=utf-8");
    assert_eq!(gone.headers()["x-frame-options"], "DENY");
    assert!(gone.headers()["content-security-policy"]
        .to_str()
        .expect("csp")
        .contains("default-src 'none'"));
    assert!(gone
        .text()
        .await
        .expect("page")
        .contains("This link has expired"));
    let moved = visit(&app, "/moved").await;
    assert_eq!(moved.status(), StatusCode::FOUND);
    assert_eq!(location(&moved), Some("https://example.com/sorry"));
    assert_eq!(
        visit(&app, "/never-was").await.status(),
        StatusCode::NOT_FOUND
    );
    // The public resolve agrees.
    let (status, body) = app.anonymous().get("/api/link?slug=gone").await;
    assert_eq!(
        (status, body["message"].as_str()),
        (StatusCode::GONE, Some("This link has expired"))
    );
    // Moving the expiry into the future opens the link again at once.
    let (_, list) = owner.get("/api/link/list?state=expired").await;
    assert_eq!(list["result"]["total"], 2);
    let id = list["result"]["links"]
        .as_array()
        .and_then(|l| l.iter().find(|l| l["slug"] == "gone"))
        .map(|l| l["id"].clone())
        .expect("gone");
    let (status, _) = owner
        .patch(
            "/api/link",
            json!({"id": id, "expiresAt": "2999-01-01T00:00:00Z"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let open = visit(&app, "/gone").await;
    assert_eq!(location(&open), Some("https://example.com/a"));
}

#[tokio::test]
async fn links_not_valid_yet_show_a_page_and_then_redirect() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = create(
        &owner,
        json!({"destination": "https://example.com/soon", "slug": "soon",
               "validFrom": "2999-01-01T00:00:00Z"}),
    )
    .await;
    assert_eq!(link["state"], "notYetValid");
    let early = visit(&app, "/soon").await;
    assert_eq!(early.status(), StatusCode::NOT_FOUND);
    assert_eq!(location(&early), None);
    assert!(early.text().await.expect("page").contains("not active yet"));
    let (status, _) = app.anonymous().get("/api/link?slug=soon").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    owner
        .patch(
            "/api/link",
            json!({"id": link["id"], "validFrom": "2001-01-01T00:00:00Z"}),
        )
        .await;
    let now = visit(&app, "/soon").await;
    assert_eq!(now.status(), StatusCode::FOUND);
    assert_eq!(location(&now), Some("https://example.com/soon"));
}

#[tokio::test]
async fn each_link_chooses_its_status_and_whether_the_query_is_forwarded() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    create(
        &owner,
        json!({"destination": "https://example.com/p?x=1#top", "slug": "fwd",
               "forwardQuery": true, "redirectStatus": 308}),
    )
    .await;
    owner
        .create_link("plain", "https://example.com/plain")
        .await;
    let fwd = visit(&app, "/fwd?utm_source=mail&b=%20").await;
    assert_eq!(fwd.status(), StatusCode::PERMANENT_REDIRECT);
    assert_eq!(
        location(&fwd),
        Some("https://example.com/p?x=1&utm_source=mail&b=%20#top")
    );
    let plain = visit(&app, "/plain?utm_source=mail").await;
    assert_eq!(plain.status(), StatusCode::FOUND, "REDIRECT_STATUS");
    assert_eq!(
        location(&plain),
        Some("https://example.com/plain"),
        "not forwarded"
    );
}

#[tokio::test]
async fn robots_txt_allows_crawlable_links_and_other_redirects_say_noindex() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    create(
        &owner,
        json!({"destination": "https://example.com/c", "slug": "open-c", "crawlable": true}),
    )
    .await;
    let hidden = owner.create_link("hidden", "https://example.com/h").await;
    let robots = visit(&app, "/robots.txt").await;
    assert_eq!(robots.status(), StatusCode::OK);
    assert_eq!(
        robots.headers()["content-type"],
        "text/plain; charset=utf-8"
    );
    let text = robots.text().await.expect("text");
    assert!(text.contains("Allow: /open-c$\n"), "{text}");
    assert!(!text.contains("hidden"), "{text}");
    assert!(text.ends_with("Disallow: /\n"), "{text}");

    let crawlable = visit(&app, "/open-c").await;
    assert_eq!(crawlable.status(), StatusCode::FOUND);
    assert!(crawlable.headers().get("x-robots-tag").is_none());
    let plain = visit(&app, "/hidden").await;
    assert_eq!(plain.headers()["x-robots-tag"], "noindex");

    // An edit reaches robots.txt at once.
    owner
        .patch("/api/link", json!({"id": hidden["id"], "crawlable": true}))
        .await;
    let text = visit(&app, "/robots.txt").await.text().await.expect("text");
    assert!(text.contains("Allow: /hidden$\n"), "{text}");
    assert!(visit(&app, "/hidden")
        .await
        .headers()
        .get("x-robots-tag")
        .is_none());
}

/// Issue 30, item 15: robots.txt was cached for 300 s, where every root
/// file of the site is `public, max-age=3600`.
#[tokio::test]
async fn robots_txt_is_cached_like_every_root_file() {
    let app = TestApp::spawn().await;
    for method in [Method::GET, Method::HEAD] {
        let robots = visit_as(&app.anonymous(), method.clone(), "/robots.txt", &[]).await;
        assert_eq!(robots.status(), StatusCode::OK, "{method}");
        assert_eq!(
            robots.headers()["cache-control"],
            "public, max-age=3600",
            "{method}"
        );
    }
}
