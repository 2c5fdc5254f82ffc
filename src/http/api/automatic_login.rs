//! `POST`/`DELETE /api/auth/automatic-login`: whether the account may be
//! logged in automatically in single-user mode (api.md §4.8, §3.4).

use super::credentials::check_verification;
use super::openapi::{TAG_AUTH, THROTTLED};
use super::schemas::{AutomaticLoginAnswer, ErrorBody, VerificationBody};
use super::views;
use crate::http::auth::{authenticate, refuse_in_demo, Access, ApiRequest};
use crate::http::error::{ApiError, ApiResult};
use crate::http::respond::json_response;
use crate::http::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use serde_json::json;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(allow_automatic_login, forbid_automatic_login))
}

#[utoipa::path(
    post,
    path = "/auth/automatic-login",
    tag = TAG_AUTH,
    operation_id = "allowAutomaticLogin",
    summary = "Allow automatic login (single-user mode)",
    security(("cookie" = [])),
    request_body = VerificationBody,
    responses(
        (status = 200, description = "Account successfully updated", body = AutomaticLoginAnswer),
        (status = 403, description = "2FA required / Expired or invalid TOTP token / Password required / Invalid Password", body = ErrorBody),
        (status = 406, description = "Updating of credentials is not enabled in demo mode.", body = ErrorBody),
        (status = 412, description = "Verification required, please provide a verification object with either a 2FA token or password, depending on what is set up.", body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn allow_automatic_login(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    set_automatic_login(&app, &request, true).await
}

#[utoipa::path(
    delete,
    path = "/auth/automatic-login",
    tag = TAG_AUTH,
    operation_id = "forbidAutomaticLogin",
    summary = "Forbid automatic login",
    security(("cookie" = [])),
    request_body = VerificationBody,
    responses(
        (status = 200, description = "Account successfully updated", body = AutomaticLoginAnswer),
        (status = 403, description = "2FA required / Expired or invalid TOTP token / Password required / Invalid Password", body = ErrorBody),
        (status = 406, description = "Updating of credentials is not enabled in demo mode.", body = ErrorBody),
        (status = 412, description = "Verification required, please provide a verification object with either a 2FA token or password, depending on what is set up.", body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn forbid_automatic_login(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    set_automatic_login(&app, &request, false).await
}

async fn set_automatic_login(app: &AppState, request: &ApiRequest, allow: bool) -> ApiResult {
    let caller = authenticate(app, request, Access::Cookie).await?;
    refuse_in_demo(app, "Updating of credentials is not enabled in demo mode.")?;
    check_verification(app, &caller.account, &request.body, &request.client).await?;
    app.store
        .set_allow_automatic_login(caller.id(), allow)
        .await?;
    let account = app
        .store
        .find_account_by_id(caller.id())
        .await?
        .ok_or_else(|| ApiError::NotFound("Invalid id".into()))?;
    let view = views::own_account(&account);
    // `details` for Lynx's dashboard, `result` for consistency (api.md §4.8).
    Ok(json_response(
        StatusCode::OK,
        &json!({
            "success": true,
            "message": "Account successfully updated",
            "details": {"account": view},
            "result": {"account": view},
        }),
    ))
}
