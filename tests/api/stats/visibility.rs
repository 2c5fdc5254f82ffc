//! Who sees which statistics: a link's as `GET /api/link/single` (404
//! "Link not found" otherwise); `GET /api/stats` a standard account's own
//! links; an admin, what it manages (api.md §5.2); the owner, every link.

use super::{humans, record, seed_link, top_slugs};
use crate::helpers::{assert_error, TestApp};
use reqwest::StatusCode;
use serde_json::json;

const HOUR: &str = "2026-05-01T10:00:00Z";
const RANGE: &str = "from=2026-05-01&to=2026-05-02";

#[tokio::test]
async fn link_statistics_follow_link_visibility() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let alice = app.standard_user().await;
    let bob = app.standard_user().await;
    let (alice_link, a) = seed_link(&app, "alice", Some(alice.id()), false).await;
    let (bob_link, _) = seed_link(&app, "bob", Some(bob.id()), false).await;
    let (owner_link, _) = seed_link(&app, "own", Some(owner.id()), false).await;
    record(&app, a, 0, HOUR, "", humans(2)).await;
    let path = |id: &str| format!("/api/link/{id}/stats?{RANGE}");
    let (status, body) = alice.get(&path(&alice_link)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body["result"]["link"],
        json!({"id": alice_link, "slug": "alice", "destination": "https://example.com/alice", "publicStats": false})
    );
    assert_eq!(body["result"]["totals"]["visits"], 2);
    assert!(body["result"].get("topLinks").is_none(), "{body}");
    assert_error(&alice.get(&path(&bob_link)).await, 404, "Link not found");
    assert_error(&alice.get(&path("no-such-id")).await, 404, "Link not found");
    // An admin sees standard accounts' links, not the owner's.
    assert_eq!(admin.get(&path(&bob_link)).await.0, StatusCode::OK);
    assert_error(&admin.get(&path(&owner_link)).await, 404, "Link not found");
    assert_eq!(owner.get(&path(&bob_link)).await.0, StatusCode::OK);
    let secret = alice.with_secret().await;
    assert_eq!(secret.get(&path(&alice_link)).await.0, StatusCode::OK);
    assert_error(&secret.get(&path(&bob_link)).await, 404, "Link not found");
    assert_error(
        &app.anonymous().get(&path(&alice_link)).await,
        401,
        "No cookie token provided",
    );
}

#[tokio::test]
async fn overall_statistics_cover_what_the_caller_may_see() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let alice = app.standard_user().await;
    let bob = app.standard_user().await;
    let (_, a) = seed_link(&app, "alice", Some(alice.id()), false).await;
    let (_, b) = seed_link(&app, "bob", Some(bob.id()), false).await;
    let (_, o) = seed_link(&app, "own", Some(owner.id()), false).await;
    let (_, n) = seed_link(&app, "nobody", None, false).await;
    let (_, quiet) = seed_link(&app, "quiet", Some(alice.id()), false).await;
    record(&app, a, 0, HOUR, "", humans(2)).await;
    record(&app, a, 2, HOUR, "FR", humans(2)).await;
    record(&app, b, 0, HOUR, "", humans(3)).await;
    record(&app, b, 2, HOUR, "DE", humans(3)).await;
    record(&app, o, 0, HOUR, "", humans(5)).await;
    record(&app, n, 0, "2026-05-01T12:00:00Z", "", humans(1)).await;
    // Outside the range: counted nowhere.
    record(&app, quiet, 0, "2026-04-30T23:00:00Z", "", humans(50)).await;
    let path = format!("/api/stats?{RANGE}");
    let (status, mine) = alice.get(&path).await;
    assert_eq!(status, StatusCode::OK, "{mine}");
    assert!(mine["result"].get("link").is_none(), "{mine}");
    assert_eq!(mine["result"]["totals"]["visits"], 2);
    assert_eq!(
        mine["result"]["countries"],
        json!([{"value": "FR", "visits": 2}])
    );
    assert_eq!(top_slugs(&mine), [("alice".to_owned(), 2)]);
    let keys: Vec<String> = crate::helpers::keys(&mine["result"]["topLinks"][0]);
    assert_eq!(keys, ["id", "slug", "domain", "destination", "visits"]);
    let everything = [
        ("own".to_owned(), 5),
        ("bob".to_owned(), 3),
        ("alice".to_owned(), 2),
        ("nobody".to_owned(), 1),
    ];
    let (status, all) = owner.get(&path).await;
    assert_eq!(status, StatusCode::OK, "{all}");
    assert_eq!(all["result"]["totals"]["visits"], 11);
    assert_eq!(
        all["result"]["countries"],
        // The owner's link and the authorless one have no known country.
        json!([
            {"value": null, "visits": 6},
            {"value": "DE", "visits": 3},
            {"value": "FR", "visits": 2}
        ])
    );
    assert_eq!(top_slugs(&all), everything);
    // An admin: standard accounts' links and authorless ones, not the owner's.
    let (status, managed) = admin.get(&path).await;
    assert_eq!(status, StatusCode::OK, "{managed}");
    assert_eq!(managed["result"]["totals"]["visits"], 6);
    assert_eq!(top_slugs(&managed), everything[1..]);
    assert_error(
        &app.anonymous().get(&path).await,
        401,
        "No cookie token provided",
    );
}
