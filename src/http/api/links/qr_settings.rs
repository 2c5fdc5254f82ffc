//! A link's QR code settings (docs/campaigns.md#qr-codes): whether anyone
//! may fetch its code (`GET /api/public/qr/{slug}`, off by default) and
//! the PNG logo drawn in its middle. Read by whoever may see the link,
//! changed by whoever may edit it.

use crate::domain::links::LinkError;
use crate::domain::qr_logo::{Logo, LogoError, MAX_LOGO_BYTES};
use crate::domain::time::now_millis;
use crate::http::api::openapi::TAG_LINKS;
use crate::http::auth::{authenticate, check_origin, ApiRequest};
use crate::http::error::{ApiError, ApiResult, ErrorBody};
use crate::http::input::{media_type, read_body};
use crate::http::messages as m;
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::path_segment::PathSegment;
use crate::http::request_body::RequestBody;
use crate::http::respond::Answer;
use crate::http::upload::bodiless_request;
use crate::http::AppState;
use crate::links::Manager;
use crate::store::LinkQrRecord;
use axum::extract::{Request, State};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub const LOGO_TOO_LARGE: &str = "The logo is too large: at most 64 KiB";
pub const LOGO_NOT_PNG_TYPE: &str = "The logo must be a PNG image (image/png)";
pub const LOGO_INVALID: &str = "The logo must be a PNG of at most 1024 × 1024 pixels";

#[derive(Debug, Serialize, ToSchema)]
pub struct QrSettingsView {
    /// Anyone may fetch the code at `GET /api/public/qr/{slug}`.
    pub public: bool,
    /// A logo is drawn in the middle of the code.
    pub logo: bool,
}

impl From<LinkQrRecord> for QrSettingsView {
    fn from(record: LinkQrRecord) -> Self {
        Self {
            public: record.public,
            logo: record.logo.is_some(),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct QrSettingsBody {
    pub public: bool,
}

impl RequestBody for QrSettingsBody {}

#[utoipa::path(
    get,
    path = "/link/{id}/qr/settings",
    tag = TAG_LINKS,
    operation_id = "linkQrSettings",
    summary = "Whether a link's QR code is public and has a logo",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:read"])),
    params(("id" = String, Path, description = "The link's id")),
    responses(
        (status = 200, description = "The settings", body = Answer<QrSettingsView>),
        (status = 404, description = m::LINK_NOT_FOUND, body = ErrorBody),
    ),
)]
pub(super) async fn qr_settings(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<QrSettingsView>> {
    let caller = authenticate(&app, &request).await?;
    let id = id.or_unknown(LinkError::NotFound)?;
    let link = app.links().visible(&id, &Manager::from(&caller)).await?;
    Ok(Answer::new(app.store.link_qr(&link.id).await?.into()))
}

#[utoipa::path(
    patch,
    path = "/link/{id}/qr/settings",
    tag = TAG_LINKS,
    operation_id = "editLinkQrSettings",
    summary = "Make a link's QR code public (anyone may fetch it) or private",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    params(("id" = String, Path, description = "The link's id")),
    request_body = QrSettingsBody,
    responses(
        (status = 200, description = "The settings", body = Answer<QrSettingsView>),
        (status = 400, description = concat!(missing_fields!(), "public / ", invalid_types!(), "public"), body = ErrorBody),
        (status = 403, description = m::NOT_EDITABLE, body = ErrorBody),
        (status = 404, description = m::LINK_NOT_FOUND, body = ErrorBody),
    ),
)]
pub(super) async fn edit_qr_settings(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<QrSettingsView>> {
    let caller = authenticate(&app, &request).await?;
    let body: QrSettingsBody = request.body_as()?;
    let id = id.or_unknown(LinkError::NotFound)?;
    let link = app.links().editable(&id, &Manager::from(&caller)).await?;
    app.store
        .set_link_qr_public(&link.id, body.public, now_millis())
        .await?;
    Ok(Answer::new(app.store.link_qr(&link.id).await?.into()))
}

#[utoipa::path(
    put,
    path = "/link/{id}/qr/logo",
    tag = TAG_LINKS,
    operation_id = "setLinkQrLogo",
    summary = "Set the logo drawn in the middle of a link's QR code: the PNG file as the body (at most 64 KiB and 1024 × 1024 pixels)",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    params(("id" = String, Path, description = "The link's id")),
    request_body(content = Vec<u8>, content_type = "image/png"),
    responses(
        (status = 200, description = "The settings", body = Answer<QrSettingsView>),
        (status = 403, description = m::NOT_EDITABLE, body = ErrorBody),
        (status = 404, description = m::LINK_NOT_FOUND, body = ErrorBody),
        (status = 413, description = LOGO_TOO_LARGE, body = ErrorBody),
        (status = 415, description = LOGO_NOT_PNG_TYPE, body = ErrorBody),
        (status = 422, description = LOGO_INVALID, body = ErrorBody),
    ),
)]
pub(super) async fn set_qr_logo(
    State(app): State<AppState>,
    id: PathSegment,
    request: Request,
) -> ApiResult<Answer<QrSettingsView>> {
    let (parts, body) = request.into_parts();
    // Who may send a logo is known before a byte of it is read.
    let head = bodiless_request(&parts, &app);
    check_origin(&head, &app)?;
    let caller = authenticate(&app, &head).await?;
    let id = id.or_unknown(LinkError::NotFound)?;
    let link = app.links().editable(&id, &Manager::from(&caller)).await?;
    if media_type(&parts.headers).as_deref() != Some("image/png") {
        return Err(ApiError::UnsupportedMediaType(LOGO_NOT_PNG_TYPE.into()));
    }
    let file = read_body(&parts.headers, body, MAX_LOGO_BYTES, LOGO_TOO_LARGE).await?;
    Logo::decode(&file).map_err(|error| match error {
        LogoError::TooManyBytes => ApiError::PayloadTooLarge(LOGO_TOO_LARGE.into()),
        LogoError::NotPng | LogoError::TooManyPixels => {
            ApiError::Unprocessable(LOGO_INVALID.into())
        }
    })?;
    app.store
        .set_link_qr_logo(&link.id, Some(&file), now_millis())
        .await?;
    Ok(Answer::new(app.store.link_qr(&link.id).await?.into()))
}

#[utoipa::path(
    delete,
    path = "/link/{id}/qr/logo",
    tag = TAG_LINKS,
    operation_id = "deleteLinkQrLogo",
    summary = "Remove the logo of a link's QR code",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    params(("id" = String, Path, description = "The link's id")),
    responses(
        (status = 200, description = "The settings", body = Answer<QrSettingsView>),
        (status = 403, description = m::NOT_EDITABLE, body = ErrorBody),
        (status = 404, description = m::LINK_NOT_FOUND, body = ErrorBody),
    ),
)]
pub(super) async fn delete_qr_logo(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<QrSettingsView>> {
    let caller = authenticate(&app, &request).await?;
    let id = id.or_unknown(LinkError::NotFound)?;
    let link = app.links().editable(&id, &Manager::from(&caller)).await?;
    app.store
        .set_link_qr_logo(&link.id, None, now_millis())
        .await?;
    Ok(Answer::new(app.store.link_qr(&link.id).await?.into()))
}
