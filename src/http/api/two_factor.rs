//! `/api/auth/totp`: two-factor set-up, confirmation, disabling and
//! recovery with a backup code (api.md §11).

use super::credentials::sign_in_with_password;
use super::openapi::{TAG_AUTH, THROTTLED};
use super::schemas::{
    ErrorBody, MessageAnswer, RecoverBody, TotpCodeBody, TotpEnabledAnswer, TotpSetupAnswer,
};
use crate::domain::time::now_millis;
use crate::domain::two_factor;
use crate::http::auth::{authenticate, refuse_in_demo, Access, ApiRequest};
use crate::http::error::{ApiError, ApiResult};
use crate::http::input::{check_fields, string_field, Kind};
use crate::http::respond::{ok_message, ok_message_result};
use crate::http::sessions::start_session;
use crate::http::throttle;
use crate::http::AppState;
use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::Response;
use axum::routing::head;
use serde_json::json;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

const DEMO_REFUSAL: &str = "Enabling 2FA is not supported in demo mode.";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(start_totp_setup, confirm_totp, disable_totp))
        .route("/auth/totp", head(refuse_head))
        .routes(routes!(recover_with_backup_code))
}

/// A HEAD never changes state, and GET here creates a pending secret, so
/// HEAD is not answered as GET (api.md §2.1). The API layer turns this into
/// the JSON 405 answer.
async fn refuse_head() -> Response {
    let mut response = Response::new(Body::empty());
    *response.status_mut() = StatusCode::METHOD_NOT_ALLOWED;
    response
        .headers_mut()
        .insert(header::ALLOW, HeaderValue::from_static("GET, POST, DELETE"));
    response
}

fn unix_seconds() -> u64 {
    u64::try_from(now_millis() / 1000).unwrap_or(0)
}

#[utoipa::path(
    get,
    path = "/auth/totp",
    tag = TAG_AUTH,
    operation_id = "startTotpSetup",
    summary = "Start 2FA set-up: a pending secret (HEAD answers 405)",
    security(("cookie" = [])),
    responses(
        (status = 200, description = "TOTP secret successfully generated", body = TotpSetupAnswer),
        (status = 406, description = "Enabling 2FA is not supported in demo mode.", body = ErrorBody),
        (status = 412, description = "2FA already enabled", body = ErrorBody),
    ),
)]
async fn start_totp_setup(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate(&app, &request, Access::Cookie).await?;
    refuse_in_demo(&app, DEMO_REFUSAL)?;
    if caller.account.totp_enabled {
        return Err(ApiError::PreconditionFailed("2FA already enabled".into()));
    }
    let secret = two_factor::new_totp_secret();
    app.store
        .set_totp_pending_secret(caller.id(), &secret)
        .await?;
    let uri = two_factor::otpauth_uri(&secret, &caller.account.username);
    Ok(ok_message_result(
        "TOTP secret successfully generated",
        json!({"secret": secret, "uri": uri}),
    ))
}

fn invalid_code() -> ApiError {
    ApiError::Forbidden("Expired or invalid TOTP token".into())
}

#[utoipa::path(
    post,
    path = "/auth/totp",
    tag = TAG_AUTH,
    operation_id = "confirmTotp",
    summary = "Confirm 2FA set-up with a code; returns backup codes",
    security(("cookie" = [])),
    request_body = TotpCodeBody,
    responses(
        (status = 200, description = "2FA successfully enabled", body = TotpEnabledAnswer),
        (status = 400, description = "The following required fields were not included in the request: token / The following fields have an invalid type: token", body = ErrorBody),
        (status = 403, description = "Expired or invalid TOTP token", body = ErrorBody),
        (status = 406, description = "Enabling 2FA is not supported in demo mode.", body = ErrorBody),
        (status = 412, description = "2FA already enabled, no need to verify / 2FA process hasn't been started / Invalid token format", body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn confirm_totp(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate(&app, &request, Access::Cookie).await?;
    refuse_in_demo(&app, DEMO_REFUSAL)?;
    check_fields(&request.body, &["token"], &[("token", Kind::String)])?;
    let token = string_field(&request.body, "token").unwrap_or("");
    let account = &caller.account;
    if account.totp_enabled {
        return Err(ApiError::PreconditionFailed(
            "2FA already enabled, no need to verify".into(),
        ));
    }
    let Some(pending) = account.totp_pending_secret.as_deref() else {
        return Err(ApiError::PreconditionFailed(
            "2FA process hasn't been started".into(),
        ));
    };
    if !two_factor::is_code_format(token) {
        return Err(ApiError::PreconditionFailed("Invalid token format".into()));
    }
    throttle::check(&app, Some(&account.id), &request.client).await?;
    let step = two_factor::matching_step(pending, token, unix_seconds(), account.totp_last_step);
    let codes = two_factor::new_backup_codes();
    let hashes: Vec<String> = codes
        .iter()
        .map(|c| two_factor::hash_backup_code(c))
        .collect();
    let enabled = match step {
        Some(step) => {
            app.store
                .enable_totp(&account.id, pending, step, &hashes)
                .await?
        }
        None => false,
    };
    if !enabled {
        throttle::record_failure(&app, Some(&account.id), &request.client).await?;
        return Err(invalid_code());
    }
    Ok(ok_message_result(
        "2FA successfully enabled",
        json!({"backupCodes": codes}),
    ))
}

#[utoipa::path(
    delete,
    path = "/auth/totp",
    tag = TAG_AUTH,
    operation_id = "disableTotp",
    summary = "Disable 2FA with a code",
    security(("cookie" = [])),
    request_body = TotpCodeBody,
    responses(
        (status = 200, description = "2FA has been successfully disabled", body = MessageAnswer),
        (status = 400, description = "The following required fields were not included in the request: token / The following fields have an invalid type: token", body = ErrorBody),
        (status = 403, description = "Expired or invalid TOTP token", body = ErrorBody),
        (status = 412, description = "2FA is not enabled", body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn disable_totp(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate(&app, &request, Access::Cookie).await?;
    check_fields(&request.body, &["token"], &[("token", Kind::String)])?;
    let token = string_field(&request.body, "token").unwrap_or("");
    let account = &caller.account;
    if !account.totp_enabled {
        return Err(ApiError::PreconditionFailed("2FA is not enabled".into()));
    }
    throttle::check(&app, Some(&account.id), &request.client).await?;
    if !super::credentials::totp_code_accepted(&app, account, token).await? {
        throttle::record_failure(&app, Some(&account.id), &request.client).await?;
        return Err(invalid_code());
    }
    app.store.disable_totp(&account.id).await?;
    Ok(ok_message("2FA has been successfully disabled"))
}

#[utoipa::path(
    post,
    path = "/auth/totp/recover",
    tag = TAG_AUTH,
    operation_id = "recoverWithBackupCode",
    summary = "Disable 2FA with a backup code and log in",
    request_body = RecoverBody,
    responses(
        (status = 200, description = "2FA has been disabled and you have been logged in", body = MessageAnswer,
            headers(("Set-Cookie" = String, description = "The new session"))),
        (status = 400, description = "The following required fields were not included in the request: <fields> / The following fields have an invalid type: <fields>", body = ErrorBody),
        (status = 403, description = "Invalid username or password / Invalid backup code", body = ErrorBody),
        (status = 412, description = "2FA is not enabled", body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn recover_with_backup_code(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let body = &request.body;
    check_fields(
        body,
        &["backupCode", "username", "password"],
        &[
            ("backupCode", Kind::String),
            ("username", Kind::String),
            ("password", Kind::String),
        ],
    )?;
    let code = string_field(body, "backupCode").unwrap_or("");
    let name = string_field(body, "username").unwrap_or("");
    let password = string_field(body, "password").unwrap_or("");
    let account = sign_in_with_password(&app, name, password, &request.client).await?;
    if !account.totp_enabled {
        return Err(ApiError::PreconditionFailed("2FA is not enabled".into()));
    }
    let code_hash = two_factor::hash_backup_code(code);
    if !app.store.use_backup_code(&account.id, &code_hash).await? {
        throttle::record_failure(&app, Some(&account.id), &request.client).await?;
        return Err(ApiError::Forbidden("Invalid backup code".into()));
    }
    throttle::clear_account(&app, &account.id).await?;
    let (_, cookie) = start_session(&app, &account.id).await?;
    let mut response = ok_message("2FA has been disabled and you have been logged in");
    response.headers_mut().append(header::SET_COOKIE, cookie);
    Ok(response)
}
