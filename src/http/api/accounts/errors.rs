//! The account use cases' refusals as API errors: each variant maps to its
//! status and message here, and nowhere else.

use super::messages::*;
use crate::accounts::credentials::Credential;
use crate::accounts::{AccountError, Permission};
use crate::domain::accounts::Role;
use crate::http::error::ApiError;
use serde_json::json;

impl From<AccountError> for ApiError {
    fn from(error: AccountError) -> Self {
        use AccountError as E;
        match error {
            E::RegistrationClosed => Self::PreconditionFailed(REGISTRATION_CLOSED.into()),
            E::InvalidFields {
                email,
                username,
                password,
            } => Self::BadRequestWithDetails {
                message: INVALID_FIELDS.into(),
                details: json!({"invalid": {
                    "email": email, "username": username, "password": password,
                }}),
            },
            E::NamesTaken { username, email } => Self::BadRequestWithDetails {
                message: NAMES_TAKEN.into(),
                details: json!({"exists": {"username": username, "email": email}}),
            },
            E::InvalidLogin => Self::Forbidden(INVALID_LOGIN.into()),
            E::CodeRequired => Self::Forbidden(CODE_REQUIRED.into()),
            E::InvalidCode => Self::Forbidden(INVALID_CODE.into()),
            E::Throttled { retry_after_secs } => Self::TooManyAttempts { retry_after_secs },
            E::VerificationRequired => Self::PreconditionFailed(VERIFICATION_REQUIRED.into()),
            E::VerificationCodeRequired => Self::Forbidden(VERIFICATION_CODE_REQUIRED.into()),
            E::PasswordRequired => Self::Forbidden(PASSWORD_REQUIRED.into()),
            E::WrongPassword => Self::Forbidden(WRONG_PASSWORD.into()),
            E::UnknownAccount => Self::NotFound(INVALID_ID.into()),
            E::InvalidValue(credential) => Self::BadRequest(
                match credential {
                    Credential::Username => "Invalid username format",
                    Credential::Email => "Invalid email format",
                    Credential::Password => "Invalid password format",
                }
                .into(),
            ),
            E::ValueTaken(credential) => Self::BadRequest(
                match credential {
                    Credential::Username => "You cannot have the same username as another user",
                    _ => "You cannot have the same email as another user",
                }
                .into(),
            ),
            E::NotPermitted(permission) => Self::Forbidden(
                match permission {
                    Permission::ManageUsers => MAY_NOT_MANAGE_USERS,
                    Permission::ManageThisUser => MAY_NOT_MANAGE_THIS_USER,
                    Permission::DeleteThisUser => MAY_NOT_DELETE_THIS_USER,
                    Permission::UpdateThisUser => MAY_NOT_UPDATE_THIS_USER,
                }
                .into(),
            ),
            E::RoleNotAllowed { caller } => Self::BadRequest(
                if caller == Role::Owner {
                    ROLES_FOR_OWNER
                } else {
                    ROLES_FOR_ADMIN
                }
                .into(),
            ),
            E::InvalidRole => Self::BadRequest(INVALID_ROLE.into()),
            E::OwnRole => Self::BadRequest(OWN_ROLE.into()),
            E::TwoFactorEnabled => Self::PreconditionFailed(TWO_FACTOR_ENABLED.into()),
            E::TwoFactorConfirmed => Self::PreconditionFailed(TWO_FACTOR_CONFIRMED.into()),
            E::TwoFactorNotStarted => Self::PreconditionFailed(TWO_FACTOR_NOT_STARTED.into()),
            E::InvalidCodeFormat => Self::PreconditionFailed(INVALID_CODE_FORMAT.into()),
            E::TwoFactorDisabled => Self::PreconditionFailed(TWO_FACTOR_DISABLED.into()),
            E::InvalidBackupCode => Self::Forbidden(INVALID_BACKUP_CODE.into()),
            E::Store(error) => error.into(),
            E::Internal(error) => Self::Internal(error),
        }
    }
}
