//! `GET /api/audit/export`: the entries a reader may read, matching a
//! filter, read a page at a time so that memory stays constant whatever
//! the log's size, and their CSV lines (the link export's quoting and
//! formula guard).

use crate::domain::audit::AuditFilter;
use crate::domain::time::format_millis;
use crate::store::{AuditRow, Store, StoreError, MAX_AUDIT_PAGE};
use crate::transfer::export::{csv_text, ExportFormat};
use futures_util::Stream;

pub const CSV_HEADER: &str =
    "time,action,actor,actorRole,via,viaName,network,targetKind,targetId,targetName,details\r\n";

/// `audit-<time>.<ext>`
pub fn audit_file_name(now: i64, format: ExportFormat) -> String {
    let stamp = format_millis(now).replace(':', "-");
    format!("audit-{stamp}.{}", format.extension())
}

/// One CSV line of `entry`, CRLF-terminated: text quoted and guarded, the
/// details as their stored JSON.
pub fn csv_line(entry: &AuditRow) -> String {
    let text = |value: Option<&str>| csv_text(value.unwrap_or(""));
    format!(
        "{},{},{},{},{},{},{},{},{},{},{}\r\n",
        csv_text(&format_millis(entry.at)),
        csv_text(&entry.action),
        text(entry.actor_name.as_deref()),
        text(entry.actor_role.as_deref()),
        csv_text(&entry.via),
        text(entry.via_name.as_deref()),
        text(entry.network.as_deref()),
        text(entry.target_kind.as_deref()),
        text(entry.target_id.as_deref()),
        text(entry.target_name.as_deref()),
        text(entry.details.as_deref()),
    )
}

enum Cursor {
    Start,
    Before(i64),
    Done,
}

/// The entries matching `filter` (already limited to what its reader may
/// read, see [`super::checked_filter`]), newest first, a page at a time.
pub fn audit_pages(
    store: Store,
    filter: AuditFilter,
) -> impl Stream<Item = Result<Vec<AuditRow>, StoreError>> + Send + 'static {
    futures_util::stream::try_unfold(Cursor::Start, move |cursor| {
        let store = store.clone();
        let mut filter = filter.clone();
        async move {
            match cursor {
                Cursor::Done => return Ok(None),
                Cursor::Start => {}
                Cursor::Before(seq) => filter.before = Some(seq),
            }
            let page = store.audit_entries(&filter, MAX_AUDIT_PAGE).await?;
            let next = match page.last() {
                Some(last) if page.len() as i64 == MAX_AUDIT_PAGE => Cursor::Before(last.seq),
                _ => Cursor::Done,
            };
            Ok(Some((page, next)))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn csv_lines_guard_formulas_and_keep_details_as_json() {
        let entry = AuditRow {
            seq: 1,
            at: 0,
            action: "account.created".into(),
            actor_id: Some("a".into()),
            actor_name: Some("=cmd()".into()),
            actor_role: Some("owner".into()),
            via: "dashboard".into(),
            via_name: None,
            network: Some("10.0.0.0/24".into()),
            target_kind: Some("account".into()),
            target_id: Some("b".into()),
            target_name: Some("bob".into()),
            details: Some(json!({"role": "standard"}).to_string()),
        };
        let line = csv_line(&entry);
        assert!(line.contains("\"'=cmd()\""), "{line}");
        assert!(line.contains(r#""{""role"":""standard""}""#), "{line}");
        assert!(line.ends_with("\r\n"));
        assert_eq!(line.matches(',').count(), 10, "{line}");
    }
}
