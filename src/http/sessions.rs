//! Session cookies (api.md §15): creating a session, the cookie strings, and
//! the per-request slot through which an extractor sets a cookie.

use crate::domain::time::now_millis;
use crate::domain::tokens::{hash_session_token, new_session_token};
use crate::http::error::ApiError;
use crate::http::AppState;
use axum::http::{header, HeaderMap, HeaderValue};
use std::sync::{Arc, Mutex, PoisonError};

pub const SESSION_COOKIE: &str = "token";
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

pub fn session_token_from_cookies(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == SESSION_COOKIE)
        .map(|(_, value)| value.trim().to_owned())
        .filter(|v| !v.is_empty())
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

/// Creates a session for the account, ending its oldest sessions beyond
/// [`MAX_SESSIONS_PER_ACCOUNT`].
pub async fn create_session(app: &AppState, account_id: &str) -> Result<NewSession, ApiError> {
    let token = new_session_token();
    let hash = hash_session_token(&token);
    let now = now_millis();
    let seconds = session_seconds(app);
    let expires_at = now + seconds * 1000;
    app.store
        .insert_session(&hash, account_id, now, expires_at)
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
) -> Result<(String, HeaderValue), ApiError> {
    let session = create_session(app, account_id).await?;
    Ok((session.hash, session.cookie))
}

/// The `Set-Cookie` value carrying `token` for `seconds`.
pub fn session_cookie(app: &AppState, token: &str, seconds: i64) -> Result<HeaderValue, ApiError> {
    let secure = if app.settings.use_https {
        "; Secure"
    } else {
        ""
    };
    let cookie = format!(
        "{SESSION_COOKIE}={token}; Max-Age={seconds}; Path=/; HttpOnly; SameSite=Strict{secure}"
    );
    HeaderValue::from_str(&cookie).map_err(ApiError::internal)
}

pub fn clearing_cookie(use_https: bool) -> HeaderValue {
    if use_https {
        HeaderValue::from_static("token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Strict; Secure")
    } else {
        HeaderValue::from_static("token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Strict")
    }
}
