//! Identity and access routes (docs/accounts.md): the account's API tokens
//! and sessions, the owner's two-factor policy, and disabling accounts.

mod answers;
pub mod bodies;
mod disable;
mod policy;
mod sessions;
mod tokens;

pub use answers::{SessionView, TokenView};

use crate::http::AppState;
use utoipa_axum::router::OpenApiRouter;

pub const TAG_ACCESS: &str = "access";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(tokens::router())
        .merge(sessions::router())
        .merge(policy::router())
        .merge(disable::router())
}
