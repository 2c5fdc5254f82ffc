//! What the domain operations read and send.

use crate::domain::short_domains::display_host;
use crate::http::patch::Patch;
use crate::http::request_body::RequestBody;
use crate::store::DomainRecord;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreateDomainBody {
    /// The host, e.g. `go.example.com` or `bücher.example`; a port is
    /// allowed (`127.0.0.1:8081`). Stored lower-case, as punycode.
    #[schema(
        max_length = 260,
        pattern = "^[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?(\\.[a-z]{2,6}){1,2}$"
    )]
    pub host: String,
    /// Where `/` on this domain redirects; absent or null: HOME_REDIRECT.
    #[schema(max_length = 4096)]
    pub root_redirect: Option<String>,
    /// Where unknown slugs redirect; absent or null: the built-in 404 page.
    #[schema(max_length = 4096)]
    pub not_found_redirect: Option<String>,
    /// Where expired links without their own `expiredUrl` redirect;
    /// absent or null: the built-in 410 page.
    #[schema(max_length = 4096)]
    pub expired_redirect: Option<String>,
    /// Whether standard accounts may create links here (default true).
    pub standard_may_create: Option<bool>,
    /// Served as `/.well-known/apple-app-site-association` (iOS universal
    /// links): a JSON object of at most 65536 bytes; the owner only.
    #[schema(value_type = Option<Object>)]
    pub apple_app_site_association: Option<Value>,
    /// Served as `/.well-known/assetlinks.json` (Android app links): a
    /// JSON array of at most 65536 bytes; the owner only.
    #[schema(value_type = Option<Vec<Object>>)]
    pub asset_links: Option<Value>,
}

impl RequestBody for CreateDomainBody {}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EditDomainBody {
    /// Absent: unchanged; null: HOME_REDIRECT.
    #[serde(default)]
    #[schema(value_type = Option<String>, max_length = 4096)]
    pub root_redirect: Patch<String>,
    /// Absent: unchanged; null: the built-in 404 page.
    #[serde(default)]
    #[schema(value_type = Option<String>, max_length = 4096)]
    pub not_found_redirect: Patch<String>,
    /// Absent: unchanged; null: the built-in 410 page.
    #[serde(default)]
    #[schema(value_type = Option<String>, max_length = 4096)]
    pub expired_redirect: Patch<String>,
    /// Absent or null: unchanged. Always true on the default domain.
    pub standard_may_create: Option<bool>,
    /// Absent: unchanged; null: not served. The owner only.
    #[serde(default)]
    #[schema(value_type = Option<Object>)]
    pub apple_app_site_association: Patch<Value>,
    /// Absent: unchanged; null: not served. The owner only.
    #[serde(default)]
    #[schema(value_type = Option<Vec<Object>>)]
    pub asset_links: Patch<Value>,
}

impl RequestBody for EditDomainBody {}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RemoveDomainParams {
    /// What happens to the domain's links: `move` (to `to`) or `delete`.
    /// Absent: a domain that still has links is not removed (409)
    pub links: Option<String>,
    /// With `links=move`: the id of the domain the links move to; absent:
    /// the default domain
    pub to: Option<String>,
}

/// A short domain.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DomainView {
    /// `default` for the default domain.
    pub id: String,
    /// Punycode, with its port when it has one; for the default domain
    /// DOMAIN's host, `null` when DOMAIN is not set.
    #[schema(required = true)]
    pub host: Option<String>,
    /// The host as people read it (Unicode).
    #[schema(required = true)]
    pub display_host: Option<String>,
    pub is_default: bool,
    #[schema(required = true)]
    pub root_redirect: Option<String>,
    #[schema(required = true)]
    pub not_found_redirect: Option<String>,
    #[schema(required = true)]
    pub expired_redirect: Option<String>,
    pub standard_may_create: bool,
    /// Links on the domain; `null` for standard accounts.
    #[schema(required = true, minimum = 0)]
    pub links: Option<i64>,
    /// Milliseconds since 1970.
    pub created_at: i64,
    /// Served as `/.well-known/apple-app-site-association`; `null`: not served.
    #[schema(required = true, value_type = Option<Object>)]
    pub apple_app_site_association: Option<Value>,
    /// Served as `/.well-known/assetlinks.json`; `null`: not served.
    #[schema(required = true, value_type = Option<Vec<Object>>)]
    pub asset_links: Option<Value>,
}

impl DomainView {
    /// `record` as shown; `default_host` is DOMAIN's host, `counts`
    /// whether the caller sees link counts.
    pub fn of(record: DomainRecord, default_host: Option<&str>, counts: bool) -> Self {
        let is_default = record.is_default();
        let host = record.host.or_else(|| default_host.map(str::to_owned));
        Self {
            display_host: host.as_deref().map(display_host),
            host,
            is_default,
            root_redirect: record.root_redirect,
            not_found_redirect: record.not_found_redirect,
            expired_redirect: record.expired_redirect,
            standard_may_create: record.standard_may_create || is_default,
            links: counts.then_some(record.links),
            created_at: record.created_at,
            apple_app_site_association: json_of(record.apple_app_site_association.as_deref()),
            asset_links: json_of(record.asset_links.as_deref()),
            id: record.id,
        }
    }
}

/// A stored JSON text as JSON.
pub(super) fn json_of(stored: Option<&str>) -> Option<Value> {
    stored.and_then(|text| serde_json::from_str(text).ok())
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DomainList {
    /// The default domain first, then by host.
    pub domains: Vec<DomainView>,
}
