//! The JSON API under `/api`, one module per area.

pub mod about;
pub mod auth;
pub mod credentials;
pub mod export;
pub mod import;
pub mod links;
pub mod sharex;
pub mod views;

use crate::app::AppState;
use crate::http::error::ApiError;
use axum::routing::get;
use axum::Router;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/", get(about::health))
        .merge(auth::router())
        .merge(links::router())
        .merge(about::router())
        .merge(import::router())
        .merge(export::router())
        .merge(sharex::router())
        .fallback(unknown_endpoint)
}

async fn unknown_endpoint() -> ApiError {
    ApiError::NotFound("Unknown API endpoint".into())
}
