//! The account use cases' refusals as API errors: each variant maps to its
//! status and message here, and nowhere else.

use super::messages::*;
use super::sso_messages::*;
use crate::accounts::authentication::AuthRefusal;
use crate::accounts::credentials::Credential;
use crate::accounts::sso::SsoRefusal;
use crate::accounts::{AccountError, Permission};
use crate::domain::accounts::Role;
use crate::http::error::ApiError;
use serde_json::json;

/// The server's passkey relying party, or the refusal saying DOMAIN is
/// needed.
pub fn relying_party(
    app: &crate::http::AppState,
) -> Result<&crate::accounts::passkeys::RelyingParty, AccountError> {
    app.relying_party
        .as_ref()
        .ok_or(AccountError::PasskeysUnavailable)
}

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
            E::CodeRequired { totp, passkey } => Self::ForbiddenWithDetails {
                message: CODE_REQUIRED.into(),
                details: json!({"secondFactors": {"totp": totp, "passkey": passkey}}),
            },
            E::PasskeyLoginUnavailable => Self::Access {
                code: "passkeys_unavailable",
                message: PASSKEY_LOGIN_UNAVAILABLE.into(),
            },
            E::InvalidCode => Self::Forbidden(INVALID_CODE.into()),
            E::Throttled { retry_after_secs } => Self::TooManyAttempts { retry_after_secs },
            E::VerificationRequired => Self::PreconditionFailed(VERIFICATION_REQUIRED.into()),
            E::VerificationCodeRequired => Self::Forbidden(VERIFICATION_CODE_REQUIRED.into()),
            E::PasswordRequired => Self::Forbidden(PASSWORD_REQUIRED.into()),
            E::WrongPassword => Self::Forbidden(WRONG_PASSWORD.into()),
            E::UnknownAccount => Self::NotFound(INVALID_ID.into()),
            E::InvalidValue(credential) => Self::BadRequest(
                match credential {
                    Credential::Username => INVALID_USERNAME_FORMAT,
                    Credential::Email => INVALID_EMAIL_FORMAT,
                    Credential::Password => INVALID_PASSWORD_FORMAT,
                }
                .into(),
            ),
            E::ValueTaken(credential) => Self::BadRequest(
                match credential {
                    Credential::Username => USERNAME_TAKEN,
                    _ => EMAIL_TAKEN,
                }
                .into(),
            ),
            E::NotPermitted(permission) => Self::Forbidden(
                match permission {
                    Permission::ManageUsers => MAY_NOT_MANAGE_USERS,
                    Permission::ManageThisUser => MAY_NOT_MANAGE_THIS_USER,
                    Permission::DeleteThisUser => MAY_NOT_DELETE_THIS_USER,
                    Permission::UpdateThisUser => MAY_NOT_UPDATE_THIS_USER,
                    Permission::DisableThisUser => MAY_NOT_DISABLE_THIS_USER,
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
            E::AccountDisabled => Self::Access {
                code: "account_disabled",
                message: ACCOUNT_DISABLED.into(),
            },
            E::InvalidTokenName => Self::BadRequest(INVALID_TOKEN_NAME.into()),
            E::UnknownTeam => Self::Unprocessable(crate::http::messages::UNKNOWN_TEAM.into()),
            E::InvalidScopes => Self::BadRequest(INVALID_SCOPES.into()),
            E::ScopeBeyondRole(scope) => {
                Self::Forbidden(format!("{SCOPE_BEYOND_ROLE}{scope}").into())
            }
            E::InvalidExpiry => Self::BadRequest(INVALID_EXPIRY.into()),
            E::TooManyTokens => Self::Conflict(TOO_MANY_TOKENS.into()),
            E::UnknownToken => Self::NotFound(UNKNOWN_TOKEN.into()),
            E::UnknownSession => Self::NotFound(UNKNOWN_SESSION.into()),
            E::InvalidPolicy => Self::BadRequest(INVALID_POLICY.into()),
            E::InvalidLanguage => Self::BadRequest(INVALID_LANGUAGE.into()),
            E::SecondFactorKept => Self::Access {
                code: "two_factor_required",
                message: TWO_FACTOR_KEPT.into(),
            },
            E::PasskeysUnavailable => Self::PreconditionFailed(PASSKEYS_UNAVAILABLE.into()),
            E::InvalidPasskeyName => Self::BadRequest(INVALID_PASSKEY_NAME.into()),
            E::CeremonyExpired => Self::BadRequest(CEREMONY_EXPIRED.into()),
            E::InvalidPasskeyResponse => Self::BadRequest(INVALID_PASSKEY_RESPONSE.into()),
            E::PasskeyNotRegistered => Self::BadRequest(PASSKEY_NOT_REGISTERED.into()),
            E::PasskeyRejected => Self::Forbidden(PASSKEY_REJECTED.into()),
            E::UnknownPasskey => Self::NotFound(UNKNOWN_PASSKEY.into()),
            E::TooManyPasskeys => Self::PreconditionFailed(TOO_MANY_PASSKEYS.into()),
            E::PasskeyExists => Self::Conflict(PASSKEY_EXISTS.into()),
            E::NoPasskeys => Self::PreconditionFailed(NO_PASSKEYS.into()),
            E::Auth(refusal) => refusal.into(),
            E::Sso(refusal) => refusal.into(),
            E::Store(error) => error.into(),
            E::Internal(error) => Self::Internal(error),
        }
    }
}

impl From<AuthRefusal> for ApiError {
    fn from(refusal: AuthRefusal) -> Self {
        use crate::http::messages as m;
        match refusal {
            AuthRefusal::NoCredential => Self::Unauthorized(m::NO_COOKIE.into()),
            AuthRefusal::InvalidSession => Self::InvalidSession,
            AuthRefusal::SecretNotAccepted => Self::Forbidden(m::SECRET_NOT_ACCEPTED.into()),
            AuthRefusal::InvalidSecret => Self::Unauthorized(m::INVALID_SECRET.into()),
            AuthRefusal::InvalidToken => Self::Unauthorized(m::INVALID_TOKEN.into()),
            AuthRefusal::TokenNotAccepted => Self::Access {
                code: "token_not_accepted",
                message: m::TOKEN_NOT_ACCEPTED.into(),
            },
            AuthRefusal::InsufficientScope(scope) => Self::Access {
                code: "insufficient_scope",
                message: format!("{}{}", m::TOKEN_LACKS_SCOPE, scope.as_str()).into(),
            },
            AuthRefusal::TwoFactorSetupRequired => Self::Access {
                code: "two_factor_setup_required",
                message: m::SETUP_REQUIRED.into(),
            },
        }
    }
}

impl From<SsoRefusal> for ApiError {
    fn from(refusal: SsoRefusal) -> Self {
        use SsoRefusal as R;
        match refusal {
            R::Off => Self::PreconditionFailed(SSO_OFF.into()),
            R::Busy => Self::Busy {
                message: SSO_BUSY.into(),
                retry_after_secs: 60,
            },
            R::UnknownState => Self::BadRequest(SSO_UNKNOWN_STATE.into()),
            R::OtherBrowser => Self::BadRequest(SSO_OTHER_BROWSER.into()),
            R::Expired => Self::BadRequest(SSO_EXPIRED.into()),
            R::ProviderRefused(code) => {
                Self::Forbidden(format!("{SSO_PROVIDER_REFUSED} ({code})").into())
            }
            R::NoCode => Self::BadRequest(SSO_NO_CODE.into()),
            R::CodeRejected => Self::BadRequest(SSO_CODE_REJECTED.into()),
            R::InvalidIdToken(_) => Self::Forbidden(SSO_INVALID_ID_TOKEN.into()),
            R::Provider(_) => Self::BadGateway(SSO_PROVIDER.into()),
            R::NoAccount => Self::Forbidden(SSO_NO_ACCOUNT.into()),
            R::NoEmail => Self::Forbidden(SSO_NO_EMAIL.into()),
            R::EmailTaken => Self::Conflict(SSO_EMAIL_TAKEN.into()),
            R::IdentityTaken => Self::Conflict(SSO_IDENTITY_TAKEN.into()),
            R::NotLinked => Self::NotFound(SSO_NOT_LINKED.into()),
            R::PasswordLoginOff => Self::Forbidden(SSO_PASSWORD_OFF.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_has_its_status_and_message() {
        let cases: Vec<(AccountError, u16, &str)> = vec![
            (AccountError::RegistrationClosed, 412, REGISTRATION_CLOSED),
            (AccountError::InvalidLogin, 403, INVALID_LOGIN),
            (
                AccountError::CodeRequired {
                    totp: true,
                    passkey: false,
                },
                403,
                CODE_REQUIRED,
            ),
            (AccountError::PasskeysUnavailable, 412, PASSKEYS_UNAVAILABLE),
            (
                AccountError::PasskeyLoginUnavailable,
                403,
                PASSKEY_LOGIN_UNAVAILABLE,
            ),
            (AccountError::CeremonyExpired, 400, CEREMONY_EXPIRED),
            (AccountError::PasskeyRejected, 403, PASSKEY_REJECTED),
            (AccountError::PasskeyExists, 409, PASSKEY_EXISTS),
            (AccountError::UnknownPasskey, 404, UNKNOWN_PASSKEY),
            (AccountError::InvalidCode, 403, INVALID_CODE),
            (
                AccountError::VerificationRequired,
                412,
                VERIFICATION_REQUIRED,
            ),
            (AccountError::VerificationCodeRequired, 403, "2FA required"),
            (AccountError::PasswordRequired, 403, PASSWORD_REQUIRED),
            (AccountError::WrongPassword, 403, WRONG_PASSWORD),
            (AccountError::UnknownAccount, 404, INVALID_ID),
            (
                AccountError::InvalidValue(Credential::Email),
                400,
                "Invalid email format",
            ),
            (
                AccountError::ValueTaken(Credential::Username),
                400,
                "You cannot have the same username as another user",
            ),
            (
                AccountError::NotPermitted(Permission::DeleteThisUser),
                403,
                MAY_NOT_DELETE_THIS_USER,
            ),
            (
                AccountError::RoleNotAllowed {
                    caller: Role::Admin,
                },
                400,
                ROLES_FOR_ADMIN,
            ),
            (AccountError::InvalidRole, 400, INVALID_ROLE),
            (AccountError::OwnRole, 400, OWN_ROLE),
            (AccountError::TwoFactorEnabled, 412, TWO_FACTOR_ENABLED),
            (AccountError::TwoFactorConfirmed, 412, TWO_FACTOR_CONFIRMED),
            (
                AccountError::TwoFactorNotStarted,
                412,
                TWO_FACTOR_NOT_STARTED,
            ),
            (AccountError::InvalidCodeFormat, 412, INVALID_CODE_FORMAT),
            (AccountError::TwoFactorDisabled, 412, TWO_FACTOR_DISABLED),
            (AccountError::InvalidBackupCode, 403, INVALID_BACKUP_CODE),
            (AccountError::AccountDisabled, 403, ACCOUNT_DISABLED),
            (AccountError::InvalidScopes, 400, INVALID_SCOPES),
            (AccountError::UnknownToken, 404, UNKNOWN_TOKEN),
            (AccountError::UnknownSession, 404, UNKNOWN_SESSION),
            (AccountError::TooManyTokens, 409, TOO_MANY_TOKENS),
            (
                AccountError::NotPermitted(Permission::DisableThisUser),
                403,
                MAY_NOT_DISABLE_THIS_USER,
            ),
        ];
        for (refusal, status, message) in cases {
            let error = ApiError::from(refusal);
            assert_eq!(error.status().as_u16(), status, "{error:?}");
            assert_eq!(error.to_string(), message);
        }
    }

    #[test]
    fn field_refusals_carry_their_details() {
        let invalid = ApiError::from(AccountError::InvalidFields {
            email: true,
            username: false,
            password: true,
        });
        assert_eq!(
            invalid.body(),
            json!({"success": false, "message": INVALID_FIELDS, "details": {"invalid": {
                "email": true, "username": false, "password": true}}})
        );
        let throttled = ApiError::from(AccountError::Throttled {
            retry_after_secs: 7,
        });
        assert_eq!(throttled.status().as_u16(), 429);
    }
}
