//! `DELETE /api/link` (`deleteLinks`): delete links atomically.

use crate::http::api::openapi::TAG_LINKS;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::messages as m;
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::request_body::RequestBody;
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::links::Manager;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// One id, or a list of at most 1000.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum LinkIds {
    One(String),
    Many(Vec<String>),
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct DeleteLinksBody {
    pub ids: LinkIds,
}

impl RequestBody for DeleteLinksBody {}

#[derive(Debug, Serialize, ToSchema)]
pub struct Deleted {
    #[schema(minimum = 0)]
    pub deleted: u64,
}

#[utoipa::path(
    delete,
    path = "/link",
    tag = TAG_LINKS,
    operation_id = "deleteLinks",
    summary = "Delete links atomically",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    request_body = DeleteLinksBody,
    responses(
        (status = 200, description = "How many links were deleted", body = Answer<Deleted>),
        (status = 400, description = const_format::concatcp!(missing_fields!(), "ids / ", invalid_types!(), "ids / ", m::TOO_MANY_IDS), body = ErrorBody),
        (status = 403, description = m::NOT_DELETABLE, body = ErrorBody),
    ),
)]
pub(super) async fn delete_links(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<Deleted>> {
    let caller = authenticate(&app, &request).await?;
    let body: DeleteLinksBody = request.body_as()?;
    let ids = match body.ids {
        LinkIds::One(id) => vec![id],
        LinkIds::Many(ids) => ids,
    };
    let deleted = app.links().delete(ids, &Manager::from(&caller)).await?;
    Ok(Answer::new(Deleted {
        deleted: deleted as u64,
    }))
}
