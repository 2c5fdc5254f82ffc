//! `POST /api/user/role`: the owner changes another account's role, or
//! hands ownership over (api.md §10.5).

use super::credentials::check_verification;
use super::openapi::{TAG_USERS, THROTTLED};
use super::schemas::{ErrorBody, RoleAnswer, RoleBody};
use super::users::{invalid_id, user_object};
use super::views;
use crate::domain::accounts::Role;
use crate::http::auth::{authenticate, refuse_in_demo, require_owner, Access, ApiRequest};
use crate::http::error::{ApiError, ApiResult};
use crate::http::respond::ok_message_result;
use crate::http::AppState;
use crate::store::StoreError;
use axum::extract::State;
use serde_json::{json, Value};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(change_role))
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
        (status = 200, description = "User role successfully updated", body = RoleAnswer),
        (status = 400, description = "A user object is required / Invalid role / You cannot change your own role", body = ErrorBody),
        (status = 403, description = "2FA required / Expired or invalid TOTP token / Password required / Invalid Password", body = ErrorBody),
        (status = 404, description = "Invalid id", body = ErrorBody),
        (status = 406, description = "Updating of user roles is not enabled in demo mode.", body = ErrorBody),
        (status = 412, description = "Currently logged-in account does not match role: owner / Verification required, please provide a verification object with either a 2FA token or password, depending on what is set up.", body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn change_role(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate(&app, &request, Access::Cookie).await?;
    require_owner(&caller)?;
    refuse_in_demo(&app, "Updating of user roles is not enabled in demo mode.")?;
    check_verification(&app, &caller.account, &request.body, &request.client).await?;
    let user = user_object(&request.body)?;
    let role = user
        .get("role")
        .and_then(Value::as_str)
        .and_then(|r| Role::parse(r).ok())
        .ok_or_else(|| ApiError::BadRequest("Invalid role".into()))?;
    let target_id = user.get("userID").and_then(Value::as_str).unwrap_or("");
    let target = app
        .store
        .find_account_by_id(target_id)
        .await?
        .ok_or_else(invalid_id)?;
    if target.id == caller.account.id {
        return Err(ApiError::BadRequest(
            "You cannot change your own role".into(),
        ));
    }
    let changed = if role == Role::Owner {
        // One transaction: there is exactly one owner before and after.
        app.store
            .transfer_ownership(&caller.account.id, &target.id)
            .await
    } else {
        app.store.set_account_role(&target.id, role).await
    };
    match changed {
        Ok(()) => {}
        Err(StoreError::NotFound) => return Err(invalid_id()),
        Err(other) => return Err(other.into()),
    }
    let updated = app
        .store
        .find_account_by_id(&target.id)
        .await?
        .ok_or_else(invalid_id)?;
    Ok(ok_message_result(
        "User role successfully updated",
        json!({"user": views::other_account(&updated)}),
    ))
}
