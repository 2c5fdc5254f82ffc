//! `GET /api/domains/{id}/orphan-visits`: a short domain's visits to no
//! link (its base path, unknown slugs and other paths) by UTC day, with
//! the most visited unknown slugs; for the owner and admins.

use super::answers::BotsName;
use super::params::{range_request, RangeParams};
use super::TAG_STATS;
use crate::domain::orphan_visits::OrphanFigures;
use crate::domain::time::{format_day, format_millis};
use crate::domain::visits::DAY_MS;
use crate::http::api::accounts::messages::admin_required;
use crate::http::auth::{authenticate, require_admin, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::path_segment::PathSegment;
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::stats::{OrphanReport, StatsError};
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

/// Visits to no link, by kind.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrphanFiguresView {
    /// `/` on the domain.
    #[schema(minimum = 0)]
    pub base: i64,
    /// Paths that could be a slug but name no link on the domain.
    #[schema(minimum = 0)]
    pub unknown_slug: i64,
    /// Any other path answered with the domain's not-found answer.
    #[schema(minimum = 0)]
    pub other_path: i64,
}

impl From<OrphanFigures> for OrphanFiguresView {
    fn from(figures: OrphanFigures) -> Self {
        Self {
            base: figures.base,
            unknown_slug: figures.unknown_slug,
            other_path: figures.other_path,
        }
    }
}

/// One UTC day's visits to no link.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrphanDay {
    /// The UTC day, `YYYY-MM-DD`.
    pub day: String,
    #[schema(minimum = 0)]
    pub base: i64,
    #[schema(minimum = 0)]
    pub unknown_slug: i64,
    #[schema(minimum = 0)]
    pub other_path: i64,
}

/// An unknown slug and its visits.
#[derive(Debug, Serialize, ToSchema)]
pub struct OrphanSlug {
    /// The path as asked for, percent-decoded.
    pub slug: String,
    #[schema(minimum = 0)]
    pub visits: i64,
}

/// A short domain's visits to no link.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrphanVisits {
    /// Start of the first UTC day counted (the one `from` falls in).
    pub from: String,
    /// End of the last UTC day counted (exclusive).
    pub to: String,
    /// Which visits the figures count.
    pub bots: BotsName,
    /// The figures of every day together.
    pub totals: OrphanFiguresView,
    /// One item per UTC day, empty days included, oldest first.
    pub daily: Vec<OrphanDay>,
    /// The 10 unknown slugs with the most visits, most first, ties by
    /// slug. Only slugs the instance kept are listed (at most 1,024 new
    /// ones a domain a day per instance): `totals.unknownSlug` counts
    /// every visit.
    pub slugs: Vec<OrphanSlug>,
}

impl From<OrphanReport> for OrphanVisits {
    fn from(report: OrphanReport) -> Self {
        Self {
            from: format_millis(report.first_day.saturating_mul(DAY_MS)),
            to: format_millis(report.end_day.saturating_mul(DAY_MS)),
            bots: report.bots.into(),
            totals: report.totals.into(),
            daily: report
                .daily
                .into_iter()
                .map(|(day, figures)| OrphanDay {
                    day: format_day(day),
                    base: figures.base,
                    unknown_slug: figures.unknown_slug,
                    other_path: figures.other_path,
                })
                .collect(),
            slugs: report
                .slugs
                .into_iter()
                .map(|(slug, visits)| OrphanSlug { slug, visits })
                .collect(),
        }
    }
}

#[utoipa::path(
    get,
    path = "/domains/{id}/orphan-visits",
    tag = TAG_STATS,
    operation_id = "orphanVisits",
    summary = "Visits to no link on a short domain: its base path, unknown slugs and other paths, by UTC day (owner and admins)",
    security(("cookie" = []), ("secret" = []), ("token" = ["stats:read"])),
    params(("id" = String, Path, description = "The domain's id (`default` for the default domain)"), RangeParams),
    responses(
        (status = 200, description = "The domain's orphan visits", body = Answer<OrphanVisits>),
        (status = 400, description = const_format::concatcp!(super::messages::INVALID_FROM, super::messages::RANGE_TOO_LONG, " / ", super::messages::INVALID_TO, super::messages::TO_BEFORE_FROM, " / ", super::messages::INVALID_BOTS, " / ", super::messages::INVALID_TZ), body = ErrorBody),
        (status = 404, description = crate::http::api::domains::DOMAIN_NOT_FOUND, body = ErrorBody),
        (status = 412, description = admin_required!(), body = ErrorBody),
    ),
)]
pub(super) async fn orphan_visits(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<OrphanVisits>> {
    let caller = authenticate(&app, &request).await?;
    require_admin(&caller)?;
    let range = range_request(&request.query)?;
    let id = id.or_unknown(StatsError::DomainNotFound)?;
    let report = app.stats().orphan_visits(&id, &range).await?;
    Ok(Answer::new(OrphanVisits::from(report)))
}
