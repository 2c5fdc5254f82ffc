//! `/api/auth/totp`: two-factor set-up, confirmation, disabling and
//! recovery with a backup code (docs/accounts.md#two-factor-authentication-totp).

use super::answers::{BackupCodes, Reply, TotpEnabledAnswer, TotpSetup, TotpSetupAnswer};
use super::bodies::{RecoverBody, TotpCodeBody};
use super::messages::{
    two_factor_in_demo, two_factor_kept, INVALID_CODE, RECOVERED, TOTP_SECRET_GENERATED,
    TWO_FACTOR_DISABLED, TWO_FACTOR_ENABLED, TWO_FACTOR_IN_DEMO, TWO_FACTOR_OFF, TWO_FACTOR_ON,
};
use super::session::with_cookie;
use super::sign_in_attempt;
use crate::accounts::two_factor;
use crate::accounts::AccountError;
use crate::http::api::openapi::{TAG_AUTH, THROTTLED};
use crate::http::auth::{authenticate, refuse_in_demo, ApiRequest};
use crate::http::error::ApiResult;
use crate::http::error::ErrorBody;
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::respond::ok_message;
use crate::http::respond::MessageAnswer;
use crate::http::sessions::start_session;
use crate::http::AppState;
use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::head;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(start_totp_setup, confirm_totp, disable_totp))
        .route("/auth/totp", head(refuse_head))
        .routes(routes!(recover_with_backup_code))
}

/// A HEAD never changes state, and GET here creates a pending secret, so
/// HEAD is not answered as GET (docs/api.md#transport-and-bodies). The API layer turns this into
/// the JSON 405 answer.
async fn refuse_head() -> Response {
    let mut response = Response::new(Body::empty());
    *response.status_mut() = StatusCode::METHOD_NOT_ALLOWED;
    response
        .headers_mut()
        .insert(header::ALLOW, HeaderValue::from_static("GET, POST, DELETE"));
    response
}

#[utoipa::path(
    get,
    path = "/auth/totp",
    tag = TAG_AUTH,
    operation_id = "startTotpSetup",
    summary = "Start 2FA set-up: a pending secret (HEAD answers 405)",
    security(("cookie" = [])),
    extensions(("x-open-during-two-factor-setup" = json!(true))),
    responses(
        (status = 200, description = TOTP_SECRET_GENERATED, body = TotpSetupAnswer),
        (status = 406, description = two_factor_in_demo!(), body = ErrorBody),
        (status = 412, description = TWO_FACTOR_ENABLED, body = ErrorBody),
    ),
)]
async fn start_totp_setup(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<TotpSetupAnswer>> {
    let caller = authenticate(&app, &request).await?;
    refuse_in_demo(&app, TWO_FACTOR_IN_DEMO)?;
    let setup = app.accounts().start_totp_setup(&caller.account).await?;
    Ok(Reply(TotpSetupAnswer {
        success: true,
        message: TOTP_SECRET_GENERATED.into(),
        result: TotpSetup {
            secret: setup.secret,
            uri: setup.uri,
        },
    }))
}

#[utoipa::path(
    post,
    path = "/auth/totp",
    tag = TAG_AUTH,
    operation_id = "confirmTotp",
    summary = "Confirm 2FA set-up with a code; returns backup codes",
    security(("cookie" = [])),
    extensions(("x-open-during-two-factor-setup" = json!(true))),
    request_body = TotpCodeBody,
    responses(
        (status = 200, description = TWO_FACTOR_ON, body = TotpEnabledAnswer),
        (status = 400, description = concat!(missing_fields!(), "token / ", invalid_types!(), "token"), body = ErrorBody),
        (status = 403, description = INVALID_CODE, body = ErrorBody),
        (status = 406, description = two_factor_in_demo!(), body = ErrorBody),
        (status = 412, description = const_format::concatcp!(super::messages::TWO_FACTOR_CONFIRMED, " / ", super::messages::TWO_FACTOR_NOT_STARTED, " / ", super::messages::INVALID_CODE_FORMAT), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn confirm_totp(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<TotpEnabledAnswer>> {
    let caller = authenticate(&app, &request).await?;
    refuse_in_demo(&app, TWO_FACTOR_IN_DEMO)?;
    let token = required_code(&request)?;
    let backup_codes = app
        .accounts()
        .by(&request.audit_by(&caller))
        .confirm_totp_setup(&caller.account, &token, &request.client)
        .await?;
    Ok(Reply(TotpEnabledAnswer {
        success: true,
        message: TWO_FACTOR_ON.into(),
        result: BackupCodes { backup_codes },
    }))
}

/// The body's `token`, required and a string.
fn required_code(request: &ApiRequest) -> ApiResult<String> {
    let body: TotpCodeBody = request.body_as()?;
    Ok(body.token)
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
        (status = 200, description = TWO_FACTOR_OFF, body = MessageAnswer),
        (status = 400, description = concat!(missing_fields!(), "token / ", invalid_types!(), "token"), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(super::messages::INVALID_CODE, " / ", two_factor_kept!()), body = ErrorBody),
        (status = 412, description = TWO_FACTOR_DISABLED, body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn disable_totp(State(app): State<AppState>, request: ApiRequest) -> ApiResult<Response> {
    let caller = authenticate(&app, &request).await?;
    // The owner's policy requires a second factor of this account: its last
    // one stays.
    if caller.account.totp_enabled
        && app
            .accounts()
            .would_lose_required_factor(&caller.account, false)
            .await?
    {
        return Err(AccountError::SecondFactorKept.into());
    }
    let token = required_code(&request)?;
    app.accounts()
        .by(&request.audit_by(&caller))
        .disable_totp(&caller.account, &token, &request.client)
        .await?;
    Ok(ok_message(TWO_FACTOR_OFF))
}

#[utoipa::path(
    post,
    path = "/auth/totp/recover",
    tag = TAG_AUTH,
    operation_id = "recoverWithBackupCode",
    security(()),
    summary = "Disable 2FA with a backup code and log in",
    request_body = RecoverBody,
    responses(
        (status = 200, description = RECOVERED, body = MessageAnswer,
            headers(("Set-Cookie" = String, description = "The new session"))),
        (status = 400, description = concat!(missing_fields!(), "<fields> / ", invalid_types!(), "<fields>"), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(super::messages::INVALID_LOGIN, " / ", super::messages::INVALID_BACKUP_CODE), body = ErrorBody),
        (status = 412, description = TWO_FACTOR_DISABLED, body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn recover_with_backup_code(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Response> {
    let body: RecoverBody = request.body_as()?;
    let account = two_factor::recover(
        &sign_in_attempt(&app, &request),
        &body.username,
        &body.password,
        &body.backup_code,
    )
    .await?;
    let (_, cookie) = start_session(&app, &account.id, &request, "second_factor").await?;
    Ok(with_cookie(cookie, ok_message(RECOVERED)).into_response())
}
