//! The statistics of a range: totals, a series of buckets, top values of
//! each dimension and (for everything the caller may see) the top links.

use super::{Stats, StatsResult};
use crate::domain::stats::{
    days_fit, fold_top, series, Dimension, Figures, StatsRequest, TopEntry, TOP_ENTRIES,
};
use crate::links::Manager;
use crate::store::{StatsLink, StatsScope, TopLinkRow};

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
        self.report(StatsScope::Link(link.num), Some(link), request)
            .await
    }

    /// `GET /api/public/stats/{slug}`: a link with public statistics.
    pub async fn public_stats(
        &self,
        domain_id: &str,
        slug: &str,
        request: StatsRequest,
    ) -> StatsResult<StatsReport> {
        let link = self.public_link(domain_id, slug).await?;
        self.report(StatsScope::Link(link.num), Some(link), request)
            .await
    }

    /// `GET /api/stats`: a standard account's own links; an admin's and
    /// the owner's, every link (the all-links rows).
    pub async fn overall_stats(
        &self,
        manager: &Manager,
        request: StatsRequest,
    ) -> StatsResult<StatsReport> {
        let scope = StatsScope::of(manager.scope());
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
        Ok(report)
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
            request,
        })
    }
}
