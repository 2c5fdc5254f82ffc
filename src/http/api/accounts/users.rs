//! `/api/user`: listing, creating and deleting accounts (`listUsers`, `createUser`, `deleteUser`).

use super::answers::{AccountView, CreatedAccountAnswer, Reply, UserListAnswer};
use super::bodies::{CreateUserBody, DeleteUserBody};
use super::messages::{
    admin_required, credentials_in_demo, invalid_id, user_object_required, verification_failed,
    verification_required, ACCOUNT_CREATED, ACCOUNT_DELETED, CREDENTIALS_IN_DEMO, USERS_IN_DEMO,
};
use super::registration::created;
use super::{verified_caller, Requires};
use crate::accounts::create::Requester;
use crate::accounts::create::Submitted;
use crate::accounts::roles::role_for_new_account;
use crate::http::api::openapi::{TAG_USERS, THROTTLED};
use crate::http::auth::{authenticate, require_admin, ApiRequest};
use crate::http::error::ApiResult;
use crate::http::error::ErrorBody;
use crate::http::members::{read_members, Text};
use crate::http::respond::ok_message;
use crate::http::respond::MessageAnswer;
use crate::http::AppState;
use axum::extract::State;
use axum::response::Response;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_users))
        .routes(routes!(create_user, delete_user))
}

#[utoipa::path(
    get,
    path = "/user/list",
    tag = TAG_USERS,
    operation_id = "listUsers",
    summary = "The accounts the caller manages, caller first",
    security(("cookie" = []), ("token" = ["users:admin"])),
    responses(
        (status = 200, description = "The accounts", body = UserListAnswer),
        (status = 412, description = admin_required!(), body = ErrorBody),
    ),
)]
async fn list_users(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<UserListAnswer>> {
    let caller = authenticate(&app, &request).await?;
    require_admin(&caller)?;
    let accounts = app
        .accounts()
        .list_managed_accounts(&caller.account)
        .await?;
    let result = accounts
        .iter()
        .map(|a| AccountView::of(a, a.id == caller.account.id))
        .collect();
    Ok(Reply(UserListAnswer {
        success: true,
        result,
    }))
}

#[utoipa::path(
    post,
    path = "/user",
    tag = TAG_USERS,
    operation_id = "createUser",
    summary = "Create an account",
    security(("cookie" = []), ("token" = ["users:admin"])),
    request_body = CreateUserBody,
    responses(
        (status = 200, description = ACCOUNT_CREATED, body = CreatedAccountAnswer),
        (status = 400, description = const_format::concatcp!(user_object_required!(), " / ", super::messages::ROLES_FOR_OWNER, " / ", super::messages::ROLES_FOR_ADMIN, " / ", super::messages::INVALID_FIELDS, " (details.invalid) / ", super::messages::NAMES_TAKEN, " (details.exists)"), body = ErrorBody),
        (status = 403, description = verification_failed!(), body = ErrorBody),
        (status = 406, description = USERS_IN_DEMO, body = ErrorBody),
        (status = 412, description = concat!(admin_required!(), " / ", verification_required!()), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn create_user(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<CreatedAccountAnswer>> {
    let caller = verified_caller(&app, &request, Requires::Admin, USERS_IN_DEMO).await?;
    let body: CreateUserBody = read_members(&request.body)?;
    let user = body.user.object()?;
    // Absent or null: standard; a role that is not text is refused.
    let requested = match &user.role {
        Text::Absent | Text::Null => None,
        role => Some(role.as_str()),
    };
    let role = role_for_new_account(&caller.account, requested)?;
    let submitted = Submitted {
        email: user.email.as_str(),
        username: user.username.as_str(),
        password: user.password.as_str(),
    };
    let account = app
        .accounts()
        .by(&request.audit_by(&caller))
        .create_account(&submitted, Requester::Administrator(role))
        .await?;
    Ok(created(&account))
}

#[utoipa::path(
    delete,
    path = "/user",
    tag = TAG_USERS,
    operation_id = "deleteUser",
    summary = "Delete a managed account",
    security(("cookie" = []), ("token" = ["users:admin"])),
    request_body = DeleteUserBody,
    responses(
        (status = 200, description = ACCOUNT_DELETED, body = MessageAnswer),
        (status = 400, description = user_object_required!(), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(verification_failed!(), " / ", super::messages::MAY_NOT_DELETE_THIS_USER), body = ErrorBody),
        (status = 404, description = invalid_id!(), body = ErrorBody),
        (status = 406, description = credentials_in_demo!(), body = ErrorBody),
        (status = 412, description = concat!(admin_required!(), " / ", verification_required!()), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn delete_user(State(app): State<AppState>, request: ApiRequest) -> ApiResult<Response> {
    let caller = verified_caller(&app, &request, Requires::Admin, CREDENTIALS_IN_DEMO).await?;
    let body: DeleteUserBody = read_members(&request.body)?;
    let id = body.user.object()?.id.as_str().unwrap_or("");
    app.accounts()
        .by(&request.audit_by(&caller))
        .delete_account(&caller.account, id)
        .await?;
    Ok(ok_message(ACCOUNT_DELETED))
}
