//! Sending from the webhook delivery queue (docs/webhooks.md): claiming
//! what is due under a lease, renewing a lease, and writing how attempts
//! ended.

use super::{execute, on_writer, Db, Store, StoreError};

/// A delivery this instance claimed, with what sending it needs.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ClaimedDelivery {
    pub seq: i64,
    pub message_id: String,
    pub webhook_id: String,
    pub event: String,
    pub payload: String,
    pub attempts: i32,
    pub queued_at: i64,
    pub url: String,
    pub kind: String,
    pub target: Option<String>,
    pub secret: String,
    pub previous_secret: Option<String>,
    pub previous_secret_until: Option<i64>,
}

/// How an attempt of delivery `seq`, sent under `claim`, ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttemptResult<'a> {
    pub seq: i64,
    pub claim: &'a str,
    /// `delivered`, `pending` (retry at `next_attempt_at`) or `failed`.
    pub state: &'a str,
    pub next_attempt_at: i64,
    pub status: Option<i32>,
    pub body: Option<&'a str>,
    pub error: Option<&'a str>,
    pub at: i64,
}

const CLAIMABLE: &str = "SELECT d.seq FROM webhook_deliveries d \
     JOIN webhooks w ON w.id = d.webhook_id \
     WHERE d.state = 'pending' AND d.next_attempt_at <= $1 \
     AND (d.claimed_until IS NULL OR d.claimed_until < $1) AND NOT w.paused \
     AND (d.order_key IS NULL OR NOT EXISTS (SELECT 1 FROM webhook_deliveries e \
          WHERE e.webhook_id = d.webhook_id AND e.order_key = d.order_key \
          AND e.state = 'pending' AND e.seq < d.seq)) \
     ORDER BY d.next_attempt_at, d.seq LIMIT $2";

impl Store {
    /// Claims up to `limit` deliveries that are due, for `lease_ms`, under
    /// the token `claim`: the first waiting one of each link, of webhooks
    /// not paused. Instances sharing a PostgreSQL database skip each
    /// other's locked rows, so each delivery is claimed once.
    pub async fn claim_deliveries(
        &self,
        now: i64,
        lease_ms: i64,
        claim: &str,
        limit: i64,
    ) -> Result<Vec<ClaimedDelivery>, StoreError> {
        let lock = match self.db {
            Db::Postgres(_) => " FOR UPDATE OF d SKIP LOCKED",
            Db::Sqlite { .. } => "",
        };
        let update = format!(
            "UPDATE webhook_deliveries SET claimed_until = $3, claim = $4 \
             WHERE seq IN ({CLAIMABLE}{lock}) \
             AND (claimed_until IS NULL OR claimed_until < $1) RETURNING seq"
        );
        let seqs: Vec<i64> = on_writer!(self, |pool| sqlx::query_scalar(&update)
            .bind(now)
            .bind(limit)
            .bind(now + lease_ms)
            .bind(claim)
            .fetch_all(pool)
            .await)?;
        if seqs.is_empty() {
            return Ok(Vec::new());
        }
        // By their keys: the claim token has no index, and the queue's
        // table keeps every delivery of the log.
        let sql = format!(
            "SELECT d.seq, d.message_id, d.webhook_id, d.event, p.payload, d.attempts, \
             d.queued_at, w.url, w.kind, w.target, w.secret, w.previous_secret, w.previous_secret_until \
             FROM webhook_deliveries d JOIN webhook_payloads p ON p.seq = d.seq \
             JOIN webhooks w ON w.id = d.webhook_id \
             WHERE d.seq IN ({}) ORDER BY d.seq",
            self.engine().parameters(1, seqs.len())
        );
        Ok(on_writer!(self, |pool| {
            let mut query = sqlx::query_as(&sql);
            for seq in &seqs {
                query = query.bind(seq);
            }
            query.fetch_all(pool).await
        })?)
    }

    /// Extends the lease of `claim` on delivery `seq` to `until`: false
    /// when the claim is no longer held (another sender took it).
    pub async fn renew_claim(&self, seq: i64, claim: &str, until: i64) -> Result<bool, StoreError> {
        let renewed = execute!(
            self,
            "UPDATE webhook_deliveries SET claimed_until = $1 \
             WHERE seq = $2 AND claim = $3 AND state = 'pending'",
            until,
            seq,
            claim
        )?;
        Ok(renewed == 1)
    }

    /// Writes attempts' results in one transaction (one commit for all
    /// the answers that came while the previous write was on disk): each
    /// only if its delivery is still under its claim (a lease that ran out
    /// may have passed it to another sender), marking the webhook failing
    /// when it gave up, healthy when it delivered (failing when both came
    /// in one batch). Says, in order, which were written.
    pub async fn finish_attempts(
        &self,
        results: &[AttemptResult<'_>],
    ) -> Result<Vec<bool>, StoreError> {
        // The webhook's failing mark changes with the delivery's state, in
        // one transaction: no reader sees a given-up delivery of a healthy
        // webhook.
        on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            let mut written = Vec::with_capacity(results.len());
            for result in results {
                let finished = (result.state != "pending").then_some(result.at);
                let updated = sqlx::query(
                    "UPDATE webhook_deliveries SET state = $1, attempts = attempts + 1, \
                     next_attempt_at = $2, claimed_until = NULL, claim = NULL, last_attempt_at = $3, \
                     response_status = $4, response_body = $5, error = $6, finished_at = $7 \
                     WHERE seq = $8 AND claim = $9",
                )
                .bind(result.state)
                .bind(result.next_attempt_at)
                .bind(result.at)
                .bind(result.status)
                .bind(result.body)
                .bind(result.error)
                .bind(finished)
                .bind(result.seq)
                .bind(result.claim)
                .execute(&mut *tx)
                .await?;
                written.push(updated.rows_affected() == 1);
            }
            let ended = |state: &'static str| {
                results
                    .iter()
                    .zip(&written)
                    .filter(move |(result, ok)| **ok && result.state == state)
                    .map(|(result, _)| result)
            };
            // A delivery heals its webhook: one statement for the batch (a
            // busy endpoint's answers are mostly deliveries). Then a given-up
            // delivery marks its webhook failing, even beside a delivery.
            let delivered: Vec<i64> = ended("delivered").map(|r| r.seq).collect();
            for chunk in delivered.chunks(500) {
                let heal = format!(
                    "UPDATE webhooks SET failing_since = NULL WHERE failing_since IS NOT NULL \
                     AND id IN (SELECT webhook_id FROM webhook_deliveries WHERE seq IN ({}))",
                    self.engine().parameters(1, chunk.len())
                );
                let mut query = sqlx::query(&heal);
                for seq in chunk {
                    query = query.bind(seq);
                }
                query.execute(&mut *tx).await?;
            }
            for result in ended("failed") {
                sqlx::query(
                    "UPDATE webhooks SET failing_since = COALESCE(failing_since, $1) \
                     WHERE id = (SELECT webhook_id FROM webhook_deliveries WHERE seq = $2)",
                )
                .bind(result.at)
                .bind(result.seq)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            Ok::<_, StoreError>(written)
        })
    }
}
