//! `GET /api/link/list` (`listLinks`): a page of the caller's links, with
//! the contract's parameter checks in its order.

use crate::domain::link_controls::MAX_TAGS;
use crate::http::api::openapi::TAG_LINKS;
use crate::http::api::views::LinkView;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiError, ApiResult, ErrorBody};
use crate::http::messages as m;
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::links::{Manager, PageRequest};
use crate::store::{LinkSort, LinkState};
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// Every parameter is optional; an empty value counts as absent.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListParams {
    /// 0-based page number (digits); default 0
    page: Option<String>,
    /// Links per page, 1-100; default 20
    pagesize: Option<String>,
    /// slug, destination, creationDate (default), modifiedDate, visits, author, id or humanVisits. visits and humanVisits sort by the live counters when at most 10,000 links match; with more, by the counters as of their last refresh, about a minute old (the visits shown are always live)
    #[serde(rename = "sortField")]
    sort_field: Option<String>,
    /// 1 ascending, -1 descending (default)
    #[serde(rename = "sortType")]
    sort_type: Option<String>,
    /// Literal substring of slug, destination, title or notes, ignoring case
    search: Option<String>,
    /// Only links authored by this account
    #[serde(rename = "userID")]
    user_id: Option<String>,
    /// Comma-separated tags (at most 50): links with any of them, or with all under tagsMode=all
    tags: Option<String>,
    /// any (default) or all
    #[serde(rename = "tagsMode")]
    tags_mode: Option<String>,
    /// active (neither expired nor waiting for validFrom), expired (past expiresAt or maxVisits used up), notYetValid or passwordProtected
    state: Option<String>,
    /// Only links on the short domain with this host; `_default`: the default domain. A host that is no domain matches no link
    domain: Option<String>,
    /// Only links whose campaign parameters (`utm`) name this campaign, exactly
    campaign: Option<String>,
    /// Only the links of the team with this id (docs/teams.md)
    team: Option<String>,
}

/// The list's filters alone, as a bulk edit selects links by them (same
/// names, forms and checks as the list's parameters).
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct LinkFilterBody {
    /// Literal substring of slug, destination, title or notes, ignoring case
    search: Option<String>,
    /// Only links authored by this account
    #[serde(rename = "userID")]
    user_id: Option<String>,
    /// Comma-separated tags (at most 50): links with any of them, or with all under tagsMode=all
    tags: Option<String>,
    /// any (default) or all
    #[serde(rename = "tagsMode")]
    tags_mode: Option<String>,
    /// active, expired, notYetValid or passwordProtected
    state: Option<String>,
    /// Only links on the short domain with this host; `_default`: the default domain
    domain: Option<String>,
    /// Only links whose campaign parameters name this campaign, exactly
    campaign: Option<String>,
    /// Only the links of the team with this id
    team: Option<String>,
}

impl From<LinkFilterBody> for ListParams {
    fn from(filter: LinkFilterBody) -> Self {
        Self {
            page: None,
            pagesize: None,
            sort_field: None,
            sort_type: None,
            search: filter.search,
            user_id: filter.user_id,
            tags: filter.tags,
            tags_mode: filter.tags_mode,
            state: filter.state,
            domain: filter.domain,
            campaign: filter.campaign,
            team: filter.team,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LinkList {
    // Pages left after this one.
    #[schema(minimum = 0)]
    remaining: u64,
    #[schema(minimum = 0)]
    total: i64,
    links: Vec<LinkView>,
}

/// Digits only, saturating on overflow (a huge page is simply past the end).
fn whole_number(value: &str) -> Option<u64> {
    if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(value.parse().unwrap_or(u64::MAX))
}

fn non_empty(value: Option<String>) -> Option<String> {
    value.filter(|v| !v.is_empty())
}

impl ListParams {
    /// The page asked for, checked in the contract's order.
    pub(super) fn into_request(self) -> Result<PageRequest, ApiError> {
        let page = match non_empty(self.page) {
            None => 0,
            Some(v) => whole_number(&v).ok_or(ApiError::BadRequest(m::INVALID_PAGE.into()))?,
        };
        let page_size = match non_empty(self.pagesize).map(|v| whole_number(&v)) {
            None => 20,
            Some(Some(n)) if n > 100 => return Err(ApiError::BadRequest(m::PAGESIZE_LIMIT.into())),
            Some(Some(n)) if n >= 1 => n as u32,
            Some(_) => return Err(ApiError::BadRequest(m::INVALID_PAGESIZE.into())),
        };
        let sort = match non_empty(self.sort_field).as_deref() {
            None | Some("creationDate") => LinkSort::CreationDate,
            Some("slug") => LinkSort::Slug,
            Some("destination") => LinkSort::Destination,
            Some("modifiedDate") => LinkSort::ModifiedDate,
            Some("visits") => LinkSort::Visits,
            Some("author") => LinkSort::Author,
            Some("id") => LinkSort::Id,
            Some("humanVisits") => LinkSort::HumanVisits,
            Some(_) => return Err(ApiError::BadRequest(m::INVALID_SORT_FIELD.into())),
        };
        let descending = match non_empty(self.sort_type).as_deref() {
            None | Some("-1") => true,
            Some("1") => false,
            Some(_) => return Err(ApiError::BadRequest(m::INVALID_SORT_TYPE.into())),
        };
        let tags: Vec<String> = non_empty(self.tags)
            .map(|t| {
                t.split(',')
                    .map(str::trim)
                    .filter(|t| !t.is_empty())
                    .map(str::to_owned)
                    .collect()
            })
            .unwrap_or_default();
        if tags.len() > MAX_TAGS {
            return Err(ApiError::BadRequest(m::TOO_MANY_TAG_FILTERS.into()));
        }
        let all_tags = match non_empty(self.tags_mode).as_deref() {
            None | Some("any") => false,
            Some("all") => true,
            Some(_) => return Err(ApiError::BadRequest(m::INVALID_TAGS_MODE.into())),
        };
        let state = match non_empty(self.state).as_deref() {
            None => None,
            Some("active") => Some(LinkState::Active),
            Some("expired") => Some(LinkState::Expired),
            Some("notYetValid") => Some(LinkState::NotYetValid),
            Some("passwordProtected") => Some(LinkState::PasswordProtected),
            Some(_) => return Err(ApiError::BadRequest(m::INVALID_STATE.into())),
        };
        Ok(PageRequest {
            domain: non_empty(self.domain),
            author: non_empty(self.user_id),
            search: non_empty(self.search),
            tags,
            all_tags,
            state,
            campaign: non_empty(self.campaign),
            team: non_empty(self.team),
            sort,
            descending,
            page,
            page_size,
        })
    }
}

#[utoipa::path(
    get,
    path = "/link/list",
    tag = TAG_LINKS,
    operation_id = "listLinks",
    summary = "A page of the links the caller may manage",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:read"])),
    params(ListParams),
    responses(
        (status = 200, description = "The page", body = Answer<LinkList>),
        (status = 400, description = const_format::concatcp!(m::INVALID_PAGE, " / ", m::INVALID_PAGESIZE, " / ", m::PAGESIZE_LIMIT, " / ", m::INVALID_SORT_FIELD, " / ", m::INVALID_SORT_TYPE, " / ", m::INVALID_TAGS_MODE, " / ", m::INVALID_STATE, " / ", m::TOO_MANY_TAG_FILTERS), body = ErrorBody),
    ),
)]
pub(super) async fn list_links(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<LinkList>> {
    let caller = authenticate(&app, &request).await?;
    let params: ListParams = request.query.typed()?;
    let page = app
        .links()
        .list(params.into_request()?, &Manager::from(&caller))
        .await?;
    Ok(Answer::new(LinkList {
        remaining: page.remaining,
        total: page.total,
        links: page.links.into_iter().map(LinkView::from).collect(),
    }))
}
