//! `PATCH /api/auth/email|password|username`: the caller changes their own
//! credentials, proving who they are with the current password and, when
//! 2FA is on, a code (`changeOwnEmail`, `changeOwnPassword`, `changeOwnUsername`).

use super::answers::{AccountView, CredentialAnswer, Reply};
use super::bodies::{EmailChangeBody, PasswordChangeBody, UsernameChangeBody};
use super::messages::{
    credentials_in_demo, CREDENTIALS_IN_DEMO, EMAIL_UPDATED, PASSWORD_UPDATED, USERNAME_UPDATED,
};
use crate::accounts::credentials::{Credential, OwnChange};
use crate::http::api::openapi::{TAG_AUTH, THROTTLED};
use crate::http::auth::{authenticate, refuse_in_demo, ApiRequest};
use crate::http::error::ApiResult;
use crate::http::error::ErrorBody;
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::request_body::RequestBody;
use crate::http::AppState;
use axum::extract::State;
use serde::de::DeserializeOwned;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// The 403 refusals of a change of one's own credentials.
const OWN_CHANGE_REFUSALS: &str =
    "Invalid Password / 2FA token required / Expired or invalid TOTP token";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(change_own_email))
        .routes(routes!(change_own_password))
        .routes(routes!(change_own_username))
}

/// The success message of a credential change.
pub fn updated_message(credential: Credential) -> &'static str {
    match credential {
        Credential::Username => USERNAME_UPDATED,
        Credential::Email => EMAIL_UPDATED,
        Credential::Password => PASSWORD_UPDATED,
    }
}

#[utoipa::path(
    patch,
    path = "/auth/email",
    tag = TAG_AUTH,
    operation_id = "changeOwnEmail",
    summary = "Change the email of the caller",
    security(("cookie" = [])),
    request_body = EmailChangeBody,
    responses(
        (status = 200, description = EMAIL_UPDATED, body = CredentialAnswer),
        (status = 400, description = const_format::concatcp!(missing_fields!(), "<newEmail, password> / ", invalid_types!(), "<fields> / ", super::messages::INVALID_EMAIL_FORMAT, " / ", super::messages::EMAIL_TAKEN), body = ErrorBody),
        (status = 403, description = OWN_CHANGE_REFUSALS, body = ErrorBody),
        (status = 406, description = credentials_in_demo!(), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn change_own_email(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<CredentialAnswer>> {
    change_own::<EmailChangeBody>(&app, &request, Credential::Email).await
}

#[utoipa::path(
    patch,
    path = "/auth/password",
    tag = TAG_AUTH,
    operation_id = "changeOwnPassword",
    summary = "Change the password of the caller",
    security(("cookie" = [])),
    request_body = PasswordChangeBody,
    responses(
        (status = 200, description = PASSWORD_UPDATED, body = CredentialAnswer),
        (status = 400, description = const_format::concatcp!(missing_fields!(), "<password, newPassword> / ", invalid_types!(), "<fields> / ", super::messages::INVALID_PASSWORD_FORMAT), body = ErrorBody),
        (status = 403, description = OWN_CHANGE_REFUSALS, body = ErrorBody),
        (status = 406, description = credentials_in_demo!(), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn change_own_password(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<CredentialAnswer>> {
    change_own::<PasswordChangeBody>(&app, &request, Credential::Password).await
}

#[utoipa::path(
    patch,
    path = "/auth/username",
    tag = TAG_AUTH,
    operation_id = "changeOwnUsername",
    summary = "Change the username of the caller",
    security(("cookie" = [])),
    request_body = UsernameChangeBody,
    responses(
        (status = 200, description = USERNAME_UPDATED, body = CredentialAnswer),
        (status = 400, description = const_format::concatcp!(missing_fields!(), "<newUsername, password> / ", invalid_types!(), "<fields> / ", super::messages::INVALID_USERNAME_FORMAT, " / ", super::messages::USERNAME_TAKEN), body = ErrorBody),
        (status = 403, description = OWN_CHANGE_REFUSALS, body = ErrorBody),
        (status = 406, description = credentials_in_demo!(), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn change_own_username(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<CredentialAnswer>> {
    change_own::<UsernameChangeBody>(&app, &request, Credential::Username).await
}

/// A body of a change of one's own credentials: the current password, the
/// code when 2FA is on, and the new value.
trait OwnChangeBody: RequestBody + DeserializeOwned {
    fn change(&self) -> OwnChange<'_>;
}

impl OwnChangeBody for EmailChangeBody {
    fn change(&self) -> OwnChange<'_> {
        own_change(&self.password, &self.token, &self.new_email)
    }
}

impl OwnChangeBody for PasswordChangeBody {
    fn change(&self) -> OwnChange<'_> {
        own_change(&self.password, &self.token, &self.new_password)
    }
}

impl OwnChangeBody for UsernameChangeBody {
    fn change(&self) -> OwnChange<'_> {
        own_change(&self.password, &self.token, &self.new_username)
    }
}

fn own_change<'a>(password: &'a str, token: &'a Option<String>, new: &'a str) -> OwnChange<'a> {
    OwnChange {
        password,
        token: token.as_deref(),
        new_value: Some(new),
    }
}

/// The body `B`'s checks come after authentication and the demo refusal.
async fn change_own<B: OwnChangeBody>(
    app: &AppState,
    request: &ApiRequest,
    credential: Credential,
) -> ApiResult<Reply<CredentialAnswer>> {
    let caller = authenticate(app, request).await?;
    refuse_in_demo(app, CREDENTIALS_IN_DEMO)?;
    let body: B = request.body_as()?;
    let change = body.change();
    let updated = app
        .accounts()
        .by(&request.audit_by(&caller))
        .change_own_credential(
            &caller.account,
            caller.session_hash.as_deref(),
            credential,
            &change,
            &request.client,
        )
        .await?;
    Ok(Reply(CredentialAnswer::new(
        updated_message(credential),
        AccountView::own(&updated),
    )))
}
