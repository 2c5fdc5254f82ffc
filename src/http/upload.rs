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
        route: parts
            .extensions
            .get::<axum::extract::MatchedPath>()
            .map(|matched| matched.as_str().to_owned()),
    }
}

/// 413 when `Content-Length` announces more than `limit` bytes.
pub fn check_declared_length(
    headers: &HeaderMap,
    limit: u64,
    too_large: &str,
) -> Result<(), ApiError> {
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if declared.is_some_and(|len| len > limit) {
        return Err(ApiError::PayloadTooLarge(too_large.to_owned().into()));
    }
    Ok(())
}

/// The boundary of a `multipart/form-data` content type.
pub fn multipart_boundary(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::CONTENT_TYPE)?.to_str().ok()?;
    multer::parse_boundary(value).ok()
}

/// Most bytes of one text (non-file) part; a larger one is refused (413)
/// without being held in memory.
pub const TEXT_PART_LIMIT: usize = 4 * 1024;
pub const TEXT_PART_TOO_LARGE: &str = "Form field too large (limit 4 KiB)";
/// Most bytes that may arrive without yielding any part data: the preamble,
/// boundaries and part headers are buffered whole until they end, so they
/// are bounded too. Larger than one read of the connection (about 400 KiB).
const FRAMING_SLACK: u64 = 1024 * 1024;

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

/// What a multipart upload may hold: its size, the file part's name and
/// the text parts worth keeping (others are read past, never stored).
pub struct UploadShape<'a> {
    pub limit: u64,
    pub too_large: &'a str,
    pub file_field: &'a str,
    pub text_fields: &'a [&'a str],
}

/// Counters shared by the body stream and the reader: bytes received, and
/// bytes received since the reader last got part data or a new part.
#[derive(Default)]
struct Progress {
    received: AtomicU64,
    unconsumed: AtomicU64,
    over_limit: AtomicBool,
    over_slack: AtomicBool,
}

impl Progress {
    fn consumed(&self) {
        self.unconsumed.store(0, Ordering::Relaxed);
    }
}

/// Reads a multipart body of at most `shape.limit` bytes, writing the file
/// part to disk as it arrives. Text parts are capped at
/// [`TEXT_PART_LIMIT`]; only the first of each wanted name is kept. Call it
/// only once the caller is known: it reads the body.
pub async fn spool_multipart(
    body: Body,
    boundary: String,
    shape: UploadShape<'_>,
    spool_dir: &std::path::Path,
) -> Result<SpooledUpload, ApiError> {
    let progress = Arc::new(Progress::default());
    let counter = progress.clone();
    let limit = shape.limit;
    let stream = body.into_data_stream().map(move |chunk| {
        let chunk = chunk.map_err(std::io::Error::other)?;
        let len = chunk.len() as u64;
        if counter.received.fetch_add(len, Ordering::Relaxed) + len > limit {
            counter.over_limit.store(true, Ordering::Relaxed);
            return Err(std::io::Error::other("body too large"));
        }
        if counter.unconsumed.fetch_add(len, Ordering::Relaxed) + len > FRAMING_SLACK {
            counter.over_slack.store(true, Ordering::Relaxed);
            return Err(std::io::Error::other("multipart framing too large"));
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
        if progress.over_limit.load(Ordering::Relaxed) {
            ApiError::PayloadTooLarge(shape.too_large.to_owned().into())
        } else if progress.over_slack.load(Ordering::Relaxed) {
            ApiError::PayloadTooLarge(TEXT_PART_TOO_LARGE.into())
        } else {
            ApiError::BadRequest(MALFORMED_MULTIPART.into())
        }
    };
    loop {
        let next = match multipart.next_field().await {
            Ok(next) => next,
            // An empty body is an upload without fields (docs/api.md#transport-and-bodies).
            Err(_) if progress.received.load(Ordering::Relaxed) == 0 => return Ok(upload),
            Err(error) => return Err(framing(error)),
        };
        progress.consumed();
        let Some(mut part) = next else { break };
        let name = part.name().unwrap_or("").to_owned();
        if name == shape.file_field {
            upload.file_parts += 1;
            if upload.file.is_some() {
                while next_chunk(&mut part, &progress)
                    .await
                    .map_err(framing)?
                    .is_some()
                {}
                continue;
            }
            let file_name = part.file_name().unwrap_or("").to_owned();
            // Private like the rest of DATA_DIR: an upload is a user's links.
            crate::store::create_private_dir(spool_dir).map_err(ApiError::internal)?;
            let temp = tempfile::NamedTempFile::new_in(spool_dir).map_err(ApiError::internal)?;
            let mut out = tokio::fs::File::from_std(temp.reopen().map_err(ApiError::internal)?);
            while let Some(chunk) = next_chunk(&mut part, &progress).await.map_err(framing)? {
                out.write_all(&chunk).await.map_err(ApiError::internal)?;
            }
            out.flush().await.map_err(ApiError::internal)?;
            upload.file = Some(SpooledFile {
                name: file_name,
                temp,
            });
        } else if part.file_name().is_some() {
            // Other uploads are ignored, but must be read past.
            while next_chunk(&mut part, &progress)
                .await
                .map_err(framing)?
                .is_some()
            {}
        } else {
            // Every text part is capped, kept or not.
            let mut text = Vec::new();
            while let Some(chunk) = next_chunk(&mut part, &progress).await.map_err(framing)? {
                if text.len() + chunk.len() > TEXT_PART_LIMIT {
                    return Err(ApiError::PayloadTooLarge(TEXT_PART_TOO_LARGE.into()));
                }
                text.extend_from_slice(&chunk);
            }
            let keep = shape.text_fields.contains(&name.as_str()) && upload.field(&name).is_none();
            if keep {
                // As multer's `text()`: invalid UTF-8 is replaced.
                let text = String::from_utf8_lossy(&text).into_owned();
                upload.fields.push((name, text));
            }
        }
    }
    Ok(upload)
}

/// The next chunk of `part`. Every chunk handed over counts as progress, so
/// only framing that never yields data can run into [`FRAMING_SLACK`].
async fn next_chunk(
    part: &mut multer::Field<'static>,
    progress: &Progress,
) -> Result<Option<Bytes>, multer::Error> {
    let chunk = part.chunk().await;
    progress.consumed();
    chunk
}
