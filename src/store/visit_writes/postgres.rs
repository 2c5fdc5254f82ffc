//! The flush on PostgreSQL: each statement reads its rows from arrays
//! (`unnest`), one array per column, in key order.

use super::aggregate::{visitor_column, Sighting};
use super::{summary_rows, LinkVisitCount, StoredVisit, VisitWrite, ROWS_PER_STATEMENT};
use crate::store::StoreError;
use sqlx::PgConnection;
use std::collections::HashSet;

/// `column = column + n`, saturating: PostgreSQL refuses an overflowing
/// bigint with an error that would fail the whole flush.
fn saturating(target: &str, column: &str, addend: &str) -> String {
    format!(
        "{column} = CASE WHEN {target}.{column} > 9223372036854775807 - {addend} \
         THEN 9223372036854775807 ELSE {target}.{column} + {addend} END"
    )
}

pub async fn write(
    conn: &mut PgConnection,
    counts: &[LinkVisitCount],
    events: &[StoredVisit],
    sightings: &[Sighting],
) -> Result<VisitWrite, StoreError> {
    let add_counts = format!(
        "UPDATE link_counters SET {}, {}, {} \
         FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[]) AS c(num, v, h, b) \
         WHERE link_counters.num = c.num",
        saturating("link_counters", "visits", "c.v"),
        saturating("link_counters", "human_visits", "c.h"),
        saturating("link_counters", "bot_visits", "c.b"),
    );
    for chunk in counts.chunks(ROWS_PER_STATEMENT) {
        let columns: Vec<(i64, i64, i64)> = chunk.iter().map(LinkVisitCount::columns).collect();
        sqlx::query(&add_counts)
            .bind(chunk.iter().map(|c| c.num).collect::<Vec<_>>())
            .bind(columns.iter().map(|c| c.0).collect::<Vec<_>>())
            .bind(columns.iter().map(|c| c.1).collect::<Vec<_>>())
            .bind(columns.iter().map(|c| c.2).collect::<Vec<_>>())
            .execute(&mut *conn)
            .await?;
    }
    for chunk in events.chunks(ROWS_PER_STATEMENT) {
        let text = |f: &dyn Fn(&StoredVisit) -> Option<&str>| -> Vec<Option<String>> {
            chunk.iter().map(|e| f(e).map(str::to_owned)).collect()
        };
        sqlx::query(
            "INSERT INTO visit_events \
             (link_num, at, referrer, country, device, browser, os, bot, visitor) \
             SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], \
             $5::smallint[], $6::text[], $7::text[], $8::boolean[], $9::bigint[])",
        )
        .bind(chunk.iter().map(|e| e.link_num).collect::<Vec<_>>())
        .bind(chunk.iter().map(|e| e.at).collect::<Vec<_>>())
        .bind(text(&|e| e.referrer.as_deref()))
        .bind(text(&|e| e.country_str()))
        .bind(
            chunk
                .iter()
                .map(|e| i16::from(e.device.code()))
                .collect::<Vec<_>>(),
        )
        .bind(text(&|e| e.browser))
        .bind(text(&|e| e.os))
        .bind(chunk.iter().map(|e| e.bot).collect::<Vec<_>>())
        .bind(
            chunk
                .iter()
                .map(|e| visitor_column(e.visitor))
                .collect::<Vec<_>>(),
        )
        .execute(&mut *conn)
        .await?;
    }
    let mut firsts = HashSet::new();
    for chunk in sightings.chunks(ROWS_PER_STATEMENT) {
        // Sorted by key: instances inserting at once lock in one order, and
        // of two inserting the same row only one sees it as new.
        let inserted: Vec<(i64, i64, i64)> = sqlx::query_as(
            "INSERT INTO visitor_days (link_num, day, visitor) \
             SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[]) \
             ON CONFLICT DO NOTHING RETURNING link_num, day, visitor",
        )
        .bind(chunk.iter().map(|s| s.link_num).collect::<Vec<_>>())
        .bind(chunk.iter().map(|s| s.day).collect::<Vec<_>>())
        .bind(chunk.iter().map(|s| s.visitor).collect::<Vec<_>>())
        .fetch_all(&mut *conn)
        .await?;
        firsts.extend(inserted);
    }
    let summaries = summary_rows(events, sightings, &firsts);
    let upsert = format!(
        "INSERT INTO visit_summaries \
         (link_num, dimension, hour, value, humans, bots, unique_humans, unique_bots) \
         SELECT * FROM unnest($1::bigint[], $2::smallint[], $3::bigint[], $4::text[], \
         $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[]) \
         ON CONFLICT (link_num, dimension, hour, value) DO UPDATE SET {}, {}, {}, {}",
        saturating("visit_summaries", "humans", "excluded.humans"),
        saturating("visit_summaries", "bots", "excluded.bots"),
        saturating("visit_summaries", "unique_humans", "excluded.unique_humans"),
        saturating("visit_summaries", "unique_bots", "excluded.unique_bots"),
    );
    for chunk in summaries.chunks(ROWS_PER_STATEMENT) {
        sqlx::query(&upsert)
            .bind(chunk.iter().map(|(k, _)| k.0).collect::<Vec<_>>())
            .bind(chunk.iter().map(|(k, _)| k.1).collect::<Vec<_>>())
            .bind(chunk.iter().map(|(k, _)| k.2).collect::<Vec<_>>())
            .bind(chunk.iter().map(|(k, _)| k.3).collect::<Vec<_>>())
            .bind(chunk.iter().map(|(_, a)| a.humans).collect::<Vec<_>>())
            .bind(chunk.iter().map(|(_, a)| a.bots).collect::<Vec<_>>())
            .bind(
                chunk
                    .iter()
                    .map(|(_, a)| a.unique_humans)
                    .collect::<Vec<_>>(),
            )
            .bind(chunk.iter().map(|(_, a)| a.unique_bots).collect::<Vec<_>>())
            .execute(&mut *conn)
            .await?;
    }
    Ok(VisitWrite {
        events: events.len() as u64,
        first_sightings: firsts.len() as u64,
        summary_rows: summaries.len() as u64,
    })
}
