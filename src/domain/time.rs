//! Timestamps: stored as milliseconds since the Unix epoch, shown as
//! ISO 8601 UTC with exactly three fraction digits (docs/api.md#value-formats).

use chrono::{DateTime, SecondsFormat, Utc};

pub fn now_millis() -> i64 {
    Utc::now().timestamp_millis()
}

pub fn format_millis(millis: i64) -> String {
    DateTime::<Utc>::from_timestamp_millis(millis)
        .unwrap_or_default()
        .to_rfc3339_opts(SecondsFormat::Millis, true)
}

/// A UTC day (days since the epoch) as `YYYY-MM-DD`.
pub fn format_day(day: i64) -> String {
    DateTime::<Utc>::from_timestamp_millis(day.saturating_mul(86_400_000))
        .unwrap_or_default()
        .format("%Y-%m-%d")
        .to_string()
}

/// Parses RFC 3339 / ISO 8601 with or without fraction and offset
/// (a missing offset means UTC).
pub fn parse_iso(value: &str) -> Option<i64> {
    if let Ok(dt) = DateTime::parse_from_rfc3339(value) {
        return Some(dt.timestamp_millis());
    }
    for format in [
        "%Y-%m-%dT%H:%M:%S%.f",
        "%Y-%m-%d %H:%M:%S%.f",
        "%Y-%m-%dT%H:%M:%S",
        "%Y-%m-%d %H:%M:%S",
    ] {
        if let Ok(naive) = chrono::NaiveDateTime::parse_from_str(value, format) {
            return Some(naive.and_utc().timestamp_millis());
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_dates() {
        assert_eq!(format_day(0), "1970-01-01");
        assert_eq!(format_day(20_418), "2025-11-26");
    }

    #[test]
    fn formats_with_three_fraction_digits() {
        assert_eq!(format_millis(1_674_124_243_430), "2023-01-19T10:30:43.430Z");
        assert_eq!(format_millis(0), "1970-01-01T00:00:00.000Z");
    }

    #[test]
    fn parses_common_forms() {
        assert_eq!(
            parse_iso("2023-01-19T10:30:43.430Z"),
            Some(1_674_124_243_430)
        );
        assert_eq!(
            parse_iso("2023-01-19T11:30:43.430+01:00"),
            Some(1_674_124_243_430)
        );
        assert_eq!(parse_iso("2023-01-19 10:30:43"), Some(1_674_124_243_000));
        assert_eq!(parse_iso("yesterday"), None);
    }
}
