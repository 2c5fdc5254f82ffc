//! `/api/auth/passkeys`: the caller's passkeys — registration after a
//! fresh verification, the list, rename and delete (docs/accounts.md).

use super::errors::relying_party;
use super::messages::{
    PASSKEYS_IN_DEMO, PASSKEY_ADDED, PASSKEY_DELETED, PASSKEY_RENAMED, UNKNOWN_PASSKEY,
    VERIFICATION_REQUIRED,
};
use super::passkey_answers::{
    CeremonyAnswer, PasskeyAnswer, PasskeyListAnswer, PasskeyRegisterBody, PasskeyRenameBody,
    PasskeyView,
};
use super::{answers::Reply, bodies::VerificationBody, verify_caller, Requires};
use crate::accounts::AccountError;
use crate::domain::passkeys::PasskeyName;
use crate::http::api::openapi::{TAG_AUTH, THROTTLED};
use crate::http::auth::{authenticate, refuse_in_demo, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::path_segment::PathSegment;
use crate::http::respond::{ok_message, MessageAnswer};
use crate::http::AppState;
use axum::extract::State;
use axum::response::Response;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_passkeys, add_passkey))
        .routes(routes!(start_passkey_registration))
        .routes(routes!(rename_passkey, delete_passkey))
}

#[utoipa::path(
    get,
    path = "/auth/passkeys",
    tag = TAG_AUTH,
    operation_id = "listPasskeys",
    summary = "The caller's passkeys, oldest first",
    security(("cookie" = [])),
    extensions(("x-open-during-two-factor-setup" = json!(true))),
    responses((status = 200, description = "The passkeys", body = PasskeyListAnswer)),
)]
async fn list_passkeys(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<PasskeyListAnswer>> {
    let caller = authenticate(&app, &request).await?;
    let records = app.accounts().list_passkeys(&caller.account).await?;
    Ok(Reply(PasskeyListAnswer {
        success: true,
        result: records.iter().map(PasskeyView::from).collect(),
    }))
}

#[utoipa::path(
    post,
    path = "/auth/passkeys/register/options",
    tag = TAG_AUTH,
    operation_id = "startPasskeyRegistration",
    summary = "Start adding a passkey, after verification: creation options",
    security(("cookie" = [])),
    extensions(("x-open-during-two-factor-setup" = json!(true))),
    request_body = VerificationBody,
    responses(
        (status = 200, description = "The ceremony and its options", body = CeremonyAnswer),
        (status = 403, description = super::messages::VERIFICATION_FAILED, body = ErrorBody),
        (status = 406, description = PASSKEYS_IN_DEMO, body = ErrorBody),
        (status = 412, description = const_format::concatcp!(super::messages::PASSKEYS_UNAVAILABLE, " / ", super::messages::VERIFICATION_REQUIRED, " / ", super::messages::TOO_MANY_PASSKEYS), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn start_passkey_registration(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<CeremonyAnswer>> {
    let caller = authenticate(&app, &request).await?;
    let rp = relying_party(&app)?;
    let caller = verify_caller(
        &app,
        caller,
        &request,
        Requires::AnyAccount,
        PASSKEYS_IN_DEMO,
    )
    .await?;
    let challenge = app
        .accounts()
        .start_passkey_registration(rp, &caller.account, &request.client)
        .await?;
    Ok(Reply(CeremonyAnswer::new(challenge)))
}

#[utoipa::path(
    post,
    path = "/auth/passkeys",
    tag = TAG_AUTH,
    operation_id = "addPasskey",
    summary = "Finish adding a passkey: the authenticator's answer and a name",
    security(("cookie" = [])),
    extensions(("x-open-during-two-factor-setup" = json!(true))),
    request_body = PasskeyRegisterBody,
    responses(
        (status = 200, description = PASSKEY_ADDED, body = PasskeyAnswer),
        (status = 400, description = const_format::concatcp!(missing_fields!(), "<fields> / ", invalid_types!(), "<fields> / ", super::messages::INVALID_PASSKEY_NAME, " / ", super::messages::CEREMONY_EXPIRED, " / ", super::messages::INVALID_PASSKEY_RESPONSE, " / ", super::messages::PASSKEY_NOT_REGISTERED), body = ErrorBody),
        (status = 406, description = PASSKEYS_IN_DEMO, body = ErrorBody),
        (status = 409, description = super::messages::PASSKEY_EXISTS, body = ErrorBody),
        (status = 412, description = const_format::concatcp!(super::messages::PASSKEYS_UNAVAILABLE, " / ", super::messages::TOO_MANY_PASSKEYS), body = ErrorBody),
    ),
)]
async fn add_passkey(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Reply<PasskeyAnswer>> {
    let caller = authenticate(&app, &request).await?;
    let rp = relying_party(&app)?;
    refuse_in_demo(&app, PASSKEYS_IN_DEMO)?;
    let body: PasskeyRegisterBody = request.body_as()?;
    let name = passkey_name(&body.name)?;
    let record = app
        .accounts()
        .by(&request.audit_by(&caller))
        .finish_passkey_registration(rp, &caller.account, &body.ceremony, &name, &body.credential)
        .await?;
    Ok(Reply(PasskeyAnswer {
        success: true,
        message: PASSKEY_ADDED.into(),
        result: PasskeyView::from(&record),
    }))
}

fn passkey_name(raw: &str) -> Result<PasskeyName, AccountError> {
    PasskeyName::parse(raw).ok_or(AccountError::InvalidPasskeyName)
}

#[utoipa::path(
    patch,
    path = "/auth/passkeys/{id}",
    tag = TAG_AUTH,
    operation_id = "renamePasskey",
    summary = "Rename one of the caller's passkeys",
    security(("cookie" = [])),
    params(("id" = String, Path, description = "The passkey's id")),
    request_body = PasskeyRenameBody,
    responses(
        (status = 200, description = PASSKEY_RENAMED, body = PasskeyAnswer),
        (status = 400, description = const_format::concatcp!(missing_fields!(), "name / ", invalid_types!(), "name / ", super::messages::INVALID_PASSKEY_NAME), body = ErrorBody),
        (status = 404, description = UNKNOWN_PASSKEY, body = ErrorBody),
    ),
)]
async fn rename_passkey(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Reply<PasskeyAnswer>> {
    let caller = authenticate(&app, &request).await?;
    let body: PasskeyRenameBody = request.body_as()?;
    let name = passkey_name(&body.name)?;
    let id = id.or_unknown(AccountError::UnknownPasskey)?;
    let record = app
        .accounts()
        .rename_passkey(&caller.account, &id, &name)
        .await?;
    Ok(Reply(PasskeyAnswer {
        success: true,
        message: PASSKEY_RENAMED.into(),
        result: PasskeyView::from(&record),
    }))
}

#[utoipa::path(
    delete,
    path = "/auth/passkeys/{id}",
    tag = TAG_AUTH,
    operation_id = "deletePasskey",
    summary = "Delete one of the caller's passkeys, after verification",
    security(("cookie" = [])),
    params(("id" = String, Path, description = "The passkey's id")),
    request_body = VerificationBody,
    responses(
        (status = 200, description = PASSKEY_DELETED, body = MessageAnswer),
        (status = 403, description = super::messages::VERIFICATION_FAILED, body = ErrorBody),
        (status = 404, description = UNKNOWN_PASSKEY, body = ErrorBody),
        (status = 412, description = VERIFICATION_REQUIRED, body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn delete_passkey(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Response> {
    // Deleting is allowed in demo mode and without DOMAIN: it only removes.
    let caller = authenticate(&app, &request).await?;
    super::verify_request(&app, &caller, &request).await?;
    let id = id.or_unknown(AccountError::UnknownPasskey)?;
    app.accounts()
        .by(&request.audit_by(&caller))
        .delete_passkey(&caller.account, &id)
        .await?;
    Ok(ok_message(PASSKEY_DELETED))
}
