//! The flush on SQLite. Events, the bulk of every flush, are bound as
//! parameters of multi-row inserts; the other statements read their rows
//! from one JSON array (`json_each`), one array of columns per row.

use super::{saturating, summary_upsert, LinkVisitCount, Period, StoredVisit, ROWS_PER_STATEMENT};
use crate::domain::summary_window::{visitor_column, Sighting, SummaryAdd, SummaryKey};
use crate::store::StoreError;
use sqlx::SqliteConnection;
use std::collections::HashSet;

/// Events per insert: nine parameters each, well under SQLite's 32,766.
const EVENTS_PER_INSERT: usize = 500;

fn json<T: serde::Serialize>(rows: &[T]) -> Result<String, StoreError> {
    serde_json::to_string(rows).map_err(|e| StoreError::Other(e.into()))
}

/// `json_extract(value, '$[0]'), …` for `n` columns.
fn json_columns(n: usize) -> String {
    (0..n)
        .map(|i| format!("json_extract(value, '$[{i}]')"))
        .collect::<Vec<_>>()
        .join(", ")
}

pub async fn add_counts(
    conn: &mut SqliteConnection,
    counts: &[LinkVisitCount],
) -> Result<(), StoreError> {
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
    Ok(())
}

pub async fn insert_events(
    conn: &mut SqliteConnection,
    events: &[StoredVisit],
) -> Result<(), StoreError> {
    for chunk in events.chunks(EVENTS_PER_INSERT) {
        let sql = format!(
            "INSERT INTO visit_events \
             (link_num, at, referrer, country, device, browser, os, bot, visitor) VALUES {}",
            vec!["(?, ?, ?, ?, ?, ?, ?, ?, ?)"; chunk.len()].join(", ")
        );
        let mut insert = sqlx::query(&sql);
        for e in chunk {
            insert = insert
                .bind(e.link_num)
                .bind(e.at)
                .bind(e.referrer.as_deref())
                .bind(e.country_str())
                .bind(i16::from(e.device.code()))
                .bind(e.browser)
                .bind(e.os)
                .bind(e.bot)
                .bind(visitor_column(e.visitor));
        }
        insert.execute(&mut *conn).await?;
    }
    Ok(())
}

/// Inserts the sightings the database has not seen; returns those.
pub async fn insert_sightings(
    conn: &mut SqliteConnection,
    sightings: &[Sighting],
) -> Result<HashSet<(i64, i64, i64)>, StoreError> {
    let mut firsts = HashSet::new();
    for chunk in sightings.chunks(ROWS_PER_STATEMENT) {
        let rows: Vec<(i64, i64, i64)> = chunk
            .iter()
            .map(|s| (s.link_num, s.day, s.visitor))
            .collect();
        // `WHERE true` tells SQLite's parser the ON CONFLICT is the upsert's.
        let inserted: Vec<(i64, i64, i64)> = sqlx::query_as(&format!(
            "INSERT INTO visitor_days (link_num, day, visitor) \
             SELECT {} FROM json_each($1) WHERE true \
             ON CONFLICT DO NOTHING RETURNING link_num, day, visitor",
            json_columns(3)
        ))
        .bind(json(&rows)?)
        .fetch_all(&mut *conn)
        .await?;
        firsts.extend(inserted);
    }
    Ok(firsts)
}

pub async fn add_summaries(
    conn: &mut SqliteConnection,
    period: Period,
    rows: &[(SummaryKey, SummaryAdd)],
) -> Result<(), StoreError> {
    let upsert = summary_upsert(
        period,
        &format!("SELECT {} FROM json_each($1) WHERE true", json_columns(8)),
    );
    for chunk in rows.chunks(ROWS_PER_STATEMENT) {
        type Row<'a> = (i64, i16, i64, &'a str, i64, i64, i64, i64);
        let rows: Vec<Row<'_>> = chunk
            .iter()
            .map(|((link, dimension, period, value), add)| {
                (
                    *link,
                    *dimension,
                    *period,
                    value.as_ref(),
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
    Ok(())
}
