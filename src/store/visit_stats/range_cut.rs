//! Where a statistics range is read from: whole months from the monthly
//! rows, whole days from the daily rows, the edges from the hourly rows
//! (docs/STATISTICS.md), so a year's top lists read a few hundred rows.

use super::{source, StatsScope};
use crate::domain::visits::{first_day_of_month, month_of_day, DAY_MS};

/// A range `[from, to)` of ms cut where whole UTC months and days can be
/// read from the monthly and daily rows: hours `head`, days `head_days`,
/// months `months`, days `tail_days` and hours `tail`, in time order.
/// Unused parts are empty (`(0, 0)`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct RangeCut {
    pub(super) head: (i64, i64),
    pub(super) head_days: (i64, i64),
    pub(super) months: (i64, i64),
    pub(super) tail_days: (i64, i64),
    pub(super) tail: (i64, i64),
}

impl RangeCut {
    /// Whole months from the monthly rows (`months` true), whole days from
    /// the daily rows, the edges by hour.
    pub(super) fn of(from: i64, to: i64, months: bool) -> Self {
        let none = (0, 0);
        let first_day = from.div_euclid(DAY_MS) + i64::from(from.rem_euclid(DAY_MS) != 0);
        let end_day = to.div_euclid(DAY_MS);
        if first_day >= end_day {
            return Self {
                head: (from, to),
                head_days: none,
                months: none,
                tail_days: none,
                tail: none,
            };
        }
        let hours = |cut: Self| Self {
            head: (from, first_day * DAY_MS),
            tail: (end_day * DAY_MS, to),
            ..cut
        };
        let first_month = {
            let month = month_of_day(first_day);
            month + i64::from(first_day_of_month(month) != first_day)
        };
        let end_month = month_of_day(end_day);
        if !months || first_month >= end_month {
            return hours(Self {
                head: none,
                head_days: (first_day, end_day),
                months: none,
                tail_days: none,
                tail: none,
            });
        }
        hours(Self {
            head: none,
            head_days: (first_day, first_day_of_month(first_month)),
            months: (first_month, end_month),
            tail_days: (first_day_of_month(end_month), end_day),
            tail: none,
        })
    }
}

/// The tables a [`RangeCut`] reads, as FROM clauses ending in a WHERE (as
/// [`source`] gives).
pub(super) struct CutSources {
    pub(super) hourly: String,
    pub(super) daily: String,
    pub(super) monthly: String,
}

impl CutSources {
    /// The rows of `scope`, its domain (when apart from its key) bound as
    /// `$domain_at`.
    pub(super) fn of(scope: StatsScope<'_>, domain_at: u8) -> Self {
        Self {
            hourly: source(scope, "visit_summaries", domain_at),
            daily: source(scope, "visit_daily", domain_at),
            monthly: source(scope, "visit_monthly", domain_at),
        }
    }

    /// Every link's own rows, the all-links ones (number 0, bound as `$1`)
    /// left out.
    pub(super) fn every_link() -> Self {
        Self {
            hourly: "visit_summaries vs WHERE vs.link_num <> $1".to_owned(),
            daily: "visit_daily vs WHERE vs.link_num <> $1".to_owned(),
            monthly: "visit_monthly vs WHERE vs.link_num <> $1".to_owned(),
        }
    }
}

/// The rows of one dimension over a cut range, as `key` (`vs.{key}`) and
/// the `counts` columns (`expression AS name`, e.g. `vs.humans AS c`):
/// `$2`–`$3` head hours, `$4` the
/// dimension (`dimension` says how the SQL names it: a literal lets a
/// partial index on it be used), `$5`–`$6` tail hours, `$7`–`$8` head
/// days, `$9`–`$10` tail days, `$11`–`$12` months.
pub(super) fn cut_rows(from: &CutSources, key: &str, counts: &str, dimension: &str) -> String {
    // Plain ranges, not an OR: each can then be read as a range of the
    // (link, dimension, period) key or of the totals index.
    let part = |table: &str, column: &str, low: u8, high: u8| {
        format!(
            "SELECT vs.{key} AS key, {counts} FROM {table} AND vs.dimension = {dimension} \
             AND vs.{column} >= ${low} AND vs.{column} < ${high}"
        )
    };
    [
        part(&from.hourly, "hour", 2, 3),
        part(&from.hourly, "hour", 5, 6),
        part(&from.daily, "day", 7, 8),
        part(&from.daily, "day", 9, 10),
        part(&from.monthly, "month", 11, 12),
    ]
    .join(" UNION ALL ")
}

/// Binds `$2`–`$12` of [`cut_rows`] after the scope's `$1`.
macro_rules! bind_cut {
    ($query:expr, $cut:expr, $dimension:expr) => {
        $query
            .bind($cut.head.0)
            .bind($cut.head.1)
            .bind($dimension)
            .bind($cut.tail.0)
            .bind($cut.tail.1)
            .bind($cut.head_days.0)
            .bind($cut.head_days.1)
            .bind($cut.tail_days.0)
            .bind($cut.tail_days.1)
            .bind($cut.months.0)
            .bind($cut.months.1)
    };
}
pub(super) use bind_cut;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::visits::HOUR_MS;

    #[test]
    fn ranges_read_whole_days_from_the_daily_rows_and_the_edges_by_hour() {
        let day = 20_000 * DAY_MS;
        let cut = RangeCut::of(day - 4 * HOUR_MS, day + 2 * DAY_MS + 3 * HOUR_MS, true);
        assert_eq!(cut.head, (day - 4 * HOUR_MS, day));
        assert_eq!(cut.head_days, (20_000, 20_002));
        assert_eq!(cut.months.0, cut.months.1);
        assert_eq!(cut.tail_days.0, cut.tail_days.1);
        assert_eq!(cut.tail, (day + 2 * DAY_MS, day + 2 * DAY_MS + 3 * HOUR_MS));
        // Whole days only: empty edges.
        let whole = RangeCut::of(day, day + DAY_MS, true);
        assert_eq!((whole.head.0, whole.head.1), (day, day));
        assert_eq!(whole.head_days, (20_000, 20_001));
        assert_eq!(whole.tail.0, whole.tail.1);
        // Less than a whole day: hours only.
        let short = RangeCut::of(day + HOUR_MS, day + DAY_MS + HOUR_MS, true);
        assert_eq!(short.head, (day + HOUR_MS, day + DAY_MS + HOUR_MS));
        assert_eq!(short.head_days.0, short.head_days.1);
        assert_eq!(short.tail.0, short.tail.1);
    }

    #[test]
    fn ranges_read_whole_months_from_the_monthly_rows() {
        // 2026-01-31T22:00Z to 2026-04-02T03:00Z: hours, Jan 31 by day,
        // February and March by month, April 1 by day, then hours.
        let (jan31, apr1) = (20_484, 20_544);
        let (from, to) = (
            jan31 * DAY_MS - 2 * HOUR_MS,
            (apr1 + 1) * DAY_MS + 3 * HOUR_MS,
        );
        let cut = RangeCut::of(from, to, true);
        let january = (2026 - 1970) * 12;
        assert_eq!(cut.head, (from, jan31 * DAY_MS));
        assert_eq!(cut.head_days, (jan31, jan31 + 1));
        assert_eq!(cut.months, (january + 1, january + 3));
        assert_eq!(cut.tail_days, (apr1, apr1 + 1));
        assert_eq!(cut.tail, ((apr1 + 1) * DAY_MS, to));
        // Without months, every whole day is read by day.
        let days = RangeCut::of(from, to, false);
        assert_eq!(days.head_days, (jan31, apr1 + 1));
        assert_eq!(days.months.0, days.months.1);
        // A whole month alone, from its first day to the next's.
        let feb = RangeCut::of((jan31 + 1) * DAY_MS, (jan31 + 29) * DAY_MS, true);
        assert_eq!(feb.months, (january + 1, january + 2));
        assert_eq!(feb.head_days.0, feb.head_days.1);
        assert_eq!(feb.tail_days.0, feb.tail_days.1);
    }
}
