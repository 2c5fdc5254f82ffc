//! A/B split links (docs/campaigns.md#ab-split): visitors go to the
//! variants by weight and keep theirs for the day (by the daily visitor
//! key, or a cookie when the link asks for one); rules come first; the
//! statistics count visits, humans and unique visitors per variant; a
//! promoted variant becomes the destination and the history stays; bad
//! splits change nothing.

use super::gate::{create, location, visit_as};
use crate::helpers::{assert_error, Actor, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use std::collections::HashMap;

const A: &str = "https://a.example.com/landing";
const B: &str = "https://b.example.com/landing";

/// A browser of its own: the visitor key hashes the full user agent, so
/// each agent is one visitor.
fn agent(n: usize) -> String {
    format!("Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0 visitor/{n}")
}

async fn go(actor: &Actor, path: &str, agent: &str, cookie: Option<&str>) -> reqwest::Response {
    let mut headers = vec![("user-agent", agent)];
    if let Some(cookie) = cookie {
        headers.push(("cookie", cookie));
    }
    visit_as(actor, Method::GET, path, &headers).await
}

fn split(a: u32, b: u32) -> Value {
    json!({"variants": [{"destination": A, "weight": a}, {"destination": B, "weight": b}]})
}

async fn variants(owner: &Actor, id: &str) -> Vec<Value> {
    let (status, stats) = owner.get(&format!("/api/link/{id}/stats")).await;
    assert_eq!(status, StatusCode::OK, "{stats}");
    stats["result"]["variants"]
        .as_array()
        .expect("variants")
        .clone()
}

#[tokio::test]
async fn visitors_split_by_weight_keep_their_variant_and_are_counted_per_variant() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = create(
        &owner,
        json!({"destination": A, "slug": "ab", "split": split(1, 1),
               "utm": {"campaign": "spring"}}),
    )
    .await;
    assert_eq!(
        link["split"],
        json!({"variants": [
        {"destination": A, "weight": 1}, {"destination": B, "weight": 1}], "cookie": false})
    );
    let visitor = app.anonymous();
    let mut sent: HashMap<String, usize> = HashMap::new();
    for n in 0..40 {
        let first = go(&visitor, "/ab", &agent(n), None).await;
        assert_eq!(first.status(), StatusCode::FOUND);
        assert!(first.headers().get("set-cookie").is_none(), "no cookie");
        let to = location(&first).expect("location").to_owned();
        for _ in 0..2 {
            let again = go(&visitor, "/ab", &agent(n), None).await;
            assert_eq!(
                location(&again),
                Some(to.as_str()),
                "visitor {n} keeps its variant"
            );
        }
        *sent.entry(to).or_default() += 1;
    }
    // Both variants, each with the link's campaign parameters.
    let to_a = sent[&format!("{A}?utm_campaign=spring")];
    let to_b = sent[&format!("{B}?utm_campaign=spring")];
    assert_eq!(to_a + to_b, 40, "{sent:?}");
    assert!(to_a > 0 && to_b > 0, "{sent:?}");
    // A crawler is sent to a variant too, and counted as a bot.
    let bot = go(
        &visitor,
        "/ab",
        "Googlebot/2.1 (+http://www.google.com/bot.html)",
        None,
    )
    .await;
    let bot_to = location(&bot).expect("location").to_owned();

    app.flush_visits().await;
    let id = link["id"].as_str().expect("id");
    let shown = variants(&owner, id).await;
    let bot_on_a = usize::from(bot_to.starts_with(A));
    assert_eq!(
        shown,
        [
            json!({"destination": A, "current": true, "weight": 1,
                   "visits": 3 * to_a + bot_on_a, "humanVisits": 3 * to_a,
                   "botVisits": bot_on_a, "uniqueVisitors": to_a}),
            json!({"destination": B, "current": true, "weight": 1,
                   "visits": 3 * to_b + 1 - bot_on_a, "humanVisits": 3 * to_b,
                   "botVisits": 1 - bot_on_a, "uniqueVisitors": to_b}),
        ]
    );
    let (_, totals) = owner.get(&format!("/api/link/{id}/stats")).await;
    assert_eq!(totals["result"]["totals"]["humanVisits"], 120);
    assert_eq!(totals["result"]["totals"]["uniqueVisitors"], 40);
}

/// A visitor keeps its variant for the day while the link is edited (the
/// key is the link's and the day's, not the cache entry's).
#[tokio::test]
async fn a_visitor_keeps_its_variant_when_the_link_gains_another_control() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = create(
        &owner,
        json!({"destination": A, "slug": "both-ways", "split": split(1, 1)}),
    )
    .await;
    let visitor = app.anonymous();
    let mut before = Vec::new();
    for n in 0..20 {
        let response = go(&visitor, "/both-ways", &agent(n), None).await;
        assert_eq!(response.status(), StatusCode::FOUND);
        assert_eq!(
            response.headers()["x-robots-tag"],
            "noindex",
            "not crawlable yet"
        );
        before.push(location(&response).expect("location").to_owned());
    }
    assert!(before.iter().any(|to| to == A) && before.iter().any(|to| to == B));
    let (status, edited) = owner
        .patch(
            "/api/link",
            json!({"id": link["id"], "crawlable": true, "redirectStatus": 307}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{edited}");
    for (n, to) in before.iter().enumerate() {
        let response = go(&visitor, "/both-ways", &agent(n), None).await;
        assert_eq!(response.status(), StatusCode::TEMPORARY_REDIRECT);
        assert!(response.headers().get("x-robots-tag").is_none());
        assert_eq!(location(&response), Some(to.as_str()), "visitor {n}");
    }
    app.flush_visits().await;
    let shown = variants(&owner, link["id"].as_str().expect("id")).await;
    let to_a = before.iter().filter(|to| *to == A).count();
    assert_eq!(shown[0]["humanVisits"], 2 * to_a);
    assert_eq!(shown[1]["humanVisits"], 2 * (20 - to_a));
    assert_eq!(shown[0]["uniqueVisitors"], to_a);
}

#[tokio::test]
async fn rules_come_before_the_split_and_weights_steer_it() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    create(
        &owner,
        json!({"destination": A, "slug": "steer",
               "split": {"variants": [{"destination": A, "weight": 1000},
                                      {"destination": B, "weight": 1}]},
               "redirectRules": [{"destination": "https://rule.example.com/",
                   "conditions": [{"type": "query-param", "key": "via", "value": "rule"}]}]}),
    )
    .await;
    let visitor = app.anonymous();
    let ruled = go(&visitor, "/steer?via=rule", &agent(1), None).await;
    assert_eq!(location(&ruled), Some("https://rule.example.com/"));
    let mut to_a = 0;
    for n in 0..30 {
        let response = go(&visitor, "/steer", &agent(n), None).await;
        to_a += usize::from(location(&response) == Some(A));
    }
    // 1000 to 1: 30 visitors all on A but with a chance of 3 %.
    assert!(to_a >= 28, "{to_a} of 30 on the heavy variant");
}

#[tokio::test]
async fn a_link_that_asks_remembers_the_variant_in_a_cookie() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = create(
        &owner,
        json!({"destination": A, "slug": "kept",
               "split": {"variants": [{"destination": A, "weight": 1},
                                      {"destination": B, "weight": 1}], "cookie": true}}),
    )
    .await;
    assert_eq!(link["split"]["cookie"], true);
    let visitor = app.anonymous();
    let first = go(&visitor, "/kept", &agent(1), None).await;
    let to = location(&first).expect("location").to_owned();
    let cookie = first
        .headers()
        .get("set-cookie")
        .and_then(|v| v.to_str().ok())
        .expect("a variant cookie")
        .to_owned();
    assert!(cookie.starts_with("linkhop_variant_"), "{cookie}");
    assert!(
        cookie.ends_with("; Path=/kept; Max-Age=2592000; HttpOnly; SameSite=Lax"),
        "{cookie}"
    );
    let pair = cookie.split(';').next().expect("pair").to_owned();
    // Other browsers carrying the cookie get its variant, without a new cookie.
    for n in 2..12 {
        let again = go(&visitor, "/kept", &agent(n), Some(&pair)).await;
        assert_eq!(location(&again), Some(to.as_str()));
        assert!(again.headers().get("set-cookie").is_none());
    }
    // A cookie naming no variant is replaced.
    let name = pair.split('=').next().expect("name");
    let stale = go(
        &visitor,
        "/kept",
        &agent(1),
        Some(&format!("{name}=00000000")),
    )
    .await;
    assert_eq!(location(&stale), Some(to.as_str()));
    assert!(stale.headers().get("set-cookie").is_some());
}

#[tokio::test]
async fn promoting_a_variant_ends_the_split_and_keeps_its_history() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = create(
        &owner,
        json!({"destination": A, "slug": "promo", "split": split(1, 1)}),
    )
    .await;
    let id = link["id"].as_str().expect("id");
    let visitor = app.anonymous();
    for n in 0..10 {
        go(&visitor, "/promo", &agent(n), None).await;
    }
    app.flush_visits().await;
    let before = variants(&owner, id).await;

    let path = format!("/api/link/{id}/promote");
    assert_error(
        &owner
            .post(&path, json!({"destination": "https://c.example.com/"}))
            .await,
        422,
        "Invalid split: destination is not one of the split's variants",
    );
    let (status, promoted) = owner.post(&path, json!({"destination": B})).await;
    assert_eq!(status, StatusCode::OK, "{promoted}");
    assert_eq!(promoted["result"]["destination"], B);
    assert_eq!(promoted["result"]["split"], Value::Null);
    for n in 0..5 {
        let response = go(&visitor, "/promo", &agent(n), None).await;
        assert_eq!(location(&response), Some(B), "every visitor to the winner");
    }
    assert_error(
        &owner.post(&path, json!({"destination": B})).await,
        422,
        "Invalid split: the link has no split",
    );
    app.flush_visits().await;
    let after = variants(&owner, id).await;
    // The variants' visits stay, as past variants; the later visits are
    // the link's own.
    let past: Vec<(Value, Value, Value)> = after
        .iter()
        .map(|v| {
            (
                v["destination"].clone(),
                v["current"].clone(),
                v["visits"].clone(),
            )
        })
        .collect();
    for variant in before.iter().filter(|v| v["visits"] != 0) {
        assert!(
            past.contains(&(
                variant["destination"].clone(),
                json!(false),
                variant["visits"].clone()
            )),
            "{before:?} -> {after:?}"
        );
    }
    let (_, stats) = owner.get(&format!("/api/link/{id}/stats")).await;
    assert_eq!(stats["result"]["totals"]["visits"], 15);
}

#[tokio::test]
async fn bad_splits_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let link = create(
        &owner,
        json!({"destination": A, "slug": "solid", "split": split(2, 3)}),
    )
    .await;
    let id = link["id"].as_str().expect("id");
    let one = json!({"variants": [{"destination": A, "weight": 1}]});
    let nine: Vec<Value> = (0..9)
        .map(|i| json!({"destination": format!("https://e.com/{i}"), "weight": 1}))
        .collect();
    for (bad, problem) in [
        (one, "a split has 2 to 8 variants"),
        (json!({"variants": nine}), "a split has 2 to 8 variants"),
        (
            json!({"variants": [{"destination": A, "weight": 1},
                                {"destination": "javascript:alert(1)", "weight": 1}]}),
            "variant 2 needs an http or https destination",
        ),
        (
            json!({"variants": [{"destination": A, "weight": 0}, {"destination": B, "weight": 1}]}),
            "variant 1 needs a weight from 1 to 1000",
        ),
        (
            json!({"variants": [{"destination": A, "weight": 1}, {"destination": B, "weight": "9"}]}),
            "variant 2 needs a weight from 1 to 1000",
        ),
        (
            json!({"variants": [{"destination": A, "weight": 1}, {"destination": A, "weight": 1}]}),
            "variant 2 repeats another variant's destination",
        ),
        (
            json!({"variants": [{"destination": A, "weight": 1}, {"destination": B, "weight": 1}],
                   "cookie": "yes"}),
            "cookie must be true or false",
        ),
    ] {
        let message = format!("Invalid split: {problem}");
        assert_error(
            &owner
                .patch(
                    "/api/link",
                    json!({"id": id, "destination": B, "split": bad}),
                )
                .await,
            422,
            &message,
        );
        assert_error(
            &owner
                .post(
                    "/api/link",
                    json!({"destination": B, "slug": "never", "split": bad}),
                )
                .await,
            422,
            &message,
        );
    }
    // Not an object at all: a type error, as every field's.
    assert_error(
        &owner
            .patch("/api/link", json!({"id": id, "split": [A, B]}))
            .await,
        400,
        "The following fields have an invalid type: split",
    );
    let (_, single) = owner.get(&format!("/api/link/single?id={id}")).await;
    assert_eq!(single["result"]["destination"], A);
    assert_eq!(single["result"]["split"]["variants"][1]["weight"], 3);
    let (_, never) = owner.get("/api/link?slug=never").await;
    assert_ne!(never["success"], true, "{never}");
    // null removes the split; the link redirects to its destination again.
    let (status, edited) = owner
        .patch("/api/link", json!({"id": id, "split": null}))
        .await;
    assert_eq!(status, StatusCode::OK, "{edited}");
    assert_eq!(edited["result"]["split"], Value::Null);
    let plain = go(&app.anonymous(), "/solid", &agent(1), None).await;
    assert_eq!(location(&plain), Some(A));
}
