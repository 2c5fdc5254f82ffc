//! The one error of the account use cases. Each variant is one refusal of
//! the contract; `http::api::accounts::errors` maps it to its status and
//! message, the CLI to its own words.

use super::authentication::AuthRefusal;
use super::credentials::Credential;
use super::sso::SsoRefusal;
use crate::domain::accounts::Role;
use crate::store::StoreError;

#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    /// A request that did not get in: its credentials, or the route's rule.
    #[error(transparent)]
    Auth(#[from] AuthRefusal),
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
    /// Login with 2FA on but no code: which second factors the account has.
    #[error("a two-factor code is required")]
    CodeRequired { totp: bool, passkey: bool },
    /// Login of an account whose only second factor is a passkey while the
    /// server has no relying party (no usable DOMAIN): it cannot finish.
    #[error("the account's only second factor is a passkey, and passkeys are off")]
    PasskeyLoginUnavailable,
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
    /// The account is disabled: no login, no credential works.
    #[error("this account is disabled")]
    AccountDisabled,
    #[error("invalid token name")]
    InvalidTokenName,
    /// A token for a team that does not exist or the account is no
    /// member of (and not an admin or the owner).
    #[error("unknown team")]
    UnknownTeam,
    /// A scope name that is not one of the four, or none at all.
    #[error("invalid scopes")]
    InvalidScopes,
    /// A scope the account's role may not hold (`users:admin` for a standard account).
    #[error("scope {0} is beyond the account's role")]
    ScopeBeyondRole(&'static str),
    #[error("invalid expiry")]
    InvalidExpiry,
    #[error("too many tokens")]
    TooManyTokens,
    #[error("no such token")]
    UnknownToken,
    #[error("no such session")]
    UnknownSession,
    #[error("invalid two-factor policy")]
    InvalidPolicy,
    /// A language that is not one of the supported tags, nor null.
    #[error("invalid language")]
    InvalidLanguage,
    /// Removing this second factor would leave none while the owner's policy
    /// requires one.
    #[error("the two-factor policy keeps this account's last second factor")]
    SecondFactorKept,
    /// Passkeys need DOMAIN (their relying party) set to a host name.
    #[error("passkeys are not available")]
    PasskeysUnavailable,
    #[error("invalid passkey name")]
    InvalidPasskeyName,
    /// A ceremony that is unknown, expired, already used or someone else's.
    #[error("passkey ceremony expired or unknown")]
    CeremonyExpired,
    /// The browser's answer is not a WebAuthn credential at all.
    #[error("invalid passkey response")]
    InvalidPasskeyResponse,
    /// A new passkey's attestation did not verify (origin, challenge, …).
    #[error("passkey registration not verified")]
    PasskeyNotRegistered,
    /// An assertion that did not verify, or of an unknown passkey.
    #[error("passkey not accepted")]
    PasskeyRejected,
    #[error("no such passkey")]
    UnknownPasskey,
    #[error("too many passkeys")]
    TooManyPasskeys,
    #[error("passkey already registered")]
    PasskeyExists,
    /// A passkey second factor for an account without passkeys.
    #[error("no passkey registered")]
    NoPasskeys,
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
    /// towards the throttle (docs/api.md#throttling); a missing code is not one.
    pub fn is_counted_failure(&self) -> bool {
        matches!(
            self,
            Self::InvalidLogin
                | Self::InvalidCode
                | Self::WrongPassword
                | Self::InvalidBackupCode
                | Self::PasskeyRejected
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
    /// Disable or enable the caller itself, the owner or a non-managed account.
    DisableThisUser,
}
