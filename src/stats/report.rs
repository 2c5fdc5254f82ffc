//! The statistics of a range: totals, a series of buckets, top values of
//! each dimension and (for everything the caller may see) the top links
//! and the visits by short domain.

use super::variants::{variant_figures, VariantFigures};
use super::{CampaignBreakdown, Stats, StatsResult};
use crate::domain::accounts::Access;
use crate::domain::split::Split;
use crate::domain::stats::{
    days_fit, fold_top, series, Dimension, Figures, StatsRequest, TopEntry, TOP_ENTRIES,
};
use crate::links::Manager;
use crate::store::{StatsLink, StatsScope, TopLinkRow};
use std::collections::HashMap;

/// Everything one statistics answer shows.
#[derive(Debug, Clone)]
pub struct StatsReport {
    /// The link asked about (per-link and public statistics).
    pub link: Option<StatsLink>,
    pub request: StatsRequest,
    pub totals: Figures,
    /// Each bucket's start and figures, empty buckets included.
    pub series: Vec<(i64, Figures)>,
    pub referrers: Vec<TopEntry>,
    pub countries: Vec<TopEntry>,
    pub devices: Vec<TopEntry>,
    pub browsers: Vec<TopEntry>,
    pub os: Vec<TopEntry>,
    /// The most visited links (statistics of everything the caller sees).
    pub top_links: Option<Vec<TopLinkRow>>,
    /// The visits by short domain, most first (statistics of everything
    /// the caller sees).
    pub domains: Option<Vec<DomainVisits>>,
    /// The visits by campaign and by campaign source (statistics of
    /// everything the caller sees).
    pub campaigns: Option<CampaignBreakdown>,
    /// The visits by A/B split variant (a link's statistics).
    pub variants: Option<Vec<VariantFigures>>,
}

/// The visits of the links on one short domain in a range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DomainVisits {
    /// The stored host; `None` for the default domain.
    pub host: Option<String>,
    pub human_visits: i64,
    pub bot_visits: i64,
}

impl DomainVisits {
    pub fn visits(&self) -> i64 {
        self.human_visits.saturating_add(self.bot_visits)
    }
}

impl Stats<'_> {
    /// `GET /api/link/{id}/stats`: a link `manager` may see.
    pub async fn link_stats(
        &self,
        id: &str,
        manager: &Manager,
        request: StatsRequest,
    ) -> StatsResult<StatsReport> {
        let link = self.visible_link(id, manager).await?;
        self.link_report(link, request).await
    }

    /// A link's report, its visits by split variant included.
    async fn link_report(
        &self,
        link: StatsLink,
        request: StatsRequest,
    ) -> StatsResult<StatsReport> {
        let split = link.split.as_deref().and_then(Split::from_stored);
        let range = (request.from, request.to);
        let bots = request.bots;
        let rows = self.store.stats_variant_visits(link.num, range).await?;
        let mut report = self
            .report(StatsScope::link(link.num), Some(link), request)
            .await?;
        report.variants = Some(variant_figures(split.as_ref(), rows, bots));
        Ok(report)
    }

    /// `GET /api/public/stats/{slug}`: a link with public statistics.
    pub async fn public_stats(
        &self,
        domain_id: &str,
        slug: &str,
        request: StatsRequest,
    ) -> StatsResult<StatsReport> {
        let link = self.public_link(domain_id, slug).await?;
        self.link_report(link, request).await
    }

    /// `GET /api/stats`: a standard account's own links and its teams';
    /// an admin's and the owner's, every link (the all-links rows); with
    /// `domain_id`, only those on that domain; with `team`, only that
    /// team's links (a team the caller sees: a member's, or any for the
    /// owner and admins).
    pub async fn overall_stats(
        &self,
        manager: &Manager,
        domain_id: Option<&str>,
        team: Option<&str>,
        request: StatsRequest,
    ) -> StatsResult<StatsReport> {
        let narrowed = team.map(|team| (team, manager.within_team(team)));
        let scope = match &narrowed {
            None => StatsScope::of(manager.scope(), domain_id),
            Some((team, narrowed)) => {
                let sees = narrowed.scope().includes(None, Some(team), Access::See);
                if !sees || self.store.find_team(team).await?.is_none() {
                    return Err(super::StatsError::UnknownTeam);
                }
                StatsScope::of(narrowed.scope(), domain_id)
            }
        };
        let top_links = self
            .store
            .stats_top_links(
                scope,
                request.bots,
                (request.from, request.to),
                TOP_ENTRIES as u32,
            )
            .await?;
        let mut report = self.report(scope, None, request).await?;
        report.top_links = Some(top_links);
        report.domains = Some(self.domain_visits(scope, &report).await?);
        let range = (report.request.from, report.request.to);
        let rows = self.store.stats_campaign_visits(scope, range).await?;
        report.campaigns = Some(CampaignBreakdown::of(&rows));
        Ok(report)
    }

    /// The visits of `scope` in the report's range by the domain each link
    /// is on now, most first, ties by host (the default domain first).
    async fn domain_visits(
        &self,
        scope: StatsScope<'_>,
        report: &StatsReport,
    ) -> StatsResult<Vec<DomainVisits>> {
        let hosts: HashMap<String, Option<String>> =
            self.store.domain_hosts().await?.into_iter().collect();
        let mut domains = if hosts.len() <= 1 {
            // Only the default domain: every link is on it, and the totals
            // are its visits (no sum over every link's rows).
            let totals = &report.totals;
            let visits = DomainVisits {
                host: None,
                human_visits: totals.human_visits,
                bot_visits: totals.bot_visits,
            };
            (visits.visits() > 0)
                .then_some(visits)
                .into_iter()
                .collect()
        } else {
            let range = (report.request.from, report.request.to);
            self.store
                .stats_domain_visits(scope, range)
                .await?
                .into_iter()
                // A domain removed since is left out.
                .filter_map(|(id, humans, bots)| {
                    Some(DomainVisits {
                        host: hosts.get(&id)?.clone(),
                        human_visits: humans,
                        bot_visits: bots,
                    })
                })
                .collect::<Vec<_>>()
        };
        domains.sort_by(|a, b| {
            b.visits()
                .cmp(&a.visits())
                .then_with(|| a.host.cmp(&b.host))
        });
        Ok(domains)
    }

    async fn report(
        &self,
        scope: StatsScope<'_>,
        link: Option<StatsLink>,
        request: StatsRequest,
    ) -> StatsResult<StatsReport> {
        let range = (request.from, request.to);
        // Whole UTC days read as one row each when no bucket splits them
        // (UTC days, weeks and months): a year by day reads 365 rows.
        let by_day = days_fit(&request.buckets);
        let hours = self.store.stats_hours(scope, range, by_day).await?;
        let totals = Figures::of(&hours, request.bots);
        let series = series(&request.buckets, &hours, request.bots);
        let mut tops = Vec::with_capacity(Dimension::TOP.len());
        for dimension in Dimension::TOP {
            // One more than shown: a stored "(other)" among them is folded.
            let (counted, known) = self
                .store
                .stats_top_values(
                    scope,
                    dimension,
                    request.bots,
                    range,
                    TOP_ENTRIES as u32 + 1,
                )
                .await?;
            tops.push(fold_top(counted, known, totals.counted(request.bots)));
        }
        let mut tops = tops.into_iter();
        let mut next = || tops.next().unwrap_or_default();
        Ok(StatsReport {
            link,
            totals,
            series,
            referrers: next(),
            countries: next(),
            devices: next(),
            browsers: next(),
            os: next(),
            top_links: None,
            domains: None,
            campaigns: None,
            variants: None,
            request,
        })
    }
}
