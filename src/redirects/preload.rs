//! Fills the slug cache from the database in the background, most-visited
//! links first and up to the cache's capacity, so that after a start (or a
//! lost change feed) the first visit of each link does not wait for a
//! database look-up. Visits that come first are served as before.

use super::{Redirects, Target};
use crate::store::StoreError;
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// Links read per query.
const PAGE: i64 = 5_000;
/// Pages cut short by racing writes before the preload leaves the rest to
/// look-ups (a busy import, say).
const ATTEMPTS: usize = 3;

/// Starts a preload; it replaces one still running.
pub fn spawn(redirects: &Arc<Redirects>) {
    let redirects = Arc::clone(redirects);
    tokio::spawn(async move {
        let started = std::time::Instant::now();
        match redirects.preload().await {
            Ok(loaded) => {
                // The pages of rows read between the targets left holes.
                // Done before the line, which says the preload is over.
                let _ = tokio::task::spawn_blocking(crate::memory::return_free_memory).await;
                tracing::info!(
                    links = loaded,
                    ms = started.elapsed().as_millis() as u64,
                    "slug cache preloaded"
                )
            }
            // Shutting down: the look-ups are over anyway.
            Err(StoreError::Closed) => {}
            Err(error) => tracing::warn!(?error, "slug cache preload stopped"),
        }
    });
}

impl Redirects {
    /// Loads links into the cache until it is full or every link is in.
    /// Returns how many were stored.
    pub async fn preload(&self) -> Result<usize, StoreError> {
        let run = self.preloads.fetch_add(1, Ordering::AcqRel) + 1;
        let mut after: Option<(i64, String)> = None;
        let mut loaded = 0;
        let mut raced = 0;
        while loaded < self.capacity && raced < ATTEMPTS {
            if self.preloads.load(Ordering::Acquire) != run || !self.caching.load(Ordering::Acquire)
            {
                break;
            }
            let generation = self.generation.load(Ordering::Acquire);
            let page = self
                .store
                .link_targets_by_visits(after.as_ref().map(|(v, id)| (*v, id.as_str())), PAGE)
                .await?;
            let last_page = page.len() < PAGE as usize;
            for row in page {
                if loaded == self.capacity {
                    return Ok(loaded);
                }
                // A write since the read may have made the rest stale: read
                // again from here.
                if self.generation.load(Ordering::Acquire) != generation {
                    raced += 1;
                    break;
                }
                after = Some((row.visits, row.target.id.clone()));
                let Some(domain) = self.domains.by_id(&row.target.domain_id) else {
                    continue;
                };
                if !self.known.contains(domain.number, &row.target.slug) {
                    if let Some(target) = Target::from_row(&row.target, domain.number) {
                        self.known.insert(&target);
                        loaded += 1;
                    }
                }
            }
            if last_page && self.generation.load(Ordering::Acquire) == generation {
                break;
            }
        }
        Ok(loaded)
    }
}
