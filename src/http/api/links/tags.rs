//! `/api/link/tags`: the tags of the caller's links with their counts
//! (GET), renaming one on all of them (PATCH) and deleting tags from all of
//! them (DELETE).

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

#[derive(Debug, Serialize, ToSchema)]
pub struct TagCount {
    pub tag: String,
    /// Links of the caller's that carry it.
    #[schema(minimum = 1)]
    pub links: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TagList {
    /// In tag order.
    pub tags: Vec<TagCount>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RenameTagBody {
    pub old_name: String,
    /// When some links have it already, the two merge.
    pub new_name: String,
}

impl RequestBody for RenameTagBody {}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum TagNames {
    One(String),
    Many(Vec<String>),
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct DeleteTagsBody {
    /// One tag or a list of at most 100.
    pub tags: TagNames,
}

impl RequestBody for DeleteTagsBody {}

#[derive(Debug, Serialize, ToSchema)]
pub struct TagsChanged {
    /// Links whose tags changed.
    #[schema(minimum = 0)]
    pub links: u64,
}

#[utoipa::path(
    get,
    path = "/link/tags",
    tag = TAG_LINKS,
    operation_id = "listTags",
    summary = "The tags of the links the caller may manage, with their number of links",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:read"])),
    responses(
        (status = 200, description = "The tags", body = Answer<TagList>),
    ),
)]
pub(super) async fn list_tags(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<TagList>> {
    let caller = authenticate(&app, &request).await?;
    let tags = app.links().tags(&Manager::from(&caller)).await?;
    Ok(Answer::new(TagList {
        tags: tags
            .into_iter()
            .map(|(tag, links)| TagCount { tag, links })
            .collect(),
    }))
}

#[utoipa::path(
    patch,
    path = "/link/tags",
    tag = TAG_LINKS,
    operation_id = "renameTag",
    summary = "Rename a tag on every link the caller may manage",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    request_body = RenameTagBody,
    responses(
        (status = 200, description = "How many links had the old name", body = Answer<TagsChanged>),
        (status = 400, description = concat!(missing_fields!(), "oldName, newName / ", invalid_types!(), "<fields>"), body = ErrorBody),
        (status = 422, description = m::INVALID_TAG, body = ErrorBody),
    ),
)]
pub(super) async fn rename_tag(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<TagsChanged>> {
    let caller = authenticate(&app, &request).await?;
    let body: RenameTagBody = request.body_as()?;
    let links = app
        .links()
        .rename_tag(&Manager::from(&caller), &body.old_name, &body.new_name)
        .await?;
    Ok(Answer::new(TagsChanged { links }))
}

#[utoipa::path(
    delete,
    path = "/link/tags",
    tag = TAG_LINKS,
    operation_id = "deleteTags",
    summary = "Remove tags from every link the caller may manage",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    request_body = DeleteTagsBody,
    responses(
        (status = 200, description = "How many links lost a tag", body = Answer<TagsChanged>),
        (status = 400, description = concat!(missing_fields!(), "tags / ", invalid_types!(), "tags"), body = ErrorBody),
        (status = 422, description = const_format::concatcp!(m::INVALID_TAG, " / ", m::INVALID_TAGS), body = ErrorBody),
    ),
)]
pub(super) async fn delete_tags(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<TagsChanged>> {
    let caller = authenticate(&app, &request).await?;
    let body: DeleteTagsBody = request.body_as()?;
    let tags = match body.tags {
        TagNames::One(tag) => vec![tag],
        TagNames::Many(tags) => tags,
    };
    let links = app
        .links()
        .delete_tags(&Manager::from(&caller), &tags)
        .await?;
    Ok(Answer::new(TagsChanged { links }))
}
