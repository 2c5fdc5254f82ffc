//! `POST /api/import` (docs/data.md#importing, with issue 20's dry run and skipped-row
//! reports) and `GET /api/import/report/{id}`, the download of every row
//! an import skipped.

mod answers;
mod report;
mod upload;

use crate::http::AppState;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub use answers::{ImportCounts, ImportForm, ImportService, SkippedRowView};

/// What a standard account may upload (docs/data.md#importing); admins and the owner
/// may send up to `ADMIN_IMPORT_LIMIT_MB`.
pub const IMPORT_LIMIT: u64 = 50 * 1024 * 1024;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(upload::import_links))
        .routes(routes!(report::download_report))
}

/// Where uploads wait while they are imported; each file is deleted when
/// its request ends.
pub fn upload_dir(app: &AppState) -> std::path::PathBuf {
    app.settings.data_dir.join("uploads")
}
