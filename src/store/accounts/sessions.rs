//! Sessions: only the SHA-256 of each token is stored.

use super::AccountRecord;
use crate::store::{on_reader, on_writer, Store, StoreError};

impl Store {
    pub async fn insert_session(
        &self,
        token_hash: &str,
        account_id: &str,
        created_at: i64,
        expires_at: i64,
    ) -> Result<(), StoreError> {
        on_writer!(self, |pool| sqlx::query(
            "INSERT INTO sessions (token_hash, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)"
        )
        .bind(token_hash)
        .bind(account_id)
        .bind(created_at)
        .bind(expires_at)
        .execute(pool)
        .await.map(|r| r.rows_affected()))
        .map_err(StoreError::from_write)?;
        Ok(())
    }

    /// The account behind an unexpired session.
    pub async fn find_account_by_session(
        &self,
        token_hash: &str,
        now: i64,
    ) -> Result<Option<AccountRecord>, StoreError> {
        let sql = "SELECT a.id, a.username, a.email, a.password_hash, a.role, a.secret, a.allow_automatic_login, \
                   a.totp_enabled, a.totp_secret, a.totp_pending_secret, a.totp_last_step, a.created_at \
                   FROM sessions s JOIN accounts a ON a.id = s.account_id \
                   WHERE s.token_hash = $1 AND s.expires_at > $2";
        Ok(on_reader!(self, |pool| sqlx::query_as(sql)
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
