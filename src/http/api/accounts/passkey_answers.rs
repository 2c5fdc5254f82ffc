//! The passkey answers and bodies (docs/accounts.md#passkeys): the same
//! types are the JSON and their OpenAPI schemas.

use crate::accounts::passkeys::Challenge;
use crate::http::patch::Patch;
use crate::http::request_body::RequestBody;
use crate::store::PasskeyRecord;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use utoipa::ToSchema;

/// One passkey of the caller. Times are milliseconds since the epoch.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasskeyView {
    pub id: String,
    pub name: String,
    pub created_at: i64,
    /// `null` until the passkey is first used to log in.
    pub last_used_at: Option<i64>,
}

impl From<&PasskeyRecord> for PasskeyView {
    fn from(record: &PasskeyRecord) -> Self {
        Self {
            id: record.id.clone(),
            name: record.name.clone(),
            created_at: record.created_at,
            last_used_at: record.last_used_at,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct PasskeyAnswer {
    pub success: bool,
    pub message: String,
    pub result: PasskeyView,
}

#[derive(Serialize, ToSchema)]
pub struct PasskeyListAnswer {
    pub success: bool,
    pub result: Vec<PasskeyView>,
}

/// A ceremony to run in the browser: pass `publicKey` to
/// `navigator.credentials` (or `@simplewebauthn/browser`), then send the
/// answer back with `ceremony`.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CeremonyStart {
    /// Single use, valid 5 minutes.
    pub ceremony: String,
    /// WebAuthn options in their JSON form (binary members base64url).
    #[schema(value_type = Object)]
    pub public_key: Value,
}

impl From<Challenge> for CeremonyStart {
    fn from(challenge: Challenge) -> Self {
        Self {
            ceremony: challenge.ceremony,
            public_key: challenge.public_key,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct CeremonyAnswer {
    pub success: bool,
    pub message: String,
    pub result: CeremonyStart,
}

impl CeremonyAnswer {
    pub fn new(challenge: Challenge) -> Self {
        Self {
            success: true,
            message: super::messages::PASSKEY_CHALLENGE.into(),
            result: challenge.into(),
        }
    }
}

/// Starting a login with a passkey: empty for a passwordless login (any
/// discoverable passkey), or the username and password when the passkey is
/// the second factor.
#[derive(Deserialize, ToSchema)]
pub struct PasskeyLoginStartBody {
    /// Present (even `null`): the passkey is the second factor.
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    pub username: Patch<String>,
    pub password: Option<String>,
}

impl RequestBody for PasskeyLoginStartBody {
    /// A username makes the password required.
    fn required_when(body: &Map<String, Value>) -> &'static [&'static str] {
        if body.contains_key("username") {
            &["password"]
        } else {
            &[]
        }
    }
}

/// Finishing a login: the ceremony and the browser's assertion
/// (`PublicKeyCredential` JSON).
#[derive(Deserialize, ToSchema)]
pub struct PasskeyLoginBody {
    pub ceremony: String,
    #[schema(value_type = Object)]
    pub credential: Value,
}

impl RequestBody for PasskeyLoginBody {}

/// Finishing a registration: the ceremony, a name, and the browser's
/// attestation (`PublicKeyCredential` JSON).
#[derive(Deserialize, ToSchema)]
pub struct PasskeyRegisterBody {
    pub ceremony: String,
    /// 1–64 characters.
    pub name: String,
    #[schema(value_type = Object)]
    pub credential: Value,
}

impl RequestBody for PasskeyRegisterBody {}

#[derive(Deserialize, ToSchema)]
pub struct PasskeyRenameBody {
    /// 1–64 characters.
    pub name: String,
}

impl RequestBody for PasskeyRenameBody {}
