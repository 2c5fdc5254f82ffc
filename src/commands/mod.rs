//! The subcommands of the `linkhop` binary: serving, checking the
//! configuration, migrations, accounts, import, export, backup and restore,
//! and the container's health check. They share the API's code paths
//! (import pipeline, export encoders, backup job) and work on the
//! configured database directly. Each takes only the options it reads.

pub mod backup;
pub mod check_config;
pub mod export;
pub mod healthcheck;
pub mod import;
mod import_report;
pub mod migrate;
pub mod progress;
pub mod restore;
pub mod serve;
pub mod tokens;
pub mod users;

use crate::config::{Options, Settings};
use crate::store::Store;

/// The settings a command runs with: the options it was given, every
/// other setting at its default. A bad value stops it naming the variable.
fn settings(options: Options) -> anyhow::Result<Settings> {
    Ok(Settings::resolve(&options)?)
}

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
