//! `GET /api/stats`: the statistics of every link the caller may see (a
//! standard account its own; an admin and the owner every link, authorless
//! ones included), with the most visited links.

use super::answers::{split, OverallStats};
use super::params::{stats_request, StatsParams};
use super::TAG_STATS;
use crate::http::auth::{authenticate, Access, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::links::Manager;
use crate::stats::Stats;
use axum::extract::State;

#[utoipa::path(
    get,
    path = "/stats",
    tag = TAG_STATS,
    operation_id = "overallStats",
    summary = "Visit statistics of every link the caller may see",
    security(("cookie" = []), ("secret" = [])),
    params(StatsParams),
    responses(
        (status = 200, description = "The statistics and the top links", body = Answer<OverallStats>),
        (status = 400, description = "Invalid from / Invalid to / Invalid interval / Invalid bots / Invalid tz (each message names the parameter and what it accepts)", body = ErrorBody),
    ),
)]
pub(super) async fn overall_stats(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<OverallStats>> {
    let caller = authenticate(&app, &request, Access::CookieOrSecret).await?;
    let stats_request = stats_request(&request.query)?;
    let report = Stats::new(&app.store)
        .overall_stats(&Manager::from(&caller), stats_request)
        .await?;
    let (_, stats, top_links) = split(report);
    Ok(Answer::new(OverallStats {
        stats,
        top_links: top_links.unwrap_or_default(),
    }))
}
