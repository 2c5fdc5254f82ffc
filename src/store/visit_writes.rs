//! Visit statistics' writes (docs/STATISTICS.md): one flush's counters,
//! events, first sightings and hourly summaries in one transaction. Every
//! write is additive and saturating, and rows are written in key order, so
//! instances flushing at once on one PostgreSQL database sum exactly and
//! take row locks in the same order.

mod aggregate;
mod postgres;
mod sqlite;

use super::{Db, Store, StoreError};
use crate::domain::visits::VisitEvent;

pub use aggregate::SummaryAdd;
use aggregate::{first_sightings, summaries, Sighting, SummaryKey};

/// An event as the store writes it.
pub type StoredVisit = VisitEvent;

/// Rows per statement: keeps each bound value (a JSON text on SQLite, an
/// array on PostgreSQL) small.
const ROWS_PER_STATEMENT: usize = 5_000;

/// Visits to add to one link's counters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LinkVisitCount {
    pub num: i64,
    pub humans: u64,
    pub bots: u64,
}

impl LinkVisitCount {
    /// (visits, humans, bots), each saturated to the column's range.
    fn columns(&self) -> (i64, i64, i64) {
        let count = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
        let (humans, bots) = (count(self.humans), count(self.bots));
        (humans.saturating_add(bots), humans, bots)
    }
}

/// What one [`Store::write_visits`] wrote.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct VisitWrite {
    pub events: u64,
    /// (link, day, visitor) seen for the first time.
    pub first_sightings: u64,
    /// Summary rows added to or created.
    pub summary_rows: u64,
}

impl Store {
    /// Adds one flush in ONE transaction: `counts` to `link_counters` (by
    /// num; links deleted meanwhile match nothing), `events` to
    /// `visit_events`, their first sightings to `visitor_days`, and the
    /// hourly summaries of each link and of all links (`link_num = 0`),
    /// unique visitors included. Nothing is written when it fails.
    pub async fn write_visits(
        &self,
        counts: &[LinkVisitCount],
        events: &[StoredVisit],
    ) -> Result<VisitWrite, StoreError> {
        if counts.is_empty() && events.is_empty() {
            return Ok(VisitWrite::default());
        }
        let mut counts = counts.to_vec();
        counts.sort_unstable_by_key(|c| c.num);
        let sightings = first_sightings(events);
        match &self.db {
            Db::Sqlite { writer, .. } => {
                let mut tx = writer.begin().await?;
                let written = sqlite::write(&mut tx, &counts, events, &sightings).await?;
                tx.commit().await?;
                Ok(written)
            }
            Db::Postgres(pool) => {
                let mut tx = pool.begin().await?;
                let written = postgres::write(&mut tx, &counts, events, &sightings).await?;
                tx.commit().await?;
                Ok(written)
            }
        }
    }
}

/// The summary rows of `events` plus the uniques of the sightings that were
/// first (`firsts`), in key order.
fn summary_rows<'a>(
    events: &'a [StoredVisit],
    sightings: &[Sighting],
    firsts: &std::collections::HashSet<(i64, i64, i64)>,
) -> Vec<(SummaryKey<'a>, SummaryAdd)> {
    let first: Vec<&Sighting> = sightings
        .iter()
        .filter(|s| firsts.contains(&(s.link_num, s.day, s.visitor)))
        .collect();
    summaries(events, &first).into_iter().collect()
}
