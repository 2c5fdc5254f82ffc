//! `GET /api/link/{id}/visits`: raw visits, oldest first, as CSV (formula
//! guard, CRLF) or JSON, within a range, as an attachment.

use super::{ms, seed_link};
use crate::db::exec;
use crate::helpers::{assert_error, TestApp};
use reqwest::StatusCode;
use serde_json::{json, Value};

/// Adds an event; `None` text is NULL.
async fn event(
    app: &crate::helpers::TestApp,
    num: i64,
    at: &str,
    referrer: Option<&str>,
    device: i16,
    bot: bool,
    visitor: i64,
) {
    let sql = format!(
        "INSERT INTO visit_events (link_num, at, referrer, country, device, browser, os, bot, visitor) \
         VALUES ({num}, {}, {}, 'FR', {device}, 'Firefox', NULL, {bot}, {visitor})",
        ms(at),
        if referrer.is_some() { "$1" } else { "NULL" }
    );
    let args: Vec<&str> = referrer.into_iter().collect();
    exec(app, &sql, &args).await;
}

#[tokio::test]
async fn visits_export_as_csv_and_json() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let alice = app.standard_user().await;
    let (id, num) = seed_link(&app, "ev", Some(owner.id()), false).await;
    let (_, other) = seed_link(&app, "other", Some(owner.id()), false).await;
    let (alice_link, _) = seed_link(&app, "alice", Some(alice.id()), false).await;
    // Inserted out of order: the export is oldest first.
    event(
        &app,
        num,
        "2026-05-01T10:00:02Z",
        Some("=cmd.example"),
        2,
        false,
        255,
    )
    .await;
    event(&app, num, "2026-05-01T10:00:01Z", None, 1, true, -1).await;
    event(
        &app,
        num,
        "2026-05-02T00:00:00Z",
        Some("late.example"),
        3,
        false,
        1,
    )
    .await;
    event(
        &app,
        other,
        "2026-05-01T10:00:00Z",
        Some("other.example"),
        1,
        false,
        7,
    )
    .await;
    let response = owner
        .request(
            reqwest::Method::GET,
            &format!("/api/link/{id}/visits?format=csv&from=2026-05-01&to=2026-05-02"),
        )
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_owned()
    };
    assert_eq!(header("content-type"), "text/csv; charset=utf-8");
    assert_eq!(
        header("content-disposition"),
        format!("attachment; filename=\"visits-{id}.csv\"")
    );
    let csv = response.text().await.expect("body");
    assert_eq!(
        csv,
        "time,referrer,country,device,browser,os,bot,visitor\r\n\
         \"2026-05-01T10:00:01.000Z\",\"\",\"FR\",\"desktop\",\"Firefox\",\"\",true,\"ffffffffffffffff\"\r\n\
         \"2026-05-01T10:00:02.000Z\",\"'=cmd.example\",\"FR\",\"mobile\",\"Firefox\",\"\",false,\"00000000000000ff\"\r\n"
    );
    let response = owner
        .request(
            reqwest::Method::GET,
            &format!("/api/link/{id}/visits?format=json"),
        )
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::OK);
    let json: Value = serde_json::from_str(&response.text().await.expect("body")).expect("JSON");
    assert_eq!(
        json,
        json!([
            {"time": "2026-05-01T10:00:01.000Z", "referrer": null, "country": "FR", "device": "desktop",
             "browser": "Firefox", "os": null, "bot": true, "visitor": "ffffffffffffffff"},
            {"time": "2026-05-01T10:00:02.000Z", "referrer": "=cmd.example", "country": "FR", "device": "mobile",
             "browser": "Firefox", "os": null, "bot": false, "visitor": "00000000000000ff"},
            {"time": "2026-05-02T00:00:00.000Z", "referrer": "late.example", "country": "FR", "device": "tablet",
             "browser": "Firefox", "os": null, "bot": false, "visitor": "0000000000000001"}
        ])
    );
    let response = owner
        .request(
            reqwest::Method::GET,
            &format!("/api/link/{id}/visits?format=json&from=2026-06-01"),
        )
        .send()
        .await
        .expect("request");
    assert_eq!(response.text().await.expect("body"), "[]");
    let path = format!("/api/link/{alice_link}/visits?format=csv");
    assert_eq!(
        alice
            .get(&format!("/api/link/{alice_link}/visits?format=json"))
            .await
            .1,
        json!([])
    );
    assert_error(
        &alice
            .get(&format!("/api/link/{id}/visits?format=csv"))
            .await,
        404,
        "Link not found",
    );
    assert_error(
        &app.anonymous().get(&path).await,
        401,
        "No cookie token provided",
    );
    assert_error(
        &owner.get(&format!("/api/link/{id}/visits")).await,
        400,
        "The following required fields were not included in the request: format",
    );
    assert_error(
        &owner
            .get(&format!("/api/link/{id}/visits?format=xml"))
            .await,
        400,
        "Invalid format, accepted formats: json, csv",
    );
}
