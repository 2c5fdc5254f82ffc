//! Subscriptions: what may be saved, who sees what, the secret shown once,
//! rotation, and the scope API tokens need.

use super::{subscribe, subscribe_with, webhook_app};
use crate::access::token_actor;
use crate::helpers::{assert_error, TestApp};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn a_webhook_is_created_listed_edited_and_deleted() {
    let app = webhook_app().await;
    let owner = app.owner().await;
    let (created, secret) = subscribe_with(
        &owner,
        json!({
            "url": "https://hooks.example.com/in",
            "description": "  CRM  ",
            "events": ["link.deleted", "link.created", "link.created"],
            "filters": {"tags": ["promo", ""], "domains": ["default"]},
        }),
    )
    .await;
    assert!(secret.starts_with("whsec_"), "{secret}");
    let id = created["id"].as_str().expect("id").to_owned();
    assert_eq!(created["description"], "CRM");
    assert_eq!(created["events"], json!(["link.created", "link.deleted"]));
    assert_eq!(
        created["filters"],
        json!({"tags": ["promo"], "links": [], "domains": ["default"]})
    );
    assert_eq!(created["paused"], false);
    assert_eq!(created["failing"], false);
    assert_eq!(created["pending"], 0);

    // The secret is shown once: never by a read.
    let (status, listed) = owner.get("/api/webhooks").await;
    assert_eq!(status, StatusCode::OK);
    let listed = &listed["result"]["webhooks"];
    assert_eq!(listed.as_array().map(Vec::len), Some(1));
    assert!(listed[0].get("secret").is_none(), "{listed}");
    let (_, one) = owner.get(&format!("/api/webhooks/{id}")).await;
    assert!(one["result"].get("secret").is_none());
    assert_eq!(one["result"]["url"], "https://hooks.example.com/in");

    let (status, edited) = owner
        .patch(
            &format!("/api/webhooks/{id}"),
            json!({"events": ["visit"], "paused": true, "description": null}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{edited}");
    assert_eq!(edited["result"]["events"], json!(["visit"]));
    assert_eq!(edited["result"]["paused"], true);
    assert_eq!(edited["result"]["description"], json!(null));
    // Absent members stay as they were.
    assert_eq!(edited["result"]["url"], "https://hooks.example.com/in");
    assert_eq!(edited["result"]["filters"]["tags"], json!(["promo"]));

    let (status, _) = owner
        .delete(&format!("/api/webhooks/{id}"), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_error(
        &owner.get(&format!("/api/webhooks/{id}")).await,
        404,
        "A webhook with that id does not exist",
    );
}

#[tokio::test]
async fn bad_subscriptions_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let cases = [
        (json!({"url": "ftp://example.com/", "events": ["visit"]}), 400, "Invalid url: use an http or https URL without credentials or fragment, at most 2048 characters"),
        (json!({"url": "javascript:alert(1)", "events": ["visit"]}), 400, "Invalid url: use an http or https URL without credentials or fragment, at most 2048 characters"),
        (json!({"url": "https://user:pw@example.com/", "events": ["visit"]}), 400, "Invalid url: use an http or https URL without credentials or fragment, at most 2048 characters"),
        (json!({"url": "http://127.0.0.1:9/", "events": ["visit"]}), 400, "Invalid url: loopback, private and link-local addresses are refused (WEBHOOK_ALLOW_PRIVATE)"),
        (json!({"url": "http://169.254.169.254/latest/meta-data", "events": ["visit"]}), 400, "Invalid url: loopback, private and link-local addresses are refused (WEBHOOK_ALLOW_PRIVATE)"),
        (json!({"url": "http://[::1]/", "events": ["visit"]}), 400, "Invalid url: loopback, private and link-local addresses are refused (WEBHOOK_ALLOW_PRIVATE)"),
        (json!({"url": "http://localhost/", "events": ["visit"]}), 400, "Invalid url: loopback, private and link-local addresses are refused (WEBHOOK_ALLOW_PRIVATE)"),
        (json!({"url": "https://example.com/", "events": []}), 400, "Invalid events: give at least one"),
        (json!({"url": "https://example.com/", "events": ["link.exploded"]}), 400, "Unknown event: link.exploded"),
        (json!({"url": "https://example.com/", "events": ["visit"], "description": "a\u{7}"}), 400, "Invalid description: at most 200 characters, no control characters"),
        (json!({"url": "https://example.com/", "events": ["visit"], "filters": {"tags": (0..101).map(|n| n.to_string()).collect::<Vec<_>>()}}), 400, "Invalid filters: at most 100 values of at most 200 characters each"),
        (json!({"url": "https://example.com/", "events": "visit"}), 400, "The following fields have an invalid type: events"),
        (json!({"events": ["visit"]}), 400, "The following required fields were not included in the request: url"),
        // Found by fuzzing: what is inside an array or object member.
        (json!({"url": "https://example.com/", "events": [1]}), 400, "The following fields have an invalid type: events"),
        (json!({"url": "https://example.com/", "events": ["visit"], "filters": {"domains": [{}]}}), 400, "The following fields have an invalid type: filters"),
    ];
    for (body, status, message) in cases {
        let answer = owner.post("/api/webhooks", body.clone()).await;
        assert_error(&answer, status, message);
    }
    // Instance-wide events are for the owner and admins.
    assert_error(
        &standard
            .post(
                "/api/webhooks",
                json!({"url": "https://example.com/", "events": ["account.created"]}),
            )
            .await,
        403,
        "Only the owner and admins may subscribe to account.created",
    );
    subscribe(&owner, "https://example.com/", &["account.created"]).await;
    let (_, listed) = standard.get("/api/webhooks").await;
    assert_eq!(listed["result"]["webhooks"], json!([]));
    let (_, listed) = owner.get("/api/webhooks").await;
    assert_eq!(
        listed["result"]["webhooks"].as_array().map(Vec::len),
        Some(1)
    );
}

#[tokio::test]
async fn another_accounts_webhook_is_not_found() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let (webhook, _) = subscribe(&standard, "https://example.com/", &["link.created"]).await;
    let path = format!("/api/webhooks/{}", webhook["id"].as_str().expect("id"));
    let missing = "A webhook with that id does not exist";
    assert_error(&owner.get(&path).await, 404, missing);
    assert_error(
        &owner.patch(&path, json!({"paused": true})).await,
        404,
        missing,
    );
    assert_error(&owner.delete(&path, json!({})).await, 404, missing);
    assert_error(
        &owner.post(&format!("{path}/test"), json!({})).await,
        404,
        missing,
    );
    assert_error(
        &owner.post(&format!("{path}/secret"), json!({})).await,
        404,
        missing,
    );
    assert_error(
        &owner.get(&format!("{path}/deliveries")).await,
        404,
        missing,
    );
    let (_, still) = standard.get(&path).await;
    assert_eq!(still["result"]["paused"], false);
}

#[tokio::test]
async fn tokens_need_the_webhooks_scope() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (_, links_only) = token_actor(&owner, &["links:write"]).await;
    let (status, _) = links_only.get("/api/webhooks").await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (_, scoped) = token_actor(&owner, &["webhooks:write"]).await;
    let (status, body) = scoped
        .post(
            "/api/webhooks",
            json!({"url": "https://example.com/", "events": ["link.created"]}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, listed) = scoped.get("/api/webhooks").await;
    assert_eq!(
        listed["result"]["webhooks"].as_array().map(Vec::len),
        Some(1)
    );
}

#[tokio::test]
async fn rotating_keeps_the_old_secret_valid_for_a_day() {
    let app = webhook_app().await;
    let owner = app.owner().await;
    let (webhook, first) = subscribe(&owner, "https://example.com/", &["link.created"]).await;
    assert_eq!(webhook["previousSecretValidUntil"], json!(null));
    let id = webhook["id"].as_str().expect("id");
    let (status, rotated) = owner
        .post(&format!("/api/webhooks/{id}/secret"), json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{rotated}");
    let second = rotated["result"]["secret"].as_str().expect("secret");
    assert_ne!(second, first);
    let until = rotated["result"]["previousSecretValidUntil"]
        .as_str()
        .expect("until");
    let until = linkhop::domain::time::parse_iso(until).expect("a time");
    let day = until - linkhop::domain::time::now_millis();
    assert!((86_300_000..=86_400_000).contains(&day), "{day}");
}

#[tokio::test]
async fn an_account_has_at_most_fifty_webhooks_even_when_it_races() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    for n in 0..45 {
        subscribe(
            &owner,
            &format!("https://example.com/{n}"),
            &["link.created"],
        )
        .await;
    }
    // Ten at once for the last five places: exactly five get one.
    let attempts = (0..10).map(|n| {
        owner.post(
            "/api/webhooks",
            json!({"url": format!("https://example.com/race{n}"), "events": ["link.created"]}),
        )
    });
    let answers = futures_util::future::join_all(attempts).await;
    let created = answers.iter().filter(|(s, _)| *s == StatusCode::OK).count();
    assert_eq!(created, 5, "{answers:?}");
    for (status, body) in answers.iter().filter(|(s, _)| *s != StatusCode::OK) {
        assert_eq!(*status, StatusCode::CONFLICT);
        assert_eq!(
            body["message"],
            "An account has at most 50 webhooks and forwardings: delete one first"
        );
    }
    let (_, listed) = owner.get("/api/webhooks").await;
    assert_eq!(
        listed["result"]["webhooks"].as_array().map(Vec::len),
        Some(50)
    );
}

#[tokio::test]
async fn a_matomo_token_is_never_shown_and_survives_an_edit() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (created, _) = subscribe_with(
        &owner,
        json!({"url": "https://matomo.example/matomo.php", "kind": "matomo",
               "target": {"siteId": 2, "tokenAuth": "s3cret"}, "events": ["visit"]}),
    )
    .await;
    assert_eq!(
        created["target"],
        json!({"siteId": 2, "tokenAuth": "********"})
    );
    let id = created["id"].as_str().expect("id");
    // Sending back what was read keeps the token.
    let (status, edited) = owner
        .patch(
            &format!("/api/webhooks/{id}"),
            json!({"target": created["target"], "description": "site 2"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{edited}");
    let stored = app
        .app
        .store
        .find_webhook(id)
        .await
        .expect("read")
        .expect("stored");
    assert!(stored.target.is_some_and(|t| t.contains("s3cret")));
    let text = owner.get("/api/webhooks").await.1.to_string();
    assert!(!text.contains("s3cret"));
}
