//! `maxVisits`: exact under a concurrent burst, counted for humans only
//! (crawlers, link previews and `HEAD` never use a visit up), then the
//! link behaves as expired.

use super::gate::{create, location, visit_as};
use crate::helpers::TestApp;
use reqwest::{Method, StatusCode};
use serde_json::json;

pub const BROWSER: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 \
     (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";

#[tokio::test]
async fn a_limit_of_20_serves_exactly_20_of_64_concurrent_visits() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    create(
        &owner,
        json!({"destination": "https://example.com/limited", "slug": "limited", "maxVisits": 20}),
    )
    .await;
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    let url = app.url("/limited");
    let answers = futures_util::future::join_all((0..64).map(|_| {
        let (client, url) = (client.clone(), url.clone());
        async move {
            let response = client
                .get(url)
                .header("user-agent", BROWSER)
                .send()
                .await
                .expect("request");
            response.status()
        }
    }))
    .await;
    let redirected = answers.iter().filter(|s| **s == StatusCode::FOUND).count();
    let gone = answers.iter().filter(|s| **s == StatusCode::GONE).count();
    assert_eq!((redirected, gone), (20, 44), "{answers:?}");
    app.flush_visits().await;
    let (_, list) = owner.get("/api/link/list").await;
    let link = &list["result"]["links"][0];
    assert_eq!(link["usedVisits"], 20);
    assert_eq!(link["humanVisits"], 20, "refused visits are not counted");
    assert_eq!(link["state"], "expired");
    let (_, expired) = owner.get("/api/link/list?state=expired").await;
    assert_eq!(expired["result"]["total"], 1);
}

#[tokio::test]
async fn bots_and_head_requests_never_use_a_visit_up() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    create(
        &owner,
        json!({"destination": "https://example.com/l", "slug": "three", "maxVisits": 3,
               "expiredUrl": "https://example.com/over"}),
    )
    .await;
    let visitor = app.anonymous();
    for agent in [
        "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "",
    ] {
        let headers: Vec<(&str, &str)> = if agent.is_empty() {
            vec![]
        } else {
            vec![("user-agent", agent)]
        };
        for _ in 0..3 {
            let response = visit_as(&visitor, Method::GET, "/three", &headers).await;
            assert_eq!(
                location(&response),
                Some("https://example.com/l"),
                "{agent}"
            );
        }
    }
    for _ in 0..3 {
        let head = visit_as(&visitor, Method::HEAD, "/three", &[("user-agent", BROWSER)]).await;
        assert_eq!(head.status(), StatusCode::FOUND);
    }
    for _ in 0..3 {
        let human = visit_as(&visitor, Method::GET, "/three", &[("user-agent", BROWSER)]).await;
        assert_eq!(location(&human), Some("https://example.com/l"));
    }
    let over = visit_as(&visitor, Method::GET, "/three", &[("user-agent", BROWSER)]).await;
    assert_eq!(location(&over), Some("https://example.com/over"));
    // Used up, the link is expired for bots too.
    let bot = visit_as(&visitor, Method::HEAD, "/three", &[]).await;
    assert_eq!(location(&bot), Some("https://example.com/over"));
    app.flush_visits().await;
    let (_, list) = owner.get("/api/link/list").await;
    let link = &list["result"]["links"][0];
    assert_eq!(
        (link["usedVisits"].clone(), link["humanVisits"].clone()),
        (json!(3), json!(3))
    );
    assert_eq!(link["botVisits"], 12);
}

#[tokio::test]
async fn a_limit_set_later_counts_the_visits_already_made_and_can_be_raised() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = owner
        .create_link("later", "https://example.com/later")
        .await;
    let visitor = app.anonymous();
    for _ in 0..2 {
        visit_as(&visitor, Method::GET, "/later", &[("user-agent", BROWSER)]).await;
    }
    app.flush_visits().await;
    let (_, edited) = owner
        .patch("/api/link", json!({"id": link["id"], "maxVisits": 3}))
        .await;
    assert_eq!(edited["result"]["usedVisits"], 2);
    let third = visit_as(&visitor, Method::GET, "/later", &[("user-agent", BROWSER)]).await;
    assert_eq!(third.status(), StatusCode::FOUND);
    let fourth = visit_as(&visitor, Method::GET, "/later", &[("user-agent", BROWSER)]).await;
    assert_eq!(fourth.status(), StatusCode::GONE);
    owner
        .patch("/api/link", json!({"id": link["id"], "maxVisits": 4}))
        .await;
    let fifth = visit_as(&visitor, Method::GET, "/later", &[("user-agent", BROWSER)]).await;
    assert_eq!(
        fifth.status(),
        StatusCode::FOUND,
        "the raised limit applies at once"
    );
}
