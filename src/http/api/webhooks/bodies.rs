//! What the webhook operations read and send.

use crate::domain::time::format_millis;
use crate::domain::webhooks::WebhookFilters;
use crate::http::patch::Patch;
use crate::http::request_body::RequestBody;
use crate::store::DeliveryRecord;
use crate::webhooks::Webhook;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// Which of the account's links an event must concern; an absent or
/// empty list does not narrow. At most 100 values each.
#[derive(Debug, Default, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FiltersBody {
    /// Link tags: an event passes if its link has one of them.
    #[serde(default)]
    pub tags: Vec<String>,
    /// Link ids.
    #[serde(default)]
    pub links: Vec<String>,
    /// Domain ids (`default` for the default domain).
    #[serde(default)]
    pub domains: Vec<String>,
}

impl From<FiltersBody> for WebhookFilters {
    fn from(body: FiltersBody) -> Self {
        Self {
            tags: body.tags,
            links: body.links,
            domains: body.domains,
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreateWebhookBody {
    /// Where deliveries are POSTed: an http or https URL, at most 2048
    /// characters, without credentials or fragment. Loopback, private and
    /// link-local addresses are refused unless WEBHOOK_ALLOW_PRIVATE is set.
    #[schema(max_length = 2048)]
    pub url: String,
    /// `webhook` (default): signed deliveries of the chosen events. `matomo`,
    /// `plausible` or `umami`: visits forwarded to that analytics service at
    /// `url` (its tracking endpoint), with `events` `["visit"]`.
    pub kind: Option<String>,
    /// The analytics service's site: `{"siteId": 1, "tokenAuth": "…"}`
    /// (Matomo; the token is optional), `{"domain": "example.com"}`
    /// (Plausible), `{"websiteId": "<uuid>"}` (Umami). Absent for a webhook.
    #[schema(value_type = Option<Object>)]
    pub target: Option<serde_json::Value>,
    /// At most 200 characters.
    #[schema(max_length = 200)]
    pub description: Option<String>,
    /// One or more of `link.created`, `link.updated`, `link.deleted`,
    /// `link.expired`, `link.exhausted`, `visit`, `import.finished`, and
    /// for the owner and admins `account.created`, `account.disabled`.
    pub events: Vec<String>,
    pub filters: Option<FiltersBody>,
    /// Created paused: nothing is queued for it until it is resumed.
    pub paused: Option<bool>,
    /// Whose links' events it hears: `account` (default), the caller's;
    /// `instance`, every link of the instance (the owner only).
    pub scope: Option<String>,
}

impl RequestBody for CreateWebhookBody {}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EditWebhookBody {
    /// Absent: unchanged.
    #[schema(max_length = 2048)]
    pub url: Option<String>,
    /// Absent: unchanged (give `target` with it).
    pub kind: Option<String>,
    /// Absent: unchanged.
    #[schema(value_type = Option<Object>)]
    pub target: Option<serde_json::Value>,
    /// Absent: unchanged; null: none.
    #[serde(default)]
    #[schema(value_type = Option<String>, max_length = 200)]
    pub description: Patch<String>,
    /// Absent: unchanged.
    pub events: Option<Vec<String>>,
    /// Absent: unchanged; replaces every filter when present.
    pub filters: Option<FiltersBody>,
    /// Absent: unchanged. Resuming also clears the failing mark.
    pub paused: Option<bool>,
    /// Absent: unchanged.
    pub scope: Option<String>,
}

impl RequestBody for EditWebhookBody {}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DeliveryPageParams {
    /// The `cursor` of the previous page: deliveries before it.
    pub before: Option<String>,
    /// 1–100 (default 25).
    pub limit: Option<String>,
}

/// A webhook (its secret is shown only when created or rotated).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookView {
    pub id: String,
    pub url: String,
    /// `webhook`, `matomo`, `plausible` or `umami`.
    pub kind: String,
    /// The analytics service's site (a Matomo `tokenAuth` shows as
    /// `********`); `null` for a webhook.
    #[schema(value_type = Option<Object>, required = true)]
    pub target: Option<serde_json::Value>,
    #[schema(required = true)]
    pub description: Option<String>,
    pub events: Vec<String>,
    pub filters: FiltersBody,
    pub paused: bool,
    /// `account`: events of the caller's links; `instance`: of every link.
    pub scope: String,
    /// A delivery gave up after its retries since the last success.
    pub failing: bool,
    #[schema(required = true)]
    pub failing_since: Option<String>,
    /// Deliveries waiting to be sent or retried.
    pub pending: i64,
    /// Events not queued, or removed from the queue, because the account's
    /// queue was full.
    pub dropped: i64,
    /// Until when the secret before the last rotation still signs too.
    #[schema(required = true)]
    pub previous_secret_valid_until: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

impl WebhookView {
    pub fn of(webhook: Webhook, now: i64) -> Self {
        let record = webhook.record;
        Self {
            kind: webhook.destination.kind().to_owned(),
            target: webhook.destination.target().map(masked),
            id: record.id,
            url: record.url,
            description: record.description,
            events: webhook
                .events
                .iter()
                .map(|e| e.as_str().to_owned())
                .collect(),
            filters: FiltersBody {
                tags: webhook.filters.tags,
                links: webhook.filters.links,
                domains: webhook.filters.domains,
            },
            paused: record.paused,
            scope: record.scope,
            failing: record.failing_since.is_some(),
            failing_since: record.failing_since.map(format_millis),
            pending: record.pending,
            dropped: record.dropped,
            previous_secret_valid_until: record
                .previous_secret_until
                .filter(|until| *until > now)
                .map(format_millis),
            created_at: format_millis(record.created_at),
            updated_at: format_millis(record.updated_at),
        }
    }
}

/// A target as shown: a Matomo token is a credential, never echoed.
fn masked(mut target: serde_json::Value) -> serde_json::Value {
    if let Some(token) = target.get_mut("tokenAuth").filter(|t| t.is_string()) {
        *token = serde_json::Value::String("********".into());
    }
    target
}

/// A webhook with its signing secret, shown this once.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookWithSecret {
    #[serde(flatten)]
    pub webhook: WebhookView,
    /// `whsec_` and base64: the key of the Standard Webhooks signature.
    pub secret: String,
}

/// One delivery of an event to a webhook, and its last attempt.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeliveryView {
    /// The message id: the `webhook-id` header, the same on every attempt.
    pub id: String,
    pub event: String,
    /// `pending` (waiting or retrying), `delivered` or `failed` (given up).
    pub state: String,
    pub attempts: i32,
    /// When a pending delivery is tried next.
    #[schema(required = true)]
    pub next_attempt_at: Option<String>,
    #[schema(required = true)]
    pub last_attempt_at: Option<String>,
    /// The endpoint's last status code.
    #[schema(required = true)]
    pub response_status: Option<i32>,
    /// The first KiB of the endpoint's last answer.
    #[schema(required = true)]
    pub response_body: Option<String>,
    /// Why the last attempt failed.
    #[schema(required = true)]
    pub error: Option<String>,
    /// The body sent, as sent.
    pub payload: String,
    pub created_at: String,
    #[schema(required = true)]
    pub finished_at: Option<String>,
}

impl DeliveryView {
    pub fn of(record: DeliveryRecord) -> Self {
        let pending = record.state == "pending";
        Self {
            id: record.message_id,
            event: record.event,
            attempts: record.attempts,
            next_attempt_at: pending.then(|| format_millis(record.next_attempt_at)),
            last_attempt_at: record.last_attempt_at.map(format_millis),
            response_status: record.response_status,
            response_body: record.response_body,
            error: record.error,
            payload: record.payload,
            created_at: format_millis(record.created_at),
            finished_at: record.finished_at.map(format_millis),
            state: record.state,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeliveryPage {
    /// Newest first.
    pub deliveries: Vec<DeliveryView>,
    /// Pass as `before` for the next page; `null` on the last.
    #[schema(required = true)]
    pub cursor: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WebhookList {
    /// Oldest first.
    pub webhooks: Vec<WebhookView>,
}
