//! `GET /api/stats`: the statistics of every link the caller may see (a
//! standard account its own; an admin and the owner every link, authorless
//! ones included), or only of those on one short domain, with the most
//! visited links, the visits by domain and by campaign.

use super::answers::{split, CampaignVisitsView, DomainVisitsView, OverallStats};
use super::params::{stats_request, StatsParams};
use super::TAG_STATS;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::links::{LinkServiceError, Manager};
use crate::stats::StatsError;
use axum::extract::State;

#[utoipa::path(
    get,
    path = "/stats",
    tag = TAG_STATS,
    operation_id = "overallStats",
    summary = "Visit statistics of every link the caller may see, or of those on one short domain",
    security(("cookie" = []), ("secret" = []), ("token" = ["stats:read"])),
    params(
        ("domain" = Option<String>, Query, description = "Only the links on the short domain with this host (Unicode or punycode); `_default`: the default domain. Default: every domain"),
        ("team" = Option<String>, Query, description = "Only the links of the team with this id (a team the caller belongs to; any team for the owner and admins)"),
        StatsParams
    ),
    responses(
        (status = 200, description = "The statistics, the top links and the visits by domain and by campaign", body = Answer<OverallStats>),
        (status = 400, description = const_format::concatcp!(super::messages::INVALID_FROM, super::messages::RANGE_TOO_LONG, " / ", super::messages::INVALID_TO, super::messages::TO_BEFORE_FROM, " / ", super::messages::INVALID_INTERVAL, super::messages::TOO_MANY_BUCKETS, " / ", super::messages::INVALID_BOTS, " / ", super::messages::INVALID_TZ, " / ", super::messages::INVALID_DOMAIN, " / ", crate::http::messages::UNKNOWN_TEAM), body = ErrorBody),
    ),
)]
pub(super) async fn overall_stats(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<OverallStats>> {
    let caller = authenticate(&app, &request).await?;
    let stats_request = stats_request(&request.query)?;
    let domain = match request.query.non_empty("domain") {
        None => None,
        Some(host) => match app.links().domain_named(Some(host)).await {
            Ok(domain) => Some(domain),
            Err(LinkServiceError::Store(error)) => return Err(error.into()),
            Err(_) => return Err(StatsError::UnknownDomain.into()),
        },
    };
    let mut report = app
        .stats()
        .overall_stats(
            &Manager::from(&caller),
            domain.as_deref().map(|d| &*d.id),
            request.query.non_empty("team"),
            stats_request,
        )
        .await?;
    let domains = report.domains.take().unwrap_or_default();
    let campaigns = report.campaigns.take().unwrap_or_default();
    let (_, stats, top_links) = split(report);
    Ok(Answer::new(OverallStats {
        stats,
        top_links: top_links.unwrap_or_default(),
        domains: domains.into_iter().map(DomainVisitsView::from).collect(),
        campaigns: views(campaigns.campaigns),
        campaign_sources: views(campaigns.sources),
    }))
}

fn views(entries: Vec<crate::stats::NamedVisits>) -> Vec<CampaignVisitsView> {
    entries.into_iter().map(CampaignVisitsView::from).collect()
}
