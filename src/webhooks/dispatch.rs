//! Sending what is due: claim deliveries from the queue, send each within
//! the bounds (in flight in total and per endpoint), and write how each
//! attempt ended: delivered, retried later with backoff, or given up
//! after WEBHOOK_RETRY_FOR, which marks the webhook failing.

use super::results::{Finished, ResultWriter};
use super::sender::{Answer, Sender};
use super::{AttemptEnd, Report};
use crate::config::WebhookSettings;
use crate::domain::analytics::{forward_requests, Destination, ForwardedVisit};
use crate::domain::time::{now_millis, parse_iso};
use crate::domain::webhooks::{retry_delay, signature_header};
use crate::store::{ClaimedDelivery, Store, StoreError};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;
use tokio::sync::Semaphore;

/// How long a claim keeps other senders off a delivery, past the longest
/// attempt: renewed when a delivery's turn comes too late for the rest of
/// it, so a delivery claimed by an instance that died is sent by another
/// this soon after.
fn lease_ms(settings: &WebhookSettings) -> i64 {
    2 * settings.timeout.as_millis() as i64 + 5_000
}

/// How long one run keeps claiming while the queue has more than room:
/// most of the delivery job's period.
const CLAIMING_FOR: std::time::Duration = std::time::Duration::from_millis(200);

/// The sender of one instance, shared by its delivery job's runs.
pub struct Dispatcher {
    sender: Sender,
    settings: WebhookSettings,
    in_flight: Arc<Semaphore>,
    /// Per webhook: its deliveries in flight.
    endpoints: Mutex<HashMap<String, Arc<Semaphore>>>,
    /// Runs of the delivery job so far, for its rarer chores.
    runs: AtomicU64,
    results: ResultWriter,
}

impl Dispatcher {
    pub fn new(settings: WebhookSettings) -> Result<Self, reqwest::Error> {
        Ok(Self {
            sender: Sender::new(&settings)?,
            in_flight: Arc::new(Semaphore::new(settings.concurrency)),
            endpoints: Mutex::new(HashMap::new()),
            runs: AtomicU64::new(0),
            results: ResultWriter::default(),
            settings,
        })
    }

    /// The number of this run of the delivery job, from 0.
    pub fn next_run(&self) -> u64 {
        self.runs.fetch_add(1, Ordering::Relaxed)
    }

    fn endpoint(&self, webhook_id: &str) -> Arc<Semaphore> {
        let mut endpoints = self
            .endpoints
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        // Idle endpoints' semaphores go, so the map stays as small as the
        // webhooks with deliveries in flight.
        if endpoints.len() > 1024 {
            endpoints.retain(|_, s| Arc::strong_count(s) > 1);
        }
        Arc::clone(
            endpoints
                .entry(webhook_id.to_owned())
                .or_insert_with(|| Arc::new(Semaphore::new(self.settings.endpoint_concurrency))),
        )
    }

    /// Claims what is due and room allows, and starts sending it; returns
    /// how many deliveries it started. Sends run on after it returns.
    pub async fn run_once(
        self: &Arc<Self>,
        store: &Store,
        report: &Arc<dyn Report>,
    ) -> Result<usize, StoreError> {
        // While the queue has more than room allows, claim again as sends
        // finish, for most of a run's period: throughput is then the
        // concurrency over an endpoint's answer time, not one claim a run.
        if !store.any_delivery_due(now_millis()).await? {
            return Ok(0);
        }
        let deadline = Instant::now() + CLAIMING_FOR;
        // Claims wait for half the room, not for one free place: a claim
        // is two statements, and one per finished send would be a claim
        // per delivery under load.
        let worth_a_claim = self.settings.concurrency.div_ceil(2).clamp(1, 1 << 16);
        let mut started = 0;
        loop {
            let room = self.in_flight.available_permits();
            if room < worth_a_claim {
                if Instant::now() >= deadline {
                    break;
                }
                let wait = tokio::time::timeout(
                    deadline.saturating_duration_since(Instant::now()),
                    Arc::clone(&self.in_flight).acquire_many_owned(worth_a_claim as u32),
                );
                match wait.await {
                    Ok(Ok(permit)) => drop(permit),
                    _ => break,
                }
                continue;
            }
            let claimed = self.claim_and_send(store, report, room).await?;
            started += claimed;
            if claimed < room || Instant::now() >= deadline {
                break;
            }
        }
        Ok(started)
    }

    /// Claims up to `room` deliveries and starts sending each.
    async fn claim_and_send(
        self: &Arc<Self>,
        store: &Store,
        report: &Arc<dyn Report>,
        room: usize,
    ) -> Result<usize, StoreError> {
        let claim = uuid::Uuid::new_v4().to_string();
        let now = now_millis();
        let lease_until = now + lease_ms(&self.settings);
        let claimed = store
            .claim_deliveries(now, lease_ms(&self.settings), &claim, room as i64)
            .await?;
        let started = claimed.len();
        for delivery in claimed {
            let Ok(permit) = Arc::clone(&self.in_flight).acquire_owned().await else {
                break;
            };
            let dispatcher = Arc::clone(self);
            let store = store.clone();
            let report = Arc::clone(report);
            let claim = claim.clone();
            tokio::spawn(async move {
                let endpoint = dispatcher.endpoint(&delivery.webhook_id);
                let Ok(_turn) = endpoint.acquire().await else {
                    return;
                };
                dispatcher
                    .attempt(&store, &*report, &claim, lease_until, delivery)
                    .await;
                drop(permit);
            });
        }
        Ok(started)
    }

    /// Sends one delivery and writes the result.
    async fn attempt(
        &self,
        store: &Store,
        report: &dyn Report,
        claim: &str,
        lease_until: i64,
        delivery: ClaimedDelivery,
    ) {
        let started = Instant::now();
        let now = now_millis();
        // The wait for the endpoint's turn may have left too little of the
        // lease for an attempt and its answer's write: renew it, unless
        // another sender took the delivery meanwhile. A turn that came
        // soon keeps the claim's own lease (no write per delivery).
        let attempt_ms = self.settings.timeout.as_millis() as i64 + 5_000;
        if lease_until - now < attempt_ms {
            match store
                .renew_claim(delivery.seq, claim, now + lease_ms(&self.settings))
                .await
            {
                Ok(true) => {}
                Ok(false) => return,
                Err(error) => {
                    tracing::warn!(%error, "could not renew a webhook delivery's lease");
                    return;
                }
            }
        }
        let answer = if delivery.kind == "webhook" {
            self.signed(&delivery, now).await
        } else {
            self.forwarded(&delivery).await
        };
        let ended = now_millis();
        let failed = delivery.attempts.max(0) as u32 + 1;
        let next = ended + retry_delay(self.settings.retry_first_ms, failed) as i64;
        let retry_until = delivery.queued_at + self.settings.retry_for.as_millis() as i64;
        let (state, status, body, error) = match &answer {
            Answer::Status { status, body } if (200..300).contains(status) => {
                ("delivered", Some(*status as i32), Some(body.as_str()), None)
            }
            Answer::Status { status, body } => (
                if next > retry_until {
                    "failed"
                } else {
                    "pending"
                },
                Some(*status as i32),
                Some(body.as_str()),
                Some("the endpoint answered with a status outside 200–299"),
            ),
            Answer::Failed(reason) => (
                if next > retry_until {
                    "failed"
                } else {
                    "pending"
                },
                None,
                None,
                Some(reason.as_str()),
            ),
        };
        report.attempt(
            match state {
                "delivered" => AttemptEnd::Delivered,
                "failed" => AttemptEnd::Failed,
                _ => AttemptEnd::Retried,
            },
            started.elapsed(),
        );
        let finished = Finished {
            seq: delivery.seq,
            claim: claim.to_owned(),
            message_id: delivery.message_id.clone(),
            state,
            next_attempt_at: if state == "pending" { next } else { ended },
            status,
            body: body.map(str::to_owned),
            error: error.map(str::to_owned),
            at: ended,
        };
        self.results.write(store, finished).await;
        if state == "failed" {
            tracing::warn!(webhook = %delivery.webhook_id, message = %delivery.message_id, "a webhook delivery was given up after its retries; the webhook is marked failing");
        }
    }

    /// A webhook's delivery: signed with its secret, and with the previous
    /// one too during the day after a rotation.
    async fn signed(&self, delivery: &ClaimedDelivery, now: i64) -> Answer {
        let timestamp = now / 1000;
        let mut secrets = vec![delivery.secret.as_str()];
        if let (Some(previous), Some(until)) =
            (&delivery.previous_secret, delivery.previous_secret_until)
        {
            if until > now {
                secrets.push(previous);
            }
        }
        match signature_header(&secrets, &delivery.message_id, timestamp, &delivery.payload) {
            Some(signature) => {
                self.sender
                    .send(
                        &delivery.url,
                        &delivery.message_id,
                        timestamp,
                        &signature,
                        delivery.payload.clone(),
                    )
                    .await
            }
            None => Answer::Failed("the webhook's secret is not valid base64".into()),
        }
    }

    /// A visit batch forwarded to an analytics service: its requests in
    /// turn, delivered when every one got a 2xx answer (a retry sends
    /// them all again; the services count a repeated page view twice, so
    /// their batches are one visit each but Matomo's, which is one request).
    async fn forwarded(&self, delivery: &ClaimedDelivery) -> Answer {
        let target: Option<serde_json::Value> = delivery
            .target
            .as_deref()
            .and_then(|t| serde_json::from_str(t).ok());
        let Ok(destination) = Destination::parse(&delivery.kind, target.as_ref()) else {
            return Answer::Failed("the forwarding's target is not valid".into());
        };
        let visits = forwarded_visits(&delivery.payload);
        let mut last = Answer::Status {
            status: 204,
            body: String::new(),
        };
        for request in forward_requests(&destination, &visits) {
            last = self
                .sender
                .post(&delivery.url, &request.headers, request.body)
                .await;
            let ok = matches!(&last, Answer::Status { status, .. } if (200..300).contains(status));
            if !ok {
                break;
            }
        }
        last
    }
}

/// The visits of a `visit` payload, as an analytics service is told them.
fn forwarded_visits(payload: &str) -> Vec<ForwardedVisit> {
    let Ok(body) = serde_json::from_str::<serde_json::Value>(payload) else {
        return Vec::new();
    };
    let text = |v: &serde_json::Value| v.as_str().map(str::to_owned);
    body["data"]["visits"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|visit| {
            let host = visit["link"]["domain"].as_str().unwrap_or("localhost");
            let slug = visit["link"]["slug"].as_str()?;
            let at = visit["at"].as_str().and_then(parse_iso)? / 1000;
            Some(ForwardedVisit {
                page: format!("https://{host}/{slug}"),
                at,
                referrer: text(&visit["referrer"]),
                country: text(&visit["country"]),
                device: text(&visit["device"]).unwrap_or_else(|| "other".into()),
                browser: text(&visit["browser"]),
                os: text(&visit["os"]),
            })
        })
        .collect()
}
