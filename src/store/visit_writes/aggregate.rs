//! A flush aggregated in memory, so each (link, dimension, hour, value) is
//! one row of one statement.

use crate::domain::visits::{day_of, hour_of, Dimension, VisitEvent, ALL_LINKS};
use std::collections::BTreeMap;

/// A summary row's key: (link_num, dimension, hour, value).
pub type SummaryKey<'a> = (i64, i16, i64, &'a str);

/// Additions to one `visit_summaries` row.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SummaryAdd {
    pub humans: i64,
    pub bots: i64,
    pub unique_humans: i64,
    pub unique_bots: i64,
}

/// A (link, UTC day, visitor) of the flush: the earliest event of it in
/// the flush, which counts the unique visitor if the database had not seen
/// it that day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sighting {
    pub link_num: i64,
    pub day: i64,
    pub visitor: i64,
    pub at: i64,
    pub bot: bool,
}

/// The stored form of a visitor key: its 64 bits as a signed BIGINT.
pub fn visitor_column(visitor: u64) -> i64 {
    i64::from_ne_bytes(visitor.to_ne_bytes())
}

/// One sighting per (link, day, visitor) of `events`, in key order. Events
/// without a visitor key (0: the day's salt was unknown) have none.
pub fn first_sightings(events: &[VisitEvent]) -> Vec<Sighting> {
    let mut first: BTreeMap<(i64, i64, i64), (i64, bool)> = BTreeMap::new();
    for event in events.iter().filter(|e| e.visitor != 0) {
        let key = (
            event.link_num,
            day_of(event.at),
            visitor_column(event.visitor),
        );
        let entry = first.entry(key).or_insert((event.at, event.bot));
        if event.at < entry.0 {
            *entry = (event.at, event.bot);
        }
    }
    first
        .into_iter()
        .map(|((link_num, day, visitor), (at, bot))| Sighting {
            link_num,
            day,
            visitor,
            at,
            bot,
        })
        .collect()
}

/// The hourly summary additions of `events` and of the visitors seen first
/// (`firsts`), for each link and for all links, in primary-key order.
pub fn summaries<'a>(
    events: &'a [VisitEvent],
    firsts: &[&Sighting],
) -> BTreeMap<SummaryKey<'a>, SummaryAdd> {
    let mut rows: BTreeMap<SummaryKey<'a>, SummaryAdd> = BTreeMap::new();
    for event in events {
        let hour = hour_of(event.at);
        for dimension in Dimension::ALL {
            let value: &'a str = match dimension {
                Dimension::Totals => "",
                Dimension::Referrer => event.referrer.as_deref().unwrap_or(""),
                Dimension::Country => event.country_str().unwrap_or(""),
                Dimension::Device => event.device.name(),
                Dimension::Browser => event.browser.unwrap_or(""),
                Dimension::Os => event.os.unwrap_or(""),
            };
            for link in [event.link_num, ALL_LINKS] {
                let row = rows
                    .entry((link, dimension.code(), hour, value))
                    .or_default();
                if event.bot {
                    row.bots = row.bots.saturating_add(1);
                } else {
                    row.humans = row.humans.saturating_add(1);
                }
            }
        }
    }
    for sighting in firsts {
        for link in [sighting.link_num, ALL_LINKS] {
            let key = (link, Dimension::Totals.code(), hour_of(sighting.at), "");
            let row = rows.entry(key).or_default();
            if sighting.bot {
                row.unique_bots = row.unique_bots.saturating_add(1);
            } else {
                row.unique_humans = row.unique_humans.saturating_add(1);
            }
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::visits::{Device, HOUR_MS};

    fn event(link_num: i64, at: i64, visitor: u64, bot: bool) -> VisitEvent {
        VisitEvent {
            link_num,
            at,
            referrer: Some("example.com".into()),
            country: Some(*b"FR"),
            device: Device::Mobile,
            browser: Some("Firefox"),
            os: None,
            bot,
            visitor,
        }
    }

    #[test]
    fn each_row_is_aggregated_once_per_link_and_for_all_links() {
        let events = [
            event(5, 10 * HOUR_MS - 1, 7, false),
            event(5, 10 * HOUR_MS, 7, false),
            event(6, 10 * HOUR_MS + 5, 8, true),
        ];
        let sightings = first_sightings(&events);
        assert_eq!(sightings.len(), 2);
        assert_eq!(sightings[0].at, 10 * HOUR_MS - 1);
        let firsts: Vec<&Sighting> = sightings.iter().collect();
        let rows = summaries(&events, &firsts);
        let totals = |link, hour| rows.get(&(link, 0, hour, "")).copied().unwrap_or_default();
        assert_eq!(totals(5, 9 * HOUR_MS).humans, 1);
        assert_eq!(totals(5, 9 * HOUR_MS).unique_humans, 1);
        assert_eq!(totals(5, 10 * HOUR_MS).humans, 1);
        assert_eq!(totals(5, 10 * HOUR_MS).unique_humans, 0);
        let all = totals(ALL_LINKS, 10 * HOUR_MS);
        assert_eq!((all.humans, all.bots, all.unique_bots), (1, 1, 1));
        assert_eq!(rows[&(5, 3, 9 * HOUR_MS, "mobile")].humans, 1);
        assert_eq!(rows[&(5, 5, 9 * HOUR_MS, "")].humans, 1);
        assert_eq!(rows[&(ALL_LINKS, 2, 10 * HOUR_MS, "FR")].humans, 1);
        // 6 dimensions × 2 hours for link 5, 6 for link 6, and all links.
        assert_eq!(rows.len(), 12 + 6 + 12);
    }

    #[test]
    fn events_without_a_visitor_key_count_no_unique() {
        assert!(first_sightings(&[event(5, 0, 0, false)]).is_empty());
    }
}
