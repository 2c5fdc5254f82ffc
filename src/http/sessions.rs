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

fn session_seconds(app: &AppState) -> i64 {
    if app.settings.demo {
        DEMO_SESSION_SECONDS
    } else {
        SESSION_SECONDS
    }
}

/// Creates a session for the account: returns the stored hash and the
/// `Set-Cookie` value carrying the token.
pub async fn start_session(
    app: &AppState,
    account_id: &str,
) -> Result<(String, HeaderValue), ApiError> {
    let token = new_session_token();
    let hash = hash_session_token(&token);
    let now = now_millis();
    let seconds = session_seconds(app);
    app.store
        .insert_session(&hash, account_id, now, now + seconds * 1000)
        .await?;
    let secure = if app.settings.use_https {
        "; Secure"
    } else {
        ""
    };
    let cookie = format!(
        "{SESSION_COOKIE}={token}; Max-Age={seconds}; Path=/; HttpOnly; SameSite=Strict{secure}"
    );
    let value = HeaderValue::from_str(&cookie).map_err(ApiError::internal)?;
    Ok((hash, value))
}

pub fn clearing_cookie(use_https: bool) -> HeaderValue {
    if use_https {
        HeaderValue::from_static("token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Strict; Secure")
    } else {
        HeaderValue::from_static("token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Strict")
    }
}
