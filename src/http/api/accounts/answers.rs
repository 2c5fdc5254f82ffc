//! The account answers as the handlers send them (the `auth` and `users` operations):
//! these types are both the JSON bodies and their OpenAPI schemas. Field
//! order is key order.

use crate::accounts::Accounts;
use crate::domain::accounts::Role as DomainRole;
use crate::domain::languages::Language;
use crate::http::error::ApiError;
use crate::http::respond::json_response;
use crate::store::AccountRecord;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::openapi::RefOr;
use utoipa::ToSchema;

/// A typed answer sent as a 200 JSON body.
pub struct Reply<T>(pub T);

impl<T: Serialize> IntoResponse for Reply<T> {
    fn into_response(self) -> Response {
        match serde_json::to_value(&self.0) {
            Ok(body) => json_response(StatusCode::OK, &body),
            Err(error) => ApiError::internal(error).into_response(),
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Owner,
    Admin,
    Standard,
}

impl From<DomainRole> for Role {
    fn from(role: DomainRole) -> Self {
        match role {
            DomainRole::Owner => Self::Owner,
            DomainRole::Admin => Self::Admin,
            DomainRole::Standard => Self::Standard,
        }
    }
}

/// An interface language's tag (`LanguageTag`): the schema lists
/// [`Language::ALL`], so the document names exactly the accepted values.
pub struct LanguageTag;

impl utoipa::PartialSchema for LanguageTag {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .enum_values(Some(Language::ALL.map(Language::tag)))
            .description(Some(
                "An interface language (docs/accounts.md#interface-language).",
            ))
            .into()
    }
}

impl ToSchema for LanguageTag {}

/// An account (`AccountView`). Another account's `secret` is always null;
/// the caller's own view leaves `secret` out when it has none (docs/lynx-compatibility.md#accounts,
/// as Lynx does: its dashboard offers ShareX when the key is there at all).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountView {
    pub id: String,
    pub username: String,
    pub email: String,
    pub role: Role,
    /// Absent: the caller has no secret; `null`: another account's.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub secret: Option<Option<String>>,
    pub has_secret: bool,
    pub two_factor_authentication: bool,
    pub totp: bool,
    pub allow_automatic_login: bool,
    /// The account is disabled: it cannot log in (docs/accounts.md).
    pub disabled: bool,
    /// The interface language the account chose; `null` follows the
    /// browser's `Accept-Language` (docs/accounts.md#interface-language).
    #[schema(value_type = Option<LanguageTag>, required = true)]
    pub language: Option<&'static str>,
    /// Only in `GET /api/auth/me`: the two-factor policy holds this account
    /// back until it sets up a second factor.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub two_factor_setup_required: Option<bool>,
}

impl AccountView {
    /// The caller's own account, secret included.
    pub fn own(account: &AccountRecord) -> Self {
        Self {
            id: account.id.clone(),
            username: account.username.clone(),
            email: account.email.clone(),
            role: account.role().into(),
            secret: account.secret.clone().map(Some),
            has_secret: account.secret.is_some(),
            two_factor_authentication: account.totp_enabled,
            totp: account.totp_enabled,
            allow_automatic_login: account.allow_automatic_login,
            disabled: account.is_disabled(),
            language: account.language().map(Language::tag),
            two_factor_setup_required: None,
        }
    }

    /// The caller's own account as a session sees it: while the two-factor
    /// policy holds the account back (`held`), without its secret, which
    /// would let it skip the set-up (issue 30, item 3). `hasSecret` stays.
    pub fn own_in_session(account: &AccountRecord, held: bool) -> Self {
        Self {
            secret: if held {
                None
            } else {
                account.secret.clone().map(Some)
            },
            ..Self::own(account)
        }
    }

    /// [`Self::own_in_session`] for a session just started for `account`.
    pub async fn for_new_session(
        accounts: Accounts<'_>,
        account: &AccountRecord,
    ) -> Result<Self, ApiError> {
        let held = accounts.must_set_up_second_factor(account).await?;
        Ok(Self::own_in_session(account, held))
    }

    /// Another account: its secret is never shown.
    pub fn other(account: &AccountRecord) -> Self {
        Self {
            secret: Some(None),
            ..Self::own(account)
        }
    }

    /// [`Self::own`] when `is_self`, else [`Self::other`].
    pub fn of(account: &AccountRecord, is_self: bool) -> Self {
        if is_self {
            Self::own(account)
        } else {
            Self::other(account)
        }
    }
}

/// The public view of a new account: no secret fields.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicAccountView {
    pub id: String,
    pub username: String,
    pub email: String,
    pub role: Role,
    pub two_factor_authentication: bool,
    pub totp: bool,
    pub allow_automatic_login: bool,
}

impl From<&AccountRecord> for PublicAccountView {
    fn from(account: &AccountRecord) -> Self {
        Self {
            id: account.id.clone(),
            username: account.username.clone(),
            email: account.email.clone(),
            role: account.role().into(),
            two_factor_authentication: account.totp_enabled,
            totp: account.totp_enabled,
            allow_automatic_login: account.allow_automatic_login,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct AccountAnswer {
    pub success: bool,
    pub result: AccountView,
}

#[derive(Serialize, ToSchema)]
pub struct LoginAnswer {
    pub success: bool,
    pub message: String,
    pub result: AccountView,
}

#[derive(Serialize, ToSchema)]
pub struct CreatedAccountAnswer {
    pub success: bool,
    pub message: String,
    pub result: PublicAccountView,
}

#[derive(Serialize, ToSchema)]
pub struct CredentialResult {
    pub message: String,
    pub account: AccountView,
}

/// The answer of a change to the caller's own account: a credential
/// (`changeOwnEmail`, …) or the interface language (`changeOwnLanguage`).
#[derive(Serialize, ToSchema)]
pub struct CredentialAnswer {
    pub success: bool,
    pub message: String,
    pub result: CredentialResult,
}

impl CredentialAnswer {
    pub fn new(message: &str, account: AccountView) -> Self {
        Self {
            success: true,
            message: message.to_owned(),
            result: CredentialResult {
                message: message.to_owned(),
                account,
            },
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct SecretResult {
    pub secret: String,
}

#[derive(Serialize, ToSchema)]
pub struct SecretAnswer {
    pub success: bool,
    pub message: String,
    pub result: SecretResult,
}

#[derive(Serialize, ToSchema)]
pub struct AccountHolder {
    pub account: AccountView,
}

/// `details` for Lynx's dashboard, `result` for consistency.
#[derive(Serialize, ToSchema)]
pub struct AutomaticLoginAnswer {
    pub success: bool,
    pub message: String,
    pub details: AccountHolder,
    pub result: AccountHolder,
}

#[derive(Serialize, ToSchema)]
pub struct TotpSetup {
    pub secret: String,
    pub uri: String,
}

#[derive(Serialize, ToSchema)]
pub struct TotpSetupAnswer {
    pub success: bool,
    pub message: String,
    pub result: TotpSetup,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BackupCodes {
    pub backup_codes: Vec<String>,
}

#[derive(Serialize, ToSchema)]
pub struct TotpEnabledAnswer {
    pub success: bool,
    pub message: String,
    pub result: BackupCodes,
}

#[derive(Serialize, ToSchema)]
pub struct UserListAnswer {
    pub success: bool,
    pub result: Vec<AccountView>,
}

#[derive(Serialize, ToSchema)]
pub struct RoleChange {
    pub user: AccountView,
}

#[derive(Serialize, ToSchema)]
pub struct RoleAnswer {
    pub success: bool,
    pub message: String,
    pub result: RoleChange,
}
