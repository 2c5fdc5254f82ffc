//! Webhook delivery metrics: deliveries by result, their latency, the
//! queue's depth and the webhooks marked failing (docs/monitoring.md).

use super::labels::ResultLabel;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::Registry;
use std::time::Duration;

/// How a delivery attempt, or an event that found no room, ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeliveryResult {
    /// The endpoint answered 2xx.
    Delivered,
    /// It failed and will be tried again.
    Retried,
    /// It failed after its retries: given up.
    Failed,
    /// Not queued, or removed from the queue, to keep an account's bound.
    Dropped,
}

impl DeliveryResult {
    const ALL: [Self; 4] = [Self::Delivered, Self::Retried, Self::Failed, Self::Dropped];

    fn label(self) -> &'static str {
        match self {
            Self::Delivered => "delivered",
            Self::Retried => "retried",
            Self::Failed => "failed",
            Self::Dropped => "dropped",
        }
    }
}

/// Seconds an attempt takes, up to the longest WEBHOOK_TIMEOUT.
const LATENCY_BUCKETS: [f64; 10] = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0, 60.0];

#[derive(Debug)]
pub struct WebhookMetrics {
    results: [Counter; 4],
    latency: Histogram,
    queue_depth: Gauge,
    failing: Gauge,
}

impl WebhookMetrics {
    pub(super) fn register(registry: &mut Registry) -> Self {
        let family = Family::<ResultLabel, Counter>::default();
        let results = DeliveryResult::ALL.map(|r| {
            family
                .get_or_create(&ResultLabel { result: r.label() })
                .clone()
        });
        registry.register(
            "linkhop_webhook_deliveries",
            "Webhook delivery attempts by result, and events dropped to keep an account's queue bound",
            family,
        );
        let latency = Histogram::new(LATENCY_BUCKETS);
        registry.register(
            "linkhop_webhook_delivery_duration_seconds",
            "Time a webhook delivery attempt takes, until the endpoint's answer or the timeout",
            latency.clone(),
        );
        let queue_depth = Gauge::default();
        registry.register(
            "linkhop_webhook_queue_depth",
            "Webhook deliveries waiting to be sent or retried, over every account",
            queue_depth.clone(),
        );
        let failing = Gauge::default();
        registry.register(
            "linkhop_webhook_failing_endpoints",
            "Webhooks marked failing: a delivery gave up after its retries",
            failing.clone(),
        );
        Self {
            results,
            latency,
            queue_depth,
            failing,
        }
    }

    pub fn attempt(&self, result: DeliveryResult, elapsed: Duration) {
        self.results[result as usize].inc();
        self.latency.observe(elapsed.as_secs_f64());
    }

    pub fn dropped(&self, count: u64) {
        self.results[DeliveryResult::Dropped as usize].inc_by(count);
    }

    /// The queue's depth and failing webhooks, as last read from the store.
    pub fn set_levels(&self, depth: i64, failing: i64) {
        self.queue_depth.set(depth);
        self.failing.set(failing);
    }
}
