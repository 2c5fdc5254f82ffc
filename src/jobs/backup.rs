//! Scheduled backups (api.md §17): every link in the JSON export format,
//! pretty-printed, written atomically into BACKUP_DIR and rotated per
//! BACKUP_COUNT. With several instances, the first to claim an occurrence
//! in the database writes it.

use crate::domain::accounts::LinkScope;
use crate::domain::schedule::Schedule;
use crate::domain::time::format_millis;
use crate::http::AppState;
use crate::transfer::export::{for_each_link, json_item};
use chrono::{DateTime, DurationRound, TimeDelta, Utc};
use std::io::Write;
use std::path::{Path, PathBuf};
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// A backup that was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupReport {
    pub file: PathBuf,
    pub links: u64,
}

/// Writes the backup for the occurrence `now`, unless another instance
/// has claimed it already (`Ok(None)`).
pub async fn run_once(app: &AppState, now: DateTime<Utc>) -> anyhow::Result<Option<BackupReport>> {
    let millis = now.timestamp_millis();
    let stamp = format_millis(millis);
    if !app
        .store
        .claim_backup(&stamp, crate::domain::time::now_millis())
        .await?
    {
        tracing::debug!(occurrence = %stamp, "backup written by another instance");
        return Ok(None);
    }
    let report = write_backup(app, &stamp).await?;
    tracing::info!(file = %report.file.display(), links = report.links, "backup written");
    Ok(Some(report))
}

/// Like [`run_once`], but a failure is only logged: the next scheduled
/// time tries again and the server carries on.
pub async fn run_logged(app: &AppState, now: DateTime<Utc>) {
    if let Err(error) = run_once(app, now).await {
        tracing::error!(error = format!("{error:#}"), "backup failed");
    }
}

fn file_name(count: i64, stamp: &str) -> String {
    if count == 1 {
        "backup.json".to_owned()
    } else {
        format!("backup-{}.json", stamp.replace(':', "-"))
    }
}

/// Whether `name` is a rotated backup: `backup-YYYY-MM-DDTHH-MM-SS.mmmZ.json`.
fn is_rotated_backup(name: &str) -> bool {
    let Some(stamp) = name
        .strip_prefix("backup-")
        .and_then(|n| n.strip_suffix(".json"))
    else {
        return false;
    };
    let shape = "dddd-dd-ddTdd-dd-dd.dddZ";
    stamp.len() == shape.len()
        && stamp.bytes().zip(shape.bytes()).all(|(c, s)| match s {
            b'd' => c.is_ascii_digit(),
            other => c == other,
        })
}

async fn write_backup(app: &AppState, stamp: &str) -> anyhow::Result<BackupReport> {
    let dir = app.settings.backup_dir.clone();
    std::fs::create_dir_all(&dir)?;
    let target = dir.join(file_name(app.settings.backup_count, stamp));
    let temp = tempfile::Builder::new()
        .prefix(".backup-")
        .suffix(".tmp")
        .tempfile_in(&dir)?;
    let mut out = std::io::BufWriter::new(temp.as_file().try_clone()?);
    let mut first = true;
    // Small blocking writes between page reads: this job runs beside the
    // server and a buffered write does not hold the runtime up.
    let links = for_each_link(&app.store, &LinkScope::All, |link| {
        out.write_all(if first { b"[\n    " } else { b",\n    " })?;
        first = false;
        let pretty = pretty_json(&json_item(link))?;
        out.write_all(pretty.replace('\n', "\n    ").as_bytes())
    })
    .await?;
    out.write_all(if links == 0 { b"[]" } else { b"\n]" })?;
    out.flush()?;
    drop(out);
    temp.as_file().sync_all()?;
    temp.persist(&target)?;
    if let Ok(folder) = std::fs::File::open(&dir) {
        // Makes the rename itself durable; not every platform allows it.
        let _ = folder.sync_all();
    }
    if app.settings.backup_count > 1 {
        rotate(&dir, app.settings.backup_count as usize)?;
    }
    Ok(BackupReport {
        file: target,
        links,
    })
}

fn pretty_json(value: &serde_json::Value) -> std::io::Result<String> {
    let mut buffer = Vec::new();
    let formatter = serde_json::ser::PrettyFormatter::with_indent(b"    ");
    let mut serializer = serde_json::Serializer::with_formatter(&mut buffer, formatter);
    serde::Serialize::serialize(value, &mut serializer)?;
    String::from_utf8(buffer).map_err(std::io::Error::other)
}

/// Deletes all but the newest `keep` rotated backups; other files stay.
fn rotate(dir: &Path, keep: usize) -> std::io::Result<()> {
    let mut names: Vec<String> = std::fs::read_dir(dir)?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| is_rotated_backup(name))
        .collect();
    // The timestamps are fixed-width, so name order is time order.
    names.sort();
    let excess = names.len().saturating_sub(keep);
    for name in &names[..excess] {
        std::fs::remove_file(dir.join(name))?;
    }
    Ok(())
}

/// Runs a backup at start-up, then at every time of BACKUP_SCHEDULE.
pub fn spawn(app: AppState, mut stop: watch::Receiver<bool>) -> JoinHandle<()> {
    tokio::spawn(async move {
        let schedule = match Schedule::parse(&app.settings.backup_schedule) {
            Ok(schedule) => schedule,
            Err(reason) => {
                tracing::error!(%reason, "invalid BACKUP_SCHEDULE; backups are off");
                return;
            }
        };
        // Instances started in the same minute share one start-up backup.
        let start = Utc::now();
        let start = start.duration_trunc(TimeDelta::minutes(1)).unwrap_or(start);
        run_logged(&app, start).await;
        loop {
            let Some(next) = schedule.next_after(Utc::now()) else {
                tracing::warn!("BACKUP_SCHEDULE names no future time; backups stop");
                return;
            };
            let wait = (next - Utc::now()).to_std().unwrap_or_default();
            tokio::select! {
                () = tokio::time::sleep(wait) => run_logged(&app, next).await,
                _ = stop.changed() => return,
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_count() {
        assert_eq!(file_name(1, "2023-05-30T16:30:49.991Z"), "backup.json");
        assert_eq!(
            file_name(5, "2023-05-30T16:30:49.991Z"),
            "backup-2023-05-30T16-30-49.991Z.json"
        );
        assert!(is_rotated_backup("backup-2023-05-30T16-30-49.991Z.json"));
        assert!(!is_rotated_backup("backup.json"));
        assert!(!is_rotated_backup("backup-notes.json"));
        assert!(!is_rotated_backup(
            "backup-2023-05-30T16-30-49.991Z.json.bak"
        ));
    }

    #[test]
    fn pretty_items_use_four_spaces() {
        let text = pretty_json(&serde_json::json!({"a": 1})).expect("json");
        assert_eq!(text, "{\n    \"a\": 1\n}");
    }
}
