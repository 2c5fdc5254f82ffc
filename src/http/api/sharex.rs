//! ShareX (api.md §8): `POST /api/sharex` shortens a URL for an API secret
//! sent as multipart, urlencoded or JSON, answering errors under both
//! `error` and `message`; `GET /api/sharex/config` is the `.sxcu` file.

use super::links::insert_new_link;
use super::openapi::TAG_SHAREX;
use super::schemas::{ErrorBody, ShareXAnswer, ShareXConfigAnswer, ShareXError, ShareXForm};
use super::views;
use crate::domain::links::Destination;
use crate::http::auth::{authenticate, secret_from_header, Access, ApiRequest, SecretInput};
use crate::http::client::public_origin;
use crate::http::error::{ApiError, ApiResult};
use crate::http::input::{
    check_fields, media_type, parse_json_object, read_body, string_field, Kind, JSON_LIMIT,
    TOO_LARGE_JSON,
};
use crate::http::respond::{json_response, ok_result};
use crate::http::upload::{multipart_boundary, MALFORMED_MULTIPART};
use crate::http::AppState;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use axum::routing::MethodRouter;
use bytes::Bytes;
use serde_json::{json, Map, Value};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

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
    let message = error.to_string();
    json_response(
        error.status(),
        &json!({"success": false, "error": message, "message": message}),
    )
}

async fn method_not_allowed() -> Response {
    let mut response = json_response(
        StatusCode::METHOD_NOT_ALLOWED,
        &json!({"success": false, "error": "Method not allowed", "message": "Method not allowed"}),
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
        (status = 400, description = "The following required fields were not included in the request: url / The following fields have an invalid type: url / Malformed JSON body / Request body must be a JSON object / Malformed multipart/form-data body", body = ShareXError),
        (status = 409, description = "A link with that destination already exists / Could not generate a unique slug, please try again", body = ShareXError),
        (status = 413, description = "Request body too large (limit 1 MiB)", body = ShareXError),
        (status = 415, description = "Unsupported Content-Type, expected multipart/form-data, application/x-www-form-urlencoded or application/json", body = ShareXError),
        (status = 422, description = "Invalid destination url format", body = ShareXError),
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
    let invalid_secret = || ApiError::Unauthorized("Invalid secret".into());
    let SecretInput::Given(secret) = secret else {
        return Err(invalid_secret());
    };
    let account = app
        .store
        .find_account_by_secret(&secret)
        .await?
        .ok_or_else(invalid_secret)?;
    check_fields(&fields, &["url"], &[("url", Kind::String)])?;
    let destination = Destination::parse(string_field(&fields, "url").unwrap_or(""))
        .map_err(|_| super::links::invalid_destination())?;
    let id = insert_new_link(app, &destination, None, Some(&account.id)).await?;
    let link = app
        .store
        .find_link_by_id(&id)
        .await?
        .ok_or_else(|| ApiError::internal(anyhow::anyhow!("created link vanished")))?;
    let url = format!(
        "{}/{}",
        public_origin(&parts.headers, &app.settings),
        link.slug
    );
    Ok(json_response(
        StatusCode::OK,
        &json!({"success": true, "url": url, "result": views::link(&link)}),
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
            let malformed = |_| ApiError::BadRequest(MALFORMED_MULTIPART.into());
            let boundary = multipart_boundary(headers)
                .ok_or_else(|| ApiError::BadRequest(MALFORMED_MULTIPART.into()))?;
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
        _ => {
            return Err(ApiError::UnsupportedMediaType(
                "Unsupported Content-Type, expected multipart/form-data, application/x-www-form-urlencoded or application/json".into(),
            ))
        }
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
    responses(
        (status = 200, description = "The configuration", body = ShareXConfigAnswer),
        (status = 412, description = "You need to generate a secret first", body = ErrorBody),
    ),
)]
async fn sharex_config(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate(&app, &request, Access::CookieOrSecret).await?;
    let secret = caller.account.secret.clone().ok_or_else(|| {
        ApiError::PreconditionFailed("You need to generate a secret first".into())
    })?;
    let origin = public_origin(&request.headers, &app.settings);
    Ok(ok_result(json!({"config": {
        "Version": "14.1.0",
        "Name": "Linkhop",
        "DestinationType": "URLShortener",
        "RequestMethod": "POST",
        "RequestURL": format!("{origin}/api/sharex"),
        "Body": "MultipartFormData",
        "Arguments": {"secret": secret, "url": "{input}"},
        "URL": "{json:url}",
        "ErrorMessage": "{json:error}",
    }})))
}
