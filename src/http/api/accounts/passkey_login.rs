//! `/api/auth/passkeys/login`: logging in with a passkey, without a
//! password (discoverable credentials) or as the second factor after it.

use super::answers::{AccountView, LoginAnswer, Reply};
use super::errors::relying_party;
use super::messages::{LOGGED_IN, PASSKEY_REJECTED};
use super::passkey_answers::{CeremonyAnswer, PasskeyLoginBody, PasskeyLoginStartBody};
use super::session::{with_cookie, WithCookie};
use super::sign_in_attempt;
use crate::accounts::passkeys;
use crate::http::api::openapi::{TAG_AUTH, THROTTLED};
use crate::http::auth::ApiRequest;
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::patch::Patch;
use crate::http::sessions::start_session;
use crate::http::AppState;
use axum::extract::State;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(start_passkey_login))
        .routes(routes!(passkey_login))
}

#[utoipa::path(
    post,
    path = "/auth/passkeys/login/options",
    tag = TAG_AUTH,
    operation_id = "startPasskeyLogin",
    security(()),
    summary = "Start a passkey login: passwordless (empty body) or as the second factor (username and password)",
    request_body = PasskeyLoginStartBody,
    responses(
        (status = 200, description = "The ceremony and its options", body = CeremonyAnswer),
        (status = 400, description = concat!(missing_fields!(), "password / ", invalid_types!(), "<fields>"), body = ErrorBody),
        (status = 403, description = super::messages::INVALID_LOGIN, body = ErrorBody),
        (status = 412, description = const_format::concatcp!(super::messages::PASSKEYS_UNAVAILABLE, " / ", super::messages::NO_PASSKEYS), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn start_passkey_login(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<CeremonyAnswer>> {
    let rp = relying_party(&app)?;
    let body: PasskeyLoginStartBody = request.body_as()?;
    let username = match &body.username {
        Patch::Absent => None,
        Patch::Null => Some(""),
        Patch::Value(username) => Some(username.as_str()),
    };
    let challenge = match username {
        Some(username) => {
            passkeys::start_second_factor(
                &sign_in_attempt(&app, &request),
                rp,
                username,
                body.password.as_deref().unwrap_or(""),
            )
            .await?
        }
        None => {
            app.accounts()
                .start_passwordless_passkey_login(rp, &request.client)
                .await?
        }
    };
    Ok(Reply(CeremonyAnswer::new(challenge)))
}

#[utoipa::path(
    post,
    path = "/auth/passkeys/login",
    tag = TAG_AUTH,
    operation_id = "passkeyLogin",
    security(()),
    summary = "Finish a passkey login; sets the session cookie",
    request_body = PasskeyLoginBody,
    responses(
        (status = 200, description = LOGGED_IN, body = LoginAnswer,
            headers(("Set-Cookie" = String, description = "The new session"))),
        (status = 400, description = const_format::concatcp!(missing_fields!(), "<fields> / ", invalid_types!(), "<fields> / ", super::messages::CEREMONY_EXPIRED, " / ", super::messages::INVALID_PASSKEY_RESPONSE), body = ErrorBody),
        (status = 403, description = PASSKEY_REJECTED, body = ErrorBody),
        (status = 412, description = super::messages::PASSKEYS_UNAVAILABLE, body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn passkey_login(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<WithCookie<Reply<LoginAnswer>>> {
    let rp = relying_party(&app)?;
    let body: PasskeyLoginBody = request.body_as()?;
    let account = passkeys::finish_login(
        &sign_in_attempt(&app, &request),
        rp,
        &body.ceremony,
        &body.credential,
    )
    .await?;
    let (_, cookie) = start_session(&app, &account.id, &request, "passkey").await?;
    let result = AccountView::for_new_session(app.accounts(), &account).await?;
    Ok(with_cookie(
        cookie,
        Reply(LoginAnswer {
            success: true,
            message: LOGGED_IN.into(),
            result,
        }),
    ))
}
