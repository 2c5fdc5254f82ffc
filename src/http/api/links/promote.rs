//! `POST /api/link/{id}/promote`: ends a link's A/B split in favour of one
//! of its variants (docs/campaigns.md#ab-split), which becomes the link's
//! destination; the visits by variant stay in its statistics.

use crate::domain::links::LinkError;
use crate::http::api::openapi::TAG_LINKS;
use crate::http::api::views::LinkView;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::messages as m;
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::path_segment::PathSegment;
use crate::http::request_body::RequestBody;
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::links::Manager;
use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;

#[derive(Debug, Deserialize, ToSchema)]
pub struct PromoteBody {
    /// One of the split's variants, as the link shows it.
    #[schema(max_length = 4096)]
    pub destination: String,
}

impl RequestBody for PromoteBody {}

#[utoipa::path(
    post,
    path = "/link/{id}/promote",
    tag = TAG_LINKS,
    operation_id = "promoteVariant",
    summary = "End a link's A/B split: one of its variants becomes the link's destination (the visits by variant stay)",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    params(("id" = String, Path, description = "The link's id")),
    request_body = PromoteBody,
    responses(
        (status = 200, description = "The link, without its split", body = Answer<LinkView>),
        (status = 400, description = concat!(missing_fields!(), "destination / ", invalid_types!(), "destination"), body = ErrorBody),
        (status = 403, description = m::NOT_EDITABLE, body = ErrorBody),
        (status = 404, description = m::LINK_NOT_FOUND, body = ErrorBody),
        (status = 409, description = m::DESTINATION_TAKEN, body = ErrorBody),
        (status = 422, description = const_format::concatcp!(m::INVALID_SPLIT, "the link has no split / ", m::INVALID_SPLIT, "destination is not one of the split's variants"), body = ErrorBody),
    ),
)]
pub(super) async fn promote_variant(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<LinkView>> {
    let caller = authenticate(&app, &request).await?;
    let body: PromoteBody = request.body_as()?;
    let id = id.or_unknown(LinkError::NotFound)?;
    let links = app.links();
    let manager = Manager::from(&caller);
    let link = links.editable(&id, &manager).await?;
    let promoted = links
        .promote(&link, &body.destination, manager.actor())
        .await?;
    Ok(Answer::new(promoted.into()))
}
