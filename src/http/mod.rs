//! HTTP: the router, the `/api` middleware (CORS, headers, cookies, JSON
//! 405s), HSTS under USE_HTTPS and one module per API area.

pub mod access_log;
pub mod api;
pub mod auth;
pub mod client;
pub mod connections;
pub mod cookies;
pub mod dashboard;
pub mod entry;
pub mod error;
pub mod health;
pub mod input;
pub mod limits;
pub mod lingering;
pub mod link_gate;
pub mod link_pages;
pub mod members;
pub mod messages;
pub mod metrics_listener;
pub mod page_query;
pub mod patch;
pub mod path_segment;
pub mod proxy_warning;
pub mod request_body;
pub mod respond;
pub mod route_rules;
pub mod sessions;
pub mod site;
pub mod sso_cookie;
pub mod state;
pub mod upload;
pub mod variant_cookie;
pub mod well_known;

use crate::config::Cors;
use axum::body::Body;
use axum::extract::MatchedPath;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode, Uri};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use error::{ClearSessionCookie, ErrorBody};
use sessions::CookieSlot;
pub use state::{App, AppState};
use std::net::SocketAddr;
use std::time::Instant;
use tower::Layer;

/// The whole application as one service: `/api` first, then the site.
pub fn router(app: AppState) -> Router {
    let use_https = app.settings.use_https;
    let access_log = app.access_log.is_some();
    let api = api::router()
        .route_layer(middleware::from_fn(remember_route))
        .layer(middleware::from_fn_with_state(app.clone(), api_layer))
        .with_state(app.clone());
    // The probes come before the slug look-up: no link can shadow them.
    let routes = Router::new()
        .route("/healthz", get(health::healthz))
        .route("/readyz", get(health::readyz))
        .nest("/api", api)
        .fallback(site::serve_site)
        .with_state(app.clone());
    // Path normalisation must run before routing, so it wraps the router.
    let normalized = tower::util::MapRequestLayer::new(normalize_api_path).layer(routes);
    let mut router = Router::new().fallback_service(normalized);
    if use_https {
        router = router.layer(middleware::map_response(add_strict_transport_security));
    }
    // Outermost, so that its time covers everything; absent unless asked for.
    if access_log {
        router = router.layer(middleware::from_fn_with_state(app, access_log::log_request));
    }
    router
}

/// Hands the matched route template (`/api/link/{id}`) to `api_layer`,
/// which runs before routing and so cannot see it on the request.
async fn remember_route(request: Request, next: Next) -> Response {
    let route = request.extensions().get::<MatchedPath>().cloned();
    let mut response = next.run(request).await;
    if let Some(route) = route {
        response.extensions_mut().insert(route);
    }
    response
}

/// Counts an API answer by route template, method and status.
fn count_api_request(app: &AppState, method: &Method, started: Instant, response: &Response) {
    let route = response
        .extensions()
        .get::<MatchedPath>()
        .map_or(crate::metrics::UNMATCHED_ROUTE, MatchedPath::as_str);
    app.metrics.api_request(
        route,
        method.as_str(),
        response.status().as_u16(),
        started.elapsed(),
    );
}

/// Under USE_HTTPS every answer — API, dashboard, redirects, errors — tells
/// browsers to use HTTPS only for two years. Not `includeSubDomains`: other
/// names under the same domain may not serve HTTPS; not `preload`, which
/// only the operator can decide.
async fn add_strict_transport_security(mut response: Response) -> Response {
    response.headers_mut().insert(
        header::STRICT_TRANSPORT_SECURITY,
        HeaderValue::from_static(STRICT_TRANSPORT_SECURITY),
    );
    response
}

pub const STRICT_TRANSPORT_SECURITY: &str = "max-age=63072000";

/// One trailing slash is ignored under `/api` (docs/api.md#transport-and-bodies).
fn normalize_api_path(mut request: Request) -> Request {
    let path = request.uri().path();
    if path.len() > 4 && path.starts_with("/api/") && path.ends_with('/') {
        let trimmed = &path[..path.len() - 1];
        let rebuilt = match request.uri().query() {
            Some(q) => format!("{trimmed}?{q}"),
            None => trimmed.to_owned(),
        };
        if let Ok(uri) = rebuilt.parse::<Uri>() {
            *request.uri_mut() = uri;
        }
    }
    request
}

/// Wraps every `/api` answer: CORS preflight and headers, `no-store` and
/// `nosniff`, cookies set by extractors, and JSON bodies for 405s.
async fn api_layer(State(app): State<AppState>, request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().clone();
    let response = api_answer(&app, request, next).await;
    count_api_request(&app, &method, started, &response);
    response
}

async fn api_answer(app: &AppState, mut request: Request, next: Next) -> Response {
    let origin = request.headers().get(header::ORIGIN).cloned();
    let response = if request.method() == Method::OPTIONS {
        let mut preflight = Response::new(Body::empty());
        *preflight.status_mut() = StatusCode::NO_CONTENT;
        let h = preflight.headers_mut();
        h.insert(
            header::ACCESS_CONTROL_ALLOW_METHODS,
            HeaderValue::from_static("GET, HEAD, POST, PATCH, DELETE, OPTIONS"),
        );
        h.insert(
            header::ACCESS_CONTROL_ALLOW_HEADERS,
            HeaderValue::from_static("Authorization, Content-Type"),
        );
        h.insert(
            header::ACCESS_CONTROL_MAX_AGE,
            HeaderValue::from_static("600"),
        );
        preflight
    } else {
        let peer = request
            .extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0);
        let client = client::client_address(request.headers(), peer, app.settings.trust_proxy);
        let checks_password = limits::checks_password(request.method(), request.uri().path());
        let Some(_slots) = app
            .in_flight
            .admit(&client, app.settings.limits, checks_password)
        else {
            return finish_api_response(app, origin, too_many_in_progress());
        };
        let slot = CookieSlot::default();
        request.extensions_mut().insert(slot.clone());
        let mut response = next.run(request).await;
        if let Some(cookie) = slot.take() {
            response.headers_mut().append(header::SET_COOKIE, cookie);
        }
        if response.extensions().get::<ClearSessionCookie>().is_some() {
            response.headers_mut().append(
                header::SET_COOKIE,
                sessions::clearing_cookie(app.settings.use_https),
            );
        }
        if response.status() == StatusCode::METHOD_NOT_ALLOWED
            && !response.headers().contains_key(header::CONTENT_TYPE)
        {
            let allow = response.headers().get(header::ALLOW).cloned();
            response = respond::json_response(
                StatusCode::METHOD_NOT_ALLOWED,
                &ErrorBody::new(messages::METHOD_NOT_ALLOWED),
            );
            if let Some(allow) = allow {
                response.headers_mut().insert(header::ALLOW, allow);
            }
        }
        response
    };
    finish_api_response(app, origin, response)
}

/// 429 for a client over its in-progress cap; clients retry after a second.
fn too_many_in_progress() -> Response {
    error::ApiError::Busy {
        message: limits::TOO_MANY_IN_PROGRESS.into(),
        retry_after_secs: 1,
    }
    .into_response()
}

/// The headers every `/api` answer carries: CORS, `nosniff`, `no-store`.
fn finish_api_response(
    app: &AppState,
    origin: Option<HeaderValue>,
    mut response: Response,
) -> Response {
    let headers = response.headers_mut();
    match &app.settings.cors {
        Cors::Any => {
            headers.insert(
                header::ACCESS_CONTROL_ALLOW_ORIGIN,
                HeaderValue::from_static("*"),
            );
        }
        Cors::List(allowed) => {
            if let Some(origin) =
                origin.filter(|o| o.to_str().is_ok_and(|o| allowed.iter().any(|a| a == o)))
            {
                headers.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, origin);
            }
            headers.append(header::VARY, HeaderValue::from_static("Origin"));
        }
    }
    headers.insert(
        header::ACCESS_CONTROL_EXPOSE_HEADERS,
        HeaderValue::from_static("Content-Disposition, Retry-After"),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    if !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}
