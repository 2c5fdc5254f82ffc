//! The flush on PostgreSQL: each statement reads its rows from arrays
//! (`unnest`), one array per column, in key order.

use super::{
    orphan_columns, orphan_upsert, saturating, summary_upsert, LinkVisitCount, Period, StoredVisit,
    ROWS_PER_STATEMENT,
};
use crate::domain::orphan_visits::OrphanCount;
use crate::domain::summary_window::{visitor_column, Sighting, SummaryRow};
use crate::store::StoreError;
use sqlx::PgConnection;
use std::collections::HashSet;

pub async fn add_counts(
    conn: &mut PgConnection,
    counts: &[LinkVisitCount],
) -> Result<(), StoreError> {
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
    Ok(())
}

/// One text column of `chunk`, borrowed: a copy of each text would be
/// four allocations an event.
fn text<'a>(
    chunk: &'a [StoredVisit],
    field: impl Fn(&'a StoredVisit) -> Option<&'a str>,
) -> Vec<Option<&'a str>> {
    chunk.iter().map(field).collect()
}

pub async fn insert_events(
    conn: &mut PgConnection,
    events: &[StoredVisit],
) -> Result<(), StoreError> {
    for chunk in events.chunks(ROWS_PER_STATEMENT) {
        sqlx::query(
            "INSERT INTO visit_events \
             (link_num, at, referrer, country, device, browser, os, bot, visitor) \
             SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], \
             $5::smallint[], $6::text[], $7::text[], $8::boolean[], $9::bigint[])",
        )
        .bind(chunk.iter().map(|e| e.link_num).collect::<Vec<_>>())
        .bind(chunk.iter().map(|e| e.at).collect::<Vec<_>>())
        .bind(text(chunk, |e| e.referrer.as_deref()))
        .bind(text(chunk, |e| e.country_str()))
        .bind(
            chunk
                .iter()
                .map(|e| i16::from(e.device.code()))
                .collect::<Vec<_>>(),
        )
        .bind(text(chunk, |e| e.browser))
        .bind(text(chunk, |e| e.os))
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
    Ok(())
}

/// Inserts the sightings the database has not seen; returns those.
pub async fn insert_sightings(
    conn: &mut PgConnection,
    sightings: &[Sighting],
) -> Result<HashSet<(i64, i64, i64)>, StoreError> {
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
    Ok(firsts)
}

pub async fn add_summaries(
    conn: &mut PgConnection,
    period: Period,
    rows: &[SummaryRow<'_>],
) -> Result<(), StoreError> {
    let upsert = summary_upsert(
        period,
        "SELECT * FROM unnest($1::bigint[], $2::smallint[], $3::bigint[], $4::text[], \
         $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[])",
    );
    for chunk in rows.chunks(ROWS_PER_STATEMENT) {
        sqlx::query(&upsert)
            .bind(chunk.iter().map(|(k, _)| k.0).collect::<Vec<_>>())
            .bind(chunk.iter().map(|(k, _)| k.1).collect::<Vec<_>>())
            .bind(chunk.iter().map(|(k, _)| k.2).collect::<Vec<_>>())
            .bind(chunk.iter().map(|(k, _)| k.3.as_ref()).collect::<Vec<_>>())
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
    Ok(())
}

pub async fn add_orphan_visits(
    conn: &mut PgConnection,
    rows: &[OrphanCount],
) -> Result<(), StoreError> {
    let upsert = orphan_upsert(
        "unnest($1::text[], $2::bigint[], $3::smallint[], $4::text[], $5::bigint[], \
         $6::bigint[]) AS v(domain_id, day, kind, slug, humans, bots)",
    );
    for chunk in rows.chunks(ROWS_PER_STATEMENT) {
        let columns: Vec<_> = chunk.iter().map(orphan_columns).collect();
        sqlx::query(&upsert)
            .bind(columns.iter().map(|c| c.0).collect::<Vec<_>>())
            .bind(columns.iter().map(|c| c.1).collect::<Vec<_>>())
            .bind(columns.iter().map(|c| c.2).collect::<Vec<_>>())
            .bind(columns.iter().map(|c| c.3).collect::<Vec<_>>())
            .bind(columns.iter().map(|c| c.4).collect::<Vec<_>>())
            .bind(columns.iter().map(|c| c.5).collect::<Vec<_>>())
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}
