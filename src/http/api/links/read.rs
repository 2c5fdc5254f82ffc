//! `GET /api/link/single` (`getLink`) and the public resolve
//! `GET /api/link` (§5.5).

use crate::domain::links::LinkError;
use crate::http::api::links::request_domain;
use crate::http::api::openapi::TAG_LINKS;
use crate::http::api::views::LinkView;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::messages as m;
use crate::http::messages::missing_fields;
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::links::Manager;
use crate::visits::Visitor;
use axum::extract::State;
use axum::http::Method;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SingleParams {
    /// The link's id
    id: String,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SlugParams {
    /// The slug, matched exactly
    slug: String,
    /// The short domain's host; absent: the domain the request was sent to
    /// (the default domain on any other host)
    domain: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Resolved {
    destination: String,
}

#[utoipa::path(
    get,
    path = "/link/single",
    tag = TAG_LINKS,
    operation_id = "getLink",
    summary = "One link the caller may manage",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:read"])),
    params(SingleParams),
    responses(
        (status = 200, description = "The link", body = Answer<LinkView>),
        (status = 400, description = concat!(missing_fields!(), "id"), body = ErrorBody),
        (status = 404, description = m::LINK_NOT_FOUND, body = ErrorBody),
    ),
)]
pub(super) async fn get_link(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<LinkView>> {
    let caller = authenticate(&app, &request).await?;
    request.query.require(&["id"])?;
    let params: SingleParams = request.query.typed()?;
    let link = app
        .links()
        .visible(&params.id, &Manager::from(&caller))
        .await?;
    Ok(Answer::new(link.into()))
}

/// Public resolve for the dashboard's resolving page; counts one visit.
#[utoipa::path(
    get,
    path = "/link",
    tag = TAG_LINKS,
    operation_id = "resolveLink",
    security(()),
    summary = "Resolve a slug and count a visit (HEAD counts none)",
    params(SlugParams),
    responses(
        (status = 200, description = "The destination", body = Answer<Resolved>),
        (status = 400, description = concat!(missing_fields!(), "slug"), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(m::LINK_PASSWORD_PROTECTED, " (its short link asks for it)"), body = ErrorBody),
        (status = 404, description = m::UNKNOWN_SLUG, body = ErrorBody),
        (status = 410, description = m::LINK_EXPIRED, body = ErrorBody),
    ),
)]
pub(super) async fn resolve_link(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<Resolved>> {
    request.query.require(&["slug"])?;
    let params: SlugParams = request.query.typed()?;
    // A HEAD counts nothing here (docs/api.md#transport-and-bodies); a GET is the visit the
    // dashboard's resolving page makes for FORCE_FRONTEND_REDIRECT.
    let visitor = (request.method != Method::HEAD).then(|| Visitor {
        scan: false,
        variant: None,
        key: None,
        head: false,
        headers: &request.headers,
        client: request
            .client
            .parse()
            .unwrap_or(std::net::IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED)),
    });
    let links = app.links();
    let domain = match params.domain.as_deref() {
        Some(host) => links
            .domain_named(Some(host))
            .await
            .map_err(|_| LinkError::UnknownSlug)?,
        None => request_domain(&app, &request),
    };
    let destination = links
        .resolve(&domain, &params.slug, visitor.as_ref())
        .await?;
    Ok(Answer::new(Resolved { destination }))
}
