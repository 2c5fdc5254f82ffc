//! Backups (docs/data.md#backups): every link in the JSON export format,
//! pretty-printed, written atomically into BACKUP_DIR and rotated per
//! BACKUP_COUNT. With several instances, the first to claim an occurrence
//! in the database writes it. Used by the scheduled job and `linkhop backup`.

use super::export::{for_each_link, json_item};
use crate::config::Settings;
use crate::domain::accounts::LinkScope;
use crate::domain::audit::{AuditAction, AuditBy};
use crate::domain::time::format_millis;
use crate::store::Store;
use chrono::{DateTime, Utc};
use std::io::Write;
use std::path::{Path, PathBuf};

/// A backup that was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupReport {
    pub file: PathBuf,
    pub links: u64,
}

/// Where backups go and how many are kept (BACKUP_DIR, BACKUP_COUNT).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupPlan {
    pub dir: PathBuf,
    pub count: i64,
}

impl BackupPlan {
    pub fn from_settings(settings: &Settings) -> Self {
        Self {
            dir: settings.backup_dir.clone(),
            count: settings.backup_count,
        }
    }
}

/// Writes the backup for the occurrence `now`, unless another instance
/// has claimed it already (`Ok(None)`).
pub async fn write_backup_for(
    store: &Store,
    plan: &BackupPlan,
    now: DateTime<Utc>,
) -> anyhow::Result<Option<BackupReport>> {
    let millis = now.timestamp_millis();
    let stamp = format_millis(millis);
    if !store
        .claim_backup(&stamp, crate::domain::time::now_millis())
        .await?
    {
        tracing::debug!(occurrence = %stamp, "backup written by another instance");
        return Ok(None);
    }
    let report = write_backup(store, plan, &stamp).await?;
    tracing::info!(file = %report.file.display(), links = report.links, "backup written");
    // Written once the file is in place: a backup that failed is no entry.
    let entry = AuditBy::command_line()
        .entry(
            AuditAction::BackupCreated,
            crate::domain::time::now_millis(),
        )
        .with(serde_json::json!({
            "file": report.file.file_name().map(|n| n.to_string_lossy()),
            "links": report.links,
        }));
    store.record_audit(&entry).await?;
    Ok(Some(report))
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

async fn write_backup(
    store: &Store,
    plan: &BackupPlan,
    stamp: &str,
) -> anyhow::Result<BackupReport> {
    let dir = plan.dir.clone();
    std::fs::create_dir_all(&dir)?;
    let target = dir.join(file_name(plan.count, stamp));
    let temp = tempfile::Builder::new()
        .prefix(".backup-")
        .suffix(".tmp")
        .tempfile_in(&dir)?;
    let mut out = std::io::BufWriter::new(temp.as_file().try_clone()?);
    let mut first = true;
    // Small blocking writes between page reads: this job runs beside the
    // server and a buffered write does not hold the runtime up.
    let links = for_each_link(store, &LinkScope::All, |link| {
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
    if plan.count > 1 {
        rotate(&dir, plan.count as usize)?;
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
