//! The flush on SQLite: each statement reads its rows from one JSON array
//! (`json_each`), one array of columns per row.

use super::aggregate::{visitor_column, Sighting};
use super::{summary_rows, LinkVisitCount, StoredVisit, VisitWrite, ROWS_PER_STATEMENT};
use crate::store::StoreError;
use sqlx::SqliteConnection;
use std::collections::HashSet;

/// `column = column + n`, saturating at the 64-bit maximum: past it SQLite
/// would turn the sum into a REAL.
fn saturating(target: &str, column: &str, addend: &str) -> String {
    format!(
        "{column} = CASE WHEN {target}.{column} > 9223372036854775807 - {addend} \
         THEN 9223372036854775807 ELSE {target}.{column} + {addend} END"
    )
}

fn json<T: serde::Serialize>(rows: &[T]) -> Result<String, StoreError> {
    serde_json::to_string(rows).map_err(|e| StoreError::Other(e.into()))
}

pub async fn write(
    conn: &mut SqliteConnection,
    counts: &[LinkVisitCount],
    events: &[StoredVisit],
    sightings: &[Sighting],
) -> Result<VisitWrite, StoreError> {
    let add_counts = format!(
        "UPDATE link_counters SET {}, {}, {} FROM (SELECT json_extract(value, '$[0]') AS num, \
         json_extract(value, '$[1]') AS v, json_extract(value, '$[2]') AS h, \
         json_extract(value, '$[3]') AS b FROM json_each($1)) AS c \
         WHERE link_counters.num = c.num",
        saturating("link_counters", "visits", "c.v"),
        saturating("link_counters", "human_visits", "c.h"),
        saturating("link_counters", "bot_visits", "c.b"),
    );
    for chunk in counts.chunks(ROWS_PER_STATEMENT) {
        let rows: Vec<(i64, i64, i64, i64)> = chunk
            .iter()
            .map(|c| {
                let (v, h, b) = c.columns();
                (c.num, v, h, b)
            })
            .collect();
        sqlx::query(&add_counts)
            .bind(json(&rows)?)
            .execute(&mut *conn)
            .await?;
    }
    for chunk in events.chunks(ROWS_PER_STATEMENT) {
        type Row<'a> = (
            i64,
            i64,
            Option<&'a str>,
            Option<&'a str>,
            u8,
            Option<&'a str>,
            Option<&'a str>,
            u8,
            i64,
        );
        let rows: Vec<Row<'_>> = chunk
            .iter()
            .map(|e| {
                (
                    e.link_num,
                    e.at,
                    e.referrer.as_deref(),
                    e.country_str(),
                    e.device.code(),
                    e.browser,
                    e.os,
                    u8::from(e.bot),
                    visitor_column(e.visitor),
                )
            })
            .collect();
        sqlx::query(
            "INSERT INTO visit_events \
             (link_num, at, referrer, country, device, browser, os, bot, visitor) \
             SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), \
             json_extract(value, '$[2]'), json_extract(value, '$[3]'), \
             json_extract(value, '$[4]'), json_extract(value, '$[5]'), \
             json_extract(value, '$[6]'), json_extract(value, '$[7]'), \
             json_extract(value, '$[8]') FROM json_each($1)",
        )
        .bind(json(&rows)?)
        .execute(&mut *conn)
        .await?;
    }
    let mut firsts = HashSet::new();
    for chunk in sightings.chunks(ROWS_PER_STATEMENT) {
        let rows: Vec<(i64, i64, i64)> = chunk
            .iter()
            .map(|s| (s.link_num, s.day, s.visitor))
            .collect();
        // `WHERE true` tells SQLite's parser the ON CONFLICT is the upsert's.
        let inserted: Vec<(i64, i64, i64)> = sqlx::query_as(
            "INSERT INTO visitor_days (link_num, day, visitor) \
             SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), \
             json_extract(value, '$[2]') FROM json_each($1) WHERE true \
             ON CONFLICT DO NOTHING RETURNING link_num, day, visitor",
        )
        .bind(json(&rows)?)
        .fetch_all(&mut *conn)
        .await?;
        firsts.extend(inserted);
    }
    let summaries = summary_rows(events, sightings, &firsts);
    let upsert = format!(
        "INSERT INTO visit_summaries \
         (link_num, dimension, hour, value, humans, bots, unique_humans, unique_bots) \
         SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), \
         json_extract(value, '$[2]'), json_extract(value, '$[3]'), \
         json_extract(value, '$[4]'), json_extract(value, '$[5]'), \
         json_extract(value, '$[6]'), json_extract(value, '$[7]') \
         FROM json_each($1) WHERE true \
         ON CONFLICT (link_num, dimension, hour, value) DO UPDATE SET {}, {}, {}, {}",
        saturating("visit_summaries", "humans", "excluded.humans"),
        saturating("visit_summaries", "bots", "excluded.bots"),
        saturating("visit_summaries", "unique_humans", "excluded.unique_humans"),
        saturating("visit_summaries", "unique_bots", "excluded.unique_bots"),
    );
    for chunk in summaries.chunks(ROWS_PER_STATEMENT) {
        type Row<'a> = (i64, i16, i64, &'a str, i64, i64, i64, i64);
        let rows: Vec<Row<'_>> = chunk
            .iter()
            .map(|((link, dimension, hour, value), add)| {
                (
                    *link,
                    *dimension,
                    *hour,
                    *value,
                    add.humans,
                    add.bots,
                    add.unique_humans,
                    add.unique_bots,
                )
            })
            .collect();
        sqlx::query(&upsert)
            .bind(json(&rows)?)
            .execute(&mut *conn)
            .await?;
    }
    Ok(VisitWrite {
        events: events.len() as u64,
        first_sightings: firsts.len() as u64,
        summary_rows: summaries.len() as u64,
    })
}
