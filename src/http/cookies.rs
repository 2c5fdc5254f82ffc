//! Reading one cookie from a request: the session, the single sign-on
//! binding and the password-link pass all look theirs up the same way.

use axum::http::{header, HeaderMap};

/// The value of the first cookie named `name`, trimmed.
pub fn cookie_value<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(cookie, _)| *cookie == name)
        .map(|(_, value)| value.trim())
}
