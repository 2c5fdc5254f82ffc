//! `POST /api/user/disable` and `/api/user/enable`: the owner (any account
//! but the owner) and admins (standard accounts) disable an account — kept,
//! but it cannot log in and its sessions, tokens and secret stop working at
//! once — and enable it again.

use super::bodies::DisableUserBody;
use super::TAG_ACCESS;
use crate::http::api::accounts::answers::AccountView;
use crate::http::api::accounts::messages::{
    admin_required, invalid_id, may_not_disable_this_user, user_object_required,
    verification_failed, verification_required, ACCOUNT_DISABLED_DONE, ACCOUNT_ENABLED_DONE,
    CREDENTIALS_IN_DEMO,
};
use crate::http::api::accounts::{verified_caller, Requires};
use crate::http::auth::ApiRequest;
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::members::read_members;
use crate::http::respond::{ok_message_result, MessageResultAnswer};
use crate::http::AppState;
use axum::extract::State;
use axum::response::Response;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(disable))
        .routes(routes!(enable))
}

#[utoipa::path(
    post,
    path = "/user/disable",
    tag = TAG_ACCESS,
    operation_id = "disableUser",
    summary = "Disable a managed account: no login; its sessions, tokens and API secret stop working",
    security(("cookie" = []), ("token" = ["users:admin"])),
    request_body = DisableUserBody,
    responses(
        (status = 200, description = ACCOUNT_DISABLED_DONE, body = MessageResultAnswer<AccountView>),
        (status = 400, description = user_object_required!(), body = ErrorBody),
        (status = 403, description = concat!(verification_failed!(), " / ", may_not_disable_this_user!()), body = ErrorBody),
        (status = 404, description = invalid_id!(), body = ErrorBody),
        (status = 406, description = CREDENTIALS_IN_DEMO, body = ErrorBody),
        (status = 412, description = concat!(admin_required!(), " / ", verification_required!()), body = ErrorBody),
    ),
)]
async fn disable(State(app): State<AppState>, request: ApiRequest) -> ApiResult<Response> {
    switch(app, request, true).await
}

#[utoipa::path(
    post,
    path = "/user/enable",
    tag = TAG_ACCESS,
    operation_id = "enableUser",
    summary = "Enable a disabled account again",
    security(("cookie" = []), ("token" = ["users:admin"])),
    request_body = DisableUserBody,
    responses(
        (status = 200, description = ACCOUNT_ENABLED_DONE, body = MessageResultAnswer<AccountView>),
        (status = 400, description = user_object_required!(), body = ErrorBody),
        (status = 403, description = concat!(verification_failed!(), " / ", may_not_disable_this_user!()), body = ErrorBody),
        (status = 404, description = invalid_id!(), body = ErrorBody),
        (status = 406, description = CREDENTIALS_IN_DEMO, body = ErrorBody),
        (status = 412, description = concat!(admin_required!(), " / ", verification_required!()), body = ErrorBody),
    ),
)]
async fn enable(State(app): State<AppState>, request: ApiRequest) -> ApiResult<Response> {
    switch(app, request, false).await
}

async fn switch(app: AppState, request: ApiRequest, disabled: bool) -> ApiResult<Response> {
    let caller = verified_caller(&app, &request, Requires::Admin, CREDENTIALS_IN_DEMO).await?;
    let body: DisableUserBody = read_members(&request.body)?;
    let id = body.user.object()?.id.as_str().unwrap_or("");
    let target = app
        .accounts()
        .by(&request.audit_by(&caller))
        .set_disabled(&caller.account, id, disabled)
        .await?;
    let message = if disabled {
        ACCOUNT_DISABLED_DONE
    } else {
        ACCOUNT_ENABLED_DONE
    };
    Ok(ok_message_result(message, AccountView::other(&target)))
}
