//! Editing links: checks in order, what an edit keeps, imported slugs and
//! concurrent renames (api.md §5.7).

use super::{BAD_DESTINATION, DESTINATION_TAKEN, INVALID_SLUG, NO_SUCH_LINK, RESERVED, SLUG_TAKEN};
use crate::db::{insert_link, snapshot};
use crate::helpers::{assert_error, refused_besides_one_success, TestApp};
use linkhop::config::Settings;
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn edit_checks_in_order_and_keeps_history() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let standard = app.standard_user().await;
    let link = standard
        .create_link("mine", "https://example.com/mine")
        .await;
    let id = link["id"].as_str().unwrap_or("").to_owned();
    owner
        .create_link("other", "https://example.com/other")
        .await;
    let before = snapshot(&app).await;
    assert_error(
        &owner
            .patch("/api/link", json!({"id": "nope", "destination": "bad"}))
            .await,
        404,
        NO_SUCH_LINK,
    );
    let owners = owner.create_link("owners", "https://example.com/o").await;
    let before_owners = snapshot(&app).await;
    assert_error(
        &standard
            .patch(
                "/api/link",
                json!({"id": owners["id"], "destination": "bad", "slug": ".x"}),
            )
            .await,
        403,
        "You do not have the permissions to edit this link",
    );
    assert_eq!(before_owners, snapshot(&app).await);
    for (body, status, message) in [
        (
            json!({"id": id, "destination": "bad", "slug": ".x"}),
            422,
            BAD_DESTINATION,
        ),
        (
            json!({"id": id, "destination": "", "slug": "other"}),
            422,
            BAD_DESTINATION,
        ),
        (json!({"id": id, "slug": ""}), 422, INVALID_SLUG),
        (
            json!({"id": id, "slug": ".x", "destination": "https://ok.example/"}),
            422,
            INVALID_SLUG,
        ),
        (json!({"id": id, "slug": "a/b"}), 422, INVALID_SLUG),
        (json!({"id": id, "slug": "api"}), 422, RESERVED),
        (json!({"id": id, "slug": "Dash"}), 422, RESERVED),
        (json!({"id": id, "slug": "other"}), 409, SLUG_TAKEN),
    ] {
        assert_error(&standard.patch("/api/link", body).await, status, message);
    }
    assert_eq!(before_owners, snapshot(&app).await);
    let _ = before;
    // A successful edit changes only slug, destination and modifiedDate.
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    let (status, body) = owner
        .patch(
            "/api/link",
            json!({"id": id, "slug": "renamed", "destination": "https://example.com/new",
                   "author": owner.id(), "visits": 99, "creationDate": "2020-01-01T00:00:00.000Z"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let edited = &body["result"];
    assert_eq!(edited["slug"], "renamed");
    assert_eq!(edited["destination"], "https://example.com/new");
    assert_eq!(edited["author"], standard.id());
    assert_eq!(edited["account"], standard.username());
    assert_eq!(edited["creationDate"], link["creationDate"]);
    assert_eq!(edited["visits"], 0);
    assert!(edited["modifiedDate"].as_str() > link["modifiedDate"].as_str());
    let old = app
        .anonymous()
        .request(reqwest::Method::GET, "/mine")
        .send()
        .await
        .expect("request");
    assert_eq!(old.status(), StatusCode::NOT_FOUND);
    assert_error(
        &app.anonymous().get("/api/link?slug=mine").await,
        404,
        "invalid link",
    );
    let new = app
        .anonymous()
        .request(reqwest::Method::GET, "/renamed")
        .send()
        .await
        .expect("request");
    assert_eq!(new.headers()["location"], "https://example.com/new");
    // Absent or null fields stay; the slug may be sent unchanged.
    for body in [
        json!({"id": id}),
        json!({"id": id, "slug": null, "destination": null}),
        json!({"id": id, "slug": "renamed"}),
    ] {
        let (status, answer) = standard.patch("/api/link", body).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        assert_eq!(answer["result"]["slug"], "renamed");
        assert_eq!(answer["result"]["destination"], "https://example.com/new");
    }
}

#[tokio::test]
async fn an_unchanged_imported_slug_is_not_rechecked() {
    let app = TestApp::spawn_with(|s: &mut Settings| s.url_only_unique = true).await;
    let owner = app.owner().await;
    let id = insert_link(
        &app,
        "old/imported slug",
        "https://example.com/1",
        Some(owner.id()),
    )
    .await;
    owner.create_link("second", "https://example.com/2").await;
    let (status, body) = owner
        .patch(
            "/api/link",
            json!({"id": id, "slug": "old/imported slug", "destination": "https://example.com/1b"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let response = app
        .anonymous()
        .request(reqwest::Method::GET, "/old/imported%20slug")
        .send()
        .await
        .expect("request");
    assert_eq!(response.headers()["location"], "https://example.com/1b");
    // Its own destination is not a conflict; another link's is.
    let (status, _) = owner
        .patch(
            "/api/link",
            json!({"id": id, "destination": "https://example.com/1b"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    // Let the visit above reach the database first.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    app.flush_visits().await;
    let before = snapshot(&app).await;
    assert_error(
        &owner
            .patch(
                "/api/link",
                json!({"id": id, "destination": "https://example.com/2"}),
            )
            .await,
        409,
        DESTINATION_TAKEN,
    );
    assert_error(
        &owner
            .patch(
                "/api/link",
                json!({"id": id, "slug": "second", "destination": "https://example.com/2"}),
            )
            .await,
        409,
        SLUG_TAKEN,
    );
    assert_eq!(before, snapshot(&app).await);
}

#[tokio::test]
async fn concurrent_renames_to_one_slug_get_one_409_never_a_500() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    for round in 0..5 {
        let a = owner
            .create_link(&format!("a{round}"), "https://example.com/a")
            .await;
        let b = owner
            .create_link(&format!("b{round}"), "https://example.com/b")
            .await;
        let target = format!("target{round}");
        let (first, second) = tokio::join!(
            owner.patch("/api/link", json!({"id": a["id"], "slug": target})),
            owner.patch("/api/link", json!({"id": b["id"], "slug": target}))
        );
        for refused in refused_besides_one_success(&[first, second]) {
            assert_error(refused, 409, SLUG_TAKEN);
        }
    }
}
