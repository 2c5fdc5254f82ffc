//! Bodies that are not JSON: multipart uploads spooled to a temporary file
//! under a size limit (import) and small form bodies (ShareX), plus an
//! [`ApiRequest`] without a body for routes that read their own.

use super::auth::ApiRequest;
use super::client::client_address;
use super::error::ApiError;
use super::input::Query;
use super::messages::MALFORMED_MULTIPART;
use super::sessions::CookieSlot;
use crate::http::AppState;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::request::Parts;
use axum::http::{header, HeaderMap};
use bytes::Bytes;
use futures_util::StreamExt;
use serde_json::Map;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use tokio::io::AsyncWriteExt;

/// The request as [`ApiRequest`] sees it, with an empty JSON body: its
/// secret can then only come from the `Authorization` header.
pub fn bodiless_request(parts: &Parts, app: &AppState) -> ApiRequest {
    let peer = parts
        .extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0);
    ApiRequest {
        method: parts.method.clone(),
        path: parts.uri.path().to_owned(),
        headers: parts.headers.clone(),
        body: Map::new(),
        query: Query::parse(parts.uri.query()),
        client: client_address(&parts.headers, peer, app.settings.trust_proxy),
        cookie_slot: parts
            .extensions
            .get::<CookieSlot>()
            .cloned()
            .unwrap_or_default(),
    }
}

/// 413 when `Content-Length` announces more than `limit` bytes.
pub fn check_declared_length(
    headers: &HeaderMap,
    limit: u64,
    too_large: &'static str,
) -> Result<(), ApiError> {
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if declared.is_some_and(|len| len > limit) {
        return Err(ApiError::PayloadTooLarge(too_large.into()));
    }
    Ok(())
}

/// The boundary of a `multipart/form-data` content type.
pub fn multipart_boundary(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::CONTENT_TYPE)?.to_str().ok()?;
    multer::parse_boundary(value).ok()
}

/// A multipart upload: its text fields and the first file, spooled to a
/// temporary file that is deleted when this value is dropped.
pub struct SpooledUpload {
    pub fields: Vec<(String, String)>,
    pub file: Option<SpooledFile>,
    pub file_parts: usize,
}

pub struct SpooledFile {
    pub name: String,
    pub temp: tempfile::NamedTempFile,
}

impl SpooledUpload {
    pub fn field(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Reads a multipart body of at most `limit` bytes, writing the part named
/// `file_field` to disk as it arrives.
pub async fn spool_multipart(
    body: Body,
    boundary: String,
    limit: u64,
    too_large: &'static str,
    file_field: &str,
    spool_dir: &std::path::Path,
) -> Result<SpooledUpload, ApiError> {
    let exceeded = Arc::new(AtomicBool::new(false));
    let received = Arc::new(AtomicU64::new(0));
    let (flag, counter) = (exceeded.clone(), received.clone());
    let stream = body.into_data_stream().map(move |chunk| {
        let chunk = chunk.map_err(std::io::Error::other)?;
        let seen = counter.fetch_add(chunk.len() as u64, Ordering::Relaxed) + chunk.len() as u64;
        if seen > limit {
            flag.store(true, Ordering::Relaxed);
            return Err(std::io::Error::other("body too large"));
        }
        Ok::<Bytes, std::io::Error>(chunk)
    });
    let mut multipart = multer::Multipart::new(stream, boundary);
    let mut upload = SpooledUpload {
        fields: Vec::new(),
        file: None,
        file_parts: 0,
    };
    let framing = |_: multer::Error| {
        if exceeded.load(Ordering::Relaxed) {
            ApiError::PayloadTooLarge(too_large.into())
        } else {
            ApiError::BadRequest(MALFORMED_MULTIPART.into())
        }
    };
    loop {
        let next = match multipart.next_field().await {
            Ok(next) => next,
            // An empty body is an upload without fields (api.md §2.1).
            Err(_) if received.load(Ordering::Relaxed) == 0 => return Ok(upload),
            Err(error) => return Err(framing(error)),
        };
        let Some(mut part) = next else { break };
        let name = part.name().unwrap_or("").to_owned();
        if name == file_field {
            upload.file_parts += 1;
            if upload.file.is_some() {
                while part.chunk().await.map_err(framing)?.is_some() {}
                continue;
            }
            let file_name = part.file_name().unwrap_or("").to_owned();
            std::fs::create_dir_all(spool_dir).map_err(ApiError::internal)?;
            let temp = tempfile::NamedTempFile::new_in(spool_dir).map_err(ApiError::internal)?;
            let mut out = tokio::fs::File::from_std(temp.reopen().map_err(ApiError::internal)?);
            while let Some(chunk) = part.chunk().await.map_err(framing)? {
                out.write_all(&chunk).await.map_err(ApiError::internal)?;
            }
            out.flush().await.map_err(ApiError::internal)?;
            upload.file = Some(SpooledFile {
                name: file_name,
                temp,
            });
        } else if part.file_name().is_some() {
            // Other uploads are ignored, but must be read past.
            while part.chunk().await.map_err(framing)?.is_some() {}
        } else {
            let text = part.text().await.map_err(framing)?;
            upload.fields.push((name, text));
        }
    }
    Ok(upload)
}
