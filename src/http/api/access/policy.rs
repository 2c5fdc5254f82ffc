//! `/api/auth/policy`: the owner's two-factor policy — `optional`, `admins`
//! or `everyone` must have a second factor. Stored in the database, so every
//! instance applies it on the next request.

use super::answers::PolicyView;
use super::bodies::PolicyBody;
use super::TAG_ACCESS;
use crate::http::api::accounts::messages::{
    owner_required, verification_failed, verification_required, CREDENTIALS_IN_DEMO, POLICY_UPDATED,
};
use crate::http::api::accounts::{verified_caller, Requires};
use crate::http::auth::{authenticate, require_owner, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::respond::{ok_message_result, Answer, MessageResultAnswer};
use crate::http::AppState;
use axum::extract::State;
use axum::response::Response;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(read, change))
}

#[utoipa::path(
    get,
    path = "/auth/policy",
    tag = TAG_ACCESS,
    operation_id = "readPolicy",
    summary = "The instance's two-factor policy (owner only)",
    security(("cookie" = [])),
    responses(
        (status = 200, description = "The policy", body = Answer<PolicyView>),
        (status = 412, description = owner_required!(), body = ErrorBody),
    ),
)]
async fn read(State(app): State<AppState>, request: ApiRequest) -> ApiResult<Answer<PolicyView>> {
    let caller = authenticate(&app, &request).await?;
    require_owner(&caller)?;
    let policy = app.accounts().two_factor_policy().await?;
    Ok(Answer::new(PolicyView {
        two_factor: policy.as_str(),
    }))
}

#[utoipa::path(
    patch,
    path = "/auth/policy",
    tag = TAG_ACCESS,
    operation_id = "changePolicy",
    summary = "Change the two-factor policy (owner only): accounts without a second factor are sent to set one up",
    security(("cookie" = [])),
    request_body = PolicyBody,
    responses(
        (status = 200, description = POLICY_UPDATED, body = MessageResultAnswer<PolicyView>),
        (status = 400, description = crate::http::api::accounts::messages::INVALID_POLICY, body = ErrorBody),
        (status = 403, description = verification_failed!(), body = ErrorBody),
        (status = 406, description = CREDENTIALS_IN_DEMO, body = ErrorBody),
        (status = 412, description = concat!(owner_required!(), " / ", verification_required!()), body = ErrorBody),
    ),
)]
async fn change(State(app): State<AppState>, request: ApiRequest) -> ApiResult<Response> {
    let caller = verified_caller(&app, &request, Requires::Owner, CREDENTIALS_IN_DEMO).await?;
    let body: PolicyBody = request.body_as()?;
    let policy = app
        .accounts()
        .by(&request.audit_by(&caller))
        .set_two_factor_policy(&body.two_factor)
        .await?;
    Ok(ok_message_result(
        POLICY_UPDATED,
        PolicyView {
            two_factor: policy.as_str(),
        },
    ))
}
