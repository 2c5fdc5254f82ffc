//! The account request bodies. Each type's schema documents the body and
//! drives its required-field and type checks (docs/api.md#field-checks); optional
//! members may also be sent as null. The `verification` object is judged by
//! the verification step, and the bodies of `/api/user` judge their `user`
//! object by its own rules.

use super::answers::{LanguageTag, Role};
use crate::accounts::sign_in::Verification as VerificationValues;
use crate::http::error::ApiError;
use crate::http::members::{read_members, Text, UserObject};
use crate::http::request_body::RequestBody;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

/// The `verification` member of a body type: documented as a
/// [`Verification`], read by the verification step from the raw body.
pub type VerificationMember = Value;

/// The body's `verification` object, when it is one.
pub fn verification(body: &Map<String, Value>) -> Result<Option<Verification>, ApiError> {
    let read: VerificationBody = read_members(body)?;
    if !read.verification.is_object() {
        return Ok(None);
    }
    Verification::deserialize(read.verification)
        .map(Some)
        .map_err(ApiError::internal)
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

#[derive(Deserialize, ToSchema)]
pub struct RegisterBody {
    #[serde(default)]
    #[schema(value_type = String, required = true)]
    pub email: Text,
    #[serde(default)]
    #[schema(value_type = String, required = true)]
    pub username: Text,
    #[serde(default)]
    #[schema(value_type = String, required = true)]
    pub password: Text,
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

/// The caller's interface language (`PATCH /api/auth/language`).
#[derive(Deserialize, ToSchema)]
pub struct LanguageBody {
    /// A supported tag, or `null` to follow the browser's `Accept-Language`.
    #[serde(default)]
    #[schema(value_type = Option<LanguageTag>, required = true)]
    pub language: Text,
}

impl RequestBody for LanguageBody {
    /// `null` is a value here, not a missing field: the language rule
    /// judges the member, absent and mistyped included.
    const JUDGED_ELSEWHERE: &'static [&'static str] = &["language"];
}

#[derive(Deserialize, ToSchema)]
pub struct NewSecretBody {
    /// Another account's id; absent, null, empty or the caller's own id
    /// means the caller.
    #[serde(rename = "userID")]
    pub user_id: Option<String>,
}

impl RequestBody for NewSecretBody {}

/// The password when 2FA is off, the TOTP code when it is on. A member
/// that is not text reads as "" (a wrong password or code).
#[derive(Deserialize, ToSchema)]
pub struct Verification {
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    pub password: Text,
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    pub token: Text,
}

impl Verification {
    pub fn values(&self) -> VerificationValues<'_> {
        VerificationValues {
            password: self.password.as_str().unwrap_or(""),
            token: self.token.as_str().unwrap_or(""),
        }
    }
}

/// A body whose only member is the verification object.
// Also the part of every verified body the verification step reads.
#[derive(Deserialize, ToSchema)]
pub struct VerificationBody {
    #[serde(default)]
    #[schema(value_type = Verification, required = true)]
    pub verification: VerificationMember,
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

#[derive(Deserialize, ToSchema)]
pub struct NewUser {
    #[serde(default)]
    #[schema(value_type = String, required = true)]
    pub username: Text,
    #[serde(default)]
    #[schema(value_type = String, required = true)]
    pub email: Text,
    #[serde(default)]
    #[schema(value_type = String, required = true)]
    pub password: Text,
    /// Absent: standard.
    #[serde(default)]
    #[schema(value_type = Option<Role>)]
    pub role: Text,
}

#[derive(Deserialize, ToSchema)]
pub struct CreateUserBody {
    #[serde(default)]
    #[schema(value_type = Verification, required = true)]
    pub verification: VerificationMember,
    #[serde(default)]
    #[schema(value_type = NewUser, required = true)]
    pub user: UserObject<NewUser>,
}

#[derive(Deserialize, ToSchema)]
pub struct UserId {
    #[serde(default)]
    #[schema(value_type = String, required = true)]
    pub id: Text,
}

#[derive(Deserialize, ToSchema)]
pub struct DeleteUserBody {
    #[serde(default)]
    #[schema(value_type = Verification, required = true)]
    pub verification: VerificationMember,
    #[serde(default)]
    #[schema(value_type = UserId, required = true)]
    pub user: UserObject<UserId>,
}

/// A change of one credential of the caller or of an account it manages.
pub trait CredentialUpdate: RequestBody + DeserializeOwned {
    /// The new value and `account`, or why the `user` object is refused.
    fn change(&self) -> Result<(&Text, &Text), ApiError>;
}

/// `account`: the target's id; absent, null or empty means the caller.
#[derive(Deserialize, ToSchema)]
pub struct NewUsername {
    #[serde(default)]
    #[schema(value_type = String, required = true)]
    pub username: Text,
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    pub account: Text,
}

#[derive(Deserialize, ToSchema)]
pub struct UsernameUpdateBody {
    #[serde(default)]
    #[schema(value_type = Verification, required = true)]
    pub verification: VerificationMember,
    #[serde(default)]
    #[schema(value_type = NewUsername, required = true)]
    pub user: UserObject<NewUsername>,
}

impl RequestBody for UsernameUpdateBody {
    const JUDGED_ELSEWHERE: &'static [&'static str] = &["verification"];
    const TYPED_BY_RULES: &'static [&'static str] = &["user"];
}

impl CredentialUpdate for UsernameUpdateBody {
    fn change(&self) -> Result<(&Text, &Text), ApiError> {
        self.user.object().map(|u| (&u.username, &u.account))
    }
}

#[derive(Deserialize, ToSchema)]
pub struct NewEmail {
    #[serde(default)]
    #[schema(value_type = String, required = true)]
    pub email: Text,
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    pub account: Text,
}

#[derive(Deserialize, ToSchema)]
pub struct EmailUpdateBody {
    #[serde(default)]
    #[schema(value_type = Verification, required = true)]
    pub verification: VerificationMember,
    #[serde(default)]
    #[schema(value_type = NewEmail, required = true)]
    pub user: UserObject<NewEmail>,
}

impl RequestBody for EmailUpdateBody {
    const JUDGED_ELSEWHERE: &'static [&'static str] = &["verification"];
    const TYPED_BY_RULES: &'static [&'static str] = &["user"];
}

impl CredentialUpdate for EmailUpdateBody {
    fn change(&self) -> Result<(&Text, &Text), ApiError> {
        self.user.object().map(|u| (&u.email, &u.account))
    }
}

#[derive(Deserialize, ToSchema)]
pub struct NewPassword {
    #[serde(default)]
    #[schema(value_type = String, required = true)]
    pub password: Text,
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    pub account: Text,
}

#[derive(Deserialize, ToSchema)]
pub struct PasswordUpdateBody {
    #[serde(default)]
    #[schema(value_type = Verification, required = true)]
    pub verification: VerificationMember,
    #[serde(default)]
    #[schema(value_type = NewPassword, required = true)]
    pub user: UserObject<NewPassword>,
}

impl RequestBody for PasswordUpdateBody {
    const JUDGED_ELSEWHERE: &'static [&'static str] = &["verification"];
    const TYPED_BY_RULES: &'static [&'static str] = &["user"];
}

impl CredentialUpdate for PasswordUpdateBody {
    fn change(&self) -> Result<(&Text, &Text), ApiError> {
        self.user.object().map(|u| (&u.password, &u.account))
    }
}

#[derive(Deserialize, ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct RoleTarget {
    #[serde(default)]
    #[schema(value_type = Role, required = true)]
    pub role: Text,
    #[serde(default, rename = "userID")]
    #[schema(value_type = String, required = true, rename = "userID")]
    pub user_id: Text,
}

#[derive(Deserialize, ToSchema)]
pub struct RoleBody {
    #[serde(default)]
    #[schema(value_type = Verification, required = true)]
    pub verification: VerificationMember,
    #[serde(default)]
    #[schema(value_type = RoleTarget, required = true)]
    pub user: UserObject<RoleTarget>,
}
