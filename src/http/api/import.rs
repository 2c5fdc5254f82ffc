//! `POST /api/import` (api.md §6): a multipart upload of another
//! shortener's export, spooled to a temporary file and imported in batches.
//! The caller is known before any of the body is read, and each account and
//! address may have only a few uploads in progress.

use super::openapi::TAG_TRANSFER;
use crate::domain::import::{FileType, Service};
use crate::http::auth::{authenticate, check_origin, refuse_in_demo, Access};
use crate::http::error::{ApiError, ApiResult, ErrorBody};
use crate::http::input::{media_type, missing_fields};
use crate::http::limits::TOO_MANY_UPLOADS;
use crate::http::messages as m;
use crate::http::respond::MessageResultAnswer;
use crate::http::upload::{
    bodiless_request, check_declared_length, multipart_boundary, spool_multipart, UploadShape,
};
use crate::http::AppState;
use crate::transfer::import::{import_file, ImportJob};
use crate::transfer::Silent;
use axum::extract::{Request, State};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub const IMPORT_LIMIT: u64 = 50 * 1024 * 1024;
const TOO_LARGE: &str = "Request body too large (limit 50 MiB)";
/// Seconds a client over its upload cap is asked to wait.
const UPLOAD_RETRY_SECS: u64 = 5;

#[derive(Debug, ToSchema)]
#[schema(rename_all = "lowercase")]
pub enum ImportService {
    Lynx,
    Shlink,
    Yourls,
    Kutt,
    Bitly,
    Sink,
    Chhoto,
    Polr,
}

// The upload, read by hand: it is spooled to disk as it arrives.
#[derive(Debug, ToSchema)]
pub struct ImportForm {
    pub service: ImportService,
    /// The export file; its name's extension decides the format.
    #[schema(content_media_type = "application/octet-stream")]
    pub file: Vec<u8>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ImportCounts {
    #[schema(minimum = 0)]
    pub imported: u64,
    #[schema(minimum = 0)]
    pub skipped_existing: u64,
    #[schema(minimum = 0)]
    pub skipped_invalid: u64,
    /// Rows whose visit count was above 10^12 and was stored as 10^12;
    /// only present when there were some (Lynx's clients ignore it).
    #[serde(skip_serializing_if = "is_zero")]
    #[schema(minimum = 0)]
    pub visits_capped: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(import_links))
}

#[utoipa::path(
    post,
    path = "/import",
    tag = TAG_TRANSFER,
    operation_id = "importLinks",
    summary = "Import another shortener's export (the secret only in the Authorization header)",
    security(("cookie" = []), ("secret" = [])),
    request_body(content = ImportForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "Imported <X> / <Y> links!", body = MessageResultAnswer<ImportCounts>),
        (status = 400, description = "Malformed multipart/form-data body / The following required fields were not included in the request: <service, file> / Only one file can be imported at a time / Invalid service, accepted services: lynx, shlink, yourls, kutt, bitly, sink, chhoto, polr / Invalid filetype / Could not read row <N> of the Lynx CSV file exactly: <problem> / Could not parse the CSV file / Could not parse the JSON file, expected an array of links / Invalid import fields (details.missing)", body = ErrorBody),
        (status = 406, description = "Imports are not enabled in demo mode.", body = ErrorBody),
        (status = 413, description = "Request body too large (limit 50 MiB) / Form field too large (limit 4 KiB)", body = ErrorBody),
        (status = 415, description = "Unsupported Content-Type, expected multipart/form-data", body = ErrorBody),
        (status = 429, description = "Too many uploads in progress, try again when one has finished (Retry-After)", body = ErrorBody),
    ),
)]
async fn import_links(
    State(app): State<AppState>,
    request: Request,
) -> ApiResult<MessageResultAnswer<ImportCounts>> {
    let (parts, body) = request.into_parts();
    check_declared_length(&parts.headers, IMPORT_LIMIT, TOO_LARGE)?;
    if media_type(&parts.headers).as_deref() != Some("multipart/form-data") {
        return Err(ApiError::UnsupportedMediaType(m::MULTIPART_ONLY.into()));
    }
    let boundary = multipart_boundary(&parts.headers)
        .ok_or_else(|| ApiError::BadRequest(m::MALFORMED_MULTIPART.into()))?;
    // Origin, caller and demo mode are decided from the head alone: no
    // byte of the body is read for a caller who may not import.
    let request = bodiless_request(&parts, &app);
    check_origin(&request, &app)?;
    let caller = authenticate(&app, &request, Access::CookieOrSecret).await?;
    refuse_in_demo(&app, m::IMPORTS_IN_DEMO)?;
    let slots = app
        .in_flight
        .admit_upload(caller.id(), &request.client)
        .ok_or_else(|| ApiError::Busy {
            message: TOO_MANY_UPLOADS.into(),
            retry_after_secs: UPLOAD_RETRY_SECS,
        })?;
    let shape = UploadShape {
        limit: IMPORT_LIMIT,
        too_large: TOO_LARGE,
        file_field: "file",
        text_fields: &["service"],
    };
    let upload = spool_multipart(body, boundary, shape, &upload_dir(&app)).await?;

    let service = upload.field("service");
    let missing: Vec<&str> = [
        ("service", service.is_none()),
        ("file", upload.file.is_none()),
    ]
    .into_iter()
    .filter(|(_, absent)| *absent)
    .map(|(name, _)| name)
    .collect();
    missing_fields(&missing)?;
    if upload.file_parts > 1 {
        return Err(ApiError::BadRequest(m::ONE_FILE_ONLY.into()));
    }
    let (Some(service), Some(file)) = (service, &upload.file) else {
        return Err(ApiError::internal(anyhow::anyhow!(
            "checked fields vanished"
        )));
    };
    let service =
        Service::parse(service).ok_or_else(|| ApiError::BadRequest(m::INVALID_SERVICE.into()))?;
    let file_type = FileType::from_file_name(&file.name)
        .filter(|t| service.accepts(*t))
        .ok_or_else(|| ApiError::BadRequest(m::INVALID_FILETYPE.into()))?;

    let path = file.temp.path().to_path_buf();
    let importer = caller.account;
    let task_app = app.clone();
    // A task of its own: a client that stops waiting (a proxy's timeout on a
    // large file) does not stop the import halfway through the file.
    let outcome = tokio::spawn(async move {
        let job = ImportJob {
            path,
            service,
            file_type,
            importer: &importer,
            reserved: task_app.reserved.clone(),
            unique_destinations: task_app.settings.url_only_unique,
        };
        let outcome = import_file(&task_app.store, job, &Silent).await;
        // Imported slugs may sit in the cache as unknown: forget everything.
        task_app.redirects.clear();
        // The spooled file is deleted once it has been read; the upload
        // slots are given back only now, when the import is over.
        drop(upload);
        drop(slots);
        outcome
    })
    .await
    .map_err(ApiError::internal)?;
    let summary = outcome?;
    Ok(MessageResultAnswer {
        success: true,
        message: summary.message(),
        result: ImportCounts {
            imported: summary.imported,
            skipped_existing: summary.skipped_existing,
            skipped_invalid: summary.skipped_invalid,
            visits_capped: summary.visits_capped,
        },
    })
}

/// Where uploads wait while they are imported; each file is deleted when
/// its request ends.
pub fn upload_dir(app: &AppState) -> std::path::PathBuf {
    app.settings.data_dir.join("uploads")
}
