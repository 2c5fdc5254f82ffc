//! Visits for webhooks (docs/webhooks.md): every WEBHOOK_VISIT_SECONDS,
//! the visit events flushed since the last run become `visit` deliveries
//! of the webhooks that asked for them.

use super::JobContext;
use crate::metrics::Job;

pub async fn run_once(jobs: &JobContext) {
    let batch = jobs.settings.webhooks.visit_batch;
    if let Err(error) = jobs.outbox.gather_visits(&jobs.store, batch).await {
        tracing::warn!(%error, "could not gather visits for webhooks");
        jobs.metrics.job_failed(Job::WebhookVisits);
    }
}
