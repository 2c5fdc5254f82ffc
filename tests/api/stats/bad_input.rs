//! Every refused parameter answers 400 with a JSON message naming it, on
//! every statistics endpoint, and changes nothing.

use super::{humans, record, seed_link, stats_snapshot};
use crate::helpers::{assert_error, TestApp};

const CASES: &[(&str, &str)] = &[
    ("from=yesterday", "Invalid from, expected an ISO 8601 date-time with an offset or a date (YYYY-MM-DD) from 1970 to 9999"),
    ("from=2026-02-30", "Invalid from, expected an ISO 8601 date-time with an offset or a date (YYYY-MM-DD) from 1970 to 9999"),
    ("from=2026-05-01T10:00:00", "Invalid from, expected an ISO 8601 date-time with an offset or a date (YYYY-MM-DD) from 1970 to 9999"),
    ("to=1969-12-31", "Invalid to, expected an ISO 8601 date-time with an offset or a date (YYYY-MM-DD) from 1970 to 9999"),
    ("to=%00", "Invalid to, expected an ISO 8601 date-time with an offset or a date (YYYY-MM-DD) from 1970 to 9999"),
    ("interval=year", "Invalid interval, accepted values: hour, day, week, month"),
    ("interval=Day", "Invalid interval, accepted values: hour, day, week, month"),
    ("bots=all", "Invalid bots, accepted values: exclude, include, only"),
    ("tz=Mars/Olympus", "Invalid tz, expected an IANA time zone name such as Europe/Paris"),
    ("tz=%2B01:00", "Invalid tz, expected an IANA time zone name such as Europe/Paris"),
    ("from=2026-05-02&to=2026-05-01", "Invalid to, it must not be before from"),
    ("from=2020-01-01&to=2025-01-02&interval=month", "Invalid from, the range from from to to is limited to 5 years"),
    ("from=2026-01-01&to=2026-04-01&interval=hour", "Invalid interval, the range would have more than 2000 buckets: choose a longer interval or a shorter range"),
];

#[tokio::test]
async fn bad_parameters_are_400_and_change_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let (id, num) = seed_link(&app, "bad", Some(owner.id()), true).await;
    record(&app, num, 0, "2026-05-01T10:00:00Z", "", humans(1)).await;
    let before = stats_snapshot(&app).await;
    let anonymous = app.anonymous();
    for (query, message) in CASES {
        assert_error(
            &owner.get(&format!("/api/link/{id}/stats?{query}")).await,
            400,
            message,
        );
        assert_error(
            &owner.get(&format!("/api/stats?{query}")).await,
            400,
            message,
        );
        assert_error(
            &anonymous
                .get(&format!("/api/public/stats/bad?{query}"))
                .await,
            400,
            message,
        );
        let export_applies =
            !query.contains("interval") && !query.contains("bots") && !query.contains("2020");
        if export_applies {
            let path = format!("/api/link/{id}/visits?format=csv&{query}");
            assert_error(&owner.get(&path).await, 400, message);
        }
    }
    // Empty values count as absent; the limits themselves are accepted.
    for query in [
        "from=&to=&interval=&bots=&tz=",
        "from=2020-01-01&to=2025-01-01&interval=month",
        "from=2026-01-01&to=2026-03-25T08:00:00Z&interval=hour",
    ] {
        let (status, body) = owner.get(&format!("/api/link/{id}/stats?{query}")).await;
        assert_eq!(status.as_u16(), 200, "{query}: {body}");
    }
    assert_eq!(stats_snapshot(&app).await, before);
}
