//! Short domains as an application service (the `domains` operations of
//! the OpenAPI document, docs/domains.md): list, add, change and remove the
//! hosts an instance answers short links for, keeping every instance's
//! table of hosts and its redirect cache in step.

use crate::domain::accounts::Role;
use crate::domain::app_links::{AppLinksError, AppLinksFile};
use crate::domain::audit::{AuditAction, AuditBy, AuditTarget};
use crate::domain::links::Destination;
use crate::domain::short_domains::{parse_host, DEFAULT_DOMAIN_ID};
use crate::domain::time::now_millis;
use crate::redirects::Redirects;
use crate::store::{
    AccountRecord, DomainLinks, DomainRecord, DomainRemoval, DomainSettings, Store, StoreError,
};

/// Which fallback a refused URL was given for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fallback {
    Root,
    NotFound,
    Expired,
}

#[derive(Debug, thiserror::Error)]
pub enum DomainServiceError {
    #[error("invalid host")]
    InvalidHost,
    #[error("invalid fallback URL")]
    InvalidFallback(Fallback),
    #[error(transparent)]
    InvalidAppLinks(#[from] AppLinksError),
    #[error("host taken")]
    HostTaken,
    #[error("domain not found")]
    NotFound,
    /// The default domain cannot be removed.
    #[error("the default domain stays")]
    DefaultStays,
    #[error("the domain has links")]
    HasLinks(i64),
    /// Moving the links would put two links with one slug on the target.
    #[error("a slug is taken on the target domain")]
    SlugTakenOnTarget,
    /// The domain to move links to does not exist (or is the one removed).
    #[error("unknown target domain")]
    UnknownTarget,
    #[error(transparent)]
    Store(#[from] StoreError),
}

pub type DomainResult<T> = Result<T, DomainServiceError>;

/// A domain's fallbacks and policy as asked for: each URL checked.
#[derive(Debug, Clone, Default)]
pub struct DomainInput {
    pub root_redirect: Option<String>,
    pub not_found_redirect: Option<String>,
    pub expired_redirect: Option<String>,
    pub standard_may_create: bool,
    /// The app links files (docs/domains.md#app-links); `None`: not served.
    pub apple_app_site_association: Option<serde_json::Value>,
    pub asset_links: Option<serde_json::Value>,
}

impl DomainInput {
    fn check(self) -> DomainResult<DomainSettings> {
        let url = |value: Option<String>, which| match value {
            None => Ok(None),
            Some(value) => Destination::parse(&value)
                .map(|_| Some(value))
                .map_err(|_| DomainServiceError::InvalidFallback(which)),
        };
        let file = |value: Option<serde_json::Value>, which: AppLinksFile| {
            value.map(|value| which.checked(&value)).transpose()
        };
        Ok(DomainSettings {
            apple_app_site_association: file(
                self.apple_app_site_association,
                AppLinksFile::AppleAppSiteAssociation,
            )?,
            asset_links: file(self.asset_links, AppLinksFile::AssetLinks)?,
            root_redirect: url(self.root_redirect, Fallback::Root)?,
            not_found_redirect: url(self.not_found_redirect, Fallback::NotFound)?,
            expired_redirect: url(self.expired_redirect, Fallback::Expired)?,
            standard_may_create: self.standard_may_create,
        })
    }
}

/// What happens to a removed domain's links.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinksOfRemoved {
    Keep,
    /// To the domain with this id.
    MoveTo(String),
    Delete,
}

/// The service, borrowed from the application state for one request.
pub struct ShortDomains<'a> {
    store: &'a Store,
    redirects: &'a Redirects,
}

impl<'a> ShortDomains<'a> {
    pub fn new(store: &'a Store, redirects: &'a Redirects) -> Self {
        Self { store, redirects }
    }

    /// Every domain for the owner and admins; for a standard account, the
    /// domains it may create links on: those open to standard accounts,
    /// and those its teams are limited to.
    pub async fn list(&self, caller: &AccountRecord) -> DomainResult<Vec<DomainRecord>> {
        let mut domains = self.store.list_domains().await?;
        if caller.role() == Role::Standard {
            let of_teams = self.store.domains_of_teams_of(&caller.id).await?;
            domains.retain(|d| d.is_default() || d.standard_may_create || of_teams.contains(&d.id));
        }
        Ok(domains)
    }

    pub async fn create(
        &self,
        host: &str,
        input: DomainInput,
        by: &AuditBy,
    ) -> DomainResult<DomainRecord> {
        let host = parse_host(host).map_err(|_| DomainServiceError::InvalidHost)?;
        let settings = input.check()?;
        if self.redirects.domains().is_default_host(&host) {
            return Err(DomainServiceError::HostTaken);
        }
        let id = uuid::Uuid::new_v4().to_string();
        let now = now_millis();
        let audit = by
            .entry(AuditAction::DomainAdded, now)
            .on(AuditTarget::new("domain", &id, &host));
        match self
            .store
            .insert_domain(&id, &host, &settings, now, &audit)
            .await
        {
            Ok(()) => {}
            Err(StoreError::Conflict) => return Err(DomainServiceError::HostTaken),
            Err(other) => return Err(other.into()),
        }
        self.redirects.domains_changed().await?;
        self.find(&id).await
    }

    /// Replaces the fallbacks and policy of domain `id`.
    pub async fn update(
        &self,
        id: &str,
        input: DomainInput,
        by: &AuditBy,
    ) -> DomainResult<DomainRecord> {
        let settings = input.check()?;
        let host = self.find(id).await?.host;
        let audit = by
            .entry(AuditAction::DomainChanged, now_millis())
            .on(AuditTarget {
                kind: "domain",
                id: Some(id.to_owned()),
                name: host,
            });
        match self.store.update_domain(id, &settings, &audit).await {
            Ok(()) => {}
            Err(StoreError::NotFound) => return Err(DomainServiceError::NotFound),
            Err(other) => return Err(other.into()),
        }
        self.redirects.domains_changed().await?;
        self.find(id).await
    }

    pub async fn find(&self, id: &str) -> DomainResult<DomainRecord> {
        self.store
            .find_domain(id)
            .await?
            .ok_or(DomainServiceError::NotFound)
    }

    /// Removes domain `id`, with its links as `links` says (each link
    /// moved or deleted recorded in its history as `by`'s change).
    pub async fn remove(&self, id: &str, links: &LinksOfRemoved, by: &AuditBy) -> DomainResult<()> {
        if id == DEFAULT_DOMAIN_ID {
            return Err(DomainServiceError::DefaultStays);
        }
        let choice = match links {
            LinksOfRemoved::Keep => DomainLinks::Keep,
            LinksOfRemoved::Delete => DomainLinks::Delete,
            LinksOfRemoved::MoveTo(target) if target == id => {
                return Err(DomainServiceError::UnknownTarget)
            }
            LinksOfRemoved::MoveTo(target) => {
                if self.store.find_domain(target).await?.is_none() {
                    return Err(DomainServiceError::UnknownTarget);
                }
                DomainLinks::MoveTo(target)
            }
        };
        let at = now_millis();
        let host = self.find(id).await?.host;
        let audit = by.entry(AuditAction::DomainRemoved, at).on(AuditTarget {
            kind: "domain",
            id: Some(id.to_owned()),
            name: host,
        });
        match self
            .store
            .remove_domain(id, choice, &by.actor, at, &audit)
            .await
        {
            Ok(_) => {}
            Err(DomainRemoval::NotFound) => return Err(DomainServiceError::NotFound),
            Err(DomainRemoval::HasLinks(n)) => return Err(DomainServiceError::HasLinks(n)),
            Err(DomainRemoval::SlugTaken) => return Err(DomainServiceError::SlugTakenOnTarget),
            Err(DomainRemoval::Store(error)) => return Err(error.into()),
        }
        // Every cached link is forgotten with the table: moved links
        // answer on their new domain at once.
        self.redirects.domains_changed().await?;
        Ok(())
    }
}
