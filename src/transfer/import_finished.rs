//! `import.finished` for the importer's webhooks, once a real import has
//! written its links (docs/webhooks.md).

use super::import::{ImportJob, ImportSummary};
use crate::domain::audit::{AuditAction, AuditTarget};
use crate::domain::time::now_millis;
use crate::store::Store;
use crate::webhooks::ImportCounts;

pub(super) async fn announce(store: &Store, job: &ImportJob<'_>, summary: &ImportSummary) {
    let counts = ImportCounts {
        service: job.service.name(),
        rows: summary.rows,
        imported: summary.imported,
        skipped_existing: summary.skipped_existing,
        skipped_invalid: summary.skipped_invalid,
        report: summary.report.as_deref(),
        domains_created: &summary.domains_created,
    };
    job.outbox
        .import_finished(store, &job.importer.id, &counts)
        .await;
    // The links were written batch by batch, each with its history; the
    // entry is written once they all are.
    let entry = job
        .by
        .entry(AuditAction::ImportFinished, now_millis())
        .on(AuditTarget::account(
            &job.importer.id,
            &job.importer.username,
        ))
        .with(serde_json::json!({
            "service": counts.service,
            "rows": counts.rows,
            "imported": counts.imported,
            "skippedExisting": counts.skipped_existing,
            "skippedInvalid": counts.skipped_invalid,
            "report": counts.report,
            "domainsCreated": counts.domains_created.len(),
        }));
    if let Err(error) = store.record_audit(&entry).await {
        tracing::warn!(%error, "could not record an import in the audit log");
    }
}
