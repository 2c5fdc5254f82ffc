//! `PATCH /api/user/username|email|password`: any account may change its
//! own credentials here; owner and admin also those of accounts they manage
//! (api.md §10.4).

use super::account_changes::{parse_new_value, store_new_value, Credential};
use super::credentials::check_verification;
use super::openapi::{TAG_USERS, THROTTLED};
use super::schemas::{
    CredentialAnswer, EmailUpdateBody, ErrorBody, PasswordUpdateBody, UsernameUpdateBody,
};
use super::users::{invalid_id, user_object};
use super::views;
use crate::http::auth::{authenticate, refuse_in_demo, Access, ApiRequest};
use crate::http::error::{ApiError, ApiResult};
use crate::http::input::check_fields;
use crate::http::respond::ok_message_result;
use crate::http::AppState;
use axum::extract::State;
use serde_json::{json, Value};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(update_username))
        .routes(routes!(update_email))
        .routes(routes!(update_password))
}

#[utoipa::path(
    patch,
    path = "/user/username",
    tag = TAG_USERS,
    operation_id = "updateUsername",
    summary = "Change the username of the caller or a managed account",
    security(("cookie" = [])),
    request_body = UsernameUpdateBody,
    responses(
        (status = 200, description = "Username successfully updated", body = CredentialAnswer),
        (status = 400, description = "The following required fields were not included in the request: user / A user object is required / Invalid username format / You cannot have the same username as another user", body = ErrorBody),
        (status = 403, description = "2FA required / Expired or invalid TOTP token / Password required / Invalid Password / You do not have the required role to update that user.", body = ErrorBody),
        (status = 404, description = "Invalid id", body = ErrorBody),
        (status = 406, description = "Updating of usernames is not enabled in demo mode.", body = ErrorBody),
        (status = 412, description = "Verification required, please provide a verification object with either a 2FA token or password, depending on what is set up.", body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn update_username(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    update_user(
        &app,
        &request,
        Credential::Username,
        "username",
        "Updating of usernames is not enabled in demo mode.",
    )
    .await
}

#[utoipa::path(
    patch,
    path = "/user/email",
    tag = TAG_USERS,
    operation_id = "updateEmail",
    summary = "Change the email of the caller or a managed account",
    security(("cookie" = [])),
    request_body = EmailUpdateBody,
    responses(
        (status = 200, description = "Email successfully updated", body = CredentialAnswer),
        (status = 400, description = "The following required fields were not included in the request: user / A user object is required / Invalid email format / You cannot have the same email as another user", body = ErrorBody),
        (status = 403, description = "2FA required / Expired or invalid TOTP token / Password required / Invalid Password / You do not have the required role to update that user.", body = ErrorBody),
        (status = 404, description = "Invalid id", body = ErrorBody),
        (status = 406, description = "Updating of user emails is not enabled in demo mode.", body = ErrorBody),
        (status = 412, description = "Verification required, please provide a verification object with either a 2FA token or password, depending on what is set up.", body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn update_email(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    update_user(
        &app,
        &request,
        Credential::Email,
        "email",
        "Updating of user emails is not enabled in demo mode.",
    )
    .await
}

#[utoipa::path(
    patch,
    path = "/user/password",
    tag = TAG_USERS,
    operation_id = "updatePassword",
    summary = "Change the password of the caller or a managed account",
    security(("cookie" = [])),
    request_body = PasswordUpdateBody,
    responses(
        (status = 200, description = "Password successfully updated", body = CredentialAnswer),
        (status = 400, description = "The following required fields were not included in the request: user / A user object is required / Invalid password format", body = ErrorBody),
        (status = 403, description = "2FA required / Expired or invalid TOTP token / Password required / Invalid Password / You do not have the required role to update that user.", body = ErrorBody),
        (status = 404, description = "Invalid id", body = ErrorBody),
        (status = 406, description = "Updating of user passwords is not enabled in demo mode.", body = ErrorBody),
        (status = 412, description = "Verification required, please provide a verification object with either a 2FA token or password, depending on what is set up.", body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn update_password(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    update_user(
        &app,
        &request,
        Credential::Password,
        "password",
        "Updating of user passwords is not enabled in demo mode.",
    )
    .await
}

async fn update_user(
    app: &AppState,
    request: &ApiRequest,
    credential: Credential,
    member: &str,
    demo_refusal: &'static str,
) -> ApiResult {
    let caller = authenticate(app, request, Access::Cookie).await?;
    refuse_in_demo(app, demo_refusal)?;
    check_fields(&request.body, &["user"], &[])?;
    let user = user_object(&request.body)?;
    check_verification(app, &caller.account, &request.body, &request.client).await?;
    let new = parse_new_value(credential, user.get(member).and_then(Value::as_str))?;
    // `account` absent, null or "" means the caller; a non-string is no id.
    let target_id = match user.get("account") {
        None | Some(Value::Null) => caller.id(),
        Some(Value::String(id)) if id.is_empty() => caller.id(),
        Some(Value::String(id)) => id.as_str(),
        Some(_) => "",
    };
    let target = app
        .store
        .find_account_by_id(target_id)
        .await?
        .ok_or_else(invalid_id)?;
    let is_self = target.id == caller.account.id;
    if !is_self && !caller.account.role().manages(target.role()) {
        return Err(ApiError::Forbidden(
            "You do not have the required role to update that user.".into(),
        ));
    }
    let keep = if is_self {
        caller.session_hash.as_deref()
    } else {
        None
    };
    store_new_value(app, &target.id, &new, keep).await?;
    let updated = app
        .store
        .find_account_by_id(&target.id)
        .await?
        .ok_or_else(invalid_id)?;
    let view = if is_self {
        views::own_account(&updated)
    } else {
        views::other_account(&updated)
    };
    let message = credential.success_message();
    Ok(ok_message_result(
        message,
        json!({"message": message, "account": view}),
    ))
}
