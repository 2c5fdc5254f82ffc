//! Reading links: a page of the caller's links (`listLinks`), one of them
//! (`getLink`), and the public resolve of a slug (`resolveLink`).

use super::{LinkResult, Links, Manager};
use crate::domain::links::LinkError;
use crate::domain::time::now_millis;
use crate::redirects::{Decision, Refusal, ServedDomain};
use crate::store::{LinkQuery, LinkRecord, LinkSort, LinkState};
use crate::visits::{Facts, Visitor};

/// A page of the links a manager may manage, filtered and sorted.
#[derive(Debug)]
pub struct PageRequest {
    /// Only links on the domain with this host (`_default`: the default).
    pub domain: Option<String>,
    /// Only links authored by this account id.
    pub author: Option<String>,
    /// Literal substring of slug, destination, title or notes, ignoring case.
    pub search: Option<String>,
    /// Links with any (`all_tags`: every one) of these tags.
    pub tags: Vec<String>,
    pub all_tags: bool,
    pub state: Option<LinkState>,
    /// Links whose campaign parameters name this `utm_campaign`.
    pub campaign: Option<String>,
    /// Only the links of the team with this id.
    pub team: Option<String>,
    pub sort: LinkSort,
    pub descending: bool,
    /// 0-based.
    pub page: u64,
    /// 1 to 100.
    pub page_size: u32,
}

#[derive(Debug)]
pub struct LinkPage {
    /// Pages left after this one.
    pub remaining: u64,
    /// Links matching the filters.
    pub total: i64,
    pub links: Vec<LinkRecord>,
}

impl Links<'_> {
    pub async fn list(&self, request: PageRequest, manager: &Manager) -> LinkResult<LinkPage> {
        let page_size = u64::from(request.page_size);
        let page = request.page;
        let Some(query) = self.link_query(request, manager).await? else {
            return Ok(LinkPage {
                remaining: 0,
                total: 0,
                links: Vec::new(),
            });
        };
        let (total, links) = self.store.list_links(&query).await?;
        let pages = u64::try_from(total).unwrap_or(0).div_ceil(page_size);
        let remaining = pages.saturating_sub(page).saturating_sub(1);
        Ok(LinkPage {
            remaining,
            total,
            links,
        })
    }

    /// The store's query for `request` over `manager`'s links; `None` when
    /// it filters on a host that is no domain (it matches nothing).
    pub(super) async fn link_query(
        &self,
        request: PageRequest,
        manager: &Manager,
    ) -> LinkResult<Option<LinkQuery>> {
        let domain_id = match request.domain.as_deref() {
            None => None,
            Some(host) => match self.domain_named(Some(host)).await {
                Ok(domain) => Some(domain.id.to_string()),
                Err(_) => return Ok(None),
            },
        };
        let page_size = u64::from(request.page_size);
        Ok(Some(LinkQuery {
            scope: manager.scope().clone(),
            domain_id,
            team: request.team,
            author: request.author,
            search: request.search,
            tags: request.tags,
            all_tags: request.all_tags,
            state: request.state,
            campaign: request.campaign,
            now: now_millis(),
            sort: request.sort,
            descending: request.descending,
            offset: request.page.saturating_mul(page_size),
            limit: request.page_size,
        }))
    }

    /// The link `id` if `manager` may see it; otherwise (or when absent)
    /// [`LinkError::NotFound`].
    pub async fn visible(&self, id: &str, manager: &Manager) -> LinkResult<LinkRecord> {
        self.store
            .find_link_by_id(id)
            .await?
            .filter(|link| manager.may_see(link))
            .ok_or_else(|| LinkError::NotFound.into())
    }

    /// The destination of `slug` (matched exactly), counting one visit of
    /// `visitor` when given; an empty or unknown slug (or one not valid
    /// yet) is [`LinkError::UnknownSlug`]. Controls apply as on the short
    /// link itself, except that a password cannot be typed here.
    pub async fn resolve(
        &self,
        domain: &ServedDomain,
        slug: &str,
        visitor: Option<&Visitor<'_>>,
    ) -> LinkResult<String> {
        if slug.is_empty() {
            return Err(LinkError::UnknownSlug.into());
        }
        let target = self
            .redirects
            .resolve(domain, slug)
            .await?
            .ok_or(LinkError::UnknownSlug)?;
        let Some(controls) = target.controls() else {
            let Some(visitor) = visitor else {
                return Ok(target.destination().to_owned());
            };
            let choice = target.split_choice(self.visits.salts(), visitor, now_millis());
            let counted = choice.map_or_else(|| Visitor { ..*visitor }, |c| c.counted(visitor));
            self.visits.count(target.num(), &counted);
            return Ok(choice
                .map_or(target.destination(), |c| c.location)
                .to_owned());
        };
        let now = now_millis();
        // A password cannot be typed here: a password link stays locked.
        let Some(visitor) = visitor else {
            // Without a visit, only the steps that need none apply.
            return match controls.admit(now, |_| false) {
                Ok(()) => Ok(target.destination().to_owned()),
                Err(refusal) => Err(refused(refusal)),
            };
        };
        let facts = Facts::new(self.visits, visitor, None, now);
        match self.redirects.decide(&target, &facts, |_| false).await? {
            Decision::Redirect { rule, variant } => {
                let destination = rule
                    .or(variant.map(|v| v.location()))
                    .unwrap_or(target.destination())
                    .to_owned();
                let counted = Visitor {
                    variant: variant.map(|v| v.key()),
                    key: facts.computed_key(),
                    ..*visitor
                };
                self.visits.count(target.num(), &counted);
                Ok(destination)
            }
            Decision::Refused(refusal) => Err(refused(refusal)),
        }
    }
}

/// The API's error for a refused visit: a link not valid yet is unknown.
fn refused(refusal: Refusal) -> super::LinkServiceError {
    match refusal {
        Refusal::NotYetValid => LinkError::UnknownSlug,
        Refusal::Expired => LinkError::Expired,
        Refusal::Locked => LinkError::PasswordProtected,
    }
    .into()
}
