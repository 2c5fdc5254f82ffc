//! `import.finished` for the importer's webhooks, once a real import has
//! written its links (docs/webhooks.md).

use super::import::{ImportJob, ImportSummary};
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
}
