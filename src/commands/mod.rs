//! Operator subcommands of the `linkhop` binary: accounts, import, export
//! and backups. They share the API's code paths (import pipeline, export
//! encoders, backup job) and work on the configured database directly.

pub mod backup;
pub mod export;
pub mod import;
pub mod progress;
pub mod users;

use crate::app::App;
use crate::config::Settings;
use crate::http::AppState;

/// Opens the configured database (applying migrations) for a command.
async fn open(settings: Settings) -> anyhow::Result<AppState> {
    std::fs::create_dir_all(&settings.data_dir)?;
    App::start(settings).await
}

/// Closes the store so SQLite checkpoints and every write is on disk.
async fn close(app: AppState) {
    app.store.close().await;
}
