//! Totals and top lists: what `bots` selects, uniques, and the folding of
//! a top list into 10 entries and "(other)".

use super::{humans, record, seed_link, series_visits, top_slugs, Counts};
use crate::helpers::TestApp;
use reqwest::StatusCode;
use serde_json::json;

const HOUR: &str = "2026-05-01T10:00:00Z";
const RANGE: &str = "from=2026-05-01&to=2026-05-02";

#[tokio::test]
async fn bots_mode_selects_top_counts_and_uniques_but_never_the_visit_figures() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (id, num) = seed_link(&app, "bots", Some(owner.id()), false).await;
    let both = |humans, bots, unique_humans, unique_bots| Counts {
        humans,
        bots,
        unique_humans,
        unique_bots,
    };
    record(&app, num, 0, HOUR, "", both(5, 3, 4, 2)).await;
    record(&app, num, 0, "2026-05-01T11:00:00Z", "", both(1, 0, 1, 0)).await;
    record(&app, num, 1, HOUR, "", both(2, 0, 0, 0)).await;
    record(&app, num, 1, HOUR, "news.example", both(3, 0, 0, 0)).await;
    record(&app, num, 1, HOUR, "crawl.example", both(0, 3, 0, 0)).await;
    record(
        &app,
        num,
        1,
        "2026-05-01T11:00:00Z",
        "news.example",
        both(1, 0, 0, 0),
    )
    .await;
    record(&app, num, 3, HOUR, "desktop", both(5, 3, 0, 0)).await;
    record(
        &app,
        num,
        3,
        "2026-05-01T11:00:00Z",
        "mobile",
        both(1, 0, 0, 0),
    )
    .await;
    let get = |bots: &str| {
        let path = format!("/api/link/{id}/stats?{RANGE}&bots={bots}");
        let owner = owner.clone();
        async move {
            let (status, body) = owner.get(&path).await;
            assert_eq!(status, StatusCode::OK, "{body}");
            body["result"].clone()
        }
    };
    let exclude = get("exclude").await;
    assert_eq!(exclude["bots"], "exclude");
    assert_eq!(
        exclude["totals"],
        json!({"visits": 9, "humanVisits": 6, "botVisits": 3, "uniqueVisitors": 5})
    );
    assert_eq!(
        exclude["referrers"],
        json!([{"value": "news.example", "visits": 4}, {"value": null, "visits": 2}])
    );
    assert_eq!(
        exclude["devices"],
        json!([{"value": "desktop", "visits": 5}, {"value": "mobile", "visits": 1}])
    );
    // No known value: every visit is under the unknown value.
    for dimension in ["countries", "browsers", "os"] {
        assert_eq!(exclude[dimension], json!([{"value": null, "visits": 6}]));
    }
    let day = &exclude["series"][0];
    assert_eq!(
        day,
        &json!({"start": "2026-05-01T00:00:00.000Z", "visits": 9, "humanVisits": 6, "botVisits": 3, "uniqueVisitors": 5})
    );
    let include = get("include").await;
    assert_eq!(include["totals"]["uniqueVisitors"], 7);
    assert_eq!(include["totals"]["visits"], 9);
    assert_eq!(
        include["referrers"],
        json!([
            {"value": "news.example", "visits": 4},
            {"value": "crawl.example", "visits": 3},
            {"value": null, "visits": 2}
        ])
    );
    let only = get("only").await;
    assert_eq!(
        only["totals"],
        json!({"visits": 9, "humanVisits": 6, "botVisits": 3, "uniqueVisitors": 2})
    );
    assert_eq!(
        only["referrers"],
        json!([{"value": "crawl.example", "visits": 3}])
    );
    assert_eq!(only["devices"], json!([{"value": "desktop", "visits": 3}]));
    assert_eq!(only["series"][0]["uniqueVisitors"], 2);
}

#[tokio::test]
async fn top_lists_keep_ten_entries_and_fold_the_rest_into_other() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (id, num) = seed_link(&app, "tops", Some(owner.id()), false).await;
    // 13 countries: ZZ 20, then AA..AL with 12 down to 1 (ties broken by
    // value: BB and BA share 9 visits).
    record(&app, num, 2, HOUR, "ZZ", humans(20)).await;
    let countries = [
        ("AA", 12),
        ("AB", 11),
        ("AC", 10),
        ("BB", 9),
        ("BA", 9),
        ("AF", 7),
        ("AG", 6),
        ("AH", 5),
        ("AI", 4),
        ("AJ", 3),
        ("AK", 2),
        ("AL", 1),
    ];
    for (country, n) in countries {
        record(&app, num, 2, HOUR, country, humans(n)).await;
    }
    // 100 visits in all: one of them with no known country.
    record(&app, num, 0, HOUR, "", humans(100)).await;
    let (status, body) = owner.get(&format!("/api/link/{id}/stats?{RANGE}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body["result"]["countries"],
        json!([
            {"value": "ZZ", "visits": 20},
            {"value": "AA", "visits": 12},
            {"value": "AB", "visits": 11},
            {"value": "AC", "visits": 10},
            {"value": "BA", "visits": 9},
            {"value": "BB", "visits": 9},
            {"value": "AF", "visits": 7},
            {"value": "AG", "visits": 6},
            {"value": "AH", "visits": 5},
            {"value": "AI", "visits": 4},
            {"value": "(other)", "visits": 3 + 2 + 1 + 1}
        ])
    );
}

#[tokio::test]
async fn long_ranges_add_whole_days_and_the_hours_at_both_ends() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (id, num) = seed_link(&app, "days", Some(owner.id()), false).await;
    // One visit just outside each end, and visits in the first partial
    // day, a whole day, and the last partial day.
    for (hour, n) in [
        ("2026-05-01T19:00:00Z", 100),
        ("2026-05-01T20:00:00Z", 1),
        ("2026-05-02T13:00:00Z", 10),
        ("2026-05-03T02:00:00Z", 1000),
        ("2026-05-03T03:00:00Z", 10_000),
    ] {
        record(&app, num, 0, hour, "", humans(n)).await;
        record(&app, num, 3, hour, "mobile", humans(n)).await;
    }
    let path = format!(
        "/api/link/{id}/stats?from=2026-05-01T20:00:00Z&to=2026-05-03T03:00:00Z&interval=day"
    );
    let (status, body) = owner.get(&path).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"]["totals"]["visits"], 1011);
    assert_eq!(
        body["result"]["devices"],
        json!([{"value": "mobile", "visits": 1011}])
    );
    let (status, all) = owner
        .get("/api/stats?from=2026-05-01T20:00:00Z&to=2026-05-03T03:00:00Z")
        .await;
    assert_eq!(status, StatusCode::OK, "{all}");
    assert_eq!(all["result"]["topLinks"][0]["visits"], 1011);
    assert_eq!(all["result"]["devices"][0]["visits"], 1011);
}

#[tokio::test]
async fn long_ranges_add_whole_months_the_days_around_them_and_the_edge_hours() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (id, num) = seed_link(&app, "months", Some(owner.id()), false).await;
    // From 2026-01-30T20:00Z to 2026-04-02T03:00Z: the hours of Jan 30, Jan
    // 31 by day, February and March by month, April 1 by day, the hours of
    // April 2. Each place gets a different power of ten, the visits just
    // outside both ends too, so a wrong cut shows in the sum.
    let places = [
        ("2026-01-30T19:00:00Z", 1, false),
        ("2026-01-30T20:00:00Z", 10, true),
        ("2026-01-31T13:00:00Z", 100, true),
        ("2026-02-01T00:00:00Z", 1_000, true),
        ("2026-03-31T23:00:00Z", 10_000, true),
        ("2026-04-01T05:00:00Z", 100_000, true),
        ("2026-04-02T02:00:00Z", 1_000_000, true),
        ("2026-04-02T03:00:00Z", 10_000_000, false),
    ];
    for (hour, n, _) in places {
        record(&app, num, 0, hour, "", humans(n)).await;
        record(&app, num, 2, hour, "FR", humans(n)).await;
    }
    let inside: i64 = places.iter().filter(|p| p.2).map(|p| p.1).sum();
    let range = "from=2026-01-30T20:00:00Z&to=2026-04-02T03:00:00Z";
    for interval in ["day", "week", "month"] {
        let (status, body) = owner
            .get(&format!("/api/link/{id}/stats?{range}&interval={interval}"))
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["result"]["totals"]["visits"], inside, "{interval}");
        let series: i64 = series_visits(&body).iter().map(|(_, v)| v).sum();
        assert_eq!(series, inside, "{interval}");
        assert_eq!(
            body["result"]["countries"],
            json!([{"value": "FR", "visits": inside}])
        );
    }
    let (status, all) = owner.get(&format!("/api/stats?{range}")).await;
    assert_eq!(status, StatusCode::OK, "{all}");
    assert_eq!(all["result"]["topLinks"][0]["visits"], inside);
    assert_eq!(all["result"]["countries"][0]["visits"], inside);
}

#[tokio::test]
async fn top_links_keep_every_tie_at_the_cut_and_sort_it_by_slug() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (_, first) = seed_link(&app, "zz-first", Some(owner.id()), false).await;
    record(&app, first, 0, HOUR, "", humans(5)).await;
    // Eleven links tie for the places from 2nd to 10th; created in reverse
    // slug order, so an order by link number would show the wrong nine.
    for n in (0..11).rev() {
        let (_, num) = seed_link(&app, &format!("tie-{n:02}"), Some(owner.id()), false).await;
        record(&app, num, 0, HOUR, "", humans(3)).await;
    }
    let (_, quiet) = seed_link(&app, "quiet", Some(owner.id()), false).await;
    record(&app, quiet, 0, "2026-06-01T10:00:00Z", "", humans(50)).await;
    let (status, body) = owner.get(&format!("/api/stats?{RANGE}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let mut expected = vec![("zz-first".to_owned(), 5)];
    expected.extend((0..9).map(|n| (format!("tie-{n:02}"), 3)));
    assert_eq!(top_slugs(&body), expected);
    // Fewer visited links than places: every one of them.
    let (status, body) = owner.get("/api/stats?from=2026-06-01&to=2026-06-02").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(top_slugs(&body), vec![("quiet".to_owned(), 50)]);
}

#[tokio::test]
async fn a_deleted_link_not_yet_purged_leaves_the_top_links_full() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    // Its statistics stay until the retention job purges them.
    let (gone, gone_num) = seed_link(&app, "gone", Some(owner.id()), false).await;
    record(&app, gone_num, 0, HOUR, "", humans(100)).await;
    for n in 1..=11 {
        let (_, num) = seed_link(&app, &format!("kept-{n:02}"), Some(owner.id()), false).await;
        record(&app, num, 0, HOUR, "", humans(n)).await;
    }
    let (status, body) = owner.delete("/api/link", json!({"ids": [gone]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = owner.get(&format!("/api/stats?{RANGE}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let expected: Vec<(String, i64)> = (2..=11)
        .rev()
        .map(|n| (format!("kept-{n:02}"), n))
        .collect();
    assert_eq!(top_slugs(&body), expected);
}
