//! `POST /api/link` (`createLink`): create a link authored by the caller.

use crate::domain::links::Destination;
use crate::http::api::links::controls::{read_controls, ControlsBody};
use crate::http::api::openapi::TAG_LINKS;
use crate::http::api::views::LinkView;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::messages as m;
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::request_body::RequestBody;
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::links::Manager;
use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;

#[derive(Debug, Deserialize, ToSchema)]
/// Destination patterns sample the destination rule (docs/api.md#destination: http(s),
/// a host, no whitespace) to steer generators; the server's rule decides.
pub struct CreateLinkBody {
    #[schema(
        pattern = "^https?://[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?(\\.[a-z]{2,6}){1,2}(/[A-Za-z0-9._~%-]{0,20}){0,3}$",
        max_length = 4096
    )]
    pub destination: String,
    /// Absent, null or empty: a random slug.
    #[schema(pattern = "^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$")]
    pub slug: Option<String>,
    /// Whether anyone may see the link's statistics (default false).
    #[serde(rename = "publicStats")]
    pub public_stats: Option<bool>,
    /// The short domain's host (Unicode or punycode); absent or null: the
    /// default domain.
    #[schema(max_length = 260)]
    pub domain: Option<String>,
    /// The id of the team the link belongs to (the caller must be an
    /// editor or manager of it); absent or null: the caller's own link.
    #[schema(max_length = 100)]
    pub team: Option<String>,
    #[serde(flatten)]
    pub controls: ControlsBody,
}

impl RequestBody for CreateLinkBody {}

#[utoipa::path(
    post,
    path = "/link",
    tag = TAG_LINKS,
    operation_id = "createLink",
    summary = "Create a link authored by the caller",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    request_body = CreateLinkBody,
    responses(
        (status = 200, description = "The new link", body = Answer<LinkView>),
        (status = 400, description = concat!(missing_fields!(), "destination / ", invalid_types!(), "<fields>"), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(m::DOMAIN_NOT_ALLOWED, " / ", m::TEAM_NOT_ALLOWED), body = ErrorBody),
        (status = 409, description = const_format::concatcp!(m::SLUG_TAKEN, " / ", m::DESTINATION_TAKEN, " / ", m::NO_FREE_SLUG), body = ErrorBody),
        (status = 422, description = const_format::concatcp!(m::UNKNOWN_DOMAIN, " / ", m::UNKNOWN_TEAM, " / ", m::INVALID_DESTINATION, " / ", m::INVALID_SLUG, " / ", m::RESERVED_SLUG, " / ", m::INVALID_VALID_FROM, " / ", m::INVALID_EXPIRES_AT, " / ", m::DATES_OUT_OF_ORDER, " / ", m::INVALID_MAX_VISITS, " / ", m::INVALID_EXPIRED_URL, " / ", m::INVALID_LINK_PASSWORD, " / ", m::INVALID_TAGS, " / ", m::INVALID_TITLE, " / ", m::INVALID_NOTES, " / ", m::INVALID_REDIRECT_STATUS, " / ", m::INVALID_RULES, " / ", m::INVALID_UTM), body = ErrorBody),
    ),
)]
pub(super) async fn create_link(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<LinkView>> {
    let caller = authenticate(&app, &request).await?;
    let body: CreateLinkBody = request.body_as()?;
    let links = app.links();
    let manager = Manager::from(&caller);
    // A team token creates in its team unless told otherwise.
    let team = body
        .team
        .as_deref()
        .filter(|t| !t.is_empty())
        .or(manager.scope().only_team());
    // The team first: its domains decide where its links may go.
    if let Some(team) = team {
        links.check_team(team, &manager).await?;
    }
    let domain = links
        .domain_for_links_of(body.domain.as_deref(), caller.account.role(), team)
        .await?;
    let destination = Destination::parse(&body.destination)?;
    let slug = match body.slug.as_deref().filter(|s| !s.is_empty()) {
        Some(slug) => Some(links.custom_slug(slug)?),
        None => None,
    };
    let controls = read_controls(&body.controls)?;
    let public_stats = body.public_stats.unwrap_or(false);
    let link = links
        .create_with(
            &domain,
            &destination,
            slug,
            manager.actor(),
            public_stats,
            controls,
            team,
        )
        .await?;
    Ok(Answer::new(link.into()))
}
