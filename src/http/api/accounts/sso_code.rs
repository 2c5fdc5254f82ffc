//! `POST /api/auth/oidc/code`: the two-factor code after a provider login
//! of an account with two-factor on (docs/accounts.md). The wait is found
//! by the browser's binding cookie; a session starts as a login's does.

use super::answers::{AccountView, LoginAnswer, Reply};
use super::bodies::TotpCodeBody;
use super::messages::LOGGED_IN;
use super::session::with_cookie;
use crate::http::api::openapi::{TAG_AUTH, THROTTLED};
use crate::http::auth::ApiRequest;
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::sessions::start_session;
use crate::http::sso_cookie::{binding_from_cookies, clearing_binding_cookie};
use crate::http::AppState;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(single_sign_on_code))
}

#[utoipa::path(
    post,
    path = "/auth/oidc/code",
    tag = TAG_AUTH,
    operation_id = "singleSignOnCode",
    security(()),
    summary = "Finish a single sign-on with the account's two-factor code (the binding cookie names the login)",
    request_body = TotpCodeBody,
    responses(
        (status = 200, description = LOGGED_IN, body = LoginAnswer,
            headers(("Set-Cookie" = String, description = "The new session"))),
        (status = 400, description = const_format::concatcp!(missing_fields!(), "token / ", invalid_types!(), "token / ", super::sso_messages::SSO_EXPIRED), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(super::messages::CODE_REQUIRED, " / ", super::messages::INVALID_CODE), body = ErrorBody),
        (status = 412, description = super::sso_messages::SSO_OFF, body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody,
            headers(("Retry-After" = u64, description = "Seconds until a failure leaves the window"))),
    ),
)]
async fn single_sign_on_code(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Response> {
    super::sso::provider(&app)?;
    let body: TotpCodeBody = request.body_as()?;
    let binding = binding_from_cookies(&request.headers, app.settings.use_https);
    let (account, _next) = app
        .accounts()
        .finish_sso_with_code(binding.as_deref(), &body.token, &request.client)
        .await?;
    let (_, cookie) = start_session(&app, &account.id, &request, "sso").await?;
    let result = AccountView::for_new_session(app.accounts(), &account).await?;
    let mut response = with_cookie(
        cookie,
        Reply(LoginAnswer {
            success: true,
            message: LOGGED_IN.into(),
            result,
        }),
    )
    .into_response();
    response.headers_mut().append(
        header::SET_COOKIE,
        clearing_binding_cookie(app.settings.use_https),
    );
    Ok(response)
}
