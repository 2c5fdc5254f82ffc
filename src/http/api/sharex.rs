//! ShareX (`sharexShorten`, `sharexConfig`): `POST /api/sharex` shortens a URL for an API secret
//! sent as multipart, urlencoded or JSON, answering errors under both
//! `error` and `message`; `GET /api/sharex/config` is the `.sxcu` file.

use super::openapi::TAG_SHAREX;
use super::views::LinkView;
use crate::domain::access::looks_like_api_token;
use crate::domain::access_rule::AccessRule;
use crate::domain::link_history::{Actor, Via};
use crate::domain::links::Destination;
use crate::http::auth::{authenticate, secret_from_header, ApiRequest, SecretInput};
use crate::http::client::{public_origin, short_link_origin};
use crate::http::error::{ApiError, ApiResult, ErrorBody, ShareXError};
use crate::http::input::{media_type, parse_json_object, read_body, JSON_LIMIT, TOO_LARGE_JSON};
use crate::http::messages as m;
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::request_body::{read_typed, RequestBody};
use crate::http::respond::{json_response, Answer};
use crate::http::route_rules::RouteRules;
use crate::http::upload::multipart_boundary;
use crate::http::AppState;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use axum::routing::MethodRouter;
use bytes::Bytes;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// The form ShareX posts, in any of three encodings (`sharexShorten`).
#[derive(Debug, Deserialize, ToSchema)]
pub struct ShareXForm {
    /// The API secret; may come from the `Authorization` header instead.
    pub secret: Option<String>,
    #[schema(
        pattern = "^https?://[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?(\\.[a-z]{2,6}){1,2}(/[A-Za-z0-9._~%-]{0,20}){0,3}$",
        max_length = 4096
    )]
    pub url: String,
    /// The short domain's host (the config names it when asked for one);
    /// absent: the default domain.
    #[schema(max_length = 260)]
    pub domain: Option<String>,
}

impl RequestBody for ShareXForm {
    /// The secret is judged first, with authentication.
    const JUDGED_ELSEWHERE: &'static [&'static str] = &["secret"];
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ShareXAnswer {
    pub success: bool,
    /// `<origin>/<slug>`
    pub url: String,
    pub result: LinkView,
}

// The `.sxcu` file, keys in the order Lynx writes them (`sharexConfig`).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
pub struct ShareXConfig {
    pub version: &'static str,
    pub name: &'static str,
    pub destination_type: &'static str,
    pub request_method: &'static str,
    #[serde(rename = "RequestURL")]
    pub request_url: String,
    pub body: &'static str,
    pub arguments: ShareXArguments,
    #[serde(rename = "URL")]
    pub url: &'static str,
    pub error_message: &'static str,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ShareXArguments {
    pub secret: String,
    pub url: &'static str,
    /// Present when the config was asked for a domain other than the default.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub domain: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ShareXConfigHolder {
    pub config: ShareXConfig,
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(shorten))
        .route("/sharex", MethodRouter::new().fallback(method_not_allowed))
        .routes(routes!(sharex_config))
}

/// ShareX shows `{json:error}`, other clients read `message`: send both.
fn sharex_error(error: ApiError) -> Response {
    if let ApiError::Internal(cause) = &error {
        tracing::error!(error = ?cause, "request failed");
    }
    json_response(error.status(), &ShareXError::of(&error))
}

async fn method_not_allowed() -> Response {
    let mut response = json_response(
        StatusCode::METHOD_NOT_ALLOWED,
        &ShareXError::new(m::METHOD_NOT_ALLOWED.to_owned()),
    );
    response
        .headers_mut()
        .insert(header::ALLOW, HeaderValue::from_static("POST"));
    response
}

#[utoipa::path(
    post,
    path = "/sharex",
    tag = TAG_SHAREX,
    operation_id = "sharexShorten",
    summary = "Shorten a URL for ShareX (secret in the body or Authorization header)",
    security(("secret" = [])),
    request_body(content(
        (ShareXForm = "multipart/form-data"),
        (ShareXForm = "application/x-www-form-urlencoded"),
        (ShareXForm = "application/json"),
    )),
    responses(
        (status = 200, description = "The short URL and the link", body = ShareXAnswer),
        (status = 400, description = const_format::concatcp!(missing_fields!(), "url / ", invalid_types!(), "url / ", m::MALFORMED_JSON, " / ", m::NOT_AN_OBJECT, " / ", m::MALFORMED_MULTIPART), body = ShareXError),
        (status = 401, description = m::INVALID_TOKEN, body = ShareXError),
        (status = 403, description = const_format::concatcp!(m::TOKEN_NOT_ACCEPTED, " (`code`: `token_not_accepted`)", " / ", m::DOMAIN_NOT_ALLOWED), body = ShareXError),
        (status = 409, description = const_format::concatcp!(m::DESTINATION_TAKEN, " / ", m::NO_FREE_SLUG), body = ShareXError),
        (status = 413, description = crate::http::input::TOO_LARGE_JSON, body = ShareXError),
        (status = 415, description = m::SHAREX_TYPES_ONLY, body = ShareXError),
        (status = 422, description = const_format::concatcp!(m::INVALID_DESTINATION, " / ", m::UNKNOWN_DOMAIN), body = ShareXError),
    ),
)]
async fn shorten(State(app): State<AppState>, request: Request) -> Response {
    match create_short_link(&app, request).await {
        Ok(response) => response,
        Err(error) => sharex_error(error),
    }
}

async fn create_short_link(app: &AppState, request: Request) -> ApiResult {
    let (parts, body) = request.into_parts();
    let bytes = read_body(&parts.headers, body, JSON_LIMIT, TOO_LARGE_JSON).await?;
    let fields = form_fields(&parts.headers, bytes).await?;
    let secret = match fields.get("secret") {
        Some(Value::String(s)) if !s.trim().is_empty() => SecretInput::Given(s.trim().to_owned()),
        Some(Value::String(_)) | Some(Value::Null) | None => secret_from_header(&parts.headers),
        Some(_) => SecretInput::Invalid,
    };
    let invalid_secret = || ApiError::Unauthorized(m::INVALID_SECRET.into());
    let SecretInput::Given(secret) = secret else {
        return Err(invalid_secret());
    };
    // An API token is judged as on every other route (docs/accounts.md):
    // 401 when unknown, else the route's rule decides (403
    // `token_not_accepted`), not "Invalid secret".
    let links = app.links();
    let (account, team) = if looks_like_api_token(&secret) {
        let rule = RouteRules::served()
            .rule(&parts.method, "/sharex")
            .copied()
            .unwrap_or(AccessRule::STRICTEST);
        let mut caller = app
            .authenticator
            .token_caller(&app.store, &secret, &rule)
            .await?;
        caller.read_teams(&app.store).await?;
        // A team token shortens into its team, as its editor.
        let team = caller.token.as_ref().and_then(|t| t.team.clone());
        if let Some(team) = &team {
            links
                .check_team(team, &crate::links::Manager::from(&caller))
                .await?;
        }
        (caller.account, team)
    } else {
        let account = app
            .store
            .find_account_by_secret(&secret)
            .await?
            .ok_or_else(invalid_secret)?;
        (account, None)
    };
    let form: ShareXForm = read_typed(&fields)?;
    let domain = links
        .domain_for_links_of(form.domain.as_deref(), account.role(), team.as_deref())
        .await?;
    let destination = Destination::parse(&form.url)?;
    let link = links
        .create_with(
            &domain,
            &destination,
            None,
            &Actor::new(&account.id, &account.username, Via::Secret),
            false,
            Default::default(),
            team.as_deref(),
        )
        .await?;
    let url = format!(
        "{}/{}",
        short_link_origin(&parts.headers, &app.settings, domain.host.as_deref()),
        link.slug
    );
    Ok(json_response(
        StatusCode::OK,
        &ShareXAnswer {
            success: true,
            url,
            result: link.into(),
        },
    ))
}

/// The body's fields: multipart text parts (files ignored), urlencoded
/// pairs (first value wins) or a JSON object. Empty counts as no fields.
async fn form_fields(headers: &HeaderMap, bytes: Bytes) -> Result<Map<String, Value>, ApiError> {
    if bytes.is_empty() {
        return Ok(Map::new());
    }
    let mut fields = Map::new();
    match media_type(headers).as_deref() {
        Some("application/json") => return parse_json_object(&bytes),
        Some("application/x-www-form-urlencoded") => {
            for (name, value) in url::form_urlencoded::parse(&bytes) {
                fields
                    .entry(name.into_owned())
                    .or_insert(Value::String(value.into_owned()));
            }
        }
        Some("multipart/form-data") => {
            let malformed = |_: multer::Error| ApiError::BadRequest(m::MALFORMED_MULTIPART.into());
            let boundary = multipart_boundary(headers)
                .ok_or_else(|| ApiError::BadRequest(m::MALFORMED_MULTIPART.into()))?;
            let body = futures_util::stream::once(async move { Ok::<_, std::io::Error>(bytes) });
            let mut multipart = multer::Multipart::new(body, boundary);
            while let Some(part) = multipart.next_field().await.map_err(malformed)? {
                let name = part.name().unwrap_or("").to_owned();
                if part.file_name().is_some() {
                    continue;
                }
                let text = part.text().await.map_err(malformed)?;
                fields.entry(name).or_insert(Value::String(text));
            }
        }
        _ => return Err(ApiError::UnsupportedMediaType(m::SHAREX_TYPES_ONLY.into())),
    }
    Ok(fields)
}

#[utoipa::path(
    get,
    path = "/sharex/config",
    tag = TAG_SHAREX,
    operation_id = "sharexConfig",
    summary = "The caller's ShareX custom uploader configuration",
    security(("cookie" = []), ("secret" = [])),
    params(("domain" = Option<String>, Query, description = "A short domain the caller may create links on: the uploads create links there")),
    responses(
        (status = 200, description = "The configuration", body = Answer<ShareXConfigHolder>),
        (status = 403, description = m::DOMAIN_NOT_ALLOWED, body = ErrorBody),
        (status = 422, description = m::UNKNOWN_DOMAIN, body = ErrorBody),
        (status = 412, description = m::NO_SECRET_YET, body = ErrorBody),
    ),
)]
async fn sharex_config(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<ShareXConfigHolder>> {
    let caller = authenticate(&app, &request).await?;
    let secret = caller
        .account
        .secret
        .clone()
        .ok_or_else(|| ApiError::PreconditionFailed(m::NO_SECRET_YET.into()))?;
    let origin = public_origin(&request.headers, &app.settings);
    let domain = match request.query.non_empty("domain") {
        Some(host) => {
            let domain = app
                .links()
                .domain_for_links_of(Some(host), caller.account.role(), None)
                .await?;
            domain.host.as_deref().map(str::to_owned)
        }
        None => None,
    };
    Ok(Answer::new(ShareXConfigHolder {
        config: ShareXConfig {
            version: "14.1.0",
            name: "Linkhop",
            destination_type: "URLShortener",
            request_method: "POST",
            request_url: format!("{origin}/api/sharex"),
            body: "MultipartFormData",
            arguments: ShareXArguments {
                secret,
                url: "{input}",
                domain,
            },
            url: "{json:url}",
            error_message: "{json:error}",
        },
    }))
}
