//! Operator subcommands of the `linkhop` binary: accounts, import, export
//! and backups. They share the API's code paths (import pipeline, export
//! encoders, backup job) and work on the configured database directly.

pub mod backup;
pub mod export;
pub mod import;
pub mod progress;
pub mod users;

use crate::config::Settings;
use crate::store::Store;

/// Opens the configured database as the server does at start-up
/// (migrations, owner check, demo account), without the HTTP state.
async fn open(settings: &Settings) -> anyhow::Result<Store> {
    crate::store::create_private_dir(&settings.data_dir)?;
    crate::app::open_store(settings).await
}

/// Opens the configured database and applies migrations, nothing more.
async fn open_migrated(settings: &Settings) -> anyhow::Result<Store> {
    crate::store::create_private_dir(&settings.data_dir)?;
    let store = Store::connect(&settings.database_url).await?;
    store.migrate().await?;
    Ok(store)
}

/// Closes the store so SQLite checkpoints and every write is on disk.
async fn close(store: Store) {
    store.close().await;
}
