//! The contract's account messages (docs/api.md#messages), each written
//! once. Messages that OpenAPI descriptions combine are macros, so that
//! `concat!` can join them into one description at compile time.

/// Defines a message as a macro (for `concat!`) and as a constant.
macro_rules! message {
    ($macro_name:ident, $const_name:ident, $text:literal) => {
        macro_rules! $macro_name {
            () => {
                $text
            };
        }
        pub(crate) use $macro_name;
        pub const $const_name: &str = $text;
    };
}

message!(verification_required, VERIFICATION_REQUIRED,
    "Verification required, please provide a verification object with either a 2FA token or password, depending on what is set up.");
message!(
    verification_failed,
    VERIFICATION_FAILED,
    "2FA required / Expired or invalid TOTP token / Password required / Invalid Password"
);
message!(
    credentials_in_demo,
    CREDENTIALS_IN_DEMO,
    "Updating of credentials is not enabled in demo mode."
);
message!(
    two_factor_in_demo,
    TWO_FACTOR_IN_DEMO,
    "Enabling 2FA is not supported in demo mode."
);
message!(invalid_id, INVALID_ID, "Invalid id");
message!(
    admin_required,
    ADMIN_REQUIRED,
    "Currently logged-in account does not match role: admin or owner"
);
message!(
    owner_required,
    OWNER_REQUIRED,
    "Currently logged-in account does not match role: owner"
);
message!(
    user_object_required,
    USER_OBJECT_REQUIRED,
    "A user object is required"
);
message!(
    registration_closed,
    REGISTRATION_CLOSED,
    "Registration is not enabled"
);

pub const VERIFICATION_CODE_REQUIRED: &str = "2FA required";
pub const PASSWORD_REQUIRED: &str = "Password required";
pub const WRONG_PASSWORD: &str = "Invalid Password";
pub const INVALID_LOGIN: &str = "Invalid username or password";
pub const CODE_REQUIRED: &str = "2FA token required";
pub const INVALID_CODE: &str = "Expired or invalid TOTP token";
pub const INVALID_FIELDS: &str = "Invalid field(s)";
pub const NAMES_TAKEN: &str = "Field(s) are already used";
pub const INVALID_ROLE: &str = "Invalid role";
pub const OWN_ROLE: &str = "You cannot change your own role";
pub const ROLES_FOR_OWNER: &str = "Invalid role or permissions, accepted roles: admin, standard";
pub const ROLES_FOR_ADMIN: &str = "Invalid role or permissions, accepted roles: standard";
pub const MAY_NOT_MANAGE_USERS: &str = "You do not have permission to update users.";
pub const MAY_NOT_MANAGE_THIS_USER: &str =
    "You do not have a high enough role to update this user.";
pub const MAY_NOT_DELETE_THIS_USER: &str = "You do not have permission to delete that user";
pub const MAY_NOT_UPDATE_THIS_USER: &str = "You do not have the required role to update that user.";
pub const TWO_FACTOR_ENABLED: &str = "2FA already enabled";
pub const TWO_FACTOR_CONFIRMED: &str = "2FA already enabled, no need to verify";
pub const TWO_FACTOR_NOT_STARTED: &str = "2FA process hasn't been started";
pub const INVALID_CODE_FORMAT: &str = "Invalid token format";
pub const TWO_FACTOR_DISABLED: &str = "2FA is not enabled";
pub const INVALID_BACKUP_CODE: &str = "Invalid backup code";
pub const USERS_IN_DEMO: &str = "Creation of users is not enabled in demo mode.";
pub const ROLES_IN_DEMO: &str = "Updating of user roles is not enabled in demo mode.";
pub const USERNAMES_IN_DEMO: &str = "Updating of usernames is not enabled in demo mode.";
pub const EMAILS_IN_DEMO: &str = "Updating of user emails is not enabled in demo mode.";
pub const PASSWORDS_IN_DEMO: &str = "Updating of user passwords is not enabled in demo mode.";

pub const LOGGED_IN: &str = "Successfully logged in!";
pub const LOGGED_OUT: &str = "Successfully logged out";
pub const SIGNED_OUT_EVERYWHERE: &str = "Signed out everywhere";
pub const ACCOUNT_CREATED: &str = "Account created";
pub const ACCOUNT_DELETED: &str = "Deleted account!";
pub const ACCOUNT_UPDATED: &str = "Account successfully updated";
pub const SECRET_GENERATED: &str = "Successfully generated a new secret";
pub const ROLE_UPDATED: &str = "User role successfully updated";
pub const USERNAME_UPDATED: &str = "Username successfully updated";
pub const EMAIL_UPDATED: &str = "Email successfully updated";
pub const PASSWORD_UPDATED: &str = "Password successfully updated";
pub const TOTP_SECRET_GENERATED: &str = "TOTP secret successfully generated";
pub const TWO_FACTOR_ON: &str = "2FA successfully enabled";
pub const TWO_FACTOR_OFF: &str = "2FA has been successfully disabled";
pub const RECOVERED: &str = "2FA has been disabled and you have been logged in";

// Identity and access (docs/accounts.md).
pub const ACCOUNT_DISABLED: &str = "This account is disabled, ask an administrator to enable it";
pub const INVALID_TOKEN_NAME: &str =
    "Invalid token name: 1 to 100 characters, no control characters";
pub const INVALID_SCOPES: &str =
    "Invalid scopes, give at least one of: links:read, links:write, stats:read, users:admin, webhooks:write";
pub const INVALID_EXPIRY: &str =
    "Invalid expiresInDays: a whole number of days from 1 to 3650, or null";
pub const TOO_MANY_TOKENS: &str = "This account already has 100 tokens, revoke one first";
/// Followed by the scope's name.
pub const SCOPE_BEYOND_ROLE: &str = "Your role cannot give a token the scope ";

// Credentials (docs/accounts.md).
pub const INVALID_USERNAME_FORMAT: &str = "Invalid username format";
pub const INVALID_EMAIL_FORMAT: &str = "Invalid email format";
pub const INVALID_PASSWORD_FORMAT: &str = "Invalid password format";
pub const USERNAME_TAKEN: &str = "You cannot have the same username as another user";
pub const EMAIL_TAKEN: &str = "You cannot have the same email as another user";
// The interface language (docs/accounts.md#interface-language); the values
// are `domain::languages::Language::ALL`'s tags, which a test holds together.
pub const INVALID_LANGUAGE: &str =
    "Invalid language, accepted values: en, de, fr, es, zh-CN, or null";
pub const LANGUAGE_UPDATED: &str = "Language successfully updated";
message!(unknown_token, UNKNOWN_TOKEN, "No such token");
message!(unknown_session, UNKNOWN_SESSION, "No such session");
pub const INVALID_POLICY: &str =
    "Invalid twoFactor policy, accepted values: optional, admins, everyone";
message!(
    may_not_disable_this_user,
    MAY_NOT_DISABLE_THIS_USER,
    "You do not have permission to disable or enable that user"
);
pub const TOKEN_CREATED: &str = "Token created, copy it now: it is not shown again";
pub const TOKEN_REVOKED: &str = "Token revoked";
pub const SESSION_ENDED: &str = "Session ended";
pub const OTHER_SESSIONS_ENDED: &str = "Other sessions ended";
pub const POLICY_UPDATED: &str = "Two-factor policy updated";
pub const ACCOUNT_DISABLED_DONE: &str = "Account disabled";
pub const ACCOUNT_ENABLED_DONE: &str = "Account enabled";
message!(
    two_factor_kept,
    TWO_FACTOR_KEPT,
    "Two-factor authentication is required for this account by the instance's policy"
);
// Passkeys (docs/accounts.md#passkeys).
pub const PASSKEYS_UNAVAILABLE: &str = "Passkeys are not available on this server: they need DOMAIN set to its public origin with a host name (e.g. https://s.example.com)";
/// Said only after the right password (docs/accounts.md#passkeys).
pub const PASSKEY_LOGIN_UNAVAILABLE: &str = "This account's only second factor is a passkey, and passkeys are not available on this server: they need DOMAIN set to its public origin with a host name (e.g. https://s.example.com). To log in, ask the operator to set DOMAIN, or to run `linkhop user disable-2fa <username>` to turn two-factor authentication off for this account";
pub const PASSKEYS_IN_DEMO: &str = "Passkeys are not supported in demo mode.";
pub const INVALID_PASSKEY_NAME: &str =
    "Invalid passkey name: 1 to 64 characters without control characters";
pub const CEREMONY_EXPIRED: &str = "Passkey request expired or unknown, please start again";
pub const INVALID_PASSKEY_RESPONSE: &str = "Invalid passkey response";
pub const PASSKEY_NOT_REGISTERED: &str =
    "The passkey could not be verified (wrong origin, challenge or user verification)";
pub const PASSKEY_REJECTED: &str = "Passkey not accepted";
pub const UNKNOWN_PASSKEY: &str = "Passkey not found";
pub const TOO_MANY_PASSKEYS: &str = "An account can have at most 10 passkeys";
pub const PASSKEY_EXISTS: &str = "This passkey is already registered";
pub const NO_PASSKEYS: &str = "This account has no passkey";
pub const PASSKEY_ADDED: &str = "Passkey added";
pub const PASSKEY_RENAMED: &str = "Passkey renamed";
pub const PASSKEY_DELETED: &str = "Passkey deleted";
pub const PASSKEY_CHALLENGE: &str = "Passkey challenge created";
