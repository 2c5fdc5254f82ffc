//! `linkhop backup`: writes one backup now, as the scheduled job does.

use crate::config::Settings;
use crate::transfer::backup::{write_backup_for, BackupPlan};

pub async fn run(settings: Settings) -> anyhow::Result<()> {
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
