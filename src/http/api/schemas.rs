//! Schema types of the OpenAPI document for the account routes: their
//! envelopes, views and request bodies. Link, ShareX, import, export and
//! about types live beside their handlers.

// The account types below only describe the wire until their handlers
// return them (the account routes move to typed answers separately).
#![allow(dead_code)]

use utoipa::ToSchema;

pub use crate::http::error::ErrorBody;
pub use crate::http::respond::MessageAnswer;

#[derive(ToSchema)]
#[schema(rename_all = "lowercase")]
pub enum Role {
    Owner,
    Admin,
    Standard,
}

/// An account (api.md §4.1). Another account's `secret` is always null.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct AccountView {
    id: String,
    username: String,
    email: String,
    role: Role,
    #[schema(required = true)]
    secret: Option<String>,
    has_secret: bool,
    two_factor_authentication: bool,
    totp: bool,
    allow_automatic_login: bool,
}

/// The public view of a new account: no secret fields.
#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct PublicAccountView {
    id: String,
    username: String,
    email: String,
    role: Role,
    two_factor_authentication: bool,
    totp: bool,
    allow_automatic_login: bool,
}

#[derive(ToSchema)]
pub struct AccountAnswer {
    success: bool,
    result: AccountView,
}

#[derive(ToSchema)]
pub struct LoginAnswer {
    success: bool,
    message: String,
    result: AccountView,
}

#[derive(ToSchema)]
pub struct CreatedAccountAnswer {
    success: bool,
    message: String,
    result: PublicAccountView,
}

#[derive(ToSchema)]
pub struct CredentialResult {
    message: String,
    account: AccountView,
}

#[derive(ToSchema)]
pub struct CredentialAnswer {
    success: bool,
    message: String,
    result: CredentialResult,
}

#[derive(ToSchema)]
pub struct SecretResult {
    secret: String,
}

#[derive(ToSchema)]
pub struct SecretAnswer {
    success: bool,
    message: String,
    result: SecretResult,
}

#[derive(ToSchema)]
pub struct AccountHolder {
    account: AccountView,
}

/// `details` for Lynx's dashboard, `result` for consistency.
#[derive(ToSchema)]
pub struct AutomaticLoginAnswer {
    success: bool,
    message: String,
    details: AccountHolder,
    result: AccountHolder,
}

#[derive(ToSchema)]
pub struct TotpSetup {
    secret: String,
    uri: String,
}

#[derive(ToSchema)]
pub struct TotpSetupAnswer {
    success: bool,
    message: String,
    result: TotpSetup,
}

#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct BackupCodes {
    backup_codes: Vec<String>,
}

#[derive(ToSchema)]
pub struct TotpEnabledAnswer {
    success: bool,
    message: String,
    result: BackupCodes,
}

#[derive(ToSchema)]
pub struct UserListAnswer {
    success: bool,
    result: Vec<AccountView>,
}

#[derive(ToSchema)]
pub struct RoleChange {
    user: AccountView,
}

#[derive(ToSchema)]
pub struct RoleAnswer {
    success: bool,
    message: String,
    result: RoleChange,
}

// Request bodies. Optional members may also be sent as null.

#[derive(ToSchema)]
pub struct LoginBody {
    /// A username or an email address.
    username: String,
    password: String,
    /// TOTP code, when 2FA is on.
    token: Option<String>,
}

#[derive(ToSchema)]
pub struct RegisterBody {
    email: String,
    username: String,
    password: String,
}

#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct EmailChangeBody {
    new_email: String,
    password: String,
    token: Option<String>,
}

#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct PasswordChangeBody {
    password: String,
    new_password: String,
    token: Option<String>,
}

#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct UsernameChangeBody {
    new_username: String,
    password: String,
    token: Option<String>,
}

#[derive(ToSchema)]
pub struct NewSecretBody {
    /// Another account's id; absent, null, empty or the caller's own id
    /// means the caller.
    #[schema(rename = "userID")]
    user_id: Option<String>,
}

/// The password when 2FA is off, the TOTP code when it is on.
#[derive(ToSchema)]
pub struct Verification {
    password: Option<String>,
    token: Option<String>,
}

#[derive(ToSchema)]
pub struct VerificationBody {
    verification: Verification,
}

#[derive(ToSchema)]
pub struct TotpCodeBody {
    token: String,
}

#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct RecoverBody {
    backup_code: String,
    username: String,
    password: String,
}

#[derive(ToSchema)]
pub struct NewUser {
    username: String,
    email: String,
    password: String,
    /// Absent: standard.
    role: Option<Role>,
}

#[derive(ToSchema)]
pub struct CreateUserBody {
    verification: Verification,
    user: NewUser,
}

#[derive(ToSchema)]
pub struct UserId {
    id: String,
}

#[derive(ToSchema)]
pub struct DeleteUserBody {
    verification: Verification,
    user: UserId,
}

/// `account`: the target's id; absent, null or empty means the caller.
#[derive(ToSchema)]
pub struct NewUsername {
    username: String,
    account: Option<String>,
}

#[derive(ToSchema)]
pub struct UsernameUpdateBody {
    verification: Verification,
    user: NewUsername,
}

#[derive(ToSchema)]
pub struct NewEmail {
    email: String,
    account: Option<String>,
}

#[derive(ToSchema)]
pub struct EmailUpdateBody {
    verification: Verification,
    user: NewEmail,
}

#[derive(ToSchema)]
pub struct NewPassword {
    password: String,
    account: Option<String>,
}

#[derive(ToSchema)]
pub struct PasswordUpdateBody {
    verification: Verification,
    user: NewPassword,
}

#[derive(ToSchema)]
#[schema(rename_all = "camelCase")]
pub struct RoleTarget {
    role: Role,
    #[schema(rename = "userID")]
    user_id: String,
}

#[derive(ToSchema)]
pub struct RoleBody {
    verification: Verification,
    user: RoleTarget,
}
