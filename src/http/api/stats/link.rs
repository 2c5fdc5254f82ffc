//! `GET /api/link/{id}/stats`: the statistics of a link the caller may see
//! (as `GET /api/link/single`).

use super::answers::{split, LinkStats};
use super::params::{stats_request, StatsParams};
use super::TAG_STATS;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::path_segment::PathSegment;
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::links::Manager;
use crate::stats::StatsError;
use axum::extract::State;

#[utoipa::path(
    get,
    path = "/link/{id}/stats",
    tag = TAG_STATS,
    operation_id = "linkStats",
    summary = "Visit statistics of a link the caller may manage",
    security(("cookie" = []), ("secret" = []), ("token" = ["stats:read"])),
    params(("id" = String, Path, description = "The link's id"), StatsParams),
    responses(
        (status = 200, description = "The link's statistics", body = Answer<LinkStats>),
        (status = 400, description = const_format::concatcp!(super::messages::INVALID_FROM, super::messages::RANGE_TOO_LONG, " / ", super::messages::INVALID_TO, super::messages::TO_BEFORE_FROM, " / ", super::messages::INVALID_INTERVAL, super::messages::TOO_MANY_BUCKETS, " / ", super::messages::INVALID_BOTS, " / ", super::messages::INVALID_TZ), body = ErrorBody),
        (status = 404, description = super::messages::LINK_NOT_FOUND, body = ErrorBody),
    ),
)]
pub(super) async fn link_stats(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<LinkStats>> {
    let caller = authenticate(&app, &request).await?;
    let stats_request = stats_request(&request.query)?;
    let id = id.or_unknown(StatsError::LinkNotFound)?;
    let mut report = app
        .stats()
        .link_stats(&id, &Manager::from(&caller), stats_request)
        .await?;
    let variants = report.variants.take().unwrap_or_default();
    let (link, stats, _) = split(report);
    let link = link.ok_or(StatsError::LinkNotFound)?;
    Ok(Answer::new(LinkStats {
        link,
        stats,
        variants: variants.into_iter().map(Into::into).collect(),
    }))
}
