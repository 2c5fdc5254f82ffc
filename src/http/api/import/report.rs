//! `GET /api/import/report/{id}`: every row an import skipped, as CSV
//! (`row,line,slug,reason,message,domain`), streamed; only for the account that
//! imported, for 7 days.

use crate::http::api::openapi::TAG_TRANSFER;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiError, ApiResult, ErrorBody};
use crate::http::path_segment::PathSegment;
use crate::http::AppState;
use crate::transfer::report::{report_file_name, report_stream};
use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderValue};
use axum::response::Response;

const REPORT_NOT_FOUND: &str = "Import report not found";

#[utoipa::path(
    get,
    path = "/import/report/{id}",
    tag = TAG_TRANSFER,
    operation_id = "downloadImportReport",
    summary = "Download every row an import skipped, with its reason, as CSV",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:read"])),
    params(("id" = String, Path, description = "The id of the import's report (its answer's reportUrl)")),
    responses(
        (status = 200, description = "The CSV file, streamed: row,line,slug,reason,message,domain, one line per skipped row in file order",
            content((String = "text/csv")),
            headers(("Content-Disposition" = String, description = "attachment; filename=\"import-report-<id>.csv\""))),
        (status = 404, description = const_format::concatcp!(REPORT_NOT_FOUND, " (unknown, older than 7 days, or another account's)"), body = ErrorBody),
    ),
)]
pub(super) async fn download_report(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult {
    let caller = authenticate(&app, &request).await?;
    let not_found = || ApiError::NotFound(REPORT_NOT_FOUND.into());
    let id = id.or_unknown(not_found())?;
    let owner = app.store.import_report_account(&id).await?;
    if owner.as_deref() != Some(caller.id()) {
        return Err(not_found());
    }
    let stream = report_stream(app.store.clone(), id.clone());
    let mut response = Response::new(Body::from_stream(stream));
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/csv; charset=utf-8"),
    );
    if let Ok(value) = HeaderValue::from_str(&format!(
        "attachment; filename=\"{}\"",
        report_file_name(&id)
    )) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}
