//! The metrics listener (`METRICS_LISTEN`): `GET /metrics` in the
//! OpenMetrics text format, on an address of its own so that it is never
//! public by accident. Figures that are read rather than counted are read
//! here, at each scrape, so that nothing on the request path pays for them.

use crate::http::AppState;
use crate::metrics::{PoolFigures, Snapshot, CONTENT_TYPE};
use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::Response;
use axum::routing::get;
use axum::Router;

pub fn router(app: AppState) -> Router {
    Router::new()
        .route("/metrics", get(serve_metrics))
        .fallback(not_found)
        .with_state(app)
}

async fn serve_metrics(State(app): State<AppState>) -> Response {
    let text = app.metrics.render(&snapshot(&app));
    let mut response = Response::new(Body::from(text));
    response
        .headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(CONTENT_TYPE));
    response
}

async fn not_found() -> Response {
    let mut response = Response::new(Body::from("Not found: metrics are at /metrics\n"));
    *response.status_mut() = StatusCode::NOT_FOUND;
    response
}

/// What the caches, pools and visit buffer hold at this moment.
pub fn snapshot(app: &AppState) -> Snapshot {
    let (cached_links, cached_unknown) = app.redirects.cached_entries();
    Snapshot {
        cached_links: cached_links as u64,
        cached_unknown: cached_unknown as u64,
        pools: app
            .store
            .pool_states()
            .into_iter()
            .map(|pool| PoolFigures {
                name: pool.name,
                in_use: u64::from(pool.open.saturating_sub(pool.idle)),
                idle: u64::from(pool.idle),
                max: u64::from(pool.max),
            })
            .collect(),
        change_feed: app.redirects.change_feed_listening(),
        change_feed_changes: app.redirects.change_feed_changes(),
        visit_events_dropped: app.visits.dropped(),
        orphan_slugs_dropped: app.visits.orphan_slugs_dropped(),
        visits_pending: app.visits.pending(),
        visit_events_queued: app.visits.events_queued() as u64,
    }
}
