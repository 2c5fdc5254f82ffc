//! Links as an application service (the `links` operations of the OpenAPI
//! document): create, edit, delete, list
//! and read the links a caller may manage, keeping the redirect cache in
//! step with every write. Used alike by the API handlers and ShareX.

mod bulk;
mod bulk_move;
mod bulk_report;
mod controls;
mod create;
mod delete;
mod domains;
mod edit;
mod history;
mod read;
mod tags;
mod teams;
mod visibility;

pub use bulk::BulkChange;
pub use bulk_report::{BulkRefusal, BulkReport, BulkRun, FieldDiff, LinkDiff, Selection};
pub use controls::ControlsPatch;
pub use delete::MAX_DELETE_IDS;
pub use edit::LinkChange;
pub use read::{LinkPage, PageRequest};
pub use tags::MAX_DELETE_TAGS;
pub use visibility::Manager;

use crate::domain::links::{LinkError, ReservedNames, SlugAlphabet};
use crate::redirects::Redirects;
use crate::store::{Store, StoreError};
use crate::visits::Visits;
use crate::webhooks::Outbox;

/// The settings that shape new links.
#[derive(Debug, Clone, Copy)]
pub struct LinkRules {
    /// URL_ONLY_UNIQUE: one link per destination.
    pub unique_destinations: bool,
    pub slug_length: usize,
    pub slug_alphabet: SlugAlphabet,
    /// LINK_HISTORY_DAYS: how long a deleted link can be restored.
    pub history_days: u32,
}

/// A link operation's failure: a rule refused it, or the store failed.
#[derive(Debug, thiserror::Error)]
pub enum LinkServiceError {
    #[error(transparent)]
    Refused(#[from] LinkError),
    #[error(transparent)]
    Store(#[from] StoreError),
    /// Hashing a link password failed.
    #[error("{0}")]
    Internal(String),
}

pub type LinkResult<T> = Result<T, LinkServiceError>;

/// The service, borrowed from the application state for one request.
pub struct Links<'a> {
    store: &'a Store,
    redirects: &'a Redirects,
    /// Where a resolve through the API counts its visit.
    visits: &'a Visits,
    reserved: &'a ReservedNames,
    rules: LinkRules,
    /// Where events about links go (webhooks).
    outbox: &'a Outbox,
}

impl<'a> Links<'a> {
    pub fn new(
        store: &'a Store,
        redirects: &'a Redirects,
        visits: &'a Visits,
        reserved: &'a ReservedNames,
        rules: LinkRules,
        outbox: &'a Outbox,
    ) -> Self {
        Self {
            store,
            redirects,
            visits,
            reserved,
            rules,
            outbox,
        }
    }

    /// Forgets `slug` on domain `domain_id` in the redirect cache after a
    /// write, here and on the other instances (the change is published).
    fn forget(&self, domain_id: &str, slug: &str) {
        self.redirects.invalidate(domain_id, slug);
    }

    /// URL_ONLY_UNIQUE: refuses a destination another link (than
    /// `except_id`) already has.
    async fn check_destination_free(
        &self,
        destination: &crate::domain::links::Destination,
        except_id: Option<&str>,
    ) -> LinkResult<()> {
        if self.rules.unique_destinations
            && self
                .store
                .destination_used(destination.as_str(), except_id)
                .await?
        {
            return Err(LinkError::DestinationTaken.into());
        }
        Ok(())
    }

    /// Refuses a slug another link on domain `domain_id` already has.
    async fn check_slug_free(&self, domain_id: &str, slug: &str) -> LinkResult<()> {
        if self.store.slug_exists(domain_id, slug).await? {
            return Err(LinkError::SlugTaken.into());
        }
        Ok(())
    }
}
