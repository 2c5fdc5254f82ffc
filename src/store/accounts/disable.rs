//! Disabling and re-enabling accounts, and the instance settings table
//! that holds the two-factor policy.

use crate::domain::audit::AuditEntry;
use crate::store::audit_log::record_audit;
use crate::store::execute_audited;
use crate::store::{on_reader, on_writer, Store, StoreError};

impl Store {
    /// Disables (`Some(time)`) or re-enables (`None`) an account that is not
    /// the owner. Disabling ends its sessions in the same transaction, so no
    /// instance can still find one. False when no such non-owner account.
    pub async fn set_account_disabled(
        &self,
        id: &str,
        disabled_at: Option<i64>,
        audit: &AuditEntry,
    ) -> Result<bool, StoreError> {
        let changed = on_writer!(self, |pool| async {
            let mut tx = pool.begin().await?;
            let changed = sqlx::query(
                "UPDATE accounts SET disabled_at = $2 WHERE id = $1 AND role <> 'owner'",
            )
            .bind(id)
            .bind(disabled_at)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if changed > 0 && disabled_at.is_some() {
                sqlx::query("DELETE FROM sessions WHERE account_id = $1")
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
            }
            if changed > 0 {
                record_audit!(tx, audit);
            }
            tx.commit().await?;
            Ok::<u64, sqlx::Error>(changed)
        }
        .await)
        .map_err(StoreError::from_write)?;
        Ok(changed > 0)
    }

    /// An instance setting's stored value.
    pub async fn instance_setting(&self, name: &str) -> Result<Option<String>, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT value FROM instance_settings WHERE name = $1"
        )
        .bind(name)
        .fetch_optional(pool)
        .await)?)
    }

    pub async fn set_instance_setting(
        &self,
        name: &str,
        value: &str,
        audit: &AuditEntry,
    ) -> Result<(), StoreError> {
        execute_audited!(
            self,
            audit,
            "INSERT INTO instance_settings (name, value) VALUES ($1, $2) \
             ON CONFLICT (name) DO UPDATE SET value = excluded.value",
            name,
            value
        )?;
        Ok(())
    }
}
