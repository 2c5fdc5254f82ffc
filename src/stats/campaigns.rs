//! The visits of a range by campaign and by campaign source, from the
//! store's sums by (campaign, source) pair.

use crate::domain::stats::TOP_ENTRIES;
use crate::store::CampaignVisitsRow;
use std::collections::HashMap;

/// The visits of the links sharing one value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedVisits {
    pub value: String,
    pub human_visits: i64,
    pub bot_visits: i64,
}

impl NamedVisits {
    pub fn visits(&self) -> i64 {
        self.human_visits.saturating_add(self.bot_visits)
    }
}

/// The most visited campaigns and sources of a range, at most
/// [`TOP_ENTRIES`] each, most visits first, ties by value in byte order.
/// Links whose parameters name no campaign (or no source) are in no entry
/// of that list.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CampaignBreakdown {
    pub campaigns: Vec<NamedVisits>,
    pub sources: Vec<NamedVisits>,
}

impl CampaignBreakdown {
    pub fn of(rows: &[CampaignVisitsRow]) -> Self {
        Self {
            campaigns: most_visited(rows.iter().map(|r| (r.campaign.as_deref(), r))),
            sources: most_visited(rows.iter().map(|r| (r.source.as_deref(), r))),
        }
    }
}

fn most_visited<'r>(
    rows: impl Iterator<Item = (Option<&'r str>, &'r CampaignVisitsRow)>,
) -> Vec<NamedVisits> {
    let mut sums: HashMap<&str, (i64, i64)> = HashMap::new();
    for (value, row) in rows {
        let Some(value) = value else { continue };
        let sum = sums.entry(value).or_default();
        sum.0 = sum.0.saturating_add(row.humans);
        sum.1 = sum.1.saturating_add(row.bots);
    }
    let mut entries: Vec<NamedVisits> = sums
        .into_iter()
        .map(|(value, (human_visits, bot_visits))| NamedVisits {
            value: value.to_owned(),
            human_visits,
            bot_visits,
        })
        .collect();
    entries.sort_by(|a, b| {
        b.visits()
            .cmp(&a.visits())
            .then_with(|| a.value.cmp(&b.value))
    });
    entries.truncate(TOP_ENTRIES);
    entries
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(
        campaign: Option<&str>,
        source: Option<&str>,
        humans: i64,
        bots: i64,
    ) -> CampaignVisitsRow {
        CampaignVisitsRow {
            campaign: campaign.map(str::to_owned),
            source: source.map(str::to_owned),
            humans,
            bots,
        }
    }

    fn named(value: &str, human_visits: i64, bot_visits: i64) -> NamedVisits {
        NamedVisits {
            value: value.to_owned(),
            human_visits,
            bot_visits,
        }
    }

    #[test]
    fn pairs_are_summed_per_campaign_and_per_source() {
        let breakdown = CampaignBreakdown::of(&[
            row(Some("spring"), Some("news"), 5, 1),
            row(Some("spring"), Some("email"), 2, 0),
            row(Some("summer"), Some("news"), 4, 0),
            row(None, Some("email"), 1, 0),
            row(Some("winter"), None, 0, 3),
        ]);
        assert_eq!(
            breakdown.campaigns,
            [
                named("spring", 7, 1),
                named("summer", 4, 0),
                named("winter", 0, 3)
            ]
        );
        assert_eq!(
            breakdown.sources,
            [named("news", 9, 1), named("email", 3, 0)]
        );
    }

    #[test]
    fn ties_go_by_value_and_the_list_is_cut_at_the_top_entries() {
        let rows: Vec<_> = (0..TOP_ENTRIES + 5)
            .map(|n| row(Some(&format!("c{n:02}")), None, 1, 0))
            .collect();
        let campaigns = CampaignBreakdown::of(&rows).campaigns;
        assert_eq!(campaigns.len(), TOP_ENTRIES);
        assert_eq!(campaigns[0].value, "c00");
        assert_eq!(
            campaigns[TOP_ENTRIES - 1].value,
            format!("c{:02}", TOP_ENTRIES - 1)
        );
    }
}
