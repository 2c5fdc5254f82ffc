//! `/api/domains`: the short domains an instance answers for
//! (docs/domains.md), over the [`crate::short_domains`] service.

mod bodies;
mod errors;
mod handlers;

pub use bodies::{CreateDomainBody, DomainList, DomainView, EditDomainBody, RemoveDomainParams};
pub use errors::DOMAIN_NOT_FOUND;

use crate::http::AppState;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub const TAG_DOMAINS: &str = "domains";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::list_domains, handlers::create_domain))
        .routes(routes!(handlers::edit_domain, handlers::remove_domain))
}
