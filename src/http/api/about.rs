//! `GET /api/about` and the health check `GET /api` (api.md §9).

use super::openapi::TAG_ABOUT;
use super::schemas::{AboutAnswer, ErrorBody, MessageAnswer};
use crate::http::auth::{authenticate_optional, ApiRequest};
use crate::http::client::public_origin;
use crate::http::error::{ApiError, ApiResult};
use crate::http::respond::{ok_message, ok_result};
use crate::http::AppState;
use axum::extract::State;
use serde_json::{Map, Value};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(about))
}

#[utoipa::path(
    get,
    path = "/about",
    tag = TAG_ABOUT,
    operation_id = "about",
    summary = "Instance facts; counts when authenticated",
    security((), ("cookie" = []), ("secret" = [])),
    responses((status = 200, description = "About this instance", body = AboutAnswer)),
)]
async fn about(State(app): State<AppState>, request: ApiRequest) -> ApiResult {
    let caller = authenticate_optional(&app, &request).await?;
    let mut result = Map::new();
    result.insert(
        "domain".into(),
        Value::from(public_origin(&request.headers, &app.settings)),
    );
    result.insert("demo".into(), Value::from(app.settings.demo));
    let registration = !app.settings.demo
        && (app.settings.enable_registration || app.store.count_accounts().await? == 0);
    result.insert("registration".into(), Value::from(registration));
    if let Some(caller) = &caller {
        result.insert("version".into(), Value::from(env!("CARGO_PKG_VERSION")));
        let role = caller.account.role();
        if role.is_admin_or_owner() {
            result.insert(
                "accounts".into(),
                Value::from(app.store.count_accounts().await?),
            );
            result.insert(
                "links".into(),
                Value::from(app.store.count_links(None).await?),
            );
        } else {
            result.insert(
                "links".into(),
                Value::from(app.store.count_links(Some(caller.id())).await?),
            );
        }
    }
    if let Some(umami) = &app.settings.umami {
        result.insert(
            "umami".into(),
            serde_json::json!({"site": umami.site, "url": umami.url}),
        );
    }
    Ok(ok_result(Value::Object(result)))
}

#[utoipa::path(
    get,
    path = "/",
    tag = TAG_ABOUT,
    operation_id = "health",
    summary = "Health check: the database answers",
    responses(
        (status = 200, description = "OK", body = MessageAnswer),
        (status = 503, description = "Service unavailable", body = ErrorBody),
    ),
)]
pub async fn health(State(app): State<AppState>) -> ApiResult {
    if app.store.ping().await {
        Ok(ok_message("OK"))
    } else {
        Err(ApiError::Unavailable)
    }
}
