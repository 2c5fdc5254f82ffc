//! `/api/audit`: the instance's audit log (docs/audit.md) for the owner and
//! admins, page by page and as a file, over the [`crate::audit`] service.

mod bodies;
mod handlers;

pub use bodies::{AuditEntryView, AuditPage};

use crate::audit::AuditError;
use crate::http::api::accounts::messages::ADMIN_REQUIRED;
use crate::http::error::ApiError;
use crate::http::AppState;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub const TAG_AUDIT: &str = "audit";

pub const UNKNOWN_ACTION: &str =
    "Invalid action: give an action (account.disabled) or a group of them (account), as docs/audit.md lists them";
pub const INVALID_TIME: &str =
    "Invalid from or to: give an ISO 8601 time (2026-11-29T10:00:00Z) or a day (2026-11-29, UTC)";
pub const INVALID_PAGE: &str =
    "Invalid before or limit: give positive whole numbers, limit at most 1000";
pub const INVALID_FILTER: &str =
    "Invalid actor or target: at most 200 characters, no control characters";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::list_audit))
        .routes(routes!(handlers::export_audit))
}

impl From<AuditError> for ApiError {
    fn from(error: AuditError) -> Self {
        match error {
            AuditError::NotPermitted => Self::PreconditionFailed(ADMIN_REQUIRED.into()),
            AuditError::UnknownAction => Self::BadRequest(UNKNOWN_ACTION.into()),
            AuditError::Store(error) => error.into(),
        }
    }
}
