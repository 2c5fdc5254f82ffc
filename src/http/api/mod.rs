//! The JSON API under `/api`, one module per area.

pub mod about;
pub mod account_changes;
pub mod auth;
pub mod automatic_login;
pub mod credentials;
pub mod export;
pub mod import;
pub mod links;
pub mod self_service;
pub mod sharex;
pub mod two_factor;
pub mod user_roles;
pub mod user_updates;
pub mod users;
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
        .merge(self_service::router())
        .merge(automatic_login::router())
        .merge(two_factor::router())
        .merge(users::router())
        .merge(user_updates::router())
        .merge(user_roles::router())
        .merge(import::router())
        .merge(export::router())
        .merge(sharex::router())
        .fallback(unknown_endpoint)
}

async fn unknown_endpoint() -> ApiError {
    ApiError::NotFound("Unknown API endpoint".into())
}
