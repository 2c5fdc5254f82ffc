//! The cookie an A/B split link keeps a visitor's variant in, when the
//! link asks for one (`split.cookie`): without it a visitor keeps its
//! variant for the UTC day through the daily visitor key, and no cookie is
//! set. It holds the variant's tag (`domain::split::cookie_tag`), never
//! anything about the visitor.

use crate::http::cookies::cookie_value;
use crate::http::link_gate::{cookie_path, secure};
use crate::http::AppState;
use crate::redirects::split::CachedVariant;
use crate::redirects::{Controls, Target};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, HeaderValue};

/// How long a split link that asks for it remembers a visitor's variant.
const VARIANT_SECONDS: i64 = 30 * 24 * 60 * 60;

/// The split variant the visitor's cookie names, for a link that keeps one.
pub fn remembered_variant<'r>(
    request: &'r Parts,
    target: &Target,
    controls: &Controls,
) -> Option<&'r str> {
    if !controls.split_cookie() {
        return None;
    }
    cookie_value(&request.headers, &cookie_name(target))
}

/// Sets the cookie of `variant` on a redirect, for a link that keeps one
/// and a visitor whose cookie does not name it already.
pub fn remember(
    app: &AppState,
    request: &Parts,
    target: &Target,
    controls: &Controls,
    variant: &CachedVariant<'_>,
    headers: &mut HeaderMap,
) {
    if !controls.split_cookie()
        || remembered_variant(request, target, controls) == Some(variant.tag())
    {
        return;
    }
    let cookie = format!(
        "{}={}; Path={}; Max-Age={VARIANT_SECONDS}; HttpOnly; SameSite=Lax{}",
        cookie_name(target),
        variant.tag(),
        cookie_path(request),
        secure(app)
    );
    if let Ok(value) = HeaderValue::from_str(&cookie) {
        headers.append(header::SET_COOKIE, value);
    }
}

/// Per link, as the unlock cookie.
fn cookie_name(target: &Target) -> String {
    format!("linkhop_variant_{}", target.num())
}
