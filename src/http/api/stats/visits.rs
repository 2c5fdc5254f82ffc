//! `GET /api/link/{id}/visits?format=csv|json&from&to`: the raw visits of a
//! link the caller may see, within retention, oldest first, streamed as an
//! attachment.

use super::TAG_STATS;
use crate::domain::audit::{AuditAction, AuditTarget};
use crate::domain::stats::parse_export_range;
use crate::domain::time::now_millis;
use crate::http::api::export::ExportFormatName;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiError, ApiResult, ErrorBody};
use crate::http::messages as m;
use crate::http::messages::missing_fields;
use crate::http::path_segment::PathSegment;
use crate::http::AppState;
use crate::links::Manager;
use crate::stats::{visits_file_name, visits_stream, StatsError};
use crate::transfer::export::ExportFormat;
use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderValue};
use axum::response::Response;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct VisitsParams {
    /// json or csv
    #[param(value_type = ExportFormatName)]
    format: String,
    /// Only visits at or after this time: a date of docs/api.md#value-formats, any ISO 8601
    /// date-time with an offset, or `YYYY-MM-DD` (the start of that day in
    /// `tz`). Default: the oldest kept.
    from: Option<String>,
    /// Only visits before this time, in the same forms. Default: the newest.
    to: Option<String>,
    /// IANA time zone of `YYYY-MM-DD` dates. Default: `UTC`.
    tz: Option<String>,
}

/// One visit of the JSON file (the CSV has the same columns in this order).
#[derive(Debug, Serialize, ToSchema)]
pub struct VisitItem {
    /// When, as a date of docs/api.md#value-formats.
    pub time: String,
    /// The referrer's host; null when absent.
    #[schema(required = true)]
    pub referrer: Option<String>,
    /// ISO 3166-1 alpha-2 country; null when unknown.
    #[schema(required = true)]
    pub country: Option<String>,
    /// `desktop`, `mobile`, `tablet` or `other`.
    pub device: String,
    /// Browser family; null when unknown.
    #[schema(required = true)]
    pub browser: Option<String>,
    /// Operating system family; null when unknown.
    #[schema(required = true)]
    pub os: Option<String>,
    /// Whether a crawler, a link-preview fetcher or a `HEAD` request.
    pub bot: bool,
    /// The day's visitor key, 16 hex digits (not comparable across days).
    pub visitor: String,
}

fn present(value: &Option<String>) -> Option<&str> {
    value.as_deref().filter(|v| !v.is_empty())
}

#[utoipa::path(
    get,
    path = "/link/{id}/visits",
    tag = TAG_STATS,
    operation_id = "exportVisits",
    summary = "Download the raw visits of a link the caller may manage",
    security(("cookie" = []), ("secret" = []), ("token" = ["stats:read"])),
    params(("id" = String, Path, description = "The link's id"), VisitsParams),
    responses(
        (status = 200, description = "The file, streamed, oldest visit first",
            content((Vec<VisitItem> = "application/json"), (String = "text/csv")),
            headers(("Content-Disposition" = String, description = "attachment; filename=\"visits-<link id>.<json|csv>\""))),
        (status = 400, description = const_format::concatcp!(missing_fields!(), "format / ", m::INVALID_FORMAT, " / ", super::messages::INVALID_FROM, super::messages::RANGE_TOO_LONG, " / ", super::messages::INVALID_TO, super::messages::TO_BEFORE_FROM, " / ", super::messages::INVALID_TZ), body = ErrorBody),
        (status = 404, description = super::messages::LINK_NOT_FOUND, body = ErrorBody),
    ),
)]
pub(super) async fn export_visits(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult {
    let caller = authenticate(&app, &request).await?;
    request.query.require(&["format"])?;
    let params: VisitsParams = request.query.typed()?;
    let format = ExportFormat::parse(&params.format)
        .ok_or_else(|| ApiError::BadRequest(m::INVALID_FORMAT.into()))?;
    let range = parse_export_range(
        present(&params.from),
        present(&params.to),
        present(&params.tz),
    )?;
    let id = id.or_unknown(StatsError::LinkNotFound)?;
    let link = app
        .stats()
        .visible_link(&id, &Manager::from(&caller))
        .await?;
    let entry = request
        .audit_by(&caller)
        .entry(AuditAction::ExportDownloaded, now_millis())
        .on(AuditTarget::new("link", &link.id, &link.slug))
        .with(serde_json::json!({ "what": "visits", "format": format.extension() }));
    app.store.record_audit(&entry).await?;
    let stream = visits_stream(app.store.clone(), link.num, range, format);
    let mut response = Response::new(Body::from_stream(stream));
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(format.content_type()),
    );
    if let Ok(value) = HeaderValue::from_str(&format!(
        "attachment; filename=\"{}\"",
        visits_file_name(&link.id, format)
    )) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}
