//! Passkeys of accounts: a row per WebAuthn credential, found by its
//! credential id at login, listed, renamed and deleted by its owner.

use crate::domain::audit::AuditEntry;
use crate::store::{execute, execute_audited};
use crate::store::{on_reader, on_writer, Store, StoreError};

const PASSKEY_COLUMNS: &str =
    "id, account_id, credential_id, name, credential, created_at, last_used_at";

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct PasskeyRecord {
    pub id: String,
    pub account_id: String,
    /// base64url without padding.
    pub credential_id: String,
    pub name: String,
    /// The library's credential (public key, counter) as JSON.
    pub credential: String,
    pub created_at: i64,
    pub last_used_at: Option<i64>,
}

impl Store {
    /// Stores a new passkey; [`StoreError::Conflict`] when its credential id
    /// is already registered.
    pub async fn insert_passkey(
        &self,
        passkey: &PasskeyRecord,
        audit: &AuditEntry,
    ) -> Result<(), StoreError> {
        execute_audited!(self, audit, "INSERT INTO passkeys (id, account_id, credential_id, name, credential, created_at, last_used_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)", &passkey.id, &passkey.account_id, &passkey.credential_id, &passkey.name, &passkey.credential, passkey.created_at, passkey.last_used_at)?;
        Ok(())
    }

    /// The account's passkeys, oldest first.
    pub async fn passkeys_of_account(
        &self,
        account_id: &str,
    ) -> Result<Vec<PasskeyRecord>, StoreError> {
        let sql = format!(
            "SELECT {PASSKEY_COLUMNS} FROM passkeys WHERE account_id = $1 ORDER BY created_at, id"
        );
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(account_id)
            .fetch_all(pool)
            .await)?)
    }

    pub async fn count_passkeys(&self, account_id: &str) -> Result<i64, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT COUNT(*) FROM passkeys WHERE account_id = $1"
        )
        .bind(account_id)
        .fetch_one(pool)
        .await)?)
    }

    /// The passkey with this credential id (base64url), of any account.
    pub async fn find_passkey_by_credential(
        &self,
        credential_id: &str,
    ) -> Result<Option<PasskeyRecord>, StoreError> {
        if !crate::domain::text::is_storable(credential_id) {
            return Ok(None);
        }
        let sql = format!("SELECT {PASSKEY_COLUMNS} FROM passkeys WHERE credential_id = $1");
        Ok(on_writer!(self, |pool| sqlx::query_as(&sql)
            .bind(credential_id)
            .fetch_optional(pool)
            .await)?)
    }

    /// Records a use: the updated credential (its counter) and the time.
    /// False when the passkey was deleted meanwhile.
    pub async fn record_passkey_use(
        &self,
        id: &str,
        credential: &str,
        used_at: i64,
    ) -> Result<bool, StoreError> {
        let changed = execute!(
            self,
            "UPDATE passkeys SET credential = $1, last_used_at = $2 WHERE id = $3",
            credential,
            used_at,
            id
        )?;
        Ok(changed == 1)
    }

    /// Renames one of the account's passkeys; false when it has none by `id`.
    pub async fn rename_passkey(
        &self,
        account_id: &str,
        id: &str,
        name: &str,
    ) -> Result<bool, StoreError> {
        if !crate::domain::text::is_storable(id) {
            return Ok(false);
        }
        let changed = execute!(
            self,
            "UPDATE passkeys SET name = $1 WHERE id = $2 AND account_id = $3",
            name,
            id,
            account_id
        )?;
        Ok(changed == 1)
    }

    /// Deletes one of the account's passkeys; false when it has none by `id`.
    pub async fn delete_passkey(
        &self,
        account_id: &str,
        id: &str,
        audit: &AuditEntry,
    ) -> Result<bool, StoreError> {
        if !crate::domain::text::is_storable(id) {
            return Ok(false);
        }
        let changed = execute_audited!(
            self,
            audit,
            "DELETE FROM passkeys WHERE id = $1 AND account_id = $2",
            id,
            account_id
        )?;
        Ok(changed == 1)
    }

    /// Deletes every passkey of the account (the CLI's disable-2fa); returns
    /// how many.
    pub async fn delete_passkeys_of_account(
        &self,
        account_id: &str,
        audit: &AuditEntry,
    ) -> Result<u64, StoreError> {
        execute_audited!(
            self,
            audit,
            "DELETE FROM passkeys WHERE account_id = $1",
            account_id
        )
    }
}
