//! Cron schedules (BACKUP_SCHEDULE): 5 fields, or 6 with seconds first,
//! evaluated in UTC.

use chrono::{DateTime, Utc};
use croner::parser::{CronParser, Seconds, Year};
use croner::Cron;

#[derive(Debug, Clone)]
pub struct Schedule(Cron);

impl Schedule {
    pub fn parse(expression: &str) -> Result<Self, String> {
        let fields = expression.split_whitespace().count();
        if !(5..=6).contains(&fields) {
            return Err("expected a cron expression of 5 fields, or 6 with seconds first".into());
        }
        CronParser::builder()
            .seconds(Seconds::Optional)
            .year(Year::Disallowed)
            .build()
            .parse(expression)
            .map(Self)
            .map_err(|e| e.to_string())
    }

    /// The first time strictly after `after` that the schedule names.
    pub fn next_after(&self, after: DateTime<Utc>) -> Option<DateTime<Utc>> {
        self.0.find_next_occurrence(&after, false).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_and_six_fields() {
        let start = DateTime::parse_from_rfc3339("2023-05-30T16:30:49Z")
            .expect("date")
            .with_timezone(&Utc);
        let hourly = Schedule::parse("0 * * * *").expect("valid");
        assert_eq!(
            hourly.next_after(start).map(|t| t.to_rfc3339()),
            Some("2023-05-30T17:00:00+00:00".to_owned())
        );
        let every_ten_seconds = Schedule::parse("*/10 * * * * *").expect("valid");
        assert_eq!(
            every_ten_seconds.next_after(start).map(|t| t.to_rfc3339()),
            Some("2023-05-30T16:30:50+00:00".to_owned())
        );
        assert!(Schedule::parse("0 * * *").is_err());
        assert!(Schedule::parse("0 0 * * * * 2030").is_err());
        assert!(Schedule::parse("61 * * * *").is_err());
    }
}
