//! Sessions: only the SHA-256 of each token is stored, with what the login
//! came from (device, browser and system names, the client address).

use super::{AccountRecord, ACCOUNT_COLUMNS};
use crate::domain::audit::AuditEntry;
use crate::store::audit_log::record_audit;
use crate::store::execute_audited;
use crate::store::{on_reader, on_writer, Store, StoreError};

/// What a session was started from, as Settings lists it.
#[derive(Debug, Clone, Default)]
pub struct SessionOrigin {
    pub device: Option<String>,
    pub browser: Option<String>,
    pub os: Option<String>,
    pub address: Option<String>,
}

/// A live session as the account's session list shows it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SessionRecord {
    pub token_hash: String,
    pub created_at: i64,
    pub expires_at: i64,
    pub last_used_at: Option<i64>,
    pub device: Option<String>,
    pub browser: Option<String>,
    pub os: Option<String>,
    pub address: Option<String>,
}

impl Store {
    pub async fn insert_session(
        &self,
        token_hash: &str,
        account_id: &str,
        created_at: i64,
        expires_at: i64,
        origin: &SessionOrigin,
        audit: &AuditEntry,
    ) -> Result<(), StoreError> {
        execute_audited!(self, audit, "INSERT INTO sessions (token_hash, account_id, created_at, expires_at, device, browser, os, address, last_used_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $3)", token_hash, account_id, created_at, expires_at, origin.device.as_deref(), origin.browser.as_deref(), origin.os.as_deref(), origin.address.as_deref())?;
        Ok(())
    }

    /// The account behind an unexpired session of an enabled account.
    pub async fn find_account_by_session(
        &self,
        token_hash: &str,
        now: i64,
    ) -> Result<Option<AccountRecord>, StoreError> {
        let sql = format!(
            "SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE disabled_at IS NULL AND id = \
             (SELECT account_id FROM sessions WHERE token_hash = $1 AND expires_at > $2)"
        );
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(token_hash)
            .bind(now)
            .fetch_optional(pool)
            .await)?)
    }

    pub async fn delete_session(&self, token_hash: &str) -> Result<(), StoreError> {
        on_writer!(self, |pool| sqlx::query(
            "DELETE FROM sessions WHERE token_hash = $1"
        )
        .bind(token_hash)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// [`Store::delete_sessions_of_account`] as an act of its own: when
    /// sessions ended, `audit` is written with their number, in the same
    /// transaction.
    pub async fn end_sessions_of_account(
        &self,
        account_id: &str,
        keep: Option<&str>,
        audit: &AuditEntry,
    ) -> Result<u64, StoreError> {
        on_writer!(self, |pool| async {
            let mut tx = pool.begin().await?;
            let ended =
                sqlx::query("DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2")
                    .bind(account_id)
                    .bind(keep.unwrap_or(""))
                    .execute(&mut *tx)
                    .await?
                    .rows_affected();
            if ended > 0 {
                let audit = audit.clone().and("sessions", ended.into());
                record_audit!(tx, &audit);
            }
            tx.commit().await?;
            Ok::<_, sqlx::Error>(ended)
        }
        .await)
        .map_err(StoreError::from_write)
    }

    /// Ends every session of an account except `keep` (a token hash).
    pub async fn delete_sessions_of_account(
        &self,
        account_id: &str,
        keep: Option<&str>,
    ) -> Result<u64, StoreError> {
        let done = on_writer!(self, |pool| sqlx::query(
            "DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2"
        )
        .bind(account_id)
        .bind(keep.unwrap_or(""))
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(done)
    }

    /// Ends the account's sessions beyond its `keep` newest, never `new`
    /// (the session just created, which counts as one of them).
    pub async fn delete_oldest_sessions(
        &self,
        account_id: &str,
        new: &str,
        keep: i64,
    ) -> Result<u64, StoreError> {
        let done = on_writer!(self, |pool| sqlx::query(
            "DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2 \
             AND token_hash NOT IN (SELECT token_hash FROM sessions \
             WHERE account_id = $1 AND token_hash <> $2 \
             ORDER BY created_at DESC, token_hash DESC LIMIT $3)"
        )
        .bind(account_id)
        .bind(new)
        .bind(keep - 1)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(done)
    }

    pub async fn delete_expired_sessions(&self, now: i64) -> Result<u64, StoreError> {
        let done = on_writer!(self, |pool| sqlx::query(
            "DELETE FROM sessions WHERE expires_at <= $1"
        )
        .bind(now)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(done)
    }
}

impl Store {
    /// Number of unexpired sessions of an account.
    pub async fn count_sessions_of_account(
        &self,
        account_id: &str,
        now: i64,
    ) -> Result<i64, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT COUNT(*) FROM sessions WHERE account_id = $1 AND expires_at > $2"
        )
        .bind(account_id)
        .bind(now)
        .fetch_one(pool)
        .await)?)
    }
}

impl Store {
    /// The account's unexpired sessions, newest first.
    pub async fn list_sessions_of_account(
        &self,
        account_id: &str,
        now: i64,
    ) -> Result<Vec<SessionRecord>, StoreError> {
        Ok(on_reader!(self, |pool| {
            sqlx::query_as(
            "SELECT token_hash, created_at, expires_at, last_used_at, device, browser, os, address \
             FROM sessions WHERE account_id = $1 AND expires_at > $2 \
             ORDER BY created_at DESC, token_hash DESC"
        )
        .bind(account_id)
        .bind(now)
        .fetch_all(pool)
        .await
        })?)
    }

    /// Ends one session of the account, with `audit`; false when it has no
    /// such session.
    pub async fn delete_session_of_account(
        &self,
        account_id: &str,
        token_hash: &str,
        audit: &AuditEntry,
    ) -> Result<bool, StoreError> {
        let done = execute_audited!(
            self,
            audit,
            "DELETE FROM sessions WHERE account_id = $1 AND token_hash = $2",
            account_id,
            token_hash
        )?;
        Ok(done > 0)
    }

    /// Records that a session was used at `at` (called at most once a
    /// minute per session, see `http::last_used`).
    pub async fn touch_session(&self, token_hash: &str, at: i64) -> Result<(), StoreError> {
        on_writer!(self, |pool| sqlx::query(
            "UPDATE sessions SET last_used_at = $2 WHERE token_hash = $1"
        )
        .bind(token_hash)
        .bind(at)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(())
    }
}
