//! Every path outside `/api` (docs/api.md#routes-outside-api): the home redirect, the dashboard
//! and its files, robots.txt, and short links — the hot path, which answers
//! plain links from the redirect cache and never writes to the database
//! inline (links with controls go through `link_gate`). What no link
//! answers on a short domain (`/`, unknown slugs, other paths) is counted
//! in memory as an orphan visit (docs/STATISTICS.md), written by the flush.

use crate::domain::app_links::AppLinksFile;
use crate::domain::orphan_visits::{not_found_kind, OrphanKind};
use crate::domain::qr::SCAN_PATH;
use crate::domain::time::now_millis;
use crate::http::client::{client_ip, short_link_host};
use crate::http::error::{ApiError, ErrorBody};
use crate::http::link_pages::X_ROBOTS_TAG;
use crate::http::messages::METHOD_NOT_ALLOWED;
use crate::http::respond::json_response;
use crate::http::AppState;
use crate::http::{link_gate, well_known};
use crate::metrics::RedirectResult;
use crate::redirects::{ServedDomain, Target};
use crate::visits::Visitor;
use axum::body::Body;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::request::Parts;
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

const ASSET_CACHE: &str = "public, max-age=31536000, immutable";
pub(super) const ROOT_FILE_CACHE: &str = "public, max-age=3600";

pub async fn serve_site(State(app): State<AppState>, request: Request) -> Response {
    // The head only: the body of a GET is never read, and the parts (unlike
    // the body) may be held across the cache look-up.
    let (request, body) = request.into_parts();
    let method = &request.method;
    if method == Method::POST {
        return post_password_form(&app, &request, body).await;
    }
    if method != Method::GET && method != Method::HEAD {
        return method_not_allowed();
    }
    let path = request.uri.path();
    if path == "/robots.txt" {
        return match domain_of(&app, &request) {
            Some(domain) => robots_txt(&app, &domain).await,
            None => not_found_text(),
        };
    }
    if path == "/" {
        return match domain_of(&app, &request) {
            Some(domain) => {
                count_orphan(&app, &request, &domain, OrphanKind::Base, None);
                redirect(
                    StatusCode::FOUND,
                    domain
                        .root_redirect
                        .as_deref()
                        .unwrap_or(&app.settings.home_redirect),
                )
            }
            None => not_found_text(),
        };
    }
    if let Some(file) = AppLinksFile::of_path(path) {
        let domain = domain_of(&app, &request);
        if let Some(body) = domain.as_deref().and_then(|d| d.app_links(file)) {
            return well_known::app_links(body);
        }
    }
    if let Some(asset) = path.strip_prefix("/assets/") {
        return app
            .dashboard
            .asset(
                &format!("assets/{asset}"),
                ASSET_CACHE,
                request.headers.get(header::ACCEPT_ENCODING),
            )
            .unwrap_or_else(not_found_text);
    }
    if path == "/dash" || path.starts_with("/dash/") {
        return app.dashboard.index(StatusCode::OK);
    }
    if let Some(raw_slug) = path.strip_prefix(SCAN_PATH) {
        return resolve_short_link(&app, &request, raw_slug, true).await;
    }
    let raw_slug = &path[1..];
    if !raw_slug.contains('/') {
        if let Some(file) = app.dashboard.file(raw_slug, ROOT_FILE_CACHE) {
            return file;
        }
    }
    resolve_short_link(&app, &request, raw_slug, false).await
}

fn method_not_allowed() -> Response {
    let mut response = json_response(
        StatusCode::METHOD_NOT_ALLOWED,
        &ErrorBody::new(METHOD_NOT_ALLOWED),
    );
    response
        .headers_mut()
        .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
    response
}

/// The short domain a request is for, by its host; `None` when the host is
/// no domain and UNKNOWN_HOSTS=reject. With one domain the host headers
/// are not read at all (they cost about 4 % of a redirect's instructions).
fn domain_of(app: &AppState, request: &Parts) -> Option<Arc<ServedDomain>> {
    app.redirects
        .domains()
        .for_host_with(|| short_link_host(&request.headers, app.settings.trust_proxy))
}

/// The visit a request makes, read from its head.
fn visitor<'a>(app: &AppState, request: &'a Parts) -> Visitor<'a> {
    let peer = request
        .extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|info| info.0);
    Visitor {
        head: request.method == Method::HEAD,
        headers: &request.headers,
        client: client_ip(&request.headers, peer, app.settings.trust_proxy),
        scan: false,
        variant: None,
        key: None,
    }
}

/// Counts a request on `domain` that no link answered (`slug` only for an
/// unknown slug): in memory, written by the next visit flush.
fn count_orphan(
    app: &AppState,
    request: &Parts,
    domain: &ServedDomain,
    kind: OrphanKind,
    slug: Option<&str>,
) {
    let visitor = visitor(app, request);
    app.visits.count_orphan(&domain.id, kind, slug, &visitor);
}

/// The slug a path names (percent-decoded, `+` kept), if it can name one.
fn slug_of(raw_slug: &str) -> Option<std::borrow::Cow<'_, str>> {
    percent_encoding::percent_decode_str(raw_slug)
        .decode_utf8()
        .ok()
        .filter(|slug| !slug.is_empty())
}

/// `POST /<slug>`: the password form of a password-protected link; any
/// other path answers 405 as before.
async fn post_password_form(app: &AppState, request: &Parts, body: Body) -> Response {
    let full_path = request.uri.path();
    // A scanned link's form posts back to its scan address: the path is
    // then `/<slug>` after the prefix (its last `/` kept).
    let scan = full_path.starts_with(SCAN_PATH);
    let path = if scan {
        full_path.get(SCAN_PATH.len() - 1..).unwrap_or("/")
    } else {
        full_path
    };
    let served_elsewhere = path == "/"
        || path.starts_with("/assets/")
        || path == "/dash"
        || path.starts_with("/dash/")
        || (!path[1..].contains('/') && app.reserved.is_reserved(&path[1..]));
    let Some(slug) = slug_of(&path[1..]).filter(|_| !served_elsewhere) else {
        return method_not_allowed();
    };
    let Some(domain) = domain_of(app, request) else {
        return method_not_allowed();
    };
    let target = match app.redirects.resolve(&domain, &slug).await {
        Ok(Some(target)) => target,
        Ok(None) => return method_not_allowed(),
        Err(error) => return ApiError::from(error).into_response(),
    };
    if target
        .controls()
        .is_none_or(|controls| controls.password_hash.is_none())
    {
        return method_not_allowed();
    }
    let visitor = Visitor {
        scan,
        variant: None,
        key: None,
        ..visitor(app, request)
    };
    link_gate::unlock(app, request, body, target, &domain, &visitor).await
}

/// `/robots.txt`: crawlable links allowed, the rest disallowed.
async fn robots_txt(app: &AppState, domain: &ServedDomain) -> Response {
    match app.redirects.robots_txt(domain).await {
        Ok(file) => {
            let mut response = Response::new(Body::from(file.to_string()));
            let headers = response.headers_mut();
            headers.insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/plain; charset=utf-8"),
            );
            headers.insert(
                header::CACHE_CONTROL,
                // The same as every other root file of the site: the
                // contract gives them all one lifetime.
                HeaderValue::from_static(ROOT_FILE_CACHE),
            );
            response
        }
        Err(error) => ApiError::from(error).into_response(),
    }
}

/// Answers a short link (`scan`: asked for at its QR code's address) and
/// counts the answer by result (`linkhop_redirects_total`) and time: a few
/// atomic additions.
async fn resolve_short_link(
    app: &AppState,
    request: &Parts,
    raw_slug: &str,
    scan: bool,
) -> Response {
    let started = Instant::now();
    let (result, response) = answer_short_link(app, request, raw_slug, scan).await;
    app.metrics.redirect(result, started.elapsed());
    response
}

async fn answer_short_link(
    app: &AppState,
    request: &Parts,
    raw_slug: &str,
    scan: bool,
) -> (RedirectResult, Response) {
    let Some(domain) = domain_of(app, request) else {
        return (RedirectResult::NotFound, not_found_text());
    };
    let Some(slug) = slug_of(raw_slug) else {
        return not_found(app, request, &domain, None);
    };
    let lookup = match app.redirects.lookup(&domain, &slug).await {
        Ok(lookup) => lookup,
        Err(error) => return (RedirectResult::Error, ApiError::from(error).into_response()),
    };
    app.metrics.cache_lookup(lookup.cached);
    let Some(target) = lookup.target else {
        // `/<slug>+` may be a link's public statistics page.
        return match public_stats_page(app, &domain, &slug).await {
            Ok(Some(page)) => (RedirectResult::NotFound, page),
            Ok(None) => not_found(app, request, &domain, Some(&slug)),
            Err(error) => (RedirectResult::Error, error),
        };
    };
    let found = if lookup.cached {
        RedirectResult::Hit
    } else {
        RedirectResult::Miss
    };
    // Every redirect answered counts, as Lynx counts: a HEAD as a bot's.
    let visitor = Visitor {
        scan,
        variant: None,
        key: None,
        ..visitor(app, request)
    };
    // A split is the server's to choose, also under FORCE_FRONTEND_REDIRECT.
    if let Some(choice) = target.split_choice(app.visits.salts(), &visitor, now_millis()) {
        app.visits.count(target.num(), &choice.counted(&visitor));
        return (found, redirect_response(app, choice.location));
    }
    if target.controls().is_some() {
        // Expiry, limits and passwords are the server's to enforce, also
        // under FORCE_FRONTEND_REDIRECT.
        let response = link_gate::visit(app, request, target, &domain, &visitor).await;
        let result = match response.status() {
            StatusCode::GONE => RedirectResult::Expired,
            status if status.is_redirection() => found,
            status if status.is_server_error() => RedirectResult::Error,
            // The password form, or too many wrong passwords.
            StatusCode::OK | StatusCode::TOO_MANY_REQUESTS => RedirectResult::Password,
            _ => RedirectResult::NotFound,
        };
        return (result, response);
    }
    (found, redirect_to(app, &target, &visitor))
}

/// A path that names no link on `domain` (`slug`: its decoded text, when
/// it decodes): counted as an orphan visit, answered with the not-found
/// answer.
fn not_found(
    app: &AppState,
    request: &Parts,
    domain: &ServedDomain,
    slug: Option<&str>,
) -> (RedirectResult, Response) {
    let (kind, slug) = not_found_kind(slug);
    count_orphan(app, request, domain, kind, slug);
    (RedirectResult::NotFound, not_found_page(app, domain))
}

/// An unknown slug: the domain's not-found redirect, or the built-in page.
fn not_found_page(app: &AppState, domain: &ServedDomain) -> Response {
    match domain.not_found_redirect.as_deref() {
        Some(location) => {
            let mut response = redirect(StatusCode::FOUND, location);
            response.headers_mut().insert(
                header::CACHE_CONTROL,
                HeaderValue::from_static("private, max-age=0"),
            );
            response
        }
        None => app.dashboard.index(StatusCode::NOT_FOUND),
    }
}

fn redirect_to(app: &AppState, target: &Target, visitor: &Visitor<'_>) -> Response {
    if app.settings.force_frontend_redirect {
        return app.dashboard.index(StatusCode::OK);
    }
    app.visits.count(target.num(), visitor);
    redirect_response(app, target.location())
}

/// The redirect of a link with no controls to `location`.
fn redirect_response(app: &AppState, location: &str) -> Response {
    let status = StatusCode::from_u16(app.settings.redirect_status).unwrap_or(StatusCode::FOUND);
    let mut response = Response::new(Body::empty());
    *response.status_mut() = status;
    let headers = response.headers_mut();
    // Checked when the target was built; built per answer so the cached
    // targets stay small.
    if let Ok(location) = HeaderValue::from_str(location) {
        headers.insert(header::LOCATION, location);
    }
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, max-age=0"),
    );
    // Plain links are not crawlable (robots.txt disallows them too).
    headers.insert(X_ROBOTS_TAG, HeaderValue::from_static("noindex"));
    response
}

/// `/<slug>+` that no link has: 302 to `/dash/public/<slug>` when the link
/// `<slug>` has public statistics (docs/STATISTICS.md); `None` when there
/// is no such page (the path names nothing); `Err` with the error's answer
/// when the look-up failed. Nothing is cached: one look-up per such request.
async fn public_stats_page(
    app: &AppState,
    domain: &ServedDomain,
    path_slug: &str,
) -> Result<Option<Response>, Response> {
    const SEGMENT: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
        .remove(b'-')
        .remove(b'.')
        .remove(b'_')
        .remove(b'~');
    let Some(slug) = path_slug.strip_suffix('+').filter(|s| !s.is_empty()) else {
        return Ok(None);
    };
    match app.stats().has_public_page(&domain.id, slug).await {
        Ok(true) => {
            let encoded = percent_encoding::utf8_percent_encode(slug, SEGMENT);
            let page = match domain.host.as_deref() {
                None => format!("/dash/public/{encoded}"),
                Some(host) => format!(
                    "/dash/public/{encoded}?domain={}",
                    percent_encoding::utf8_percent_encode(host, SEGMENT)
                ),
            };
            let mut response = redirect(StatusCode::FOUND, &page);
            response.headers_mut().insert(
                header::CACHE_CONTROL,
                HeaderValue::from_static("private, max-age=0"),
            );
            Ok(Some(response))
        }
        Ok(false) => Ok(None),
        Err(error) => Err(ApiError::from(error).into_response()),
    }
}

fn redirect(status: StatusCode, location: &str) -> Response {
    let mut response = Response::new(Body::empty());
    *response.status_mut() = status;
    if let Ok(value) = HeaderValue::from_str(location) {
        response.headers_mut().insert(header::LOCATION, value);
    }
    response
}

fn not_found_text() -> Response {
    let mut response = Response::new(Body::from("Not found"));
    *response.status_mut() = StatusCode::NOT_FOUND;
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    response
}
