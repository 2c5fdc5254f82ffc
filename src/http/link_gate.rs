//! Short links with controls (README, "Link controls"): the decision, in
//! its one order, is `Redirects::decide` (`redirects/decision.rs`); this
//! module turns it into the answer (the 404 page of a link not valid yet,
//! `expiredUrl` or a 410 page, the password form, the redirect) and owns
//! what is HTTP: the unlock cookie, the form and its token.
//! The password form posts back to the short link; it is CSRF-safe (a
//! same-site token cookie matched against the form, and the Origin check)
//! and throttled per client address and link and per link (`redirects::unlock`).

use crate::domain::link_unlock::{verify_unlock, UNLOCK_SECONDS};
use crate::domain::time::now_millis;
use crate::http::client::is_same_origin;
use crate::http::cookies::cookie_value;
use crate::http::error::ApiError;
use crate::http::input::{media_type, read_body};
use crate::http::link_pages::{self as pages, FormNotice, X_ROBOTS_TAG};
use crate::http::variant_cookie::{self, remembered_variant};
use crate::http::AppState;
use crate::redirects::unlock::Unlock;
use crate::redirects::{Controls, Decision, Refusal, ServedDomain, Target};
use crate::store::StoreError;
use crate::visits::{Facts, Visitor};
use axum::body::Body;
use axum::http::request::Parts;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use subtle::ConstantTimeEq;

/// A password form's body is small; more is refused unread.
const FORM_LIMIT: usize = 4096;
/// The form token cookie's name and lifetime.
const FORM_COOKIE: &str = "linkhop_form";
const FORM_SECONDS: i64 = 60 * 60;

/// A `GET` or `HEAD` of a link with controls; the password is proved by
/// the visitor's signed unlock cookie.
pub async fn visit(
    app: &AppState,
    request: &Parts,
    target: Target,
    domain: &ServedDomain,
    visitor: &Visitor<'_>,
) -> Response {
    let Some(controls) = target.controls() else {
        return ApiError::internal(anyhow::anyhow!("a plain link reached the gate"))
            .into_response();
    };
    let now = now_millis();
    let facts = Facts::new(&app.visits, visitor, query_of(request), now)
        .remembering(remembered_variant(request, &target, controls));
    // Only a password link reads its unlock cookie (whose name is made).
    let proof = controls
        .password_hash
        .as_ref()
        .and_then(|_| cookie_value(&request.headers, &unlock_cookie_name(&target)));
    let unlocked =
        |hash: &str| proof.is_some_and(|p| verify_unlock(p, hash, controls.link_id(), now / 1000));
    let decision = app.redirects.decide(&target, &facts, unlocked).await;
    let visitor = &Visitor {
        key: facts.computed_key(),
        ..*visitor
    };
    // A link-preview fetcher gets the card of an open link, also behind a
    // password: the card holds only what its owner wrote for it, never the
    // destination. Counted as the bot visit it is.
    if let Some(page) = controls.preview_page() {
        let open = matches!(
            decision,
            Ok(Decision::Redirect { .. } | Decision::Refused(Refusal::Locked))
        );
        if open && facts.is_preview_fetcher() {
            app.visits.count(target.num(), visitor);
            return pages::preview_card(page);
        }
    }
    let visit = Visit {
        target: &target,
        controls,
        domain,
        visitor,
    };
    answer(app, request, &visit, decision, false)
}

/// A `POST` of the password form to a password-protected link.
pub async fn unlock(
    app: &AppState,
    request: &Parts,
    body: Body,
    target: Target,
    domain: &ServedDomain,
    visitor: &Visitor<'_>,
) -> Response {
    let Some(controls) = target.controls() else {
        return ApiError::internal(anyhow::anyhow!("a plain link reached the gate"))
            .into_response();
    };
    let now = now_millis();
    // A closed link answers as it would to a GET, before the form is read.
    match controls.admit(now, |_| false) {
        Err(Refusal::NotYetValid) => {
            return pages::not_yet_valid(pages::language_of(&request.headers))
        }
        Err(Refusal::Expired) => return expired(request, controls, domain),
        Err(Refusal::Locked) | Ok(()) => {}
    }
    if let Some(origin) = request
        .headers
        .get(header::ORIGIN)
        .and_then(|o| o.to_str().ok())
    {
        // On a short domain of its own, the form posts from that domain.
        let own_domain = domain
            .host
            .as_deref()
            .is_some_and(|host| is_origin_of_host(origin, host));
        if !own_domain && !is_same_origin(origin, &request.headers, &app.settings) {
            return pages::cross_origin(pages::language_of(&request.headers));
        }
    }
    let form_type = media_type(&request.headers);
    let Ok(bytes) = read_body(&request.headers, body, FORM_LIMIT, "form too large").await else {
        return form(app, request, StatusCode::BAD_REQUEST, FormNotice::BadForm);
    };
    if form_type.as_deref() != Some("application/x-www-form-urlencoded") {
        return form(app, request, StatusCode::BAD_REQUEST, FormNotice::BadForm);
    }
    let (mut password, mut token) = (None, None);
    for (name, value) in url::form_urlencoded::parse(&bytes) {
        match &*name {
            "password" if password.is_none() => password = Some(value.into_owned()),
            "csrf" if token.is_none() => token = Some(value.into_owned()),
            _ => {}
        }
    }
    let expected = cookie_value(&request.headers, FORM_COOKIE).unwrap_or("");
    let token_ok = token.as_deref().is_some_and(|t| {
        !expected.is_empty() && bool::from(t.as_bytes().ct_eq(expected.as_bytes()))
    });
    if !token_ok {
        return form(app, request, StatusCode::FORBIDDEN, FormNotice::StaleForm);
    }
    let password = password.unwrap_or_default();
    match app
        .redirects
        .unlock(&target, &password, visitor.client, now)
        .await
    {
        Unlock::Granted(proof) => {
            let facts = Facts::new(&app.visits, visitor, query_of(request), now)
                .remembering(remembered_variant(request, &target, controls));
            let decision = app.redirects.decide(&target, &facts, |_| true).await;
            let visitor = &Visitor {
                key: facts.computed_key(),
                ..*visitor
            };
            let visit = Visit {
                target: &target,
                controls,
                domain,
                visitor,
            };
            let mut response = answer(app, request, &visit, decision, true);
            let cookie = format!(
                "{}={proof}; Path={}; Max-Age={UNLOCK_SECONDS}; HttpOnly; SameSite=Lax{}",
                unlock_cookie_name(&target),
                cookie_path(request),
                secure(app)
            );
            if let Ok(value) = HeaderValue::from_str(&cookie) {
                response.headers_mut().append(header::SET_COOKIE, value);
            }
            response
        }
        Unlock::Wrong => form(
            app,
            request,
            StatusCode::FORBIDDEN,
            FormNotice::WrongPassword,
        ),
        Unlock::Throttled { retry_after_secs } => {
            pages::too_many_attempts(retry_after_secs, pages::language_of(&request.headers))
        }
        Unlock::Unavailable => pages::unavailable(pages::language_of(&request.headers)),
    }
}

/// The visitor's query string, when it has one.
fn query_of(request: &Parts) -> Option<&str> {
    request.uri.query().filter(|q| !q.is_empty())
}

/// The answer to a decision: a refusal's page, or the redirect (the
/// visit counted). After the password form it is a 303, so the browser
/// follows with a GET and never sends the form (or its password) on to
/// the destination.
fn answer(
    app: &AppState,
    request: &Parts,
    visit: &Visit<'_>,
    decision: Result<Decision<'_>, StoreError>,
    after_form: bool,
) -> Response {
    let Visit {
        target,
        controls,
        domain,
        visitor,
    } = *visit;
    let (rule, variant) = match decision {
        Ok(Decision::Redirect { rule, variant }) => (rule, variant),
        Ok(Decision::Refused(Refusal::NotYetValid)) => {
            return pages::not_yet_valid(pages::language_of(&request.headers))
        }
        Ok(Decision::Refused(Refusal::Expired)) => return expired(request, controls, domain),
        Ok(Decision::Refused(Refusal::Locked)) => {
            return form(app, request, StatusCode::OK, FormNotice::None)
        }
        Err(error) => return ApiError::from(error).into_response(),
    };
    let counted = Visitor {
        variant: variant.map(|v| v.key()),
        ..*visitor
    };
    app.visits.count(target.num(), &counted);
    let location = rule
        .or(variant.map(|v| v.location()))
        .unwrap_or(target.location());
    let query = query_of(request)
        .filter(|_| controls.forward_query)
        .map(|query| controls.visitor_query(query));
    // A copy of the Location only when the visitor's query joins it.
    let forwarded = match query {
        Some(query) if !query.is_empty() => Some(with_query(location, &query)),
        _ => None,
    };
    let status = if after_form {
        StatusCode::SEE_OTHER
    } else {
        let code = controls
            .redirect_status
            .unwrap_or(app.settings.redirect_status);
        StatusCode::from_u16(code).unwrap_or(StatusCode::FOUND)
    };
    let mut response = Response::new(Body::empty());
    *response.status_mut() = status;
    let headers = response.headers_mut();
    let value = forwarded
        .as_deref()
        .map_or_else(|| HeaderValue::from_str(location), HeaderValue::from_str)
        .or_else(|_| HeaderValue::from_str(location));
    if let Ok(value) = value {
        headers.insert(header::LOCATION, value);
    }
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, max-age=0"),
    );
    if !controls.crawlable {
        headers.insert(X_ROBOTS_TAG, HeaderValue::from_static("noindex"));
    }
    if let Some(variant) = variant {
        variant_cookie::remember(app, request, target, controls, &variant, headers);
    }
    response
}

/// `expiredUrl` (302), or the 410 page.
/// What one visit is about.
#[derive(Clone, Copy)]
struct Visit<'a> {
    target: &'a Target,
    controls: &'a Controls,
    domain: &'a ServedDomain,
    visitor: &'a Visitor<'a>,
}

/// An expired link: its own `expiredUrl`, else its domain's expired
/// redirect, else the 410 page in the visitor's language.
fn expired(request: &Parts, controls: &Controls, domain: &ServedDomain) -> Response {
    let Some(location) = controls
        .expired_location
        .as_deref()
        .or(domain.expired_redirect.as_deref())
        .and_then(|l| HeaderValue::from_str(l).ok())
    else {
        return pages::expired(pages::language_of(&request.headers));
    };
    let mut response = Response::new(Body::empty());
    *response.status_mut() = StatusCode::FOUND;
    let headers = response.headers_mut();
    headers.insert(header::LOCATION, location);
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(X_ROBOTS_TAG, HeaderValue::from_static("noindex"));
    response
}

/// Whether `origin` is `http(s)://host` exactly (`host` as stored).
fn is_origin_of_host(origin: &str, host: &str) -> bool {
    origin
        .strip_prefix("https://")
        .or_else(|| origin.strip_prefix("http://"))
        .is_some_and(|rest| rest.eq_ignore_ascii_case(host))
}

/// `location` with the visitor's query string appended (before any
/// fragment), after the destination's own parameters.
pub fn with_query(location: &str, query: &str) -> String {
    let (base, fragment) = match location.split_once('#') {
        Some((base, fragment)) => (base, Some(fragment)),
        None => (location, None),
    };
    let joiner = if !base.contains('?') {
        "?"
    } else if base.ends_with('?') || base.ends_with('&') {
        ""
    } else {
        "&"
    };
    let mut out = format!("{base}{joiner}{query}");
    if let Some(fragment) = fragment {
        out.push('#');
        out.push_str(fragment);
    }
    out
}

/// The password form with a form token: the visitor's own when it has
/// one, else a new one set as a same-site cookie for this link's path.
fn form(app: &AppState, request: &Parts, status: StatusCode, notice: FormNotice) -> Response {
    let existing = cookie_value(&request.headers, FORM_COOKIE).filter(|t| {
        t.len() == 22
            && t.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    });
    let token = existing
        .map(str::to_owned)
        .unwrap_or_else(|| URL_SAFE_NO_PAD.encode(rand::random::<[u8; 16]>()));
    let language = pages::language_of(&request.headers);
    let mut response = pages::password_form(status, &token, notice, language);
    if existing.is_none() {
        let cookie = format!(
            "{FORM_COOKIE}={token}; Path={}; Max-Age={FORM_SECONDS}; HttpOnly; SameSite=Strict{}",
            cookie_path(request),
            secure(app)
        );
        if let Ok(value) = HeaderValue::from_str(&cookie) {
            response.headers_mut().append(header::SET_COOKIE, value);
        }
    }
    response
}

/// Per link, so that two password links (`a` and `a/b`) never share one.
fn unlock_cookie_name(target: &Target) -> String {
    format!("linkhop_unlock_{}", target.num())
}

/// The short link's path as the browser sent it; `/` when it holds a
/// character a cookie attribute cannot.
pub(super) fn cookie_path(request: &Parts) -> &str {
    let path = request.uri.path();
    if path.bytes().all(|b| b.is_ascii_graphic() && b != b';') {
        path
    } else {
        "/"
    }
}

pub(super) fn secure(app: &AppState) -> &'static str {
    if app.settings.use_https {
        "; Secure"
    } else {
        ""
    }
}

#[cfg(test)]
mod tests {
    use super::with_query;

    #[test]
    fn forwarded_queries_join_the_destinations_own() {
        assert_eq!(with_query("https://e.com", "a=1"), "https://e.com?a=1");
        assert_eq!(
            with_query("https://e.com/?x=2", "a=1"),
            "https://e.com/?x=2&a=1"
        );
        assert_eq!(with_query("https://e.com/?", "a=1"), "https://e.com/?a=1");
        assert_eq!(
            with_query("https://e.com/p#top", "a=1"),
            "https://e.com/p?a=1#top"
        );
    }
}
