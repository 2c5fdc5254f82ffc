//! `POST /api/auth/register`: self-registration; the first account becomes
//! the owner (`register`).

use super::answers::{CreatedAccountAnswer, PublicAccountView, Reply};
use super::bodies::RegisterBody;
use super::messages::{registration_closed, ACCOUNT_CREATED, REGISTRATION_CLOSED};
use crate::accounts::create::{Requester, Submitted};
use crate::http::api::openapi::TAG_AUTH;
use crate::http::auth::{refuse_in_demo, ApiRequest};
use crate::http::error::ApiResult;
use crate::http::error::ErrorBody;
use crate::http::messages::missing_fields;
use crate::http::AppState;
use axum::extract::State;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(register))
}

/// The answer to a created account.
pub fn created(account: &crate::store::AccountRecord) -> Reply<CreatedAccountAnswer> {
    Reply(CreatedAccountAnswer {
        success: true,
        message: ACCOUNT_CREATED.into(),
        result: PublicAccountView::from(account),
    })
}

#[utoipa::path(
    post,
    path = "/auth/register",
    tag = TAG_AUTH,
    operation_id = "register",
    security(()),
    summary = "Create an account (the first one becomes owner)",
    request_body = RegisterBody,
    responses(
        (status = 200, description = ACCOUNT_CREATED, body = CreatedAccountAnswer),
        (status = 400, description = const_format::concatcp!(missing_fields!(), "<fields> / ", super::messages::INVALID_FIELDS, " (details.invalid) / ", super::messages::NAMES_TAKEN, " (details.exists)"), body = ErrorBody),
        (status = 406, description = concat!(registration_closed!(), " (demo mode)"), body = ErrorBody),
        (status = 412, description = REGISTRATION_CLOSED, body = ErrorBody),
    ),
)]
async fn register(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<CreatedAccountAnswer>> {
    refuse_in_demo(&app, REGISTRATION_CLOSED)?;
    let body: RegisterBody = request.body_as()?;
    let requester = Requester::Registration {
        open: app.registration_open(),
    };
    let account = app
        .accounts()
        .by(&request.audit_by_visitor())
        .create_account(
            &Submitted {
                email: body.email.as_str(),
                username: body.username.as_str(),
                password: body.password.as_str(),
            },
            requester,
        )
        .await?;
    Ok(created(&account))
}
