//! Visit statistics as an application service (docs/STATISTICS.md, "API"):
//! a link's statistics, everything the caller may see, a link's public
//! statistics, a short domain's orphan visits, and the export of a link's
//! raw visits. Visibility is the links service's (`links::Manager`); the
//! arithmetic is the domain's.

mod campaigns;
mod export;
mod orphans;
mod report;
mod variants;

pub use campaigns::{CampaignBreakdown, NamedVisits};
pub use export::{visits_file_name, visits_stream};
pub use orphans::OrphanReport;
pub use report::{DomainVisits, StatsReport};
pub use variants::VariantFigures;

use crate::domain::stats::StatsInputError;
use crate::links::Manager;
use crate::store::{StatsLink, Store, StoreError};

/// A statistics request's failure.
#[derive(Debug, thiserror::Error)]
pub enum StatsError {
    /// A parameter was refused.
    #[error(transparent)]
    Input(#[from] StatsInputError),
    /// No such link, or not one the caller may see (or, on the public
    /// page, one without public statistics).
    #[error("link not found")]
    LinkNotFound,
    /// No domain has this id (orphan visits).
    #[error("domain not found")]
    DomainNotFound,
    /// A `domain` filter naming no domain.
    #[error("unknown domain")]
    UnknownDomain,
    /// A `team` filter naming no team the caller sees.
    #[error("unknown team")]
    UnknownTeam,
    #[error(transparent)]
    Store(#[from] StoreError),
}

pub type StatsResult<T> = Result<T, StatsError>;

/// The service, borrowing the store for one request.
pub struct Stats<'a> {
    store: &'a Store,
}

impl<'a> Stats<'a> {
    pub fn new(store: &'a Store) -> Self {
        Self { store }
    }

    /// The link `id` if `manager` may see it (as `GET /api/link/single`).
    pub async fn visible_link(&self, id: &str, manager: &Manager) -> StatsResult<StatsLink> {
        self.store
            .find_stats_link(id)
            .await?
            .filter(|link| link.is_in(manager.scope()))
            .ok_or(StatsError::LinkNotFound)
    }

    /// The link named exactly `slug` on domain `domain_id` if its
    /// statistics are public.
    pub async fn public_link(&self, domain_id: &str, slug: &str) -> StatsResult<StatsLink> {
        if slug.is_empty() {
            return Err(StatsError::LinkNotFound);
        }
        self.store
            .find_stats_link_by_slug(domain_id, slug)
            .await?
            .filter(|link| link.public_stats)
            .ok_or(StatsError::LinkNotFound)
    }

    /// For `GET /<slug>+` when no link has that path: whether the link
    /// named `slug` has public statistics.
    pub async fn has_public_page(&self, domain_id: &str, slug: &str) -> StatsResult<bool> {
        match self.public_link(domain_id, slug).await {
            Ok(_) => Ok(true),
            Err(StatsError::LinkNotFound) => Ok(false),
            Err(other) => Err(other),
        }
    }
}
