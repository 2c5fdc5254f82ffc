//! Single sign-on with OpenID Connect (docs/accounts.md): logins started
//! here and finished at the callback, identities matched by (issuer,
//! subject), accounts created and roles given from the provider's groups,
//! linking from Settings, and the two-factor step that still follows.

mod identity;
mod login;
mod provider;
mod second_factor;

pub use login::{Callback, Finished, Start, Started, CODE_WAIT_SECS, LOGIN_TTL_SECS};
pub use provider::{ProviderLogin, SsoProvider};

/// Why a single sign-on was refused. Each has its own message and status in
/// the API and its own code in the dashboard's address.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SsoRefusal {
    #[error("single sign-on is not configured")]
    Off,
    #[error("too many sign-ins in progress")]
    Busy,
    /// No login in progress has this state: never started, finished
    /// already (a replayed callback) or purged.
    #[error("unknown or used sign-in state")]
    UnknownState,
    /// The login was started in another browser (its binding cookie does
    /// not match): a forged or stolen callback.
    #[error("sign-in started in another browser")]
    OtherBrowser,
    #[error("sign-in expired")]
    Expired,
    /// The provider sent the browser back with an error (`error=`), e.g.
    /// `access_denied`.
    #[error("the provider refused the sign-in: {0}")]
    ProviderRefused(String),
    #[error("the callback carried no code")]
    NoCode,
    /// The provider refused the code: used already, expired, or not for us.
    #[error("the provider refused the code")]
    CodeRejected,
    #[error("invalid ID token: {0}")]
    InvalidIdToken(String),
    /// The provider could not be reached or answered nonsense (for logs).
    #[error("provider failure: {0}")]
    Provider(String),
    /// An identity linked to no account, and OIDC_CREATE_ACCOUNTS is off.
    #[error("no account for this identity")]
    NoAccount,
    /// A new account needs an e-mail address and the claims hold none.
    #[error("no usable e-mail address in the claims")]
    NoEmail,
    /// Another account uses the identity's e-mail address; accounts are
    /// never matched by e-mail, so it must be linked from that account.
    #[error("e-mail address used by another account")]
    EmailTaken,
    /// Linking an identity that another account holds, or a second one
    /// of the same provider.
    #[error("identity linked to another account")]
    IdentityTaken,
    #[error("no identity linked")]
    NotLinked,
    /// OIDC_ONLY: password login is for the owner only.
    #[error("password login is turned off")]
    PasswordLoginOff,
}

impl SsoRefusal {
    /// The short code the dashboard's address carries after a browser
    /// callback (`/dash/login?sso_error=<code>`); never free text, so
    /// nobody can put words on the login page through a link.
    pub fn code(&self) -> &'static str {
        match self {
            Self::Off => "off",
            Self::Busy => "busy",
            Self::UnknownState => "state",
            Self::OtherBrowser => "browser",
            Self::Expired => "expired",
            Self::ProviderRefused(_) => "refused",
            Self::NoCode => "code",
            Self::CodeRejected => "code",
            Self::InvalidIdToken(_) => "token",
            Self::Provider(_) => "provider",
            Self::NoAccount => "no_account",
            Self::NoEmail => "no_email",
            Self::EmailTaken => "email_taken",
            Self::IdentityTaken => "identity_taken",
            Self::NotLinked => "not_linked",
            Self::PasswordLoginOff => "password_off",
        }
    }
}
