//! Webhooks as an application service (the `webhooks` operations of the
//! OpenAPI document, docs/webhooks.md): an account's subscriptions, their
//! secrets and delivery log; the outbox events are queued through; and the
//! dispatcher the delivery job sends with.

mod dispatch;
mod notices;
mod outbox;
mod payload;
mod results;
mod sender;
mod visits;

pub use dispatch::Dispatcher;
pub use notices::listen_for_link_notices;
pub use outbox::Outbox;
pub use payload::{changed_fields, ImportCounts};
pub use sender::GuardedResolver;

/// How an attempt ended, for whoever keeps count (the metrics).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttemptEnd {
    Delivered,
    /// Failed; tried again later.
    Retried,
    /// Failed after its retries: given up.
    Failed,
}

/// Where deliveries' ends and dropped events are counted.
pub trait Report: Send + Sync {
    fn attempt(&self, end: AttemptEnd, elapsed: std::time::Duration);
    /// Events dropped, or removed from a queue, to keep an account's bound.
    fn dropped(&self, count: u64);
}

use crate::domain::accounts::Role;
use crate::domain::analytics::{Destination, DestinationError};
use crate::domain::audit::{AuditAction, AuditBy, AuditTarget};
use crate::domain::time::now_millis;
use crate::domain::webhooks::{
    description, new_secret, parse_events, EndpointUrl, EventKind, WebhookFilters,
    WebhookRuleError, WebhookScope, PREVIOUS_SECRET_MILLIS,
};
use crate::store::{DeliveryRecord, Store, StoreError, WebhookFields, WebhookRecord};

#[derive(Debug, thiserror::Error)]
pub enum WebhookServiceError {
    #[error(transparent)]
    Refused(#[from] WebhookRuleError),
    /// No webhook with this id is the caller's.
    #[error("webhook not found")]
    NotFound,
    #[error("delivery not found")]
    DeliveryNotFound,
    /// The account's queue is full of events that are not visit batches.
    #[error("queue full")]
    QueueFull,
    /// An analytics forwarding has no kind or target of that shape.
    #[error(transparent)]
    Destination(#[from] DestinationError),
    /// An analytics forwarding forwards visits, nothing else.
    #[error("forwarding is for visits")]
    ForwardingVisitsOnly,
    /// The account has [`MAX_WEBHOOKS_PER_ACCOUNT`] already.
    #[error("too many webhooks")]
    TooMany,
    /// Test events are for webhooks: a forwarding would count a page view.
    #[error("no test for a forwarding")]
    NoTestForForwarding,
    #[error(transparent)]
    Store(#[from] StoreError),
}

pub type WebhookResult<T> = Result<T, WebhookServiceError>;

/// A subscription, its stored values read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Webhook {
    pub record: WebhookRecord,
    pub events: Vec<EventKind>,
    pub filters: WebhookFilters,
    /// Signed webhooks, or the analytics service visits are forwarded to.
    pub destination: Destination,
}

impl Webhook {
    pub(super) fn of(record: WebhookRecord) -> Self {
        let events = record
            .events
            .split_whitespace()
            .filter_map(EventKind::parse)
            .collect();
        let filters = serde_json::from_str(&record.filters).unwrap_or_default();
        let target: Option<serde_json::Value> = record
            .target
            .as_deref()
            .and_then(|t| serde_json::from_str(t).ok());
        let destination =
            Destination::parse(&record.kind, target.as_ref()).unwrap_or(Destination::Webhook);
        Self {
            record,
            events,
            filters,
            destination,
        }
    }
}

/// What a subscription is asked to be, each value unchecked.
#[derive(Debug, Clone, Default)]
pub struct WebhookInput {
    pub url: String,
    /// `webhook`, or `matomo`, `plausible`, `umami` to forward visits.
    pub kind: String,
    /// The analytics service's site; `None` for a webhook.
    pub target: Option<serde_json::Value>,
    pub description: Option<String>,
    pub events: Vec<String>,
    pub filters: WebhookFilters,
    pub paused: bool,
    /// `account` (its links), or `instance` (every link; the owner only).
    pub scope: String,
}

/// Who asks: the account and its role.
#[derive(Debug, Clone, Copy)]
pub struct Subscriber<'a> {
    pub account_id: &'a str,
    pub role: Role,
}

/// A webhook as the audit log names it: by its URL's host only, as the
/// rest of a URL may be a secret (a chat service's hook path).
fn webhook_target(id: &str, url: &str) -> AuditTarget {
    AuditTarget {
        kind: "webhook",
        id: Some(id.to_owned()),
        name: url::Url::parse(url)
            .ok()
            .and_then(|u| u.host_str().map(str::to_owned)),
    }
}

/// The service, borrowed from the application state for one request.
pub struct Webhooks<'a> {
    store: &'a Store,
    outbox: &'a Outbox,
    allow_private: bool,
}

/// Webhooks and forwardings one account may have: each event fans out to
/// every one of them.
pub const MAX_WEBHOOKS_PER_ACCOUNT: i64 = 50;

/// Deliveries one page of the log holds at most.
pub const MAX_DELIVERY_PAGE: i64 = 100;

impl<'a> Webhooks<'a> {
    pub fn new(store: &'a Store, outbox: &'a Outbox, allow_private: bool) -> Self {
        Self {
            store,
            outbox,
            allow_private,
        }
    }

    pub async fn list(&self, who: Subscriber<'_>) -> WebhookResult<Vec<Webhook>> {
        let records = self.store.list_webhooks(who.account_id).await?;
        Ok(records.into_iter().map(Webhook::of).collect())
    }

    /// The caller's webhook `id`; another account's is not found.
    pub async fn find(&self, who: Subscriber<'_>, id: &str) -> WebhookResult<Webhook> {
        match self.store.find_webhook(id).await? {
            Some(record) if record.account_id == who.account_id => Ok(Webhook::of(record)),
            _ => Err(WebhookServiceError::NotFound),
        }
    }

    fn checked(&self, who: Subscriber<'_>, input: &WebhookInput) -> WebhookResult<Checked> {
        let url = EndpointUrl::parse(input.url.trim(), self.allow_private)?;
        let events = parse_events(&input.events, who.role.is_admin_or_owner())?;
        let destination = Destination::parse(&input.kind, input.target.as_ref())?;
        if destination != Destination::Webhook && events != [EventKind::Visit] {
            return Err(WebhookServiceError::ForwardingVisitsOnly);
        }
        let scope = WebhookScope::parse(&input.scope, who.role == Role::Owner)?;
        let filters = input.filters.clone().check()?;
        let description = match &input.description {
            Some(text) => description(text)?,
            None => None,
        };
        Ok(Checked {
            kind: destination.kind(),
            target: destination.target().map(|t| t.to_string()),
            url: url.as_str().to_owned(),
            description,
            events: events
                .iter()
                .map(|e| e.as_str())
                .collect::<Vec<_>>()
                .join(" "),
            filters: serde_json::to_string(&filters).unwrap_or_else(|_| "{}".into()),
            paused: input.paused,
            scope: scope.as_str(),
        })
    }

    /// Creates a webhook; the answer holds its secret, shown this once.
    pub async fn create(
        &self,
        who: Subscriber<'_>,
        input: &WebhookInput,
        by: &AuditBy,
    ) -> WebhookResult<(Webhook, String)> {
        let checked = self.checked(who, input)?;
        let id = uuid::Uuid::new_v4().to_string();
        let secret = new_secret();
        let fields = checked.fields();
        let audit = by
            .entry(AuditAction::WebhookCreated, now_millis())
            .on(webhook_target(&id, fields.url))
            .with(serde_json::json!({ "events": fields.events, "kind": fields.kind }));
        let inserted = self
            .store
            .insert_webhook(
                &id,
                who.account_id,
                &fields,
                &secret,
                MAX_WEBHOOKS_PER_ACCOUNT,
                &audit,
            )
            .await?;
        if !inserted {
            return Err(WebhookServiceError::TooMany);
        }
        Ok((self.find(who, &id).await?, secret))
    }

    /// Replaces what webhook `id` is (the caller merged a patch into it).
    pub async fn update(
        &self,
        who: Subscriber<'_>,
        id: &str,
        input: &WebhookInput,
        by: &AuditBy,
    ) -> WebhookResult<Webhook> {
        self.find(who, id).await?;
        let checked = self.checked(who, input)?;
        let fields = checked.fields();
        let audit = by
            .entry(AuditAction::WebhookChanged, now_millis())
            .on(webhook_target(id, fields.url))
            .with(serde_json::json!({
                "events": fields.events,
                "kind": fields.kind,
                "paused": fields.paused,
            }));
        match self
            .store
            .update_webhook(id, &fields, now_millis(), &audit)
            .await
        {
            Ok(()) => {}
            Err(StoreError::NotFound) => return Err(WebhookServiceError::NotFound),
            Err(other) => return Err(other.into()),
        }
        self.find(who, id).await
    }

    /// A new secret for webhook `id`, shown this once; the old one still
    /// signs, beside it, for a day.
    pub async fn rotate_secret(
        &self,
        who: Subscriber<'_>,
        id: &str,
        by: &AuditBy,
    ) -> WebhookResult<(Webhook, String)> {
        let webhook = self.find(who, id).await?;
        let secret = new_secret();
        let now = now_millis();
        let audit = by
            .entry(AuditAction::WebhookChanged, now)
            .on(webhook_target(id, &webhook.record.url))
            .with(serde_json::json!({ "secretRotated": true }));
        self.store
            .rotate_webhook_secret(id, &secret, now + PREVIOUS_SECRET_MILLIS, now, &audit)
            .await?;
        Ok((self.find(who, id).await?, secret))
    }

    pub async fn delete(
        &self,
        who: Subscriber<'_>,
        id: &str,
        by: &AuditBy,
    ) -> WebhookResult<Webhook> {
        let webhook = self.find(who, id).await?;
        let audit = by
            .entry(AuditAction::WebhookDeleted, now_millis())
            .on(webhook_target(id, &webhook.record.url));
        match self.store.delete_webhook(id, &audit).await {
            Ok(()) => Ok(webhook),
            Err(StoreError::NotFound) => Err(WebhookServiceError::NotFound),
            Err(other) => Err(other.into()),
        }
    }

    /// A page of webhook `id`'s delivery log, newest first.
    pub async fn deliveries(
        &self,
        who: Subscriber<'_>,
        id: &str,
        before: Option<i64>,
        limit: i64,
    ) -> WebhookResult<Vec<DeliveryRecord>> {
        self.find(who, id).await?;
        Ok(self
            .store
            .list_deliveries(id, before, limit.clamp(1, MAX_DELIVERY_PAGE))
            .await?)
    }

    /// Queues delivery `message_id` of webhook `id` again, now.
    pub async fn redeliver(
        &self,
        who: Subscriber<'_>,
        id: &str,
        message_id: &str,
    ) -> WebhookResult<DeliveryRecord> {
        self.find(who, id).await?;
        let delivery = self
            .store
            .find_delivery(id, message_id)
            .await?
            .ok_or(WebhookServiceError::DeliveryNotFound)?;
        if delivery.state != "pending" {
            match self.store.redeliver(id, message_id, now_millis()).await {
                Ok(()) | Err(StoreError::NotFound) => {}
                Err(other) => return Err(other.into()),
            }
        }
        self.store
            .find_delivery(id, message_id)
            .await?
            .ok_or(WebhookServiceError::DeliveryNotFound)
    }

    /// Queues a `webhook.test` event for webhook `id`.
    pub async fn send_test(&self, who: Subscriber<'_>, id: &str) -> WebhookResult<DeliveryRecord> {
        let webhook = self.find(who, id).await?;
        if webhook.destination != Destination::Webhook {
            return Err(WebhookServiceError::NoTestForForwarding);
        }
        let message = self
            .outbox
            .test_event(self.store, &webhook.record)
            .await?
            .ok_or(WebhookServiceError::QueueFull)?;
        self.store
            .find_delivery(id, &message)
            .await?
            .ok_or(WebhookServiceError::DeliveryNotFound)
    }
}

struct Checked {
    kind: &'static str,
    target: Option<String>,
    url: String,
    description: Option<String>,
    events: String,
    filters: String,
    paused: bool,
    scope: &'static str,
}

impl Checked {
    fn fields(&self) -> WebhookFields<'_> {
        WebhookFields {
            url: &self.url,
            kind: self.kind,
            target: self.target.as_deref(),
            description: self.description.as_deref(),
            events: &self.events,
            filters: &self.filters,
            paused: self.paused,
            scope: self.scope,
        }
    }
}
