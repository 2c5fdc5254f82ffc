//! Visit statistics' rules (docs/STATISTICS.md, "API"): the query
//! parameters as checked values, the hour range they select, the buckets of
//! a series in a time zone, the figures of a bucket and the folding of a
//! top list. Pure: the store reads hourly rows, this turns them into
//! answers.

mod buckets;
mod params;

pub use buckets::{bucket_starts, days_fit, series};
pub use params::{
    ceil_hour, floor_hour, parse_export_range, parse_instant, parse_range, parse_tz,
    RawStatsParams, StatsRequest,
};

pub use super::visits::Dimension;
use params::start_of_day;

/// Buckets a series may have.
pub const MAX_BUCKETS: usize = 2000;
/// Entries of a top list before the "(other)" entry.
pub const TOP_ENTRIES: usize = 10;
/// The value of the entry that sums the rest of a top list.
pub const OTHER: &str = "(other)";
/// One hour in ms.
pub const HOUR_MS: i64 = 3_600_000;

/// A refused parameter; the HTTP layer words each one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum StatsInputError {
    #[error("invalid from")]
    InvalidFrom,
    #[error("invalid to")]
    InvalidTo,
    #[error("invalid interval")]
    InvalidInterval,
    #[error("invalid bots")]
    InvalidBots,
    #[error("invalid tz")]
    InvalidTz,
    #[error("to before from")]
    ToBeforeFrom,
    #[error("range too long")]
    RangeTooLong,
    #[error("too many buckets")]
    TooManyBuckets,
}

/// The length of a series bucket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Interval {
    Hour,
    Day,
    /// ISO weeks, starting on Monday.
    Week,
    Month,
}

impl Interval {
    pub fn parse(value: &str) -> Option<Self> {
        match value {
            "hour" => Some(Self::Hour),
            "day" => Some(Self::Day),
            "week" => Some(Self::Week),
            "month" => Some(Self::Month),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Hour => "hour",
            Self::Day => "day",
            Self::Week => "week",
            Self::Month => "month",
        }
    }
}

/// Which visits top lists count and which visitors `uniqueVisitors` sums.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BotsMode {
    /// Humans only (the default).
    Exclude,
    /// Humans and bots.
    Include,
    /// Bots only.
    Only,
}

impl BotsMode {
    pub fn parse(value: &str) -> Option<Self> {
        match value {
            "exclude" => Some(Self::Exclude),
            "include" => Some(Self::Include),
            "only" => Some(Self::Only),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Exclude => "exclude",
            Self::Include => "include",
            Self::Only => "only",
        }
    }

    /// The count of `humans` and `bots` this mode selects.
    pub fn select(self, humans: i64, bots: i64) -> i64 {
        match self {
            Self::Exclude => humans,
            Self::Include => humans.saturating_add(bots),
            Self::Only => bots,
        }
    }
}

/// The counts of one UTC hour (dimension 0 of `visit_summaries`).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct HourCounts {
    /// Start of the hour, ms.
    pub hour: i64,
    pub humans: i64,
    pub bots: i64,
    pub unique_humans: i64,
    pub unique_bots: i64,
}

/// The four figures of a range or bucket; `unique_visitors` follows the
/// bots mode, the visit counts never do.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Figures {
    pub visits: i64,
    pub human_visits: i64,
    pub bot_visits: i64,
    pub unique_visitors: i64,
}

impl Figures {
    /// The visits `bots` counts.
    pub fn counted(&self, bots: BotsMode) -> i64 {
        match bots {
            BotsMode::Exclude => self.human_visits,
            BotsMode::Include => self.visits,
            BotsMode::Only => self.bot_visits,
        }
    }

    pub fn add(&mut self, hour: &HourCounts, bots: BotsMode) {
        self.human_visits = self.human_visits.saturating_add(hour.humans);
        self.bot_visits = self.bot_visits.saturating_add(hour.bots);
        self.visits = self.human_visits.saturating_add(self.bot_visits);
        self.unique_visitors = self
            .unique_visitors
            .saturating_add(bots.select(hour.unique_humans, hour.unique_bots));
    }

    /// The figures of `hours`.
    pub fn of(hours: &[HourCounts], bots: BotsMode) -> Self {
        let mut figures = Self::default();
        for hour in hours {
            figures.add(hour, bots);
        }
        figures
    }
}

/// One entry of a top list; `None` is the unknown value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TopEntry {
    pub value: Option<String>,
    pub visits: i64,
}

/// The top list of a dimension from `counted`, its known values with the
/// most visits (at least [`TOP_ENTRIES`] + 1 of them when there are that
/// many: a stored [`OTHER`] value, referrers past their cap, is folded
/// into the rest), `known` the visits of every known value and `total`
/// the visits of the range: the unknown value (`None`) has `total - known`.
/// The largest first, ties by value, at most [`TOP_ENTRIES`], then one
/// [`OTHER`] entry for the rest if any.
pub fn fold_top(mut counted: Vec<(String, i64)>, known: i64, total: i64) -> Vec<TopEntry> {
    counted.retain(|(value, visits)| *visits > 0 && value != OTHER && !value.is_empty());
    let unknown = total.saturating_sub(known);
    if unknown > 0 {
        counted.push((String::new(), unknown));
    }
    counted.sort_by(|a, b| {
        b.1.cmp(&a.1)
            .then_with(|| a.0.as_bytes().cmp(b.0.as_bytes()))
    });
    counted.truncate(TOP_ENTRIES);
    let shown = counted
        .iter()
        .fold(0i64, |sum, (_, visits)| sum.saturating_add(*visits));
    let rest = total.saturating_sub(shown);
    let mut entries: Vec<TopEntry> = counted
        .into_iter()
        .map(|(value, visits)| TopEntry {
            value: (!value.is_empty()).then_some(value),
            visits,
        })
        .collect();
    if rest > 0 {
        entries.push(TopEntry {
            value: Some(OTHER.to_owned()),
            visits: rest,
        });
    }
    entries
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn top_lists_fold_the_rest() {
        let counted: Vec<(String, i64)> = (0..12)
            .map(|i| (format!("v{i:02}"), 20 - i64::from(i)))
            .chain([(OTHER.to_owned(), 5), ("zero".to_owned(), 0)])
            .collect();
        let known = counted.iter().map(|c| c.1).sum::<i64>();
        // 20 visits of the range have no known value.
        let top = fold_top(counted, known, known + 20);
        assert_eq!(top.len(), 11);
        assert_eq!(
            top[0],
            TopEntry {
                value: None,
                visits: 20
            }
        );
        assert_eq!(
            top[1],
            TopEntry {
                value: Some("v00".into()),
                visits: 20
            }
        );
        assert_eq!(top[9].value.as_deref(), Some("v08"));
        assert_eq!(
            top[10],
            TopEntry {
                value: Some(OTHER.into()),
                visits: 11 + 10 + 9 + 5
            }
        );
        assert_eq!(
            fold_top(vec![("a".into(), 2)], 2, 2),
            vec![TopEntry {
                value: Some("a".into()),
                visits: 2
            }]
        );
    }

    #[test]
    fn figures_follow_the_bots_mode_for_uniques_only() {
        let hour = HourCounts {
            hour: 0,
            humans: 3,
            bots: 2,
            unique_humans: 2,
            unique_bots: 1,
        };
        let expect = |u| Figures {
            visits: 5,
            human_visits: 3,
            bot_visits: 2,
            unique_visitors: u,
        };
        assert_eq!(Figures::of(&[hour], BotsMode::Exclude), expect(2));
        assert_eq!(Figures::of(&[hour], BotsMode::Only), expect(1));
        assert_eq!(Figures::of(&[hour], BotsMode::Include), expect(3));
    }
}
