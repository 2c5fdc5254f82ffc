//! `/api/auth/oidc/link`: an account links its provider identity from
//! Settings (after a fresh verification), sees whether it has one, and
//! unlinks it (docs/accounts.md).

use super::answers::Reply;
use super::bodies::{SsoLinkBody, VerificationBody};
use super::sso_messages::{SSO_OFF, SSO_UNLINKED};
use super::{verify_caller, Requires};
use crate::accounts::authentication::Caller;
use crate::accounts::sso::{SsoProvider, Start};
use crate::http::api::accounts::messages::{
    verification_failed, verification_required, CREDENTIALS_IN_DEMO,
};
use crate::http::api::openapi::{TAG_AUTH, THROTTLED};
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::messages::invalid_types;
use crate::http::respond::{ok_message, Answer, MessageAnswer};
use crate::http::sso_cookie::binding_cookie;
use crate::http::AppState;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use std::sync::Arc;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(link_status, start_link, unlink))
}

#[derive(Serialize, ToSchema)]
pub struct SsoLinkStatus {
    /// The provider's name (OIDC_NAME).
    pub name: String,
    /// Whether this account has an identity at the provider.
    pub linked: bool,
}

#[derive(Serialize, ToSchema)]
pub struct SsoUrl {
    /// Where the browser goes to log in at the provider.
    pub url: String,
}

#[utoipa::path(
    get,
    path = "/auth/oidc/link",
    tag = TAG_AUTH,
    operation_id = "singleSignOnLinkStatus",
    summary = "Whether the caller's account has a single sign-on identity",
    security(("cookie" = [])),
    responses(
        (status = 200, description = "The link's state", body = Answer<SsoLinkStatus>),
        (status = 412, description = SSO_OFF, body = ErrorBody),
    ),
)]
async fn link_status(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<SsoLinkStatus>> {
    let caller = authenticate(&app, &request).await?;
    let provider = super::sso::provider(&app)?;
    let linked = app
        .accounts()
        .sso_link_status(&provider.settings, caller.id())
        .await?;
    Ok(Answer::new(SsoLinkStatus {
        name: provider.settings.name.clone(),
        linked,
    }))
}

#[utoipa::path(
    post,
    path = "/auth/oidc/link",
    tag = TAG_AUTH,
    operation_id = "startSingleSignOnLink",
    summary = "Start linking the caller's account to its provider identity: answers the provider's URL and sets the binding cookie",
    security(("cookie" = [])),
    request_body = SsoLinkBody,
    responses(
        (status = 200, description = "The provider's URL", body = Answer<SsoUrl>,
            headers(("Set-Cookie" = String, description = "The binding cookie"))),
        (status = 400, description = concat!(invalid_types!(), "next"), body = ErrorBody),
        (status = 403, description = verification_failed!(), body = ErrorBody),
        (status = 412, description = const_format::concatcp!(super::sso_messages::SSO_OFF, " / ", verification_required!()), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
        (status = 502, description = super::sso_messages::SSO_PROVIDER, body = ErrorBody),
    ),
)]
async fn start_link(State(app): State<AppState>, request: ApiRequest) -> ApiResult<Response> {
    let (caller, provider) = linking_caller(&app, &request).await?;
    let body: SsoLinkBody = request.body_as()?;
    let started = app
        .accounts()
        .start_sso_login(
            &provider,
            Start {
                client: &request.client,
                link_account_id: Some(caller.id()),
                next: body.next.as_deref(),
            },
        )
        .await?;
    let mut response = Reply(Answer::new(SsoUrl { url: started.url })).into_response();
    if let Some(cookie) = binding_cookie(
        &started.binding,
        started.max_age_secs,
        app.settings.use_https,
    ) {
        response.headers_mut().append(header::SET_COOKIE, cookie);
    }
    Ok(response)
}

#[utoipa::path(
    delete,
    path = "/auth/oidc/link",
    tag = TAG_AUTH,
    operation_id = "unlinkSingleSignOn",
    summary = "Unlink the caller's single sign-on identity",
    security(("cookie" = [])),
    request_body = VerificationBody,
    responses(
        (status = 200, description = SSO_UNLINKED, body = MessageAnswer),
        (status = 403, description = verification_failed!(), body = ErrorBody),
        (status = 404, description = super::sso_messages::SSO_NOT_LINKED, body = ErrorBody),
        (status = 412, description = const_format::concatcp!(super::sso_messages::SSO_OFF, " / ", verification_required!()), body = ErrorBody),
        (status = 429, description = THROTTLED, body = ErrorBody, headers(("Retry-After" = u64))),
    ),
)]
async fn unlink(State(app): State<AppState>, request: ApiRequest) -> ApiResult<Response> {
    let (caller, provider) = linking_caller(&app, &request).await?;
    app.accounts()
        .unlink_sso(&provider.settings, caller.id())
        .await?;
    Ok(ok_message(SSO_UNLINKED))
}

/// The caller of a route that links or unlinks its identity, and the
/// provider: authenticated first (an anonymous caller hears 401 whether or
/// not single sign-on is on), then single sign-on must be on, then the
/// caller's password is checked.
async fn linking_caller(
    app: &AppState,
    request: &ApiRequest,
) -> ApiResult<(Caller, Arc<SsoProvider>)> {
    let caller = authenticate(app, request).await?;
    let provider = super::sso::provider(app)?;
    let caller = verify_caller(
        app,
        caller,
        request,
        Requires::AnyAccount,
        CREDENTIALS_IN_DEMO,
    )
    .await?;
    Ok((caller, provider))
}
