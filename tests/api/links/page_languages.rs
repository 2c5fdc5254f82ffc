//! The link pages in the visitor's language (docs/api.md#routes-outside-api):
//! `Accept-Language` picks among en, de, fr, es and zh-CN, sets `<html
//! lang>` and the words, and the answer says `Vary: Accept-Language`;
//! without a supported language the pages are today's English, byte for byte.

use super::gate::{create, visit_as};
use super::limits::BROWSER;
use super::passwords::csrf;
use crate::helpers::{Actor, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::json;

/// The page's HTML without its `<style>` element, and its headers.
async fn fetch(
    visitor: &Actor,
    path: &str,
    language: Option<&str>,
) -> (StatusCode, reqwest::header::HeaderMap, String) {
    let mut headers = vec![("user-agent", BROWSER)];
    if let Some(language) = language {
        headers.push(("accept-language", language));
    }
    let response = visit_as(visitor, Method::GET, path, &headers).await;
    let status = response.status();
    let head = response.headers().clone();
    let page = response.text().await.expect("page");
    let unstyled = match (page.find("<style>"), page.find("</style>")) {
        (Some(start), Some(end)) => format!("{}{}", &page[..start], &page[end + 8..]),
        _ => page,
    };
    (status, head, unstyled)
}

fn lang_of(page: &str) -> &str {
    page.split("<html lang=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap_or("")
}

const HEAD: &str = "<head><meta charset=\"utf-8\"><meta name=\"viewport\" \
    content=\"width=device-width,initial-scale=1\"><meta name=\"robots\" content=\"noindex\">";

fn english_expired() -> String {
    format!(
        "<!doctype html><html lang=\"en\">{HEAD}<title>This link has expired</title></head>\
         <body><main><h1>This link has expired</h1>\
         <p>The link you followed is no longer available.</p></main></body></html>"
    )
}

fn english_form(token: &str, notice: &str) -> String {
    format!(
        "<!doctype html><html lang=\"en\">{HEAD}<title>This link is protected</title></head>\
         <body><main><h1>This link is protected</h1><p>Enter the password to continue.</p>\
         {notice}<form method=\"post\"><input type=\"hidden\" name=\"csrf\" value=\"{token}\">\
         <label for=\"password\">Password</label><input id=\"password\" name=\"password\" \
         type=\"password\" required autofocus autocomplete=\"off\" maxlength=\"256\">\
         <button type=\"submit\">Continue</button></form></main></body></html>"
    )
}

#[tokio::test]
async fn the_expired_and_not_yet_valid_pages_follow_accept_language() {
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
        json!({"destination": "https://example.com/b", "slug": "soon",
               "validFrom": "2999-01-01T00:00:00Z"}),
    )
    .await;
    let visitor = app.anonymous();
    for (header, lang, title) in [
        ("de", "de", "Dieser Link ist abgelaufen"),
        (
            "de-DE,de;q=0.9,en;q=0.8",
            "de",
            "Dieser Link ist abgelaufen",
        ),
        ("fr-CA,fr;q=0.9", "fr", "Ce lien a expiré"),
        ("es-419", "es", "Este enlace ha caducado"),
        ("zh", "zh-CN", "此链接已过期"),
        ("zh-Hans-CN, en;q=0.5", "zh-CN", "此链接已过期"),
        ("en;q=0.9, de;q=0.8", "en", "This link has expired"),
    ] {
        let (status, headers, page) = fetch(&visitor, "/gone", Some(header)).await;
        assert_eq!(status, StatusCode::GONE, "{header}");
        assert_eq!(lang_of(&page), lang, "{header}: {page}");
        assert!(
            page.contains(&format!("<title>{title}</title>"))
                && page.contains(&format!("<h1>{title}</h1>")),
            "{header}: {page}"
        );
        assert_eq!(headers["vary"], "Accept-Language", "{header}");
        assert_eq!(headers["content-type"], "text/html; charset=utf-8");
        assert_eq!(headers["cache-control"], "no-store");
        assert_eq!(headers["x-frame-options"], "DENY");
        assert_eq!(headers["x-robots-tag"], "noindex");
        assert!(headers["content-security-policy"]
            .to_str()
            .expect("csp")
            .starts_with("default-src 'none'"));
    }
    // No supported language, none at all, `*` or garbage: today's English page.
    for header in [
        None,
        Some("en"),
        Some("*"),
        Some("it, ja;q=0.5"),
        Some(";;q=x, ,"),
        Some("de;q=0"),
    ] {
        let (status, headers, page) = fetch(&visitor, "/gone", header).await;
        assert_eq!(status, StatusCode::GONE, "{header:?}");
        assert_eq!(page, english_expired(), "{header:?}");
        assert_eq!(headers["vary"], "Accept-Language");
    }
    let (status, _, page) = fetch(&visitor, "/soon", Some("es-ES")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(lang_of(&page), "es");
    assert!(
        page.contains("<h1>Este enlace aún no está activo</h1>"),
        "{page}"
    );
    let (_, _, page) = fetch(&visitor, "/soon", None).await;
    assert!(page.contains("<h1>This link is not active yet</h1><p>The link you followed does not lead anywhere yet. Try again later.</p>"), "{page}");
}

#[tokio::test]
async fn the_password_form_and_its_notices_follow_accept_language() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    create(
        &owner,
        json!({"destination": "https://example.com/secret", "slug": "locked",
               "password": "open sesame"}),
    )
    .await;
    let visitor = app.anonymous();
    for (header, lang, title, label, button) in [
        (
            "de",
            "de",
            "Dieser Link ist geschützt",
            "Passwort",
            "Weiter",
        ),
        (
            "fr-CA,fr;q=0.9",
            "fr",
            "Ce lien est protégé",
            "Mot de passe",
            "Continuer",
        ),
        (
            "es",
            "es",
            "Este enlace está protegido",
            "Contraseña",
            "Continuar",
        ),
        ("zh", "zh-CN", "此链接受密码保护", "密码", "继续"),
    ] {
        let (status, headers, page) = fetch(&visitor, "/locked", Some(header)).await;
        assert_eq!(status, StatusCode::OK, "{header}");
        assert_eq!(headers["vary"], "Accept-Language");
        assert_eq!(lang_of(&page), lang, "{header}: {page}");
        for text in [
            format!("<title>{title}</title>"),
            format!("<label for=\"password\">{label}</label>"),
            format!("<button type=\"submit\">{button}</button>"),
        ] {
            assert!(page.contains(&text), "{header}: {text} in {page}");
        }
        assert!(!page.contains("Enter the password"), "{page}");
    }

    // Absent or English: the form as it always was.
    let (_, _, page) = fetch(&visitor, "/locked", None).await;
    let token = csrf(&page);
    assert_eq!(page, english_form(&token, ""));
    let (_, _, page) = fetch(&visitor, "/locked", Some("en-GB")).await;
    assert_eq!(page, english_form(&token, ""));

    // A wrong password's notice, in the visitor's language and in English.
    for (header, notice) in [
        (
            "fr-CA,fr;q=0.9",
            "Mot de passe incorrect, veuillez réessayer.",
        ),
        ("zh", "密码错误，请重试。"),
        ("", "Wrong password, please try again."),
    ] {
        let response = visitor
            .client
            .post(format!("{}/locked", visitor.base))
            .header("user-agent", BROWSER)
            .header("accept-language", header)
            .form(&[("password", "wrong"), ("csrf", token.as_str())])
            .send()
            .await
            .expect("post");
        assert_eq!(response.status(), StatusCode::FORBIDDEN);
        assert_eq!(response.headers()["vary"], "Accept-Language");
        let page = response.text().await.expect("page");
        let alert = format!("<p class=\"error\" role=\"alert\">{notice}</p>");
        assert!(page.contains(&alert), "{header}: {page}");
        if header.is_empty() {
            let unstyled = match (page.find("<style>"), page.find("</style>")) {
                (Some(start), Some(end)) => format!("{}{}", &page[..start], &page[end + 8..]),
                _ => page.clone(),
            };
            assert_eq!(unstyled, english_form(&token, &alert));
        }
    }
}
