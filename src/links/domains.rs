//! Which short domain a link is on (docs/domains.md): a host named in a
//! request, checked against the served domains and the caller's role.

use super::{LinkResult, Links};
use crate::domain::accounts::Role;
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

    /// [`Links::domain_named`], refused to a standard account when the
    /// domain does not let standard accounts create links.
    pub async fn domain_for_links_of(
        &self,
        host: Option<&str>,
        role: Role,
    ) -> LinkResult<Arc<ServedDomain>> {
        let domain = self.domain_named(host).await?;
        if role == Role::Standard && !domain.standard_may_create {
            return Err(LinkError::DomainNotAllowed.into());
        }
        Ok(domain)
    }
}
