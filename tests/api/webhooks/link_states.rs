//! Events a write does not cause: `link.expired` at the first refusal after
//! the expiry, `link.exhausted` at the visit that uses the limit up (each
//! once), and `import.finished` with its counts.

use super::receiver::Receiver;
use super::{subscribe, webhook_app};
use reqwest::{Method, StatusCode};
use serde_json::json;
use std::time::Duration;

async fn visit(app: &crate::helpers::TestApp, slug: &str) -> u16 {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
        .get(app.url(&format!("/{slug}")))
        .header(
            "user-agent",
            "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
        )
        .send()
        .await
        .expect("visit")
        .status()
        .as_u16()
}

#[tokio::test]
async fn expiry_and_a_used_up_limit_are_told_once() {
    let app = webhook_app().await;
    let owner = app.owner().await;
    let receiver = Receiver::start().await;
    subscribe(&owner, &receiver.url, &["link.expired", "link.exhausted"]).await;
    let soon = linkhop::domain::time::format_millis(linkhop::domain::time::now_millis() + 1_000);
    let (status, body) = owner
        .post(
            "/api/link",
            json!({"slug": "fleeting", "destination": "https://example.com/f", "expiresAt": soon}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = owner
        .post(
            "/api/link",
            json!({"slug": "limited", "destination": "https://example.com/l", "maxVisits": 2}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    assert_eq!(visit(&app, "limited").await, 302);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        receiver.received().is_empty(),
        "told before the limit was used up"
    );
    assert_eq!(visit(&app, "limited").await, 302);
    assert_ne!(visit(&app, "limited").await, 302);
    assert_eq!(visit(&app, "fleeting").await, 302);
    tokio::time::sleep(Duration::from_millis(1_100)).await;
    for _ in 0..3 {
        assert_ne!(visit(&app, "fleeting").await, 302);
    }
    let delivered = receiver.wait_delivered(2).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let mut told: Vec<(String, String)> = receiver
        .delivered()
        .iter()
        .map(|r| {
            let body = r.json();
            (
                r.event(),
                body["data"]["slug"].as_str().unwrap_or_default().to_owned(),
            )
        })
        .collect();
    told.sort();
    assert_eq!(
        told,
        [
            ("link.exhausted".to_owned(), "limited".to_owned()),
            ("link.expired".to_owned(), "fleeting".to_owned()),
        ]
    );
    assert_eq!(
        delivered[0].json()["data"]["maxVisits"].is_null(),
        told[0].0 == "link.expired"
    );
}

#[tokio::test]
async fn a_finished_import_is_told_with_its_counts() {
    let app = webhook_app().await;
    let owner = app.owner().await;
    let receiver = Receiver::start().await;
    subscribe(&owner, &receiver.url, &["import.finished"]).await;
    let file = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/lynx.json"
    ))
    .expect("fixture");
    let response = owner
        .request(Method::POST, "/api/import")
        .multipart(
            reqwest::multipart::Form::new()
                .text("service", "lynx")
                .part(
                    "file",
                    reqwest::multipart::Part::bytes(file).file_name("lynx.json"),
                ),
        )
        .send()
        .await
        .expect("import");
    let (status, answer) = crate::helpers::read_json(response).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let delivered = receiver.wait_delivered(1).await;
    let body = delivered[0].json();
    assert_eq!(body["type"], "import.finished");
    assert_eq!(body["data"]["service"], "lynx");
    assert_eq!(body["data"]["imported"], answer["result"]["imported"]);
    // The import answer keeps Lynx's names for these two.
    for (count, lynx) in [
        ("skippedExisting", "skipped_existing"),
        ("skippedInvalid", "skipped_invalid"),
    ] {
        assert_eq!(
            body["data"][count], answer["result"][lynx],
            "{count}: {body} {answer}"
        );
    }
    let rows = body["data"]["rows"].as_u64().unwrap_or(0);
    assert!(
        rows >= answer["result"]["imported"].as_u64().unwrap_or(u64::MAX),
        "{body}"
    );
    assert!(body["data"]["reportId"].is_string(), "{body}");
}
