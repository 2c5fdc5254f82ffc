//! Visit statistics (docs/STATISTICS.md, "API"): a link's statistics,
//! everything the caller may see, a link's public statistics, a short
//! domain's orphan visits and the export of a link's raw visits, one module
//! per operation over [`crate::stats`].

mod answers;
mod errors;
mod link;
mod messages;
mod orphans;
mod overall;
mod params;
mod public;
mod variants;
mod visits;

use crate::http::AppState;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub use answers::{LinkStats, OverallStats};
pub use messages::LINK_NOT_FOUND;

pub const TAG_STATS: &str = "statistics";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(link::link_stats))
        .routes(routes!(overall::overall_stats))
        .routes(routes!(public::public_stats))
        .routes(routes!(visits::export_visits))
        .routes(routes!(orphans::orphan_visits))
}
