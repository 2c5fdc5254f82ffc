//! Reloads GEOIP_DB when its file changes (modification time or size).

use super::JobContext;
use std::time::Duration;

pub const PERIOD: Duration = Duration::from_secs(30);

/// Returns whether a new database was loaded; a file that cannot be read
/// or parsed is logged and the one in use kept.
pub async fn run_once(jobs: &JobContext) -> bool {
    let Some(db) = jobs.visits.geo().db() else {
        return false;
    };
    match db.reload_if_changed() {
        Ok(true) => {
            tracing::info!(path = %db.path().display(), "GeoIP database reloaded");
            true
        }
        Ok(false) => false,
        Err(error) => {
            jobs.metrics.job_failed(crate::metrics::Job::GeoipReload);
            tracing::warn!(%error, "could not reload the GeoIP database; keeping the one in use");
            false
        }
    }
}
