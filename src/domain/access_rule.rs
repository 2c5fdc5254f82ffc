//! What a route lets in (docs/accounts.md): which credentials, what an API
//! token needs, and whether an account the two-factor policy holds back may
//! use it. Each route states its rule once, in its handler's OpenAPI
//! annotation; `http::route_rules` reads it from there.

use super::access::Scope;

/// What an API token may do on a route.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenRule {
    /// No token, whatever its scopes: account management, and routes that
    /// would show the account's API secret.
    Refused,
    /// Any valid token of the account.
    AnyScope,
    /// A token holding this scope (which its account's role still allows).
    Needs(Scope),
}

/// One route's access rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AccessRule {
    /// The account's API secret is accepted too (`C/S`); without it an API
    /// secret gets 403 (`C`).
    pub secret: bool,
    pub token: TokenRule,
    /// Open to a cookie session whose account must still set up a second
    /// factor: only what that set-up needs.
    pub during_setup: bool,
}

impl AccessRule {
    /// The rule of a route no annotation describes: a session cookie only,
    /// no secret or token, closed during the two-factor set-up.
    pub const STRICTEST: AccessRule = AccessRule {
        secret: false,
        token: TokenRule::Refused,
        during_setup: false,
    };
}
