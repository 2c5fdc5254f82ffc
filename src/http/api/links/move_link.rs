//! `POST /api/link/{id}/move`: moves a link into a team, or out of its team
//! to the caller's own account (docs/teams.md).

use crate::domain::links::LinkError;
use crate::http::api::openapi::TAG_LINKS;
use crate::http::api::views::LinkView;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::messages as m;
use crate::http::messages::invalid_types;
use crate::http::path_segment::PathSegment;
use crate::http::request_body::RequestBody;
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::links::Manager;
use axum::extract::State;
use serde::Deserialize;
use utoipa::ToSchema;

#[derive(Debug, Deserialize, ToSchema)]
pub struct MoveBody {
    /// The id of the team the link goes to; absent or null: out of its
    /// team, to the caller's own account.
    #[schema(max_length = 100)]
    pub team: Option<String>,
}

impl RequestBody for MoveBody {}

#[utoipa::path(
    post,
    path = "/link/{id}/move",
    tag = TAG_LINKS,
    operation_id = "moveLink",
    summary = "Move a link into a team, or out of its team to the caller's own account: rights on both sides are needed (editor or manager of each team involved, or admin, owner)",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    params(("id" = String, Path, description = "The link's id")),
    request_body = MoveBody,
    responses(
        (status = 200, description = "The link where it is now", body = Answer<LinkView>),
        (status = 400, description = concat!(invalid_types!(), "team"), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(m::NOT_EDITABLE, " / ", m::TEAM_NOT_ALLOWED), body = ErrorBody),
        (status = 404, description = m::LINK_NOT_FOUND, body = ErrorBody),
        (status = 422, description = m::UNKNOWN_TEAM, body = ErrorBody),
    ),
)]
pub(super) async fn move_link(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<LinkView>> {
    let caller = authenticate(&app, &request).await?;
    let body: MoveBody = request.body_as()?;
    let id = id.or_unknown(LinkError::NotFound)?;
    let manager = Manager::from(&caller).from_address(&request.client);
    let team = body.team.as_deref().filter(|t| !t.is_empty());
    let link = app
        .links()
        .move_link(&id, team, &manager, &manager.audit_by())
        .await?;
    Ok(Answer::new(link.into()))
}
