//! `POST`/`DELETE /api/auth/automatic-login`: whether the account may be
//! logged in automatically in single-user mode (api.md §4.8, §3.4).

use super::credentials::check_verification;
use super::views;
use crate::app::AppState;
use crate::http::auth::{authenticate, refuse_in_demo, Access, ApiRequest};
use crate::http::error::{ApiError, ApiResult};
use crate::http::respond::json_response;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::post;
use axum::Router;
use serde_json::json;

pub fn router() -> Router<AppState> {
    Router::new().route(
        "/auth/automatic-login",
        post(allow_automatic_login).delete(forbid_automatic_login),
    )
}

async fn allow_automatic_login(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    set_automatic_login(&app, &request, true).await
}

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
