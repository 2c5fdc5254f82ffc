//! The account request bodies. Handlers read them by hand, because api.md
//! fixes the order of the checks and their messages (required fields, then
//! types, then values); these types describe them in the OpenAPI document.
//! Optional members may also be sent as null.

use super::answers::Role;
use super::messages::USER_OBJECT_REQUIRED;
use crate::accounts::sign_in::Verification as VerificationValues;
use crate::http::error::ApiError;
use serde_json::{Map, Value};
use utoipa::ToSchema;

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

/// The body's `user` member when it is an object (api.md §10).
pub fn user_object(body: &Map<String, Value>) -> Result<&Map<String, Value>, ApiError> {
    match body.get("user") {
        Some(Value::Object(user)) => Ok(user),
        _ => Err(ApiError::BadRequest(USER_OBJECT_REQUIRED.into())),
    }
}

#[derive(ToSchema)]
pub struct LoginBody {
    /// A username or an email address.
    pub username: String,
    pub password: String,
    /// TOTP code, when 2FA is on.
    pub token: Option<String>,
}

#[derive(ToSchema)]
pub struct RegisterBody {
    pub email: String,
    pub username: String,
    pub password: String,
}

#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct EmailChangeBody {
    pub new_email: String,
    pub password: String,
    pub token: Option<String>,
}

#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct PasswordChangeBody {
    pub password: String,
    pub new_password: String,
    pub token: Option<String>,
}

#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct UsernameChangeBody {
    pub new_username: String,
    pub password: String,
    pub token: Option<String>,
}

#[derive(ToSchema)]
pub struct NewSecretBody {
    /// Another account's id; absent, null, empty or the caller's own id
    /// means the caller.
    #[schema(rename = "userID")]
    pub user_id: Option<String>,
}

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
#[derive(ToSchema)]
pub struct SsoLinkBody {
    pub verification: Verification,
    /// Dashboard path to land on afterwards (/dash/…).
    pub next: Option<String>,
}

/// Sign out everywhere (`POST /api/auth/sessions/revoke`).
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct RevokeSessionsBody {
    pub verification: Verification,
    /// Also replace the account's API secret (default `false`).
    pub rotate_secret: Option<bool>,
}

#[derive(ToSchema)]
pub struct TotpCodeBody {
    pub token: String,
}

#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct RecoverBody {
    pub backup_code: String,
    pub username: String,
    pub password: String,
}

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
