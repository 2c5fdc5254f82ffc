//! One handler per domain operation.

use super::bodies::{
    json_of, CreateDomainBody, DomainList, DomainView, EditDomainBody, RemoveDomainParams,
};
use super::errors::{DOMAIN_NOT_FOUND, HOST_TAKEN, INVALID_LINKS, UNKNOWN_TARGET};
use super::TAG_DOMAINS;
use crate::domain::short_domains::DEFAULT_DOMAIN_ID;
use crate::http::api::accounts::messages::{admin_required, owner_required};
use crate::http::auth::{authenticate, require_admin, require_owner, ApiRequest};
use crate::http::error::{ApiError, ApiResult, ErrorBody};
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::patch::Patch;
use crate::http::path_segment::PathSegment;
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::short_domains::{DomainInput, DomainServiceError, LinksOfRemoved};
use crate::store::DomainRecord;
use axum::extract::State;
use serde_json::Value;

fn view(app: &AppState, record: DomainRecord, counts: bool) -> DomainView {
    DomainView::of(record, app.redirects.domains().default_host(), counts)
}

#[utoipa::path(
    get,
    path = "/domains",
    tag = TAG_DOMAINS,
    operation_id = "listDomains",
    summary = "The short domains: all of them for the owner and admins, those a standard account may create links on (also for its teams) for it",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:read"])),
    responses((status = 200, description = "The domains", body = Answer<DomainList>)),
)]
pub(super) async fn list_domains(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<DomainList>> {
    let caller = authenticate(&app, &request).await?;
    let role = caller.account.role();
    let counts = role.is_admin_or_owner();
    let domains = app.short_domains().list(&caller.account).await?;
    Ok(Answer::new(DomainList {
        domains: domains.into_iter().map(|d| view(&app, d, counts)).collect(),
    }))
}

#[utoipa::path(
    post,
    path = "/domains",
    tag = TAG_DOMAINS,
    operation_id = "createDomain",
    summary = "Add a short domain (owner and admins)",
    security(("cookie" = [])),
    request_body = CreateDomainBody,
    responses(
        (status = 200, description = "The new domain", body = Answer<DomainView>),
        (status = 400, description = concat!(missing_fields!(), "host / ", invalid_types!(), "<fields>"), body = ErrorBody),
        (status = 409, description = HOST_TAKEN, body = ErrorBody),
        (status = 412, description = concat!(admin_required!(), " / ", owner_required!(), " (to set the app links files)"), body = ErrorBody),
        (status = 422, description = const_format::concatcp!(crate::http::api::domains::errors::INVALID_HOST, " / ", crate::http::api::domains::errors::INVALID_ROOT_REDIRECT, " / ", crate::http::api::domains::errors::INVALID_NOT_FOUND_REDIRECT, " / ", crate::http::api::domains::errors::INVALID_EXPIRED_REDIRECT, " / ", crate::http::api::domains::errors::INVALID_APPLE_APP_SITE_ASSOCIATION, " / ", crate::http::api::domains::errors::INVALID_ASSET_LINKS), body = ErrorBody),
    ),
)]
pub(super) async fn create_domain(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<DomainView>> {
    let caller = authenticate(&app, &request).await?;
    require_admin(&caller)?;
    let body: CreateDomainBody = request.body_as()?;
    if body.apple_app_site_association.is_some() || body.asset_links.is_some() {
        require_owner(&caller)?;
    }
    let input = DomainInput {
        root_redirect: body.root_redirect,
        not_found_redirect: body.not_found_redirect,
        expired_redirect: body.expired_redirect,
        standard_may_create: body.standard_may_create.unwrap_or(true),
        apple_app_site_association: body.apple_app_site_association,
        asset_links: body.asset_links,
    };
    let created = app
        .short_domains()
        .create(&body.host, input, &request.audit_by(&caller))
        .await?;
    Ok(Answer::new(view(&app, created, true)))
}

/// `patch` applied to `current`.
fn patched(current: Option<String>, patch: Patch<String>) -> Option<String> {
    match patch {
        Patch::Absent => current,
        Patch::Null => None,
        Patch::Value(value) => Some(value),
    }
}

/// `patch` applied to the stored JSON text `current`.
fn patched_json(current: Option<String>, patch: Patch<Value>) -> Option<Value> {
    match patch {
        Patch::Absent => json_of(current.as_deref()),
        Patch::Null => None,
        Patch::Value(value) => Some(value),
    }
}

#[utoipa::path(
    patch,
    path = "/domains/{id}",
    tag = TAG_DOMAINS,
    operation_id = "editDomain",
    summary = "Change a domain's fallbacks and whether standard accounts may create links on it (owner and admins); the host stays",
    security(("cookie" = [])),
    params(("id" = String, Path, description = "The domain's id (`default` for the default domain)")),
    request_body = EditDomainBody,
    responses(
        (status = 200, description = "The domain", body = Answer<DomainView>),
        (status = 400, description = concat!(invalid_types!(), "<fields>"), body = ErrorBody),
        (status = 404, description = DOMAIN_NOT_FOUND, body = ErrorBody),
        (status = 412, description = concat!(admin_required!(), " / ", owner_required!(), " (to set the app links files)"), body = ErrorBody),
        (status = 422, description = const_format::concatcp!(crate::http::api::domains::errors::INVALID_ROOT_REDIRECT, " / ", crate::http::api::domains::errors::INVALID_NOT_FOUND_REDIRECT, " / ", crate::http::api::domains::errors::INVALID_EXPIRED_REDIRECT, " / ", crate::http::api::domains::errors::INVALID_APPLE_APP_SITE_ASSOCIATION, " / ", crate::http::api::domains::errors::INVALID_ASSET_LINKS), body = ErrorBody),
    ),
)]
pub(super) async fn edit_domain(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<DomainView>> {
    let caller = authenticate(&app, &request).await?;
    require_admin(&caller)?;
    let body: EditDomainBody = request.body_as()?;
    if !matches!(body.apple_app_site_association, Patch::Absent)
        || !matches!(body.asset_links, Patch::Absent)
    {
        require_owner(&caller)?;
    }
    let id = id.or_unknown(DomainServiceError::NotFound)?;
    let domains = app.short_domains();
    let current = domains.find(&id).await?;
    let input = DomainInput {
        root_redirect: patched(current.root_redirect, body.root_redirect),
        not_found_redirect: patched(current.not_found_redirect, body.not_found_redirect),
        expired_redirect: patched(current.expired_redirect, body.expired_redirect),
        standard_may_create: id == DEFAULT_DOMAIN_ID
            || body
                .standard_may_create
                .unwrap_or(current.standard_may_create),
        apple_app_site_association: patched_json(
            current.apple_app_site_association,
            body.apple_app_site_association,
        ),
        asset_links: patched_json(current.asset_links, body.asset_links),
    };
    let edited = domains
        .update(&id, input, &request.audit_by(&caller))
        .await?;
    Ok(Answer::new(view(&app, edited, true)))
}

#[utoipa::path(
    delete,
    path = "/domains/{id}",
    tag = TAG_DOMAINS,
    operation_id = "deleteDomain",
    summary = "Remove a short domain (owner and admins); its links move to another domain or are deleted, in the same request",
    security(("cookie" = [])),
    params(("id" = String, Path, description = "The domain's id"), RemoveDomainParams),
    responses(
        (status = 200, description = "The domain was removed", body = Answer<DomainView>),
        (status = 400, description = INVALID_LINKS, body = ErrorBody),
        (status = 404, description = DOMAIN_NOT_FOUND, body = ErrorBody),
        (status = 409, description = const_format::concatcp!(crate::http::api::domains::errors::HAS_LINKS, " / ", crate::http::api::domains::errors::SLUG_TAKEN_ON_TARGET), body = ErrorBody),
        (status = 412, description = const_format::concatcp!(admin_required!(), " / ", crate::http::api::domains::errors::DEFAULT_STAYS), body = ErrorBody),
        (status = 422, description = UNKNOWN_TARGET, body = ErrorBody),
    ),
)]
pub(super) async fn remove_domain(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<DomainView>> {
    let caller = authenticate(&app, &request).await?;
    require_admin(&caller)?;
    let params: RemoveDomainParams = request.query.typed()?;
    let links = match params.links.as_deref().filter(|v| !v.is_empty()) {
        None => LinksOfRemoved::Keep,
        Some("delete") => LinksOfRemoved::Delete,
        Some("move") => LinksOfRemoved::MoveTo(
            params
                .to
                .filter(|to| !to.is_empty())
                .unwrap_or_else(|| DEFAULT_DOMAIN_ID.to_owned()),
        ),
        Some(_) => return Err(ApiError::BadRequest(INVALID_LINKS.into())),
    };
    let id = id.or_unknown(DomainServiceError::NotFound)?;
    let domains = app.short_domains();
    let removed = domains.find(&id).await?;
    domains
        .remove(&id, &links, &request.audit_by(&caller))
        .await?;
    Ok(Answer::new(view(&app, removed, true)))
}
