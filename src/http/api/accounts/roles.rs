//! `POST /api/user/role`: the owner changes another account's role, or
//! hands ownership over (`changeRole`).

use super::answers::{AccountView, Reply, RoleAnswer, RoleChange};
use super::bodies::RoleBody;
use super::messages::{
    invalid_id, owner_required, verification_failed, verification_required, ROLES_IN_DEMO,
    ROLE_UPDATED,
};
use super::{verified_caller, Requires};
use crate::http::api::openapi::{TAG_USERS, THROTTLED};
use crate::http::auth::ApiRequest;
use crate::http::error::ApiResult;
use crate::http::error::ErrorBody;
use crate::http::members::read_members;
use crate::http::AppState;
use axum::extract::State;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(update_role))
}

#[utoipa::path(
    post,
    path = "/user/role",
    tag = TAG_USERS,
    operation_id = "changeRole",
    summary = "Change another account's role or transfer ownership",
    security(("cookie" = [])),
    request_body = RoleBody,
    responses(
        (status = 200, description = ROLE_UPDATED, body = RoleAnswer),
        (status = 400, description = const_format::concatcp!(super::messages::USER_OBJECT_REQUIRED, " / ", super::messages::INVALID_ROLE, " / ", super::messages::OWN_ROLE), body = ErrorBody),
        (status = 403, description = verification_failed!(), body = ErrorBody),
        (status = 404, description = invalid_id!(), body = ErrorBody),
        (status = 406, description = ROLES_IN_DEMO, body = ErrorBody),
        (status = 412, description = concat!(owner_required!(), " / ", verification_required!()), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn update_role(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<RoleAnswer>> {
    let caller = verified_caller(&app, &request, Requires::Owner, ROLES_IN_DEMO).await?;
    let body: RoleBody = read_members(&request.body)?;
    let user = body.user.object()?;
    let role = user.role.as_str();
    let target_id = user.user_id.as_str().unwrap_or("");
    let updated = app
        .accounts()
        .by(&request.audit_by(&caller))
        .change_role(&caller.account, target_id, role)
        .await?;
    Ok(Reply(RoleAnswer {
        success: true,
        message: ROLE_UPDATED.into(),
        result: RoleChange {
            user: AccountView::other(&updated),
        },
    }))
}
