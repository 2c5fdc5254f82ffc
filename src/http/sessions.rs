//! Session cookies (docs/api.md#sessions): creating a session, the cookie strings, and
//! the per-request slot through which an extractor sets a cookie.

use crate::domain::time::now_millis;
use crate::domain::tokens::{hash_session_token, new_session_token};
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
const SESSION_SECONDS: i64 = 7 * 24 * 3600;
const DEMO_SESSION_SECONDS: i64 = 3600;

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

pub fn session_seconds(app: &AppState) -> i64 {
    if app.settings.demo {
        DEMO_SESSION_SECONDS
    } else {
        SESSION_SECONDS
    }
}

/// Live sessions an account may hold; a new one ends the oldest beyond it.
pub const MAX_SESSIONS_PER_ACCOUNT: i64 = 50;

/// A session just stored, with its token (never stored) and cookie.
pub struct NewSession {
    pub token: String,
    pub hash: String,
    pub expires_at: i64,
    pub cookie: HeaderValue,
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

/// Creates a session for the account, ending its oldest sessions beyond
/// [`MAX_SESSIONS_PER_ACCOUNT`].
pub async fn create_session(
    app: &AppState,
    account_id: &str,
    origin: &SessionOrigin,
) -> Result<NewSession, ApiError> {
    let token = new_session_token();
    let hash = hash_session_token(&token);
    let now = now_millis();
    let seconds = session_seconds(app);
    let expires_at = now + seconds * 1000;
    app.store
        .insert_session(&hash, account_id, now, expires_at, origin)
        .await?;
    app.store
        .delete_oldest_sessions(account_id, &hash, MAX_SESSIONS_PER_ACCOUNT)
        .await?;
    let cookie = session_cookie(app, &token, seconds)?;
    Ok(NewSession {
        token,
        hash,
        expires_at,
        cookie,
    })
}

/// Creates a session for the account: returns the stored hash and the
/// `Set-Cookie` value carrying the token.
pub async fn start_session(
    app: &AppState,
    account_id: &str,
    request: &ApiRequest,
) -> Result<(String, HeaderValue), ApiError> {
    let session = create_session(app, account_id, &session_origin(app, request)).await?;
    Ok((session.hash, session.cookie))
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
