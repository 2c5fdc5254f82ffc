//! `POST /api/auth/sessions/revoke`: sign out everywhere — every session of
//! the caller's account ends, this one included, and with `rotateSecret`
//! the API secret is replaced too (issue 18, item 12).

use super::answers::Reply;
use super::bodies::RevokeSessionsBody;
use super::messages::{
    credentials_in_demo, verification_failed, verification_required, CREDENTIALS_IN_DEMO,
    SIGNED_OUT_EVERYWHERE,
};
use super::verify_request;
use crate::http::api::openapi::{TAG_AUTH, THROTTLED};
use crate::http::auth::{authenticate, refuse_in_demo, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::messages::invalid_types;
use crate::http::sessions::clearing_cookie;
use crate::http::AppState;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(revoke_sessions))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevokeSessionsResult {
    /// How many sessions ended, this one included.
    #[schema(minimum = 0)]
    pub sessions_ended: u64,
    /// The new API secret, only with `rotateSecret: true`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct RevokeSessionsAnswer {
    pub success: bool,
    pub message: String,
    pub result: RevokeSessionsResult,
}

#[utoipa::path(
    post,
    path = "/auth/sessions/revoke",
    tag = TAG_AUTH,
    operation_id = "revokeSessions",
    summary = "Sign out everywhere: end every session of the account (this one too), optionally replacing the API secret",
    security(("cookie" = [])),
    extensions(("x-open-during-two-factor-setup" = json!(true))),
    request_body = RevokeSessionsBody,
    responses(
        (status = 200, description = SIGNED_OUT_EVERYWHERE, body = RevokeSessionsAnswer,
            headers(("Set-Cookie" = String, description = "Clears the session cookie"))),
        (status = 400, description = concat!(invalid_types!(), "rotateSecret"), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(verification_failed!(), " / ", crate::http::messages::SETUP_REQUIRED, " (`code`: `two_factor_setup_required`, with `rotateSecret: true` while the policy holds the account back)"), body = ErrorBody),
        (status = 406, description = credentials_in_demo!(), body = ErrorBody),
        (status = 412, description = verification_required!(), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn revoke_sessions(State(app): State<AppState>, request: ApiRequest) -> ApiResult<Response> {
    // The contract's order: authentication, demo, field types, then the
    // verification (docs/api.md#order-of-checks).
    let caller = authenticate(&app, &request).await?;
    refuse_in_demo(&app, CREDENTIALS_IN_DEMO)?;
    let body: RevokeSessionsBody = request.body_as()?;
    let rotate = body.rotate_secret == Some(true);
    // Signing out is open to an account the two-factor policy holds back; a
    // new API secret is not, as it would work without the set-up.
    if rotate {
        app.accounts().refuse_while_held(&caller).await?;
    }
    verify_request(&app, &caller, &request).await?;
    let done = app
        .accounts()
        .by(&request.audit_by(&caller))
        .sign_out_everywhere(caller.id(), rotate)
        .await?;
    // An automatic login may have set a cookie for this request; the
    // clearing cookie is the one that must win.
    let _ = request.cookie_slot.take();
    let mut response = Reply(RevokeSessionsAnswer {
        success: true,
        message: SIGNED_OUT_EVERYWHERE.into(),
        result: RevokeSessionsResult {
            sessions_ended: done.sessions_ended,
            secret: done.secret,
        },
    })
    .into_response();
    response
        .headers_mut()
        .append(header::SET_COOKIE, clearing_cookie(app.settings.use_https));
    Ok(response)
}
