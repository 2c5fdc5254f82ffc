//! `linkhop restore FILE`: puts the links of a backup (or of a JSON or CSV
//! export) back, with their ids, authors, dates, visit counts and public
//! statistics flag. It is the import pipeline run as the owner, who may
//! keep every author: a link whose author account no longer exists goes to
//! the owner. Each link goes back on its short domain, which is added when
//! it no longer exists. Links whose slug exists on their domain are left as
//! they are and counted.

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
    /// The server's public origin, e.g. https://s.example.com: links naming
    /// its host go on the default domain
    #[arg(long = "origin", env = "DOMAIN", value_name = "URL")]
    pub origin: Option<String>,
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
        domain: args.origin,
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
        let redirects = super::import::served_domains(&store, &settings).await?;
        let progress = CliProgress::new("restore");
        // The command holds no instance's settings: the default queue bound.
        let outbox = crate::webhooks::Outbox::default();
        let job = ImportJob {
            path: args.file.clone(),
            service: Service::Lynx,
            file_type,
            importer: &owner,
            reserved: crate::app::reserved_names(),
            // A backup is restored whole, whatever URL_ONLY_UNIQUE says now.
            unique_destinations: false,
            dry_run: false,
            redirects: &redirects,
            domain: None,
            // Links go back on their domains, which come back with them.
            create_domains: true,
            outbox: &outbox,
            by: crate::domain::audit::AuditBy::command_line(),
            team: None,
        };
        let summary = import_file(&store, job, &progress).await;
        progress.finish();
        super::import::announce(&store, summary.as_ref().ok()).await;
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
        super::import::print_domains(&summary);
        super::import_report::print_skipped(&summary);
        Ok::<(), anyhow::Error>(())
    }
    .await;
    super::close(store).await;
    outcome
}
