//! Every link's visits per closed UTC day and month as one encoded value
//! (`visit_period_totals`, src/domain/period_totals.rs): built by a job
//! from the daily and monthly rows, cleared by every flush that adds to
//! its period, read by the top links over every link.

use super::{on_reader, on_writer, Store, StoreError};
use crate::domain::period_totals::{Encoder, LinkTotal};
use crate::domain::summary_window::{SummaryAdd, SummaryBatch, SummaryKey};
use futures_util::TryStreamExt;

/// Which period a value covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PeriodKind {
    /// A UTC day, by its number since the epoch (`visit_daily.day`).
    Day,
    /// A UTC month, by its number since January 1970 (`visit_monthly.month`).
    Month,
}

impl PeriodKind {
    fn code(self) -> i16 {
        match self {
            Self::Day => 0,
            Self::Month => 1,
        }
    }

    fn from_code(code: i16) -> Option<Self> {
        match code {
            0 => Some(Self::Day),
            1 => Some(Self::Month),
            _ => None,
        }
    }

    /// The summary table and its period column.
    fn rows(self) -> (&'static str, &'static str) {
        match self {
            Self::Day => ("visit_daily", "day"),
            Self::Month => ("visit_monthly", "month"),
        }
    }
}

/// Clears the values of `periods` in a flush's transaction `$tx` (either
/// engine): a period that has none yet (today, this month) matches nothing.
macro_rules! clear_period_totals {
    ($tx:expr, $periods:expr) => {
        for (kind, period) in $periods {
            sqlx::query(
                "UPDATE visit_period_totals SET totals = NULL, generation = generation + 1 \
                 WHERE kind = $1 AND period = $2",
            )
            .bind(kind)
            .bind(period)
            .execute(&mut *$tx)
            .await?;
        }
    };
}
pub(super) use clear_period_totals;

/// The (kind code, period) of every day and month a flush's summaries add
/// link visits to, in key order.
pub(super) fn touched_periods(summaries: &SummaryBatch) -> Vec<(i16, i64)> {
    let periods = |rows: &[(SummaryKey, SummaryAdd)], kind: PeriodKind| {
        rows.iter()
            .filter(|((link, dimension, _, _), _)| *link != 0 && *dimension == 0)
            .map(move |((_, _, period, _), _)| (kind.code(), *period))
            .collect::<std::collections::BTreeSet<_>>()
    };
    let mut touched: Vec<(i16, i64)> = periods(&summaries.daily, PeriodKind::Day)
        .into_iter()
        .collect();
    touched.extend(periods(&summaries.monthly, PeriodKind::Month));
    touched
}

/// A row of the summaries as a link total; counts are never negative.
pub(super) fn link_total((num, humans, bots): (i64, i64, i64)) -> LinkTotal {
    LinkTotal {
        num,
        humans: u64::try_from(humans).unwrap_or(0),
        bots: u64::try_from(bots).unwrap_or(0),
    }
}

impl Store {
    /// Closed periods (days before `today`, months before its month) with
    /// visits but no current value: months first, newest first, at most
    /// `limit`.
    pub async fn stale_period_totals(
        &self,
        today: i64,
        limit: u32,
    ) -> Result<Vec<(PeriodKind, i64)>, StoreError> {
        let this_month = crate::domain::visits::month_of_day(today);
        let part = |kind: PeriodKind, bound: u8| {
            let (table, column) = kind.rows();
            format!(
                "SELECT CAST({code} AS SMALLINT) AS kind, CAST(r.{column} AS BIGINT) AS period \
                 FROM {table} r LEFT JOIN visit_period_totals p \
                 ON p.kind = {code} AND p.period = r.{column} \
                 WHERE r.link_num = 0 AND r.dimension = 0 AND r.value = '' \
                 AND r.{column} < ${bound} AND p.totals IS NULL",
                code = kind.code()
            )
        };
        let sql = format!(
            "SELECT kind, period FROM ({} UNION ALL {}) t \
             ORDER BY kind DESC, period DESC LIMIT $3",
            part(PeriodKind::Day, 1),
            part(PeriodKind::Month, 2)
        );
        let rows: Vec<(i16, i64)> = on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(today)
            .bind(this_month)
            .bind(i64::from(limit))
            .fetch_all(pool)
            .await)?;
        Ok(rows
            .into_iter()
            .filter_map(|(code, period)| Some((PeriodKind::from_code(code)?, period)))
            .collect())
    }

    /// Builds the value of one period from its rows (links deleted and
    /// waiting to be purged left out). `false` when a flush added to the
    /// period while it was read: nothing is stored, the next pass tries
    /// again.
    pub async fn build_period_totals(
        &self,
        kind: PeriodKind,
        period: i64,
    ) -> Result<bool, StoreError> {
        let code = kind.code();
        // The row first, so a flush from now on bumps its generation.
        on_writer!(self, |pool| sqlx::query(
            "INSERT INTO visit_period_totals (kind, period) VALUES ($1, $2) \
             ON CONFLICT (kind, period) DO NOTHING"
        )
        .bind(code)
        .bind(period)
        .execute(pool)
        .await
        .map(|_| ()))?;
        let generation: i64 = on_writer!(self, |pool| sqlx::query_scalar(
            "SELECT generation FROM visit_period_totals WHERE kind = $1 AND period = $2"
        )
        .bind(code)
        .bind(period)
        .fetch_one(pool)
        .await)?;
        let totals = self.encoded_rows(kind, period).await?;
        // Stored only if no flush touched the period since the generation
        // was read; one that commits after this clears it again.
        let stored = on_writer!(self, |pool| sqlx::query(
            "UPDATE visit_period_totals SET totals = $3 \
             WHERE kind = $1 AND period = $2 AND generation = $4"
        )
        .bind(code)
        .bind(period)
        .bind(totals)
        .bind(generation)
        .execute(pool)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(stored == 1)
    }

    /// One period's link rows, encoded as they stream in.
    async fn encoded_rows(&self, kind: PeriodKind, period: i64) -> Result<Vec<u8>, StoreError> {
        let (table, column) = kind.rows();
        // Read through the totals index, (period, link) with the counts.
        let sql = format!(
            "SELECT link_num, humans, bots FROM {table} \
             WHERE dimension = 0 AND {column} = $1 AND link_num > 0 \
             AND link_num NOT IN (SELECT p.link_num FROM visit_purges p) \
             ORDER BY link_num"
        );
        let mut encoder = Encoder::default();
        on_reader!(self, |pool| {
            let mut rows = sqlx::query_as::<_, (i64, i64, i64)>(&sql)
                .bind(period)
                .fetch(pool);
            while let Some(row) = rows.try_next().await? {
                encoder
                    .push(link_total(row))
                    .map_err(|_| StoreError::other("summary rows out of link order"))?;
            }
            Ok::<_, StoreError>(())
        })?;
        Ok(encoder.finish())
    }

    /// The stored values of `kind` for periods in `[from, to)`, by period.
    pub(super) async fn period_totals(
        &self,
        kind: PeriodKind,
        (from, to): (i64, i64),
    ) -> Result<Vec<(i64, Vec<u8>)>, StoreError> {
        if from >= to {
            return Ok(Vec::new());
        }
        Ok(on_reader!(self, |pool| sqlx::query_as(
            "SELECT CAST(period AS BIGINT), totals FROM visit_period_totals \
             WHERE kind = $1 AND period >= $2 AND period < $3 AND totals IS NOT NULL"
        )
        .bind(kind.code())
        .bind(from)
        .bind(to)
        .fetch_all(pool)
        .await)?)
    }

    /// The periods of `kind` in `[from, to)` that have visits (an
    /// all-links row).
    pub(super) async fn visited_periods(
        &self,
        kind: PeriodKind,
        (from, to): (i64, i64),
    ) -> Result<Vec<i64>, StoreError> {
        if from >= to {
            return Ok(Vec::new());
        }
        let (table, column) = kind.rows();
        let sql = format!(
            "SELECT CAST({column} AS BIGINT) FROM {table} \
             WHERE link_num = 0 AND dimension = 0 AND value = '' \
             AND {column} >= $1 AND {column} < $2"
        );
        Ok(on_reader!(self, |pool| sqlx::query_scalar(&sql)
            .bind(from)
            .bind(to)
            .fetch_all(pool)
            .await)?)
    }

    /// One period's link rows as they are, in link order (a period whose
    /// value is not built yet).
    pub(super) async fn period_rows(
        &self,
        kind: PeriodKind,
        period: i64,
    ) -> Result<Vec<LinkTotal>, StoreError> {
        let (table, column) = kind.rows();
        let sql = format!(
            "SELECT link_num, humans, bots FROM {table} \
             WHERE dimension = 0 AND {column} = $1 AND link_num > 0 ORDER BY link_num"
        );
        self.link_total_rows(&sql, &[period]).await
    }

    /// Every link's visits in the hours `[from, to)`, in link order.
    pub(super) async fn hour_rows(
        &self,
        (from, to): (i64, i64),
    ) -> Result<Vec<LinkTotal>, StoreError> {
        if from >= to {
            return Ok(Vec::new());
        }
        self.link_total_rows(
            "SELECT link_num, CAST(SUM(humans) AS BIGINT) AS humans, \
             CAST(SUM(bots) AS BIGINT) AS bots FROM visit_summaries \
             WHERE dimension = 0 AND hour >= $1 AND hour < $2 \
             AND link_num > 0 GROUP BY link_num ORDER BY link_num",
            &[from, to],
        )
        .await
    }

    /// All links' visits in `[from, to)` (whole hours), from their hourly
    /// rows: a handful of rows, read by key.
    pub(super) async fn all_links_visits(&self, (from, to): (i64, i64)) -> Result<i64, StoreError> {
        if from >= to {
            return Ok(0);
        }
        Ok(on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT CAST(COALESCE(SUM(humans + bots), 0) AS BIGINT) FROM visit_summaries \
             WHERE link_num = 0 AND dimension = 0 AND value = '' AND hour >= $1 AND hour < $2"
        )
        .bind(from)
        .bind(to)
        .fetch_one(pool)
        .await)?)
    }

    /// A closed period's value with the generation it was built at.
    pub(super) async fn period_value(
        &self,
        kind: PeriodKind,
        period: i64,
    ) -> Result<Option<(Vec<u8>, i64)>, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_as(
            "SELECT totals, generation FROM visit_period_totals \
             WHERE kind = $1 AND period = $2 AND totals IS NOT NULL"
        )
        .bind(kind.code())
        .bind(period)
        .fetch_optional(pool)
        .await)?)
    }

    /// The generation of a period's value, `None` once it is cleared.
    pub(super) async fn period_generation(
        &self,
        kind: PeriodKind,
        period: i64,
    ) -> Result<Option<i64>, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT generation FROM visit_period_totals \
             WHERE kind = $1 AND period = $2 AND totals IS NOT NULL"
        )
        .bind(kind.code())
        .bind(period)
        .fetch_optional(pool)
        .await)?)
    }
}
