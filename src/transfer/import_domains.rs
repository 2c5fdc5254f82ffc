//! Which short domain each imported link goes on (docs/moving-in.md): a
//! row that names no domain goes on the import's chosen domain (the
//! default one unless asked); a host the file names goes on the domain
//! with that host, DOMAIN's host on the default domain. A host that is no
//! domain is added when the import asks for it (`createDomains`, by the
//! owner or an admin: the checks of `POST /api/domains`, and every
//! instance serves it at once), and otherwise its rows are skipped with
//! the reason. A dry run adds nothing and says what it would add.
//!
//! Memory stays bounded however many hosts a file names: the hosts seen
//! are remembered up to [`SEEN_HOSTS`] at a time, an import adds at most
//! [`MAX_IMPORT_DOMAINS`] domains, and at most [`LISTED_DOMAINS`] unknown
//! hosts are listed.

use super::import::ImportError;
use crate::domain::audit::AuditBy;
use crate::domain::domain_rule::DomainRule;
use crate::domain::import::{
    DomainRefusal, ImportDomain, ImportedLink, SkipReason, MAX_IMPORT_DOMAINS,
};
use crate::domain::short_domains::{parse_host, DEFAULT_DOMAIN_FILTER};
use crate::redirects::{Redirects, ServedDomain};
use crate::short_domains::{DomainInput, DomainServiceError, ShortDomains};
use crate::store::Store;
use std::collections::HashMap;
use std::sync::Arc;

/// Hosts (as files write them) remembered with their outcome; past this
/// the memory is emptied and hosts are looked up again (in memory: the
/// served domains).
const SEEN_HOSTS: usize = 1_024;
/// Unknown hosts listed in an import's answer.
const LISTED_DOMAINS: usize = 100;

/// Where the links of one host go.
#[derive(Debug, Clone)]
enum Place {
    On(Arc<str>),
    Skip(SkipReason),
}

/// The domains of one import.
pub(super) struct Placement<'a> {
    store: &'a Store,
    redirects: &'a Redirects,
    /// Which domains the importer may put the links on.
    rule: DomainRule,
    /// The chosen domain's id, for rows that name none.
    unnamed: Arc<str>,
    /// Why unknown hosts are not added; `None`: they are.
    refusal: Option<DomainRefusal>,
    dry_run: bool,
    /// Who imports: the domains it adds are theirs in the audit log.
    by: &'a AuditBy,
    seen: HashMap<String, Place>,
    /// The domains added (a dry run: that would be), by host as stored,
    /// with their id (a dry run's is made up and matches no link).
    added: Vec<(String, Arc<str>)>,
    /// Unknown hosts whose rows were skipped, the first [`LISTED_DOMAINS`].
    unknown: Vec<String>,
}

impl<'a> Placement<'a> {
    /// Checks the chosen domain (`chosen`: a host, Unicode or punycode, or
    /// `_default`; `None`: the default domain) before anything is written.
    pub(super) fn new(
        store: &'a Store,
        redirects: &'a Redirects,
        rule: DomainRule,
        chosen: Option<&str>,
        create: bool,
        dry_run: bool,
        by: &'a AuditBy,
    ) -> Result<Self, ImportError> {
        let domain = match chosen.filter(|host| *host != DEFAULT_DOMAIN_FILTER) {
            None => redirects.domains().default_domain(),
            Some(host) => {
                let host = parse_host(host).map_err(|_| ImportError::UnknownDomain)?;
                served(redirects, &host).ok_or(ImportError::UnknownDomain)?
            }
        };
        if !rule.allows(&domain.id, domain.standard_may_create) {
            return Err(ImportError::DomainNotAllowed);
        }
        let refusal = match (create, rule.role.is_admin_or_owner()) {
            (false, _) => Some(DomainRefusal::NotAsked),
            (true, false) => Some(DomainRefusal::NotPermitted),
            (true, true) => None,
        };
        Ok(Self {
            store,
            redirects,
            rule,
            unnamed: Arc::from(&*domain.id),
            refusal,
            dry_run,
            by,
            seen: HashMap::new(),
            added: Vec::new(),
            unknown: Vec::new(),
        })
    }

    /// Puts `link` on its domain (adding it when asked); `Some` says why
    /// the link is skipped instead.
    pub(super) async fn place(
        &mut self,
        link: &mut ImportedLink,
    ) -> Result<Option<SkipReason>, ImportError> {
        let raw = match &link.domain {
            ImportDomain::Stored(_) => return Ok(None),
            ImportDomain::Unnamed => {
                link.domain = ImportDomain::Stored(Arc::clone(&self.unnamed));
                return Ok(None);
            }
            ImportDomain::Named(raw) => raw,
        };
        let place = match self.seen.get(raw) {
            Some(place) => place.clone(),
            None => {
                let place = self.find(raw).await?;
                if self.seen.len() >= SEEN_HOSTS {
                    self.seen.clear();
                }
                self.seen.insert(raw.clone(), place.clone());
                place
            }
        };
        match place {
            Place::On(id) => {
                link.domain = ImportDomain::Stored(id);
                Ok(None)
            }
            Place::Skip(reason) => Ok(Some(reason)),
        }
    }

    /// The hosts (as stored) of the domains the import added, or in a dry
    /// run would add, in the order the file named them.
    pub(super) fn added(&self) -> Vec<String> {
        self.added.iter().map(|(host, _)| host.clone()).collect()
    }

    /// The host (as stored) of the domain a link is on or names, for a
    /// skipped row; `None` for the default domain.
    pub(super) fn host_of(&self, domain: &ImportDomain) -> Option<String> {
        let id = match domain {
            ImportDomain::Named(raw) => {
                return Some(parse_host(raw).unwrap_or_else(|_| raw.clone()))
            }
            ImportDomain::Unnamed => &self.unnamed,
            ImportDomain::Stored(id) => id,
        };
        if let Some((host, _)) = self.added.iter().find(|(_, added)| added == id) {
            return Some(host.clone());
        }
        let served = self.redirects.domains().by_id(id)?;
        served.host.as_deref().map(str::to_owned)
    }

    /// The first unknown hosts whose rows were skipped.
    pub(super) fn unknown(&self) -> Vec<String> {
        self.unknown.clone()
    }

    async fn find(&mut self, raw: &str) -> Result<Place, ImportError> {
        let Ok(host) = parse_host(raw) else {
            return Ok(Place::Skip(SkipReason::InvalidValue("domain")));
        };
        if let Some(place) = self.known(&host) {
            return Ok(place);
        }
        if let Some((_, id)) = self.added.iter().find(|(added, _)| *added == host) {
            return Ok(Place::On(Arc::clone(id)));
        }
        // A team limited to some domains has none of the new ones.
        if self.rule.team_domains.is_some() {
            return Ok(Place::Skip(SkipReason::DomainNotAllowed { host }));
        }
        let why = match self.refusal {
            Some(why) => why,
            None if self.added.len() >= MAX_IMPORT_DOMAINS => DomainRefusal::TooMany,
            None => return self.add(host).await,
        };
        if self.unknown.len() < LISTED_DOMAINS && !self.unknown.contains(&host) {
            self.unknown.push(host.clone());
        }
        Ok(Place::Skip(SkipReason::UnknownDomain { host, why }))
    }

    /// Where a host of a served domain puts its links, for this importer.
    fn known(&self, host: &str) -> Option<Place> {
        let domain = served(self.redirects, host)?;
        if !self.rule.allows(&domain.id, domain.standard_may_create) {
            return Some(Place::Skip(SkipReason::DomainNotAllowed {
                host: host.to_owned(),
            }));
        }
        Some(Place::On(Arc::from(&*domain.id)))
    }

    /// Adds the domain `host` as `POST /api/domains` does (standard
    /// accounts may create links on it); a dry run only notes it.
    async fn add(&mut self, host: String) -> Result<Place, ImportError> {
        let id: Arc<str> = if self.dry_run {
            Arc::from(uuid::Uuid::new_v4().to_string())
        } else {
            let input = DomainInput {
                standard_may_create: true,
                ..DomainInput::default()
            };
            match ShortDomains::new(self.store, self.redirects)
                .create(&host, input, self.by)
                .await
            {
                Ok(domain) => Arc::from(domain.id),
                // Added meanwhile (another import, the dashboard): use it.
                Err(DomainServiceError::HostTaken) => {
                    self.redirects.reload_domains().await?;
                    return match self.known(&host) {
                        Some(place) => Ok(place),
                        None => Err(DomainServiceError::HostTaken.into()),
                    };
                }
                Err(DomainServiceError::InvalidHost) => {
                    return Ok(Place::Skip(SkipReason::InvalidValue("domain")))
                }
                Err(other) => return Err(other.into()),
            }
        };
        self.added.push((host, Arc::clone(&id)));
        Ok(Place::On(id))
    }
}

/// The served domain with stored host `host`; DOMAIN's host is the
/// default domain's.
fn served(redirects: &Redirects, host: &str) -> Option<Arc<ServedDomain>> {
    let domains = redirects.domains();
    domains.by_stored_host(Some(host)).or_else(|| {
        domains
            .is_default_host(host)
            .then(|| domains.default_domain())
    })
}
