//! `POST` and `GET /api/export` (docs/data.md#exporting): the caller's visible links as
//! JSON or CSV, streamed page by page so memory stays constant.

use super::openapi::TAG_TRANSFER;
use crate::domain::audit::AuditAction;
use crate::domain::time::now_millis;
use crate::http::auth::{authenticate, refuse_in_demo, ApiRequest, Caller};
use crate::http::error::{ApiError, ApiResult, ErrorBody};
use crate::http::messages as m;
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::request_body::RequestBody;
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::links::Manager;
use crate::transfer::export::{export_stream, file_name, ExportFormat};
use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderValue};
use axum::response::Response;
use bytes::Bytes;
use futures_util::StreamExt;
use serde::Deserialize;
use std::fmt::Write as _;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

// The export formats, as documented; parsed by hand for the contract's
// message.
#[derive(Debug, ToSchema)]
#[schema(as = ExportFormat, rename_all = "lowercase")]
pub enum ExportFormatName {
    Json,
    Csv,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExportParams {
    /// json or csv
    #[param(value_type = ExportFormatName)]
    format: String,
    /// Only the links of the team with this id (docs/teams.md)
    team: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ExportBody {
    #[schema(value_type = ExportFormatName)]
    format: String,
    /// Only the links of the team with this id (docs/teams.md).
    team: Option<String>,
}

impl RequestBody for ExportBody {}

/// One element of the JSON export (Lynx's export and backup format, then
/// Linkhop's own keys; the link controls follow these, and `domain` comes
/// last). The CSV export has the same columns, `domain` empty on the
/// default domain.
#[derive(Debug, ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct ExportedLink {
    pub id: String,
    pub slug: String,
    pub destination: String,
    #[schema(required = true)]
    pub author: Option<String>,
    pub creation_date: String,
    pub modified_date: String,
    #[schema(minimum = 0)]
    pub visits: i64,
    #[schema(minimum = 0)]
    pub human_visits: i64,
    #[schema(minimum = 0)]
    pub bot_visits: i64,
    pub public_stats: bool,
    /// The link's short domain: its host (punycode), `null` on the default
    /// domain. Importing the file (`service=lynx`, `linkhop restore`) puts
    /// each link back on its domain.
    #[schema(required = true)]
    pub domain: Option<String>,
    /// The name of the link's team; `null`: its author's own. An import
    /// does not read it (docs/teams.md).
    #[schema(required = true)]
    pub team: Option<String>,
}

/// A Node.js `Buffer` as JSON: the file's bytes.
#[derive(Debug, ToSchema)]
pub struct NodeBuffer {
    #[schema(rename = "type")]
    pub kind: String,
    pub data: Vec<u8>,
}

// Documents the streamed `POST` answer, which is written by hand.
#[derive(Debug, ToSchema)]
pub struct ExportBuffer {
    pub buffer: NodeBuffer,
    pub filename: String,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(download_export, buffer_export))
}

fn parse_format(value: &str) -> Result<ExportFormat, ApiError> {
    ExportFormat::parse(value).ok_or_else(|| ApiError::BadRequest(m::INVALID_FORMAT.into()))
}

async fn authorize(app: &AppState, request: &ApiRequest) -> Result<Caller, ApiError> {
    let caller = authenticate(app, request).await?;
    refuse_in_demo(app, m::EXPORTS_IN_DEMO)?;
    Ok(caller)
}

/// The caller's links (with `team`, that team's only), once their export
/// as `format` is in the audit log.
async fn recorded(
    app: &AppState,
    request: &ApiRequest,
    caller: &Caller,
    format: ExportFormat,
    team: Option<&str>,
) -> Result<Manager, ApiError> {
    let entry = request
        .audit_by(caller)
        .entry(AuditAction::ExportDownloaded, now_millis())
        .with(serde_json::json!({ "what": "links", "format": format.extension() }));
    app.store.record_audit(&entry).await?;
    let manager = Manager::from(caller);
    Ok(match team.filter(|t| !t.is_empty()) {
        Some(team) => manager.within_team(team),
        None => manager,
    })
}

/// `GET`: the file itself, as an attachment.
#[utoipa::path(
    get,
    path = "/export",
    tag = TAG_TRANSFER,
    operation_id = "downloadExport",
    summary = "Download the caller's visible links as a JSON or CSV file",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:read"])),
    params(ExportParams),
    responses(
        (status = 200, description = "The file, streamed",
            content((Vec<ExportedLink> = "application/json"), (String = "text/csv")),
            headers(("Content-Disposition" = String, description = "attachment; filename=\"export-<uuid>.<json|csv>\""))),
        (status = 400, description = const_format::concatcp!(missing_fields!(), "format / ", m::INVALID_FORMAT), body = ErrorBody),
        (status = 406, description = m::EXPORTS_IN_DEMO, body = ErrorBody),
    ),
)]
async fn download_export(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authorize(&app, &request).await?;
    request.query.require(&["format"])?;
    let params: ExportParams = request.query.typed()?;
    let format = parse_format(&params.format)?;
    let manager = recorded(&app, &request, &caller, format, params.team.as_deref()).await?;
    let stream = export_stream(app.store.clone(), manager.into_scope(), format);
    let mut response = Response::new(Body::from_stream(stream));
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(format.content_type()),
    );
    if let Ok(value) =
        HeaderValue::from_str(&format!("attachment; filename=\"{}\"", file_name(format)))
    {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

/// `POST`: Lynx's answer, the file as a Node.js `Buffer` in JSON, streamed
/// as the bytes come.
#[utoipa::path(
    post,
    path = "/export",
    tag = TAG_TRANSFER,
    operation_id = "bufferExport",
    summary = "The export file as a Node.js Buffer in JSON (Lynx's answer)",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:read"])),
    request_body = ExportBody,
    responses(
        (status = 200, description = "The file's bytes", body = Answer<ExportBuffer>),
        (status = 400, description = const_format::concatcp!(missing_fields!(), "format / ", invalid_types!(), "format / ", m::INVALID_FORMAT), body = ErrorBody),
        (status = 406, description = m::EXPORTS_IN_DEMO, body = ErrorBody),
    ),
)]
async fn buffer_export(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authorize(&app, &request).await?;
    let body: ExportBody = request.body_as()?;
    let format = parse_format(&body.format)?;
    let manager = recorded(&app, &request, &caller, format, body.team.as_deref()).await?;
    let opening =
        Bytes::from_static(br#"{"success":true,"result":{"buffer":{"type":"Buffer","data":["#);
    let closing = Bytes::from(format!(r#"]}},"filename":"{}"}}}}"#, file_name(format)));
    let bytes = export_stream(app.store.clone(), manager.into_scope(), format).scan(
        true,
        |first, chunk| {
            let encoded = chunk.map(|chunk| {
                let mut out = String::with_capacity(chunk.len() * 4);
                for byte in chunk.iter() {
                    if !std::mem::take(first) {
                        out.push(',');
                    }
                    let _ = write!(out, "{byte}");
                }
                Bytes::from(out)
            });
            std::future::ready(Some(encoded))
        },
    );
    let body = futures_util::stream::once(std::future::ready(Ok(opening)))
        .chain(bytes)
        .chain(futures_util::stream::once(std::future::ready(Ok(closing))));
    let mut response = Response::new(Body::from_stream(body));
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json; charset=utf-8"),
    );
    Ok(response)
}
