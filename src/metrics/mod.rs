//! Prometheus metrics (docs/monitoring.md): the counters and histograms the
//! rest of the program feeds, and the text the metrics listener serves.
//! A leaf: it knows nothing of the store or the caches; figures that are
//! read rather than counted (cache sizes, pools, the process) arrive in a
//! [`Snapshot`] at each scrape.
//!
//! Every label value the redirect path uses is registered up front, so a
//! redirect pays an array index and atomic additions, never a look-up.

mod histogram;
mod labels;
pub mod process;
mod scrape;
mod webhooks;

pub use histogram::AtomicHistogram;
pub use labels::{Job, RedirectResult};
pub use scrape::{PoolFigures, Snapshot, CONTENT_TYPE};
pub use webhooks::{DeliveryResult, WebhookMetrics};

use histogram::REDIRECT_BUCKETS;
use labels::{ApiLabels, JobLabel, ResultLabel, RouteLabel};
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::Registry;
use std::time::Duration;

/// Upper bounds in seconds of API request and visit flush durations.
const SLOWER_BUCKETS: [f64; 12] = [
    0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0,
];
/// Upper bounds of the number of links one visit flush writes.
const FLUSH_SIZE_BUCKETS: [f64; 9] = [
    1.0, 10.0, 100.0, 1_000.0, 10_000.0, 100_000.0, 1e6, 1e7, 1e8,
];
/// The route label of API requests that matched no route (unknown
/// endpoints, preflights, requests refused before routing).
pub const UNMATCHED_ROUTE: &str = "unmatched";

fn api_duration() -> Histogram {
    Histogram::new(SLOWER_BUCKETS)
}

pub struct Metrics {
    registry: Registry,
    redirects: [Counter; RedirectResult::ALL.len()],
    redirect_duration: AtomicHistogram,
    cache_hits: Counter,
    cache_misses: Counter,
    api_requests: Family<ApiLabels, Counter>,
    api_duration: Family<RouteLabel, Histogram, fn() -> Histogram>,
    flush_duration: Histogram,
    flush_links: Histogram,
    flushed_events: Counter,
    job_runs: [Counter; Job::ALL.len()],
    job_failures: [Counter; Job::ALL.len()],
    access_log_dropped: Counter,
    /// Webhook deliveries, their latency, queue depth and failing endpoints.
    pub webhooks: WebhookMetrics,
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

impl Metrics {
    pub fn new() -> Self {
        let mut registry = Registry::default();
        let redirect_family = Family::<ResultLabel, Counter>::default();
        let redirects = RedirectResult::ALL.map(|result| {
            redirect_family
                .get_or_create(&ResultLabel {
                    result: result.label(),
                })
                .clone()
        });
        registry.register(
            "linkhop_redirects",
            "Requests for short links, by result",
            redirect_family,
        );
        let redirect_duration = AtomicHistogram::new(&REDIRECT_BUCKETS);
        registry.register(
            "linkhop_redirect_duration_seconds",
            "Time to answer a request for a short link, from routing to the answer",
            redirect_duration.clone(),
        );
        let cache_family = Family::<ResultLabel, Counter>::default();
        let hit = ResultLabel { result: "hit" };
        let miss = ResultLabel { result: "miss" };
        let cache_hits = cache_family.get_or_create(&hit).clone();
        let cache_misses = cache_family.get_or_create(&miss).clone();
        registry.register(
            "linkhop_cache_lookups",
            "Redirect cache look-ups: hit (answered from memory, known or unknown slug) or miss (asked the database)",
            cache_family,
        );
        let api_requests = Family::<ApiLabels, Counter>::default();
        registry.register(
            "linkhop_api_requests",
            "API requests, by route template, method and status",
            api_requests.clone(),
        );
        let api_duration: Family<RouteLabel, Histogram, fn() -> Histogram> =
            Family::new_with_constructor(api_duration);
        registry.register(
            "linkhop_api_request_duration_seconds",
            "Time to answer an API request, by route template",
            api_duration.clone(),
        );
        let flush_duration = Histogram::new(SLOWER_BUCKETS);
        registry.register(
            "linkhop_visit_flush_duration_seconds",
            "Time one write of buffered visit counts and events takes",
            flush_duration.clone(),
        );
        let flush_links = Histogram::new(FLUSH_SIZE_BUCKETS);
        registry.register(
            "linkhop_visit_flush_links",
            "Links whose visit counters one flush wrote",
            flush_links.clone(),
        );
        let flushed_events = Counter::default();
        registry.register(
            "linkhop_visit_flush_events",
            "Visit events written by flushes",
            flushed_events.clone(),
        );
        let runs = Family::<JobLabel, Counter>::default();
        let failures = Family::<JobLabel, Counter>::default();
        let job_runs =
            Job::ALL.map(|job| runs.get_or_create(&JobLabel { job: job.label() }).clone());
        let job_failures = Job::ALL.map(|job| {
            failures
                .get_or_create(&JobLabel { job: job.label() })
                .clone()
        });
        registry.register("linkhop_job_runs", "Background job runs, by job", runs);
        registry.register(
            "linkhop_job_failures",
            "Background job runs that failed, by job (the log says why)",
            failures,
        );
        let access_log_dropped = Counter::default();
        registry.register(
            "linkhop_access_log_dropped",
            "Access log lines dropped because the writer fell behind",
            access_log_dropped.clone(),
        );
        let webhooks = WebhookMetrics::register(&mut registry);
        Self {
            webhooks,
            registry,
            redirects,
            redirect_duration,
            cache_hits,
            cache_misses,
            api_requests,
            api_duration,
            flush_duration,
            flush_links,
            flushed_events,
            job_runs,
            job_failures,
            access_log_dropped,
        }
    }

    /// Counts one request for a short link and how long it took.
    pub fn redirect(&self, result: RedirectResult, elapsed: Duration) {
        self.redirects[result as usize].inc();
        self.redirect_duration.observe(elapsed);
    }

    /// Counts one redirect cache look-up.
    pub fn cache_lookup(&self, hit: bool) {
        if hit {
            self.cache_hits.inc();
        } else {
            self.cache_misses.inc();
        }
    }

    /// Counts one API request under its route template.
    pub fn api_request(&self, route: &str, method: &str, status: u16, elapsed: Duration) {
        let labels = ApiLabels {
            route: route.to_owned(),
            method: method.to_owned(),
            status,
        };
        self.api_requests.get_or_create(&labels).inc();
        self.api_duration
            .get_or_create(&RouteLabel {
                route: labels.route,
            })
            .observe(elapsed.as_secs_f64());
    }

    /// Records one visit flush that wrote `links` counters and `events` events.
    pub fn visit_flush(&self, elapsed: Duration, links: usize, events: usize) {
        self.flush_duration.observe(elapsed.as_secs_f64());
        self.flush_links.observe(links as f64);
        self.flushed_events.inc_by(events as u64);
    }

    pub fn job_ran(&self, job: Job) {
        self.job_runs[job as usize].inc();
    }

    /// Finished runs of `job` since start.
    pub fn job_runs(&self, job: Job) -> u64 {
        self.job_runs[job as usize].get()
    }

    pub fn job_failed(&self, job: Job) {
        self.job_failures[job as usize].inc();
    }

    pub fn access_log_dropped(&self) {
        self.access_log_dropped.inc();
    }

    /// Requests for short links so far with this result.
    pub fn redirects(&self, result: RedirectResult) -> u64 {
        self.redirects[result as usize].get()
    }

    /// The share of redirect cache look-ups answered from memory, if any.
    pub fn cache_hit_ratio(&self) -> Option<f64> {
        let hits = self.cache_hits.get();
        let total = hits + self.cache_misses.get();
        (total > 0).then(|| hits as f64 / total as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_follow_their_label_values() {
        let metrics = Metrics::new();
        metrics.redirect(RedirectResult::Hit, Duration::from_micros(20));
        metrics.redirect(RedirectResult::Hit, Duration::from_micros(20));
        metrics.redirect(RedirectResult::NotFound, Duration::from_millis(2));
        assert_eq!(metrics.redirects(RedirectResult::Hit), 2);
        assert_eq!(metrics.redirects(RedirectResult::NotFound), 1);
        assert_eq!(metrics.redirects(RedirectResult::Miss), 0);
        assert_eq!(metrics.cache_hit_ratio(), None);
        metrics.cache_lookup(true);
        metrics.cache_lookup(true);
        metrics.cache_lookup(true);
        metrics.cache_lookup(false);
        assert_eq!(metrics.cache_hit_ratio(), Some(0.75));
    }
}
