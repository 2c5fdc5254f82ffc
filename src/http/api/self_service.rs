//! `PATCH /api/auth/email|password|username`: the caller changes their own
//! credentials, proving who they are with the current password and, when
//! 2FA is on, a code (api.md §4.6).

use super::account_changes::{parse_new_value, store_new_value, Credential};
use super::credentials::{check_login_token, password_matches};
use super::views;
use crate::app::AppState;
use crate::http::auth::{authenticate, refuse_in_demo, Access, ApiRequest};
use crate::http::error::{ApiError, ApiResult};
use crate::http::input::{check_fields, string_field, Kind};
use crate::http::respond::ok_message_result;
use crate::http::throttle;
use axum::extract::State;
use axum::routing::patch;
use axum::Router;
use serde_json::json;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/auth/email", patch(change_own_email))
        .route("/auth/password", patch(change_own_password))
        .route("/auth/username", patch(change_own_username))
}

async fn change_own_email(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    change_own_credential(&app, &request, Credential::Email, &["newEmail", "password"]).await
}

async fn change_own_password(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    change_own_credential(
        &app,
        &request,
        Credential::Password,
        &["password", "newPassword"],
    )
    .await
}

async fn change_own_username(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    change_own_credential(
        &app,
        &request,
        Credential::Username,
        &["newUsername", "password"],
    )
    .await
}

/// `fields` lists the route's two required fields in the contract's order;
/// the one that is not `password` holds the new value.
async fn change_own_credential(
    app: &AppState,
    request: &ApiRequest,
    credential: Credential,
    fields: &[&'static str; 2],
) -> ApiResult {
    let caller = authenticate(app, request, Access::Cookie).await?;
    refuse_in_demo(app, "Updating of credentials is not enabled in demo mode.")?;
    let body = &request.body;
    let types: Vec<(&str, Kind)> = fields
        .iter()
        .map(|name| (*name, Kind::String))
        .chain([("token", Kind::String)])
        .collect();
    check_fields(body, fields, &types)?;
    let account = &caller.account;
    throttle::check(app, Some(&account.id), &request.client).await?;
    let password = string_field(body, "password").unwrap_or("");
    if !password_matches(password, &account.password_hash).await? {
        throttle::record_failure(app, Some(&account.id), &request.client).await?;
        return Err(ApiError::Forbidden("Invalid Password".into()));
    }
    check_login_token(app, account, string_field(body, "token"), &request.client).await?;
    let value_field = fields.iter().find(|f| **f != "password").copied();
    let new = parse_new_value(credential, value_field.and_then(|f| string_field(body, f)))?;
    store_new_value(app, &account.id, &new, caller.session_hash.as_deref()).await?;
    let updated = app
        .store
        .find_account_by_id(&account.id)
        .await?
        .ok_or_else(|| ApiError::NotFound("Invalid id".into()))?;
    let message = credential.success_message();
    Ok(ok_message_result(
        message,
        json!({"message": message, "account": views::own_account(&updated)}),
    ))
}
