//! `linkhop backup`: writes one backup now, as the scheduled job does.

use crate::config::{BackupFileOptions, DatabaseOptions, Options};
use crate::transfer::backup::{write_backup_for, BackupPlan};

#[derive(clap::Args)]
pub struct BackupArgs {
    #[command(flatten)]
    pub backup_files: BackupFileOptions,
    #[command(flatten)]
    pub database: DatabaseOptions,
}

pub async fn run(args: BackupArgs) -> anyhow::Result<()> {
    let settings = super::settings(Options {
        database: args.database,
        backup_files: args.backup_files,
        ..Options::default()
    })?;
    let store = super::open_migrated(&settings).await?;
    let plan = BackupPlan::from_settings(&settings);
    let outcome = write_backup_for(&store, &plan, chrono::Utc::now()).await;
    super::close(store).await;
    match outcome? {
        Some(report) => println!(
            "Backup of {} links written to {}",
            report.links,
            report.file.display()
        ),
        None => println!("Another instance is writing this backup"),
    }
    Ok(())
}
