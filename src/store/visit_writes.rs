//! Visit statistics' writes (docs/STATISTICS.md): one flush's counters,
//! events and orphan visits' daily counts, with the first sightings and the hourly, daily and monthly summaries of
//! a summary window when one is due, in one transaction. Every write is
//! additive and saturating, and rows are written in key order, so
//! instances flushing at once on one PostgreSQL database sum exactly and
//! take row locks in the same order.

mod postgres;
mod sqlite;

use super::period_totals::{clear_period_totals, touched_periods};
use super::{Db, Store, StoreError};
use crate::domain::orphan_visits::OrphanCount;
use crate::domain::summary_window::{
    daily_rows, monthly_rows, with_uniques, SummaryBatch, SummaryRow, SummaryWindow,
};
use crate::domain::visits::{Dimension, VisitEvent};
use std::collections::HashSet;

pub use crate::domain::summary_window::{SummaryAdd, SummaryKey};

/// An event as the store writes it.
pub type StoredVisit = VisitEvent;

/// Rows per PostgreSQL statement: keeps each bound array small.
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

/// What one write stored.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct VisitWrite {
    pub events: u64,
    /// (link, day, visitor) seen for the first time.
    pub first_sightings: u64,
    /// Hourly summary rows added to or created.
    pub summary_rows: u64,
}

/// Which summary table rows go to.
#[derive(Debug, Clone, Copy)]
enum Period {
    Hourly,
    Daily,
    Monthly,
}

impl Period {
    fn table(self) -> &'static str {
        match self {
            Self::Hourly => "visit_summaries",
            Self::Daily => "visit_daily",
            Self::Monthly => "visit_monthly",
        }
    }

    fn column(self) -> &'static str {
        match self {
            Self::Hourly => "hour",
            Self::Daily => "day",
            Self::Monthly => "month",
        }
    }
}

/// Puts events in the order of the `(link_num, at)` index of
/// `visit_events`, each link's in the order they came: a flush then walks
/// that index once from start to end, each of its pages read and written
/// once, instead of landing each event on a page picked at random by its
/// link. At 10,000 busy links that index took 85 % of the events' insert
/// time in arrival order (bench/README.md, "Events in the index's order").
/// Ids, which webhooks follow, then keep each link's visits in the order
/// they happened.
pub fn order_for_writing(events: &mut [StoredVisit]) {
    events.sort_by_key(|e| (e.link_num, e.at));
}

impl Store {
    /// Writes `counts` and `events` and everything `events` add to the
    /// summaries, in one transaction: what a flush and its summary window
    /// together write, for callers that hold no window.
    pub async fn write_visits(
        &self,
        counts: &[LinkVisitCount],
        events: &[StoredVisit],
    ) -> Result<VisitWrite, StoreError> {
        let mut window = SummaryWindow::new();
        window.add(events);
        self.write_flush(counts, events, &window.take(), &[]).await
    }

    /// Adds one flush in ONE transaction: `counts` to `link_counters` (by
    /// num; links deleted meanwhile match nothing), `events` to
    /// `visit_events`, and `summaries`: its sightings to `visitor_days`,
    /// its rows (with the unique visitors of the sightings new to the
    /// database) to the hourly, daily and monthly summaries, and `orphans`
    /// (in key order) to `orphan_visits` (rows of a domain removed
    /// meanwhile are skipped). Events are written by link, each link's in
    /// time order ([`order_for_writing`]). Nothing is written when it
    /// fails.
    pub async fn write_flush(
        &self,
        counts: &[LinkVisitCount],
        events: &[StoredVisit],
        summaries: &SummaryBatch,
        orphans: &[OrphanCount],
    ) -> Result<VisitWrite, StoreError> {
        if counts.is_empty() && events.is_empty() && summaries.is_empty() && orphans.is_empty() {
            return Ok(VisitWrite::default());
        }
        let mut counts = counts.to_vec();
        counts.sort_unstable_by_key(|c| c.num);
        // The flush hands them over ordered (off the request workers).
        let ordered;
        let events = if events.is_sorted_by_key(|e| (e.link_num, e.at)) {
            events
        } else {
            let mut copy = events.to_vec();
            order_for_writing(&mut copy);
            ordered = copy;
            &ordered
        };
        match &self.db {
            Db::Sqlite { writer, .. } => {
                let mut tx = writer.begin().await?;
                sqlite::add_counts(&mut tx, &counts).await?;
                sqlite::insert_events(&mut tx, events).await?;
                let firsts = sqlite::insert_sightings(&mut tx, &summaries.sightings).await?;
                let uniques = UniqueRows::of(summaries, &firsts);
                for (period, rows) in uniques.merged_into(summaries) {
                    sqlite::add_summaries(&mut tx, period, &rows).await?;
                }
                clear_period_totals!(tx, touched_periods(summaries));
                sqlite::add_orphan_visits(&mut tx, orphans).await?;
                tx.commit().await?;
                Ok(written(events, &firsts, &summaries.hourly))
            }
            Db::Postgres(pool) => {
                let mut tx = pool.begin().await?;
                postgres::add_counts(&mut tx, &counts).await?;
                postgres::insert_events(&mut tx, events).await?;
                let firsts = postgres::insert_sightings(&mut tx, &summaries.sightings).await?;
                let uniques = UniqueRows::of(summaries, &firsts);
                for (period, rows) in uniques.merged_into(summaries) {
                    postgres::add_summaries(&mut tx, period, &rows).await?;
                }
                clear_period_totals!(tx, touched_periods(summaries));
                postgres::add_orphan_visits(&mut tx, orphans).await?;
                tx.commit().await?;
                Ok(written(events, &firsts, &summaries.hourly))
            }
        }
    }
}

/// The unique visitors of a batch's first sightings, by period.
struct UniqueRows {
    hourly: Vec<(SummaryKey, SummaryAdd)>,
    daily: Vec<(SummaryKey, SummaryAdd)>,
    monthly: Vec<(SummaryKey, SummaryAdd)>,
}

impl UniqueRows {
    fn of(summaries: &SummaryBatch, firsts: &HashSet<(i64, i64, i64)>) -> Self {
        let hourly = summaries.unique_rows(firsts);
        let daily = daily_rows(&hourly);
        let monthly = monthly_rows(&daily);
        Self {
            hourly,
            daily,
            monthly,
        }
    }

    /// Each period's rows with these unique visitors added, in the order
    /// they are written (hourly, daily, monthly; each in key order). The
    /// split variants' rows are written by day only: their figures are
    /// read by whole days, and a flush of busy split links would otherwise
    /// write three rows a variant instead of one.
    fn merged_into<'a>(
        &'a self,
        summaries: &'a SummaryBatch,
    ) -> [(Period, Vec<SummaryRow<'a>>); 3] {
        let by_day_only = |rows: Vec<SummaryRow<'a>>| -> Vec<SummaryRow<'a>> {
            rows.into_iter()
                .filter(|(key, _)| key.1 != Dimension::Variant.code())
                .collect()
        };
        [
            (
                Period::Hourly,
                by_day_only(with_uniques(&summaries.hourly, &self.hourly)),
            ),
            (Period::Daily, with_uniques(&summaries.daily, &self.daily)),
            (
                Period::Monthly,
                by_day_only(with_uniques(&summaries.monthly, &self.monthly)),
            ),
        ]
    }
}

fn written(
    events: &[StoredVisit],
    firsts: &HashSet<(i64, i64, i64)>,
    hourly: &[(SummaryKey, SummaryAdd)],
) -> VisitWrite {
    VisitWrite {
        events: events.len() as u64,
        first_sightings: firsts.len() as u64,
        summary_rows: hourly.len() as u64,
    }
}

/// `column = column + n`, saturating at the 64-bit maximum: past it SQLite
/// would turn the sum into a REAL and PostgreSQL would fail the flush.
fn saturating(target: &str, column: &str, addend: &str) -> String {
    format!(
        "{column} = CASE WHEN {target}.{column} > 9223372036854775807 - {addend} \
         THEN 9223372036854775807 ELSE {target}.{column} + {addend} END"
    )
}

/// The upsert of orphan visit rows, `source` a FROM clause (aliased `v`)
/// yielding the six columns named as the table's: only rows of a domain
/// that exists (a removed domain's pending visits go with it).
fn orphan_upsert(source: &str) -> String {
    format!(
        "INSERT INTO orphan_visits (domain_id, day, kind, slug, humans, bots) \
         SELECT v.domain_id, v.day, v.kind, v.slug, v.humans, v.bots FROM {source} \
         WHERE EXISTS (SELECT 1 FROM domains d WHERE d.id = v.domain_id) \
         ON CONFLICT (domain_id, day, kind, slug) DO UPDATE SET {}, {}",
        saturating("orphan_visits", "humans", "excluded.humans"),
        saturating("orphan_visits", "bots", "excluded.bots"),
    )
}

/// The stored columns of an orphan visit row: the slug `''` when none was
/// kept, the counts saturated to the column's range.
fn orphan_columns(row: &OrphanCount) -> (&str, i64, i16, &str, i64, i64) {
    let count = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
    (
        &row.domain_id,
        row.day,
        row.kind.code(),
        row.slug.as_deref().unwrap_or(""),
        count(row.humans),
        count(row.bots),
    )
}

/// The upsert of summary rows into `period`'s table, `$1`… one column each
/// as `source` (a FROM clause yielding the eight columns in order) reads.
fn summary_upsert(period: Period, source: &str) -> String {
    let table = period.table();
    format!(
        "INSERT INTO {table} \
         (link_num, dimension, {}, value, humans, bots, unique_humans, unique_bots) \
         {source} ON CONFLICT (link_num, dimension, {}, value) DO UPDATE SET {}, {}, {}, {}",
        period.column(),
        period.column(),
        saturating(table, "humans", "excluded.humans"),
        saturating(table, "bots", "excluded.bots"),
        saturating(table, "unique_humans", "excluded.unique_humans"),
        saturating(table, "unique_bots", "excluded.unique_bots"),
    )
}
