//! Webhook delivery settings (`WEBHOOK_*`, docs/webhooks.md): the raw
//! options, their checks and the resulting [`WebhookSettings`].

use super::resolve::{invalid, parse_bool, parse_num};
use super::ConfigError;
use std::time::Duration;

#[derive(clap::Args, Clone, Default)]
pub struct WebhookOptions {
    /// Let webhooks reach loopback, private and link-local addresses (an intranet receiver, tests); off, such endpoints are refused when saved and when each delivery connects [default: false]
    #[arg(long, env = "WEBHOOK_ALLOW_PRIVATE")]
    pub webhook_allow_private: Option<String>,
    /// Seconds a webhook delivery may take, connecting included (at most 5 of them), 1–60 [default: 10]
    #[arg(long, env = "WEBHOOK_TIMEOUT")]
    pub webhook_timeout: Option<String>,
    /// Webhook deliveries in flight at once, per instance, 1–256 [default: 16]
    #[arg(long, env = "WEBHOOK_CONCURRENCY")]
    pub webhook_concurrency: Option<String>,
    /// Webhook deliveries in flight at once to one endpoint, per instance, 1–64 [default: 4]
    #[arg(long, env = "WEBHOOK_ENDPOINT_CONCURRENCY")]
    pub webhook_endpoint_concurrency: Option<String>,
    /// Webhook deliveries waiting per account, 100–10000000; past it the oldest visit batches are dropped and counted, then new events [default: 10000]
    #[arg(long, env = "WEBHOOK_QUEUE_LIMIT")]
    pub webhook_queue_limit: Option<String>,
    /// Milliseconds before a failed webhook delivery's first retry, doubled each time up to an hour, 10–3600000 [default: 30000]
    #[arg(long, env = "WEBHOOK_RETRY_MS")]
    pub webhook_retry_ms: Option<String>,
    /// Seconds a webhook delivery is retried before it is given up and its webhook marked failing, 1–604800 [default: 86400]
    #[arg(long, env = "WEBHOOK_RETRY_FOR")]
    pub webhook_retry_for: Option<String>,
    /// Most visits one `visit` webhook delivery carries, 1–1000 [default: 100]
    #[arg(long, env = "WEBHOOK_VISIT_BATCH")]
    pub webhook_visit_batch: Option<String>,
    /// Seconds between two gatherings of visits into `visit` webhook deliveries, 1–300 [default: 5]
    #[arg(long, env = "WEBHOOK_VISIT_SECONDS")]
    pub webhook_visit_seconds: Option<String>,
}

/// How webhooks are delivered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WebhookSettings {
    pub allow_private: bool,
    pub timeout: Duration,
    pub concurrency: usize,
    pub endpoint_concurrency: usize,
    pub queue_limit: usize,
    pub retry_first_ms: u64,
    pub retry_for: Duration,
    /// Visits per `visit` delivery at most.
    pub visit_batch: usize,
    /// How often visits are gathered into deliveries.
    pub visit_every: Duration,
}

impl Default for WebhookSettings {
    fn default() -> Self {
        Self {
            allow_private: false,
            timeout: Duration::from_secs(10),
            concurrency: 16,
            endpoint_concurrency: 4,
            queue_limit: 10_000,
            retry_first_ms: 30_000,
            retry_for: Duration::from_secs(86_400),
            visit_batch: 100,
            visit_every: Duration::from_secs(5),
        }
    }
}

fn within<T: std::str::FromStr + PartialOrd + Copy>(
    variable: &'static str,
    value: &Option<String>,
    default: T,
    range: std::ops::RangeInclusive<T>,
    reason: &'static str,
) -> Result<T, ConfigError> {
    let n = parse_num(variable, value, default)?;
    if range.contains(&n) {
        Ok(n)
    } else {
        Err(invalid(variable, reason))
    }
}

impl WebhookOptions {
    pub fn resolve(&self) -> Result<WebhookSettings, ConfigError> {
        let d = WebhookSettings::default();
        Ok(WebhookSettings {
            allow_private: parse_bool("WEBHOOK_ALLOW_PRIVATE", &self.webhook_allow_private, false)?,
            timeout: Duration::from_secs(within(
                "WEBHOOK_TIMEOUT",
                &self.webhook_timeout,
                d.timeout.as_secs(),
                1..=60,
                "expected 1 to 60 seconds",
            )?),
            concurrency: within(
                "WEBHOOK_CONCURRENCY",
                &self.webhook_concurrency,
                d.concurrency,
                1..=256,
                "expected 1 to 256",
            )?,
            endpoint_concurrency: within(
                "WEBHOOK_ENDPOINT_CONCURRENCY",
                &self.webhook_endpoint_concurrency,
                d.endpoint_concurrency,
                1..=64,
                "expected 1 to 64",
            )?,
            queue_limit: within(
                "WEBHOOK_QUEUE_LIMIT",
                &self.webhook_queue_limit,
                d.queue_limit,
                100..=10_000_000,
                "expected 100 to 10000000",
            )?,
            retry_first_ms: within(
                "WEBHOOK_RETRY_MS",
                &self.webhook_retry_ms,
                d.retry_first_ms,
                10..=3_600_000,
                "expected 10 to 3600000 milliseconds",
            )?,
            retry_for: Duration::from_secs(within(
                "WEBHOOK_RETRY_FOR",
                &self.webhook_retry_for,
                d.retry_for.as_secs(),
                1..=604_800,
                "expected 1 to 604800 seconds",
            )?),
            visit_batch: within(
                "WEBHOOK_VISIT_BATCH",
                &self.webhook_visit_batch,
                d.visit_batch,
                1..=1000,
                "expected 1 to 1000",
            )?,
            visit_every: Duration::from_secs(within(
                "WEBHOOK_VISIT_SECONDS",
                &self.webhook_visit_seconds,
                d.visit_every.as_secs(),
                1..=300,
                "expected 1 to 300 seconds",
            )?),
        })
    }
}

impl WebhookSettings {
    /// The `NAME=value` lines of `check-config`.
    pub fn effective(&self) -> Vec<(&'static str, String)> {
        vec![
            ("WEBHOOK_ALLOW_PRIVATE", self.allow_private.to_string()),
            ("WEBHOOK_TIMEOUT", self.timeout.as_secs().to_string()),
            ("WEBHOOK_CONCURRENCY", self.concurrency.to_string()),
            (
                "WEBHOOK_ENDPOINT_CONCURRENCY",
                self.endpoint_concurrency.to_string(),
            ),
            ("WEBHOOK_QUEUE_LIMIT", self.queue_limit.to_string()),
            ("WEBHOOK_RETRY_MS", self.retry_first_ms.to_string()),
            ("WEBHOOK_RETRY_FOR", self.retry_for.as_secs().to_string()),
            ("WEBHOOK_VISIT_BATCH", self.visit_batch.to_string()),
            (
                "WEBHOOK_VISIT_SECONDS",
                self.visit_every.as_secs().to_string(),
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_bounds() {
        let settings = WebhookOptions::default().resolve().expect("defaults");
        assert_eq!(settings, WebhookSettings::default());
        let refused = WebhookOptions {
            webhook_timeout: Some("0".into()),
            ..Default::default()
        }
        .resolve();
        assert_eq!(refused.err().map(|e| e.variable), Some("WEBHOOK_TIMEOUT"));
        let refused = WebhookOptions {
            webhook_queue_limit: Some("5".into()),
            ..Default::default()
        }
        .resolve();
        assert_eq!(
            refused.err().map(|e| e.variable),
            Some("WEBHOOK_QUEUE_LIMIT")
        );
        let allowed = WebhookOptions {
            webhook_allow_private: Some("true".into()),
            webhook_retry_ms: Some("50".into()),
            ..Default::default()
        }
        .resolve()
        .expect("valid");
        assert!(allowed.allow_private);
        assert_eq!(allowed.retry_first_ms, 50);
    }
}
