//! A QR code as an HTTP answer, shared by the link's own endpoint and the
//! public one: the query's style, the scan address, the logo (which
//! raises error correction to H) and the headers.

use crate::domain::qr::{Ecc, Qr, QrStyle, QrStyleError, SCAN_PATH};
use crate::domain::qr_logo::Logo;
use crate::http::auth::ApiRequest;
use crate::http::error::{ApiError, ApiResult};
use axum::body::Body;
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
    /// Error correction: `L`, `M` (default), `Q` or `H`; `H` whenever the
    /// link's logo is drawn
    ecc: Option<String>,
    /// The modules' colour, six hex digits (default `000000`)
    fg: Option<String>,
    /// The background's colour, six hex digits (default `ffffff`)
    bg: Option<String>,
    /// `false`: leave the link's logo out (default: drawn when it has one)
    logo: Option<String>,
    /// `true`: sent as a file to save (`Content-Disposition: attachment`)
    download: Option<String>,
}

/// What a request asks of the image.
pub struct QrAsk {
    png: bool,
    style: QrStyle,
    /// Whether the link's logo, if any, is drawn.
    pub logo: bool,
    download: bool,
}

impl QrAsk {
    /// The query's choices, each refused with its rule (400).
    pub fn read(request: &ApiRequest) -> ApiResult<Self> {
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
        Ok(Self {
            png,
            style,
            logo: params.logo.as_deref() != Some("false"),
            download: params.download.as_deref() == Some("true"),
        })
    }

    /// The code of `slug`'s scan address on `origin`, with `logo` (a
    /// stored PNG) in the middle, as the answer (`cache` its
    /// Cache-Control).
    pub fn draw(
        &self,
        origin: &str,
        slug: &str,
        logo: Option<&[u8]>,
        cache: &'static str,
    ) -> ApiResult<Response> {
        let address = format!(
            "{origin}{SCAN_PATH}{}",
            utf8_percent_encode(slug, SLUG_SEGMENT)
        );
        // Only the server stores logos, after checking them.
        let logo = logo.and_then(|file| Logo::decode(file).ok());
        let style = QrStyle {
            ecc: if logo.is_some() {
                Ecc::High
            } else {
                self.style.ecc
            },
            ..self.style
        };
        let qr = Qr::encode(&address, style.ecc)
            .map_err(|_| ApiError::Unprocessable(QR_TOO_LONG.into()))?;
        let (body, content_type, extension) = if self.png {
            let image = qr
                .png(&style, logo.as_ref())
                .map_err(|error| ApiError::internal(anyhow::anyhow!("png: {error}")))?;
            (Body::from(image), "image/png", "png")
        } else {
            (
                Body::from(qr.svg(&style, logo.as_ref())),
                "image/svg+xml",
                "svg",
            )
        };
        let mut response = Response::new(body);
        let headers = response.headers_mut();
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
        headers.insert(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        );
        // Opened on its own, the image may run and load nothing (its logo
        // is a data: image inside it).
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(
                "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
            ),
        );
        if self.download {
            let name: String = slug
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
}
