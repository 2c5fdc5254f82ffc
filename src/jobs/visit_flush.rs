//! Writes the visit counts buffered by the redirect path.

use crate::metrics::{Job, Metrics};
use crate::redirects::Redirects;
use std::time::Instant;

pub async fn run_once(redirects: &Redirects, metrics: &Metrics) {
    let started = Instant::now();
    match redirects.flush_visits_due().await {
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
