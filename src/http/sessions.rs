//! Session cookies (docs/api.md#sessions): the cookie a session started by
//! the accounts service travels in, and the per-request slot through which
//! an extractor sets a cookie.

use crate::http::auth::ApiRequest;
use crate::http::cookies::cookie_value;
use crate::http::error::ApiError;
use crate::http::AppState;
use crate::store::SessionOrigin;
use axum::http::{HeaderMap, HeaderValue};
use std::sync::{Arc, Mutex, PoisonError};

/// The session cookie's name over plain HTTP.
pub const SESSION_COOKIE: &str = "token";
/// Its name under USE_HTTPS: the `__Host-` prefix makes browsers refuse it
/// unless it is `Secure`, `Path=/` and has no `Domain`, so no sibling
/// subdomain or plain-HTTP page can plant or shadow it (issue 18, item 9).
pub const SECURE_SESSION_COOKIE: &str = "__Host-token";

/// A `Set-Cookie` value an extractor wants on the response (automatic login).
#[derive(Clone, Default)]
pub struct CookieSlot(Arc<Mutex<Option<HeaderValue>>>);

impl CookieSlot {
    pub fn set(&self, value: HeaderValue) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = Some(value);
    }

    pub fn take(&self) -> Option<HeaderValue> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).take()
    }
}

/// The session cookie's name in this mode.
pub fn session_cookie_name(use_https: bool) -> &'static str {
    if use_https {
        SECURE_SESSION_COOKIE
    } else {
        SESSION_COOKIE
    }
}

/// The session token of the request: only the cookie named for this mode
/// counts, so under USE_HTTPS a plain `token` cookie is no session.
pub fn session_token_from_cookies(headers: &HeaderMap, use_https: bool) -> Option<String> {
    let name = session_cookie_name(use_https);
    cookie_value(headers, name)
        .filter(|v| !v.is_empty())
        .map(str::to_owned)
}

/// What a session is started from: the device, browser and system the
/// user agent names (not the agent itself) and the client address.
pub fn session_origin(app: &AppState, request: &ApiRequest) -> SessionOrigin {
    let class = app.visits.describe_agent(&request.headers);
    SessionOrigin {
        device: Some(class.device.name().to_owned()),
        browser: class.browser.map(str::to_owned),
        os: class.os.map(str::to_owned),
        address: Some(request.client.clone()),
    }
}

/// Creates a session for the account, logged in by `method` (the audit
/// log's detail: password, second_factor, passkey, sso): returns the stored hash and the
/// `Set-Cookie` value carrying the token.
pub async fn start_session(
    app: &AppState,
    account_id: &str,
    request: &ApiRequest,
    method: &'static str,
) -> Result<(String, HeaderValue), ApiError> {
    let session = app
        .authenticator
        .start_session(
            &app.store,
            account_id,
            &session_origin(app, request),
            method,
        )
        .await?;
    let cookie = session_cookie(app, &session.token, session.max_age)?;
    Ok((session.hash, cookie))
}

/// The `Set-Cookie` value carrying `token` for `seconds`.
pub fn session_cookie(app: &AppState, token: &str, seconds: i64) -> Result<HeaderValue, ApiError> {
    let secure = if app.settings.use_https {
        "; Secure"
    } else {
        ""
    };
    let name = session_cookie_name(app.settings.use_https);
    let cookie =
        format!("{name}={token}; Max-Age={seconds}; Path=/; HttpOnly; SameSite=Strict{secure}");
    HeaderValue::from_str(&cookie).map_err(ApiError::internal)
}

pub fn clearing_cookie(use_https: bool) -> HeaderValue {
    if use_https {
        HeaderValue::from_static("__Host-token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Strict; Secure")
    } else {
        HeaderValue::from_static("token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Strict")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_cookie_named_for_the_mode_is_read() {
        let mut headers = HeaderMap::new();
        headers.insert(
            axum::http::header::COOKIE,
            HeaderValue::from_static("token=plain; __Host-token=secure"),
        );
        assert_eq!(
            session_token_from_cookies(&headers, false).as_deref(),
            Some("plain")
        );
        assert_eq!(
            session_token_from_cookies(&headers, true).as_deref(),
            Some("secure")
        );
        assert!(clearing_cookie(true)
            .to_str()
            .is_ok_and(|c| c.starts_with("__Host-token=;") && c.ends_with("; Secure")));
        assert!(clearing_cookie(false)
            .to_str()
            .is_ok_and(|c| c.starts_with("token=;") && !c.contains("Secure")));
    }
}
