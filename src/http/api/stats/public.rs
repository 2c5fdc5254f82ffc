//! `GET /api/public/stats/{slug}`: the statistics of a link whose owner
//! made them public; no account needed, never another link.

use super::answers::{split, LinkStats};
use super::params::{stats_request, StatsParams};
use super::TAG_STATS;
use crate::http::auth::ApiRequest;
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::path_segment::PathSegment;
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::stats::StatsError;
use axum::extract::State;

#[utoipa::path(
    get,
    path = "/public/stats/{slug}",
    tag = TAG_STATS,
    operation_id = "publicStats",
    security(()),
    summary = "Visit statistics of a link with public statistics",
    params(
        ("slug" = String, Path, description = "The link's slug, matched exactly (percent-encoded)"),
        ("domain" = Option<String>, Query, description = "The short domain's host; absent: the domain the request was sent to (the default domain on any other host)"),
        StatsParams
    ),
    responses(
        (status = 200, description = "The link's statistics; `link.destination` is `null` for a password-protected link", body = Answer<LinkStats>),
        (status = 400, description = const_format::concatcp!(super::messages::INVALID_FROM, super::messages::RANGE_TOO_LONG, " / ", super::messages::INVALID_TO, super::messages::TO_BEFORE_FROM, " / ", super::messages::INVALID_INTERVAL, super::messages::TOO_MANY_BUCKETS, " / ", super::messages::INVALID_BOTS, " / ", super::messages::INVALID_TZ), body = ErrorBody),
        (status = 404, description = super::messages::LINK_NOT_FOUND, body = ErrorBody),
    ),
)]
pub(super) async fn public_stats(
    State(app): State<AppState>,
    slug: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<LinkStats>> {
    let stats_request = stats_request(&request.query)?;
    let slug = slug.or_unknown(StatsError::LinkNotFound)?;
    let domain = match request.query.non_empty("domain") {
        Some(host) => app
            .links()
            .domain_named(Some(host))
            .await
            .map_err(|_| StatsError::LinkNotFound)?,
        None => crate::http::api::links::request_domain(&app, &request),
    };
    let mut report = app
        .stats()
        .public_stats(&domain.id, &slug, stats_request)
        .await?;
    // Resolving a protected link asks for its password: its public
    // statistics must not tell where it leads either.
    let protected = report.link.as_ref().is_some_and(|l| l.password_protected);
    // Nor its split's destinations.
    let variants = match protected {
        true => Vec::new(),
        false => report.variants.take().unwrap_or_default(),
    };
    let (link, stats, _) = split(report);
    let mut link = link.ok_or(StatsError::LinkNotFound)?;
    if protected {
        link.destination = None;
    }
    Ok(Answer::new(LinkStats {
        link,
        stats,
        variants: variants.into_iter().map(Into::into).collect(),
    }))
}
