//! One scrape: the registered counters, then what is read at this moment
//! (caches, pools, the change feed, the process), in the OpenMetrics text
//! format, which Prometheus reads.

use super::labels::{BuildLabels, CacheLabel, PoolLabels};
use super::{process, Metrics};
use prometheus_client::encoding::text::{encode_eof, encode_registry};
use prometheus_client::metrics::counter::ConstCounter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::{ConstGauge, Gauge};
use prometheus_client::registry::Registry;

pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

/// Figures read, not counted, handed over by whoever serves the scrape.
#[derive(Debug, Default, Clone)]
pub struct Snapshot {
    /// Links held by the redirect cache.
    pub cached_links: u64,
    /// Paths known to name no link held by the cache of unknown slugs.
    pub cached_unknown: u64,
    pub pools: Vec<PoolFigures>,
    /// Whether the change feed listens; `None` without one (SQLite).
    pub change_feed: Option<bool>,
    /// Changes received from the change feed since start; `None` without
    /// one (SQLite).
    pub change_feed_changes: Option<u64>,
    /// Visit events dropped because the buffer was full, since start.
    pub visit_events_dropped: u64,
    /// Visits to unknown slugs counted without their slug (the orphan
    /// tally's bounds), since start.
    pub orphan_slugs_dropped: u64,
    /// Visits counted in memory and not yet written.
    pub visits_pending: u64,
    /// Visit events in the buffer, waiting for the next flush.
    pub visit_events_queued: u64,
}

/// One database connection pool's connections at this moment.
#[derive(Debug, Clone, Copy)]
pub struct PoolFigures {
    /// `main` on PostgreSQL; `writer` and `reader` on SQLite.
    pub name: &'static str,
    pub in_use: u64,
    pub idle: u64,
    pub max: u64,
}

impl Metrics {
    /// The whole exposition: registered metrics, `snapshot`, the process.
    pub fn render(&self, snapshot: &Snapshot) -> String {
        let mut text = String::with_capacity(16 * 1024);
        let now = read_now(self, snapshot);
        // Writing to a String cannot fail; an encoding error would be a bug
        // in a label, and the scrape then shows what was written before it.
        let _ = encode_registry(&mut text, &self.registry)
            .and_then(|()| encode_registry(&mut text, &now))
            .and_then(|()| encode_eof(&mut text));
        text
    }
}

fn read_now(metrics: &Metrics, snapshot: &Snapshot) -> Registry {
    let mut registry = Registry::default();
    let cache = Family::<CacheLabel, Gauge>::default();
    cache
        .get_or_create(&CacheLabel { cache: "links" })
        .set(clamp(snapshot.cached_links));
    cache
        .get_or_create(&CacheLabel { cache: "unknown" })
        .set(clamp(snapshot.cached_unknown));
    registry.register(
        "linkhop_cache_entries",
        "Entries in the redirect cache: links, and paths known to name no link",
        cache,
    );
    if let Some(ratio) = metrics.cache_hit_ratio() {
        registry.register(
            "linkhop_cache_hit_ratio",
            "Share of redirect cache look-ups answered from memory since start",
            ConstGauge::new(ratio),
        );
    }
    let pools = Family::<PoolLabels, Gauge>::default();
    for pool in &snapshot.pools {
        for (state, value) in [
            ("in_use", pool.in_use),
            ("idle", pool.idle),
            ("max", pool.max),
        ] {
            pools
                .get_or_create(&PoolLabels {
                    pool: pool.name,
                    state,
                })
                .set(clamp(value));
        }
    }
    registry.register(
        "linkhop_db_connections",
        "Database connections by pool and state (in_use, idle, max)",
        pools,
    );
    if let Some(listening) = snapshot.change_feed {
        registry.register(
            "linkhop_change_feed_connected",
            "1 while the PostgreSQL link change feed listens, else 0 (redirects then skip the cache)",
            ConstGauge::new(i64::from(listening)),
        );
    }
    if let Some(changes) = snapshot.change_feed_changes {
        registry.register(
            "linkhop_change_feed_changes",
            "Link changes received from the PostgreSQL change feed, this instance's own included",
            ConstCounter::new(changes),
        );
    }
    registry.register(
        "linkhop_visit_events_dropped",
        "Visit events dropped because VISIT_BUFFER was full (counters stay exact)",
        ConstCounter::new(snapshot.visit_events_dropped),
    );
    registry.register(
        "linkhop_orphan_slugs_dropped",
        "Visits to unknown slugs counted without their slug: the orphan tally's memory bound or a domain's daily slug bound was reached (the visits stay counted)",
        ConstCounter::new(snapshot.orphan_slugs_dropped),
    );
    registry.register(
        "linkhop_visits_pending",
        "Visits counted in memory and not yet written",
        ConstGauge::new(clamp(snapshot.visits_pending)),
    );
    registry.register(
        "linkhop_visit_events_queued",
        "Visit events in the buffer waiting for the next flush; near VISIT_BUFFER, flushes are falling behind",
        ConstGauge::new(clamp(snapshot.visit_events_queued)),
    );
    let build = Family::<BuildLabels, Gauge>::default();
    build
        .get_or_create(&BuildLabels {
            version: env!("CARGO_PKG_VERSION"),
        })
        .set(1);
    registry.register(
        "linkhop_build_info",
        "Always 1; the version of this binary",
        build,
    );
    register_process(&mut registry);
    registry
}

fn register_process(registry: &mut Registry) {
    let Some(figures) = process::read() else {
        return;
    };
    registry.register(
        "process_cpu_seconds",
        "User and system CPU time spent, in seconds",
        ConstCounter::new(figures.cpu_seconds),
    );
    registry.register(
        "process_resident_memory_bytes",
        "Resident memory size in bytes",
        ConstGauge::<i64>::new(clamp(figures.resident_bytes)),
    );
    registry.register(
        "process_virtual_memory_bytes",
        "Virtual memory size in bytes",
        ConstGauge::<i64>::new(clamp(figures.virtual_bytes)),
    );
    registry.register(
        "process_open_fds",
        "Open file descriptors",
        ConstGauge::<i64>::new(clamp(figures.open_fds)),
    );
    if let Some(max) = figures.max_fds {
        registry.register(
            "process_max_fds",
            "Most file descriptors this process may open",
            ConstGauge::<i64>::new(clamp(max)),
        );
    }
    registry.register(
        "process_threads",
        "Operating system threads",
        ConstGauge::<i64>::new(clamp(figures.threads)),
    );
    if let Some(start) = figures.start_time_seconds {
        registry.register(
            "process_start_time_seconds",
            "Start time of the process since the Unix epoch, in seconds",
            ConstGauge::<f64>::new(start),
        );
    }
}

fn clamp(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::metrics::RedirectResult;
    use std::time::Duration;

    #[test]
    fn a_scrape_holds_every_family_with_its_labels() {
        let metrics = Metrics::new();
        metrics.redirect(RedirectResult::Hit, Duration::from_micros(80));
        metrics.api_request("/api/link/{id}", "GET", 200, Duration::from_millis(3));
        let text = metrics.render(&Snapshot {
            cached_links: 7,
            pools: vec![PoolFigures {
                name: "main",
                in_use: 2,
                idle: 3,
                max: 16,
            }],
            change_feed: Some(true),
            change_feed_changes: Some(4),
            orphan_slugs_dropped: 3,
            ..Snapshot::default()
        });
        for line in [
            "# TYPE linkhop_redirects counter",
            "linkhop_redirects_total{result=\"hit\"} 1",
            "linkhop_redirects_total{result=\"password\"} 0",
            "linkhop_redirects_total{result=\"expired\"} 0",
            "linkhop_redirect_duration_seconds_bucket{le=\"0.00005\"} 0",
            "linkhop_redirect_duration_seconds_bucket{le=\"0.0001\"} 1",
            "linkhop_redirect_duration_seconds_bucket{le=\"+Inf\"} 1",
            "linkhop_redirect_duration_seconds_count 1",
            "linkhop_api_requests_total{route=\"/api/link/{id}\",method=\"GET\",status=\"200\"} 1",
            "linkhop_cache_entries{cache=\"links\"} 7",
            "linkhop_db_connections{pool=\"main\",state=\"in_use\"} 2",
            "linkhop_change_feed_connected 1",
            "linkhop_change_feed_changes_total 4",
            "linkhop_orphan_slugs_dropped_total 3",
            "linkhop_build_info{version=\"",
            "linkhop_job_runs_total{job=\"visit_flush\"} 0",
            "process_resident_memory_bytes ",
            "process_cpu_seconds_total ",
            "# EOF",
        ] {
            assert!(text.contains(line), "{line} missing from\n{text}");
        }
    }
}
