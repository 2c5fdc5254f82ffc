//! One handler per webhook operation: the subscriptions themselves.

use super::bodies::{
    CreateWebhookBody, EditWebhookBody, WebhookList, WebhookView, WebhookWithSecret,
};
use super::errors::{WEBHOOKS_IN_DEMO, WEBHOOK_NOT_FOUND};
use super::{subscriber, TAG_WEBHOOKS};
use crate::domain::time::now_millis;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiError, ApiResult, ErrorBody};
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::patch::Patch;
use crate::http::path_segment::PathSegment;
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::webhooks::{WebhookInput, WebhookServiceError};
use axum::extract::State;

#[utoipa::path(
    get,
    path = "/webhooks",
    tag = TAG_WEBHOOKS,
    operation_id = "listWebhooks",
    summary = "The caller's webhooks, oldest first",
    security(("cookie" = []), ("secret" = []), ("token" = ["webhooks:write"])),
    responses((status = 200, description = "The webhooks", body = Answer<WebhookList>)),
)]
pub(super) async fn list_webhooks(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<WebhookList>> {
    let caller = authenticate(&app, &request).await?;
    let webhooks = app.webhooks().list(subscriber(&caller)).await?;
    let now = now_millis();
    Ok(Answer::new(WebhookList {
        webhooks: webhooks
            .into_iter()
            .map(|w| WebhookView::of(w, now))
            .collect(),
    }))
}

#[utoipa::path(
    post,
    path = "/webhooks",
    tag = TAG_WEBHOOKS,
    operation_id = "createWebhook",
    summary = "Subscribe an endpoint to events of the caller's links (and, for the owner and admins, of the instance); the answer holds the signing secret, shown this once",
    security(("cookie" = []), ("secret" = []), ("token" = ["webhooks:write"])),
    request_body = CreateWebhookBody,
    responses(
        (status = 200, description = "The webhook and its secret", body = Answer<WebhookWithSecret>),
        (status = 400, description = const_format::concatcp!(super::errors::INVALID_URL, " / ", super::errors::PRIVATE_URL, " / ", super::errors::UNKNOWN_EVENT, "<event> / ", super::errors::NO_EVENTS, " / ", super::errors::TOO_MANY_FILTERS, " / ", super::errors::INVALID_DESCRIPTION, " / ", super::errors::UNKNOWN_KIND, " / ", super::errors::INVALID_TARGET, " / ", super::errors::FORWARDING_VISITS_ONLY, " / ", super::errors::UNKNOWN_SCOPE, " / ", missing_fields!(), "<fields> / ", invalid_types!(), "<fields>"), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(super::errors::INSTANCE_EVENT, "<event> / ", super::errors::INSTANCE_SCOPE), body = ErrorBody),
        (status = 406, description = WEBHOOKS_IN_DEMO, body = ErrorBody),
        (status = 409, description = super::errors::TOO_MANY_WEBHOOKS, body = ErrorBody),
    ),
)]
pub(super) async fn create_webhook(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<WebhookWithSecret>> {
    let caller = authenticate(&app, &request).await?;
    if app.settings.demo {
        return Err(ApiError::NotAcceptable(WEBHOOKS_IN_DEMO.into()));
    }
    let body: CreateWebhookBody = request.body_as()?;
    let input = WebhookInput {
        url: body.url,
        kind: body.kind.unwrap_or_else(|| "webhook".to_owned()),
        target: body.target,
        description: body.description,
        events: body.events,
        filters: body.filters.map(Into::into).unwrap_or_default(),
        paused: body.paused.unwrap_or(false),
        scope: body.scope.unwrap_or_else(|| "account".to_owned()),
    };
    let (webhook, secret) = app
        .webhooks()
        .create(subscriber(&caller), &input, &request.audit_by(&caller))
        .await?;
    Ok(Answer::new(WebhookWithSecret {
        webhook: WebhookView::of(webhook, now_millis()),
        secret,
    }))
}

#[utoipa::path(
    get,
    path = "/webhooks/{id}",
    tag = TAG_WEBHOOKS,
    operation_id = "getWebhook",
    summary = "One of the caller's webhooks",
    security(("cookie" = []), ("secret" = []), ("token" = ["webhooks:write"])),
    params(("id" = String, Path, description = "The webhook's id")),
    responses(
        (status = 200, description = "The webhook", body = Answer<WebhookView>),
        (status = 404, description = WEBHOOK_NOT_FOUND, body = ErrorBody),
    ),
)]
pub(super) async fn get_webhook(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<WebhookView>> {
    let caller = authenticate(&app, &request).await?;
    let id = id.or_unknown(WebhookServiceError::NotFound)?;
    let webhook = app.webhooks().find(subscriber(&caller), &id).await?;
    Ok(Answer::new(WebhookView::of(webhook, now_millis())))
}

#[utoipa::path(
    patch,
    path = "/webhooks/{id}",
    tag = TAG_WEBHOOKS,
    operation_id = "editWebhook",
    summary = "Change a webhook's endpoint, events, filters or description, or pause and resume it",
    security(("cookie" = []), ("secret" = []), ("token" = ["webhooks:write"])),
    params(("id" = String, Path, description = "The webhook's id")),
    request_body = EditWebhookBody,
    responses(
        (status = 200, description = "The webhook", body = Answer<WebhookView>),
        (status = 400, description = const_format::concatcp!(super::errors::INVALID_URL, " / ", super::errors::PRIVATE_URL, " / ", super::errors::UNKNOWN_EVENT, "<event> / ", super::errors::NO_EVENTS, " / ", super::errors::TOO_MANY_FILTERS, " / ", super::errors::INVALID_DESCRIPTION, " / ", super::errors::UNKNOWN_KIND, " / ", super::errors::INVALID_TARGET, " / ", super::errors::FORWARDING_VISITS_ONLY, " / ", super::errors::UNKNOWN_SCOPE, " / ", invalid_types!(), "<fields>"), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(super::errors::INSTANCE_EVENT, "<event> / ", super::errors::INSTANCE_SCOPE), body = ErrorBody),
        (status = 404, description = WEBHOOK_NOT_FOUND, body = ErrorBody),
    ),
)]
pub(super) async fn edit_webhook(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<WebhookView>> {
    let caller = authenticate(&app, &request).await?;
    let body: EditWebhookBody = request.body_as()?;
    let id = id.or_unknown(WebhookServiceError::NotFound)?;
    let who = subscriber(&caller);
    let webhooks = app.webhooks();
    let current = webhooks.find(who, &id).await?;
    let kind_changes = body.kind.is_some();
    let input = WebhookInput {
        url: body.url.unwrap_or(current.record.url),
        kind: body
            .kind
            .unwrap_or_else(|| current.destination.kind().to_owned()),
        target: match body.target {
            Some(target) => Some(unmasked(target, current.destination.target())),
            // A new kind without a target is checked as such (and refused).
            None if kind_changes => None,
            None => current.destination.target(),
        },
        description: match body.description {
            Patch::Absent => current.record.description,
            Patch::Null => None,
            Patch::Value(text) => Some(text),
        },
        events: match body.events {
            Some(events) => events,
            None => current
                .events
                .iter()
                .map(|e| e.as_str().to_owned())
                .collect(),
        },
        filters: body.filters.map(Into::into).unwrap_or(current.filters),
        paused: body.paused.unwrap_or(current.record.paused),
        scope: body.scope.unwrap_or(current.record.scope),
    };
    let edited = webhooks
        .update(who, &id, &input, &request.audit_by(&caller))
        .await?;
    Ok(Answer::new(WebhookView::of(edited, now_millis())))
}

/// `target` as sent, with a Matomo token shown masked (`********`, as
/// read back) taken from the stored target.
fn unmasked(mut target: serde_json::Value, stored: Option<serde_json::Value>) -> serde_json::Value {
    let masked = target.get("tokenAuth").and_then(|t| t.as_str()) == Some("********");
    if masked {
        target["tokenAuth"] = stored
            .and_then(|s| s.get("tokenAuth").cloned())
            .unwrap_or(serde_json::Value::Null);
    }
    target
}

#[utoipa::path(
    delete,
    path = "/webhooks/{id}",
    tag = TAG_WEBHOOKS,
    operation_id = "deleteWebhook",
    summary = "Delete a webhook with its waiting deliveries and its log",
    security(("cookie" = []), ("secret" = []), ("token" = ["webhooks:write"])),
    params(("id" = String, Path, description = "The webhook's id")),
    responses(
        (status = 200, description = "The webhook was deleted", body = Answer<WebhookView>),
        (status = 404, description = WEBHOOK_NOT_FOUND, body = ErrorBody),
    ),
)]
pub(super) async fn delete_webhook(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<WebhookView>> {
    let caller = authenticate(&app, &request).await?;
    let id = id.or_unknown(WebhookServiceError::NotFound)?;
    let deleted = app
        .webhooks()
        .delete(subscriber(&caller), &id, &request.audit_by(&caller))
        .await?;
    Ok(Answer::new(WebhookView::of(deleted, now_millis())))
}

#[utoipa::path(
    post,
    path = "/webhooks/{id}/secret",
    tag = TAG_WEBHOOKS,
    operation_id = "rotateWebhookSecret",
    summary = "A new signing secret, shown this once; for 24 hours deliveries carry a signature with the old secret too",
    security(("cookie" = []), ("secret" = []), ("token" = ["webhooks:write"])),
    params(("id" = String, Path, description = "The webhook's id")),
    responses(
        (status = 200, description = "The webhook and its new secret", body = Answer<WebhookWithSecret>),
        (status = 404, description = WEBHOOK_NOT_FOUND, body = ErrorBody),
    ),
)]
pub(super) async fn rotate_secret(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<WebhookWithSecret>> {
    let caller = authenticate(&app, &request).await?;
    let id = id.or_unknown(WebhookServiceError::NotFound)?;
    let (webhook, secret) = app
        .webhooks()
        .rotate_secret(subscriber(&caller), &id, &request.audit_by(&caller))
        .await?;
    Ok(Answer::new(WebhookWithSecret {
        webhook: WebhookView::of(webhook, now_millis()),
        secret,
    }))
}
