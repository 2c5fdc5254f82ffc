//! `POST /api/import` (`importLinks`; docs/data.md#importing): a multipart upload of another
//! shortener's export, spooled to a temporary file and imported in batches.
//! The caller is known before any of the body is read, their role sets the
//! size limit, and each account and address may have only a few uploads in
//! progress.

use super::answers::{ImportCounts, ImportForm};
use super::{upload_dir, IMPORT_LIMIT};
use crate::domain::import::{FileType, Service};
use crate::http::api::openapi::TAG_TRANSFER;
use crate::http::auth::{authenticate, check_origin, refuse_in_demo};
use crate::http::error::{ApiError, ApiResult, ErrorBody};
use crate::http::input::{media_type, missing_fields};
use crate::http::limits::TOO_MANY_UPLOADS;
use crate::http::messages as m;
use crate::http::messages::missing_fields;
use crate::http::respond::MessageResultAnswer;
use crate::http::upload::{
    bodiless_request, check_declared_length, multipart_boundary, spool_multipart, UploadShape,
};
use crate::http::AppState;
use crate::transfer::import::{import_file, ImportJob};
use crate::transfer::Silent;
use axum::extract::{Request, State};

/// Seconds a client over its upload cap is asked to wait.
const UPLOAD_RETRY_SECS: u64 = 5;
pub(crate) const INVALID_DRY_RUN: &str = "Invalid dryRun, expected true or false";
pub(crate) const INVALID_CREATE_DOMAINS: &str = "Invalid createDomains, expected true or false";

/// Followed by the caller's limit in parentheses.
const BODY_TOO_LARGE: &str = "Request body too large";

fn too_large(limit: u64) -> String {
    format!("{BODY_TOO_LARGE} (limit {} MiB)", limit / (1024 * 1024))
}

/// `dryRun`, `createDomains`: absent or empty is false.
fn parse_flag(value: Option<&str>, invalid: &'static str) -> Result<bool, ApiError> {
    match value.map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        None | Some("" | "false" | "0") => Ok(false),
        Some("true" | "1") => Ok(true),
        Some(_) => Err(ApiError::BadRequest(invalid.into())),
    }
}

#[utoipa::path(
    post,
    path = "/import",
    tag = TAG_TRANSFER,
    operation_id = "importLinks",
    summary = "Import another shortener's export, or preview it with dryRun (the secret only in the Authorization header)",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    request_body(content = ImportForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "Imported <X> / <Y> links! (a dry run: Dry run: would import <X> / <Y> links), with the skipped rows and the domains added (a dry run: that would be added)", body = MessageResultAnswer<ImportCounts>),
        (status = 400, description = const_format::concatcp!(m::MALFORMED_MULTIPART, " / ", missing_fields!(), "<service, file> / ", m::ONE_FILE_ONLY, " / ", m::INVALID_SERVICE, " / ", m::INVALID_FILETYPE, " / ", INVALID_DRY_RUN, " / ", INVALID_CREATE_DOMAINS, " / Could not read row <N> of the Lynx CSV file exactly: <problem> / ", crate::transfer::read::CSV_UNREADABLE, " / ", crate::transfer::read::JSON_UNREADABLE, " / ", m::INVALID_IMPORT_FIELDS, " (details.missing)"), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(m::DOMAIN_NOT_ALLOWED, " (a standard account's domain, when the domain does not let standard accounts create links); nothing was imported"), body = ErrorBody),
        (status = 406, description = m::IMPORTS_IN_DEMO, body = ErrorBody),
        (status = 413, description = const_format::concatcp!(BODY_TOO_LARGE, " (limit 50 MiB; for admins and the owner ADMIN_IMPORT_LIMIT_MB) / ", crate::http::upload::TEXT_PART_TOO_LARGE), body = ErrorBody),
        (status = 415, description = m::MULTIPART_ONLY, body = ErrorBody),
        (status = 422, description = const_format::concatcp!(m::UNKNOWN_DOMAIN, " (the domain field names no domain of this server); nothing was imported"), body = ErrorBody),
        (status = 429, description = const_format::concatcp!(crate::http::limits::TOO_MANY_UPLOADS, " (Retry-After)"), body = ErrorBody),
    ),
)]
pub(super) async fn import_links(
    State(app): State<AppState>,
    request: Request,
) -> ApiResult<MessageResultAnswer<ImportCounts>> {
    let (parts, body) = request.into_parts();
    // No one may send more than the largest limit; who may send what
    // between the two is known once the caller is.
    let largest = app.settings.admin_import_limit.max(IMPORT_LIMIT);
    check_declared_length(&parts.headers, largest, &too_large(largest))?;
    if media_type(&parts.headers).as_deref() != Some("multipart/form-data") {
        return Err(ApiError::UnsupportedMediaType(m::MULTIPART_ONLY.into()));
    }
    let boundary = multipart_boundary(&parts.headers)
        .ok_or_else(|| ApiError::BadRequest(m::MALFORMED_MULTIPART.into()))?;
    // Origin, caller and demo mode are decided from the head alone: no
    // byte of the body is read for a caller who may not import.
    let request = bodiless_request(&parts, &app);
    check_origin(&request, &app)?;
    let caller = authenticate(&app, &request).await?;
    refuse_in_demo(&app, m::IMPORTS_IN_DEMO)?;
    let limit = if caller.account.role().is_admin_or_owner() {
        largest
    } else {
        IMPORT_LIMIT
    };
    let too_large = too_large(limit);
    check_declared_length(&parts.headers, limit, &too_large)?;
    let slots = app
        .in_flight
        .admit_upload(caller.id(), &request.client)
        .ok_or_else(|| ApiError::Busy {
            message: TOO_MANY_UPLOADS.into(),
            retry_after_secs: UPLOAD_RETRY_SECS,
        })?;
    let shape = UploadShape {
        limit,
        too_large: &too_large,
        file_field: "file",
        text_fields: &["service", "dryRun", "domain", "createDomains", "team"],
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
    let dry_run = parse_flag(upload.field("dryRun"), INVALID_DRY_RUN)?;
    let create_domains = parse_flag(upload.field("createDomains"), INVALID_CREATE_DOMAINS)?;
    let domain = upload
        .field("domain")
        .map(str::trim)
        .filter(|d| !d.is_empty())
        .map(str::to_owned);

    // Into a team the caller may put links in (a team token's, unless
    // told otherwise).
    let manager = crate::links::Manager::from(&caller);
    let team = upload
        .field("team")
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .or(manager.scope().only_team())
        .map(str::to_owned);
    if let Some(team) = &team {
        app.links().check_team(team, &manager).await?;
    }
    let path = file.temp.path().to_path_buf();
    let by = request.audit_by(&caller);
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
            dry_run,
            redirects: &task_app.redirects,
            domain,
            create_domains,
            outbox: &app.outbox,
            by,
            team,
        };
        let outcome = import_file(&task_app.store, job, &Silent).await;
        if !dry_run {
            // Imported slugs may sit in the cache as unknown: forget everything.
            task_app.redirects.clear();
        }
        if outcome.as_ref().is_ok_and(|summary| summary.search_pending) {
            // After the answer: search indexing of a large import.
            let store = task_app.store.clone();
            tokio::spawn(async move {
                match store.fill_search_backlog().await {
                    // Shutting down: the next start goes on from here.
                    Ok(_) | Err(crate::store::StoreError::Closed) => {}
                    Err(error) => {
                        tracing::warn!(?error, "could not index imported links for search")
                    }
                }
            });
        }
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
        result: ImportCounts::from(&summary),
    })
}
