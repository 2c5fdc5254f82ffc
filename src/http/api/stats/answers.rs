//! The statistics answers (docs/STATISTICS.md, "API"): the same types are
//! the JSON sent and its OpenAPI schema.

use super::variants::VariantVisitsView;
use crate::domain::stats::{BotsMode, Figures, Interval, TopEntry};
use crate::domain::time::format_millis;
use crate::stats::{DomainVisits, NamedVisits, StatsReport};
use crate::store::{StatsLink, TopLinkRow};
use serde::Serialize;
use utoipa::ToSchema;

/// The length of a series bucket.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum IntervalName {
    Hour,
    Day,
    /// ISO weeks, starting on Monday.
    Week,
    Month,
}

impl From<Interval> for IntervalName {
    fn from(interval: Interval) -> Self {
        match interval {
            Interval::Hour => Self::Hour,
            Interval::Day => Self::Day,
            Interval::Week => Self::Week,
            Interval::Month => Self::Month,
        }
    }
}

/// Which visits top lists count and which visitors `uniqueVisitors` sums:
/// humans only (`exclude`), both (`include`) or bots only (`only`).
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum BotsName {
    Exclude,
    Include,
    Only,
}

impl From<BotsMode> for BotsName {
    fn from(bots: BotsMode) -> Self {
        match bots {
            BotsMode::Exclude => Self::Exclude,
            BotsMode::Include => Self::Include,
            BotsMode::Only => Self::Only,
        }
    }
}

/// The link the statistics are about.
#[derive(Debug, Serialize, ToSchema)]
pub struct StatsLinkView {
    /// The link's id.
    pub id: String,
    /// The link's slug.
    pub slug: String,
    /// Where the link leads; `null` in the public statistics of a
    /// password-protected link, whose destination only a visitor who knows
    /// the password may learn (docs/STATISTICS.md).
    pub destination: Option<String>,
    /// Whether the link's statistics are public (`/<slug>+`).
    #[serde(rename = "publicStats")]
    pub public_stats: bool,
}

/// The figures of a range or bucket; the visit counts ignore `bots`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FiguresView {
    /// Every redirect answered: `humanVisits + botVisits`.
    #[schema(minimum = 0)]
    pub visits: i64,
    /// Visits by people.
    #[schema(minimum = 0)]
    pub human_visits: i64,
    /// Visits by crawlers, link-preview fetchers and `HEAD` requests.
    #[schema(minimum = 0)]
    pub bot_visits: i64,
    /// Visitors first seen each UTC day, summed over the days (humans,
    /// bots or both, as `bots` says).
    #[schema(minimum = 0)]
    pub unique_visitors: i64,
}

impl From<Figures> for FiguresView {
    fn from(figures: Figures) -> Self {
        Self {
            visits: figures.visits,
            human_visits: figures.human_visits,
            bot_visits: figures.bot_visits,
            unique_visitors: figures.unique_visitors,
        }
    }
}

/// One bucket of the series.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SeriesItem {
    /// The bucket's start: the hour, or local midnight (day, Monday of the
    /// week, first of the month) in `tz`, as a date of docs/api.md#value-formats.
    pub start: String,
    /// Every redirect answered: `humanVisits + botVisits`.
    #[schema(minimum = 0)]
    pub visits: i64,
    /// Visits by people.
    #[schema(minimum = 0)]
    pub human_visits: i64,
    /// Visits by crawlers, link-preview fetchers and `HEAD` requests.
    #[schema(minimum = 0)]
    pub bot_visits: i64,
    /// Visitors first seen each UTC day of the bucket (as `bots` says).
    #[schema(minimum = 0)]
    pub unique_visitors: i64,
}

/// One entry of a top list.
#[derive(Debug, Serialize, ToSchema)]
pub struct TopValue {
    /// The value; `null` is unknown (for referrers: no referrer);
    /// `"(other)"` sums every value after the first 10.
    #[schema(required = true)]
    pub value: Option<String>,
    /// Visits with this value, as `bots` counts.
    #[schema(minimum = 0)]
    pub visits: i64,
}

impl From<TopEntry> for TopValue {
    fn from(entry: TopEntry) -> Self {
        Self {
            value: entry.value,
            visits: entry.visits,
        }
    }
}

/// One of the most visited links.
#[derive(Debug, Serialize, ToSchema)]
pub struct TopLinkView {
    /// The link's id.
    pub id: String,
    /// The link's slug.
    pub slug: String,
    /// The host (punycode) of the link's short domain; `null` for the
    /// default domain.
    #[schema(required = true)]
    pub domain: Option<String>,
    /// Where the link leads.
    pub destination: String,
    /// Its visits in the range, as `bots` counts.
    #[schema(minimum = 0)]
    pub visits: i64,
}

/// What every statistics answer carries.
#[derive(Debug, Serialize, ToSchema)]
pub struct StatsBody {
    /// Start of the range (inclusive), rounded down to the hour.
    pub from: String,
    /// End of the range (exclusive), rounded up to the hour.
    pub to: String,
    /// The length of each series bucket.
    pub interval: IntervalName,
    /// The IANA zone of the buckets.
    pub tz: String,
    /// What top lists and `uniqueVisitors` count.
    pub bots: BotsName,
    /// The figures of the whole range.
    pub totals: FiguresView,
    /// One item per bucket, empty buckets included, oldest first.
    pub series: Vec<SeriesItem>,
    /// Referrer hosts, most visits first (at most 10, then "(other)").
    pub referrers: Vec<TopValue>,
    /// ISO 3166-1 alpha-2 countries.
    pub countries: Vec<TopValue>,
    /// `desktop`, `mobile`, `tablet` or `other`.
    pub devices: Vec<TopValue>,
    /// Browser families.
    pub browsers: Vec<TopValue>,
    /// Operating system families.
    pub os: Vec<TopValue>,
}

/// A link's statistics.
#[derive(Debug, Serialize, ToSchema)]
pub struct LinkStats {
    /// The link asked about.
    pub link: StatsLinkView,
    #[serde(flatten)]
    pub stats: StatsBody,
    /// The visits by A/B split variant: the current variants in the
    /// split's order, then past ones with visits in the range, most
    /// visited first; empty for a link that never had a split.
    pub variants: Vec<VariantVisitsView>,
}

/// The visits of the links on one short domain.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DomainVisitsView {
    /// The domain's host (punycode, with its port when it has one); `null`
    /// for the default domain.
    #[schema(required = true)]
    pub domain: Option<String>,
    /// Every redirect answered: `humanVisits + botVisits`.
    #[schema(minimum = 0)]
    pub visits: i64,
    /// Visits by people.
    #[schema(minimum = 0)]
    pub human_visits: i64,
}

impl From<DomainVisits> for DomainVisitsView {
    fn from(domain: DomainVisits) -> Self {
        Self {
            visits: domain.visits(),
            human_visits: domain.human_visits,
            domain: domain.host,
        }
    }
}

/// The visits of the links sharing one campaign (or one campaign source).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CampaignVisitsView {
    /// The `utm` campaign (or source) of the links, exactly.
    pub value: String,
    /// Every redirect answered: `humanVisits + botVisits`.
    #[schema(minimum = 0)]
    pub visits: i64,
    /// Visits by people.
    #[schema(minimum = 0)]
    pub human_visits: i64,
}

impl From<NamedVisits> for CampaignVisitsView {
    fn from(named: NamedVisits) -> Self {
        Self {
            visits: named.visits(),
            human_visits: named.human_visits,
            value: named.value,
        }
    }
}

/// The statistics of every link the caller may see.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverallStats {
    #[serde(flatten)]
    pub stats: StatsBody,
    /// The 10 most visited links the caller may see in the range, as
    /// `bots` counts, ties by slug.
    pub top_links: Vec<TopLinkView>,
    /// The visits of those links in the range by the short domain each is
    /// on now (whatever `bots` says), most visits first, ties by host (the
    /// default domain first); domains without visits are left out. With
    /// `domain`, that domain only.
    pub domains: Vec<DomainVisitsView>,
    /// The visits of those links in the range by the `utm` campaign each
    /// has now (whatever `bots` says): the 10 with the most visits, ties
    /// by value; links without a campaign are in none.
    pub campaigns: Vec<CampaignVisitsView>,
    /// The same by the `utm` source of each link.
    pub campaign_sources: Vec<CampaignVisitsView>,
}

fn top(entries: Vec<TopEntry>) -> Vec<TopValue> {
    entries.into_iter().map(TopValue::from).collect()
}

impl From<StatsLink> for StatsLinkView {
    fn from(link: StatsLink) -> Self {
        Self {
            id: link.id,
            slug: link.slug,
            destination: Some(link.destination),
            public_stats: link.public_stats,
        }
    }
}

impl From<TopLinkRow> for TopLinkView {
    fn from(row: TopLinkRow) -> Self {
        Self {
            id: row.id,
            slug: row.slug,
            domain: row.domain,
            destination: row.destination,
            visits: row.visits,
        }
    }
}

/// The answer parts of a report: the link, the body, the top links.
pub fn split(report: StatsReport) -> (Option<StatsLinkView>, StatsBody, Option<Vec<TopLinkView>>) {
    let request = &report.request;
    let body = StatsBody {
        from: format_millis(request.from),
        to: format_millis(request.to),
        interval: request.interval.into(),
        tz: request.tz.name().to_owned(),
        bots: request.bots.into(),
        totals: report.totals.into(),
        series: report
            .series
            .into_iter()
            .map(|(start, figures)| SeriesItem {
                start: format_millis(start),
                visits: figures.visits,
                human_visits: figures.human_visits,
                bot_visits: figures.bot_visits,
                unique_visitors: figures.unique_visitors,
            })
            .collect(),
        referrers: top(report.referrers),
        countries: top(report.countries),
        devices: top(report.devices),
        browsers: top(report.browsers),
        os: top(report.os),
    };
    let link = report.link.map(StatsLinkView::from);
    let top_links = report
        .top_links
        .map(|rows| rows.into_iter().map(TopLinkView::from).collect());
    (link, body, top_links)
}
