//! Statistics by campaign (docs/campaigns.md, "Statistics by campaign"):
//! `GET /api/stats` sums the range's visits by the `utm` campaign and
//! source each link has, over the links the caller may see.

use super::{record, seed_link, Counts};
use crate::db::exec;
use crate::helpers::TestApp;
use serde_json::{json, Value};

const HOUR: &str = "2026-05-01T10:00:00Z";
const RANGE: &str = "from=2026-05-01&to=2026-05-02";

async fn seed(app: &TestApp, slug: &str, author: &str, utm: Option<Value>, counts: Counts) {
    let (id, num) = seed_link(app, slug, Some(author), false).await;
    if let Some(utm) = utm {
        exec(
            app,
            "UPDATE links SET utm = $1 WHERE id = $2",
            &[&utm.to_string(), &id],
        )
        .await;
    }
    record(app, num, 0, HOUR, "", counts).await;
}

fn visits(humans: i64, bots: i64) -> Counts {
    Counts {
        humans,
        bots,
        ..Counts::default()
    }
}

async fn breakdown(actor: &crate::helpers::Actor, query: &str) -> (Value, Value) {
    let (status, body) = actor.get(&format!("/api/stats?{query}")).await;
    assert_eq!(status, 200, "{body}");
    (
        body["result"]["campaigns"].clone(),
        body["result"]["campaignSources"].clone(),
    )
}

#[tokio::test]
async fn visits_are_summed_by_the_campaign_and_source_of_each_link() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let alice = app.standard_user().await;
    let bob = app.standard_user().await;
    seed(&app, "plain", alice.id(), None, visits(10, 0)).await;
    assert_eq!(
        breakdown(&owner, RANGE).await,
        (json!([]), json!([])),
        "no link has campaign parameters"
    );

    let utm = |campaign: Option<&str>, source: &str| {
        let mut utm = json!({ "source": source });
        if let Some(campaign) = campaign {
            utm["campaign"] = json!(campaign);
        }
        Some(utm)
    };
    seed(
        &app,
        "a1",
        alice.id(),
        utm(Some("spring"), "news"),
        visits(5, 0),
    )
    .await;
    seed(
        &app,
        "a2",
        alice.id(),
        utm(Some("spring"), "email"),
        visits(2, 1),
    )
    .await;
    seed(&app, "a3", alice.id(), utm(None, "x"), visits(1, 0)).await;
    seed(
        &app,
        "b1",
        bob.id(),
        utm(Some("summer"), "news"),
        visits(4, 0),
    )
    .await;
    seed(
        &app,
        "b2",
        bob.id(),
        utm(Some("autumn"), "news"),
        visits(0, 0),
    )
    .await;

    let entry = |value: &str, visits: i64, humans: i64| json!({"value": value, "visits": visits, "humanVisits": humans});
    assert_eq!(
        breakdown(&owner, RANGE).await,
        (
            json!([entry("spring", 8, 7), entry("summer", 4, 4)]),
            json!([entry("news", 9, 9), entry("email", 3, 2), entry("x", 1, 1)]),
        ),
        "every link's, whatever bots says; no visits, no entry"
    );
    assert_eq!(
        breakdown(&owner, &format!("{RANGE}&bots=exclude")).await,
        breakdown(&owner, RANGE).await
    );
    assert_eq!(
        breakdown(&alice, RANGE).await,
        (
            json!([entry("spring", 8, 7)]),
            json!([entry("news", 5, 5), entry("email", 3, 2), entry("x", 1, 1)]),
        ),
        "a standard account sees its own links only"
    );
    assert_eq!(
        breakdown(&owner, "from=2026-05-02&to=2026-05-03").await,
        (json!([]), json!([])),
        "outside the range"
    );
}
