//! Webhook delivery (docs/webhooks.md): four times a second, claim the
//! deliveries that are due and start sending them; every few seconds read
//! the queue's depth and failing webhooks for the metrics; hourly, forget
//! finished deliveries older than the log keeps.

use super::JobContext;
use crate::domain::time::now_millis;
use crate::metrics::{DeliveryResult, Job, Metrics};
use crate::webhooks::{AttemptEnd, Report};
use std::sync::Arc;
use std::time::Duration;

pub const PERIOD: Duration = Duration::from_millis(250);
/// Runs between two readings of the queue's depth (about 5 s).
const LEVELS_EVERY: u64 = 20;
/// Runs between two purges of the log (about an hour).
const PURGE_EVERY: u64 = 14_400;
/// Days the delivery log keeps a finished delivery.
pub const LOG_DAYS: i64 = 30;

impl Report for Metrics {
    fn attempt(&self, end: AttemptEnd, elapsed: Duration) {
        let result = match end {
            AttemptEnd::Delivered => DeliveryResult::Delivered,
            AttemptEnd::Retried => DeliveryResult::Retried,
            AttemptEnd::Failed => DeliveryResult::Failed,
        };
        self.webhooks.attempt(result, elapsed);
    }

    fn dropped(&self, count: u64) {
        self.webhooks.dropped(count);
    }
}

pub async fn run_once(jobs: &JobContext) {
    let Some(dispatcher) = &jobs.webhooks else {
        return;
    };
    let report: Arc<dyn Report> = Arc::clone(&jobs.metrics) as Arc<dyn Report>;
    if let Err(error) = dispatcher.run_once(&jobs.store, &report).await {
        tracing::warn!(%error, "could not claim webhook deliveries");
        jobs.metrics.job_failed(Job::WebhookDelivery);
    }
    let run = dispatcher.next_run();
    if run.is_multiple_of(LEVELS_EVERY) {
        let depth = jobs.store.pending_deliveries().await;
        let failing = jobs.store.failing_webhooks().await;
        if let (Ok(depth), Ok(failing)) = (depth, failing) {
            jobs.metrics.webhooks.set_levels(depth, failing);
        }
    }
    if run % PURGE_EVERY == PURGE_EVERY - 1 {
        let before = now_millis() - LOG_DAYS * 86_400_000;
        if let Err(error) = jobs.store.purge_finished_deliveries(before).await {
            tracing::warn!(%error, "could not purge the webhook delivery log");
            jobs.metrics.job_failed(Job::WebhookDelivery);
        }
    }
}
