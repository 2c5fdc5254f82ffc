//! Gathering visits into `visit` deliveries: every WEBHOOK_VISIT_SECONDS
//! the events flushed since the last run, of links whose authors (or the
//! owner, for the whole instance) asked for visits, go out in batches of WEBHOOK_VISIT_BATCH per webhook. The
//! cursor moves in the transaction that queues the batches, so a crash
//! loses none and instances sharing a database gather each event once.

use super::outbox::Outbox;
use super::payload::visits_payload;
use crate::domain::analytics::Destination;
use crate::domain::time::now_millis;
use crate::domain::webhooks::{EventKind, WebhookFilters};
use crate::store::{
    HookLink, HookVisit, NewDelivery, Store, StoreError, VisitCursor, WebhookRecord,
};
use std::collections::hash_map::Entry;
use std::collections::{BTreeMap, HashMap};

/// Events one page reads at most.
const RUN_LIMIT: i64 = 20_000;
/// Pages one run reads at most before it leaves the rest to the next run.
const PAGES_PER_RUN: usize = 10;

impl Outbox {
    /// One run: pages of events until caught up (or [`PAGES_PER_RUN`]);
    /// returns the visits queued (each counted once per webhook).
    pub async fn gather_visits(&self, store: &Store, batch: usize) -> Result<usize, StoreError> {
        let mut queued = 0;
        for _ in 0..PAGES_PER_RUN {
            let (sent, more) = self.gather_page(store, batch).await?;
            queued += sent;
            if !more {
                break;
            }
        }
        Ok(queued)
    }

    /// One page; also says whether the range had more events than it.
    async fn gather_page(&self, store: &Store, batch: usize) -> Result<(usize, bool), StoreError> {
        let range = store.next_visit_range().await?;
        let idle = VisitCursor {
            after_event: range.up_to,
            seen_high: range.high,
        };
        let nothing_new = range.up_to <= range.cursor.after_event;
        if nothing_new || !store.any_visit_webhook().await? {
            if idle != range.cursor {
                store
                    .queue_visit_batches(&[], self.queue_limit(), range.cursor, idle)
                    .await?;
            }
            return Ok((0, false));
        }
        let visits = store
            .visits_for_webhooks(range.cursor.after_event, range.up_to, RUN_LIMIT)
            .await?;
        let full = visits.len() as i64 == RUN_LIMIT;
        let to = match visits.last() {
            // The range is not done: the next run goes on up to its end.
            Some(last) if full => VisitCursor {
                after_event: last.event_id,
                seen_high: range.up_to,
            },
            _ => idle,
        };
        let deliveries = self.visit_batches(store, &visits, batch.max(1)).await?;
        let sent: usize = deliveries.iter().map(|(_, n)| *n).sum();
        let deliveries: Vec<NewDelivery> = deliveries.into_iter().map(|(d, _)| d).collect();
        match store
            .queue_visit_batches(&deliveries, self.queue_limit(), range.cursor, to)
            .await?
        {
            Some(queued) => {
                self.count_drops(queued.dropped_old + queued.dropped_new);
                Ok((sent, full))
            }
            // Another instance gathered this range.
            None => Ok((0, false)),
        }
    }

    /// Each webhook's batches of `visits`, with the number of visits in each.
    async fn visit_batches(
        &self,
        store: &Store,
        visits: &[HookVisit],
        batch: usize,
    ) -> Result<Vec<(NewDelivery, usize)>, StoreError> {
        let mut nums: Vec<i64> = visits.iter().map(|v| v.link_num).collect();
        nums.sort_unstable();
        nums.dedup();
        // Events of a link deleted since are nobody's any more.
        let links = store.hook_links(&nums).await?;
        // Each author's webhooks that asked for visits, with their filters.
        let mut subscribers: HashMap<Option<&str>, Vec<(WebhookRecord, WebhookFilters)>> =
            HashMap::new();
        for link in links.values() {
            let author = link.author.as_deref();
            if let Entry::Vacant(slot) = subscribers.entry(author) {
                let webhooks = store.active_webhooks_of(author).await?;
                slot.insert(Outbox::asking(webhooks, EventKind::Visit));
            }
        }
        let tag_filters = subscribers
            .values()
            .flatten()
            .any(|(_, filters)| !filters.tags.is_empty());
        let tags = if tag_filters {
            let mut ids: Vec<String> = links.values().map(|l| l.link_id.clone()).collect();
            ids.sort();
            store.tags_of_links(&ids).await?
        } else {
            HashMap::new()
        };
        let no_tags = Vec::new();
        let mut per_webhook: BTreeMap<&str, (&WebhookRecord, Vec<Visited<'_>>)> = BTreeMap::new();
        for visit in visits {
            let Some(link) = links.get(&visit.link_num) else {
                continue;
            };
            let hearing = subscribers
                .get(&link.author.as_deref())
                .map_or(&[][..], Vec::as_slice);
            if hearing.is_empty() {
                continue;
            }
            let link_tags = tags.get(&link.link_id).unwrap_or(&no_tags);
            for (webhook, filters) in hearing {
                if filters.admit(&link.link_id, &link.domain_id, link_tags) {
                    per_webhook
                        .entry(&webhook.id)
                        .or_insert_with(|| (webhook, Vec::new()))
                        .1
                        .push((visit, link));
                }
            }
        }
        let now = now_millis();
        let mut deliveries = Vec::new();
        for (webhook, visits) in per_webhook.into_values() {
            let destination = super::Webhook::of(webhook.clone()).destination;
            let forwarded = destination != Destination::Webhook;
            // Analytics services count people: bots' visits stay here.
            let visits: Vec<Visited<'_>> = visits
                .into_iter()
                .filter(|(v, _)| !(forwarded && v.bot))
                .collect();
            let batch = destination.visits_per_request().unwrap_or(batch);
            for chunk in visits.chunks(batch) {
                let payload = visits_payload(now, chunk, self.default_host());
                deliveries.push((
                    self.delivery(webhook, EventKind::Visit.as_str(), None, payload),
                    chunk.len(),
                ));
            }
        }
        Ok(deliveries)
    }
}

/// A visit and its link.
pub(super) type Visited<'a> = (&'a HookVisit, &'a HookLink);
