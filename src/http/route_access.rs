//! What each `/api` route lets an API token do, and whether an account the
//! two-factor policy holds back may use it: one row per route, read by
//! `auth::authenticate`. A route missing here refuses every token, and a
//! test checks that every documented route has its row.

use crate::domain::access::Scope;
use axum::http::Method;

/// What an API token may do on a route.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenRule {
    /// No token, whatever its scopes: account management, and routes that
    /// would show the account's API secret.
    Refused,
    /// Any valid token of the account.
    AnyScope,
    /// A token holding this scope.
    Needs(Scope),
}

pub struct RouteAccess {
    pub method: Method,
    /// The route as documented, without `/api`.
    pub path: &'static str,
    pub token: TokenRule,
    /// Open to a cookie session whose account must still set up a second
    /// factor (the two-factor policy): only what that set-up needs.
    pub during_setup: bool,
}

const fn route(
    method: Method,
    path: &'static str,
    token: TokenRule,
    during_setup: bool,
) -> RouteAccess {
    RouteAccess {
        method,
        path,
        token,
        during_setup,
    }
}

use Scope::{LinksRead, LinksWrite, StatsRead, UsersAdmin};
use TokenRule::{AnyScope, Needs, Refused};
const GET: Method = Method::GET;
const POST: Method = Method::POST;
const PATCH: Method = Method::PATCH;
const DELETE: Method = Method::DELETE;

pub const ROUTES: &[RouteAccess] = &[
    // Without authentication: the rule is never asked.
    route(GET, "/", Refused, true),
    route(GET, "/openapi.json", Refused, true),
    route(POST, "/auth/login", Refused, true),
    route(POST, "/auth/register", Refused, true),
    route(POST, "/auth/totp/recover", Refused, true),
    route(POST, "/auth/passkeys/login/options", Refused, true),
    route(POST, "/auth/passkeys/login", Refused, true),
    route(GET, "/auth/oidc/login", Refused, true),
    route(GET, "/auth/oidc/callback", Refused, true),
    route(POST, "/auth/oidc/code", Refused, true),
    route(GET, "/link", Refused, true),
    route(GET, "/public/stats/{slug}", Refused, true),
    // The account itself: sessions only (`me` shows the API secret).
    route(GET, "/auth/me", Refused, true),
    route(DELETE, "/auth/me", Refused, true),
    route(PATCH, "/auth/email", Refused, false),
    route(PATCH, "/auth/password", Refused, false),
    route(PATCH, "/auth/username", Refused, false),
    route(POST, "/auth/newSecret", Refused, false),
    route(POST, "/auth/automatic-login", Refused, false),
    route(DELETE, "/auth/automatic-login", Refused, false),
    route(GET, "/auth/totp", Refused, true),
    route(POST, "/auth/totp", Refused, true),
    route(DELETE, "/auth/totp", Refused, false),
    // A passkey is a second factor too: the policy's set-up may add one.
    route(GET, "/auth/passkeys", Refused, true),
    route(POST, "/auth/passkeys/register/options", Refused, true),
    route(POST, "/auth/passkeys", Refused, true),
    route(PATCH, "/auth/passkeys/{id}", Refused, false),
    route(DELETE, "/auth/passkeys/{id}", Refused, false),
    // Linking a single sign-on identity changes how the account logs in.
    route(GET, "/auth/oidc/link", Refused, false),
    route(POST, "/auth/oidc/link", Refused, false),
    route(DELETE, "/auth/oidc/link", Refused, false),
    route(POST, "/auth/sessions/revoke", Refused, true),
    route(GET, "/auth/sessions", Refused, false),
    route(DELETE, "/auth/sessions/{id}", Refused, false),
    route(POST, "/auth/sessions/end-others", Refused, false),
    route(GET, "/auth/tokens", Refused, false),
    route(POST, "/auth/tokens", Refused, false),
    route(DELETE, "/auth/tokens/{id}", Refused, false),
    route(GET, "/auth/policy", Refused, false),
    route(PATCH, "/auth/policy", Refused, false),
    // Links.
    route(GET, "/domains", Needs(LinksRead), false),
    // Managing domains changes what every account's links answer on.
    route(POST, "/domains", Refused, false),
    route(PATCH, "/domains/{id}", Refused, false),
    route(DELETE, "/domains/{id}", Refused, false),
    route(GET, "/link/list", Needs(LinksRead), false),
    route(GET, "/link/single", Needs(LinksRead), false),
    route(GET, "/link/tags", Needs(LinksRead), false),
    route(POST, "/link", Needs(LinksWrite), false),
    route(PATCH, "/link", Needs(LinksWrite), false),
    route(DELETE, "/link", Needs(LinksWrite), false),
    route(PATCH, "/link/tags", Needs(LinksWrite), false),
    route(DELETE, "/link/tags", Needs(LinksWrite), false),
    route(POST, "/import", Needs(LinksWrite), false),
    route(GET, "/import/report/{id}", Needs(LinksRead), false),
    route(GET, "/export", Needs(LinksRead), false),
    route(POST, "/export", Needs(LinksRead), false),
    // ShareX keeps the Lynx secret; its configuration holds the secret.
    route(POST, "/sharex", Refused, false),
    route(GET, "/sharex/config", Refused, false),
    // Statistics.
    route(GET, "/stats", Needs(StatsRead), false),
    route(GET, "/link/{id}/stats", Needs(StatsRead), false),
    route(GET, "/domains/{id}/orphan-visits", Needs(StatsRead), false),
    route(GET, "/link/{id}/visits", Needs(StatsRead), false),
    route(GET, "/about", AnyScope, false),
    // Users.
    route(GET, "/user/list", Needs(UsersAdmin), false),
    route(POST, "/user", Needs(UsersAdmin), false),
    route(DELETE, "/user", Needs(UsersAdmin), false),
    route(POST, "/user/disable", Needs(UsersAdmin), false),
    route(POST, "/user/enable", Needs(UsersAdmin), false),
    route(PATCH, "/user/username", Refused, false),
    route(PATCH, "/user/email", Refused, false),
    route(PATCH, "/user/password", Refused, false),
    route(POST, "/user/role", Refused, false),
];

/// The row of the route `path` (as matched, with or without `/api`).
pub fn route_access(method: &Method, path: &str) -> Option<&'static RouteAccess> {
    let path = match path.strip_prefix("/api") {
        Some("") => "/",
        Some(rest) if rest.starts_with('/') => rest,
        _ => path,
    };
    // HEAD is answered by the GET route.
    let method = if *method == Method::HEAD {
        &GET
    } else {
        method
    };
    ROUTES
        .iter()
        .find(|r| r.method == *method && r.path == path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_are_found_with_or_without_the_prefix() {
        let create = route_access(&POST, "/api/link").map(|r| r.token);
        assert_eq!(create, Some(Needs(LinksWrite)));
        assert_eq!(route_access(&POST, "/link").map(|r| r.token), create);
        assert!(route_access(&GET, "/api").is_some());
        assert!(route_access(&GET, "/apixyz").is_none());
        assert!(route_access(&Method::HEAD, "/api/auth/me").is_some_and(|r| r.during_setup));
    }

    #[test]
    fn every_documented_route_declares_its_access() {
        let (_, doc) = crate::http::api::annotated_router().split_for_parts();
        let mut missing = Vec::new();
        for (path, item) in &doc.paths.paths {
            for (method, operation) in [
                (GET, &item.get),
                (POST, &item.post),
                (PATCH, &item.patch),
                (DELETE, &item.delete),
                (Method::PUT, &item.put),
            ] {
                if operation.is_some() && route_access(&method, path).is_none() {
                    missing.push(format!("{method} {path}"));
                }
            }
        }
        assert!(
            missing.is_empty(),
            "routes without access rows: {missing:?}"
        );
        let documented = doc.paths.paths.len();
        assert!(documented >= 40, "only {documented} paths documented");
    }
}
