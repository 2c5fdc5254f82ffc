//! API secrets: `POST /api/auth/newSecret` for oneself and for others
//! (api.md §4.7).

use crate::db::{snapshot, texts};
use crate::helpers::{assert_error, keys, Actor, TestApp};
use linkhop::domain::accounts::Role;
use reqwest::StatusCode;
use serde_json::json;

async fn secret_of(app: &TestApp, id: &str) -> Option<String> {
    texts(app, "SELECT secret FROM accounts WHERE id = $1", &[id])
        .await
        .into_iter()
        .next()
        .flatten()
}

#[tokio::test]
async fn new_secret_for_self_replaces_the_old_one_at_once() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let first = owner.with_secret().await;
    let (status, body) = owner
        .post("/api/auth/newSecret", json!({"userID": owner.id()}))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(keys(&body), vec!["success", "message", "result"]);
    assert_eq!(body["message"], "Successfully generated a new secret");
    let second = body["result"]["secret"]
        .as_str()
        .expect("secret")
        .to_owned();
    assert_eq!(second.len(), 32);
    assert!(second.bytes().all(|b| b.is_ascii_alphanumeric()));
    assert_error(&first.get("/api/auth/me").await, 401, "Invalid secret");
    let fresh = Actor {
        secret: Some(second.clone()),
        ..first.clone()
    };
    let (status, _) = fresh.get("/api/auth/me").await;
    assert_eq!(status, StatusCode::OK);
    for body in [json!({"userID": ""}), json!({"userID": null}), json!({})] {
        let (status, answer) = owner.post("/api/auth/newSecret", body).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            secret_of(&app, owner.id()).await.as_deref(),
            answer["result"]["secret"].as_str()
        );
    }
    assert_error(
        &owner
            .post("/api/auth/newSecret", json!({"userID": 5}))
            .await,
        400,
        "The following fields have an invalid type: userID",
    );
}

#[tokio::test]
async fn new_secret_for_others_follows_the_role_matrix() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let admin = app.admin().await;
    let admin2 = app.admin().await;
    let standard = app.standard_user().await;
    let standard2 = app.standard_user().await;
    let unknown = uuid::Uuid::new_v4().to_string();
    let no_permission = "You do not have permission to update users.";
    let too_low = "You do not have a high enough role to update this user.";
    type Expected<'a> = Result<(), (u16, &'a str)>;
    let cases: Vec<(&Actor, &str, Expected)> = vec![
        (&owner, admin.id(), Ok(())),
        (&owner, standard.id(), Ok(())),
        (&owner, &unknown, Err((404, "Invalid id"))),
        (&admin, standard.id(), Ok(())),
        (&admin, admin2.id(), Err((403, too_low))),
        (&admin, owner.id(), Err((403, too_low))),
        (&admin, &unknown, Err((404, "Invalid id"))),
        (&standard, standard2.id(), Err((403, no_permission))),
        (&standard, admin.id(), Err((403, no_permission))),
        (&standard, owner.id(), Err((403, no_permission))),
        (&standard, &unknown, Err((403, no_permission))),
    ];
    for (caller, target, expected) in cases {
        let before = snapshot(&app).await;
        let callers_secret = secret_of(&app, caller.id()).await;
        let answer = caller
            .post("/api/auth/newSecret", json!({"userID": target}))
            .await;
        match expected {
            Ok(()) => {
                assert_eq!(
                    answer.0,
                    StatusCode::OK,
                    "{} -> {target}: {}",
                    caller.username(),
                    answer.1
                );
                let secret = answer.1["result"]["secret"].as_str().expect("secret");
                assert_eq!(secret_of(&app, target).await.as_deref(), Some(secret));
                let as_target = Actor {
                    secret: Some(secret.to_owned()),
                    ..app.anonymous()
                };
                let (_, me) = as_target.get("/api/auth/me").await;
                assert_eq!(me["result"]["id"], target);
                // The caller's own secret is untouched.
                assert_eq!(secret_of(&app, caller.id()).await, callers_secret);
            }
            Err((status, message)) => {
                assert_error(&answer, status, message);
                assert_eq!(before, snapshot(&app).await);
            }
        }
    }
}

#[tokio::test]
async fn new_secret_is_refused_in_demo_mode_after_authentication() {
    let app = TestApp::spawn_with(|s| s.demo = true).await;
    let user = app.user_named("demo_user", Role::Standard).await;
    assert_error(
        &app.anonymous().post("/api/auth/newSecret", json!({})).await,
        401,
        "No cookie token provided",
    );
    assert_error(
        &user.post("/api/auth/newSecret", json!({"userID": 5})).await,
        406,
        "Updating of credentials is not enabled in demo mode.",
    );
    assert_eq!(secret_of(&app, user.id()).await, None);
}
