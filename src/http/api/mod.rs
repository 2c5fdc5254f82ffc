//! The JSON API under `/api`, one module per area. Routes and the OpenAPI
//! document come from the same annotated handlers (`routes!`), so they
//! cannot drift apart.

pub mod about;
pub mod account_changes;
pub mod auth;
pub mod automatic_login;
pub mod credentials;
pub mod export;
pub mod import;
pub mod links;
pub mod openapi;
pub mod schemas;
pub mod self_service;
pub mod sharex;
pub mod two_factor;
pub mod user_roles;
pub mod user_updates;
pub mod users;
pub mod views;

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
        .merge(auth::router())
        .merge(links::router())
        .merge(about::router())
        .merge(self_service::router())
        .merge(automatic_login::router())
        .merge(two_factor::router())
        .merge(users::router())
        .merge(user_updates::router())
        .merge(user_roles::router())
        .merge(import::router())
        .merge(export::router())
        .merge(sharex::router())
}

pub fn router() -> Router<AppState> {
    let (router, _) = annotated_router().split_for_parts();
    router.fallback(unknown_endpoint)
}

async fn unknown_endpoint() -> ApiError {
    ApiError::NotFound(crate::http::messages::UNKNOWN_ENDPOINT.into())
}
