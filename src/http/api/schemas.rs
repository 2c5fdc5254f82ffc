//! Schema types of the OpenAPI document: the envelopes, views and request
//! bodies of api.md. They only describe the wire format; handlers parse
//! bodies themselves so that they can answer the contract's own messages.

#![allow(dead_code)]

use serde_json::Value;
use utoipa::ToSchema;

/// Every error: `success` is false; `details` only where documented.
#[derive(ToSchema)]
pub struct ErrorBody {
    success: bool,
    message: String,
    /// Registration and user creation (`invalid`, `exists`), import (`missing`).
    details: Option<Value>,
}

/// ShareX errors carry their text under both `error` and `message`.
#[derive(ToSchema)]
pub struct ShareXError {
    success: bool,
    error: String,
    message: String,
}

/// A link (api.md §5.1); `account` is the author's username or "n/a".
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct LinkView {
    id: String,
    slug: String,
    destination: String,
    #[schema(required = true)]
    author: Option<String>,
    creation_date: String,
    modified_date: String,
    #[schema(minimum = 0)]
    visits: i64,
    account: String,
}

/// One element of the JSON export (Lynx's export and backup format).
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct ExportedLink {
    id: String,
    slug: String,
    destination: String,
    #[schema(required = true)]
    author: Option<String>,
    creation_date: String,
    modified_date: String,
    #[schema(minimum = 0)]
    visits: i64,
}

#[derive(ToSchema)]
pub struct MessageAnswer {
    success: bool,
    message: String,
}

#[derive(ToSchema)]
pub struct LinkPage {
    #[schema(minimum = 0)]
    remaining: u64,
    #[schema(minimum = 0)]
    total: u64,
    links: Vec<LinkView>,
}

#[derive(ToSchema)]
pub struct LinkListAnswer {
    success: bool,
    result: LinkPage,
}

#[derive(ToSchema)]
pub struct LinkAnswer {
    success: bool,
    result: LinkView,
}

#[derive(ToSchema)]
pub struct Resolved {
    destination: String,
}

#[derive(ToSchema)]
pub struct ResolveAnswer {
    success: bool,
    result: Resolved,
}

#[derive(ToSchema)]
pub struct Deleted {
    #[schema(minimum = 0)]
    deleted: u64,
}

#[derive(ToSchema)]
pub struct DeleteLinksAnswer {
    success: bool,
    result: Deleted,
}

#[derive(ToSchema)]
pub struct ImportCounts {
    #[schema(minimum = 0)]
    imported: u64,
    #[schema(minimum = 0)]
    skipped_existing: u64,
    #[schema(minimum = 0)]
    skipped_invalid: u64,
}

#[derive(ToSchema)]
pub struct ImportAnswer {
    success: bool,
    message: String,
    result: ImportCounts,
}

/// A Node.js `Buffer` as JSON: the file's bytes.
#[derive(ToSchema)]
pub struct NodeBuffer {
    #[schema(rename = "type")]
    kind: String,
    data: Vec<u8>,
}

#[derive(ToSchema)]
pub struct ExportBuffer {
    buffer: NodeBuffer,
    filename: String,
}

#[derive(ToSchema)]
pub struct ExportBufferAnswer {
    success: bool,
    result: ExportBuffer,
}

#[derive(ToSchema)]
pub struct ShareXAnswer {
    success: bool,
    /// `<origin>/<slug>`
    url: String,
    result: LinkView,
}

#[derive(ToSchema)]
#[schema(rename_all = "PascalCase")]
pub struct ShareXConfig {
    version: String,
    name: String,
    destination_type: String,
    request_method: String,
    #[schema(rename = "RequestURL")]
    request_url: String,
    body: String,
    arguments: ShareXArguments,
    #[schema(rename = "URL")]
    url: String,
    error_message: String,
}

#[derive(ToSchema)]
pub struct ShareXArguments {
    secret: String,
    url: String,
}

#[derive(ToSchema)]
pub struct ShareXConfigHolder {
    config: ShareXConfig,
}

#[derive(ToSchema)]
pub struct ShareXConfigAnswer {
    success: bool,
    result: ShareXConfigHolder,
}

#[derive(ToSchema)]
pub struct Umami {
    site: String,
    url: String,
}

/// `version`, `accounts` and `links` only when authenticated (`accounts`
/// for owner and admin); `umami` when configured.
#[derive(ToSchema)]
pub struct About {
    domain: String,
    demo: bool,
    registration: bool,
    version: Option<String>,
    #[schema(minimum = 0)]
    accounts: Option<u64>,
    #[schema(minimum = 0)]
    links: Option<u64>,
    umami: Option<Umami>,
}

#[derive(ToSchema)]
pub struct AboutAnswer {
    success: bool,
    result: About,
}

// Request bodies. Optional members may also be sent as null.

#[derive(ToSchema)]
/// Destination patterns sample the destination rule (api.md §14: http(s),
/// a host, no whitespace) to steer generators; the server's rule decides.
pub struct CreateLinkBody {
    #[schema(
        pattern = "^https?://[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?(\\.[a-z]{2,6}){1,2}(/[A-Za-z0-9._~%-]{0,20}){0,3}$",
        max_length = 4096
    )]
    destination: String,
    /// Absent, null or empty: a random slug.
    #[schema(pattern = "^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$")]
    slug: Option<String>,
}

#[derive(ToSchema)]
pub struct EditLinkBody {
    id: String,
    #[schema(
        pattern = "^https?://[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?(\\.[a-z]{2,6}){1,2}(/[A-Za-z0-9._~%-]{0,20}){0,3}$",
        max_length = 4096
    )]
    destination: Option<String>,
    #[schema(pattern = "^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$")]
    slug: Option<String>,
}

/// One id, or a list of at most 1000.
#[derive(serde::Serialize, ToSchema)]
#[serde(untagged)]
pub enum LinkIds {
    One(String),
    Many(Vec<String>),
}

#[derive(ToSchema)]
pub struct DeleteLinksBody {
    ids: LinkIds,
}

#[derive(ToSchema)]
#[schema(rename_all = "lowercase")]
pub enum ImportService {
    Lynx,
    Shlink,
    Yourls,
}

#[derive(ToSchema)]
pub struct ImportForm {
    service: ImportService,
    /// The export file; its name's extension decides the format.
    #[schema(content_media_type = "application/octet-stream")]
    file: Vec<u8>,
}

#[derive(ToSchema)]
#[schema(rename_all = "lowercase")]
pub enum ExportFormat {
    Json,
    Csv,
}

#[derive(ToSchema)]
pub struct ExportBody {
    format: ExportFormat,
}

#[derive(ToSchema)]
pub struct ShareXForm {
    /// The API secret; may come from the `Authorization` header instead.
    secret: Option<String>,
    #[schema(
        pattern = "^https?://[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?(\\.[a-z]{2,6}){1,2}(/[A-Za-z0-9._~%-]{0,20}){0,3}$",
        max_length = 4096
    )]
    url: String,
}
