//! Who is calling, as HTTP sees it: the API request extractor (framing,
//! then the Origin check), the credentials read from the request, and the
//! route's rule (`route_rules`) handed to the accounts service's
//! `Authenticator`, which decides (docs/api.md#order-of-checks,
//! docs/accounts.md).

use super::client::{client_address, is_addressed_to_domain, is_same_origin};
use super::error::ApiError;
use super::input::{json_object, Query};
use super::route_rules::RouteRules;
use super::sessions::{session_cookie, session_origin, session_token_from_cookies, CookieSlot};
use crate::accounts::authentication::Presented;
pub use crate::accounts::authentication::{Caller, SecretInput, TokenGrant};
use crate::domain::access_rule::AccessRule;
use crate::domain::audit::{network_of, AuditBy};
use crate::domain::link_history::{Actor, Via};
use crate::http::api::accounts::messages::{ADMIN_REQUIRED, OWNER_REQUIRED};
use crate::http::AppState;
use axum::extract::{ConnectInfo, FromRequest, MatchedPath, OriginalUri, Request};
use axum::http::{header, HeaderMap, Method};
use serde_json::{Map, Value};
use std::net::SocketAddr;

/// A framed API request: parsed JSON body (empty for GET/HEAD), query,
/// headers, and the client's address. Extracting it runs checks 1 and 2 of
/// the contract's order: framing, then the Origin check.
pub struct ApiRequest {
    pub method: Method,
    pub path: String,
    pub headers: HeaderMap,
    pub body: Map<String, Value>,
    pub query: Query,
    pub client: String,
    pub cookie_slot: CookieSlot,
    /// The route as matched (`/api/link/{id}/stats`), which names its
    /// rule in `route_rules`.
    pub route: Option<String>,
}

impl ApiRequest {
    /// `caller` acting through this request, as the audit log records it:
    /// the account and role, through what (token by name, session, API
    /// secret), and the client's network.
    pub fn audit_by(&self, caller: &Caller) -> AuditBy {
        AuditBy::new(
            caller_actor(caller),
            caller.account.role(),
            network_of(&self.client),
        )
    }

    /// Someone not signed in, acting through this request (a registration).
    pub fn audit_by_visitor(&self) -> AuditBy {
        AuditBy::visitor(network_of(&self.client))
    }

    pub fn secret(&self) -> SecretInput {
        match self.body.get("secret") {
            Some(Value::String(s)) if !s.trim().is_empty() => {
                return SecretInput::Given(s.trim().to_owned())
            }
            Some(Value::String(_)) | Some(Value::Null) | None => {}
            Some(_) => return SecretInput::Invalid,
        }
        secret_from_header(&self.headers)
    }

    pub fn origin(&self) -> Option<&str> {
        self.headers
            .get(header::ORIGIN)
            .and_then(|v| v.to_str().ok())
    }
}

/// `Authorization: Bearer <secret>` or the whole header value (Lynx style).
pub fn secret_from_header(headers: &HeaderMap) -> SecretInput {
    let Some(value) = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
    else {
        return SecretInput::None;
    };
    let value = value.trim();
    let secret = match value.split_once(|c: char| c.is_ascii_whitespace()) {
        Some((scheme, rest)) if scheme.eq_ignore_ascii_case("bearer") => rest.trim(),
        // `Bearer` with nothing after it (HTTP trims the trailing space).
        None if value.eq_ignore_ascii_case("bearer") => "",
        _ => value,
    };
    if secret.is_empty() {
        SecretInput::None
    } else {
        SecretInput::Given(secret.to_owned())
    }
}

/// The full path as the client sent it (a nested router sees it without
/// `/api`), without the one trailing slash that routing ignores.
fn api_path(original: &str) -> String {
    match original.strip_suffix('/') {
        Some(trimmed) if trimmed.len() >= 4 => trimmed.to_owned(),
        _ => original.to_owned(),
    }
}

/// Whether this method and path change state and so face the Origin check.
/// Inside the nested `/api` router the path arrives without its `/api` prefix.
fn is_state_changing(method: &Method, path: &str) -> bool {
    matches!(
        *method,
        Method::POST | Method::PATCH | Method::PUT | Method::DELETE
    ) || (method == Method::GET && (path == "/api/auth/totp" || path == "/auth/totp"))
}

impl FromRequest<AppState> for ApiRequest {
    type Rejection = ApiError;

    async fn from_request(request: Request, app: &AppState) -> Result<Self, ApiError> {
        let (parts, body) = request.into_parts();
        let body = json_object(&parts.method, &parts.headers, body).await?;
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0);
        app.proxy_warning
            .observe(&parts.headers, peer, app.settings.trust_proxy);
        let request = ApiRequest {
            client: client_address(&parts.headers, peer, app.settings.trust_proxy),
            path: api_path(
                parts
                    .extensions
                    .get::<OriginalUri>()
                    .map_or(parts.uri.path(), |original| original.0.path()),
            ),
            query: Query::parse(parts.uri.query()),
            route: parts
                .extensions
                .get::<MatchedPath>()
                .map(|matched| matched.as_str().to_owned()),
            cookie_slot: parts
                .extensions
                .get::<CookieSlot>()
                .cloned()
                .unwrap_or_default(),
            method: parts.method,
            headers: parts.headers,
            body,
        };
        check_origin(&request, app)?;
        Ok(request)
    }
}

/// A state-changing request without an API secret from another origin is
/// refused, so no other site can act with a visitor's cookie
/// (docs/api.md#cors-and-the-origin-check).
pub fn check_origin(request: &ApiRequest, app: &AppState) -> Result<(), ApiError> {
    if !is_state_changing(&request.method, &request.path) || request.secret() != SecretInput::None {
        return Ok(());
    }
    match request.origin() {
        Some(origin) if !is_same_origin(origin, &request.headers, &app.settings) => Err(
            ApiError::Forbidden(crate::http::messages::CROSS_ORIGIN.into()),
        ),
        _ => Ok(()),
    }
}

impl ApiRequest {
    /// This route's access rule, as its annotation states it; a route
    /// without one gets the strictest.
    pub fn access_rule(&self) -> AccessRule {
        self.route
            .as_deref()
            .and_then(|route| RouteRules::served().rule(&self.method, route))
            .copied()
            .unwrap_or(AccessRule::STRICTEST)
    }

    /// The credentials this request carries, for the accounts service.
    fn presented(&self, app: &AppState) -> Presented {
        let secret = self.secret();
        let session_token = session_token_from_cookies(&self.headers, app.settings.use_https);
        let automatic_login = (secret == SecretInput::None
            && session_token.is_none()
            && app.authenticator.single_user()
            && self.may_log_in_automatically(app))
        .then(|| session_origin(app, self));
        Presented {
            secret,
            session_token,
            automatic_login,
        }
    }

    /// Single-user mode (docs/api.md#automatic-login) logs in only requests
    /// from this site: not cross-site by fetch metadata, no foreign Origin,
    /// and sent to DOMAIN's name (same-origin GETs carry no Origin, so
    /// under DNS rebinding only the name gives the other site away).
    fn may_log_in_automatically(&self, app: &AppState) -> bool {
        let cross_site = self
            .headers
            .get("sec-fetch-site")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| {
                v.eq_ignore_ascii_case("cross-site") || v.eq_ignore_ascii_case("same-site")
            });
        let foreign_origin = self
            .origin()
            .is_some_and(|origin| !is_same_origin(origin, &self.headers, &app.settings));
        let rebound = !is_addressed_to_domain(&self.headers, &app.settings);
        !(cross_site || foreign_origin || rebound)
    }
}

/// Authenticates `request` by its route's rule; a session automatic login
/// starts is set as the answer's cookie.
pub async fn authenticate(app: &AppState, request: &ApiRequest) -> Result<Caller, ApiError> {
    let authenticated = app
        .authenticator
        .authenticate(&app.store, request.presented(app), &request.access_rule())
        .await?;
    if let Some(session) = authenticated.started {
        request
            .cookie_slot
            .set(session_cookie(app, &session.token, session.max_age)?);
    }
    Ok(authenticated.caller)
}

/// Like [`authenticate`] on a route that also answers anonymous callers:
/// every refusal means anonymous.
pub async fn authenticate_optional(
    app: &AppState,
    request: &ApiRequest,
) -> Result<Option<Caller>, ApiError> {
    match authenticate(app, request).await {
        Ok(caller) => Ok(Some(caller)),
        Err(ApiError::Internal(e)) => Err(ApiError::Internal(e)),
        Err(_) => Ok(None),
    }
}

/// 412 unless the caller is owner or admin (docs/api.md#role-gate).
pub fn require_admin(caller: &Caller) -> Result<(), ApiError> {
    if caller.account.role().is_admin_or_owner() {
        Ok(())
    } else {
        Err(ApiError::PreconditionFailed(ADMIN_REQUIRED.into()))
    }
}

/// 412 unless the caller is the owner.
pub fn require_owner(caller: &Caller) -> Result<(), ApiError> {
    if caller.account.role() == crate::domain::accounts::Role::Owner {
        Ok(())
    } else {
        Err(ApiError::PreconditionFailed(OWNER_REQUIRED.into()))
    }
}

/// 406 with `message` in demo mode.
pub fn refuse_in_demo(app: &AppState, message: &'static str) -> Result<(), ApiError> {
    if app.settings.demo {
        Err(ApiError::NotAcceptable(message.into()))
    } else {
        Ok(())
    }
}

/// The caller, acting through its API token (by name), its session (the
/// dashboard) or the API secret, as link history and the audit log record
/// it.
pub fn caller_actor(caller: &Caller) -> Actor {
    let (via, name) = match (&caller.token, &caller.session_hash) {
        (Some(token), _) => (Via::Token, Some(token.name.clone())),
        (None, Some(_)) => (Via::Dashboard, None),
        (None, None) => (Via::Secret, None),
    };
    Actor::new(caller.id(), &caller.account.username, via).named(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totp_set_up_is_checked_like_a_write() {
        assert_eq!(api_path("/api/auth/totp/"), "/api/auth/totp");
        assert_eq!(api_path("/api/"), "/api");
        assert_eq!(api_path("/"), "/");
        assert!(is_state_changing(&Method::GET, &api_path("/api/auth/totp")));
        assert!(is_state_changing(
            &Method::GET,
            &api_path("/api/auth/totp/")
        ));
        assert!(!is_state_changing(&Method::GET, &api_path("/api/auth/me")));
        assert!(!is_state_changing(
            &Method::HEAD,
            &api_path("/api/auth/totp")
        ));
        for method in [Method::POST, Method::PATCH, Method::PUT, Method::DELETE] {
            assert!(is_state_changing(&method, "/api/link"));
        }
    }

    #[test]
    fn bearer_scheme_is_optional_and_case_insensitive() {
        let header = |value: &'static str| {
            let mut h = HeaderMap::new();
            h.insert(
                header::AUTHORIZATION,
                axum::http::HeaderValue::from_static(value),
            );
            secret_from_header(&h)
        };
        assert_eq!(header("Bearer abc"), SecretInput::Given("abc".into()));
        assert_eq!(header("bEaReR \t abc "), SecretInput::Given("abc".into()));
        assert_eq!(header("abc"), SecretInput::Given("abc".into()));
        assert_eq!(header("Bearer"), SecretInput::None);
        assert_eq!(header("   "), SecretInput::None);
    }
}
