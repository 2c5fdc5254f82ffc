//! The delivery log of a webhook: read it, deliver one again, send a test.

use super::bodies::{DeliveryPage, DeliveryPageParams, DeliveryView};
use super::errors::{DELIVERY_NOT_FOUND, INVALID_CURSOR, QUEUE_FULL, WEBHOOK_NOT_FOUND};
use super::{subscriber, TAG_WEBHOOKS};
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::page_query::{PageQuery, PageRule};
use crate::http::path_segment::{PathSegment, PathSegments};
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::webhooks::WebhookServiceError;
use axum::extract::State;

/// Deliveries a page holds unless `limit` says otherwise, and at most.
const DELIVERY_PAGES: PageRule = PageRule {
    default_limit: 25,
    max_limit: crate::webhooks::MAX_DELIVERY_PAGE,
    invalid: INVALID_CURSOR,
};

#[utoipa::path(
    get,
    path = "/webhooks/{id}/deliveries",
    tag = TAG_WEBHOOKS,
    operation_id = "listWebhookDeliveries",
    summary = "A webhook's delivery log, newest first: each event's state, attempts, last status code and the first KiB of the answer (kept 30 days)",
    security(("cookie" = []), ("secret" = []), ("token" = ["webhooks:write"])),
    params(("id" = String, Path, description = "The webhook's id"), DeliveryPageParams),
    responses(
        (status = 200, description = "A page of deliveries", body = Answer<DeliveryPage>),
        (status = 400, description = INVALID_CURSOR, body = ErrorBody),
        (status = 404, description = WEBHOOK_NOT_FOUND, body = ErrorBody),
    ),
)]
pub(super) async fn list_deliveries(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<DeliveryPage>> {
    let caller = authenticate(&app, &request).await?;
    let params: DeliveryPageParams = request.query.typed()?;
    let PageQuery { before, limit } =
        DELIVERY_PAGES.read(params.before.as_deref(), params.limit.as_deref())?;
    let id = id.or_unknown(WebhookServiceError::NotFound)?;
    let records = app
        .webhooks()
        .deliveries(subscriber(&caller), &id, before, limit)
        .await?;
    let cursor = (records.len() as i64 == limit)
        .then(|| records.last().map(|r| r.seq.to_string()))
        .flatten();
    Ok(Answer::new(DeliveryPage {
        deliveries: records.into_iter().map(DeliveryView::of).collect(),
        cursor,
    }))
}

#[utoipa::path(
    post,
    path = "/webhooks/{id}/deliveries/{delivery}/redeliver",
    tag = TAG_WEBHOOKS,
    operation_id = "redeliverWebhookDelivery",
    summary = "Send a delivered or failed delivery again, now, with the same message id (receivers may use it to drop repeats); a waiting one keeps its time",
    security(("cookie" = []), ("secret" = []), ("token" = ["webhooks:write"])),
    params(
        ("id" = String, Path, description = "The webhook's id"),
        ("delivery" = String, Path, description = "The delivery's id (its message id, msg_…)"),
    ),
    responses(
        (status = 200, description = "The delivery, waiting again", body = Answer<DeliveryView>),
        (status = 404, description = const_format::concatcp!(WEBHOOK_NOT_FOUND, " / ", DELIVERY_NOT_FOUND), body = ErrorBody),
    ),
)]
pub(super) async fn redeliver(
    State(app): State<AppState>,
    ids: PathSegments,
    request: ApiRequest,
) -> ApiResult<Answer<DeliveryView>> {
    let caller = authenticate(&app, &request).await?;
    let (id, delivery) = ids.or_unknown(WebhookServiceError::NotFound)?;
    let record = app
        .webhooks()
        .redeliver(subscriber(&caller), &id, &delivery)
        .await?;
    Ok(Answer::new(DeliveryView::of(record)))
}

#[utoipa::path(
    post,
    path = "/webhooks/{id}/test",
    tag = TAG_WEBHOOKS,
    operation_id = "sendWebhookTest",
    summary = "Queue a `webhook.test` event for this webhook, whatever events it asked for; it goes out within a second like any other",
    security(("cookie" = []), ("secret" = []), ("token" = ["webhooks:write"])),
    params(("id" = String, Path, description = "The webhook's id")),
    responses(
        (status = 200, description = "The queued delivery", body = Answer<DeliveryView>),
        (status = 404, description = WEBHOOK_NOT_FOUND, body = ErrorBody),
        (status = 409, description = const_format::concatcp!(QUEUE_FULL, " / ", super::errors::NO_TEST_FOR_FORWARDING), body = ErrorBody),
    ),
)]
pub(super) async fn send_test(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<DeliveryView>> {
    let caller = authenticate(&app, &request).await?;
    let id = id.or_unknown(WebhookServiceError::NotFound)?;
    let record = app.webhooks().send_test(subscriber(&caller), &id).await?;
    Ok(Answer::new(DeliveryView::of(record)))
}
