//! One handler per template operation.

use super::bodies::{CreateTemplateBody, EditTemplateBody, UtmTemplateList, UtmTemplateView};
use super::errors::{INVALID_NAME, INVALID_VALUES, NAME_TAKEN, NOT_FOUND, TOO_MANY};
use super::TAG_CAMPAIGNS;
use crate::campaigns::{TemplateError, TemplateInput, UtmTemplates};
use crate::domain::utm::Utm;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::path_segment::PathSegment;
use crate::http::respond::Answer;
use crate::http::AppState;
use axum::extract::State;

#[utoipa::path(
    get,
    path = "/utm-templates",
    tag = TAG_CAMPAIGNS,
    operation_id = "listUtmTemplates",
    summary = "The caller's saved campaign parameters, by name",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:read"])),
    responses((status = 200, description = "The templates", body = Answer<UtmTemplateList>)),
)]
pub(super) async fn list_templates(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<UtmTemplateList>> {
    let caller = authenticate(&app, &request).await?;
    let templates = UtmTemplates::new(&app.store)
        .list(&caller.account.id)
        .await?;
    Ok(Answer::new(UtmTemplateList {
        templates: templates.into_iter().map(Into::into).collect(),
    }))
}

#[utoipa::path(
    post,
    path = "/utm-templates",
    tag = TAG_CAMPAIGNS,
    operation_id = "createUtmTemplate",
    summary = "Save a named set of campaign parameters",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    request_body = CreateTemplateBody,
    responses(
        (status = 200, description = "The template", body = Answer<UtmTemplateView>),
        (status = 400, description = const_format::concatcp!(INVALID_NAME, " / ", INVALID_VALUES, " / ", missing_fields!(), "<fields> / ", invalid_types!(), "<fields>"), body = ErrorBody),
        (status = 409, description = const_format::concatcp!(NAME_TAKEN, " / ", TOO_MANY), body = ErrorBody),
    ),
)]
pub(super) async fn create_template(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<UtmTemplateView>> {
    let caller = authenticate(&app, &request).await?;
    let body: CreateTemplateBody = request.body_as()?;
    let template = UtmTemplates::new(&app.store)
        .create(&caller.account.id, &body.name, body.utm.into())
        .await?;
    Ok(Answer::new(template.into()))
}

#[utoipa::path(
    patch,
    path = "/utm-templates/{id}",
    tag = TAG_CAMPAIGNS,
    operation_id = "editUtmTemplate",
    summary = "Rename a template or replace its values",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    params(("id" = String, Path, description = "The template's id")),
    request_body = EditTemplateBody,
    responses(
        (status = 200, description = "The template", body = Answer<UtmTemplateView>),
        (status = 400, description = const_format::concatcp!(INVALID_NAME, " / ", INVALID_VALUES, " / ", invalid_types!(), "<fields>"), body = ErrorBody),
        (status = 404, description = NOT_FOUND, body = ErrorBody),
        (status = 409, description = NAME_TAKEN, body = ErrorBody),
    ),
)]
pub(super) async fn edit_template(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<UtmTemplateView>> {
    let caller = authenticate(&app, &request).await?;
    let body: EditTemplateBody = request.body_as()?;
    let id = id.or_unknown(TemplateError::NotFound)?;
    let input = TemplateInput {
        name: body.name,
        utm: body.utm.map(Utm::from),
    };
    let template = UtmTemplates::new(&app.store)
        .update(&caller.account.id, &id, input)
        .await?;
    Ok(Answer::new(template.into()))
}

#[utoipa::path(
    delete,
    path = "/utm-templates/{id}",
    tag = TAG_CAMPAIGNS,
    operation_id = "deleteUtmTemplate",
    summary = "Delete a template (links made with it keep their parameters)",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    params(("id" = String, Path, description = "The template's id")),
    responses(
        (status = 200, description = "The template was deleted", body = Answer<UtmTemplateView>),
        (status = 404, description = NOT_FOUND, body = ErrorBody),
    ),
)]
pub(super) async fn delete_template(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<UtmTemplateView>> {
    let caller = authenticate(&app, &request).await?;
    let id = id.or_unknown(TemplateError::NotFound)?;
    let template = UtmTemplates::new(&app.store)
        .delete(&caller.account.id, &id)
        .await?;
    Ok(Answer::new(template.into()))
}
