//! The account routes of `/api` (the `auth` and `users` operations): thin handlers that
//! read the request, call [`crate::accounts`] and send typed answers.
//! Refusals become API errors in `errors`, messages live in `messages`.

pub mod answers;
mod automatic_login;
pub mod bodies;
mod errors;
mod language;
pub mod messages;
pub mod passkey_answers;
mod passkey_login;
mod passkeys;
mod profile;
mod registration;
mod roles;
mod session;
mod sign_out;
mod sso;
mod sso_code;
mod sso_link;
pub mod sso_messages;
mod two_factor;
mod user_credentials;
mod users;

use crate::accounts::sign_in::Attempt;
use crate::http::auth::{
    authenticate, refuse_in_demo, require_admin, require_owner, ApiRequest, Caller,
};
use crate::http::error::ApiResult;
use crate::http::AppState;
use utoipa_axum::router::OpenApiRouter;

/// Every account route with its documentation.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(session::router())
        .merge(sign_out::router())
        .merge(registration::router())
        .merge(profile::router())
        .merge(language::router())
        .merge(automatic_login::router())
        .merge(two_factor::router())
        .merge(passkeys::router())
        .merge(passkey_login::router())
        .merge(users::router())
        .merge(user_credentials::router())
        .merge(roles::router())
        .merge(sso::router())
        .merge(sso_code::router())
        .merge(sso_link::router())
}

/// A sign-in from this request's client.
fn sign_in_attempt<'a>(app: &'a AppState, request: &'a ApiRequest) -> Attempt<'a> {
    Attempt {
        store: &app.store,
        client: &request.client,
        dummy_checks: &app.dummy_password_checks,
        owner_only: app.settings.sso.as_ref().is_some_and(|o| o.only),
        passkeys_available: app.relying_party.is_some(),
    }
}

/// The role a sensitive route requires of its caller (docs/api.md#role-gate).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Requires {
    AnyAccount,
    Admin,
    Owner,
}

/// The opening checks of a sensitive account route, in the contract's
/// order: cookie authentication, the caller's role, demo mode, then the
/// verification object (docs/api.md#verification-object).
pub(crate) async fn verified_caller(
    app: &AppState,
    request: &ApiRequest,
    requires: Requires,
    demo_refusal: &'static str,
) -> ApiResult<Caller> {
    let caller = authenticate(app, request).await?;
    verify_caller(app, caller, request, requires, demo_refusal).await
}

/// [`verified_caller`] after its authentication, for routes that check
/// something between the two (whether their feature is on): an anonymous
/// caller hears 401 first, and no password is checked for a feature that
/// is off.
pub(crate) async fn verify_caller(
    app: &AppState,
    caller: Caller,
    request: &ApiRequest,
    requires: Requires,
    demo_refusal: &'static str,
) -> ApiResult<Caller> {
    match requires {
        Requires::AnyAccount => {}
        Requires::Admin => require_admin(&caller)?,
        Requires::Owner => require_owner(&caller)?,
    }
    refuse_in_demo(app, demo_refusal)?;
    // An API token was itself created after a verification, and a script
    // has no password to give: its scope is the check (the route's rule).
    if caller.token.is_none() {
        verify_request(app, &caller, request).await?;
    }
    Ok(caller)
}

/// Checks the request's verification object for the caller.
async fn verify_request(app: &AppState, caller: &Caller, request: &ApiRequest) -> ApiResult<()> {
    let verification = bodies::verification(&request.body)?;
    app.accounts()
        .verify(
            &caller.account,
            verification.as_ref().map(bodies::Verification::values),
            &request.client,
        )
        .await?;
    Ok(())
}
