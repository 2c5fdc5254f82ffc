//! `/api/auth/oidc/login` and `/api/auth/oidc/callback`: single sign-on
//! in the browser (docs/accounts.md). Both are top-level navigations, so a
//! browser (which asks for HTML) gets redirects: to the provider, then to
//! the dashboard, or to the login page with a short error code. A client
//! asking for JSON gets the API's JSON answers instead.

use super::answers::{AccountView, LoginAnswer};
use super::messages::LOGGED_IN;
use super::sso_link::SsoUrl;
use super::sso_messages::{SSO_LINKED, SSO_OFF};
use crate::accounts::sso::{Callback, Finished, SsoProvider, SsoRefusal, Start};
use crate::accounts::AccountError;
use crate::http::api::openapi::TAG_AUTH;
use crate::http::auth::ApiRequest;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::respond::{json_response, Answer, MessageAnswer};
use crate::http::sessions::start_session;
use crate::http::sso_cookie::{binding_cookie, binding_from_cookies, clearing_binding_cookie};
use crate::http::AppState;
use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::head;
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(start_login))
        .route("/auth/oidc/login", head(refuse_head))
        .routes(routes!(callback))
        .route("/auth/oidc/callback", head(refuse_head))
}

/// Both GETs change state (a login stored, a login taken), so HEAD is not
/// answered as GET; the API layer turns this into the JSON 405 answer.
async fn refuse_head() -> Response {
    let mut response = Response::new(Body::empty());
    *response.status_mut() = StatusCode::METHOD_NOT_ALLOWED;
    response
        .headers_mut()
        .insert(header::ALLOW, HeaderValue::from_static("GET"));
    response
}

/// The provider, or [`SsoRefusal::Off`].
pub fn provider(app: &AppState) -> Result<Arc<SsoProvider>, SsoRefusal> {
    app.sso.clone().ok_or(SsoRefusal::Off)
}

/// Whether the client is a browser navigating (it accepts HTML) rather
/// than an API client.
fn is_browser(headers: &HeaderMap) -> bool {
    headers
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|accept| accept.contains("text/html"))
}

/// A 303 to `location` (a path of this site or the provider's URL).
fn see_other(location: &str) -> Response {
    let mut response = Response::new(Body::empty());
    *response.status_mut() = StatusCode::SEE_OTHER;
    if let Ok(value) = HeaderValue::from_str(location) {
        response.headers_mut().insert(header::LOCATION, value);
    }
    response
}

/// A refusal: logged, then as JSON or, for a browser, the login page with
/// the refusal's code.
fn refused(headers: &HeaderMap, error: AccountError) -> Response {
    match &error {
        AccountError::Sso(refusal @ (SsoRefusal::Provider(_) | SsoRefusal::InvalidIdToken(_))) => {
            tracing::warn!(%refusal, "single sign-on failed")
        }
        AccountError::Sso(refusal) => tracing::info!(%refusal, "single sign-on refused"),
        other => tracing::info!(error = %other, "single sign-on refused"),
    }
    if is_browser(headers) {
        let code = match &error {
            AccountError::Sso(refusal) => refusal.code(),
            AccountError::Store(_) | AccountError::Internal(_) => "unavailable",
            AccountError::AccountDisabled => "disabled",
            _ => "refused",
        };
        return see_other(&format!("/dash/login?sso_error={code}"));
    }
    ApiError::from(error).into_response()
}

#[utoipa::path(
    get,
    path = "/auth/oidc/login",
    tag = TAG_AUTH,
    operation_id = "startSingleSignOn",
    security(()),
    summary = "Start a single sign-on: redirects to the OpenID provider and sets the binding cookie (HEAD answers 405)",
    params(("next" = Option<String>, Query, description = "Dashboard path to land on afterwards (/dash/…)")),
    responses(
        (status = 200, description = "JSON clients: the provider's URL to open in the browser that has the binding cookie", body = Answer<SsoUrl>,
            headers(("Set-Cookie" = String, description = "The binding cookie"))),
        (status = 303, description = "Browsers: to the provider's authorization endpoint",
            headers(("Location" = String), ("Set-Cookie" = String, description = "The binding cookie"))),
        (status = 412, description = SSO_OFF, body = ErrorBody),
        (status = 429, description = super::sso_messages::SSO_BUSY, body = ErrorBody),
        (status = 502, description = super::sso_messages::SSO_PROVIDER, body = ErrorBody),
    ),
)]
async fn start_login(State(app): State<AppState>, request: ApiRequest) -> Response {
    let started = async {
        let provider = provider(&app)?;
        let start = Start {
            client: &request.client,
            link_account_id: None,
            next: request.query.non_empty("next"),
        };
        app.accounts().start_sso_login(&provider, start).await
    }
    .await;
    match started {
        Ok(started) => {
            let mut response = if is_browser(&request.headers) {
                see_other(&started.url)
            } else {
                json_response(StatusCode::OK, &Answer::new(SsoUrl { url: started.url }))
            };
            if let Some(cookie) = binding_cookie(
                &started.binding,
                started.max_age_secs,
                app.settings.use_https,
            ) {
                response.headers_mut().append(header::SET_COOKIE, cookie);
            }
            response
        }
        Err(error) => refused(&request.headers, error),
    }
}

#[utoipa::path(
    get,
    path = "/auth/oidc/callback",
    tag = TAG_AUTH,
    operation_id = "singleSignOnCallback",
    security(()),
    summary = "Where the OpenID provider sends the browser back: checks state, binding cookie, code and ID token, then logs in (HEAD answers 405)",
    params(
        ("state" = Option<String>, Query, description = "The login's state"),
        ("code" = Option<String>, Query, description = "The authorization code"),
        ("error" = Option<String>, Query, description = "The provider's refusal, e.g. access_denied"),
    ),
    responses(
        (status = 200, description = "JSON clients: logged in (Set-Cookie: the session), or the identity linked", body = LoginAnswer),
        (status = 303, description = "Browsers: to the dashboard (logged in), to the login page for the two-factor code, or with ?sso_error=<code>",
            headers(("Location" = String))),
        (status = 400, description = const_format::concatcp!(super::sso_messages::SSO_UNKNOWN_STATE, " / ", super::sso_messages::SSO_OTHER_BROWSER, " / ", super::sso_messages::SSO_EXPIRED, " / ", super::sso_messages::SSO_NO_CODE, " / ", super::sso_messages::SSO_CODE_REJECTED), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(super::sso_messages::SSO_PROVIDER_REFUSED, " (<error>)", " / ", super::sso_messages::SSO_INVALID_ID_TOKEN, " / ", super::sso_messages::SSO_NO_ACCOUNT, " / ", super::sso_messages::SSO_NO_EMAIL, " / ", super::messages::CODE_REQUIRED), body = ErrorBody),
        (status = 412, description = SSO_OFF, body = ErrorBody),
        (status = 409, description = const_format::concatcp!(super::sso_messages::SSO_EMAIL_TAKEN, " / ", super::sso_messages::SSO_IDENTITY_TAKEN), body = ErrorBody),
        (status = 502, description = super::sso_messages::SSO_PROVIDER, body = ErrorBody),
    ),
)]
async fn callback(State(app): State<AppState>, request: ApiRequest) -> Response {
    let use_https = app.settings.use_https;
    let binding = binding_from_cookies(&request.headers, use_https);
    let finished = async {
        let provider = provider(&app)?;
        let callback = Callback {
            state: request.query.non_empty("state"),
            code: request.query.non_empty("code"),
            error: request.query.non_empty("error"),
            binding: binding.as_deref(),
        };
        app.accounts()
            .by(&request.audit_by_visitor())
            .finish_sso_login(&provider, callback)
            .await
    }
    .await;
    let mut response = match finished {
        Ok(finished) => match answer(&app, &request, finished).await {
            Ok(response) => response,
            Err(error) => error.into_response(),
        },
        Err(error) => refused(&request.headers, error),
    };
    // The binding is used once, whatever happened; a two-factor wait sets
    // its own cookie after this one.
    response
        .headers_mut()
        .append(header::SET_COOKIE, clearing_binding_cookie(use_https));
    if let Some(wait_cookie) = response.extensions_mut().remove::<WaitCookie>() {
        response
            .headers_mut()
            .append(header::SET_COOKIE, wait_cookie.0);
    }
    response
}

/// The binding cookie of a two-factor wait, set after the clearing one.
#[derive(Clone)]
struct WaitCookie(HeaderValue);

/// The answer to a callback that succeeded.
async fn answer(
    app: &AppState,
    request: &ApiRequest,
    finished: Finished,
) -> Result<Response, ApiError> {
    let browser = is_browser(&request.headers);
    match finished {
        Finished::SignedIn { account, next } => {
            let (_, cookie) = start_session(app, &account.id, request, "sso").await?;
            tracing::info!(account = %account.id, "single sign-on");
            let mut response = if browser {
                see_other(&next)
            } else {
                let result = AccountView::for_new_session(app.accounts(), &account).await?;
                json_response(
                    StatusCode::OK,
                    &LoginAnswer {
                        success: true,
                        message: LOGGED_IN.into(),
                        result,
                    },
                )
            };
            response.headers_mut().append(header::SET_COOKIE, cookie);
            Ok(response)
        }
        Finished::CodeRequired { binding, next } => {
            let mut response = if browser {
                let next =
                    url::form_urlencoded::byte_serialize(next.as_bytes()).collect::<String>();
                see_other(&format!("/dash/login?sso=code&next={next}"))
            } else {
                ApiError::from(AccountError::CodeRequired {
                    totp: true,
                    passkey: false,
                })
                .into_response()
            };
            let seconds = crate::accounts::sso::CODE_WAIT_SECS;
            if let Some(cookie) = binding_cookie(&binding, seconds, app.settings.use_https) {
                response.extensions_mut().insert(WaitCookie(cookie));
            }
            Ok(response)
        }
        Finished::Linked { next: _ } => Ok(if browser {
            see_other("/dash/settings?sso=linked")
        } else {
            json_response(
                StatusCode::OK,
                &MessageAnswer {
                    success: true,
                    message: SSO_LINKED.into(),
                },
            )
        }),
    }
}
