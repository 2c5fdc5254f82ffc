//! `linkhop backup`: writes one backup now, as the scheduled job does.

use crate::config::Settings;

pub async fn run(settings: Settings) -> anyhow::Result<()> {
    let app = super::open(settings).await?;
    let outcome = crate::jobs::backup::run_once(&app, chrono::Utc::now()).await;
    super::close(app).await;
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
