//! Single sign-on: identities linked to accounts, logins in progress at the
//! provider, and provider logins waiting for a two-factor code.

use super::{AccountRecord, ACCOUNT_COLUMNS};
use crate::store::execute;
use crate::store::{on_reader, on_writer, Store, StoreError};

/// A login in progress, as stored (the state and binding only as hashes).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SsoLoginRecord {
    pub state_hash: String,
    pub binding_hash: String,
    pub nonce: String,
    pub pkce_verifier: String,
    pub link_account_id: Option<String>,
    pub next_path: Option<String>,
    pub client: String,
    pub created_at: i64,
    pub expires_at: i64,
}

/// A provider login waiting for the account's two-factor code.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SsoCodeWait {
    pub binding_hash: String,
    pub account_id: String,
    pub next_path: Option<String>,
    pub expires_at: i64,
}

impl Store {
    /// The account linked to the provider's `subject`.
    pub async fn find_account_by_sso_identity(
        &self,
        issuer: &str,
        subject: &str,
    ) -> Result<Option<AccountRecord>, StoreError> {
        if !crate::domain::text::is_storable(subject) {
            return Ok(None);
        }
        let columns = ACCOUNT_COLUMNS
            .split(", ")
            .map(|c| format!("a.{}", c.trim()))
            .collect::<Vec<_>>()
            .join(", ");
        let sql = format!(
            "SELECT {columns} FROM oidc_identities i JOIN accounts a ON a.id = i.account_id \
             WHERE i.issuer = $1 AND i.subject = $2"
        );
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(issuer)
            .bind(subject)
            .fetch_optional(pool)
            .await)?)
    }

    /// Links an identity to an account. [`StoreError::Conflict`] when the
    /// identity is linked already, or the account has one of this issuer.
    pub async fn insert_sso_identity(
        &self,
        issuer: &str,
        subject: &str,
        account_id: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        execute!(
            self,
            "INSERT INTO oidc_identities (issuer, subject, account_id, created_at, last_login_at) \
             VALUES ($1, $2, $3, $4, $4)",
            issuer,
            subject,
            account_id,
            now
        )?;
        Ok(())
    }

    pub async fn touch_sso_identity(
        &self,
        issuer: &str,
        subject: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        execute!(
            self,
            "UPDATE oidc_identities SET last_login_at = $3 WHERE issuer = $1 AND subject = $2",
            issuer,
            subject,
            now
        )?;
        Ok(())
    }

    /// The subject the account has linked at `issuer`, if any.
    pub async fn sso_subject_of_account(
        &self,
        account_id: &str,
        issuer: &str,
    ) -> Result<Option<String>, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT subject FROM oidc_identities WHERE account_id = $1 AND issuer = $2"
        )
        .bind(account_id)
        .bind(issuer)
        .fetch_optional(pool)
        .await)?)
    }

    /// Unlinks the account's identity at `issuer`; false when it had none.
    pub async fn delete_sso_identity(
        &self,
        account_id: &str,
        issuer: &str,
    ) -> Result<bool, StoreError> {
        let done = execute!(
            self,
            "DELETE FROM oidc_identities WHERE account_id = $1 AND issuer = $2",
            account_id,
            issuer
        )?;
        Ok(done > 0)
    }

    /// Unexpired logins in progress: from `client`, and in all.
    pub async fn count_sso_logins(&self, client: &str, now: i64) -> Result<(i64, i64), StoreError> {
        Ok(on_writer!(self, |pool| sqlx::query_as(
            "SELECT COALESCE(SUM(CASE WHEN client = $1 THEN 1 ELSE 0 END), 0), COUNT(*) \
             FROM oidc_logins WHERE expires_at > $2"
        )
        .bind(client)
        .bind(now)
        .fetch_one(pool)
        .await)?)
    }

    pub async fn insert_sso_login(&self, login: &SsoLoginRecord) -> Result<(), StoreError> {
        execute!(self, "INSERT INTO oidc_logins (state_hash, binding_hash, nonce, pkce_verifier, link_account_id, \
             next_path, client, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)", &login.state_hash, &login.binding_hash, &login.nonce, &login.pkce_verifier, &login.link_account_id, &login.next_path, &login.client, login.created_at, login.expires_at)?;
        Ok(())
    }

    /// Takes (deletes and returns) the login with this state, expired or
    /// not: of two callbacks with one state only one gets it.
    pub async fn take_sso_login(
        &self,
        state_hash: &str,
    ) -> Result<Option<SsoLoginRecord>, StoreError> {
        on_writer!(self, |pool| sqlx::query_as(
            "DELETE FROM oidc_logins WHERE state_hash = $1 RETURNING state_hash, binding_hash, nonce, \
             pkce_verifier, link_account_id, next_path, client, created_at, expires_at"
        )
        .bind(state_hash)
        .fetch_optional(pool)
        .await)
        .map_err(StoreError::from_write)
    }

    pub async fn insert_sso_code_wait(&self, wait: &SsoCodeWait) -> Result<(), StoreError> {
        execute!(
            self,
            "INSERT INTO oidc_code_waits (binding_hash, account_id, next_path, expires_at) \
             VALUES ($1, $2, $3, $4)",
            &wait.binding_hash,
            &wait.account_id,
            &wait.next_path,
            wait.expires_at
        )?;
        Ok(())
    }

    /// The unexpired wait behind a binding cookie.
    pub async fn find_sso_code_wait(
        &self,
        binding_hash: &str,
        now: i64,
    ) -> Result<Option<SsoCodeWait>, StoreError> {
        Ok(on_writer!(self, |pool| sqlx::query_as(
            "SELECT binding_hash, account_id, next_path, expires_at FROM oidc_code_waits \
             WHERE binding_hash = $1 AND expires_at > $2"
        )
        .bind(binding_hash)
        .bind(now)
        .fetch_optional(pool)
        .await)?)
    }

    /// Ends a wait; false when another request ended it first.
    pub async fn delete_sso_code_wait(&self, binding_hash: &str) -> Result<bool, StoreError> {
        let done = execute!(
            self,
            "DELETE FROM oidc_code_waits WHERE binding_hash = $1",
            binding_hash
        )?;
        Ok(done == 1)
    }

    /// Purges expired logins in progress and waits.
    pub async fn delete_expired_sso_logins(&self, now: i64) -> Result<u64, StoreError> {
        let logins = execute!(self, "DELETE FROM oidc_logins WHERE expires_at <= $1", now)?;
        let waits = execute!(
            self,
            "DELETE FROM oidc_code_waits WHERE expires_at <= $1",
            now
        )?;
        Ok(logins + waits)
    }
}
