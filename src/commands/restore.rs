//! `linkhop restore FILE`: puts the links of a backup (or of a JSON or CSV
//! export) back, with their ids, authors, dates, visit counts and public
//! statistics flag. It is the import pipeline run as the owner, who may
//! keep every author: a link whose author account no longer exists goes to
//! the owner. Links whose slug exists are left as they are and counted.

use super::progress::CliProgress;
use crate::config::{DatabaseOptions, Options};
use crate::domain::import::{FileType, Service};
use crate::transfer::import::{import_file, ImportJob};
use anyhow::{anyhow, bail};
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct RestoreArgs {
    /// A backup written by `linkhop backup` or BACKUP=true (backup-….json), or a JSON or CSV export
    pub file: PathBuf,
    #[command(flatten)]
    pub database: DatabaseOptions,
}

pub async fn run(args: RestoreArgs) -> anyhow::Result<()> {
    let name = args.file.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let Some(file_type) = FileType::from_file_name(name) else {
        bail!("{}: expected a .json or .csv file", args.file.display());
    };
    if !args.file.is_file() {
        bail!("no such file: {}", args.file.display());
    }
    let settings = super::settings(Options {
        database: args.database,
        ..Options::default()
    })?;
    let store = super::open(&settings).await?;
    let outcome = async {
        let owner = store
            .list_accounts()
            .await?
            .into_iter()
            .find(|account| account.role == "owner")
            .ok_or_else(|| {
                anyhow!("no account yet: restore the database's accounts or create the owner first (linkhop user create --role owner)")
            })?;
        let progress = CliProgress::new("restore");
        let job = ImportJob {
            path: args.file.clone(),
            service: Service::Lynx,
            file_type,
            importer: &owner,
            reserved: crate::app::reserved_names(),
            // A backup is restored whole, whatever URL_ONLY_UNIQUE says now.
            unique_destinations: false,
            dry_run: false,
        };
        let summary = import_file(&store, job, &progress).await;
        progress.finish();
        // Running instances may have cached these slugs as unknown.
        store.announce_all_links_changed().await;
        let summary = summary?;
        println!(
            "Restored {} / {} links (skipped: {} existing, {} invalid); links of missing accounts belong to {}",
            summary.imported,
            summary.rows,
            summary.skipped_existing,
            summary.skipped_invalid,
            owner.username
        );
        // Why rows were skipped (a password hash beyond the server's
        // bounds, say), as `linkhop import` says it.
        super::import_report::print_skipped(&summary);
        Ok::<(), anyhow::Error>(())
    }
    .await;
    super::close(store).await;
    outcome
}
