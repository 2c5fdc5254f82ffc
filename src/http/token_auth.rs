//! The identity and access checks of `auth::authenticate` (docs/accounts.md):
//! API tokens judged by the route's row in `route_access`, the two-factor
//! policy for cookie sessions, and the last-used times of both.

use super::auth::Caller;
use super::error::ApiError;
use super::route_access::{RouteAccess, TokenRule};
use crate::accounts::access_policy::must_set_up_second_factor;
use crate::accounts::api_tokens::hash_api_token;
use crate::domain::access::Scopes;
use crate::domain::time::now_millis;
use crate::http::AppState;

const INVALID_TOKEN: &str = "Invalid, expired or revoked API token";
const TOKEN_NOT_ACCEPTED: &str =
    "API tokens cannot be used on this endpoint, log in to the dashboard instead";
const SETUP_REQUIRED: &str =
    "Two-factor authentication is required for this account: set it up before anything else";

/// The API token a caller authenticated with.
#[derive(Debug, Clone)]
pub struct TokenGrant {
    pub id: String,
    pub scopes: Scopes,
}

/// The caller behind API token `token` on route `route`: 401 for a token
/// that is unknown, expired, revoked or of a disabled account; 403 when the
/// route takes no token or needs a scope the token lacks (or its account's
/// role no longer allows).
pub async fn token_caller(
    app: &AppState,
    token: &str,
    route: Option<&RouteAccess>,
) -> Result<Caller, ApiError> {
    let now = now_millis();
    let hash = hash_api_token(token);
    let Some((record, account)) = app.store.find_api_token(&hash, now).await? else {
        return Err(ApiError::Unauthorized(INVALID_TOKEN.into()));
    };
    let scopes = Scopes::from_stored(&record.scopes);
    match route.map_or(TokenRule::Refused, |r| r.token) {
        TokenRule::Refused => {
            return Err(ApiError::Access {
                code: "token_not_accepted",
                message: TOKEN_NOT_ACCEPTED.into(),
            })
        }
        TokenRule::AnyScope => {}
        TokenRule::Needs(scope) => {
            if !scopes.contains(scope) || !scope.allowed_for(account.role()) {
                return Err(ApiError::Access {
                    code: "insufficient_scope",
                    message: format!("This API token lacks the scope {}", scope.as_str()).into(),
                });
            }
        }
    }
    if app.last_used.due(&record.id, now) {
        app.store.touch_api_token(&record.id, now).await?;
    }
    Ok(Caller {
        account,
        session_hash: None,
        token: Some(TokenGrant {
            id: record.id,
            scopes,
        }),
    })
}

/// For a cookie session: 403 `two_factor_setup_required` while the policy
/// asks this account for a second factor it lacks, except on the routes
/// that setting it up needs. Also records the session's use.
pub async fn check_session_policy(
    app: &AppState,
    caller: &Caller,
    route: Option<&RouteAccess>,
) -> Result<(), ApiError> {
    if let Some(hash) = &caller.session_hash {
        let now = now_millis();
        if app.last_used.due(hash, now) {
            app.store.touch_session(hash, now).await?;
        }
    }
    if route.is_some_and(|r| r.during_setup) {
        return Ok(());
    }
    refuse_while_held(app, caller).await
}

/// 403 `two_factor_setup_required` while the policy holds the caller's
/// account back. Routes open during the set-up call it before handing out
/// anything that would skip it (a new API secret).
pub async fn refuse_while_held(app: &AppState, caller: &Caller) -> Result<(), ApiError> {
    if must_set_up_second_factor(&app.store, &caller.account).await? {
        return Err(ApiError::Access {
            code: "two_factor_setup_required",
            message: SETUP_REQUIRED.into(),
        });
    }
    Ok(())
}
