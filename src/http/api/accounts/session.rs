//! `/api/auth`: login, the current account, logout and API secrets
//! (`login`, `logout`, `newSecret`).

use super::answers::{AccountAnswer, AccountView, LoginAnswer, Reply, SecretAnswer, SecretResult};
use super::bodies::{LoginBody, NewSecretBody};
use super::messages::{
    credentials_in_demo, invalid_id, CREDENTIALS_IN_DEMO, LOGGED_IN, LOGGED_OUT, SECRET_GENERATED,
};
use super::sign_in_attempt;
use crate::accounts::sign_in;
use crate::http::api::openapi::{TAG_AUTH, THROTTLED};
use crate::http::auth::{authenticate, refuse_in_demo, ApiRequest};
use crate::http::error::ApiResult;
use crate::http::error::ErrorBody;
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::respond::ok_message;
use crate::http::respond::MessageAnswer;
use crate::http::sessions::{clearing_cookie, start_session};
use crate::http::AppState;
use axum::extract::State;
use axum::http::{header, HeaderName, HeaderValue};
use axum::response::{AppendHeaders, Response};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// A `Set-Cookie` header added to an answer.
pub type WithCookie<T> = (AppendHeaders<[(HeaderName, HeaderValue); 1]>, T);

pub fn with_cookie<T>(cookie: HeaderValue, answer: T) -> WithCookie<T> {
    (AppendHeaders([(header::SET_COOKIE, cookie)]), answer)
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(login))
        .routes(routes!(current_account, logout))
        .routes(routes!(new_secret))
}

#[utoipa::path(
    post,
    path = "/auth/login",
    tag = TAG_AUTH,
    operation_id = "login",
    security(()),
    summary = "Log in; sets the session cookie",
    request_body = LoginBody,
    responses(
        (status = 200, description = LOGGED_IN, body = LoginAnswer,
            headers(("Set-Cookie" = String, description = "The new session"))),
        (status = 400, description = concat!(missing_fields!(), "<fields> / ", invalid_types!(), "<fields>"), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(super::messages::INVALID_LOGIN, " / ", super::messages::CODE_REQUIRED, " / ", super::messages::INVALID_CODE, " / ", super::messages::PASSKEY_LOGIN_UNAVAILABLE, " (`code`: `passkeys_unavailable`, after the right password, when DOMAIN is unset)"), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody,
            headers(("Retry-After" = u64, description = "Seconds until a failure leaves the window"))),
    ),
)]
async fn login(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<WithCookie<Reply<LoginAnswer>>> {
    let body: LoginBody = request.body_as()?;
    let account = sign_in::log_in(
        &sign_in_attempt(&app, &request),
        &body.username,
        &body.password,
        body.token.as_deref(),
    )
    .await?;
    let (_, cookie) = start_session(&app, &account.id, &request, "password").await?;
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

#[utoipa::path(
    get,
    path = "/auth/me",
    tag = TAG_AUTH,
    operation_id = "currentAccount",
    summary = "The caller's account",
    security(("cookie" = []), ("secret" = [])),
    extensions(("x-open-during-two-factor-setup" = json!(true))),
    responses((status = 200, description = "The caller's account view", body = AccountAnswer)),
)]
async fn current_account(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<AccountAnswer>> {
    let caller = authenticate(&app, &request).await?;
    let setup_required = app
        .accounts()
        .must_set_up_second_factor(&caller.account)
        .await?;
    // The secret itself is no secret to a caller who sent it.
    let held = setup_required && caller.session_hash.is_some();
    Ok(Reply(AccountAnswer {
        success: true,
        result: AccountView {
            two_factor_setup_required: Some(setup_required),
            ..AccountView::own_in_session(&caller.account, held)
        },
    }))
}

#[utoipa::path(
    delete,
    path = "/auth/me",
    tag = TAG_AUTH,
    operation_id = "logout",
    summary = "Log out: ends the session and clears the cookie",
    security(("cookie" = [])),
    extensions(("x-open-during-two-factor-setup" = json!(true))),
    responses((status = 200, description = LOGGED_OUT, body = MessageAnswer)),
)]
async fn logout(State(app): State<AppState>, request: ApiRequest) -> ApiResult<Response> {
    let caller = authenticate(&app, &request).await?;
    if let Some(hash) = &caller.session_hash {
        app.store.delete_session(hash).await?;
    }
    // An automatic login may have set a cookie for this request; the
    // clearing cookie below is the one that must win.
    let _ = request.cookie_slot.take();
    let mut response = ok_message(LOGGED_OUT);
    response
        .headers_mut()
        .append(header::SET_COOKIE, clearing_cookie(app.settings.use_https));
    Ok(response)
}

#[utoipa::path(
    post,
    path = "/auth/newSecret",
    tag = TAG_AUTH,
    operation_id = "newSecret",
    summary = "Regenerate the caller's or a managed account's API secret",
    security(("cookie" = [])),
    request_body = NewSecretBody,
    responses(
        (status = 200, description = SECRET_GENERATED, body = SecretAnswer),
        (status = 400, description = concat!(invalid_types!(), "userID"), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(super::messages::MAY_NOT_MANAGE_USERS, " / ", super::messages::MAY_NOT_MANAGE_THIS_USER), body = ErrorBody),
        (status = 404, description = invalid_id!(), body = ErrorBody),
        (status = 406, description = credentials_in_demo!(), body = ErrorBody),
    ),
)]
async fn new_secret(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<SecretAnswer>> {
    let caller = authenticate(&app, &request).await?;
    refuse_in_demo(&app, CREDENTIALS_IN_DEMO)?;
    let body: NewSecretBody = request.body_as()?;
    let secret = app
        .accounts()
        .by(&request.audit_by(&caller))
        .regenerate_secret(&caller.account, body.user_id.as_deref())
        .await?;
    Ok(Reply(SecretAnswer {
        success: true,
        message: SECRET_GENERATED.into(),
        result: SecretResult { secret },
    }))
}
