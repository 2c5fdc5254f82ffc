//! `GET /api/link/{id}/qr`: the QR code of a link the caller may see
//! (docs/campaigns.md#qr-codes), encoding its scan address, so that a
//! visit through the code is counted as a scan.

use crate::domain::links::LinkError;
use crate::domain::qr::{Qr, QrStyle, QrStyleError, SCAN_PATH};
use crate::http::api::openapi::TAG_LINKS;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::client::short_link_origin;
use crate::http::error::{ApiError, ApiResult, ErrorBody};
use crate::http::messages as m;
use crate::http::path_segment::PathSegment;
use crate::http::AppState;
use crate::links::Manager;
use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderValue};
use axum::response::Response;
use percent_encoding::{utf8_percent_encode, AsciiSet, NON_ALPHANUMERIC};
use serde::Deserialize;
use utoipa::IntoParams;

pub const INVALID_QR_FORMAT: &str = "Invalid format, accepted values: svg, png";
pub const INVALID_QR_SIZE: &str = "Invalid size: use 64 to 2048 pixels";
pub const INVALID_QR_MARGIN: &str = "Invalid margin: use 0 to 16 modules";
pub const INVALID_QR_ECC: &str = "Invalid ecc, accepted values: L, M, Q, H";
pub const INVALID_QR_FG: &str = "Invalid fg: use six hexadecimal digits, such as 1a2b3c";
pub const INVALID_QR_BG: &str = "Invalid bg: use six hexadecimal digits, such as ffffff";
pub const QR_TOO_LONG: &str = "The link's scan address is too long for a QR code";

/// The characters a slug keeps in the scan address; others are
/// percent-encoded (as the short link's path is).
const SLUG_SEGMENT: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'/');

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct QrParams {
    /// `svg` (default) or `png`
    format: Option<String>,
    /// Width and height in pixels, 64 to 2048 (default 512)
    size: Option<String>,
    /// The quiet zone around the code, in modules, 0 to 16 (default 4)
    margin: Option<String>,
    /// Error correction: `L`, `M` (default), `Q` or `H`
    ecc: Option<String>,
    /// The modules' colour, six hex digits (default `000000`)
    fg: Option<String>,
    /// The background's colour, six hex digits (default `ffffff`)
    bg: Option<String>,
    /// `true`: sent as a file to save (`Content-Disposition: attachment`)
    download: Option<String>,
}

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
    let params: QrParams = request.query.typed()?;
    let png = match params.format.as_deref() {
        None | Some("svg") => false,
        Some("png") => true,
        Some(_) => return Err(ApiError::BadRequest(INVALID_QR_FORMAT.into())),
    };
    let style = QrStyle::parse(
        params.size.as_deref(),
        params.margin.as_deref(),
        params.ecc.as_deref(),
        params.fg.as_deref(),
        params.bg.as_deref(),
    )
    .map_err(|error| {
        ApiError::BadRequest(
            match error {
                QrStyleError::Size => INVALID_QR_SIZE,
                QrStyleError::Margin => INVALID_QR_MARGIN,
                QrStyleError::Ecc => INVALID_QR_ECC,
                QrStyleError::Foreground => INVALID_QR_FG,
                QrStyleError::Background => INVALID_QR_BG,
            }
            .into(),
        )
    })?;
    let id = id.or_unknown(LinkError::NotFound)?;
    let link = app.links().visible(&id, &Manager::from(&caller)).await?;
    let origin = short_link_origin(&request.headers, &app.settings, link.domain_host.as_deref());
    let address = format!(
        "{origin}{SCAN_PATH}{}",
        utf8_percent_encode(&link.slug, SLUG_SEGMENT)
    );
    let qr =
        Qr::encode(&address, style.ecc).map_err(|_| ApiError::Unprocessable(QR_TOO_LONG.into()))?;
    let (body, content_type, extension) = if png {
        let image = qr
            .png(&style)
            .map_err(|error| ApiError::internal(anyhow::anyhow!("png: {error}")))?;
        (Body::from(image), "image/png", "png")
    } else {
        (Body::from(qr.svg(&style)), "image/svg+xml", "svg")
    };
    let mut response = Response::new(body);
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, max-age=0"),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    // Opened on its own, the image may run and load nothing.
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static("default-src 'none'; style-src 'unsafe-inline'"),
    );
    if params.download.as_deref() == Some("true") {
        let name: String = link
            .slug
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        if let Ok(value) =
            HeaderValue::from_str(&format!("attachment; filename=\"qr-{name}.{extension}\""))
        {
            headers.insert(header::CONTENT_DISPOSITION, value);
        }
    }
    Ok(response)
}
