//! Accepting events: each becomes one delivery per webhook that asked for
//! it, queued in the database before the write that caused it answers.
//! A failure to queue is logged and never fails that write.

use super::payload::{account_data, envelope, import_data, link_data, ImportCounts};
use super::Report;
use crate::domain::time::now_millis;
use crate::domain::webhooks::{new_message_id, EventKind, WebhookFilters, TEST_EVENT};
use crate::store::{AccountRecord, LinkRecord, NewDelivery, Store, StoreError, WebhookRecord};
use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::sync::Arc;

/// Where events are queued, with the bound each account's queue keeps.
#[derive(Clone)]
pub struct Outbox {
    queue_limit: usize,
    /// DOMAIN's host, named in events about links on the default domain.
    default_host: Option<Arc<str>>,
    report: Option<Arc<dyn Report>>,
}

impl Default for Outbox {
    /// The default queue bound, no DOMAIN host, nothing counted: for
    /// commands and paths that hold no application state.
    fn default() -> Self {
        Self::new(
            crate::config::WebhookSettings::default().queue_limit,
            None,
            None,
        )
    }
}

impl Outbox {
    pub fn new(
        queue_limit: usize,
        default_host: Option<String>,
        report: Option<Arc<dyn Report>>,
    ) -> Self {
        Self {
            queue_limit,
            default_host: default_host.map(Arc::from),
            report,
        }
    }

    pub(super) fn queue_limit(&self) -> i64 {
        self.queue_limit as i64
    }

    pub(super) fn default_host(&self) -> Option<&str> {
        self.default_host.as_deref()
    }

    fn filters_of(webhook: &WebhookRecord) -> WebhookFilters {
        serde_json::from_str(&webhook.filters).unwrap_or_default()
    }

    /// Whether a webhook asked for `kind` (its filters aside).
    pub(super) fn asked_for(webhook: &WebhookRecord, kind: EventKind) -> bool {
        webhook
            .events
            .split_whitespace()
            .any(|name| name == kind.as_str())
    }

    /// `webhooks` that asked for `kind`, each with its filters, read once.
    pub(super) fn asking(
        webhooks: Vec<WebhookRecord>,
        kind: EventKind,
    ) -> Vec<(WebhookRecord, WebhookFilters)> {
        webhooks
            .into_iter()
            .filter(|w| Self::asked_for(w, kind))
            .map(|w| {
                let filters = Self::filters_of(&w);
                (w, filters)
            })
            .collect()
    }

    /// Queues `kind` about `link` for its author's webhooks and the
    /// instance's; `changed` names the fields an update changed.
    pub async fn link_event(
        &self,
        store: &Store,
        kind: EventKind,
        link: &LinkRecord,
        changed: Option<Vec<&'static str>>,
    ) {
        self.link_events(store, kind, &[(link, changed)]).await;
    }

    /// [`Outbox::link_event`] for many links (a bulk edit's chunk): the
    /// subscriptions are read once per author, not once per link.
    pub async fn link_events(
        &self,
        store: &Store,
        kind: EventKind,
        links: &[(&LinkRecord, Option<Vec<&'static str>>)],
    ) {
        let mut by_author: HashMap<Option<&str>, Vec<(WebhookRecord, WebhookFilters)>> =
            HashMap::new();
        for (link, changed) in links {
            let result = async {
                let author = link.author.as_deref();
                let webhooks = match by_author.entry(author) {
                    Entry::Occupied(known) => known.into_mut(),
                    Entry::Vacant(slot) => {
                        let webhooks = store.active_webhooks_of(author).await?;
                        slot.insert(Self::asking(webhooks, kind))
                    }
                };
                let hearing: Vec<&WebhookRecord> = webhooks
                    .iter()
                    .filter(|(_, filters)| filters.admit(&link.id, &link.domain_id, &link.tags))
                    .map(|(w, _)| w)
                    .collect();
                if hearing.is_empty() {
                    return Ok(());
                }
                let mut data = link_data(link, self.default_host.as_deref());
                if let Some(changed) = changed {
                    data["changed"] = serde_json::json!(changed);
                }
                let payload = envelope(kind.as_str(), now_millis(), data);
                self.queue(store, &hearing, kind.as_str(), Some(&link.id), &payload)
                    .await
            }
            .await;
            if let Err(error) = result {
                tracing::warn!(%error, event = kind.as_str(), "could not queue a webhook event");
            }
        }
    }

    /// Queues `import.finished` for `account_id`'s webhooks and the
    /// instance's that asked for it; link filters do not apply.
    pub async fn import_finished(
        &self,
        store: &Store,
        account_id: &str,
        counts: &ImportCounts<'_>,
    ) {
        let kind = EventKind::ImportFinished;
        let result = async {
            let webhooks = store.active_webhooks_of(Some(account_id)).await?;
            let hearing: Vec<&WebhookRecord> = webhooks
                .iter()
                .filter(|w| Self::asked_for(w, kind))
                .collect();
            if hearing.is_empty() {
                return Ok(());
            }
            let payload = envelope(kind.as_str(), now_millis(), import_data(counts));
            self.queue(store, &hearing, kind.as_str(), None, &payload)
                .await
        }
        .await;
        if let Err(error) = result {
            tracing::warn!(%error, event = kind.as_str(), "could not queue a webhook event");
        }
    }

    /// Queues an instance-wide `kind` about `account` for the owner's and
    /// admins' webhooks that asked for it.
    pub async fn account_event(&self, store: &Store, kind: EventKind, account: &AccountRecord) {
        let result = async {
            let webhooks = store.active_instance_webhooks().await?;
            let hearing: Vec<&WebhookRecord> = webhooks
                .iter()
                .filter(|w| Self::asked_for(w, kind))
                .collect();
            if hearing.is_empty() {
                return Ok(());
            }
            let payload = envelope(kind.as_str(), now_millis(), account_data(account));
            // Events about one account go out in order too.
            self.queue(store, &hearing, kind.as_str(), Some(&account.id), &payload)
                .await
        }
        .await;
        if let Err(error) = result {
            tracing::warn!(%error, event = kind.as_str(), "could not queue a webhook event");
        }
    }

    /// Queues a test event for `webhook`, whatever it asked for; returns
    /// its message id, or `None` when the account's queue had no room.
    pub async fn test_event(
        &self,
        store: &Store,
        webhook: &WebhookRecord,
    ) -> Result<Option<String>, StoreError> {
        let payload = envelope(
            TEST_EVENT,
            now_millis(),
            serde_json::json!({ "webhookId": webhook.id }),
        );
        let delivery = self.delivery(webhook, TEST_EVENT, None, payload);
        let id = delivery.message_id.clone();
        let queued = store
            .queue_deliveries(&[delivery], self.queue_limit as i64)
            .await?;
        self.count_drops(queued.dropped_old + queued.dropped_new);
        Ok((queued.queued == 1).then_some(id))
    }

    pub(super) fn delivery(
        &self,
        webhook: &WebhookRecord,
        event: &str,
        order_key: Option<&str>,
        payload: String,
    ) -> NewDelivery {
        NewDelivery {
            message_id: new_message_id(),
            webhook_id: webhook.id.clone(),
            account_id: webhook.account_id.clone(),
            event: event.to_owned(),
            order_key: order_key.map(str::to_owned),
            payload,
            created_at: now_millis(),
        }
    }

    async fn queue(
        &self,
        store: &Store,
        webhooks: &[&WebhookRecord],
        event: &str,
        order_key: Option<&str>,
        payload: &str,
    ) -> Result<(), StoreError> {
        let deliveries: Vec<NewDelivery> = webhooks
            .iter()
            .map(|w| self.delivery(w, event, order_key, payload.to_owned()))
            .collect();
        let queued = store
            .queue_deliveries(&deliveries, self.queue_limit as i64)
            .await?;
        self.count_drops(queued.dropped_old + queued.dropped_new);
        Ok(())
    }

    pub(super) fn count_drops(&self, dropped: u64) {
        if dropped > 0 {
            if let Some(report) = &self.report {
                report.dropped(dropped);
            }
        }
    }
}
