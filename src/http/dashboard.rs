//! The dashboard build (`web/dist`), embedded in the binary: `index.html`
//! with its security headers, hashed assets (gzipped for browsers that
//! accept it, from the copies the build writes) and the build's root files.

use crate::config::Umami;
use axum::body::Body;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::Response;
use bytes::Bytes;
use rust_embed::RustEmbed;

#[derive(RustEmbed)]
#[folder = "web/dist"]
#[allow_missing = true]
struct Build;

/// Shown when the binary was built without the dashboard (a server-only
/// build); the README's commands always build it.
const MISSING_DASHBOARD: &str = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Linkhop</title></head>\
<body><main><h1>Linkhop</h1><p>This server was built without its dashboard. Build it with <code>scripts/build.sh</code>.</p></main></body></html>";

pub struct Dashboard {
    index: Bytes,
    csp: HeaderValue,
}

impl Dashboard {
    pub fn load(umami: Option<&Umami>) -> Self {
        let index = Build::get("index.html")
            .map(|file| Bytes::from(file.data.into_owned()))
            .unwrap_or_else(|| Bytes::from_static(MISSING_DASHBOARD.as_bytes()));
        let analytics = umami
            .and_then(|u| url::Url::parse(&u.url).ok())
            .map(|u| u.origin().ascii_serialization())
            .filter(|o| o != "null")
            .map(|o| format!(" {o}"))
            .unwrap_or_default();
        // Images from any https origin: the preview card editor shows the
        // card's image as chat apps will (sent without a referrer).
        let csp = format!(
            "default-src 'self'; script-src 'self'{analytics}; connect-src 'self'{analytics}; \
             img-src 'self' data: blob: https:; style-src 'self' 'unsafe-inline'; object-src 'none'; \
             base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
        );
        Self {
            index,
            csp: HeaderValue::from_str(&csp).unwrap_or_else(|_| {
                HeaderValue::from_static("default-src 'self'; frame-ancestors 'none'")
            }),
        }
    }

    /// Names of the files at the root of the build (reserved as slugs).
    /// `favicon.ico` and `robots.txt` are always included: browsers and
    /// crawlers ask for them whether or not this build has them.
    pub fn root_files(&self) -> Vec<String> {
        let mut names: Vec<String> = Build::iter()
            .filter(|name| !name.contains('/'))
            .map(|name| name.into_owned())
            .collect();
        for always in ["favicon.ico", "robots.txt"] {
            if !names.iter().any(|n| n == always) {
                names.push(always.to_owned());
            }
        }
        names
    }

    /// `index.html` with `status`, as served for `/dash/*` and unknown slugs.
    pub fn index(&self, status: StatusCode) -> Response {
        let mut response = Response::new(Body::from(self.index.clone()));
        *response.status_mut() = status;
        let headers = response.headers_mut();
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/html; charset=utf-8"),
        );
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        self.protect_html(headers);
        response
    }

    /// The headers of every HTML answer (docs/api.md#routes-outside-api): scripts only from this
    /// origin and UMAMI_URL's, no framing, no sniffing, short referrers.
    fn protect_html(&self, headers: &mut axum::http::HeaderMap) {
        headers.insert(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        );
        headers.insert(
            header::REFERRER_POLICY,
            HeaderValue::from_static("strict-origin-when-cross-origin"),
        );
        headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
        headers.insert(header::CONTENT_SECURITY_POLICY, self.csp.clone());
    }

    /// A hashed asset (`assets/…`): its gzip copy when `accept_encoding`
    /// allows gzip and the build has one (`web/scripts/compress.mjs` writes
    /// one per script and stylesheet), the file itself otherwise. The copies
    /// are only ever an encoding: asking for `….gz` by name finds nothing.
    pub fn asset(
        &self,
        path: &str,
        cache_control: &'static str,
        accept_encoding: Option<&HeaderValue>,
    ) -> Option<Response> {
        if path.ends_with(".gz") {
            return None;
        }
        let packed = accepts_gzip(accept_encoding)
            .then(|| Build::get(&format!("{path}.gz")))
            .flatten();
        let mut response = match packed {
            Some(packed) => {
                let mut response = self.respond(path, packed.data.into_owned(), cache_control);
                response
                    .headers_mut()
                    .insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
                response
            }
            None => self.file(path, cache_control)?,
        };
        response
            .headers_mut()
            .insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        Some(response)
    }

    /// A file of the build at `path` (no leading slash), if there is one.
    pub fn file(&self, path: &str, cache_control: &'static str) -> Option<Response> {
        if path == "index.html" {
            return Some(self.index(StatusCode::OK));
        }
        let file = Build::get(path)?;
        Some(self.respond(path, file.data.into_owned(), cache_control))
    }

    /// `data` as the file at `path`: its type, caching and protective headers.
    fn respond(&self, path: &str, data: Vec<u8>, cache_control: &'static str) -> Response {
        let mime = mime_for(path);
        let mut response = Response::new(Body::from(data));
        let headers = response.headers_mut();
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(mime));
        headers.insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static(cache_control),
        );
        headers.insert(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        );
        if mime.starts_with("text/html") || mime.starts_with("image/svg") {
            // Other HTML pages of the build, and SVG (which can hold
            // scripts), get the dashboard's policy too.
            self.protect_html(headers);
        }
        response
    }
}

/// Whether an `Accept-Encoding` value allows gzip: `gzip` with a weight above
/// 0, or, when gzip is not named, `*` with one. Unreadable parts allow nothing.
fn accepts_gzip(accept_encoding: Option<&HeaderValue>) -> bool {
    let Some(value) = accept_encoding.and_then(|value| value.to_str().ok()) else {
        return false;
    };
    let (mut gzip, mut any) = (None, None);
    for item in value.split(',') {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or_default().trim();
        let weight = parts
            .filter_map(|part| {
                let (key, value) = part.split_once('=')?;
                key.trim()
                    .eq_ignore_ascii_case("q")
                    .then(|| value.trim().parse::<f32>().unwrap_or(0.0))
            })
            .next()
            .unwrap_or(1.0);
        if name.eq_ignore_ascii_case("gzip") {
            gzip = Some(weight);
        } else if name == "*" {
            any = Some(weight);
        }
    }
    gzip.or(any).is_some_and(|weight| weight > 0.0)
}

fn mime_for(path: &str) -> &'static str {
    match path
        .rsplit('.')
        .next()
        .map(str::to_ascii_lowercase)
        .as_deref()
    {
        Some("js") | Some("mjs") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("html") => "text/html; charset=utf-8",
        Some("json") | Some("map") => "application/json",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("ico") => "image/x-icon",
        Some("webp") => "image/webp",
        Some("woff2") => "font/woff2",
        Some("woff") => "font/woff",
        Some("txt") => "text/plain; charset=utf-8",
        Some("webmanifest") => "application/manifest+json",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::accepts_gzip;
    use axum::http::HeaderValue;

    fn accepts(value: &'static str) -> bool {
        accepts_gzip(Some(&HeaderValue::from_static(value)))
    }

    #[test]
    fn gzip_is_sent_only_where_the_browser_allows_it() {
        assert!(accepts("gzip, deflate, br, zstd"));
        assert!(accepts("br;q=1.0, GZIP;q=0.5"));
        assert!(accepts("*"));
        assert!(!accepts("gzip;q=0"));
        assert!(
            !accepts("gzip;q=0, *"),
            "a gzip refused by name stays refused"
        );
        assert!(!accepts("*;q=0"));
        assert!(!accepts("br, deflate"));
        assert!(!accepts("identity"));
        assert!(!accepts("gzip;q=nonsense"));
        assert!(!accepts(""));
        assert!(!accepts_gzip(None));
    }
}
