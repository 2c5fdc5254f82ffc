//! The statistics parameters as sent, checked into a [`StatsRequest`]:
//! dates in a zone, the hour range, its length and its buckets.

use super::{bucket_starts, BotsMode, Interval, StatsInputError, HOUR_MS};
use chrono::{DateTime, Months, NaiveDate, TimeZone, Utc};
use chrono_tz::Tz;

/// The longest range, in months (5 years).
const MAX_RANGE_MONTHS: u32 = 60;
/// The range when `from` is absent: 30 days before `to`.
const DEFAULT_RANGE_MS: i64 = 30 * 24 * HOUR_MS;
/// The latest instant accepted: 9999-12-31T23:59:59.999Z.
const LATEST_MS: i64 = 253_402_300_799_999;

/// The parameters as sent, each `None` when absent or empty.
#[derive(Debug, Default, Clone, Copy)]
pub struct RawStatsParams<'a> {
    pub from: Option<&'a str>,
    pub to: Option<&'a str>,
    pub interval: Option<&'a str>,
    pub bots: Option<&'a str>,
    pub tz: Option<&'a str>,
}

/// A checked statistics request: the hour range `[from, to)` (ms, whole
/// UTC hours), its buckets, and how to count.
#[derive(Debug, Clone)]
pub struct StatsRequest {
    pub from: i64,
    pub to: i64,
    pub interval: Interval,
    pub bots: BotsMode,
    pub tz: Tz,
    /// The start of every bucket, ascending; the last ends at `to`.
    pub buckets: Vec<i64>,
}

impl StatsRequest {
    /// Checks `raw` (`now` in ms): the zone first (dates need it), then
    /// from, to, interval, bots, their order, the range's length and the
    /// number of buckets.
    pub fn parse(raw: &RawStatsParams<'_>, now: i64) -> Result<Self, StatsInputError> {
        let tz = parse_tz(raw.tz)?;
        let (from, to) = parse_range(raw.from, raw.to, tz, now)?;
        let interval = match raw.interval {
            None => Interval::Day,
            Some(value) => Interval::parse(value).ok_or(StatsInputError::InvalidInterval)?,
        };
        let bots = match raw.bots {
            None => BotsMode::Exclude,
            Some(value) => BotsMode::parse(value).ok_or(StatsInputError::InvalidBots)?,
        };
        let from = floor_hour(from);
        let to = ceil_hour(to);
        if to < from {
            return Err(StatsInputError::ToBeforeFrom);
        }
        let latest_to = DateTime::<Utc>::from_timestamp_millis(from)
            .and_then(|from| from.checked_add_months(Months::new(MAX_RANGE_MONTHS)))
            .map(|limit| limit.timestamp_millis())
            .ok_or(StatsInputError::InvalidFrom)?;
        if to > latest_to {
            return Err(StatsInputError::RangeTooLong);
        }
        let buckets = bucket_starts(from, to, interval, tz)?;
        Ok(Self {
            from,
            to,
            interval,
            bots,
            tz,
            buckets,
        })
    }
}

/// A zone name (`UTC` when absent).
pub fn parse_tz(value: Option<&str>) -> Result<Tz, StatsInputError> {
    match value {
        None => Ok(Tz::UTC),
        Some(name) => name.parse::<Tz>().map_err(|_| StatsInputError::InvalidTz),
    }
}

/// `from` and `to` as given (ms, not rounded): `to` defaults to `now` and
/// `from` to 30 days before `to`. Used as is by the visits export.
pub fn parse_range(
    from: Option<&str>,
    to: Option<&str>,
    tz: Tz,
    now: i64,
) -> Result<(i64, i64), StatsInputError> {
    let from = from
        .map(|value| parse_instant(value, tz).ok_or(StatsInputError::InvalidFrom))
        .transpose()?;
    let to = match to {
        Some(value) => parse_instant(value, tz).ok_or(StatsInputError::InvalidTo)?,
        None => now,
    };
    let from = from.unwrap_or(to.saturating_sub(DEFAULT_RANGE_MS).max(0));
    Ok((from, to))
}

/// The visits export's range `[from, to)`, not rounded: `from` defaults to
/// the first event kept, `to` to the last.
pub fn parse_export_range(
    from: Option<&str>,
    to: Option<&str>,
    tz: Option<&str>,
) -> Result<(i64, i64), StatsInputError> {
    let tz = parse_tz(tz)?;
    let from = match from {
        Some(value) => parse_instant(value, tz).ok_or(StatsInputError::InvalidFrom)?,
        None => i64::MIN,
    };
    let to = match to {
        Some(value) => parse_instant(value, tz).ok_or(StatsInputError::InvalidTo)?,
        None => i64::MAX,
    };
    if to < from {
        return Err(StatsInputError::ToBeforeFrom);
    }
    Ok((from, to))
}

/// A date as answers give it (docs/api.md#value-formats), any RFC 3339 date-time with an offset, or
/// `YYYY-MM-DD` (the start of that day in `tz`); between 1970 and 9999.
pub fn parse_instant(value: &str, tz: Tz) -> Option<i64> {
    let millis = if is_plain_date(value) {
        let date = NaiveDate::parse_from_str(value, "%Y-%m-%d").ok()?;
        start_of_day(tz, date)?
    } else {
        DateTime::parse_from_rfc3339(value).ok()?.timestamp_millis()
    };
    (0..=LATEST_MS).contains(&millis).then_some(millis)
}

fn is_plain_date(value: &str) -> bool {
    let bytes = value.as_bytes();
    bytes.len() == 10
        && bytes.iter().enumerate().all(|(i, b)| match i {
            4 | 7 => *b == b'-',
            _ => b.is_ascii_digit(),
        })
}

/// The first instant of `date` in `tz`: local midnight, or when a clock
/// change skips midnight, the first local time that exists.
pub(crate) fn start_of_day(tz: Tz, date: NaiveDate) -> Option<i64> {
    let midnight = date.and_hms_opt(0, 0, 0)?;
    (0..=24 * 4).find_map(|quarter| {
        let local = midnight + chrono::Duration::minutes(15 * quarter);
        tz.from_local_datetime(&local)
            .earliest()
            .map(|dt| dt.timestamp_millis())
    })
}

pub fn floor_hour(millis: i64) -> i64 {
    millis - millis.rem_euclid(HOUR_MS)
}

pub fn ceil_hour(millis: i64) -> i64 {
    match millis.rem_euclid(HOUR_MS) {
        0 => millis,
        rest => millis - rest + HOUR_MS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn iso(value: &str) -> i64 {
        DateTime::parse_from_rfc3339(value)
            .map(|d| d.timestamp_millis())
            .unwrap_or(-1)
    }

    fn raw<'a>(from: Option<&'a str>, to: Option<&'a str>) -> RawStatsParams<'a> {
        RawStatsParams {
            from,
            to,
            ..Default::default()
        }
    }

    #[test]
    fn ranges_round_to_hours_and_default_to_thirty_days() {
        let now = iso("2026-11-23T10:20:00Z");
        let request = StatsRequest::parse(&raw(None, None), now).expect("valid");
        assert_eq!(request.to, iso("2026-11-23T11:00:00Z"));
        assert_eq!(request.from, iso("2026-10-24T10:00:00Z"));
        assert_eq!(request.buckets.len(), 31);
        let exact = StatsRequest::parse(
            &raw(
                Some("2026-01-01T10:00:00.000Z"),
                Some("2026-01-01T12:00:00Z"),
            ),
            now,
        )
        .expect("valid");
        assert_eq!(
            (exact.from, exact.to),
            (iso("2026-01-01T10:00:00Z"), iso("2026-01-01T12:00:00Z"))
        );
    }

    #[test]
    fn plain_dates_start_the_day_in_the_zone() {
        let paris: Tz = "Europe/Paris".parse().expect("zone");
        assert_eq!(
            parse_instant("2026-03-29", paris),
            Some(iso("2026-03-28T23:00:00Z"))
        );
        assert_eq!(
            parse_instant("2026-03-29", Tz::UTC),
            Some(iso("2026-03-29T00:00:00Z"))
        );
        assert_eq!(parse_instant("2026-3-29", Tz::UTC), None);
        assert_eq!(parse_instant("2026-02-30", Tz::UTC), None);
        assert_eq!(parse_instant("2026-03-29T10:00:00", Tz::UTC), None);
        assert_eq!(parse_instant("1969-12-31T00:00:00Z", Tz::UTC), None);
        // Midnight does not exist in Santiago on the day clocks go forward.
        let santiago: Tz = "America/Santiago".parse().expect("zone");
        assert_eq!(
            parse_instant("2026-09-06", santiago),
            Some(iso("2026-09-06T04:00:00Z"))
        );
    }

    #[test]
    fn bad_parameters_are_named() {
        let now = iso("2026-11-23T10:20:00Z");
        let check = |raw: RawStatsParams| StatsRequest::parse(&raw, now).err();
        let base = RawStatsParams::default();
        assert_eq!(
            check(RawStatsParams {
                from: Some("x"),
                ..base
            }),
            Some(StatsInputError::InvalidFrom)
        );
        assert_eq!(
            check(RawStatsParams {
                to: Some("2026-13-01"),
                ..base
            }),
            Some(StatsInputError::InvalidTo)
        );
        assert_eq!(
            check(RawStatsParams {
                interval: Some("year"),
                ..base
            }),
            Some(StatsInputError::InvalidInterval)
        );
        assert_eq!(
            check(RawStatsParams {
                bots: Some("all"),
                ..base
            }),
            Some(StatsInputError::InvalidBots)
        );
        assert_eq!(
            check(RawStatsParams {
                tz: Some("Mars/Olympus"),
                ..base
            }),
            Some(StatsInputError::InvalidTz)
        );
        assert_eq!(
            check(raw(Some("2026-02-01"), Some("2026-01-01"))),
            Some(StatsInputError::ToBeforeFrom)
        );
        assert_eq!(
            check(raw(Some("2020-01-01"), Some("2025-01-01T00:00:00.001Z"))),
            Some(StatsInputError::RangeTooLong)
        );
        assert!(check(raw(Some("2020-01-01"), Some("2025-01-01")))
            .is_none_or(|e| e == StatsInputError::TooManyBuckets));
        assert_eq!(
            check(RawStatsParams {
                interval: Some("hour"),
                ..raw(Some("2026-01-01"), Some("2026-06-01"))
            }),
            Some(StatsInputError::TooManyBuckets)
        );
        assert!(check(RawStatsParams {
            interval: Some("month"),
            ..raw(Some("2020-01-01"), Some("2025-01-01"))
        })
        .is_none());
    }
}
