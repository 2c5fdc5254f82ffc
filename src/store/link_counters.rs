//! Visit counters (`link_counters`, migration 0009): one narrow row per
//! link, keyed by the link's number, so that a visit flush never rewrites a
//! link or its list and search indexes. Also the slug cache's preload
//! order, most-visited first.

use super::{on_reader, CacheRow, Db, Store, StoreError};

/// Links per visit-count statement; keeps each bound value small.
const VISIT_CHUNK: usize = 10_000;

/// Visits counted in memory for one link, by its number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VisitCounts {
    pub num: i64,
    pub human: u64,
    pub bot: u64,
}

impl VisitCounts {
    /// The three additions (visits, human, bot), each clamped to the
    /// 64-bit column's range.
    fn additions(&self) -> (i64, i64, i64) {
        let count = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
        (
            count(self.human.saturating_add(self.bot)),
            count(self.human),
            count(self.bot),
        )
    }
}

const PRELOAD_SELECT: &str = "SELECT c.visits, c.num, l.id, l.slug, l.destination \
     FROM link_counters c JOIN links l ON l.id = c.link_id";

/// `column + amount` that stops at the 64-bit maximum instead of
/// overflowing (SQLite would turn it into a REAL no later MIN() undoes;
/// PostgreSQL would refuse it with an error that fails the whole batch).
fn saturating(column: &str, amount: &str) -> String {
    format!(
        "{column} = CASE WHEN link_counters.{column} > 9223372036854775807 - {amount} \
         THEN 9223372036854775807 ELSE link_counters.{column} + {amount} END"
    )
}

impl Store {
    /// Up to `limit` links in (visits, id) descending order after `after`:
    /// the pages of the slug cache's preload, most-visited first, read in
    /// the order of the `link_counters_visits` index.
    pub async fn link_targets_by_visits(
        &self,
        after: Option<(i64, &str)>,
        limit: i64,
    ) -> Result<Vec<CacheRow>, StoreError> {
        Ok(match after {
            None => on_reader!(self, |pool| sqlx::query_as(&format!(
                "{PRELOAD_SELECT} ORDER BY c.visits DESC, c.link_id DESC LIMIT $1"
            ))
            .bind(limit)
            .fetch_all(pool)
            .await)?,
            Some((visits, id)) => on_reader!(self, |pool| sqlx::query_as(&format!(
                "{PRELOAD_SELECT} WHERE (c.visits, c.link_id) < ($1, $2) \
                 ORDER BY c.visits DESC, c.link_id DESC LIMIT $3"
            ))
            .bind(visits)
            .bind(id)
            .bind(limit)
            .fetch_all(pool)
            .await)?,
        })
    }

    /// Adds buffered visit counts to `link_counters`, one transaction per
    /// batch, one statement per chunk of links: a flush after a busy second
    /// holds tens of thousands of links, and one statement (and, on
    /// PostgreSQL, one round trip) per link was the flush's largest cost.
    /// Links deleted meanwhile match no row and are skipped. Counts
    /// saturate at the column's maximum instead of overflowing.
    pub async fn add_visits(&self, batch: &[VisitCounts]) -> Result<(), StoreError> {
        if batch.is_empty() {
            return Ok(());
        }
        let set = [
            saturating("visits", "$V"),
            saturating("human_visits", "$H"),
            saturating("bot_visits", "$B"),
        ]
        .join(", ");
        match &self.db {
            Db::Sqlite { writer, .. } => {
                // An array of [num, visits, humans, bots]: SQLite's json_each
                // walks it as rows, each matched to its counters by number.
                let set = set
                    .replace("$V", "json_extract(counts.value, '$[1]')")
                    .replace("$H", "json_extract(counts.value, '$[2]')")
                    .replace("$B", "json_extract(counts.value, '$[3]')");
                let sql = format!(
                    "UPDATE link_counters SET {set} FROM json_each($1) AS counts \
                     WHERE link_counters.num = json_extract(counts.value, '$[0]')"
                );
                let mut tx = writer.begin().await?;
                for chunk in batch.chunks(VISIT_CHUNK) {
                    let rows: Vec<serde_json::Value> = chunk
                        .iter()
                        .map(|c| {
                            let (visits, human, bot) = c.additions();
                            serde_json::json!([c.num, visits, human, bot])
                        })
                        .collect();
                    sqlx::query(&sql)
                        .bind(serde_json::Value::Array(rows).to_string())
                        .execute(&mut *tx)
                        .await?;
                }
                tx.commit().await?;
            }
            Db::Postgres(pool) => {
                let set = set
                    .replace("$V", "counts.v")
                    .replace("$H", "counts.h")
                    .replace("$B", "counts.b");
                let sql = format!(
                    "UPDATE link_counters SET {set} \
                     FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[]) \
                     AS counts(num, v, h, b) WHERE link_counters.num = counts.num"
                );
                let mut tx = pool.begin().await?;
                for chunk in batch.chunks(VISIT_CHUNK) {
                    let mut nums = Vec::with_capacity(chunk.len());
                    let (mut visits, mut humans, mut bots) = (Vec::new(), Vec::new(), Vec::new());
                    for c in chunk {
                        let (v, h, b) = c.additions();
                        nums.push(c.num);
                        visits.push(v);
                        humans.push(h);
                        bots.push(b);
                    }
                    // The batch comes sorted by number, so instances
                    // flushing at once take the row locks in the same
                    // order; should a plan differ and deadlock, the flush
                    // fails and its counts are kept for the next one.
                    sqlx::query(&sql)
                        .bind(nums)
                        .bind(visits)
                        .bind(humans)
                        .bind(bots)
                        .execute(&mut *tx)
                        .await?;
                }
                tx.commit().await?;
            }
        }
        Ok(())
    }
}
