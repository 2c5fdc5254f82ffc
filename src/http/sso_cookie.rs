//! The single sign-on binding cookie: a random value tying a login in
//! progress (or a provider login waiting for its two-factor code) to the
//! browser that started it, so a callback link sent to someone else signs
//! nobody in. `SameSite=Lax`, unlike the session cookie: the provider sends
//! the browser back with a cross-site top-level GET, which Lax cookies
//! accompany and Strict ones do not.

use crate::http::cookies::cookie_value;
use axum::http::{HeaderMap, HeaderValue};

const NAME: &str = "oidc";
/// Under USE_HTTPS, with the `__Host-` prefix (as the session cookie).
const SECURE_NAME: &str = "__Host-oidc";

fn name(use_https: bool) -> &'static str {
    if use_https {
        SECURE_NAME
    } else {
        NAME
    }
}

/// The binding cookie's value, if the request has one.
pub fn binding_from_cookies(headers: &HeaderMap, use_https: bool) -> Option<String> {
    let name = name(use_https);
    cookie_value(headers, name)
        .filter(|v| !v.is_empty())
        .map(str::to_owned)
}

/// Sets the binding cookie for `seconds`. The value is base64url, which a
/// header value always accepts.
pub fn binding_cookie(binding: &str, seconds: i64, use_https: bool) -> Option<HeaderValue> {
    let secure = if use_https { "; Secure" } else { "" };
    let name = name(use_https);
    HeaderValue::from_str(&format!(
        "{name}={binding}; Max-Age={seconds}; Path=/; HttpOnly; SameSite=Lax{secure}"
    ))
    .ok()
}

/// Removes the binding cookie: each binding is used once.
pub fn clearing_binding_cookie(use_https: bool) -> HeaderValue {
    if use_https {
        HeaderValue::from_static("__Host-oidc=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure")
    } else {
        HeaderValue::from_static("oidc=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cookie_is_lax_http_only_and_prefixed_under_https() {
        let plain = binding_cookie("abc", 600, false).expect("value");
        assert_eq!(
            plain.to_str().ok(),
            Some("oidc=abc; Max-Age=600; Path=/; HttpOnly; SameSite=Lax")
        );
        let secure = binding_cookie("abc", 600, true).expect("value");
        assert!(secure
            .to_str()
            .is_ok_and(|c| c.starts_with("__Host-oidc=abc;") && c.ends_with("; Secure")));
        let mut headers = HeaderMap::new();
        headers.insert(
            axum::http::header::COOKIE,
            HeaderValue::from_static("token=t; oidc=b1; __Host-oidc=b2"),
        );
        assert_eq!(binding_from_cookies(&headers, false).as_deref(), Some("b1"));
        assert_eq!(binding_from_cookies(&headers, true).as_deref(), Some("b2"));
    }
}
