//! `POST /api/user/role`: the owner changes another account's role, or
//! hands ownership over (api.md §10.5).

use super::credentials::check_verification;
use super::users::{invalid_id, user_object};
use super::views;
use crate::app::AppState;
use crate::domain::accounts::Role;
use crate::http::auth::{authenticate, refuse_in_demo, require_owner, Access, ApiRequest};
use crate::http::error::{ApiError, ApiResult};
use crate::http::respond::ok_message_result;
use crate::store::StoreError;
use axum::extract::State;
use axum::routing::post;
use axum::Router;
use serde_json::{json, Value};

pub fn router() -> Router<AppState> {
    Router::new().route("/user/role", post(change_role))
}

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
