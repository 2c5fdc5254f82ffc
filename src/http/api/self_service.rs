//! `PATCH /api/auth/email|password|username`: the caller changes their own
//! credentials, proving who they are with the current password and, when
//! 2FA is on, a code (api.md §4.6).

use super::account_changes::{parse_new_value, store_new_value, Credential};
use super::credentials::{check_login_token, password_matches};
use super::openapi::{TAG_AUTH, THROTTLED};
use super::schemas::{
    CredentialAnswer, EmailChangeBody, ErrorBody, PasswordChangeBody, UsernameChangeBody,
};
use super::views;
use crate::http::auth::{authenticate, refuse_in_demo, Access, ApiRequest};
use crate::http::error::{ApiError, ApiResult};
use crate::http::input::{check_fields, string_field, Kind};
use crate::http::respond::ok_message_result;
use crate::http::throttle;
use crate::http::AppState;
use axum::extract::State;
use serde_json::json;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(change_own_email))
        .routes(routes!(change_own_password))
        .routes(routes!(change_own_username))
}

#[utoipa::path(
    patch,
    path = "/auth/email",
    tag = TAG_AUTH,
    operation_id = "changeOwnEmail",
    summary = "Change the email of the caller",
    security(("cookie" = [])),
    request_body = EmailChangeBody,
    responses(
        (status = 200, description = "Email successfully updated", body = CredentialAnswer),
        (status = 400, description = "The following required fields were not included in the request: <newEmail, password> / The following fields have an invalid type: <fields> / Invalid email format / You cannot have the same email as another user", body = ErrorBody),
        (status = 403, description = "Invalid Password / 2FA token required / Expired or invalid TOTP token", body = ErrorBody),
        (status = 406, description = "Updating of credentials is not enabled in demo mode.", body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn change_own_email(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    change_own_credential(&app, &request, Credential::Email, &["newEmail", "password"]).await
}

#[utoipa::path(
    patch,
    path = "/auth/password",
    tag = TAG_AUTH,
    operation_id = "changeOwnPassword",
    summary = "Change the password of the caller",
    security(("cookie" = [])),
    request_body = PasswordChangeBody,
    responses(
        (status = 200, description = "Password successfully updated", body = CredentialAnswer),
        (status = 400, description = "The following required fields were not included in the request: <password, newPassword> / The following fields have an invalid type: <fields> / Invalid password format", body = ErrorBody),
        (status = 403, description = "Invalid Password / 2FA token required / Expired or invalid TOTP token", body = ErrorBody),
        (status = 406, description = "Updating of credentials is not enabled in demo mode.", body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn change_own_password(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    change_own_credential(
        &app,
        &request,
        Credential::Password,
        &["password", "newPassword"],
    )
    .await
}

#[utoipa::path(
    patch,
    path = "/auth/username",
    tag = TAG_AUTH,
    operation_id = "changeOwnUsername",
    summary = "Change the username of the caller",
    security(("cookie" = [])),
    request_body = UsernameChangeBody,
    responses(
        (status = 200, description = "Username successfully updated", body = CredentialAnswer),
        (status = 400, description = "The following required fields were not included in the request: <newUsername, password> / The following fields have an invalid type: <fields> / Invalid username format / You cannot have the same username as another user", body = ErrorBody),
        (status = 403, description = "Invalid Password / 2FA token required / Expired or invalid TOTP token", body = ErrorBody),
        (status = 406, description = "Updating of credentials is not enabled in demo mode.", body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
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
