//! The account routes of `/api` (api.md §4, §10, §11): thin handlers that
//! read the request, call [`crate::accounts`] and send typed answers.
//! Refusals become API errors in `errors`, messages live in `messages`.

pub mod answers;
mod automatic_login;
pub mod bodies;
mod errors;
pub mod messages;
mod profile;
mod registration;
mod roles;
mod session;
mod two_factor;
mod user_credentials;
mod users;

use crate::accounts::sign_in::Attempt;
use crate::http::auth::ApiRequest;
use crate::http::AppState;
use utoipa_axum::router::OpenApiRouter;

/// Every account route with its documentation.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(session::router())
        .merge(registration::router())
        .merge(profile::router())
        .merge(automatic_login::router())
        .merge(two_factor::router())
        .merge(users::router())
        .merge(user_credentials::router())
        .merge(roles::router())
}

/// A sign-in from this request's client.
fn sign_in_attempt<'a>(app: &'a AppState, request: &'a ApiRequest) -> Attempt<'a> {
    Attempt {
        store: &app.store,
        client: &request.client,
        dummy_checks: &app.dummy_password_checks,
    }
}
