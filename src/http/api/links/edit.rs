//! `PATCH /api/link` (`editLink`): change a link's destination or slug.

use crate::domain::links::Destination;
use crate::http::api::links::controls::{read_controls, ControlsBody};
use crate::http::api::openapi::TAG_LINKS;
use crate::http::api::views::LinkView;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::messages as m;
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::patch::Patch;
use crate::http::request_body::RequestBody;
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::links::{LinkChange, Manager};
use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;

#[derive(Debug, Deserialize, ToSchema)]
pub struct EditLinkBody {
    pub id: String,
    #[schema(
        pattern = "^https?://[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?(\\.[a-z]{2,6}){1,2}(/[A-Za-z0-9._~%-]{0,20}){0,3}$",
        max_length = 4096
    )]
    pub destination: Option<String>,
    #[schema(pattern = "^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$")]
    pub slug: Option<String>,
    /// Absent or null: unchanged.
    #[serde(rename = "publicStats")]
    pub public_stats: Option<bool>,
    /// Moves the link to the short domain with this host; null: to the
    /// default domain; absent: unchanged.
    #[serde(default)]
    #[schema(value_type = Option<String>, max_length = 260)]
    pub domain: Patch<String>,
    #[serde(flatten)]
    pub controls: ControlsBody,
}

impl RequestBody for EditLinkBody {}

#[utoipa::path(
    patch,
    path = "/link",
    tag = TAG_LINKS,
    operation_id = "editLink",
    summary = "Change a link's destination, slug, public statistics or controls (absent: unchanged, null: removed)",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    request_body = EditLinkBody,
    responses(
        (status = 200, description = "The edited link", body = Answer<LinkView>),
        (status = 400, description = concat!(missing_fields!(), "id / ", invalid_types!(), "<fields>"), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(m::NOT_EDITABLE, " / ", m::DOMAIN_NOT_ALLOWED), body = ErrorBody),
        (status = 404, description = m::LINK_NOT_FOUND, body = ErrorBody),
        (status = 409, description = const_format::concatcp!(m::SLUG_TAKEN, " / ", m::DESTINATION_TAKEN), body = ErrorBody),
        (status = 422, description = const_format::concatcp!(m::UNKNOWN_DOMAIN, " / ", m::INVALID_DESTINATION, " / ", m::INVALID_SLUG, " / ", m::RESERVED_SLUG, " / ", m::INVALID_VALID_FROM, " / ", m::INVALID_EXPIRES_AT, " / ", m::DATES_OUT_OF_ORDER, " / ", m::INVALID_MAX_VISITS, " / ", m::INVALID_EXPIRED_URL, " / ", m::INVALID_LINK_PASSWORD, " / ", m::INVALID_TAGS, " / ", m::INVALID_TITLE, " / ", m::INVALID_NOTES, " / ", m::INVALID_REDIRECT_STATUS, " / ", m::INVALID_RULES, " / ", m::INVALID_UTM), body = ErrorBody),
    ),
)]
pub(super) async fn edit_link(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<LinkView>> {
    let caller = authenticate(&app, &request).await?;
    let body: EditLinkBody = request.body_as()?;
    let links = app.links();
    let manager = Manager::from(&caller);
    let link = links.editable(&body.id, &manager).await?;
    let destination = match &body.destination {
        Some(destination) => Some(Destination::parse(destination)?),
        None => None,
    };
    let slug = match &body.slug {
        Some(slug) => links.new_slug(&link, slug)?,
        None => None,
    };
    // A team link stays on its team's domains.
    let team = link.team_id.as_deref();
    let domain = match &body.domain {
        Patch::Absent => None,
        Patch::Null => Some(
            links
                .domain_for_links_of(None, caller.account.role(), team)
                .await?,
        ),
        Patch::Value(host) => Some(
            links
                .domain_for_links_of(Some(host), caller.account.role(), team)
                .await?,
        ),
    };
    let change = LinkChange {
        domain,
        destination,
        slug,
        public_stats: body.public_stats,
        controls: read_controls(&body.controls)?,
        exact_controls: None,
    };
    let edited = links.edit(&link, change, manager.actor()).await?;
    Ok(Answer::new(edited.into()))
}
