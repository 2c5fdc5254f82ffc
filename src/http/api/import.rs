//! `POST /api/import` (api.md §6): a multipart upload of another
//! shortener's export, spooled to a temporary file and imported in batches.

use super::openapi::TAG_TRANSFER;
use super::schemas::{ErrorBody, ImportAnswer, ImportForm};
use crate::domain::import::{FileType, Service};
use crate::http::auth::{authenticate, check_origin, refuse_in_demo, Access};
use crate::http::error::{ApiError, ApiResult};
use crate::http::input::media_type;
use crate::http::respond::ok_message_result;
use crate::http::upload::{
    bodiless_request, check_declared_length, multipart_boundary, spool_multipart,
    MALFORMED_MULTIPART,
};
use crate::http::AppState;
use crate::transfer::import::{import_file, ImportError, ImportJob};
use crate::transfer::read::ReadError;
use crate::transfer::Silent;
use axum::extract::{Request, State};
use serde_json::json;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub const IMPORT_LIMIT: u64 = 50 * 1024 * 1024;
const TOO_LARGE: &str = "Request body too large (limit 50 MiB)";

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
        (status = 200, description = "Imported <X> / <Y> links!", body = ImportAnswer),
        (status = 400, description = "Malformed multipart/form-data body / The following required fields were not included in the request: <service, file> / Only one file can be imported at a time / Invalid service, accepted services: lynx, shlink, yourls / Invalid filetype / Could not parse the CSV file / Could not parse the JSON file, expected an array of links / Invalid import fields (details.missing)", body = ErrorBody),
        (status = 406, description = "Imports are not enabled in demo mode.", body = ErrorBody),
        (status = 413, description = "Request body too large (limit 50 MiB)", body = ErrorBody),
        (status = 415, description = "Unsupported Content-Type, expected multipart/form-data", body = ErrorBody),
    ),
)]
async fn import_links(State(app): State<AppState>, request: Request) -> ApiResult {
    let (parts, body) = request.into_parts();
    check_declared_length(&parts.headers, IMPORT_LIMIT, TOO_LARGE)?;
    if media_type(&parts.headers).as_deref() != Some("multipart/form-data") {
        return Err(ApiError::UnsupportedMediaType(
            "Unsupported Content-Type, expected multipart/form-data".into(),
        ));
    }
    let boundary = multipart_boundary(&parts.headers)
        .ok_or_else(|| ApiError::BadRequest(MALFORMED_MULTIPART.into()))?;
    let upload = spool_multipart(
        body,
        boundary,
        IMPORT_LIMIT,
        TOO_LARGE,
        "file",
        &upload_dir(&app),
    )
    .await?;
    let request = bodiless_request(&parts, &app);
    check_origin(&request, &app)?;
    let caller = authenticate(&app, &request, Access::CookieOrSecret).await?;
    refuse_in_demo(&app, "Imports are not enabled in demo mode.")?;

    let service = upload.field("service");
    let missing: Vec<&str> = [
        ("service", service.is_none()),
        ("file", upload.file.is_none()),
    ]
    .into_iter()
    .filter(|(_, absent)| *absent)
    .map(|(name, _)| name)
    .collect();
    if !missing.is_empty() {
        return Err(ApiError::BadRequest(
            format!(
                "The following required fields were not included in the request: {}",
                missing.join(", ")
            )
            .into(),
        ));
    }
    if upload.file_parts > 1 {
        return Err(ApiError::BadRequest(
            "Only one file can be imported at a time".into(),
        ));
    }
    let (Some(service), Some(file)) = (service, &upload.file) else {
        return Err(ApiError::internal(anyhow::anyhow!(
            "checked fields vanished"
        )));
    };
    let service = Service::parse(service).ok_or_else(|| {
        ApiError::BadRequest("Invalid service, accepted services: lynx, shlink, yourls".into())
    })?;
    let file_type = FileType::from_file_name(&file.name)
        .filter(|t| service.accepts(*t))
        .ok_or_else(|| ApiError::BadRequest("Invalid filetype".into()))?;

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
        // The spooled file is deleted once it has been read.
        drop(upload);
        outcome
    })
    .await
    .map_err(ApiError::internal)?;
    let summary = outcome.map_err(import_error)?;
    Ok(ok_message_result(
        &summary.message(),
        json!({
            "imported": summary.imported,
            "skipped_existing": summary.skipped_existing,
            "skipped_invalid": summary.skipped_invalid,
        }),
    ))
}

/// Where uploads wait while they are imported; each file is deleted when
/// its request ends.
pub fn upload_dir(app: &AppState) -> std::path::PathBuf {
    app.settings.data_dir.join("uploads")
}

fn import_error(error: ImportError) -> ApiError {
    match error {
        ImportError::File(ReadError::MissingColumns(missing)) => ApiError::BadRequestWithDetails {
            message: "Invalid import fields".into(),
            details: json!({ "missing": missing }),
        },
        ImportError::File(read @ (ReadError::Csv | ReadError::Json)) => {
            ApiError::BadRequest(read.to_string().into())
        }
        other => ApiError::internal(other),
    }
}
