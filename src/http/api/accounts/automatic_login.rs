//! `POST`/`DELETE /api/auth/automatic-login`: whether the account may be
//! logged in automatically in single-user mode (docs/api.md#automatic-login).

use super::answers::{AccountHolder, AccountView, AutomaticLoginAnswer, Reply};
use super::bodies::VerificationBody;
use super::messages::{
    credentials_in_demo, verification_failed, verification_required, ACCOUNT_UPDATED,
    CREDENTIALS_IN_DEMO,
};
use super::{verified_caller, Requires};
use crate::http::api::openapi::{TAG_AUTH, THROTTLED};
use crate::http::auth::ApiRequest;
use crate::http::error::ApiResult;
use crate::http::error::ErrorBody;
use crate::http::AppState;
use axum::extract::State;
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
        (status = 200, description = ACCOUNT_UPDATED, body = AutomaticLoginAnswer),
        (status = 403, description = verification_failed!(), body = ErrorBody),
        (status = 406, description = credentials_in_demo!(), body = ErrorBody),
        (status = 412, description = verification_required!(), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn allow_automatic_login(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<AutomaticLoginAnswer>> {
    switch_automatic_login(&app, &request, true).await
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
        (status = 200, description = ACCOUNT_UPDATED, body = AutomaticLoginAnswer),
        (status = 403, description = verification_failed!(), body = ErrorBody),
        (status = 406, description = credentials_in_demo!(), body = ErrorBody),
        (status = 412, description = verification_required!(), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn forbid_automatic_login(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<AutomaticLoginAnswer>> {
    switch_automatic_login(&app, &request, false).await
}

async fn switch_automatic_login(
    app: &AppState,
    request: &ApiRequest,
    allow: bool,
) -> ApiResult<Reply<AutomaticLoginAnswer>> {
    let caller = verified_caller(app, request, Requires::AnyAccount, CREDENTIALS_IN_DEMO).await?;
    let account = app
        .accounts()
        .set_automatic_login(caller.id(), allow)
        .await?;
    let holder = || AccountHolder {
        account: AccountView::own(&account),
    };
    Ok(Reply(AutomaticLoginAnswer {
        success: true,
        message: ACCOUNT_UPDATED.into(),
        details: holder(),
        result: holder(),
    }))
}
