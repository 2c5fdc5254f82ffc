//! API tokens: only the SHA-256 of each token is stored; `id` is the handle
//! the owner of the token lists and revokes it by.

use super::{AccountRecord, ACCOUNT_COLUMNS};
use crate::domain::audit::AuditEntry;
use crate::store::execute_audited;
use crate::store::{on_reader, on_writer, Store, StoreError};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ApiTokenRecord {
    pub id: String,
    pub account_id: String,
    pub name: String,
    /// Space-separated scope names (`domain::access::Scopes::from_stored`).
    pub scopes: String,
    pub created_at: i64,
    pub expires_at: Option<i64>,
    pub last_used_at: Option<i64>,
    /// The team the token acts for, if any.
    pub team_id: Option<String>,
}

pub struct NewApiToken<'a> {
    pub id: &'a str,
    pub token_hash: &'a str,
    pub account_id: &'a str,
    pub name: &'a str,
    pub scopes: &'a str,
    pub created_at: i64,
    pub expires_at: Option<i64>,
    pub team_id: Option<&'a str>,
}

const TOKEN_COLUMNS: &str =
    "id, account_id, name, scopes, created_at, expires_at, last_used_at, team_id";

/// Live tokens an account may hold.
pub const MAX_TOKENS_PER_ACCOUNT: i64 = 100;

impl Store {
    /// Stores a token unless the account already holds
    /// [`MAX_TOKENS_PER_ACCOUNT`]; returns whether it was stored.
    pub async fn insert_api_token(
        &self,
        new: &NewApiToken<'_>,
        audit: &AuditEntry,
    ) -> Result<bool, StoreError> {
        let done = execute_audited!(self, audit, "INSERT INTO api_tokens (id, token_hash, account_id, name, scopes, created_at, expires_at, team_id) \
             SELECT $1, $2, $3, $4, $5, $6, $7, $9 \
             WHERE (SELECT COUNT(*) FROM api_tokens WHERE account_id = $3) < $8", new.id, new.token_hash, new.account_id, new.name, new.scopes, new.created_at, new.expires_at, MAX_TOKENS_PER_ACCOUNT, new.team_id)?;
        Ok(done > 0)
    }

    /// The account's tokens, newest first (expired ones too, marked by
    /// their expiry, until revoked).
    pub async fn list_api_tokens(
        &self,
        account_id: &str,
    ) -> Result<Vec<ApiTokenRecord>, StoreError> {
        let sql = format!(
            "SELECT {TOKEN_COLUMNS} FROM api_tokens WHERE account_id = $1 ORDER BY created_at DESC, id"
        );
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(account_id)
            .fetch_all(pool)
            .await)?)
    }

    /// Revokes (deletes) one token of the account; false when it has none by that id.
    pub async fn delete_api_token(
        &self,
        account_id: &str,
        id: &str,
        audit: &AuditEntry,
    ) -> Result<bool, StoreError> {
        if !crate::store::links::storable(id) {
            return Ok(false);
        }
        let done = execute_audited!(
            self,
            audit,
            "DELETE FROM api_tokens WHERE account_id = $1 AND id = $2",
            account_id,
            id
        )?;
        Ok(done > 0)
    }

    /// The token with this hash, unexpired, and its enabled account.
    pub async fn find_api_token(
        &self,
        token_hash: &str,
        now: i64,
    ) -> Result<Option<(ApiTokenRecord, AccountRecord)>, StoreError> {
        let sql = format!(
            "SELECT {TOKEN_COLUMNS} FROM api_tokens \
             WHERE token_hash = $1 AND (expires_at IS NULL OR expires_at > $2)"
        );
        let token: Option<ApiTokenRecord> = on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(token_hash)
            .bind(now)
            .fetch_optional(pool)
            .await)?;
        let Some(token) = token else {
            return Ok(None);
        };
        let sql =
            format!("SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE id = $1 AND disabled_at IS NULL");
        let account: Option<AccountRecord> = on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(token.account_id.as_str())
            .fetch_optional(pool)
            .await)?;
        Ok(account.map(|account| (token, account)))
    }

    /// Records that a token was used at `at` (at most once a minute per token).
    pub async fn touch_api_token(&self, id: &str, at: i64) -> Result<(), StoreError> {
        on_writer!(self, |pool| sqlx::query(
            "UPDATE api_tokens SET last_used_at = $2 WHERE id = $1"
        )
        .bind(id)
        .bind(at)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(())
    }
}
