//! Who is calling: the API request extractor (framing, then the Origin
//! check) and authentication by API secret, session cookie or automatic
//! login, per route class (docs/api.md#order-of-checks, #authentication).

use super::client::{client_address, is_addressed_to_domain, is_same_origin};
use super::error::ApiError;
use super::input::{json_object, Query};
use super::route_access::{route_access, RouteAccess};
use super::sessions::{session_token_from_cookies, CookieSlot};
use super::token_auth::{check_session_policy, token_caller, TokenGrant};
use crate::accounts::automatic_login::automatic_login_account;
use crate::domain::access::looks_like_api_token;
use crate::domain::time::now_millis;
use crate::domain::tokens::hash_session_token;
use crate::http::api::accounts::messages::{ADMIN_REQUIRED, OWNER_REQUIRED};
use crate::http::messages::INVALID_SECRET;
use crate::http::AppState;
use crate::store::AccountRecord;
use axum::extract::{ConnectInfo, FromRequest, MatchedPath, OriginalUri, Request};
use axum::http::{header, HeaderMap, Method};
use serde_json::{Map, Value};
use std::net::SocketAddr;

const NO_COOKIE: &str = "No cookie token provided";
const SECRET_NOT_ACCEPTED: &str = "You cannot use this endpoint with your API secret";
const CROSS_ORIGIN: &str = "Cross-origin request refused";

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
    /// The route as matched (`/api/link/{id}/stats`), which names its row
    /// in `route_access`.
    pub route: Option<String>,
}

/// An API secret as the request carries it (docs/api.md#credentials).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SecretInput {
    None,
    Given(String),
    /// A body `secret` that is not a string: always an invalid secret.
    Invalid,
}

impl ApiRequest {
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
        Some(origin) if !is_same_origin(origin, &request.headers, &app.settings) => {
            Err(ApiError::Forbidden(CROSS_ORIGIN.into()))
        }
        _ => Ok(()),
    }
}

/// Which credentials a route accepts (docs/api.md#outcomes-by-route-class).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// `C`: session cookie only; an API secret gets 403.
    Cookie,
    /// `C/S`: session cookie or API secret.
    CookieOrSecret,
}

/// The authenticated account, and the session or API token used, if any
/// (neither: the Lynx API secret).
#[derive(Debug, Clone)]
pub struct Caller {
    pub account: AccountRecord,
    pub session_hash: Option<String>,
    pub token: Option<TokenGrant>,
}

impl Caller {
    pub fn id(&self) -> &str {
        &self.account.id
    }
}

impl ApiRequest {
    /// This route's row of the access table.
    pub fn route_access(&self) -> Option<&'static RouteAccess> {
        self.route
            .as_deref()
            .and_then(|route| route_access(&self.method, route))
    }
}

/// Authenticates `request` for a route of class `access`. An API token is
/// judged by the route's row in `route_access`, whatever the class.
pub async fn authenticate(
    app: &AppState,
    request: &ApiRequest,
    access: Access,
) -> Result<Caller, ApiError> {
    match request.secret() {
        SecretInput::None => {}
        SecretInput::Given(token) if looks_like_api_token(&token) => {
            return token_caller(app, &token, request.route_access()).await;
        }
        _ if access == Access::Cookie => {
            return Err(ApiError::Forbidden(SECRET_NOT_ACCEPTED.into()));
        }
        SecretInput::Invalid => return Err(ApiError::Unauthorized(INVALID_SECRET.into())),
        SecretInput::Given(secret) if !super::input::is_storable(&secret) => {
            return Err(ApiError::Unauthorized(INVALID_SECRET.into()));
        }
        SecretInput::Given(secret) => {
            return match app.store.find_account_by_secret(&secret).await? {
                Some(account) => Ok(Caller {
                    account,
                    session_hash: None,
                    token: None,
                }),
                None => Err(ApiError::Unauthorized(INVALID_SECRET.into())),
            };
        }
    }
    let caller = match session_token_from_cookies(&request.headers, app.settings.use_https) {
        Some(token) => {
            let hash = hash_session_token(&token);
            match app
                .store
                .find_account_by_session(&hash, now_millis())
                .await?
            {
                Some(account) => Caller {
                    account,
                    session_hash: Some(hash),
                    token: None,
                },
                None => return Err(ApiError::InvalidSession),
            }
        }
        None => match automatic_login(app, request).await? {
            Some(caller) => caller,
            None => return Err(ApiError::Unauthorized(NO_COOKIE.into())),
        },
    };
    check_session_policy(app, &caller, request.route_access()).await?;
    Ok(caller)
}

/// Like [`authenticate`] for `C/S`, but every failure means anonymous.
pub async fn authenticate_optional(
    app: &AppState,
    request: &ApiRequest,
) -> Result<Option<Caller>, ApiError> {
    match authenticate(app, request, Access::CookieOrSecret).await {
        Ok(caller) => Ok(Some(caller)),
        Err(ApiError::Internal(e)) => Err(ApiError::Internal(e)),
        Err(_) => Ok(None),
    }
}

/// Single-user mode (docs/api.md#automatic-login): a request without cookie or secret from
/// this site proceeds as SOLE_USER when that account allows it, and gets a
/// session like a login.
async fn automatic_login(app: &AppState, request: &ApiRequest) -> Result<Option<Caller>, ApiError> {
    let Some(sole_user) = app.settings.sole_user.as_deref() else {
        return Ok(None);
    };
    let cross_site = request
        .headers
        .get("sec-fetch-site")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.eq_ignore_ascii_case("cross-site") || v.eq_ignore_ascii_case("same-site")
        });
    let foreign_origin = request
        .origin()
        .is_some_and(|origin| !is_same_origin(origin, &request.headers, &app.settings));
    // Same-origin GETs carry no Origin: under DNS rebinding only the name
    // the request was sent to gives the other site away.
    let rebound = !is_addressed_to_domain(&request.headers, &app.settings);
    if cross_site || foreign_origin || rebound {
        return Ok(None);
    }
    let Some(account) = automatic_login_account(&app.store, sole_user).await? else {
        return Ok(None);
    };
    let (hash, cookie) = app
        .automatic_session
        .session_for(app, &account.id, request)
        .await?;
    request.cookie_slot.set(cookie);
    Ok(Some(Caller {
        account,
        session_hash: Some(hash),
        token: None,
    }))
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
