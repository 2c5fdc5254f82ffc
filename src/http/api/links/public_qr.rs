//! `GET /api/public/qr/{slug}`: the QR code of a link whose owner made it
//! public (docs/campaigns.md#qr-codes), for anyone: on a poster's web
//! page, in a print shop's tool. Off by default; a link without it is not
//! found. Anonymous callers control the size, so at most a few of these
//! requests (their look-up and drawing) run at once over the instance
//! (429 past them).

use super::qr_image::{
    QrAsk, QrParams, INVALID_QR_BG, INVALID_QR_ECC, INVALID_QR_FG, INVALID_QR_FORMAT,
    INVALID_QR_MARGIN, INVALID_QR_SIZE, QR_TOO_LONG,
};
use crate::domain::links::LinkError;
use crate::http::api::openapi::TAG_LINKS;
use crate::http::auth::ApiRequest;
use crate::http::client::short_link_origin;
use crate::http::error::{ApiError, ApiResult, ErrorBody};
use crate::http::messages as m;
use crate::http::path_segment::PathSegment;
use crate::http::AppState;
use axum::extract::State;
use axum::response::Response;
use std::sync::LazyLock;
use tokio::sync::Semaphore;

pub const QR_BUSY: &str = "Too many QR codes are being drawn at once, try again in a moment";
/// Public codes drawn at once: each holds up to 2048² pixels in memory.
const PUBLIC_DRAWS_AT_ONCE: usize = 4;
static DRAWING: LazyLock<Semaphore> = LazyLock::new(|| Semaphore::new(PUBLIC_DRAWS_AT_ONCE));

#[utoipa::path(
    get,
    path = "/public/qr/{slug}",
    tag = TAG_LINKS,
    operation_id = "publicQrCode",
    summary = "The QR code of a link whose code its owner made public, for anyone (same choices as the link's own)",
    security(()),
    params(
        ("slug" = String, Path, description = "The link's slug"),
        ("domain" = Option<String>, Query, description = "The link's short domain (host); default: the one the request was sent to"),
        QrParams
    ),
    responses(
        (status = 200, description = "The image", content((String = "image/svg+xml"), (Vec<u8> = "image/png"))),
        (status = 400, description = const_format::concatcp!(INVALID_QR_FORMAT, " / ", INVALID_QR_SIZE, " / ", INVALID_QR_MARGIN, " / ", INVALID_QR_ECC, " / ", INVALID_QR_FG, " / ", INVALID_QR_BG), body = ErrorBody),
        (status = 404, description = m::LINK_NOT_FOUND, body = ErrorBody),
        (status = 422, description = QR_TOO_LONG, body = ErrorBody),
        (status = 429, description = QR_BUSY, body = ErrorBody),
    ),
)]
pub(super) async fn public_qr_code(
    State(app): State<AppState>,
    slug: PathSegment,
    request: ApiRequest,
) -> ApiResult<Response> {
    let asked = QrAsk::read(&request)?;
    // The slot is taken before the database is asked: a burst beyond it is
    // answered at once, and never queues for the database's connections.
    let _drawing = DRAWING.try_acquire().map_err(|_| ApiError::Busy {
        message: QR_BUSY.into(),
        retry_after_secs: 1,
    })?;
    let slug = slug.or_unknown(LinkError::NotFound)?;
    let domain = match request.query.non_empty("domain") {
        Some(host) => app
            .links()
            .domain_named(Some(host))
            .await
            .map_err(|_| ApiError::from(LinkError::NotFound))?,
        None => super::request_domain(&app, &request),
    };
    let link = app
        .store
        .public_qr_link(&domain.id, &slug)
        .await?
        .ok_or(LinkError::NotFound)?;
    let origin = short_link_origin(&request.headers, &app.settings, link.domain_host.as_deref());
    let logo = link.logo.as_deref().filter(|_| asked.logo);
    asked.draw(&origin, &link.slug, logo, "public, max-age=300")
}
