//! `PATCH /api/user/username|email|password`: any account may change its
//! own credentials here; owner and admin also those of accounts they manage
//! (`updateUsername`, `updateEmail`, `updatePassword`).

use super::answers::{AccountView, CredentialAnswer, Reply};
use super::bodies::{CredentialUpdate, EmailUpdateBody, PasswordUpdateBody, UsernameUpdateBody};
use super::messages::{
    invalid_id, verification_failed, verification_required, EMAILS_IN_DEMO, EMAIL_UPDATED,
    PASSWORDS_IN_DEMO, PASSWORD_UPDATED, USERNAMES_IN_DEMO, USERNAME_UPDATED,
};
use super::profile::updated_message;
use super::verify_request;
use crate::accounts::credentials::{Credential, NewCredential};
use crate::http::api::openapi::{TAG_USERS, THROTTLED};
use crate::http::auth::{authenticate, refuse_in_demo, ApiRequest};
use crate::http::error::ApiResult;
use crate::http::error::ErrorBody;
use crate::http::members::Text;
use crate::http::messages::missing_fields;
use crate::http::AppState;
use axum::extract::State;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(update_username))
        .routes(routes!(update_email))
        .routes(routes!(update_password))
}

#[utoipa::path(
    patch,
    path = "/user/username",
    tag = TAG_USERS,
    operation_id = "updateUsername",
    summary = "Change the username of the caller or a managed account",
    security(("cookie" = [])),
    request_body = UsernameUpdateBody,
    responses(
        (status = 200, description = USERNAME_UPDATED, body = CredentialAnswer),
        (status = 400, description = const_format::concatcp!(missing_fields!(), "user / ", super::messages::USER_OBJECT_REQUIRED, " / ", super::messages::INVALID_USERNAME_FORMAT, " / ", super::messages::USERNAME_TAKEN), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(verification_failed!(), " / ", super::messages::MAY_NOT_UPDATE_THIS_USER), body = ErrorBody),
        (status = 404, description = invalid_id!(), body = ErrorBody),
        (status = 406, description = USERNAMES_IN_DEMO, body = ErrorBody),
        (status = 412, description = verification_required!(), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn update_username(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<CredentialAnswer>> {
    update_credential::<UsernameUpdateBody>(&app, &request, Credential::Username, USERNAMES_IN_DEMO)
        .await
}

#[utoipa::path(
    patch,
    path = "/user/email",
    tag = TAG_USERS,
    operation_id = "updateEmail",
    summary = "Change the email of the caller or a managed account",
    security(("cookie" = [])),
    request_body = EmailUpdateBody,
    responses(
        (status = 200, description = EMAIL_UPDATED, body = CredentialAnswer),
        (status = 400, description = const_format::concatcp!(missing_fields!(), "user / ", super::messages::USER_OBJECT_REQUIRED, " / ", super::messages::INVALID_EMAIL_FORMAT, " / ", super::messages::EMAIL_TAKEN), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(verification_failed!(), " / ", super::messages::MAY_NOT_UPDATE_THIS_USER), body = ErrorBody),
        (status = 404, description = invalid_id!(), body = ErrorBody),
        (status = 406, description = EMAILS_IN_DEMO, body = ErrorBody),
        (status = 412, description = verification_required!(), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn update_email(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<CredentialAnswer>> {
    update_credential::<EmailUpdateBody>(&app, &request, Credential::Email, EMAILS_IN_DEMO).await
}

#[utoipa::path(
    patch,
    path = "/user/password",
    tag = TAG_USERS,
    operation_id = "updatePassword",
    summary = "Change the password of the caller or a managed account",
    security(("cookie" = [])),
    request_body = PasswordUpdateBody,
    responses(
        (status = 200, description = PASSWORD_UPDATED, body = CredentialAnswer),
        (status = 400, description = const_format::concatcp!(missing_fields!(), "user / ", super::messages::USER_OBJECT_REQUIRED, " / ", super::messages::INVALID_PASSWORD_FORMAT), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(verification_failed!(), " / ", super::messages::MAY_NOT_UPDATE_THIS_USER), body = ErrorBody),
        (status = 404, description = invalid_id!(), body = ErrorBody),
        (status = 406, description = PASSWORDS_IN_DEMO, body = ErrorBody),
        (status = 412, description = verification_required!(), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn update_password(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<CredentialAnswer>> {
    update_credential::<PasswordUpdateBody>(&app, &request, Credential::Password, PASSWORDS_IN_DEMO)
        .await
}

/// The body's `user` object carries the new value under the credential's
/// name and the target under `account`.
async fn update_credential<B: CredentialUpdate>(
    app: &AppState,
    request: &ApiRequest,
    credential: Credential,
    demo_refusal: &'static str,
) -> ApiResult<Reply<CredentialAnswer>> {
    let caller = authenticate(app, request).await?;
    refuse_in_demo(app, demo_refusal)?;
    let body: B = request.body_as()?;
    let (value, account) = body.change()?;
    verify_request(app, &caller, request).await?;
    let new = NewCredential::parse(credential, value.as_str())?;
    // `account` absent, null or "" means the caller; a non-string is no id.
    let target_id = match account {
        Text::Absent | Text::Null => caller.id(),
        Text::Given(id) if id.is_empty() => caller.id(),
        Text::Given(id) => id.as_str(),
        Text::NotText => "",
    };
    let (updated, is_self) = app
        .accounts()
        .by(&request.audit_by(&caller))
        .change_account_credential(
            &caller.account,
            caller.session_hash.as_deref(),
            target_id,
            &new,
        )
        .await?;
    Ok(Reply(CredentialAnswer::new(
        updated_message(credential),
        AccountView::of(&updated, is_self),
    )))
}
