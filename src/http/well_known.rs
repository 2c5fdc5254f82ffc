//! The files a short domain serves under `/.well-known/` besides links:
//! its app links files (docs/domains.md#app-links).

use super::site::ROOT_FILE_CACHE;
use axum::body::Body;
use axum::http::{header, HeaderValue};
use axum::response::Response;

/// An app links file of the domain (docs/domains.md#app-links), as its
/// owner set it: JSON, cached for an hour as Apple's and Google's
/// fetchers expect.
pub fn app_links(body: &bytes::Bytes) -> Response {
    let mut response = Response::new(Body::from(body.clone()));
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(ROOT_FILE_CACHE),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    response
}
