//! Public statistics: `GET /api/public/stats/{slug}` answers only for a
//! link with `publicStats`, and `GET /<slug>+` sends visitors to its page.

use super::{humans, record, seed_link};
use crate::db::{exec, raw_get, raw_status};
use crate::helpers::{assert_error, keys, TestApp};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn public_statistics_only_for_links_that_have_them() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (id, num) = seed_link(&app, "gh", Some(owner.id()), false).await;
    record(&app, num, 0, "2026-05-01T10:00:00Z", "", humans(4)).await;
    let anonymous = app.anonymous();
    let path = "/api/public/stats/gh?from=2026-05-01&to=2026-05-02";
    assert_error(&anonymous.get(path).await, 404, "Link not found");
    exec(
        &app,
        "UPDATE links SET public_stats = true WHERE id = $1",
        &[&id],
    )
    .await;
    let (status, body) = anonymous.get(path).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["success"], true);
    assert_eq!(
        keys(&body["result"]),
        [
            "link",
            "from",
            "to",
            "interval",
            "tz",
            "bots",
            "totals",
            "series",
            "referrers",
            "countries",
            "devices",
            "browsers",
            "os",
            "variants"
        ]
    );
    assert_eq!(
        body["result"]["link"],
        json!({"id": id, "slug": "gh", "destination": "https://example.com/gh", "publicStats": true})
    );
    assert_eq!(
        body["result"]["series"],
        json!([{"start": "2026-05-01T00:00:00.000Z", "visits": 4, "humanVisits": 4, "botVisits": 0, "uniqueVisitors": 0}])
    );
    assert_error(
        &anonymous.get("/api/public/stats/GH").await,
        404,
        "Link not found",
    );
    assert_error(
        &anonymous.get("/api/public/stats/nothing").await,
        404,
        "Link not found",
    );
    // A slug with `/` (imported links) is sent percent-encoded.
    let (slash, _) = seed_link(&app, "a/b", None, true).await;
    let (status, body) = anonymous.get("/api/public/stats/a%2Fb").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["link"]["id"], json!(slash));
}

#[tokio::test]
async fn slug_plus_leads_to_the_public_page() {
    let app = TestApp::spawn().await;
    seed_link(&app, "pub", None, true).await;
    seed_link(&app, "private", None, false).await;
    seed_link(&app, "both", None, true).await;
    seed_link(&app, "both+", None, false).await;
    seed_link(&app, "é", None, true).await;
    let location = |answer: &str| {
        answer
            .lines()
            .find_map(|l| {
                l.strip_prefix("location: ")
                    .or_else(|| l.strip_prefix("Location: "))
            })
            .map(str::to_owned)
    };
    let answer = raw_get(&app, "/pub+").await;
    assert_eq!(raw_status(&answer), 302, "{answer}");
    assert_eq!(location(&answer).as_deref(), Some("/dash/public/pub"));
    let answer = raw_get(&app, "/%C3%A9+").await;
    assert_eq!(raw_status(&answer), 302, "{answer}");
    assert_eq!(location(&answer).as_deref(), Some("/dash/public/%C3%A9"));
    // A link whose slug really ends in `+` wins.
    let answer = raw_get(&app, "/both+").await;
    assert_eq!(raw_status(&answer), 302, "{answer}");
    assert_eq!(
        location(&answer).as_deref(),
        Some("https://example.com/both+")
    );
    for path in ["/private+", "/missing+", "/+", "/pub++", "/pub%2B"] {
        let answer = raw_get(&app, path).await;
        let expected = if path == "/pub%2B" { 302 } else { 404 };
        assert_eq!(raw_status(&answer), expected, "{path}: {answer}");
    }
}

/// Issue 30, item 5: the public statistics of a password-protected link
/// showed its full destination (secret path and query included), while
/// resolving the link asks for the password.
#[tokio::test]
async fn a_protected_links_public_statistics_leave_its_destination_out() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let secret_destination = "https://example.com/private/path?key=hidden";
    let (status, created) = owner
        .post(
            "/api/link",
            json!({"slug": "locked", "destination": secret_destination,
                   "password": "open sesame", "publicStats": true}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{created}");
    let id = created["result"]["id"].as_str().expect("id").to_owned();
    let anonymous = app.anonymous();
    let (status, body) = anonymous.get("/api/public/stats/locked").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body["result"]["link"],
        json!({"id": id, "slug": "locked", "destination": null, "publicStats": true})
    );
    assert!(!body.to_string().contains("hidden"), "{body}");
    // The owner's own statistics still show it.
    let (status, own) = owner.get(&format!("/api/link/{id}/stats")).await;
    assert_eq!(status, StatusCode::OK, "{own}");
    assert_eq!(own["result"]["link"]["destination"], secret_destination);
    // Without its password again, the destination is public once more.
    let (status, body) = owner
        .patch("/api/link", json!({"id": id, "password": null}))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, body) = anonymous.get("/api/public/stats/locked").await;
    assert_eq!(body["result"]["link"]["destination"], secret_destination);
}
