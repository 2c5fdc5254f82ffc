//! The flush on SQLite: every statement binds its rows as parameters of a
//! multi-row `VALUES`. (Rows read from one JSON array with `json_each` took
//! half of SQLite's time in a flush of 200,000 links' visits, parsing and
//! extracting.) Full-size statements stay prepared; a remainder, whose
//! length varies, does not.

use super::{
    orphan_columns, orphan_upsert, saturating, summary_upsert, LinkVisitCount, Period, StoredVisit,
};
use crate::domain::orphan_visits::OrphanCount;
use crate::domain::summary_window::{visitor_column, Sighting, SummaryRow};
use crate::store::multi_row::{keep_prepared, sqlite_values};
use crate::store::StoreError;
use sqlx::SqliteConnection;
use std::collections::HashSet;

/// Events per insert: nine parameters each, well under SQLite's 32,766.
const EVENTS_PER_INSERT: usize = 500;
/// Rows per counter, sighting or summary statement (at most eight
/// parameters each).
const ROWS_PER_STATEMENT: usize = 1_000;

pub async fn add_counts(
    conn: &mut SqliteConnection,
    counts: &[LinkVisitCount],
) -> Result<(), StoreError> {
    for chunk in counts.chunks(ROWS_PER_STATEMENT) {
        // VALUES columns are named column1, column2, … by SQLite.
        let sql = format!(
            "UPDATE OR FAIL link_counters SET {}, {}, {} FROM (VALUES {}) AS c \
             WHERE link_counters.num = c.column1",
            saturating("link_counters", "visits", "c.column2"),
            saturating("link_counters", "human_visits", "c.column3"),
            saturating("link_counters", "bot_visits", "c.column4"),
            sqlite_values(chunk.len(), 4)
        );
        let mut q = sqlx::query(&sql).persistent(keep_prepared(chunk.len(), ROWS_PER_STATEMENT));
        for c in chunk {
            let (v, h, b) = c.columns();
            q = q.bind(c.num).bind(v).bind(h).bind(b);
        }
        q.execute(&mut *conn).await?;
    }
    Ok(())
}

pub async fn insert_events(
    conn: &mut SqliteConnection,
    events: &[StoredVisit],
) -> Result<(), StoreError> {
    for chunk in events.chunks(EVENTS_PER_INSERT) {
        let sql = format!(
            "INSERT OR FAIL INTO visit_events \
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
        let sql = format!(
            "INSERT INTO visitor_days (link_num, day, visitor) VALUES {} \
             ON CONFLICT DO NOTHING RETURNING link_num, day, visitor",
            sqlite_values(chunk.len(), 3)
        );
        let mut q = sqlx::query_as::<_, (i64, i64, i64)>(&sql)
            .persistent(keep_prepared(chunk.len(), ROWS_PER_STATEMENT));
        for s in chunk {
            q = q.bind(s.link_num).bind(s.day).bind(s.visitor);
        }
        firsts.extend(q.fetch_all(&mut *conn).await?);
    }
    Ok(firsts)
}

pub async fn add_summaries(
    conn: &mut SqliteConnection,
    period: Period,
    rows: &[SummaryRow<'_>],
) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT) {
        let upsert = summary_upsert(period, &format!("VALUES {}", sqlite_values(chunk.len(), 8)));
        let mut q = sqlx::query(&upsert).persistent(keep_prepared(chunk.len(), ROWS_PER_STATEMENT));
        for ((link, dimension, period, value), add) in chunk {
            q = q
                .bind(*link)
                .bind(*dimension)
                .bind(*period)
                .bind(value.as_ref())
                .bind(add.humans)
                .bind(add.bots)
                .bind(add.unique_humans)
                .bind(add.unique_bots);
        }
        q.execute(&mut *conn).await?;
    }
    Ok(())
}

/// Adds orphan visit rows (six parameters each).
pub async fn add_orphan_visits(
    conn: &mut SqliteConnection,
    rows: &[OrphanCount],
) -> Result<(), StoreError> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT) {
        let upsert = orphan_upsert(&format!(
            "(SELECT column1 AS domain_id, column2 AS day, column3 AS kind, column4 AS slug, \
             column5 AS humans, column6 AS bots FROM (VALUES {})) AS v",
            sqlite_values(chunk.len(), 6)
        ));
        let mut q = sqlx::query(&upsert).persistent(keep_prepared(chunk.len(), ROWS_PER_STATEMENT));
        for row in chunk {
            let (domain_id, day, kind, slug, humans, bots) = orphan_columns(row);
            q = q
                .bind(domain_id)
                .bind(day)
                .bind(kind)
                .bind(slug)
                .bind(humans)
                .bind(bots);
        }
        q.execute(&mut *conn).await?;
    }
    Ok(())
}
