//! The answers of the identity and access routes: JSON bodies and their
//! OpenAPI schemas at once.

use crate::accounts::sessions::session_id;
use crate::domain::access::Scopes;
use crate::store::{ApiTokenRecord, SessionRecord};
use serde::Serialize;
use utoipa::ToSchema;

/// An API token as its account sees it; the token itself is never shown
/// again after creation.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TokenView {
    pub id: String,
    pub name: String,
    /// Among `links:read`, `links:write`, `stats:read`, `users:admin`, `webhooks:write`.
    pub scopes: Vec<&'static str>,
    /// Milliseconds since the epoch, like every time of the API.
    pub created_at: i64,
    /// `null`: never expires.
    pub expires_at: Option<i64>,
    /// `null`: never used. Updated at most once a minute.
    pub last_used_at: Option<i64>,
    pub expired: bool,
    /// The id of the team the token acts for; `null`: the account's own
    /// reach.
    #[schema(required = true)]
    pub team: Option<String>,
}

impl TokenView {
    pub fn of(record: &ApiTokenRecord, now: i64) -> Self {
        Self {
            id: record.id.clone(),
            name: record.name.clone(),
            scopes: Scopes::from_stored(&record.scopes).names(),
            created_at: record.created_at,
            expires_at: record.expires_at,
            last_used_at: record.last_used_at,
            expired: record.expires_at.is_some_and(|at| at <= now),
            team: record.team_id.clone(),
        }
    }
}

/// A token just created, with the token itself: shown this once.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreatedTokenView {
    /// Send it as `Authorization: Bearer <token>`.
    pub token: String,
    #[serde(flatten)]
    pub view: TokenView,
}

/// A live session of the account.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionView {
    pub id: String,
    /// `desktop`, `mobile`, `tablet` or `other`, from the login's user agent.
    pub device: Option<String>,
    pub browser: Option<String>,
    pub os: Option<String>,
    /// The client address as the server saw it (TRUST_PROXY applies).
    pub address: Option<String>,
    pub created_at: i64,
    pub expires_at: i64,
    /// Updated at most once a minute.
    pub last_used_at: Option<i64>,
    /// The session of this request.
    pub current: bool,
}

impl SessionView {
    pub fn of(record: &SessionRecord, current: Option<&str>) -> Self {
        Self {
            id: session_id(&record.token_hash),
            device: record.device.clone(),
            browser: record.browser.clone(),
            os: record.os.clone(),
            address: record.address.clone(),
            created_at: record.created_at,
            expires_at: record.expires_at,
            last_used_at: record.last_used_at,
            current: current == Some(record.token_hash.as_str()),
        }
    }
}

/// The instance's two-factor policy.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PolicyView {
    /// `optional`, `admins` (owner and admins must have a second factor) or `everyone`.
    pub two_factor: &'static str,
}
