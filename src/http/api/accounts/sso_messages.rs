//! The single sign-on messages (docs/accounts.md), each written once.

pub const SSO_OFF: &str = "Single sign-on is not configured";
pub const SSO_BUSY: &str = "Too many sign-ins in progress, try again later";
pub const SSO_UNKNOWN_STATE: &str = "Unknown or already used sign-in, start again";
pub const SSO_OTHER_BROWSER: &str = "This sign-in was started in another browser, start again";
pub const SSO_EXPIRED: &str = "The sign-in expired, start again";
/// Followed by the provider's error code in parentheses.
pub const SSO_PROVIDER_REFUSED: &str = "The identity provider refused the sign-in";
pub const SSO_NO_CODE: &str = "The identity provider sent no code, start again";
pub const SSO_CODE_REJECTED: &str =
    "The identity provider did not accept the code (used already or expired), start again";
pub const SSO_INVALID_ID_TOKEN: &str = "The identity provider's ID token is not valid";
pub const SSO_PROVIDER: &str = "The identity provider could not be reached or answered wrongly";
pub const SSO_NO_ACCOUNT: &str =
    "No account is linked to this identity: ask an administrator for one";
pub const SSO_NO_EMAIL: &str =
    "The identity provider gave no valid e-mail address, which a new account needs";
pub const SSO_EMAIL_TAKEN: &str = "An account already uses this e-mail address: log in to it with its password and link single sign-on in Settings";
pub const SSO_IDENTITY_TAKEN: &str = "This identity is linked to another account already";
pub const SSO_NOT_LINKED: &str = "No single sign-on identity is linked to this account";
pub const SSO_PASSWORD_OFF: &str = "Password login is turned off: log in with single sign-on";
pub const SSO_LINKED: &str = "Single sign-on linked";
pub const SSO_UNLINKED: &str = "Single sign-on unlinked";
