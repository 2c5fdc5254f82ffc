//! Writes the visit counts and events buffered by the redirect path.

use crate::metrics::{Job, Metrics};
use crate::visits::Visits;
use std::time::Instant;

pub async fn run_once(visits: &Visits, metrics: &Metrics) {
    let started = Instant::now();
    match visits.flush_due().await {
        Ok(report) => metrics.visit_flush(started.elapsed(), report.links, report.events),
        Err(error) => {
            metrics.job_failed(Job::VisitFlush);
            tracing::warn!(
                ?error,
                "could not write visit counts; keeping them for the next flush"
            );
        }
    }
}
