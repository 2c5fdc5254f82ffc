//! `/api/auth/sessions`: the account's live sessions — listed with device,
//! browser, address and times, the current one marked — and ending one or
//! all the others. Cookie sessions only.

use super::answers::SessionView;
use super::TAG_ACCESS;
use crate::accounts::AccountError;
use crate::http::api::accounts::messages::{unknown_session, OTHER_SESSIONS_ENDED, SESSION_ENDED};
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::path_segment::PathSegment;
use crate::http::respond::{
    ok_message, ok_message_result, Answer, MessageAnswer, MessageResultAnswer,
};
use crate::http::AppState;
use axum::extract::State;
use axum::response::Response;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list))
        .routes(routes!(end_one))
        .routes(routes!(end_others))
}

#[utoipa::path(
    get,
    path = "/auth/sessions",
    tag = TAG_ACCESS,
    operation_id = "listSessions",
    summary = "The caller's live sessions, newest first; `current` marks this one",
    security(("cookie" = [])),
    responses((status = 200, description = "The sessions", body = Answer<Vec<SessionView>>)),
)]
async fn list(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<Vec<SessionView>>> {
    let caller = authenticate(&app, &request).await?;
    let sessions = app.accounts().list_sessions(&caller.account).await?;
    let current = caller.session_hash.as_deref();
    Ok(Answer::new(
        sessions
            .iter()
            .map(|s| SessionView::of(s, current))
            .collect(),
    ))
}

#[utoipa::path(
    delete,
    path = "/auth/sessions/{id}",
    tag = TAG_ACCESS,
    operation_id = "endSession",
    summary = "End one of the caller's sessions (this one too, which logs out)",
    security(("cookie" = [])),
    params(("id" = String, Path, description = "The session's id from the list")),
    responses(
        (status = 200, description = SESSION_ENDED, body = MessageAnswer),
        (status = 404, description = unknown_session!(), body = ErrorBody),
    ),
)]
async fn end_one(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Response> {
    let caller = authenticate(&app, &request).await?;
    let id = id.or_unknown(AccountError::UnknownSession)?;
    app.accounts()
        .by(&request.audit_by(&caller))
        .end_session(&caller.account, &id)
        .await?;
    Ok(ok_message(SESSION_ENDED))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EndedSessions {
    #[schema(minimum = 0)]
    pub sessions_ended: u64,
}

#[utoipa::path(
    post,
    path = "/auth/sessions/end-others",
    tag = TAG_ACCESS,
    operation_id = "endOtherSessions",
    summary = "End every session of the caller but this one",
    security(("cookie" = [])),
    responses((status = 200, description = OTHER_SESSIONS_ENDED, body = MessageResultAnswer<EndedSessions>)),
)]
async fn end_others(State(app): State<AppState>, request: ApiRequest) -> ApiResult<Response> {
    let caller = authenticate(&app, &request).await?;
    let ended = app
        .accounts()
        .by(&request.audit_by(&caller))
        .end_other_sessions(&caller.account, caller.session_hash.as_deref())
        .await?;
    Ok(ok_message_result(
        OTHER_SESSIONS_ENDED,
        EndedSessions {
            sessions_ended: ended,
        },
    ))
}
