//! `/api/link`: list, read, resolve, create, edit and delete links
//! (api.md §5), with the visibility rule of §5.2.

use super::openapi::TAG_LINKS;
use super::schemas::{
    CreateLinkBody, DeleteLinksAnswer, DeleteLinksBody, EditLinkBody, ErrorBody, LinkAnswer,
    LinkListAnswer, ResolveAnswer,
};
use super::views;
use crate::domain::accounts::LinkScope;
use crate::domain::links::{random_slug, Destination, LinkError, Slug};
use crate::domain::time::now_millis;
use crate::http::auth::{authenticate, Access, ApiRequest, Caller};
use crate::http::error::{ApiError, ApiResult};
use crate::http::input::{check_fields, string_field, Kind, Query};
use crate::http::respond::ok_result;
use crate::http::AppState;
use crate::store::{LinkQuery, LinkSort, NewLink, StoreError};
use axum::extract::State;
use axum::http::Method;
use serde_json::{json, Value};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

const MAX_DELETE_IDS: usize = 1000;
const RANDOM_SLUG_DRAWS: usize = 10;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_links))
        .routes(routes!(get_link))
        .routes(routes!(resolve_link, create_link, edit_link, delete_links))
}

fn scope_of(caller: &Caller) -> LinkScope {
    LinkScope::for_caller(caller.id(), caller.account.role())
}

pub fn invalid_destination() -> ApiError {
    ApiError::Unprocessable("Invalid destination url format".into())
}

fn slug_error(error: LinkError) -> ApiError {
    match error {
        LinkError::ReservedSlug => ApiError::Unprocessable("That slug is reserved, choose another one".into()),
        LinkError::InvalidSlug | LinkError::InvalidDestination => ApiError::Unprocessable(
            "Invalid slug: use 1 to 100 letters, digits, hyphens, underscores or dots, not starting with a dot".into(),
        ),
    }
}

fn slug_taken() -> ApiError {
    ApiError::Conflict("A link with that slug already exists".into())
}

pub fn destination_taken() -> ApiError {
    ApiError::Conflict("A link with that destination already exists".into())
}

/// Digits only, saturating on overflow (a huge page is simply past the end).
fn whole_number(value: &str) -> Option<u64> {
    if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(value.parse().unwrap_or(u64::MAX))
}

fn parse_list_query(query: &Query, scope: LinkScope) -> Result<(LinkQuery, u64, u64), ApiError> {
    let page = match query.non_empty("page") {
        None => 0,
        Some(v) => whole_number(v).ok_or_else(|| {
            ApiError::BadRequest("Invalid page, expected a whole number of 0 or more".into())
        })?,
    };
    let pagesize = match query.non_empty("pagesize") {
        None => 20,
        Some(v) => match whole_number(v) {
            Some(n) if n > 100 => {
                return Err(ApiError::BadRequest("Pagesize limit is 100 items".into()))
            }
            Some(n) if n >= 1 => n,
            _ => {
                return Err(ApiError::BadRequest(
                    "Invalid pagesize, expected a whole number from 1 to 100".into(),
                ))
            }
        },
    };
    let sort = match query.non_empty("sortField") {
        None | Some("creationDate") => LinkSort::CreationDate,
        Some("slug") => LinkSort::Slug,
        Some("destination") => LinkSort::Destination,
        Some("modifiedDate") => LinkSort::ModifiedDate,
        Some("visits") => LinkSort::Visits,
        Some("author") => LinkSort::Author,
        Some(_) => {
            return Err(ApiError::BadRequest(
                "Invalid sortField, accepted values: slug, destination, creationDate, modifiedDate, visits, author".into(),
            ))
        }
    };
    let descending = match query.non_empty("sortType") {
        None | Some("-1") => true,
        Some("1") => false,
        Some(_) => {
            return Err(ApiError::BadRequest(
                "Invalid sortType, accepted values: 1, -1".into(),
            ))
        }
    };
    let link_query = LinkQuery {
        scope,
        author: query.non_empty("userID").map(str::to_owned),
        search: query.non_empty("search").map(str::to_owned),
        sort,
        descending,
        offset: page.saturating_mul(pagesize),
        limit: pagesize as u32,
    };
    Ok((link_query, page, pagesize))
}

#[utoipa::path(
    get,
    path = "/link/list",
    tag = TAG_LINKS,
    operation_id = "listLinks",
    summary = "A page of the links the caller may manage",
    security(("cookie" = []), ("secret" = [])),
    params(
        ("page" = Option<String>, Query, description = "0-based page number (digits); default 0"),
        ("pagesize" = Option<String>, Query, description = "Links per page, 1-100; default 20"),
        ("sortField" = Option<String>, Query, description = "slug, destination, creationDate (default), modifiedDate, visits or author"),
        ("sortType" = Option<String>, Query, description = "1 ascending, -1 descending (default)"),
        ("search" = Option<String>, Query, description = "Literal substring of slug or destination, ignoring case"),
        ("userID" = Option<String>, Query, description = "Only links authored by this account"),
    ),
    responses(
        (status = 200, description = "The page", body = LinkListAnswer),
        (status = 400, description = "Invalid page, expected a whole number of 0 or more / Invalid pagesize, expected a whole number from 1 to 100 / Pagesize limit is 100 items / Invalid sortField, accepted values: slug, destination, creationDate, modifiedDate, visits, author / Invalid sortType, accepted values: 1, -1", body = ErrorBody),
    ),
)]
async fn list_links(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate(&app, &request, Access::CookieOrSecret).await?;
    let (query, page, pagesize) = parse_list_query(&request.query, scope_of(&caller))?;
    let (total, links) = app.store.list_links(&query).await?;
    let total_u = u64::try_from(total).unwrap_or(0);
    let pages = total_u.div_ceil(pagesize);
    let remaining = pages.saturating_sub(page).saturating_sub(1);
    let links: Vec<Value> = links.iter().map(views::link).collect();
    Ok(ok_result(
        json!({"remaining": remaining, "total": total, "links": links}),
    ))
}

#[utoipa::path(
    get,
    path = "/link/single",
    tag = TAG_LINKS,
    operation_id = "getLink",
    summary = "One link the caller may manage",
    security(("cookie" = []), ("secret" = [])),
    params(("id" = String, Query, description = "The link's id")),
    responses(
        (status = 200, description = "The link", body = LinkAnswer),
        (status = 400, description = "The following required fields were not included in the request: id", body = ErrorBody),
        (status = 404, description = "A link with that id does not exist", body = ErrorBody),
    ),
)]
async fn get_link(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate(&app, &request, Access::CookieOrSecret).await?;
    request.query.require(&["id"])?;
    let id = request.query.get("id").unwrap_or("");
    let not_found = || ApiError::NotFound("A link with that id does not exist".into());
    let link = app.store.find_link_by_id(id).await?.ok_or_else(not_found)?;
    if !link.is_in(&scope_of(&caller)) {
        return Err(not_found());
    }
    Ok(ok_result(views::link(&link)))
}

/// Public resolve for the dashboard's resolving page; counts one visit.
#[utoipa::path(
    get,
    path = "/link",
    tag = TAG_LINKS,
    operation_id = "resolveLink",
    summary = "Resolve a slug and count a visit (HEAD counts none)",
    params(("slug" = String, Query, description = "The slug, matched exactly")),
    responses(
        (status = 200, description = "The destination", body = ResolveAnswer),
        (status = 400, description = "The following required fields were not included in the request: slug", body = ErrorBody),
        (status = 404, description = "invalid link", body = ErrorBody),
    ),
)]
async fn resolve_link(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    request.query.require(&["slug"])?;
    let slug = request.query.get("slug").unwrap_or("");
    let invalid = || ApiError::NotFound("invalid link".into());
    if slug.is_empty() {
        return Err(invalid());
    }
    let target = app.redirects.resolve(slug).await?.ok_or_else(invalid)?;
    if request.method != Method::HEAD {
        app.redirects.count_visit(&target);
    }
    Ok(ok_result(json!({"destination": target.destination()})))
}

#[utoipa::path(
    post,
    path = "/link",
    tag = TAG_LINKS,
    operation_id = "createLink",
    summary = "Create a link authored by the caller",
    security(("cookie" = []), ("secret" = [])),
    request_body = CreateLinkBody,
    responses(
        (status = 200, description = "The new link", body = LinkAnswer),
        (status = 400, description = "The following required fields were not included in the request: destination / The following fields have an invalid type: <fields>", body = ErrorBody),
        (status = 409, description = "A link with that slug already exists / A link with that destination already exists / Could not generate a unique slug, please try again", body = ErrorBody),
        (status = 422, description = "Invalid destination url format / Invalid slug: use 1 to 100 letters, digits, hyphens, underscores or dots, not starting with a dot / That slug is reserved, choose another one", body = ErrorBody),
    ),
)]
async fn create_link(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate(&app, &request, Access::CookieOrSecret).await?;
    let body = &request.body;
    check_fields(
        body,
        &["destination"],
        &[("destination", Kind::String), ("slug", Kind::String)],
    )?;
    let destination = Destination::parse(string_field(body, "destination").unwrap_or(""))
        .map_err(|_| invalid_destination())?;
    let custom = match string_field(body, "slug").filter(|s| !s.is_empty()) {
        Some(slug) => Some(Slug::parse(slug, &app.reserved).map_err(slug_error)?),
        None => None,
    };
    if let Some(slug) = &custom {
        if app.store.slug_exists(slug.as_str()).await? {
            return Err(slug_taken());
        }
    }
    let id = insert_new_link(&app, &destination, custom, Some(caller.id())).await?;
    let link = app
        .store
        .find_link_by_id(&id)
        .await?
        .ok_or_else(|| ApiError::internal(anyhow::anyhow!("created link vanished")))?;
    Ok(ok_result(views::link(&link)))
}

/// Inserts a link with `slug`, or with a random slug when `None` (redrawn
/// when taken or reserved). Checks URL_ONLY_UNIQUE. Returns the link id.
pub async fn insert_new_link(
    app: &AppState,
    destination: &Destination,
    slug: Option<Slug>,
    author: Option<&str>,
) -> Result<String, ApiError> {
    if app.settings.url_only_unique
        && app
            .store
            .destination_used(destination.as_str(), None)
            .await?
    {
        return Err(destination_taken());
    }
    let id = uuid::Uuid::new_v4().to_string();
    let now = now_millis();
    let draws = if slug.is_some() { 1 } else { RANDOM_SLUG_DRAWS };
    for _ in 0..draws {
        let candidate = match &slug {
            Some(custom) => custom.clone(),
            None => {
                let drawn = random_slug(app.settings.url_length, app.settings.url_set);
                if app.reserved.is_reserved(&drawn) {
                    continue;
                }
                Slug::from_generated(drawn)
            }
        };
        let new = NewLink {
            id: &id,
            slug: candidate.as_str(),
            destination: destination.as_str(),
            author,
            creation_date: now,
            modified_date: now,
            visits: 0,
        };
        match app.store.insert_link(&new).await {
            Ok(()) => {
                app.redirects.invalidate(candidate.as_str());
                return Ok(id);
            }
            Err(StoreError::Conflict) if slug.is_some() => return Err(slug_taken()),
            Err(StoreError::Conflict) => continue,
            Err(other) => return Err(other.into()),
        }
    }
    if slug.is_some() {
        Err(slug_taken())
    } else {
        Err(ApiError::Conflict(
            "Could not generate a unique slug, please try again".into(),
        ))
    }
}

#[utoipa::path(
    patch,
    path = "/link",
    tag = TAG_LINKS,
    operation_id = "editLink",
    summary = "Change a link's destination or slug",
    security(("cookie" = []), ("secret" = [])),
    request_body = EditLinkBody,
    responses(
        (status = 200, description = "The edited link", body = LinkAnswer),
        (status = 400, description = "The following required fields were not included in the request: id / The following fields have an invalid type: <fields>", body = ErrorBody),
        (status = 403, description = "You do not have the permissions to edit this link", body = ErrorBody),
        (status = 404, description = "A link with that id does not exist", body = ErrorBody),
        (status = 409, description = "A link with that slug already exists / A link with that destination already exists", body = ErrorBody),
        (status = 422, description = "Invalid destination url format / Invalid slug: use 1 to 100 letters, digits, hyphens, underscores or dots, not starting with a dot / That slug is reserved, choose another one", body = ErrorBody),
    ),
)]
async fn edit_link(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate(&app, &request, Access::CookieOrSecret).await?;
    let body = &request.body;
    check_fields(
        body,
        &["id"],
        &[
            ("id", Kind::String),
            ("destination", Kind::String),
            ("slug", Kind::String),
        ],
    )?;
    let id = string_field(body, "id").unwrap_or("");
    let link = app
        .store
        .find_link_by_id(id)
        .await?
        .ok_or_else(|| ApiError::NotFound("A link with that id does not exist".into()))?;
    if !link.is_in(&scope_of(&caller)) {
        return Err(ApiError::Forbidden(
            "You do not have the permissions to edit this link".into(),
        ));
    }
    let destination = match string_field(body, "destination") {
        Some(d) => Some(Destination::parse(d).map_err(|_| invalid_destination())?),
        None => None,
    };
    let new_slug = match string_field(body, "slug") {
        Some(s) if s == link.slug => None,
        Some(s) => Some(Slug::parse(s, &app.reserved).map_err(slug_error)?),
        None => None,
    };
    if let Some(slug) = &new_slug {
        if app.store.slug_exists(slug.as_str()).await? {
            return Err(slug_taken());
        }
    }
    if let Some(d) = &destination {
        if app.settings.url_only_unique
            && app
                .store
                .destination_used(d.as_str(), Some(&link.id))
                .await?
        {
            return Err(destination_taken());
        }
    }
    match app
        .store
        .update_link(
            &link.id,
            new_slug.as_ref().map(Slug::as_str),
            destination.as_ref().map(Destination::as_str),
            now_millis(),
        )
        .await
    {
        Ok(()) => {}
        Err(StoreError::Conflict) => return Err(slug_taken()),
        Err(StoreError::NotFound) => {
            return Err(ApiError::NotFound(
                "A link with that id does not exist".into(),
            ))
        }
        Err(other) => return Err(other.into()),
    }
    app.redirects.invalidate(&link.slug);
    if let Some(slug) = &new_slug {
        app.redirects.invalidate(slug.as_str());
    }
    let updated = app
        .store
        .find_link_by_id(&link.id)
        .await?
        .ok_or_else(|| ApiError::NotFound("A link with that id does not exist".into()))?;
    Ok(ok_result(views::link(&updated)))
}

#[utoipa::path(
    delete,
    path = "/link",
    tag = TAG_LINKS,
    operation_id = "deleteLinks",
    summary = "Delete links atomically",
    security(("cookie" = []), ("secret" = [])),
    request_body = DeleteLinksBody,
    responses(
        (status = 200, description = "How many links were deleted", body = DeleteLinksAnswer),
        (status = 400, description = "The following required fields were not included in the request: ids / The following fields have an invalid type: ids / Too many ids, the limit is 1000 per request", body = ErrorBody),
        (status = 403, description = "You do not have the permissions to delete some of or all of the selected links. No links were deleted", body = ErrorBody),
    ),
)]
async fn delete_links(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate(&app, &request, Access::CookieOrSecret).await?;
    let body = &request.body;
    check_fields(body, &["ids"], &[("ids", Kind::StringOrStrings)])?;
    let ids: Vec<String> = match body.get("ids") {
        Some(Value::String(id)) => vec![id.clone()],
        Some(Value::Array(items)) => items
            .iter()
            .filter_map(|v| v.as_str().map(str::to_owned))
            .collect(),
        _ => Vec::new(),
    };
    if ids.len() > MAX_DELETE_IDS {
        return Err(ApiError::BadRequest(
            "Too many ids, the limit is 1000 per request".into(),
        ));
    }
    let mut ids = ids;
    ids.sort();
    ids.dedup();
    match app.store.delete_links_in_scope(&ids, &scope_of(&caller)).await? {
        Some(slugs) => {
            for slug in &slugs {
                app.redirects.invalidate(slug);
            }
            Ok(ok_result(json!({"deleted": slugs.len()})))
        }
        None => Err(ApiError::Forbidden(
            "You do not have the permissions to delete some of or all of the selected links. No links were deleted".into(),
        )),
    }
}
