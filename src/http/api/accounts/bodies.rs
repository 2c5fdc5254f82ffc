//! The account request bodies. Each type's schema documents the body and
//! drives its required-field and type checks (docs/api.md#field-checks); optional
//! members may also be sent as null. The `verification` object is judged by
//! the verification step, and the bodies of `/api/user` judge their `user`
//! object by its own rules.

use super::answers::Role;
use super::messages::USER_OBJECT_REQUIRED;
use crate::accounts::sign_in::Verification as VerificationValues;
use crate::http::error::ApiError;
use crate::http::request_body::RequestBody;
use serde::Deserialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

/// The `verification` member of a body type: documented as a
/// [`Verification`], read by the verification step from the raw body.
pub type VerificationMember = Value;

/// The body's `verification` object; absent string members read as "".
pub fn verification(body: &Map<String, Value>) -> Option<VerificationValues<'_>> {
    let Some(Value::Object(verification)) = body.get("verification") else {
        return None;
    };
    let text = |name: &str| verification.get(name).and_then(Value::as_str).unwrap_or("");
    Some(VerificationValues {
        password: text("password"),
        token: text("token"),
    })
}

/// The body's `user` member when it is an object (docs/api.md#who-manages-whom).
pub fn user_object(body: &Map<String, Value>) -> Result<&Map<String, Value>, ApiError> {
    match body.get("user") {
        Some(Value::Object(user)) => Ok(user),
        _ => Err(ApiError::BadRequest(USER_OBJECT_REQUIRED.into())),
    }
}

#[derive(Deserialize, ToSchema)]
pub struct LoginBody {
    /// A username or an email address.
    pub username: String,
    pub password: String,
    /// TOTP code, when 2FA is on.
    pub token: Option<String>,
}

impl RequestBody for LoginBody {}

#[derive(ToSchema)]
pub struct RegisterBody {
    pub email: String,
    pub username: String,
    pub password: String,
}

impl RequestBody for RegisterBody {
    /// A value that is not text is an invalid field (`details.invalid`).
    const TYPED_BY_RULES: &'static [&'static str] = &["email", "username", "password"];
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmailChangeBody {
    pub new_email: String,
    pub password: String,
    pub token: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordChangeBody {
    pub password: String,
    pub new_password: String,
    pub token: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UsernameChangeBody {
    pub new_username: String,
    pub password: String,
    pub token: Option<String>,
}

impl RequestBody for EmailChangeBody {}
impl RequestBody for PasswordChangeBody {}
impl RequestBody for UsernameChangeBody {}

#[derive(Deserialize, ToSchema)]
pub struct NewSecretBody {
    /// Another account's id; absent, null, empty or the caller's own id
    /// means the caller.
    #[serde(rename = "userID")]
    pub user_id: Option<String>,
}

impl RequestBody for NewSecretBody {}

/// The password when 2FA is off, the TOTP code when it is on.
#[derive(ToSchema)]
pub struct Verification {
    pub password: Option<String>,
    pub token: Option<String>,
}

#[derive(ToSchema)]
pub struct VerificationBody {
    pub verification: Verification,
}

/// Linking single sign-on (`POST /api/auth/oidc/link`).
#[derive(Deserialize, ToSchema)]
pub struct SsoLinkBody {
    #[serde(default)]
    #[schema(value_type = Verification, required = true)]
    pub verification: VerificationMember,
    /// Dashboard path to land on afterwards (/dash/…).
    pub next: Option<String>,
}

impl RequestBody for SsoLinkBody {
    const JUDGED_ELSEWHERE: &'static [&'static str] = &["verification"];
}

/// Sign out everywhere (`POST /api/auth/sessions/revoke`).
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevokeSessionsBody {
    #[serde(default)]
    #[schema(value_type = Verification, required = true)]
    pub verification: VerificationMember,
    /// Also replace the account's API secret (default `false`).
    pub rotate_secret: Option<bool>,
}

impl RequestBody for RevokeSessionsBody {
    const JUDGED_ELSEWHERE: &'static [&'static str] = &["verification"];
}

#[derive(Deserialize, ToSchema)]
pub struct TotpCodeBody {
    pub token: String,
}

impl RequestBody for TotpCodeBody {}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecoverBody {
    pub backup_code: String,
    pub username: String,
    pub password: String,
}

impl RequestBody for RecoverBody {}

#[derive(ToSchema)]
pub struct NewUser {
    pub username: String,
    pub email: String,
    pub password: String,
    /// Absent: standard.
    pub role: Option<Role>,
}

#[derive(ToSchema)]
pub struct CreateUserBody {
    pub verification: Verification,
    pub user: NewUser,
}

#[derive(ToSchema)]
pub struct UserId {
    pub id: String,
}

#[derive(ToSchema)]
pub struct DeleteUserBody {
    pub verification: Verification,
    pub user: UserId,
}

/// `account`: the target's id; absent, null or empty means the caller.
#[derive(ToSchema)]
pub struct NewUsername {
    pub username: String,
    pub account: Option<String>,
}

#[derive(ToSchema)]
pub struct UsernameUpdateBody {
    pub verification: Verification,
    pub user: NewUsername,
}

impl RequestBody for UsernameUpdateBody {
    const JUDGED_ELSEWHERE: &'static [&'static str] = &["verification"];
    const TYPED_BY_RULES: &'static [&'static str] = &["user"];
}

#[derive(ToSchema)]
pub struct NewEmail {
    pub email: String,
    pub account: Option<String>,
}

#[derive(ToSchema)]
pub struct EmailUpdateBody {
    pub verification: Verification,
    pub user: NewEmail,
}

impl RequestBody for EmailUpdateBody {
    const JUDGED_ELSEWHERE: &'static [&'static str] = &["verification"];
    const TYPED_BY_RULES: &'static [&'static str] = &["user"];
}

#[derive(ToSchema)]
pub struct NewPassword {
    pub password: String,
    pub account: Option<String>,
}

#[derive(ToSchema)]
pub struct PasswordUpdateBody {
    pub verification: Verification,
    pub user: NewPassword,
}

impl RequestBody for PasswordUpdateBody {
    const JUDGED_ELSEWHERE: &'static [&'static str] = &["verification"];
    const TYPED_BY_RULES: &'static [&'static str] = &["user"];
}

#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct RoleTarget {
    pub role: Role,
    #[schema(rename = "userID")]
    pub user_id: String,
}

#[derive(ToSchema)]
pub struct RoleBody {
    pub verification: Verification,
    pub user: RoleTarget,
}
