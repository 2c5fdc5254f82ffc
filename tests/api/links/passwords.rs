//! Password-protected links: the form (no script, CSRF token, same
//! security headers), a wrong and a right password, the signed per-link
//! cookie that spares the form, and the throttle per address and link.

use super::gate::{create, location, visit_as};
use super::limits::BROWSER;
use crate::helpers::{Actor, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::json;

/// The form's token, read from the page.
pub(crate) fn csrf(page: &str) -> String {
    page.split("name=\"csrf\" value=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("csrf field")
        .to_owned()
}

/// An expiry an hour from now, in seconds.
fn chrono_like_expiry() -> i64 {
    linkhop::domain::time::now_millis() / 1000 + 3600
}

pub(super) async fn open_form(visitor: &Actor, path: &str) -> String {
    let form = visit_as(visitor, Method::GET, path, &[("user-agent", BROWSER)]).await;
    assert_eq!(form.status(), StatusCode::OK);
    assert_eq!(location(&form), None);
    let cookies: Vec<String> = form
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap_or("").to_owned())
        .collect();
    if !cookies.is_empty() {
        assert!(
            cookies[0].contains("HttpOnly") && cookies[0].contains("SameSite=Strict"),
            "{cookies:?}"
        );
    }
    let page = form.text().await.expect("page");
    assert!(
        page.contains("<form method=\"post\">") && !page.contains("<script"),
        "{page}"
    );
    csrf(&page)
}

async fn submit(visitor: &Actor, path: &str, password: &str, token: &str) -> reqwest::Response {
    visitor
        .client
        .post(format!("{}{}", visitor.base, path))
        .header("user-agent", BROWSER)
        .form(&[("password", password), ("csrf", token)])
        .send()
        .await
        .expect("post")
}

#[tokio::test]
async fn a_wrong_then_right_password_redirects_and_the_cookie_spares_the_form() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    create(
        &owner,
        json!({"destination": "https://example.com/secret", "slug": "locked",
               "password": "open sesame", "redirectStatus": 308}),
    )
    .await;
    let visitor = app.anonymous();
    let token = open_form(&visitor, "/locked").await;
    let wrong = submit(&visitor, "/locked", "open sesam", &token).await;
    assert_eq!(wrong.status(), StatusCode::FORBIDDEN);
    assert_eq!(location(&wrong), None);
    assert!(wrong.text().await.expect("page").contains("Wrong password"));

    let right = submit(&visitor, "/locked", "open sesame", &token).await;
    // 303, whatever the link's status: the password is never re-posted.
    assert_eq!(right.status(), StatusCode::SEE_OTHER);
    assert_eq!(location(&right), Some("https://example.com/secret"));
    let cookie = right
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap_or("").to_owned())
        .find(|c| c.starts_with("linkhop_unlock_"))
        .expect("unlock cookie");
    assert!(cookie.contains("; Path=/locked;"), "{cookie}");
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
        "{cookie}"
    );

    // The cookie (kept by this client) spares the form.
    let again = visit_as(&visitor, Method::GET, "/locked", &[("user-agent", BROWSER)]).await;
    assert_eq!(again.status(), StatusCode::PERMANENT_REDIRECT);
    assert_eq!(location(&again), Some("https://example.com/secret"));
    // Another visitor still gets the form, also with a forged proof.
    let stranger = app.anonymous();
    let name = cookie.split('=').next().unwrap_or("");
    let expiry = chrono_like_expiry();
    for forged in [
        format!("{name}={expiry}.AAAA"),
        format!("{name}={expiry}.{}", "A".repeat(43)),
        format!("{name}=garbage"),
    ] {
        let page = visit_as(
            &stranger,
            Method::GET,
            "/locked",
            &[("cookie", forged.as_str())],
        )
        .await;
        assert_eq!(page.status(), StatusCode::OK, "{forged}: the form again");
    }
    app.flush_visits().await;
    let (_, list) = owner.get("/api/link/list").await;
    assert_eq!(
        list["result"]["links"][0]["humanVisits"], 2,
        "the right password and the cookie visit"
    );
    // A new password ends every proof of the old one.
    let id = list["result"]["links"][0]["id"].clone();
    owner
        .patch("/api/link", json!({"id": id, "password": "another one"}))
        .await;
    let after = visit_as(&visitor, Method::GET, "/locked", &[("user-agent", BROWSER)]).await;
    assert_eq!(after.status(), StatusCode::OK, "the form again");
    // The public resolve does not give the destination away.
    let (status, body) = app.anonymous().get("/api/link?slug=locked").await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(body["message"], "This link is protected by a password");
}

#[tokio::test]
async fn the_form_refuses_other_sites_and_missing_tokens() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    create(
        &owner,
        json!({"destination": "https://example.com/s", "slug": "csrf", "password": "pw"}),
    )
    .await;
    let visitor = app.anonymous();
    let token = open_form(&visitor, "/csrf").await;
    // Another site posting with the visitor's browser.
    let cross = visitor
        .client
        .post(app.url("/csrf"))
        .header("origin", "https://evil.example")
        .form(&[("password", "pw"), ("csrf", token.as_str())])
        .send()
        .await
        .expect("post");
    assert_eq!(cross.status(), StatusCode::FORBIDDEN);
    assert_eq!(location(&cross), None);
    // No form cookie (SameSite=Strict keeps it from cross-site posts).
    let fresh = app.anonymous();
    let missing = submit(&fresh, "/csrf", "pw", &token).await;
    assert_eq!(missing.status(), StatusCode::FORBIDDEN);
    assert_eq!(location(&missing), None);
    // POST stays 405 where no password form is.
    owner.create_link("open", "https://example.com/o").await;
    for path in ["/open", "/unknown", "/", "/dash", "/robots.txt"] {
        let response = visitor
            .client
            .post(app.url(path))
            .send()
            .await
            .expect("post");
        assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED, "{path}");
    }
}

#[tokio::test]
async fn wrong_passwords_are_throttled_per_address_and_link() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    for slug in ["t1", "t2"] {
        create(
            &owner,
            json!({"destination": "https://example.com/t", "slug": slug, "password": "right"}),
        )
        .await;
    }
    let visitor = app.anonymous();
    let token = open_form(&visitor, "/t1").await;
    // Concurrent guesses reserve their attempts first: five checks at most.
    let guesses = futures_util::future::join_all(
        (0..8).map(|i| submit(&visitor, "/t1", if i == 0 { "x" } else { "y" }, &token)),
    )
    .await;
    let statuses: Vec<StatusCode> = guesses.iter().map(|r| r.status()).collect();
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::FORBIDDEN)
            .count(),
        5,
        "{statuses:?}"
    );
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
            .count(),
        3
    );
    let throttled = submit(&visitor, "/t1", "right", &token).await;
    assert_eq!(
        throttled.status(),
        StatusCode::TOO_MANY_REQUESTS,
        "even the right one waits"
    );
    assert!(throttled.headers().contains_key("retry-after"));
    // Another link from the same address is not affected.
    let token = open_form(&visitor, "/t2").await;
    let other = submit(&visitor, "/t2", "right", &token).await;
    assert_eq!(other.status(), StatusCode::SEE_OTHER);
}
