//! Two-factor state of accounts: the pending set-up secret, enabling with
//! backup codes (stored as hashes only), disabling, and backup-code use.

use crate::domain::audit::AuditEntry;
use crate::store::audit_log::record_audit;
use crate::store::{on_writer, Store, StoreError};

/// Switches 2FA off inside the open transaction `$tx`.
macro_rules! clear_totp {
    ($tx:ident, $id:expr) => {
        sqlx::query(
            "UPDATE accounts SET totp_enabled = FALSE, totp_secret = NULL, \
             totp_pending_secret = NULL, totp_last_step = NULL WHERE id = $1",
        )
        .bind($id)
        .execute(&mut *$tx)
        .await?;
        sqlx::query("DELETE FROM backup_codes WHERE account_id = $1")
            .bind($id)
            .execute(&mut *$tx)
            .await?;
    };
}

impl Store {
    /// Replaces any pending TOTP secret; login and verification ignore it.
    pub async fn set_totp_pending_secret(&self, id: &str, secret: &str) -> Result<(), StoreError> {
        on_writer!(self, |pool| sqlx::query(
            "UPDATE accounts SET totp_pending_secret = $1 WHERE id = $2"
        )
        .bind(secret)
        .bind(id)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Turns 2FA on with the pending secret `secret`, records `step` as the
    /// last accepted one and replaces the backup codes, in one transaction.
    /// False when the account changed meanwhile (already on, another pending
    /// secret, or the step was used): nothing is written then.
    pub async fn enable_totp(
        &self,
        id: &str,
        secret: &str,
        step: i64,
        backup_code_hashes: &[String],
        audit: &AuditEntry,
    ) -> Result<bool, StoreError> {
        on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            let done = sqlx::query(
                "UPDATE accounts SET totp_enabled = TRUE, totp_secret = totp_pending_secret, \
                 totp_pending_secret = NULL, totp_last_step = $1 \
                 WHERE id = $2 AND totp_enabled = FALSE AND totp_pending_secret = $3 \
                 AND (totp_last_step IS NULL OR totp_last_step < $1)",
            )
            .bind(step)
            .bind(id)
            .bind(secret)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if done != 1 {
                tx.rollback().await?;
                return Ok(false);
            }
            sqlx::query("DELETE FROM backup_codes WHERE account_id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?;
            for hash in backup_code_hashes {
                sqlx::query("INSERT INTO backup_codes (account_id, code_hash) VALUES ($1, $2)")
                    .bind(id)
                    .bind(hash.as_str())
                    .execute(&mut *tx)
                    .await
                    .map_err(StoreError::from_write)?;
            }
            record_audit!(tx, audit);
            tx.commit().await?;
            Ok(true)
        })
    }

    /// Turns 2FA off: removes the secret, the pending secret and the backup
    /// codes. The step record is reset too: it belonged to the old secret.
    pub async fn disable_totp(&self, id: &str, audit: &AuditEntry) -> Result<(), StoreError> {
        on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            clear_totp!(tx, id);
            record_audit!(tx, audit);
            tx.commit().await?;
            Ok(())
        })
    }

    /// Uses a backup code: when `code_hash` is one of the account's unused
    /// codes, 2FA is disabled altogether (voiding the other codes) and true
    /// is returned; otherwise nothing changes.
    pub async fn use_backup_code(
        &self,
        id: &str,
        code_hash: &str,
        audit: &AuditEntry,
    ) -> Result<bool, StoreError> {
        on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            let found =
                sqlx::query("DELETE FROM backup_codes WHERE account_id = $1 AND code_hash = $2")
                    .bind(id)
                    .bind(code_hash)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected();
            if found != 1 {
                tx.rollback().await?;
                return Ok(false);
            }
            clear_totp!(tx, id);
            record_audit!(tx, audit);
            tx.commit().await?;
            Ok(true)
        })
    }

    /// Hashes of an account's unused backup codes (tests check that only
    /// hashes are stored).
    pub async fn backup_code_hashes(&self, id: &str) -> Result<Vec<String>, StoreError> {
        Ok(super::on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT code_hash FROM backup_codes WHERE account_id = $1 ORDER BY code_hash"
        )
        .bind(id)
        .fetch_all(pool)
        .await)?)
    }
}

impl Store {
    /// Records `step` as the last accepted TOTP step unless an equal or later
    /// one was recorded already; false means the code was a replay.
    pub async fn accept_totp_step(&self, account_id: &str, step: i64) -> Result<bool, StoreError> {
        let done = on_writer!(self, |pool| {
            sqlx::query(
            "UPDATE accounts SET totp_last_step = $1 WHERE id = $2 AND (totp_last_step IS NULL OR totp_last_step < $1)"
        )
        .bind(step)
        .bind(account_id)
        .execute(pool)
        .await.map(|r| r.rows_affected())
        })?;
        Ok(done == 1)
    }
}
