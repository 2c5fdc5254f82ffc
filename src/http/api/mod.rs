//! The JSON API under `/api`, one module per area. Routes and the OpenAPI
//! document come from the same annotated handlers (`routes!`), so they
//! cannot drift apart.

pub mod about;
pub mod access;
pub mod accounts;
pub mod audit;
pub mod domains;
pub mod export;
pub mod import;
pub mod links;
pub mod openapi;
pub mod sharex;
pub mod stats;
pub mod teams;
pub mod utm_templates;
pub mod views;
pub mod webhooks;

use crate::http::error::ApiError;
use crate::http::AppState;
use axum::Router;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// Every `/api` route with its documentation (paths without `/api`).
pub fn annotated_router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(about::health))
        .routes(routes!(openapi::serve_document))
        .merge(links::router())
        .merge(domains::router())
        .merge(about::router())
        .merge(accounts::router())
        .merge(access::router())
        .merge(import::router())
        .merge(export::router())
        .merge(sharex::router())
        .merge(stats::router())
        .merge(webhooks::router())
        .merge(utm_templates::router())
        .merge(audit::router())
        .merge(teams::router())
}

pub fn router() -> Router<AppState> {
    let (router, _) = annotated_router().split_for_parts();
    router.fallback(unknown_endpoint)
}

async fn unknown_endpoint() -> ApiError {
    ApiError::NotFound(crate::http::messages::UNKNOWN_ENDPOINT.into())
}
