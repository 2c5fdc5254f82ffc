//! The webhook delivery queue and log (docs/webhooks.md): accepted events
//! wait here until an instance claims them for a while, sends them and
//! writes the answer; a restart loses nothing, and a lease keeps other
//! instances off a delivery in flight.

use super::{execute, on_reader, on_writer, Db, Store, StoreError, VisitCursor};
use std::collections::BTreeMap;

/// A delivery to queue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewDelivery {
    pub message_id: String,
    pub webhook_id: String,
    pub account_id: String,
    pub event: String,
    /// The link it is about: deliveries with one key go out in order.
    pub order_key: Option<String>,
    pub payload: String,
    pub created_at: i64,
}

/// What queuing did: queued, and dropped to keep each account's bound.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Queued {
    pub queued: u64,
    /// Older visit batches removed to make room.
    pub dropped_old: u64,
    /// New deliveries that found no room.
    pub dropped_new: u64,
}

/// A delivery in the log.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct DeliveryRecord {
    pub seq: i64,
    pub message_id: String,
    pub webhook_id: String,
    pub event: String,
    pub payload: String,
    /// `pending`, `delivered` or `failed`.
    pub state: String,
    pub attempts: i32,
    pub next_attempt_at: i64,
    pub last_attempt_at: Option<i64>,
    pub response_status: Option<i32>,
    pub response_body: Option<String>,
    pub error: Option<String>,
    pub created_at: i64,
    pub queued_at: i64,
    pub finished_at: Option<i64>,
}

const DELIVERY_SELECT: &str = "SELECT d.seq, d.message_id, d.webhook_id, d.event, p.payload, \
     d.state, d.attempts, d.next_attempt_at, d.last_attempt_at, d.response_status, \
     d.response_body, d.error, d.created_at, d.queued_at, d.finished_at \
     FROM webhook_deliveries d JOIN webhook_payloads p ON p.seq = d.seq";

impl Store {
    /// Queues `deliveries`, keeping each account's waiting deliveries at
    /// most `limit`: its oldest visit batches go first, then new
    /// deliveries that still find no room. Every drop is counted on its
    /// webhook. One transaction; on PostgreSQL an account's queue is locked
    /// while it is counted, so concurrent writers cannot both fill it.
    pub async fn queue_deliveries(
        &self,
        deliveries: &[NewDelivery],
        limit: i64,
    ) -> Result<Queued, StoreError> {
        Ok(self
            .queue_moving(deliveries, limit, None)
            .await?
            .unwrap_or_default())
    }

    pub(super) async fn queue_moving(
        &self,
        deliveries: &[NewDelivery],
        limit: i64,
        cursor: Option<(VisitCursor, VisitCursor)>,
    ) -> Result<Option<Queued>, StoreError> {
        let mut by_account: BTreeMap<&str, Vec<&NewDelivery>> = BTreeMap::new();
        for delivery in deliveries {
            by_account
                .entry(&delivery.account_id)
                .or_default()
                .push(delivery);
        }
        let postgres = matches!(self.db, Db::Postgres(_));
        let mut outcome = Queued::default();
        let moved = on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            if let Some((from, to)) = cursor {
                let moved = sqlx::query(
                    "UPDATE webhook_visit_cursor SET after_event = $1, seen_high = $2 \
                     WHERE id = 1 AND after_event = $3 AND seen_high = $4",
                )
                .bind(to.after_event)
                .bind(to.seen_high)
                .bind(from.after_event)
                .bind(from.seen_high)
                .execute(&mut *tx)
                .await?;
                if moved.rows_affected() == 0 {
                    tx.rollback().await?;
                    return Ok(None);
                }
            }
            for (account, new) in by_account {
                if postgres {
                    sqlx::query("SELECT pg_advisory_xact_lock(hashtext($1))")
                        .bind(format!("webhook-queue:{account}"))
                        .execute(&mut *tx)
                        .await?;
                }
                let mut waiting: i64 = sqlx::query_scalar(
                    "SELECT COUNT(*) FROM webhook_deliveries WHERE account_id = $1 AND state = 'pending'",
                )
                .bind(account)
                .fetch_one(&mut *tx)
                .await?;
                let over = waiting + new.len() as i64 - limit;
                if over > 0 {
                    let dropped: Vec<String> = sqlx::query_scalar(
                        "DELETE FROM webhook_deliveries WHERE seq IN (SELECT seq FROM \
                         webhook_deliveries WHERE account_id = $1 AND state = 'pending' \
                         AND event = 'visit' ORDER BY seq LIMIT $2) RETURNING webhook_id",
                    )
                    .bind(account)
                    .bind(over)
                    .fetch_all(&mut *tx)
                    .await?;
                    waiting -= dropped.len() as i64;
                    outcome.dropped_old += dropped.len() as u64;
                    for webhook in dropped {
                        sqlx::query("UPDATE webhooks SET dropped = dropped + 1 WHERE id = $1")
                            .bind(webhook)
                            .execute(&mut *tx)
                            .await?;
                    }
                }
                let room = (limit - waiting).max(0) as usize;
                for (n, delivery) in new.into_iter().enumerate() {
                    if n >= room {
                        outcome.dropped_new += 1;
                        sqlx::query("UPDATE webhooks SET dropped = dropped + 1 WHERE id = $1")
                            .bind(&delivery.webhook_id)
                            .execute(&mut *tx)
                            .await?;
                        continue;
                    }
                    let seq: i64 = sqlx::query_scalar(
                        "INSERT INTO webhook_deliveries (message_id, webhook_id, account_id, \
                         event, order_key, state, next_attempt_at, created_at, queued_at) \
                         VALUES ($1, $2, $3, $4, $5, 'pending', $6, $6, $6) RETURNING seq",
                    )
                    .bind(&delivery.message_id)
                    .bind(&delivery.webhook_id)
                    .bind(&delivery.account_id)
                    .bind(&delivery.event)
                    .bind(&delivery.order_key)
                    .bind(delivery.created_at)
                    .fetch_one(&mut *tx)
                    .await
                    .map_err(StoreError::from_write)?;
                    sqlx::query("INSERT INTO webhook_payloads (seq, payload) VALUES ($1, $2)")
                        .bind(seq)
                        .bind(&delivery.payload)
                        .execute(&mut *tx)
                        .await?;
                    outcome.queued += 1;
                }
            }
            tx.commit().await?;
            Ok::<_, StoreError>(true)
        })?;
        Ok(moved.then_some(outcome))
    }

    /// Whether any delivery waits with its time come, read without the
    /// writer: an idle queue costs the delivery job a read a run.
    pub async fn any_delivery_due(&self, now: i64) -> Result<bool, StoreError> {
        let found: Option<i32> = on_reader!(self, |pool| {
            sqlx::query_scalar(
            "SELECT 1 FROM webhook_deliveries WHERE state = 'pending' AND next_attempt_at <= $1 LIMIT 1"
        )
        .bind(now)
        .fetch_optional(pool)
        .await
        })?;
        Ok(found.is_some())
    }

    /// A webhook's deliveries, newest first, before `before` (a `seq`).
    pub async fn list_deliveries(
        &self,
        webhook_id: &str,
        before: Option<i64>,
        limit: i64,
    ) -> Result<Vec<DeliveryRecord>, StoreError> {
        let sql = format!(
            "{DELIVERY_SELECT} WHERE d.webhook_id = $1 AND d.seq < $2 ORDER BY d.seq DESC LIMIT $3"
        );
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(webhook_id)
            .bind(before.unwrap_or(i64::MAX))
            .bind(limit)
            .fetch_all(pool)
            .await)?)
    }

    pub async fn find_delivery(
        &self,
        webhook_id: &str,
        message_id: &str,
    ) -> Result<Option<DeliveryRecord>, StoreError> {
        if !super::links::storable(message_id) {
            return Ok(None);
        }
        let sql = format!("{DELIVERY_SELECT} WHERE d.webhook_id = $1 AND d.message_id = $2");
        Ok(on_writer!(self, |pool| sqlx::query_as(&sql)
            .bind(webhook_id)
            .bind(message_id)
            .fetch_optional(pool)
            .await)?)
    }

    /// Queues a delivery again now, with the same message id, unless it
    /// is waiting already (it goes at its own time).
    pub async fn redeliver(
        &self,
        webhook_id: &str,
        message_id: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        let changed = execute!(
            self,
            "UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = $1, \
             queued_at = $1, finished_at = NULL \
             WHERE webhook_id = $2 AND message_id = $3 AND state <> 'pending'",
            now,
            webhook_id,
            message_id
        )?;
        if changed == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }
}
