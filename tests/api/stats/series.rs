//! Series buckets: days in UTC and in Europe/Paris across the spring clock
//! change, ISO weeks from Monday, months, and the hour boundary.

use super::{humans, record, seed_link, series_visits};
use crate::helpers::TestApp;
use reqwest::StatusCode;
use serde_json::json;

fn pairs(items: &[(&str, i64)]) -> Vec<(String, i64)> {
    items.iter().map(|(s, v)| ((*s).to_owned(), *v)).collect()
}

#[tokio::test]
async fn day_buckets_start_at_local_midnight_across_a_clock_change() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (id, num) = seed_link(&app, "dst", Some(owner.id()), false).await;
    for (hour, n) in [
        ("2026-03-28T22:00:00Z", 1),
        ("2026-03-28T23:00:00Z", 2),
        ("2026-03-29T21:00:00Z", 4),
        ("2026-03-29T22:00:00Z", 8),
    ] {
        record(&app, num, 0, hour, "", humans(n)).await;
    }
    let path = format!("/api/link/{id}/stats?from=2026-03-28&to=2026-03-30");
    let (status, utc) = owner.get(&path).await;
    assert_eq!(status, StatusCode::OK, "{utc}");
    assert_eq!(utc["result"]["from"], "2026-03-28T00:00:00.000Z");
    assert_eq!(utc["result"]["to"], "2026-03-30T00:00:00.000Z");
    assert_eq!(utc["result"]["tz"], "UTC");
    assert_eq!(utc["result"]["interval"], "day");
    assert_eq!(
        series_visits(&utc),
        pairs(&[
            ("2026-03-28T00:00:00.000Z", 3),
            ("2026-03-29T00:00:00.000Z", 12)
        ])
    );
    let (status, paris) = owner.get(&format!("{path}&tz=Europe/Paris")).await;
    assert_eq!(status, StatusCode::OK, "{paris}");
    assert_eq!(paris["result"]["tz"], "Europe/Paris");
    // Paris days: the 28th from 27T23:00Z, the 29th (23 hours) from 28T23:00Z
    // to 29T22:00Z, where the range ends.
    assert_eq!(paris["result"]["from"], "2026-03-27T23:00:00.000Z");
    assert_eq!(paris["result"]["to"], "2026-03-29T22:00:00.000Z");
    assert_eq!(
        series_visits(&paris),
        pairs(&[
            ("2026-03-27T23:00:00.000Z", 1),
            ("2026-03-28T23:00:00.000Z", 6)
        ])
    );
    assert_eq!(paris["result"]["totals"]["visits"], 7);
}

#[tokio::test]
async fn weeks_start_on_monday_and_months_on_the_first() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (id, num) = seed_link(&app, "weeks", Some(owner.id()), false).await;
    for (hour, n) in [
        ("2026-11-08T23:00:00Z", 1), // Sunday
        ("2026-11-09T00:00:00Z", 2), // Monday
        ("2026-11-16T05:00:00Z", 4),
    ] {
        record(&app, num, 0, hour, "", humans(n)).await;
    }
    let (status, weeks) = owner
        .get(&format!(
            "/api/link/{id}/stats?from=2026-11-05&to=2026-11-17&interval=week"
        ))
        .await;
    assert_eq!(status, StatusCode::OK, "{weeks}");
    assert_eq!(
        series_visits(&weeks),
        pairs(&[
            ("2026-11-02T00:00:00.000Z", 1),
            ("2026-11-09T00:00:00.000Z", 2),
            ("2026-11-16T00:00:00.000Z", 4),
        ])
    );
    let (status, months) = owner
        .get(&format!(
            "/api/link/{id}/stats?from=2026-10-15&to=2026-12-02&interval=month&tz=Europe/Paris"
        ))
        .await;
    assert_eq!(status, StatusCode::OK, "{months}");
    assert_eq!(
        series_visits(&months),
        pairs(&[
            ("2026-09-30T22:00:00.000Z", 0),
            ("2026-10-31T23:00:00.000Z", 7),
            ("2026-11-30T23:00:00.000Z", 0),
        ])
    );
}

#[tokio::test]
async fn an_hour_counts_in_the_bucket_it_starts() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (id, num) = seed_link(&app, "hours", Some(owner.id()), false).await;
    record(&app, num, 0, "2026-01-01T10:00:00Z", "", humans(1)).await;
    record(&app, num, 0, "2026-01-01T11:00:00Z", "", humans(2)).await;
    let get = |from: &str, to: &str| {
        let path = format!("/api/link/{id}/stats?interval=hour&from={from}&to={to}");
        let owner = owner.clone();
        async move {
            let (status, body) = owner.get(&path).await;
            assert_eq!(status, StatusCode::OK, "{body}");
            body
        }
    };
    let both = get("2026-01-01T10:30:00Z", "2026-01-01T12:00:00Z").await;
    assert_eq!(both["result"]["from"], "2026-01-01T10:00:00.000Z");
    assert_eq!(
        series_visits(&both),
        pairs(&[
            ("2026-01-01T10:00:00.000Z", 1),
            ("2026-01-01T11:00:00.000Z", 2)
        ])
    );
    // `to` at 11:00 ends the range before the 11:00 hour; a millisecond
    // later rounds up to 12:00 and takes it in.
    let first = get("2026-01-01T10:00:00Z", "2026-01-01T11:00:00Z").await;
    assert_eq!(
        series_visits(&first),
        pairs(&[("2026-01-01T10:00:00.000Z", 1)])
    );
    let rounded = get("2026-01-01T10:00:00Z", "2026-01-01T11:00:00.001Z").await;
    assert_eq!(rounded["result"]["to"], "2026-01-01T12:00:00.000Z");
    assert_eq!(rounded["result"]["totals"]["visits"], 3);
    // Offsets other than Z are accepted.
    let offset = get("2026-01-01T11:00:00%2B01:00", "2026-01-01T13:00:00%2B01:00").await;
    assert_eq!(
        offset["result"]["totals"],
        json!({"visits": 3, "humanVisits": 3, "botVisits": 0, "uniqueVisitors": 0})
    );
}
