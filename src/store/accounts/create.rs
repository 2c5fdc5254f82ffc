//! Inserting accounts: the first one becomes the owner, and of two
//! simultaneous first registrations exactly one succeeds.

use super::{AccountRecord, NewAccount, ACCOUNT_COLUMNS};
use crate::domain::accounts::Role;
use crate::domain::audit::{AuditEntry, AuditTarget};
use crate::domain::tokens::hash_api_secret;
use crate::store::audit_log::record_audit;
use crate::store::{on_writer, Store, StoreError};

impl Store {
    /// Inserts an account whose role is `owner` when no account exists yet
    /// and `role_otherwise` when one does. The check and the insert are one
    /// statement, and the single-owner index settles a race between two
    /// first accounts: the loser gets [`StoreError::Conflict`] and retries.
    pub async fn insert_account(
        &self,
        new: &NewAccount<'_>,
        role_otherwise: Role,
        audit: &AuditEntry,
    ) -> Result<AccountRecord, StoreError> {
        let sql = format!(
            "INSERT INTO accounts (id, username, email, password_hash, role, secret, created_at, secret_hash) \
             SELECT $1, $2, $3, $4, CASE WHEN EXISTS (SELECT 1 FROM accounts) THEN $5 ELSE 'owner' END, $6, $7, $8 \
             RETURNING {ACCOUNT_COLUMNS}"
        );
        on_writer!(self, |pool| async {
            let mut tx = pool.begin().await?;
            let account = sqlx::query_as::<_, AccountRecord>(&sql)
                .bind(new.id)
                .bind(new.username)
                .bind(new.email)
                .bind(new.password_hash)
                .bind(role_otherwise.as_str())
                .bind(new.secret)
                .bind(new.created_at)
                .bind(new.secret.map(hash_api_secret))
                .fetch_one(&mut *tx)
                .await?;
            record_audit!(tx, &created(audit, &account));
            tx.commit().await?;
            Ok::<_, sqlx::Error>(account)
        }
        .await)
        .map_err(StoreError::from_write)
    }

    /// Inserts `new` as the owner if the table is empty; `None` when an
    /// account exists already or a concurrent first account won the race
    /// (the single-owner index refuses the loser on PostgreSQL).
    pub async fn insert_first_account(
        &self,
        new: &NewAccount<'_>,
        audit: &AuditEntry,
    ) -> Result<Option<AccountRecord>, StoreError> {
        let sql = format!(
            "INSERT INTO accounts (id, username, email, password_hash, role, secret, created_at, secret_hash) \
             SELECT $1, $2, $3, $4, 'owner', $5, $6, $7 WHERE NOT EXISTS (SELECT 1 FROM accounts) \
             RETURNING {ACCOUNT_COLUMNS}"
        );
        let inserted = on_writer!(self, |pool| async {
            let mut tx = pool.begin().await?;
            let account = sqlx::query_as::<_, AccountRecord>(&sql)
                .bind(new.id)
                .bind(new.username)
                .bind(new.email)
                .bind(new.password_hash)
                .bind(new.secret)
                .bind(new.created_at)
                .bind(new.secret.map(hash_api_secret))
                .fetch_optional(&mut *tx)
                .await?;
            if let Some(account) = &account {
                record_audit!(tx, &created(audit, account));
            }
            tx.commit().await?;
            Ok::<_, sqlx::Error>(account)
        }
        .await)
        .map_err(StoreError::from_write);
        match inserted {
            Ok(account) => Ok(account),
            Err(StoreError::Conflict) => Ok(None),
            Err(other) => Err(other),
        }
    }
}

/// `audit` naming the account just created and the role it was given (the
/// insert decides it: the first account becomes the owner).
fn created(audit: &AuditEntry, account: &AccountRecord) -> AuditEntry {
    audit
        .clone()
        .on(AuditTarget::account(&account.id, &account.username))
        .with(serde_json::json!({ "role": account.role }))
}
