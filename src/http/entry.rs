//! What every connection calls for each request. Short links, the
//! product's heartbeat, go straight to the site's handler; `/api` and the
//! probes go through the router and its middleware. The site needs
//! nothing the router adds (its answers carry their own headers), so the
//! fast path answers exactly as the router's fallback would.

use super::site;
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue};
use axum::response::Response;
use axum::Router;
use std::future::Future;
use tower::ServiceExt;

/// Something a connection hands its requests to.
pub trait Entry: Clone + Send + Sync + 'static {
    /// Takes the entry by value (a clone per request, as a router is
    /// cloned per request), so the answer borrows nothing.
    fn answer(self, request: Request) -> impl Future<Output = Response> + Send + 'static;
}

impl Entry for Router {
    async fn answer(self, request: Request) -> Response {
        match self.oneshot(request).await {
            Ok(response) => response,
            Err(never) => match never {},
        }
    }
}

/// The application's entry: the router, and the site handler beside it.
#[derive(Clone)]
pub struct SiteFirst {
    router: Router,
    app: super::AppState,
    /// Off when the router has a layer the site must also pass through
    /// (the access log).
    fast_path: bool,
    /// USE_HTTPS: the header the router's layer adds to every answer.
    strict_transport_security: bool,
}

impl SiteFirst {
    pub fn new(app: super::AppState) -> Self {
        Self {
            router: super::router(app.clone()),
            fast_path: app.access_log.is_none(),
            strict_transport_security: app.settings.use_https,
            app,
        }
    }
}

/// Whether the router would hand `path` to its fallback, the site.
fn is_site_path(path: &str) -> bool {
    let api = path == "/api" || path.starts_with("/api/");
    !api && path != "/healthz" && path != "/readyz"
}

impl Entry for SiteFirst {
    async fn answer(self, request: Request) -> Response {
        if !(self.fast_path && is_site_path(request.uri().path())) {
            return self.router.answer(request).await;
        }
        let mut response = site::serve_site(State(self.app), request).await;
        if self.strict_transport_security {
            response.headers_mut().insert(
                header::STRICT_TRANSPORT_SECURITY,
                HeaderValue::from_static(super::STRICT_TRANSPORT_SECURITY),
            );
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::is_site_path;

    #[test]
    fn api_and_probes_go_through_the_router() {
        for path in ["/api", "/api/", "/api/link", "/healthz", "/readyz"] {
            assert!(!is_site_path(path), "{path}");
        }
        for path in [
            "/",
            "/abc",
            "/apis",
            "/api-docs",
            "/dash/x",
            "/robots.txt",
            "/healthzz",
        ] {
            assert!(is_site_path(path), "{path}");
        }
    }
}
