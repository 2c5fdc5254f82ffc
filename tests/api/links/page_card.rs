//! "Fill from destination" (docs/campaigns.md#preview-cards): a page's own
//! card tags read through a real HTTP server, redirects followed, the
//! read bounded, and the webhooks' address rules applied.

use crate::helpers::{assert_error, TestApp};
use reqwest::StatusCode;
use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const PAGE: &str = r#"<!doctype html><html><head>
<title>Fallback</title>
<meta property="og:title" content="Spring &amp; summer sale">
<meta property="og:description" content="Half off everything">
<meta property="og:image" content="/img/sale.png">
<meta property="og:site_name" content="Shop">
</head><body>…</body></html>"#;

/// A web server on 127.0.0.1 answering a few paths; its base URL.
async fn site() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("address"));
    tokio::spawn(async move {
        loop {
            let Ok((mut socket, _)) = listener.accept().await else {
                return;
            };
            tokio::spawn(async move {
                let mut request = Vec::new();
                let mut buffer = [0u8; 1024];
                while !request.windows(4).any(|w| w == b"\r\n\r\n") {
                    match socket.read(&mut buffer).await {
                        Ok(0) | Err(_) => return,
                        Ok(n) => request.extend_from_slice(&buffer[..n]),
                    }
                }
                let text = String::from_utf8_lossy(&request);
                let path = text.split_whitespace().nth(1).unwrap_or("/").to_owned();
                let (status, kind, body) = match path.as_str() {
                    "/sale" => ("200 OK", "text/html; charset=utf-8", PAGE.to_owned()),
                    "/moved" => ("302 Found\r\nLocation: /shop/sale", "text/html", String::new()),
                    "/shop/sale" => (
                        "200 OK",
                        "text/html",
                        "<meta property=og:title content=Moved><meta property=og:image content=pic.png>"
                            .to_owned(),
                    ),
                    "/data" => ("200 OK", "application/json", "{}".to_owned()),
                    // Two megabytes of head, the tags first: read up to the cap.
                    "/huge" => (
                        "200 OK",
                        "text/html",
                        format!(
                            "<head><meta property=\"og:title\" content=\"Huge\">{}",
                            "<!-- filler -->".repeat(140_000)
                        ),
                    ),
                    _ => ("404 Not Found", "text/html", "missing".to_owned()),
                };
                let answer = format!(
                    "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                    body.len()
                );
                let _ = socket.write_all(answer.as_bytes()).await;
            });
        }
    });
    base
}

#[tokio::test]
async fn a_page_fills_the_card_with_its_own_tags() {
    let app = TestApp::spawn_with(|s| s.webhooks.allow_private = true).await;
    let owner = app.owner().await;
    let base = site().await;
    let (status, card) = owner
        .post(
            "/api/link/page-card",
            json!({"url": format!("{base}/sale")}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{card}");
    assert_eq!(
        card["result"],
        json!({"title": "Spring & summer sale", "description": "Half off everything",
               "image": format!("{base}/img/sale.png"), "siteName": "Shop"})
    );
    // A redirect is followed; relative images resolve against the page reached.
    let (_, moved) = owner
        .post(
            "/api/link/page-card",
            json!({"url": format!("{base}/moved")}),
        )
        .await;
    assert_eq!(
        moved["result"],
        json!({"title": "Moved", "description": null,
               "image": format!("{base}/shop/pic.png"), "siteName": null})
    );
    let (status, huge) = owner
        .post(
            "/api/link/page-card",
            json!({"url": format!("{base}/huge")}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{huge}");
    assert_eq!(huge["result"]["title"], "Huge");

    for (path, why) in [
        (
            "/data",
            "the address is not a web page (its type is application/json)",
        ),
        ("/gone", "the page answered 404"),
    ] {
        assert_error(
            &owner
                .post(
                    "/api/link/page-card",
                    json!({"url": format!("{base}{path}")}),
                )
                .await,
            422,
            &format!("Could not read the page: {why}"),
        );
    }
    assert_error(
        &owner
            .post("/api/link/page-card", json!({"url": "ftp://example.com/x"}))
            .await,
        422,
        "Could not read the page: the address is not an http or https URL",
    );
    let (status, _) = app
        .anonymous()
        .post(
            "/api/link/page-card",
            json!({"url": format!("{base}/sale")}),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn private_addresses_are_refused_as_for_webhooks() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let base = site().await;
    for url in [
        format!("{base}/sale"),
        "http://[::1]/".to_owned(),
        "http://169.254.169.254/latest/meta-data/".to_owned(),
    ] {
        assert_error(
            &owner.post("/api/link/page-card", json!({"url": url})).await,
            422,
            "Could not read the page: the page's address is private, loopback or link-local",
        );
    }
    // A name that resolves only to loopback is refused at connect time.
    let (status, answer) = owner
        .post(
            "/api/link/page-card",
            json!({"url": base.replace("127.0.0.1", "localhost") + "/sale"}),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
    assert!(
        answer["message"]
            .as_str()
            .is_some_and(|m| m.contains("private, loopback or link-local")),
        "{answer}"
    );
}
