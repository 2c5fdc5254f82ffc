//! The summary additions of several flushes gathered in memory
//! (docs/STATISTICS.md): each (link, dimension, hour, value) becomes one
//! row addition however many visits it saw, so the database takes one
//! upsert per row every few seconds instead of one per flush. Unknown
//! values get no row (a dimension's unknown is its total minus its known
//! values), and referrer hosts, the one dimension a visitor can fill with
//! anything, are capped per link and hour (see [`ReferrerCap`]).

use super::referrer_cap::ReferrerCap;
pub use super::referrer_cap::{
    REFERRERS_ALL_LINKS_HOUR, REFERRERS_PER_LINK_HOUR, REFERRER_ADMISSIONS,
};
use super::stats::OTHER;
use super::visits::{day_of, hour_of, month_of_day, Dimension, VisitEvent, ALL_LINKS};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Arc;

/// Additions to one summary row.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SummaryAdd {
    pub humans: i64,
    pub bots: i64,
    pub unique_humans: i64,
    pub unique_bots: i64,
}

impl SummaryAdd {
    fn count(&mut self, bot: bool) {
        let field = if bot {
            &mut self.bots
        } else {
            &mut self.humans
        };
        *field = field.saturating_add(1);
    }

    fn absorb(&mut self, other: SummaryAdd) {
        self.humans = self.humans.saturating_add(other.humans);
        self.bots = self.bots.saturating_add(other.bots);
        self.unique_humans = self.unique_humans.saturating_add(other.unique_humans);
        self.unique_bots = self.unique_bots.saturating_add(other.unique_bots);
    }
}

/// A summary row's key: link number, dimension code, period start (an
/// hour's ms, or a day's number for daily rows) and value. Values are
/// shared: a window's hundreds of thousands of rows hold a few dozen.
pub type SummaryKey = (i64, i16, i64, Arc<str>);

/// A (link, UTC day, visitor) of the window: its earliest visit, which
/// counts the unique visitor if the database had not seen it that day
/// (and, for a link with an A/B split, the unique visitor of its variant:
/// a visitor keeps its variant for the day).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sighting {
    pub link_num: i64,
    pub day: i64,
    pub visitor: i64,
    pub at: i64,
    pub bot: bool,
    pub variant: Option<Arc<str>>,
}

/// The stored form of a visitor key: its 64 bits as a signed BIGINT.
pub fn visitor_column(visitor: u64) -> i64 {
    i64::from_ne_bytes(visitor.to_ne_bytes())
}

/// What a window hands to the store: hourly rows, their daily and monthly
/// roll-ups and sightings, each in key order (instances writing at once then lock rows
/// in one order).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SummaryBatch {
    pub hourly: Vec<(SummaryKey, SummaryAdd)>,
    pub daily: Vec<(SummaryKey, SummaryAdd)>,
    pub monthly: Vec<(SummaryKey, SummaryAdd)>,
    pub sightings: Vec<Sighting>,
}

impl SummaryBatch {
    pub fn is_empty(&self) -> bool {
        self.hourly.is_empty() && self.sightings.is_empty()
    }

    /// The unique visitors of the sightings the database saw first
    /// (`firsts`, by (link, day, visitor)): additions to the hourly totals
    /// rows of their link and of all links, in key order. Those rows are
    /// among [`Self::hourly`] (a sighting is a visit), so adding them
    /// takes no row lock the batch did not take already.
    pub fn unique_rows(&self, firsts: &HashSet<(i64, i64, i64)>) -> Vec<(SummaryKey, SummaryAdd)> {
        let mut rows: BTreeMap<SummaryKey, SummaryAdd> = BTreeMap::new();
        let totals: Arc<str> = Arc::from("");
        for sighting in self
            .sightings
            .iter()
            .filter(|s| firsts.contains(&(s.link_num, s.day, s.visitor)))
        {
            let hour = hour_of(sighting.at);
            let totals_rows = [sighting.link_num, ALL_LINKS]
                .map(|link| (link, Dimension::Totals.code(), hour, Arc::clone(&totals)));
            let variant_row = sighting.variant.as_ref().map(|v| {
                (
                    sighting.link_num,
                    Dimension::Variant.code(),
                    hour,
                    Arc::clone(v),
                )
            });
            for key in totals_rows.into_iter().chain(variant_row) {
                let row = rows.entry(key).or_default();
                let field = if sighting.bot {
                    &mut row.unique_bots
                } else {
                    &mut row.unique_humans
                };
                *field = field.saturating_add(1);
            }
        }
        rows.into_iter().collect()
    }
}

/// A sighting's earliest visit: its time, whether a bot's, and its split
/// variant (interned).
type FirstVisit = (i64, bool, Option<u32>);

/// A summary row to write: its key, borrowed from a batch, and what to add.
pub type SummaryRow<'a> = (&'a SummaryKey, SummaryAdd);

/// `rows` with `uniques` added to the rows of the same key (both sorted by
/// key; a key only in `uniques` becomes a row of its own), in key order:
/// one upsert per summary row instead of a second for its unique visitors.
pub fn with_uniques<'a>(
    rows: &'a [(SummaryKey, SummaryAdd)],
    uniques: &'a [(SummaryKey, SummaryAdd)],
) -> Vec<SummaryRow<'a>> {
    let mut merged = Vec::with_capacity(rows.len() + uniques.len());
    let (mut rows, mut uniques) = (rows.iter().peekable(), uniques.iter().peekable());
    loop {
        let next = match (rows.peek(), uniques.peek()) {
            (None, None) => return merged,
            (Some(row), Some(unique)) if row.0 == unique.0 => {
                let (Some((key, add)), Some((_, unique))) = (rows.next(), uniques.next()) else {
                    return merged;
                };
                let mut add = *add;
                add.absorb(*unique);
                merged.push((key, add));
                continue;
            }
            (Some(row), Some(unique)) if row.0 < unique.0 => rows.next(),
            (Some(_), None) => rows.next(),
            (_, Some(_)) => uniques.next(),
        };
        if let Some((key, add)) = next {
            merged.push((key, *add));
        }
    }
}

/// The daily rows of hourly `rows` (same keys with the day's number).
pub fn daily_rows(rows: &[(SummaryKey, SummaryAdd)]) -> Vec<(SummaryKey, SummaryAdd)> {
    let mut days: BTreeMap<SummaryKey, SummaryAdd> = BTreeMap::new();
    for ((link, dimension, hour, value), add) in rows {
        days.entry((*link, *dimension, day_of(*hour), value.clone()))
            .or_default()
            .absorb(*add);
    }
    days.into_iter().collect()
}

/// The monthly rows of daily `rows` (same keys with the month's number,
/// [`month_of_day`]).
pub fn monthly_rows(rows: &[(SummaryKey, SummaryAdd)]) -> Vec<(SummaryKey, SummaryAdd)> {
    let mut months: BTreeMap<SummaryKey, SummaryAdd> = BTreeMap::new();
    for ((link, dimension, day, value), add) in rows {
        months
            .entry((*link, *dimension, month_of_day(*day), value.clone()))
            .or_default()
            .absorb(*add);
    }
    months.into_iter().collect()
}

/// Summary additions gathered from events until they are written.
#[derive(Debug, Default)]
pub struct SummaryWindow {
    /// Row additions by (link, dimension, hour, interned value).
    rows: HashMap<(i64, i16, i64, u32), SummaryAdd>,
    values: Vec<Arc<str>>,
    value_ids: HashMap<Arc<str>, u32>,
    /// Earliest visit (at, bot, interned variant) of each (link, day,
    /// visitor).
    sightings: HashMap<(i64, i64, i64), FirstVisit>,
    referrers: ReferrerCap,
}

impl SummaryWindow {
    pub fn new() -> Self {
        Self::default()
    }

    /// Rows and sightings held: what the window costs in memory.
    pub fn len(&self) -> usize {
        self.rows.len() + self.sightings.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Adds `events`' visits to their rows and their visitors' sightings.
    pub fn add(&mut self, events: &[VisitEvent]) {
        for event in events {
            let hour = hour_of(event.at);
            self.count(event, Dimension::Totals, hour, Some(""));
            self.count(event, Dimension::Device, hour, Some(event.device.name()));
            self.count(event, Dimension::Country, hour, event.country_str());
            self.count(event, Dimension::Browser, hour, event.browser);
            self.count(event, Dimension::Os, hour, event.os);
            // A variant is counted on its own link's rows only.
            let variant = event.variant.as_deref().map(|v| self.intern(v));
            if let Some(value) = variant {
                self.rows
                    .entry((event.link_num, Dimension::Variant.code(), hour, value))
                    .or_default()
                    .count(event.bot);
            }
            if let Some(host) = event.referrer.as_deref() {
                for link in [event.link_num, ALL_LINKS] {
                    let value = if self.referrers.admit(link, hour, host) {
                        host
                    } else {
                        OTHER
                    };
                    let value = self.intern(value);
                    self.rows
                        .entry((link, Dimension::Referrer.code(), hour, value))
                        .or_default()
                        .count(event.bot);
                }
            }
            if event.visitor != 0 {
                let key = (
                    event.link_num,
                    day_of(event.at),
                    visitor_column(event.visitor),
                );
                let visit = (event.at, event.bot, variant);
                let first = self.sightings.entry(key).or_insert(visit);
                if event.at < first.0 {
                    *first = visit;
                }
            }
        }
    }

    fn count(&mut self, event: &VisitEvent, dimension: Dimension, hour: i64, value: Option<&str>) {
        let Some(value) = value else {
            return;
        };
        let value = self.intern(value);
        for link in [event.link_num, ALL_LINKS] {
            self.rows
                .entry((link, dimension.code(), hour, value))
                .or_default()
                .count(event.bot);
        }
    }

    fn intern(&mut self, value: &str) -> u32 {
        if let Some(id) = self.value_ids.get(value) {
            return *id;
        }
        let id = u32::try_from(self.values.len()).unwrap_or(u32::MAX);
        let value: Arc<str> = value.into();
        self.values.push(Arc::clone(&value));
        self.value_ids.insert(value, id);
        id
    }

    /// Empties the window into a batch for the store. The referrer
    /// admissions stay: they belong to the hour, not to the window. The
    /// maps go with their tables: a burst's window (millions of rows at
    /// a million links) leaves no capacity behind.
    pub fn take(&mut self) -> SummaryBatch {
        let values = std::mem::take(&mut self.values);
        self.value_ids = HashMap::new();
        let mut hourly: Vec<(SummaryKey, SummaryAdd)> = std::mem::take(&mut self.rows)
            .into_iter()
            .map(|((link, dimension, hour, value), add)| {
                let text = values.get(value as usize).cloned().unwrap_or_default();
                ((link, dimension, hour, text), add)
            })
            .collect();
        hourly.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        let mut sightings: Vec<Sighting> = std::mem::take(&mut self.sightings)
            .into_iter()
            .map(|((link_num, day, visitor), (at, bot, variant))| Sighting {
                link_num,
                day,
                visitor,
                at,
                bot,
                variant: variant.and_then(|v| values.get(v as usize).cloned()),
            })
            .collect();
        sightings.sort_unstable_by_key(|s| (s.link_num, s.day, s.visitor));
        let daily = daily_rows(&hourly);
        SummaryBatch {
            monthly: monthly_rows(&daily),
            daily,
            hourly,
            sightings,
        }
    }

    /// Puts back a batch the database could not take, to be written with
    /// the next one.
    pub fn restore(&mut self, batch: SummaryBatch) {
        // The daily and monthly rows are the hourly ones rolled up: made
        // again at take.
        for ((link, dimension, hour, value), add) in batch.hourly {
            let value = self.intern(&value);
            self.rows
                .entry((link, dimension, hour, value))
                .or_default()
                .absorb(add);
        }
        for s in batch.sightings {
            let variant = s.variant.as_deref().map(|v| self.intern(v));
            let visit = (s.at, s.bot, variant);
            let first = self
                .sightings
                .entry((s.link_num, s.day, s.visitor))
                .or_insert(visit);
            if s.at < first.0 {
                *first = visit;
            }
        }
    }
}

#[cfg(test)]
#[path = "summary_window_tests.rs"]
mod tests;
