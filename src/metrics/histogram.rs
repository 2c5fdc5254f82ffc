//! A histogram with fixed buckets whose `observe` is two atomic additions:
//! the redirect path records its latency here (prometheus-client's own
//! histogram takes a lock per observation).

use prometheus_client::encoding::{EncodeMetric, MetricEncoder, NoLabelSet};
use prometheus_client::metrics::MetricType;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// Upper bounds in seconds: a cached redirect takes microseconds, one that
/// waits for the database milliseconds, one that waits for a connection
/// up to the pool's two-second time-out.
pub const REDIRECT_BUCKETS: [f64; 14] = [
    0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5,
    2.5,
];

/// Cheap to clone: clones share their counts (one is registered, the
/// redirect path holds another).
#[derive(Debug, Clone)]
pub struct AtomicHistogram(Arc<Buckets>);

#[derive(Debug)]
struct Buckets {
    bounds: &'static [f64],
    /// Bounds in nanoseconds, compared without floating point.
    bounds_nanos: Box<[u64]>,
    /// Per bucket (not cumulative), plus one for above the last bound.
    counts: Box<[AtomicU64]>,
    sum_nanos: AtomicU64,
}

impl AtomicHistogram {
    pub fn new(bounds: &'static [f64]) -> Self {
        Self(Arc::new(Buckets {
            bounds,
            bounds_nanos: bounds.iter().map(|b| (b * 1e9) as u64).collect(),
            counts: (0..=bounds.len()).map(|_| AtomicU64::new(0)).collect(),
            sum_nanos: AtomicU64::new(0),
        }))
    }

    pub fn observe(&self, elapsed: Duration) {
        let nanos = u64::try_from(elapsed.as_nanos()).unwrap_or(u64::MAX);
        let b = &self.0;
        let bucket = b
            .bounds_nanos
            .iter()
            .position(|&bound| nanos <= bound)
            .unwrap_or(b.bounds_nanos.len());
        b.counts[bucket].fetch_add(1, Ordering::Relaxed);
        b.sum_nanos.fetch_add(nanos, Ordering::Relaxed);
    }

    /// Observations so far.
    pub fn count(&self) -> u64 {
        self.0
            .counts
            .iter()
            .map(|c| c.load(Ordering::Relaxed))
            .sum()
    }

    /// `(upper bound, count in that bucket alone)` pairs ending with
    /// `+Inf` (the encoder makes them cumulative), the sum in seconds and
    /// the count.
    fn snapshot(&self) -> (Vec<(f64, u64)>, f64, u64) {
        let b = &self.0;
        let mut total = 0;
        let mut buckets = Vec::with_capacity(b.counts.len());
        for (i, count) in b.counts.iter().enumerate() {
            let count = count.load(Ordering::Relaxed);
            total += count;
            let bound = b.bounds.get(i).copied().unwrap_or(f64::INFINITY);
            buckets.push((bound, count));
        }
        let sum = b.sum_nanos.load(Ordering::Relaxed) as f64 / 1e9;
        (buckets, sum, total)
    }
}

impl EncodeMetric for AtomicHistogram {
    fn encode(&self, mut encoder: MetricEncoder) -> Result<(), std::fmt::Error> {
        let (buckets, sum, count) = self.snapshot();
        encoder.encode_histogram::<NoLabelSet>(sum, count, &buckets, None)
    }

    fn metric_type(&self) -> MetricType {
        MetricType::Histogram
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn observations_land_in_the_first_bucket_that_holds_them() {
        let histogram = AtomicHistogram::new(&REDIRECT_BUCKETS);
        histogram.observe(Duration::from_micros(30));
        histogram.observe(Duration::from_micros(50));
        histogram.observe(Duration::from_millis(3));
        histogram.observe(Duration::from_secs(10));
        let (buckets, sum, count) = histogram.snapshot();
        assert_eq!(count, 4);
        assert_eq!(buckets[0], (0.000_05, 2));
        assert_eq!(buckets[5], (0.002_5, 0));
        assert_eq!(buckets[6], (0.005, 1));
        assert_eq!(buckets.last(), Some(&(f64::INFINITY, 1)));
        assert_eq!(buckets.iter().map(|b| b.1).sum::<u64>(), 4);
        assert!((sum - 10.00308).abs() < 1e-9, "{sum}");
    }
}
