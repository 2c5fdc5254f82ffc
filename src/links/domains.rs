//! Which short domain a link is on (docs/domains.md): a host named in a
//! request, checked against the served domains, the caller's role and
//! the link's team.

use super::{LinkResult, Links};
use crate::domain::accounts::Role;
use crate::domain::domain_rule::{team_allows, DomainRule};
use crate::domain::links::LinkError;
use crate::domain::short_domains::{parse_host, DEFAULT_DOMAIN_FILTER};
use crate::redirects::ServedDomain;
use std::sync::Arc;

impl Links<'_> {
    /// The domain named by `host` (Unicode or punycode, any case), or the
    /// default domain for `None`, the `_default` filter value or DOMAIN's
    /// own host; [`LinkError::UnknownDomain`] when no domain has it. A host
    /// this instance does not know yet is looked up in the database (it may
    /// have been added on another instance a moment ago).
    pub async fn domain_named(&self, host: Option<&str>) -> LinkResult<Arc<ServedDomain>> {
        let domains = self.redirects.domains();
        let Some(host) = host.filter(|h| *h != DEFAULT_DOMAIN_FILTER) else {
            return Ok(domains.default_domain());
        };
        let stored = parse_host(host).map_err(|_| LinkError::UnknownDomain)?;
        if let Some(domain) = domains.by_stored_host(Some(&stored)) {
            return Ok(domain);
        }
        if domains.is_default_host(&stored) {
            return Ok(domains.default_domain());
        }
        if self.store.domain_host_exists(&stored).await? {
            domains.reload(self.store).await?;
            if let Some(domain) = domains.by_stored_host(Some(&stored)) {
                return Ok(domain);
            }
        }
        Err(LinkError::UnknownDomain.into())
    }

    /// [`Links::domain_named`], when `role` may put links there: a link
    /// of `team`, when the team is limited to some domains, only on those;
    /// another link of a standard account only on a domain that lets
    /// standard accounts create links ([`DomainRule`]).
    pub async fn domain_for_links_of(
        &self,
        host: Option<&str>,
        role: Role,
        team: Option<&str>,
    ) -> LinkResult<Arc<ServedDomain>> {
        let domain = self.domain_named(host).await?;
        let rule = self.domain_rule(role, team).await?;
        if !rule.allows(&domain.id, domain.standard_may_create) {
            return Err(LinkError::DomainNotAllowed.into());
        }
        Ok(domain)
    }

    /// Where `role` may put the links of `team` (`None`: of no team).
    pub async fn domain_rule(&self, role: Role, team: Option<&str>) -> LinkResult<DomainRule> {
        Ok(DomainRule {
            role,
            team_domains: match team {
                Some(team) => self.store.team_domain_limit(team).await?,
                None => None,
            },
        })
    }

    /// Refuses to put a link on domain `domain_id` into team `team` when
    /// the team is limited to other domains.
    pub async fn check_team_domain(&self, team: &str, domain_id: &str) -> LinkResult<()> {
        let limit = self.store.team_domain_limit(team).await?;
        if team_allows(limit.as_deref(), domain_id) {
            Ok(())
        } else {
            Err(LinkError::DomainNotAllowed.into())
        }
    }
}
