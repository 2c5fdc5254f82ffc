//! A link password's budget whatever the number of addresses and instances
//! (issue 30, item 4): 200 addresses guessing at once check a handful of
//! passwords, not a thousand, and the owner sees how many were wrong.

use super::gate::create;
use super::limits::BROWSER;
use super::passwords::open_form;
use crate::helpers::{Actor, TestApp};
use reqwest::StatusCode;
use serde_json::{json, Value};

const ADDRESSES: usize = 200;
const GUESSES_PER_ADDRESS: usize = 5;
/// 5 free failures, then waits of 1 s, 2 s, 4 s… after the latest failure:
/// a burst of a few seconds checks at most this many.
const MOST_CHECKED: usize = 8;

/// A guess from `address` (the proxy's `X-Forwarded-For`) at `base`.
async fn guess(
    visitor: &Actor,
    base: &str,
    path: &str,
    password: &str,
    token: &str,
    address: &str,
) -> StatusCode {
    visitor
        .client
        .post(format!("{base}{path}"))
        .header("user-agent", BROWSER)
        .header("x-forwarded-for", address)
        .form(&[("password", password), ("csrf", token)])
        .send()
        .await
        .expect("post")
        .status()
}

/// Every address guesses `GUESSES_PER_ADDRESS` times at once, spread over
/// `bases` (instances); returns how many guesses were checked (403) and how
/// many refused unchecked (429).
async fn burst(visitor: &Actor, bases: &[String], token: &str) -> (usize, usize) {
    let guesses = (0..ADDRESSES * GUESSES_PER_ADDRESS).map(|i| {
        let address = format!("198.51.100.{}", i % ADDRESSES + 1);
        let base = &bases[i % bases.len()];
        async move {
            guess(
                visitor,
                base,
                "/vault",
                &format!("guess{i}"),
                token,
                &address,
            )
            .await
        }
    });
    let statuses = futures_util::future::join_all(guesses).await;
    let checked = statuses
        .iter()
        .filter(|s| **s == StatusCode::FORBIDDEN)
        .count();
    let refused = statuses
        .iter()
        .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
        .count();
    assert_eq!(checked + refused, statuses.len(), "{statuses:?}");
    (checked, refused)
}

async fn failures_seen_by(owner: &Actor, id: &str) -> Value {
    let (status, body) = owner.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["result"].clone()
}

async fn protected_link(app: &TestApp) -> (Actor, String) {
    let owner = app.owner().await;
    let link = create(
        &owner,
        json!({"destination": "https://example.com/vault", "slug": "vault", "password": "right"}),
    )
    .await;
    let id = link["id"].as_str().expect("id").to_owned();
    (owner, id)
}

#[tokio::test]
async fn guesses_from_200_addresses_check_only_the_links_budget() {
    let app = TestApp::spawn_with(|s| s.trust_proxy = 1).await;
    let (owner, id) = protected_link(&app).await;
    let before = failures_seen_by(&owner, &id).await;
    assert_eq!(before["failedPasswordAttempts"], 0);
    assert_eq!(before["lastFailedPasswordAt"], Value::Null);

    let visitor = app.anonymous();
    let token = open_form(&visitor, "/vault").await;
    let (checked, refused) = burst(&visitor, std::slice::from_ref(&app.base), &token).await;
    eprintln!(
        "{checked} of {} guesses checked, {refused} refused",
        checked + refused
    );
    assert!(
        (5..=MOST_CHECKED).contains(&checked),
        "{checked} guesses were checked"
    );

    let after = failures_seen_by(&owner, &id).await;
    assert_eq!(after["failedPasswordAttempts"], checked);
    assert!(after["lastFailedPasswordAt"].is_string(), "{after}");
}

/// Two instances on one PostgreSQL database share the budget.
#[tokio::test]
async fn the_budget_holds_across_instances() {
    let app = TestApp::spawn_with(|s| s.trust_proxy = 1).await;
    if !app.app.settings.database_url.starts_with("postgres") {
        return;
    }
    let (owner, id) = protected_link(&app).await;
    let second = linkhop::app::App::start(app.app.settings.clone())
        .await
        .expect("second instance");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let second_base = format!("http://{}", listener.local_addr().expect("address"));
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(linkhop::app::serve(second, listener, async {
        let _ = stopped.await;
    }));

    let visitor = app.anonymous();
    let token = open_form(&visitor, "/vault").await;
    let bases = [app.base.clone(), second_base];
    let (checked, _) = burst(&visitor, &bases, &token).await;
    assert!(
        (5..=MOST_CHECKED).contains(&checked),
        "{checked} guesses were checked on two instances"
    );
    let after = failures_seen_by(&owner, &id).await;
    assert_eq!(after["failedPasswordAttempts"], checked);

    let _ = stop.send(());
    let _ = server.await;
}
