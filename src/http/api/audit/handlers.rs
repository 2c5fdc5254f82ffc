//! Reading the audit log: a page of entries, or every matching entry as a
//! file (itself recorded as an export).

use super::bodies::{AuditEntryView, AuditExportParams, AuditPage, AuditParams};
use super::{INVALID_FILTER, INVALID_PAGE, INVALID_TIME, TAG_AUDIT};
use crate::audit::export::{audit_file_name, audit_pages, csv_line, CSV_HEADER};
use crate::audit::{checked_filter, AuditLog};
use crate::domain::audit::{AuditAction, AuditFilter};
use crate::domain::time::{now_millis, parse_iso};
use crate::http::api::accounts::messages::admin_required;
use crate::http::auth::{authenticate, require_admin, ApiRequest};
use crate::http::error::{ApiError, ApiResult, ErrorBody};
use crate::http::messages as m;
use crate::http::page_query::PageRule;
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::transfer::export::ExportFormat;
use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderValue};
use axum::response::Response;
use bytes::Bytes;
use futures_util::StreamExt;

/// Entries a page holds unless `limit` says otherwise, and at most.
const AUDIT_PAGES: PageRule = PageRule {
    default_limit: 50,
    max_limit: crate::store::MAX_AUDIT_PAGE,
    invalid: INVALID_PAGE,
};
/// Longest actor or target filter.
const MAX_FILTER_CHARS: usize = 200;

#[utoipa::path(
    get,
    path = "/audit",
    tag = TAG_AUDIT,
    operation_id = "listAuditEntries",
    summary = "The audit log, newest first: logins and failures, credential, role and policy changes, domains, imports, exports, backups, bulk edits and webhooks (the owner reads every entry, admins all but the owner's own)",
    security(("cookie" = []), ("token" = ["users:admin"])),
    params(AuditParams),
    responses(
        (status = 200, description = "A page of entries", body = Answer<AuditPage>),
        (status = 400, description = const_format::concatcp!(super::UNKNOWN_ACTION, " / ", INVALID_TIME, " / ", INVALID_PAGE, " / ", INVALID_FILTER), body = ErrorBody),
        (status = 412, description = admin_required!(), body = ErrorBody),
    ),
)]
pub(super) async fn list_audit(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<AuditPage>> {
    let caller = authenticate(&app, &request).await?;
    require_admin(&caller)?;
    let params: AuditParams = request.query.typed()?;
    let mut filter = filter_of(
        params.action,
        params.actor,
        params.target,
        params.from,
        params.to,
    )?;
    let page = AUDIT_PAGES.read(params.before.as_deref(), params.limit.as_deref())?;
    filter.before = page.before;
    let limit = page.limit;
    let entries = AuditLog::new(&app.store)
        .entries(&caller.account, filter, limit)
        .await?;
    let cursor = (entries.len() as i64 == limit)
        .then(|| entries.last().map(|e| e.seq.to_string()))
        .flatten();
    Ok(Answer::new(AuditPage {
        entries: entries.into_iter().map(AuditEntryView::from).collect(),
        cursor,
    }))
}

#[utoipa::path(
    get,
    path = "/audit/export",
    tag = TAG_AUDIT,
    operation_id = "exportAuditEntries",
    summary = "Every audit entry matching the filters, newest first, as a JSON or CSV file (the export is itself an entry)",
    security(("cookie" = []), ("token" = ["users:admin"])),
    params(AuditExportParams),
    responses(
        (status = 200, description = "The file, streamed",
            content((Vec<AuditEntryView> = "application/json"), (String = "text/csv")),
            headers(("Content-Disposition" = String, description = "attachment; filename=\"audit-<time>.<json|csv>\""))),
        (status = 400, description = const_format::concatcp!(m::missing_fields!(), "format / ", m::INVALID_FORMAT, " / ", super::UNKNOWN_ACTION, " / ", INVALID_TIME, " / ", INVALID_FILTER), body = ErrorBody),
        (status = 412, description = admin_required!(), body = ErrorBody),
    ),
)]
pub(super) async fn export_audit(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate(&app, &request).await?;
    require_admin(&caller)?;
    request.query.require(&["format"])?;
    let params: AuditExportParams = request.query.typed()?;
    let format = ExportFormat::parse(&params.format)
        .ok_or_else(|| ApiError::BadRequest(m::INVALID_FORMAT.into()))?;
    let filter = filter_of(
        params.action,
        params.actor,
        params.target,
        params.from,
        params.to,
    )?;
    let filter = checked_filter(&caller.account, filter)?;
    let entry = request
        .audit_by(&caller)
        .entry(AuditAction::ExportDownloaded, now_millis())
        .with(serde_json::json!({ "what": "audit", "format": format.extension() }));
    AuditLog::new(&app.store).record(&entry).await?;
    let body = audit_pages(app.store.clone(), filter).scan(true, move |first, page| {
        let bytes = page.map(|page| {
            let mut out = Vec::with_capacity(page.len() * 300);
            for entry in page {
                match format {
                    ExportFormat::Json => {
                        if !std::mem::take(first) {
                            out.push(b',');
                        }
                        // Serialising into memory cannot fail.
                        let _ = serde_json::to_writer(&mut out, &AuditEntryView::from(entry));
                    }
                    ExportFormat::Csv => out.extend_from_slice(csv_line(&entry).as_bytes()),
                }
            }
            Bytes::from(out)
        });
        std::future::ready(Some(bytes))
    });
    let (opening, closing) = match format {
        ExportFormat::Json => ("[", "]"),
        ExportFormat::Csv => (CSV_HEADER, ""),
    };
    let stream = futures_util::stream::once(std::future::ready(Ok(Bytes::from_static(
        opening.as_bytes(),
    ))))
    .chain(body)
    .chain(futures_util::stream::once(std::future::ready(Ok(
        Bytes::from_static(closing.as_bytes()),
    ))));
    let mut response = Response::new(Body::from_stream(stream));
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(format.content_type()),
    );
    if let Ok(value) = HeaderValue::from_str(&format!(
        "attachment; filename=\"{}\"",
        audit_file_name(now_millis(), format)
    )) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

/// The filters of a read, each checked.
fn filter_of(
    action: Option<String>,
    actor: Option<String>,
    target: Option<String>,
    from: Option<String>,
    to: Option<String>,
) -> Result<AuditFilter, ApiError> {
    Ok(AuditFilter {
        action: text(action)?,
        actor: text(actor)?,
        target: text(target)?,
        from: time(from)?,
        to: time(to)?,
        ..AuditFilter::default()
    })
}

/// A non-empty filter text; too long or with control characters refused.
fn text(value: Option<String>) -> Result<Option<String>, ApiError> {
    match value.as_deref().map(str::trim) {
        None | Some("") => Ok(None),
        Some(text)
            if text.chars().count() <= MAX_FILTER_CHARS && !text.chars().any(char::is_control) =>
        {
            Ok(Some(text.to_owned()))
        }
        Some(_) => Err(ApiError::BadRequest(INVALID_FILTER.into())),
    }
}

/// An ISO 8601 time, or a day at midnight UTC.
fn time(value: Option<String>) -> Result<Option<i64>, ApiError> {
    let Some(value) = value.as_deref().map(str::trim).filter(|v| !v.is_empty()) else {
        return Ok(None);
    };
    parse_iso(value)
        .or_else(|| {
            chrono::NaiveDate::parse_from_str(value, "%Y-%m-%d")
                .ok()
                .and_then(|day| day.and_hms_opt(0, 0, 0))
                .map(|midnight| midnight.and_utc().timestamp_millis())
        })
        .map(Some)
        .ok_or_else(|| ApiError::BadRequest(INVALID_TIME.into()))
}
