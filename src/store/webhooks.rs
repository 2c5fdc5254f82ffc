//! Webhook subscriptions (docs/webhooks.md): the `webhooks` table.

use super::audit_log::record_audit;
use super::{execute, execute_audited, on_reader, on_writer, Db, Store, StoreError};
use crate::domain::audit::AuditEntry;

const WEBHOOK_SELECT: &str =
    "SELECT w.id, w.account_id, w.url, w.kind, w.target, w.description, w.events, \
     w.filters, w.secret, w.previous_secret, w.previous_secret_until, w.paused, \
     w.failing_since, w.dropped, w.created_at, w.updated_at, w.scope, \
     (SELECT COUNT(*) FROM webhook_deliveries d \
      WHERE d.webhook_id = w.id AND d.state = 'pending') AS pending \
     FROM webhooks w";

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct WebhookRecord {
    pub id: String,
    pub account_id: String,
    pub url: String,
    /// `webhook`, `matomo`, `plausible` or `umami`.
    pub kind: String,
    /// JSON: the analytics service's site; `None` for a webhook.
    pub target: Option<String>,
    pub description: Option<String>,
    /// Space-separated event names.
    pub events: String,
    /// JSON filters.
    pub filters: String,
    pub secret: String,
    pub previous_secret: Option<String>,
    pub previous_secret_until: Option<i64>,
    pub paused: bool,
    pub failing_since: Option<i64>,
    /// Events not queued because the account's queue was full.
    pub dropped: i64,
    pub created_at: i64,
    pub updated_at: i64,
    /// `account` (the account's links) or `instance` (every link).
    pub scope: String,
    /// Deliveries waiting to be sent or retried.
    pub pending: i64,
}

/// What a subscription is, as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WebhookFields<'a> {
    pub url: &'a str,
    pub kind: &'a str,
    pub target: Option<&'a str>,
    pub description: Option<&'a str>,
    pub events: &'a str,
    pub filters: &'a str,
    pub paused: bool,
    /// `account` or `instance`.
    pub scope: &'a str,
}

impl Store {
    /// An account's webhooks, oldest first.
    pub async fn list_webhooks(&self, account_id: &str) -> Result<Vec<WebhookRecord>, StoreError> {
        let sql = format!("{WEBHOOK_SELECT} WHERE w.account_id = $1 ORDER BY w.created_at, w.id");
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(account_id)
            .fetch_all(pool)
            .await)?)
    }

    pub async fn find_webhook(&self, id: &str) -> Result<Option<WebhookRecord>, StoreError> {
        if !super::links::storable(id) {
            return Ok(None);
        }
        let sql = format!("{WEBHOOK_SELECT} WHERE w.id = $1");
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(id)
            .fetch_optional(pool)
            .await)?)
    }

    /// The webhooks an event of a link by `author` may go to, not paused:
    /// the author's own, and those of the whole instance, which are the
    /// owner's (an account no longer the owner, or disabled, stops hearing
    /// other accounts' links at once).
    pub async fn active_webhooks_of(
        &self,
        author: Option<&str>,
    ) -> Result<Vec<WebhookRecord>, StoreError> {
        let sql = format!(
            "{WEBHOOK_SELECT} WHERE NOT w.paused AND (w.account_id = $1 OR (w.scope = 'instance' \
             AND w.account_id IN (SELECT id FROM accounts \
             WHERE role = 'owner' AND disabled_at IS NULL)))"
        );
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(author)
            .fetch_all(pool)
            .await)?)
    }

    /// The webhooks an instance-wide event may go to: not paused, of an
    /// owner or admin account that is not disabled (a demoted admin's
    /// subscriptions stop hearing instance events at once).
    pub async fn active_instance_webhooks(&self) -> Result<Vec<WebhookRecord>, StoreError> {
        let sql = format!(
            "{WEBHOOK_SELECT} JOIN accounts a ON a.id = w.account_id \
             WHERE NOT w.paused AND a.role IN ('owner', 'admin') AND a.disabled_at IS NULL"
        );
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .fetch_all(pool)
            .await)?)
    }

    /// Whether any webhook exists, so writes that would gather an event's
    /// facts only for it can skip that.
    pub async fn any_webhook(&self) -> Result<bool, StoreError> {
        let found: Option<i32> = on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT 1 FROM webhooks LIMIT 1"
        )
        .fetch_optional(pool)
        .await)?;
        Ok(found.is_some())
    }

    /// Inserts a webhook unless its account has `most` already: false
    /// then. Counted and written in one transaction (on PostgreSQL under a
    /// lock of the account's), so concurrent requests cannot pass the cap.
    /// Created at the time of its audit entry, `audit.at`.
    pub async fn insert_webhook(
        &self,
        id: &str,
        account_id: &str,
        fields: &WebhookFields<'_>,
        secret: &str,
        most: i64,
        audit: &AuditEntry,
    ) -> Result<bool, StoreError> {
        let now = audit.at;
        let postgres = matches!(self.db, Db::Postgres(_));
        on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            if postgres {
                sqlx::query("SELECT pg_advisory_xact_lock(hashtext($1))")
                    .bind(format!("webhooks:{account_id}"))
                    .execute(&mut *tx)
                    .await?;
            }
            let existing: i64 =
                sqlx::query_scalar("SELECT COUNT(*) FROM webhooks WHERE account_id = $1")
                    .bind(account_id)
                    .fetch_one(&mut *tx)
                    .await?;
            if existing >= most {
                tx.rollback().await?;
                return Ok(false);
            }
            sqlx::query(
                "INSERT INTO webhooks (id, account_id, url, description, events, filters, \
                 secret, paused, created_at, updated_at, kind, target, scope) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12)",
            )
            .bind(id)
            .bind(account_id)
            .bind(fields.url)
            .bind(fields.description)
            .bind(fields.events)
            .bind(fields.filters)
            .bind(secret)
            .bind(fields.paused)
            .bind(now)
            .bind(fields.kind)
            .bind(fields.target)
            .bind(fields.scope)
            .execute(&mut *tx)
            .await
            .map_err(StoreError::from_write)?;
            record_audit!(tx, audit);
            tx.commit().await?;
            Ok::<_, StoreError>(true)
        })
    }

    /// Replaces what webhook `id` is; unpausing also clears its failing
    /// mark, as the owner has looked at it.
    pub async fn update_webhook(
        &self,
        id: &str,
        fields: &WebhookFields<'_>,
        now: i64,
        audit: &AuditEntry,
    ) -> Result<(), StoreError> {
        let changed = execute_audited!(
            self,
            audit,
            "UPDATE webhooks SET url = $1, description = $2, events = $3, filters = $4, \
             failing_since = CASE WHEN paused AND NOT $5 THEN NULL ELSE failing_since END, \
             paused = $5, updated_at = $6, kind = $8, target = $9, scope = $10 WHERE id = $7",
            fields.url,
            fields.description,
            fields.events,
            fields.filters,
            fields.paused,
            now,
            id,
            fields.kind,
            fields.target,
            fields.scope
        )?;
        if changed == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    /// Sets a new secret; the current one stays valid until `previous_until`.
    pub async fn rotate_webhook_secret(
        &self,
        id: &str,
        secret: &str,
        previous_until: i64,
        now: i64,
        audit: &AuditEntry,
    ) -> Result<(), StoreError> {
        let changed = execute_audited!(
            self,
            audit,
            "UPDATE webhooks SET previous_secret = secret, previous_secret_until = $1, \
             secret = $2, updated_at = $3 WHERE id = $4",
            previous_until,
            secret,
            now,
            id
        )?;
        if changed == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    /// Deletes webhook `id` with its deliveries.
    pub async fn delete_webhook(&self, id: &str, audit: &AuditEntry) -> Result<(), StoreError> {
        if !super::links::storable(id) {
            return Err(StoreError::NotFound);
        }
        let changed = execute_audited!(self, audit, "DELETE FROM webhooks WHERE id = $1", id)?;
        if changed == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    /// Webhooks marked failing, for the metrics.
    pub async fn failing_webhooks(&self) -> Result<i64, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT COUNT(*) FROM webhooks WHERE failing_since IS NOT NULL"
        )
        .fetch_one(pool)
        .await)?)
    }
}

impl Store {
    /// Records that `notice` about link `link_id` was told: true the first
    /// time, false ever after (over every instance).
    pub async fn record_link_notice(
        &self,
        link_id: &str,
        notice: &str,
        at: i64,
    ) -> Result<bool, StoreError> {
        let inserted = execute!(
            self,
            "INSERT INTO webhook_link_notices (link_id, notice, noticed_at) VALUES ($1, $2, $3) \
             ON CONFLICT DO NOTHING",
            link_id,
            notice,
            at
        );
        match inserted {
            Ok(rows) => Ok(rows == 1),
            // The link was deleted meanwhile: nothing to tell.
            Err(StoreError::MissingReference) => Ok(false),
            Err(error) => Err(error),
        }
    }

    /// Deliveries waiting, over every account: the queue's depth.
    pub async fn pending_deliveries(&self) -> Result<i64, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT COUNT(*) FROM webhook_deliveries WHERE state = 'pending'"
        )
        .fetch_one(pool)
        .await)?)
    }

    /// Forgets finished deliveries older than `before`.
    pub async fn purge_finished_deliveries(&self, before: i64) -> Result<u64, StoreError> {
        execute!(
            self,
            "DELETE FROM webhook_deliveries WHERE state <> 'pending' AND finished_at < $1",
            before
        )
    }
}
