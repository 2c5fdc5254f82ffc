//! `/api/auth/tokens`: the account's named API tokens — list, create (shown
//! once), revoke. Cookie sessions only: a token never manages tokens.

use super::answers::{CreatedTokenView, TokenView};
use super::bodies::CreateTokenBody;
use super::TAG_ACCESS;
use crate::accounts::api_tokens::TokenRequest;
use crate::domain::time::now_millis;
use crate::http::api::accounts::messages::{
    credentials_in_demo, unknown_token, verification_failed, verification_required,
    CREDENTIALS_IN_DEMO, TOKEN_CREATED, TOKEN_REVOKED,
};
use crate::http::api::accounts::{verified_caller, Requires};
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::messages as m;
use crate::http::path_segment::PathSegment;
use crate::http::respond::{
    ok_message, ok_message_result, Answer, MessageAnswer, MessageResultAnswer,
};
use crate::http::AppState;
use axum::extract::State;
use axum::response::Response;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list, create))
        .routes(routes!(revoke))
}

#[utoipa::path(
    get,
    path = "/auth/tokens",
    tag = TAG_ACCESS,
    operation_id = "listTokens",
    summary = "The caller's API tokens, newest first",
    security(("cookie" = [])),
    responses((status = 200, description = "The tokens", body = Answer<Vec<TokenView>>)),
)]
async fn list(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<Vec<TokenView>>> {
    let caller = authenticate(&app, &request).await?;
    let now = now_millis();
    let tokens = app.accounts().list_tokens(&caller.account).await?;
    Ok(Answer::new(
        tokens.iter().map(|t| TokenView::of(t, now)).collect(),
    ))
}

#[utoipa::path(
    post,
    path = "/auth/tokens",
    tag = TAG_ACCESS,
    operation_id = "createToken",
    summary = "Create an API token; the answer holds the token, shown this once",
    security(("cookie" = [])),
    request_body = CreateTokenBody,
    responses(
        (status = 200, description = TOKEN_CREATED, body = MessageResultAnswer<CreatedTokenView>),
        (status = 400, description = const_format::concatcp!(crate::http::api::accounts::messages::INVALID_TOKEN_NAME, " / ", crate::http::api::accounts::messages::INVALID_SCOPES, " / ", crate::http::api::accounts::messages::INVALID_EXPIRY, " / ", m::MISSING_FIELDS, "<fields>", " / ", m::INVALID_TYPES, "<fields>"), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(verification_failed!(), " / ", crate::http::api::accounts::messages::SCOPE_BEYOND_ROLE, "users:admin"), body = ErrorBody),
        (status = 406, description = credentials_in_demo!(), body = ErrorBody),
        (status = 409, description = crate::http::api::accounts::messages::TOO_MANY_TOKENS, body = ErrorBody),
        (status = 412, description = verification_required!(), body = ErrorBody),
    ),
)]
async fn create(State(app): State<AppState>, request: ApiRequest) -> ApiResult<Response> {
    let caller = verified_caller(&app, &request, Requires::AnyAccount, CREDENTIALS_IN_DEMO).await?;
    let body: CreateTokenBody = request.body_as()?;
    let created = app
        .accounts()
        .by(&request.audit_by(&caller))
        .create_token(
            &caller.account,
            &TokenRequest {
                name: &body.name,
                scopes: body.scopes.iter().map(String::as_str).collect(),
                expires_in_days: body.expires_in_days,
                team: body.team.as_deref().filter(|t| !t.is_empty()),
            },
        )
        .await?;
    let view = CreatedTokenView {
        token: created.token,
        view: TokenView::of(&created.record, now_millis()),
    };
    Ok(ok_message_result(TOKEN_CREATED, view))
}

#[utoipa::path(
    delete,
    path = "/auth/tokens/{id}",
    tag = TAG_ACCESS,
    operation_id = "revokeToken",
    summary = "Revoke one of the caller's API tokens: it stops working at once",
    security(("cookie" = [])),
    params(("id" = String, Path, description = "The token's id")),
    responses(
        (status = 200, description = TOKEN_REVOKED, body = MessageAnswer),
        (status = 404, description = unknown_token!(), body = ErrorBody),
    ),
)]
async fn revoke(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Response> {
    let caller = authenticate(&app, &request).await?;
    let id = id.or_unknown(crate::accounts::AccountError::UnknownToken)?;
    app.accounts()
        .by(&request.audit_by(&caller))
        .revoke_token(&caller.account, &id)
        .await?;
    Ok(ok_message(TOKEN_REVOKED))
}
