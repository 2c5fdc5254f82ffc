//! Visit statistics' clean-ups, in small batches so a flush or a redirect's
//! look-up never waits long behind them: raw events past retention,
//! first sightings of past days, and everything of deleted links
//! (docs/STATISTICS.md).

use super::{on_writer, Db, Store, StoreError};

/// What one batch of a clean-up did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CleanupBatch {
    pub deleted: u64,
    /// Nothing is left to do for now.
    pub done: bool,
}

/// A first sighting's key in `visitor_days`, the order a clean-up pass
/// walks the table in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, sqlx::FromRow)]
pub struct SightingKey {
    pub link_num: i64,
    pub day: i64,
    pub visitor: i64,
}

impl SightingKey {
    /// Before every sighting: where a pass starts.
    pub const FIRST: Self = Self {
        link_num: i64::MIN,
        day: i64::MIN,
        visitor: i64::MIN,
    };
    /// After every sighting.
    const LAST: Self = Self {
        link_num: i64::MAX,
        day: i64::MAX,
        visitor: i64::MAX,
    };
}

/// A summary row removed with its link, to subtract from all links.
type SummaryRow = (i16, i64, String, i64, i64, i64, i64);

impl Store {
    /// Deletes, among the `batch` oldest events by id, those before
    /// `cutoff` (ms). Ids follow time closely, so no index on `at` is
    /// needed: the clean-up is done once the oldest event left is newer
    /// than the cutoff.
    pub async fn delete_visit_events_before(
        &self,
        cutoff: i64,
        batch: i64,
    ) -> Result<CleanupBatch, StoreError> {
        let oldest: Vec<(i64, i64)> = on_writer!(self, |pool| sqlx::query_as(
            "SELECT id, at FROM visit_events ORDER BY id LIMIT $1"
        )
        .bind(batch)
        .fetch_all(pool)
        .await)?;
        let ids: Vec<i64> = oldest
            .iter()
            .filter(|(_, at)| *at < cutoff)
            .map(|(id, _)| *id)
            .collect();
        let done = oldest.first().is_none_or(|(_, at)| *at >= cutoff)
            || (oldest.len() as i64) < batch && ids.len() == oldest.len();
        if ids.is_empty() {
            return Ok(CleanupBatch { deleted: 0, done });
        }
        let deleted = match &self.db {
            Db::Sqlite { writer, .. } => sqlx::query(
                "DELETE FROM visit_events WHERE id IN (SELECT value FROM json_each($1))",
            )
            .bind(serde_json::to_string(&ids).map_err(|e| StoreError::Other(e.into()))?)
            .execute(writer)
            .await?
            .rows_affected(),
            Db::Postgres(pool) => sqlx::query("DELETE FROM visit_events WHERE id = ANY($1)")
                .bind(&ids)
                .execute(pool)
                .await?
                .rows_affected(),
        };
        Ok(CleanupBatch { deleted, done })
    }

    /// Looks at the `batch` first sightings after `after` in key order and
    /// deletes those of days before `day`; returns the batch and the last
    /// key looked at, where the next batch goes on. The table has no index
    /// by day, so a look for old days anywhere in it scanned from the start
    /// each time: every sighting kept was read again by every later batch
    /// (quadratic on the day millions of sightings go), and the last batch
    /// of every hourly run read the whole table while holding the writer.
    /// Each batch now reads `batch` rows by key and no pass reads one twice.
    pub async fn delete_visitor_days_before(
        &self,
        day: i64,
        after: SightingKey,
        batch: i64,
    ) -> Result<(CleanupBatch, SightingKey), StoreError> {
        let last: Option<SightingKey> = on_writer!(self, |pool| sqlx::query_as(
            "SELECT link_num, day, visitor FROM visitor_days \
             WHERE (link_num, day, visitor) > ($1, $2, $3) \
             ORDER BY link_num, day, visitor LIMIT 1 OFFSET $4"
        )
        .bind(after.link_num)
        .bind(after.day)
        .bind(after.visitor)
        .bind(batch.saturating_sub(1).max(0))
        .fetch_optional(pool)
        .await)?;
        // Fewer than `batch` sightings are left after `after`: this batch
        // takes them all, and the pass is done.
        let until = last.unwrap_or(SightingKey::LAST);
        let deleted = on_writer!(self, |pool| sqlx::query(
            "DELETE FROM visitor_days WHERE (link_num, day, visitor) > ($1, $2, $3) \
             AND (link_num, day, visitor) <= ($4, $5, $6) AND day < $7"
        )
        .bind(after.link_num)
        .bind(after.day)
        .bind(after.visitor)
        .bind(until.link_num)
        .bind(until.day)
        .bind(until.visitor)
        .bind(day)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
        let cleaned = CleanupBatch {
            deleted,
            done: last.is_none(),
        };
        Ok((cleaned, until))
    }

    /// Up to `limit` numbers of deleted links whose statistics are still
    /// to be purged: queued in `visit_purges` as their counters row goes.
    pub async fn deleted_links_with_visits(&self, limit: i64) -> Result<Vec<i64>, StoreError> {
        Ok(on_writer!(self, |pool| sqlx::query_scalar(
            "SELECT link_num FROM visit_purges ORDER BY link_num LIMIT $1"
        )
        .bind(limit)
        .fetch_all(pool)
        .await)?)
    }

    /// Deletes up to `batch` events and first sightings of the deleted link
    /// `num`; once none is left, up to `batch` of its hourly summary rows,
    /// then of its daily ones, then of its monthly ones, subtracting them from the all-links rows in
    /// the same transaction; once nothing is left, takes it off the queue.
    /// Does nothing for a link that exists (or for all links).
    pub async fn purge_deleted_link_visits(
        &self,
        num: i64,
        batch: i64,
    ) -> Result<CleanupBatch, StoreError> {
        if num == crate::domain::visits::ALL_LINKS {
            return Ok(CleanupBatch {
                deleted: 0,
                done: true,
            });
        }
        let deleted = match &self.db {
            Db::Sqlite { writer, .. } => {
                let mut tx = writer.begin().await?;
                let deleted = purge_batch!(&mut tx, num, batch, sqlite_subtract);
                tx.commit().await?;
                deleted
            }
            Db::Postgres(pool) => {
                let mut tx = pool.begin().await?;
                let deleted = purge_batch!(&mut tx, num, batch, postgres_subtract);
                tx.commit().await?;
                deleted
            }
        };
        Ok(CleanupBatch {
            deleted,
            done: deleted == 0,
        })
    }
}

/// The tables a deleted link's summary rows are in, hourly first: (table,
/// period column).
const SUMMARY_TABLES: [(&str, &str); 3] = [
    ("visit_summaries", "hour"),
    ("visit_daily", "day"),
    ("visit_monthly", "month"),
];

/// One purge batch of link `$num` in transaction `$tx` (either engine):
/// events and sightings, then summary rows once those are gone (each
/// subtracted from the all-links rows by `$subtract`), then the queue
/// entry once nothing is left. Evaluates to the rows deleted.
macro_rules! purge_batch {
    ($tx:expr, $num:expr, $batch:expr, $subtract:ident) => {{
        let tx = $tx;
        let exists: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM link_counters WHERE num = $1")
            .bind($num)
            .fetch_one(&mut **tx)
            .await?;
        let mut deleted = 0u64;
        let mut left = exists == 0;
        for sql in [
            "DELETE FROM visit_events WHERE id IN \
             (SELECT id FROM visit_events WHERE link_num = $1 LIMIT $2)",
            "DELETE FROM visitor_days WHERE link_num = $1 AND (day, visitor) IN \
             (SELECT day, visitor FROM visitor_days WHERE link_num = $1 LIMIT $2)",
        ] {
            if !left {
                break;
            }
            let n = sqlx::query(sql)
                .bind($num)
                .bind($batch)
                .execute(&mut **tx)
                .await?
                .rows_affected();
            deleted += n;
            left = (n as i64) < $batch;
        }
        // Summaries go last, once events and sightings are gone.
        for (table, column) in SUMMARY_TABLES {
            if !left || deleted >= $batch as u64 {
                left = false;
                break;
            }
            let mut rows: Vec<SummaryRow> = sqlx::query_as(&format!(
                "DELETE FROM {table} WHERE link_num = $1 \
                 AND (dimension, {column}, value) IN (SELECT dimension, {column}, value \
                 FROM {table} WHERE link_num = $1 LIMIT $2) \
                 RETURNING dimension, {column}, value, humans, bots, unique_humans, unique_bots"
            ))
            .bind($num)
            .bind($batch)
            .fetch_all(&mut **tx)
            .await?;
            rows.sort_unstable();
            $subtract(&mut **tx, table, column, &rows).await?;
            deleted += rows.len() as u64;
            left = (rows.len() as i64) < $batch;
        }
        if left {
            sqlx::query("DELETE FROM visit_purges WHERE link_num = $1")
                .bind($num)
                .execute(&mut **tx)
                .await?;
        }
        deleted
    }};
}
use purge_batch;

/// Subtracts `rows` of a deleted link from the all-links rows of `table`.
async fn sqlite_subtract(
    conn: &mut sqlx::SqliteConnection,
    table: &str,
    column: &str,
    rows: &[SummaryRow],
) -> Result<(), StoreError> {
    if rows.is_empty() {
        return Ok(());
    }
    let json = serde_json::to_string(rows).map_err(|e| StoreError::Other(e.into()))?;
    sqlx::query(&format!(
        "UPDATE {table} SET humans = max(humans - s.h, 0), \
         bots = max(bots - s.b, 0), unique_humans = max(unique_humans - s.uh, 0), \
         unique_bots = max(unique_bots - s.ub, 0) \
         FROM (SELECT json_extract(value, '$[0]') AS d, json_extract(value, '$[1]') AS p, \
         json_extract(value, '$[2]') AS v, json_extract(value, '$[3]') AS h, \
         json_extract(value, '$[4]') AS b, json_extract(value, '$[5]') AS uh, \
         json_extract(value, '$[6]') AS ub FROM json_each($1)) AS s \
         WHERE {table}.link_num = 0 AND {table}.dimension = s.d \
         AND {table}.{column} = s.p AND {table}.value = s.v"
    ))
    .bind(json)
    .execute(conn)
    .await?;
    Ok(())
}

/// Subtracts `rows` of a deleted link from the all-links rows of `table`.
async fn postgres_subtract(
    conn: &mut sqlx::PgConnection,
    table: &str,
    column: &str,
    rows: &[SummaryRow],
) -> Result<(), StoreError> {
    if rows.is_empty() {
        return Ok(());
    }
    let number = |f: fn(&SummaryRow) -> i64| rows.iter().map(f).collect::<Vec<i64>>();
    sqlx::query(&format!(
        "UPDATE {table} AS t SET humans = GREATEST(t.humans - s.h, 0), \
         bots = GREATEST(t.bots - s.b, 0), \
         unique_humans = GREATEST(t.unique_humans - s.uh, 0), \
         unique_bots = GREATEST(t.unique_bots - s.ub, 0) \
         FROM unnest($1::smallint[], $2::bigint[], $3::text[], $4::bigint[], \
         $5::bigint[], $6::bigint[], $7::bigint[]) AS s(d, p, v, h, b, uh, ub) \
         WHERE t.link_num = 0 AND t.dimension = s.d AND t.{column} = s.p AND t.value = s.v"
    ))
    .bind(rows.iter().map(|r| r.0).collect::<Vec<i16>>())
    .bind(number(|r| r.1))
    .bind(rows.iter().map(|r| r.2.as_str()).collect::<Vec<&str>>())
    .bind(number(|r| r.3))
    .bind(number(|r| r.4))
    .bind(number(|r| r.5))
    .bind(number(|r| r.6))
    .execute(conn)
    .await?;
    Ok(())
}
