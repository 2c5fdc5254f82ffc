//! `/api/utm-templates`: an account's saved campaign parameters
//! (docs/campaigns.md), over the [`crate::campaigns`] service.

mod bodies;
mod errors;
mod handlers;

pub use bodies::{UtmTemplateList, UtmTemplateView};

use crate::http::AppState;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub const TAG_CAMPAIGNS: &str = "campaigns";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::list_templates, handlers::create_template))
        .routes(routes!(handlers::edit_template, handlers::delete_template))
}
