//! `GET /api/about` and the health check `GET /api` (`about` and `health` in the OpenAPI document).

use super::openapi::TAG_ABOUT;
use crate::http::auth::{authenticate_optional, ApiRequest};
use crate::http::client::public_origin;
use crate::http::error::{ApiError, ApiResult, ErrorBody};
use crate::http::messages as m;
use crate::http::respond::{ok_message, Answer, MessageAnswer};
use crate::http::AppState;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

#[derive(Debug, Serialize, ToSchema)]
pub struct Umami {
    pub site: String,
    pub url: String,
}

/// Single sign-on, for the login page.
#[derive(Debug, Serialize, ToSchema)]
pub struct Sso {
    /// The provider's name for the "Log in with <name>" button (OIDC_NAME).
    pub name: String,
    /// OIDC_ONLY: the password form is for the owner only.
    pub only: bool,
}

/// `version`, `accounts` and `links` only when authenticated (`accounts`
/// for owner and admin); `umami` when configured.
#[derive(Debug, Serialize, ToSchema)]
pub struct About {
    pub domain: String,
    pub demo: bool,
    pub registration: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub version: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 0)]
    pub accounts: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 0)]
    pub links: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub umami: Option<Umami>,
    /// When single sign-on is configured, logged in or not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sso: Option<Sso>,
    /// Owner only: a problem with this instance's set-up the owner should
    /// fix (requests arrive through a proxy that TRUST_PROXY does not trust).
    #[serde(rename = "proxyWarning", skip_serializing_if = "Option::is_none")]
    pub proxy_warning: Option<&'static str>,
    /// Owner only: visit events dropped since start because the event
    /// buffer (`VISIT_BUFFER`) was full; the visit counters stay exact.
    #[serde(rename = "visitEventsDropped", skip_serializing_if = "Option::is_none")]
    pub visit_events_dropped: Option<u64>,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(about))
}

#[utoipa::path(
    get,
    path = "/about",
    tag = TAG_ABOUT,
    operation_id = "about",
    summary = "Instance facts; counts when authenticated",
    security((), ("cookie" = []), ("secret" = []), ("token" = [])),
    responses((status = 200, description = "About this instance", body = Answer<About>)),
)]
async fn about(State(app): State<AppState>, request: ApiRequest) -> ApiResult<Answer<About>> {
    let caller = authenticate_optional(&app, &request).await?;
    let registration =
        !app.settings.demo && (app.registration_open() || app.store.count_accounts().await? == 0);
    let mut about = About {
        domain: public_origin(&request.headers, &app.settings),
        demo: app.settings.demo,
        registration,
        version: None,
        accounts: None,
        links: None,
        umami: app.settings.umami.as_ref().map(|umami| Umami {
            site: umami.site.clone(),
            url: umami.url.clone(),
        }),
        sso: app.sso.as_ref().map(|sso| Sso {
            name: sso.settings.name.clone(),
            only: sso.settings.only,
        }),
        proxy_warning: None,
        visit_events_dropped: None,
    };
    if let Some(caller) = &caller {
        about.version = Some(env!("CARGO_PKG_VERSION"));
        if caller.account.role() == crate::domain::accounts::Role::Owner {
            about.proxy_warning = app.proxy_warning.message();
            about.visit_events_dropped = Some(app.visits.dropped());
        }
        if caller.account.role().is_admin_or_owner() {
            about.accounts = Some(app.store.count_accounts().await?);
            about.links = Some(app.store.count_links(None).await?);
        } else {
            about.links = Some(app.store.count_links(Some(caller.id())).await?);
        }
    }
    Ok(Answer::new(about))
}

#[utoipa::path(
    get,
    path = "/",
    tag = TAG_ABOUT,
    operation_id = "health",
    security(()),
    summary = "Health check: the database answers",
    responses(
        (status = 200, description = "OK", body = MessageAnswer),
        (status = 503, description = m::UNAVAILABLE, body = ErrorBody),
    ),
)]
pub async fn health(State(app): State<AppState>) -> ApiResult {
    if app.store.ping().await {
        Ok(ok_message("OK"))
    } else {
        Err(ApiError::Unavailable)
    }
}
