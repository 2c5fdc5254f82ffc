//! The buckets of a series: they start at the hour (hour) or at local
//! midnight (day, Monday of an ISO week, first of a month) in the request's
//! zone, and each UTC hour of the summaries falls in the bucket where it
//! starts.

use super::{start_of_day, BotsMode, Figures, HourCounts, Interval, StatsInputError};
use super::{HOUR_MS, MAX_BUCKETS};
use crate::domain::visits::DAY_MS;
use chrono::{Datelike, Days, NaiveDate, Offset, TimeZone, Utc};
use chrono_tz::Tz;

/// The local date of `millis` in `tz`.
fn local_date(millis: i64, tz: Tz) -> Option<NaiveDate> {
    let utc = chrono::DateTime::<Utc>::from_timestamp_millis(millis)?;
    Some(tz.from_utc_datetime(&utc.naive_utc()).date_naive())
}

/// The start of the bucket that holds `millis`.
fn bucket_start(millis: i64, interval: Interval, tz: Tz) -> Option<i64> {
    match interval {
        Interval::Hour => {
            let utc = chrono::DateTime::<Utc>::from_timestamp_millis(millis)?;
            let offset = tz
                .offset_from_utc_datetime(&utc.naive_utc())
                .fix()
                .local_minus_utc();
            let local = millis + i64::from(offset) * 1000;
            Some(millis - local.rem_euclid(HOUR_MS))
        }
        Interval::Day => start_of_day(tz, local_date(millis, tz)?),
        Interval::Week => {
            let date = local_date(millis, tz)?;
            let monday =
                date.checked_sub_days(Days::new(u64::from(date.weekday().num_days_from_monday())))?;
            start_of_day(tz, monday)
        }
        Interval::Month => start_of_day(tz, local_date(millis, tz)?.with_day(1)?),
    }
}

/// The start of the bucket after the one starting at `start`.
fn next_bucket(start: i64, interval: Interval, tz: Tz) -> Option<i64> {
    let next = match interval {
        Interval::Hour => bucket_start(start + HOUR_MS, interval, tz)?,
        Interval::Day => start_of_day(tz, local_date(start, tz)?.checked_add_days(Days::new(1))?)?,
        Interval::Week => start_of_day(tz, local_date(start, tz)?.checked_add_days(Days::new(7))?)?,
        Interval::Month => start_of_day(
            tz,
            local_date(start, tz)?.checked_add_months(chrono::Months::new(1))?,
        )?,
    };
    // Never stall, whatever a zone's rules do.
    Some(next.max(start + HOUR_MS))
}

/// The start of every bucket that meets `[from, to)`, ascending: the first
/// may start before `from`. More than [`MAX_BUCKETS`] is refused.
pub fn bucket_starts(
    from: i64,
    to: i64,
    interval: Interval,
    tz: Tz,
) -> Result<Vec<i64>, StatsInputError> {
    let mut starts = Vec::new();
    let mut start = bucket_start(from, interval, tz).ok_or(StatsInputError::InvalidFrom)?;
    while start < to {
        if starts.len() == MAX_BUCKETS {
            return Err(StatsInputError::TooManyBuckets);
        }
        starts.push(start);
        start = next_bucket(start, interval, tz).ok_or(StatsInputError::InvalidTo)?;
    }
    Ok(starts)
}

/// The figures of each bucket of `starts` (empty ones included) from
/// `hours`, every hour counted in the bucket where it starts.
pub fn series(starts: &[i64], hours: &[HourCounts], bots: BotsMode) -> Vec<(i64, Figures)> {
    let mut buckets: Vec<(i64, Figures)> = starts
        .iter()
        .map(|start| (*start, Figures::default()))
        .collect();
    for hour in hours {
        let after = starts.partition_point(|start| *start <= hour.hour);
        if let Some(bucket) = after.checked_sub(1).and_then(|i| buckets.get_mut(i)) {
            bucket.1.add(hour, bots);
        }
    }
    buckets
}

/// Whether every UTC day lies within one bucket of `starts`: no bucket
/// starts inside a UTC day (a series by day, week or month in UTC), so
/// daily rows can be counted whole in the bucket where they start.
pub fn days_fit(starts: &[i64]) -> bool {
    starts
        .iter()
        .skip(1)
        .all(|start| start.rem_euclid(DAY_MS) == 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn iso(value: &str) -> i64 {
        chrono::DateTime::parse_from_rfc3339(value)
            .map(|d| d.timestamp_millis())
            .unwrap_or(-1)
    }

    fn starts(from: &str, to: &str, interval: Interval, tz: &str) -> Vec<i64> {
        let tz: Tz = tz.parse().expect("zone");
        bucket_starts(iso(from), iso(to), interval, tz).expect("buckets")
    }

    #[test]
    fn utc_days_fit_utc_buckets_only() {
        let year = ("2025-06-10T05:00:00Z", "2026-06-10T05:00:00Z");
        for interval in [Interval::Day, Interval::Week, Interval::Month] {
            assert!(
                days_fit(&starts(year.0, year.1, interval, "UTC")),
                "{interval:?}"
            );
            assert!(!days_fit(&starts(year.0, year.1, interval, "Europe/Paris")));
        }
        assert!(!days_fit(&starts(
            "2026-06-10T00:00:00Z",
            "2026-06-13T00:00:00Z",
            Interval::Hour,
            "UTC"
        )));
        // One bucket splits nothing, wherever it starts.
        assert!(days_fit(&starts(
            "2026-06-10T05:00:00Z",
            "2026-06-10T07:00:00Z",
            Interval::Day,
            "Asia/Kolkata"
        )));
    }

    #[test]
    fn days_follow_local_midnight_across_a_clock_change() {
        let paris = starts(
            "2026-03-28T00:00:00Z",
            "2026-03-30T00:00:00Z",
            Interval::Day,
            "Europe/Paris",
        );
        assert_eq!(
            paris,
            [
                iso("2026-03-27T23:00:00Z"),
                iso("2026-03-28T23:00:00Z"),
                iso("2026-03-29T22:00:00Z")
            ]
        );
        let utc = starts(
            "2026-03-28T00:00:00Z",
            "2026-03-30T00:00:00Z",
            Interval::Day,
            "UTC",
        );
        assert_eq!(
            utc,
            [iso("2026-03-28T00:00:00Z"), iso("2026-03-29T00:00:00Z")]
        );
    }

    #[test]
    fn weeks_start_on_monday_and_months_on_the_first() {
        let weeks = starts(
            "2026-11-05T00:00:00Z",
            "2026-11-17T00:00:00Z",
            Interval::Week,
            "UTC",
        );
        assert_eq!(
            weeks,
            [
                iso("2026-11-02T00:00:00Z"),
                iso("2026-11-09T00:00:00Z"),
                iso("2026-11-16T00:00:00Z")
            ]
        );
        let months = starts(
            "2026-01-15T00:00:00Z",
            "2026-03-02T00:00:00Z",
            Interval::Month,
            "Europe/Paris",
        );
        assert_eq!(
            months,
            [
                iso("2025-12-31T23:00:00Z"),
                iso("2026-01-31T23:00:00Z"),
                iso("2026-02-28T23:00:00Z")
            ]
        );
    }

    #[test]
    fn hours_follow_the_zone_offset() {
        let kolkata = starts(
            "2026-01-01T00:00:00Z",
            "2026-01-01T02:00:00Z",
            Interval::Hour,
            "Asia/Kolkata",
        );
        assert_eq!(
            kolkata,
            [
                iso("2025-12-31T23:30:00Z"),
                iso("2026-01-01T00:30:00Z"),
                iso("2026-01-01T01:30:00Z")
            ]
        );
        // The autumn clock change repeats a local hour: two buckets.
        let paris = starts(
            "2026-10-25T00:00:00Z",
            "2026-10-25T02:00:00Z",
            Interval::Hour,
            "Europe/Paris",
        );
        assert_eq!(
            paris,
            [iso("2026-10-25T00:00:00Z"), iso("2026-10-25T01:00:00Z")]
        );
    }

    #[test]
    fn an_hour_counts_in_the_bucket_it_starts() {
        let starts = [0, HOUR_MS, 2 * HOUR_MS];
        let hour = |h: i64| HourCounts {
            hour: h * HOUR_MS,
            humans: 1,
            ..Default::default()
        };
        let out = series(&starts, &[hour(1), hour(1), hour(2)], BotsMode::Exclude);
        let visits: Vec<i64> = out.iter().map(|(_, f)| f.visits).collect();
        assert_eq!(visits, [0, 2, 1]);
    }
}
