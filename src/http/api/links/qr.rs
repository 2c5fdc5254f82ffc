//! `GET /api/link/{id}/qr`: the QR code of a link the caller may see
//! (docs/campaigns.md#qr-codes), encoding its scan address, so that a
//! visit through the code is counted as a scan; with the link's logo in
//! the middle unless `logo=false`.

use super::qr_image::{
    QrAsk, QrParams, INVALID_QR_BG, INVALID_QR_ECC, INVALID_QR_FG, INVALID_QR_FORMAT,
    INVALID_QR_MARGIN, INVALID_QR_SIZE, QR_TOO_LONG,
};
use crate::domain::links::LinkError;
use crate::http::api::openapi::TAG_LINKS;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::client::short_link_origin;
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::messages as m;
use crate::http::path_segment::PathSegment;
use crate::http::AppState;
use crate::links::Manager;
use axum::extract::State;
use axum::response::Response;

#[utoipa::path(
    get,
    path = "/link/{id}/qr",
    tag = TAG_LINKS,
    operation_id = "linkQrCode",
    summary = "The QR code of a link the caller may manage, as SVG or PNG; it encodes the link's scan address, so visits through it count as scans",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:read"])),
    params(("id" = String, Path, description = "The link's id"), QrParams),
    responses(
        (status = 200, description = "The image",
            content((String = "image/svg+xml"), (Vec<u8> = "image/png")),
            headers(("Content-Disposition" = String, description = "with download=true: attachment; filename=\"qr-<slug>.<svg|png>\""))),
        (status = 400, description = const_format::concatcp!(INVALID_QR_FORMAT, " / ", INVALID_QR_SIZE, " / ", INVALID_QR_MARGIN, " / ", INVALID_QR_ECC, " / ", INVALID_QR_FG, " / ", INVALID_QR_BG), body = ErrorBody),
        (status = 404, description = m::LINK_NOT_FOUND, body = ErrorBody),
        (status = 422, description = QR_TOO_LONG, body = ErrorBody),
    ),
)]
pub(super) async fn link_qr_code(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Response> {
    let caller = authenticate(&app, &request).await?;
    let asked = QrAsk::read(&request)?;
    let id = id.or_unknown(LinkError::NotFound)?;
    let link = app.links().visible(&id, &Manager::from(&caller)).await?;
    let logo = match asked.logo {
        true => app.store.link_qr(&link.id).await?.logo,
        false => None,
    };
    let origin = short_link_origin(&request.headers, &app.settings, link.domain_host.as_deref());
    asked.draw(&origin, &link.slug, logo.as_deref(), "private, max-age=0")
}
