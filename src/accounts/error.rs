//! The one error of the account use cases. Each variant is one refusal of
//! the contract; `http::api::accounts::errors` maps it to its status and
//! message, the CLI to its own words.

use super::credentials::Credential;
use super::oidc::SsoRefusal;
use crate::domain::accounts::Role;
use crate::store::StoreError;

#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    #[error("registration is not enabled")]
    RegistrationClosed,
    /// Which of the new account's values break their rule.
    #[error("invalid account values")]
    InvalidFields {
        email: bool,
        username: bool,
        password: bool,
    },
    /// Which of the new account's names another account uses.
    #[error("username or e-mail address already used")]
    NamesTaken { username: bool, email: bool },
    #[error("invalid username or password")]
    InvalidLogin,
    /// Login with 2FA on but no code.
    #[error("a two-factor code is required")]
    CodeRequired,
    #[error("expired or invalid two-factor code")]
    InvalidCode,
    #[error("too many failed attempts")]
    Throttled { retry_after_secs: u64 },
    /// A sensitive action without a verification object.
    #[error("verification required")]
    VerificationRequired,
    /// A verification without the code 2FA asks for.
    #[error("two-factor code required for verification")]
    VerificationCodeRequired,
    #[error("password required for verification")]
    PasswordRequired,
    #[error("wrong password")]
    WrongPassword,
    #[error("no such account")]
    UnknownAccount,
    #[error("invalid {0}")]
    InvalidValue(Credential),
    #[error("{0} used by another account")]
    ValueTaken(Credential),
    #[error("not permitted")]
    NotPermitted(Permission),
    /// A role the caller may not give a new account.
    #[error("role not allowed")]
    RoleNotAllowed { caller: Role },
    #[error("invalid role")]
    InvalidRole,
    #[error("an account cannot change its own role")]
    OwnRole,
    #[error("two-factor authentication is already on")]
    TwoFactorEnabled,
    #[error("two-factor authentication is already confirmed")]
    TwoFactorConfirmed,
    #[error("two-factor set-up has not been started")]
    TwoFactorNotStarted,
    #[error("invalid code format")]
    InvalidCodeFormat,
    #[error("two-factor authentication is off")]
    TwoFactorDisabled,
    #[error("invalid backup code")]
    InvalidBackupCode,
    /// A refused single sign-on, or OIDC_ONLY refusing a password login.
    #[error(transparent)]
    Sso(#[from] SsoRefusal),
    #[error(transparent)]
    Store(#[from] StoreError),
    /// Hashing failed or its blocking task was lost.
    #[error(transparent)]
    Internal(anyhow::Error),
}

impl AccountError {
    /// Whether this refusal is a failed credential check, which counts
    /// towards the throttle (api.md §3.8); a missing code is not one.
    pub fn is_counted_failure(&self) -> bool {
        matches!(
            self,
            Self::InvalidLogin | Self::InvalidCode | Self::WrongPassword | Self::InvalidBackupCode
        )
    }
}

/// What a caller was not allowed to do to another account.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Permission {
    /// Act on other accounts at all (a standard account).
    ManageUsers,
    /// Act on an account whose role is not below the caller's.
    ManageThisUser,
    DeleteThisUser,
    UpdateThisUser,
}
