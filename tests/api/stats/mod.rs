//! Visit statistics (docs/STATISTICS.md, "API"): summaries and events are
//! seeded with SQL, as the recording pipeline would write them, and the
//! answers are checked exactly.

mod bad_input;
mod campaigns;
mod long_ranges;
mod public;
mod recorded;
mod series;
mod tops;
mod visibility;
mod visits;

use crate::db::{exec, texts};
use crate::helpers::TestApp;
use serde_json::Value;

/// ms of an RFC 3339 date-time.
pub fn ms(value: &str) -> i64 {
    chrono::DateTime::parse_from_rfc3339(value)
        .map(|d| d.timestamp_millis())
        .expect("date")
}

/// A link inserted with its counters row; returns (id, number).
pub async fn seed_link(
    app: &TestApp,
    slug: &str,
    author: Option<&str>,
    public: bool,
) -> (String, i64) {
    let id = uuid::Uuid::new_v4().to_string();
    let sql = format!(
        "INSERT INTO links (id, slug, destination, author, creation_date, modified_date, public_stats) \
         VALUES ($1, $2, $3, {}, 0, 0, {public})",
        if author.is_some() { "$4" } else { "NULL" }
    );
    let destination = format!("https://example.com/{slug}");
    let mut args = vec![id.as_str(), slug, destination.as_str()];
    args.extend(author);
    exec(app, &sql, &args).await;
    exec(
        app,
        "INSERT INTO link_counters (link_id) VALUES ($1)",
        &[&id],
    )
    .await;
    let num = texts(
        app,
        "SELECT CAST(num AS TEXT) FROM link_counters WHERE link_id = $1",
        &[&id],
    )
    .await;
    let num = num[0].as_deref().expect("num").parse().expect("number");
    (id, num)
}

/// Counts of one summary row.
#[derive(Clone, Copy, Default)]
pub struct Counts {
    pub humans: i64,
    pub bots: i64,
    pub unique_humans: i64,
    pub unique_bots: i64,
}

pub fn humans(n: i64) -> Counts {
    Counts {
        humans: n,
        ..Default::default()
    }
}

/// Adds a summary row for link `num` and to the all-links rows, hourly,
/// daily and monthly, as the recording pipeline does. An unknown value (`""` outside
/// the totals) has no row: it is the totals minus the known values.
pub async fn record(app: &TestApp, num: i64, dimension: i16, hour: &str, value: &str, c: Counts) {
    if dimension != 0 && value.is_empty() {
        return;
    }
    let hour = ms(hour);
    let day = hour.div_euclid(24 * 3_600_000);
    let month = linkhop::domain::visits::month_of_day(day);
    for link_num in [num, 0] {
        for (table, column, period) in [
            ("visit_summaries", "hour", hour),
            ("visit_daily", "day", day),
            ("visit_monthly", "month", month),
        ] {
            let sql = format!(
                "INSERT INTO {table} (link_num, dimension, {column}, value, humans, bots, unique_humans, unique_bots) \
                 VALUES ({link_num}, {dimension}, {period}, $1, {}, {}, {}, {}) \
                 ON CONFLICT (link_num, dimension, {column}, value) DO UPDATE SET \
                 humans = {table}.humans + excluded.humans, bots = {table}.bots + excluded.bots, \
                 unique_humans = {table}.unique_humans + excluded.unique_humans, \
                 unique_bots = {table}.unique_bots + excluded.unique_bots",
                c.humans, c.bots, c.unique_humans, c.unique_bots
            );
            exec(app, &sql, &[value]).await;
        }
    }
    // As a flush does: the top links' values of these periods are stale.
    let clear = format!(
        "UPDATE visit_period_totals SET totals = NULL, generation = generation + 1 \
         WHERE (kind = 0 AND period = {day}) OR (kind = 1 AND period = {month})"
    );
    exec(app, &clear, &[]).await;
}

/// Visits of each series item.
pub fn series_visits(body: &Value) -> Vec<(String, i64)> {
    body["result"]["series"]
        .as_array()
        .expect("series")
        .iter()
        .map(|item| {
            (
                item["start"].as_str().expect("start").to_owned(),
                item["visits"].as_i64().expect("visits"),
            )
        })
        .collect()
}

/// Every row of the statistics tables and the links, for "nothing changed".
pub async fn stats_snapshot(app: &TestApp) -> Vec<Vec<Option<String>>> {
    let mut all = Vec::new();
    for sql in [
        "SELECT id || slug || destination || CAST(public_stats AS TEXT) FROM links ORDER BY id",
        "SELECT CAST(num AS TEXT) || link_id || CAST(visits AS TEXT) FROM link_counters ORDER BY num",
        "SELECT CAST(link_num AS TEXT) || value || CAST(hour AS TEXT) || CAST(humans AS TEXT) || CAST(bots AS TEXT) \
         FROM visit_summaries ORDER BY link_num, dimension, hour, value",
        "SELECT CAST(id AS TEXT) || CAST(at AS TEXT) FROM visit_events ORDER BY id",
    ] {
        all.push(texts(app, sql, &[]).await);
    }
    all
}

/// The top links of a statistics answer as (slug, visits), in order.
pub fn top_slugs(body: &serde_json::Value) -> Vec<(String, i64)> {
    body["result"]["topLinks"]
        .as_array()
        .expect("topLinks")
        .iter()
        .map(|l| {
            (
                l["slug"].as_str().expect("slug").to_owned(),
                l["visits"].as_i64().expect("visits"),
            )
        })
        .collect()
}
