//! Why a request was not let in. `http::api::accounts::errors` maps each
//! refusal to its status and message.

use crate::domain::access::Scope;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum AuthRefusal {
    /// Neither a cookie nor a secret, and no automatic login.
    #[error("no credential")]
    NoCredential,
    /// A session cookie that is unknown, expired or of a disabled account.
    #[error("invalid session")]
    InvalidSession,
    /// An API secret on a route that takes sessions only.
    #[error("the API secret is not accepted here")]
    SecretNotAccepted,
    #[error("invalid API secret")]
    InvalidSecret,
    /// An API token that is unknown, expired, revoked or of a disabled account.
    #[error("invalid API token")]
    InvalidToken,
    /// A route that takes no token, whatever its scopes.
    #[error("API tokens are not accepted here")]
    TokenNotAccepted,
    /// A token without this scope (or whose account's role no longer allows it).
    #[error("the API token lacks the scope {}", .0.as_str())]
    InsufficientScope(Scope),
    /// The two-factor policy holds the account back until it sets up a
    /// second factor.
    #[error("two-factor set-up required")]
    TwoFactorSetupRequired,
}
