//! Top links over long ranges (docs/STATISTICS.md, "Top links over long
//! ranges"): read from the period values the job builds, they must equal a
//! brute-force count of the very events written, for ranges cut anywhere,
//! every bots mode, after a late flush into a closed day and after a
//! deletion.

use super::{seed_link, top_slugs};
use crate::db::texts;
use crate::helpers::{Actor, TestApp};
use linkhop::domain::period_totals::{encode, LinkTotal};
use linkhop::domain::visits::{month_of_day, Device, VisitEvent, DAY_MS, HOUR_MS};
use linkhop::jobs::period_totals;
use linkhop::store::LinkVisitCount;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use reqwest::StatusCode;
use serde_json::json;
use std::collections::{BTreeMap, HashMap};

/// A written event, as the brute force counts it.
#[derive(Clone, Copy)]
struct Written {
    num: i64,
    at: i64,
    bot: bool,
}

struct Planted {
    slugs: HashMap<i64, String>,
    events: Vec<Written>,
}

impl Planted {
    /// The top 10 of `[from, to)` as the API counts it, brute force.
    fn top(&self, (from, to): (i64, i64), bots: &str) -> Vec<(String, i64)> {
        let mut sums: BTreeMap<i64, i64> = BTreeMap::new();
        for e in self.events.iter().filter(|e| e.at >= from && e.at < to) {
            let counted = match bots {
                "exclude" => !e.bot,
                "only" => e.bot,
                _ => true,
            };
            if counted && self.slugs.contains_key(&e.num) {
                *sums.entry(e.num).or_default() += 1;
            }
        }
        let mut ranked: Vec<(String, i64)> = sums
            .into_iter()
            .map(|(num, n)| (self.slugs[&num].clone(), n))
            .collect();
        ranked.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        ranked.truncate(10);
        ranked
    }
}

fn iso(ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(ms)
        .expect("time")
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// Writes `events` through the flush's own writes (counters, events and
/// summaries in one transaction, clearing the values of their periods).
async fn write(app: &TestApp, events: &[Written]) {
    let mut counts: BTreeMap<i64, (u64, u64)> = BTreeMap::new();
    let mut rng = StdRng::seed_from_u64(events.len() as u64);
    let visits: Vec<VisitEvent> = events
        .iter()
        .map(|e| {
            let count = counts.entry(e.num).or_default();
            if e.bot {
                count.1 += 1;
            } else {
                count.0 += 1;
            }
            VisitEvent {
                link_num: e.num,
                at: e.at,
                referrer: None,
                country: None,
                device: Device::Other,
                browser: None,
                os: None,
                bot: e.bot,
                visitor: rng.gen(),
                variant: None,
                variant_key: None,
            }
        })
        .collect();
    let counts: Vec<LinkVisitCount> = counts
        .into_iter()
        .map(|(num, (humans, bots))| LinkVisitCount { num, humans, bots })
        .collect();
    app.app
        .store
        .write_visits(&counts, &visits)
        .await
        .expect("write visits");
}

/// 60 links, visited over the last 100 days: a few often, most a little,
/// so both clear leaders and ties at the tenth place occur.
async fn plant(app: &TestApp, owner: &Actor, now: i64) -> Planted {
    let mut rng = StdRng::seed_from_u64(32);
    let mut slugs = HashMap::new();
    let mut nums = Vec::new();
    // Slugs run against link numbers, so an order by number shows.
    for n in (0..60).rev() {
        let slug = format!("long-{n:02}");
        let (_, num) = seed_link(app, &slug, Some(owner.id()), false).await;
        slugs.insert(num, slug);
        nums.push(num);
    }
    let mut events = Vec::new();
    for _ in 0..6_000 {
        let num = if rng.gen_bool(0.3) {
            nums[rng.gen_range(0..5)]
        } else {
            nums[rng.gen_range(0..nums.len())]
        };
        let at = now - rng.gen_range(HOUR_MS..100 * DAY_MS);
        events.push(Written {
            num,
            at,
            bot: rng.gen_bool(0.2),
        });
    }
    events.sort_by_key(|e| e.at);
    for chunk in events.chunks(1_000) {
        write(app, chunk).await;
    }
    Planted { slugs, events }
}

/// Asserts the API's top links equal the brute force over each range and
/// bots mode.
async fn assert_exact(owner: &Actor, planted: &Planted, ranges: &[(i64, i64)], what: &str) {
    for &(from, to) in ranges {
        for bots in ["exclude", "include", "only"] {
            let (status, body) = owner
                .get(&format!(
                    "/api/stats?from={}&to={}&interval=week&bots={bots}",
                    iso(from),
                    iso(to)
                ))
                .await;
            assert_eq!(status, StatusCode::OK, "{body}");
            assert_eq!(
                top_slugs(&body),
                planted.top((from, to), bots),
                "{what}: {} to {}, bots={bots}",
                iso(from),
                iso(to)
            );
        }
    }
}

async fn built_values(app: &TestApp) -> i64 {
    let n = texts(
        app,
        "SELECT CAST(COUNT(*) AS TEXT) FROM visit_period_totals WHERE totals IS NOT NULL",
        &[],
    )
    .await;
    n[0].as_deref().expect("count").parse().expect("number")
}

#[tokio::test]
async fn top_links_from_period_values_equal_a_brute_force_count() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let now = linkhop::domain::time::now_millis();
    let hour = now - now.rem_euclid(HOUR_MS);
    let midnight = now - now.rem_euclid(DAY_MS);
    let mut planted = plant(&app, &owner, now).await;
    let jobs = app.app.job_context();
    let built = period_totals::run_once(&jobs, now).await.expect("job runs");
    assert!(built >= 90, "closed days and months with visits: {built}");
    assert_eq!(built_values(&app).await, built as i64);
    // Nothing left to build.
    assert_eq!(period_totals::run_once(&jobs, now).await, Some(0));
    let ranges = [
        // The last 30 days, to the next hour (as the default range).
        (hour + HOUR_MS - 30 * DAY_MS, hour + HOUR_MS),
        // Everything, by months, days and hours.
        (hour - 120 * DAY_MS, hour + HOUR_MS),
        // Cut inside days at both ends, away from today.
        (
            hour - 75 * DAY_MS + 5 * HOUR_MS,
            hour - 20 * DAY_MS - 3 * HOUR_MS,
        ),
        // Near midnight at both ends: a day's value less two hours, less
        // three.
        (
            midnight - 70 * DAY_MS + 2 * HOUR_MS,
            midnight - 15 * DAY_MS + 21 * HOUR_MS,
        ),
        // Ending today before now (when now is past 1 am).
        (
            midnight - 10 * DAY_MS,
            (midnight + HOUR_MS).min(hour + HOUR_MS),
        ),
        // Within one day; within two.
        (hour - 3 * DAY_MS, hour - 3 * DAY_MS + 5 * HOUR_MS),
        (
            hour - 40 * DAY_MS - 7 * HOUR_MS,
            hour - 39 * DAY_MS + 2 * HOUR_MS,
        ),
    ];
    assert_exact(&owner, &planted, &ranges, "built").await;

    // A late flush into three closed days (an instance back from an
    // outage) clears their values and their month's: the answer reads
    // those periods' rows at once, then their values once the job has
    // rebuilt them.
    let (_, late) = seed_link(&app, "late", Some(owner.id()), false).await;
    planted.slugs.insert(late, "late".to_owned());
    let late_events: Vec<Written> = (0..400)
        .map(|i| Written {
            num: late,
            at: hour - 10 * DAY_MS - (i % 3) * DAY_MS,
            bot: i % 7 == 0,
        })
        .collect();
    write(&app, &late_events).await;
    planted.events.extend(&late_events);
    assert!(built_values(&app).await < built as i64, "values cleared");
    assert_exact(&owner, &planted, &ranges[..5], "after a late flush").await;
    let rebuilt = period_totals::run_once(&jobs, now).await.expect("job runs");
    // Their month too, when it is closed.
    assert!((3..=5).contains(&rebuilt), "three days: {rebuilt}");
    assert_exact(&owner, &planted, &ranges[..5], "rebuilt").await;

    // A deleted link gives its place to the next, its rows still there.
    let top = planted.top(ranges[1], "include");
    let first = texts(
        &app,
        "SELECT id FROM links WHERE slug = $1",
        &[top[0].0.as_str()],
    )
    .await;
    let (status, body) = owner.delete("/api/link", json!({"ids": [first[0]]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    planted.slugs.retain(|_, slug| *slug != top[0].0);
    assert_exact(&owner, &planted, &ranges[..2], "after a deletion").await;
}

#[tokio::test]
async fn the_answer_is_read_from_the_period_values() {
    let app = TestApp::spawn().await;
    let owner = app.owner().await;
    let now = linkhop::domain::time::now_millis();
    let hour = now - now.rem_euclid(HOUR_MS);
    let planted = plant(&app, &owner, now).await;
    period_totals::run_once(&app.app.job_context(), now)
        .await
        .expect("job runs");
    // Forged values for the day 50 days ago and for its month (a range
    // reads one of the two): a link without visits gains a million there.
    // Only an answer read from the values shows it.
    let day = (hour - 50 * DAY_MS).div_euclid(DAY_MS);
    let month = month_of_day(day);
    let (_, forged_num) = seed_link(&app, "forged", Some(owner.id()), false).await;
    let forged = encode([LinkTotal {
        num: forged_num,
        humans: 1_000_000,
        bots: 0,
    }])
    .expect("encodes");
    let set = "UPDATE visit_period_totals SET totals = $1 WHERE kind = $3 AND period = $2";
    for (kind, period) in [(0, day), (1, month)] {
        let sql = set.replace("$3", &kind.to_string());
        assert_eq!(crate::db::exec_bytes(&app, &sql, &forged, period).await, 1);
    }
    let (status, body) = owner
        .get(&format!(
            "/api/stats?from={}&to={}",
            iso(hour - 60 * DAY_MS),
            iso(hour)
        ))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(top_slugs(&body)[0], ("forged".to_owned(), 1_000_000));
    // A damaged value is not used: the rows answer, exactly.
    for (kind, period) in [(0, day), (1, month)] {
        let sql = set.replace("$3", &kind.to_string());
        crate::db::exec_bytes(&app, &sql, &[1, 0x80], period).await;
    }
    let range = (hour - 60 * DAY_MS, hour);
    let (status, body) = owner
        .get(&format!(
            "/api/stats?from={}&to={}",
            iso(range.0),
            iso(range.1)
        ))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(top_slugs(&body), planted.top(range, "exclude"));
}
