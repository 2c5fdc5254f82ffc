//! `/api/user`: listing, creating and deleting accounts (api.md §10.1–10.3).
//! Credential changes of other accounts live in `user_updates`, role
//! changes in `user_roles`.

use super::credentials::check_verification;
use super::openapi::{TAG_USERS, THROTTLED};
use super::schemas::{
    CreateUserBody, CreatedAccountAnswer, DeleteUserBody, ErrorBody, MessageAnswer, UserListAnswer,
};
use super::views;
use crate::domain::accounts::Role;
use crate::http::auth::{authenticate, refuse_in_demo, require_admin, Access, ApiRequest};
use crate::http::error::{ApiError, ApiResult};
use crate::http::respond::{ok_message, ok_message_result, ok_result};
use crate::http::AppState;
use crate::store::AccountRecord;
use axum::extract::State;
use serde_json::{Map, Value};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_users))
        .routes(routes!(create_user, delete_user))
}

/// The body's `user` member when it is an object (§10).
pub fn user_object(body: &Map<String, Value>) -> Result<&Map<String, Value>, ApiError> {
    match body.get("user") {
        Some(Value::Object(user)) => Ok(user),
        _ => Err(ApiError::BadRequest("A user object is required".into())),
    }
}

pub fn invalid_id() -> ApiError {
    ApiError::NotFound("Invalid id".into())
}

/// The order of the user list: owner, admin, standard.
fn role_rank(role: Role) -> u8 {
    match role {
        Role::Owner => 0,
        Role::Admin => 1,
        Role::Standard => 2,
    }
}

#[utoipa::path(
    get,
    path = "/user/list",
    tag = TAG_USERS,
    operation_id = "listUsers",
    summary = "The accounts the caller manages, caller first",
    security(("cookie" = [])),
    responses(
        (status = 200, description = "The accounts", body = UserListAnswer),
        (status = 412, description = "Currently logged-in account does not match role: admin or owner", body = ErrorBody),
    ),
)]
async fn list_users(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate(&app, &request, Access::Cookie).await?;
    require_admin(&caller)?;
    let caller_role = caller.account.role();
    let mut accounts: Vec<AccountRecord> = app
        .store
        .list_accounts()
        .await?
        .into_iter()
        .filter(|a| a.id == caller.account.id || caller_role.manages(a.role()))
        .collect();
    // The caller first; then by role; then by username ignoring case.
    accounts.sort_by_key(|a| {
        (
            a.id != caller.account.id,
            role_rank(a.role()),
            a.username.to_ascii_lowercase(),
            a.id.clone(),
        )
    });
    let views: Vec<Value> = accounts
        .iter()
        .map(|a| {
            if a.id == caller.account.id {
                views::own_account(a)
            } else {
                views::other_account(a)
            }
        })
        .collect();
    Ok(ok_result(Value::Array(views)))
}

#[utoipa::path(
    post,
    path = "/user",
    tag = TAG_USERS,
    operation_id = "createUser",
    summary = "Create an account",
    security(("cookie" = [])),
    request_body = CreateUserBody,
    responses(
        (status = 200, description = "Account created", body = CreatedAccountAnswer),
        (status = 400, description = "A user object is required / Invalid role or permissions, accepted roles: admin, standard / Invalid role or permissions, accepted roles: standard / Invalid field(s) (details.invalid) / Field(s) are already used (details.exists)", body = ErrorBody),
        (status = 403, description = "2FA required / Expired or invalid TOTP token / Password required / Invalid Password", body = ErrorBody),
        (status = 406, description = "Creation of users is not enabled in demo mode.", body = ErrorBody),
        (status = 412, description = "Currently logged-in account does not match role: admin or owner / Verification required, please provide a verification object with either a 2FA token or password, depending on what is set up.", body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn create_user(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate(&app, &request, Access::Cookie).await?;
    require_admin(&caller)?;
    refuse_in_demo(&app, "Creation of users is not enabled in demo mode.")?;
    check_verification(&app, &caller.account, &request.body, &request.client).await?;
    let user = user_object(&request.body)?;
    let caller_role = caller.account.role();
    let role = match user.get("role") {
        None | Some(Value::Null) => Some(Role::Standard),
        Some(Value::String(name)) => Role::parse(name)
            .ok()
            .filter(|role| caller_role.manages(*role)),
        Some(_) => None,
    };
    let Some(role) = role else {
        return Err(ApiError::BadRequest(
            if caller_role == Role::Owner {
                "Invalid role or permissions, accepted roles: admin, standard"
            } else {
                "Invalid role or permissions, accepted roles: standard"
            }
            .into(),
        ));
    };
    let account = super::auth::create_account(&app, user, role, false).await?;
    Ok(ok_message_result(
        "Account created",
        views::public_account(&account),
    ))
}

#[utoipa::path(
    delete,
    path = "/user",
    tag = TAG_USERS,
    operation_id = "deleteUser",
    summary = "Delete a managed account",
    security(("cookie" = [])),
    request_body = DeleteUserBody,
    responses(
        (status = 200, description = "Deleted account!", body = MessageAnswer),
        (status = 400, description = "A user object is required", body = ErrorBody),
        (status = 403, description = "2FA required / Expired or invalid TOTP token / Password required / Invalid Password / You do not have permission to delete that user", body = ErrorBody),
        (status = 404, description = "Invalid id", body = ErrorBody),
        (status = 406, description = "Updating of credentials is not enabled in demo mode.", body = ErrorBody),
        (status = 412, description = "Currently logged-in account does not match role: admin or owner / Verification required, please provide a verification object with either a 2FA token or password, depending on what is set up.", body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn delete_user(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate(&app, &request, Access::Cookie).await?;
    require_admin(&caller)?;
    refuse_in_demo(&app, "Updating of credentials is not enabled in demo mode.")?;
    check_verification(&app, &caller.account, &request.body, &request.client).await?;
    let user = user_object(&request.body)?;
    let id = user.get("id").and_then(Value::as_str).unwrap_or("");
    let target = app
        .store
        .find_account_by_id(id)
        .await?
        .ok_or_else(invalid_id)?;
    if target.id == caller.account.id || !caller.account.role().manages(target.role()) {
        return Err(ApiError::Forbidden(
            "You do not have permission to delete that user".into(),
        ));
    }
    if !app.store.delete_account(&target.id).await? {
        return Err(invalid_id());
    }
    Ok(ok_message("Deleted account!"))
}
