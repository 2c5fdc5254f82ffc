//! Role writes (docs/api.md#who-manages-whom): setting a role, transferring ownership, and
//! deleting an account.

use crate::domain::accounts::Role;
use crate::domain::audit::AuditEntry;
use crate::store::audit_log::record_audit;
use crate::store::{execute_audited, on_writer, Store, StoreError};

impl Store {
    pub async fn set_account_role(
        &self,
        id: &str,
        role: Role,
        audit: &AuditEntry,
    ) -> Result<(), StoreError> {
        let done = execute_audited!(
            self,
            audit,
            "UPDATE accounts SET role = $1 WHERE id = $2",
            role.as_str(),
            id
        )?;
        if done == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    /// Deletes an account. Its sessions and backup codes go with it (ON
    /// DELETE CASCADE); its links stay without an author (ON DELETE SET
    /// NULL). False when no such account existed.
    pub async fn delete_account(&self, id: &str, audit: &AuditEntry) -> Result<bool, StoreError> {
        let done = execute_audited!(self, audit, "DELETE FROM accounts WHERE id = $1", id)?;
        Ok(done == 1)
    }

    /// Makes `new_owner` the owner and `old_owner` an admin in one
    /// transaction. The single-owner index allows one owner at any moment,
    /// so the old owner is demoted first. [`StoreError::NotFound`] (and no
    /// change) when `old_owner` is no longer the owner or `new_owner` is gone.
    pub async fn transfer_ownership(
        &self,
        old_owner: &str,
        new_owner: &str,
        audit: &AuditEntry,
    ) -> Result<(), StoreError> {
        on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            let demoted =
                sqlx::query("UPDATE accounts SET role = 'admin' WHERE id = $1 AND role = 'owner'")
                    .bind(old_owner)
                    .execute(&mut *tx)
                    .await
                    .map_err(StoreError::from_write)?
                    .rows_affected();
            let promoted = if demoted == 1 {
                sqlx::query("UPDATE accounts SET role = 'owner' WHERE id = $1")
                    .bind(new_owner)
                    .execute(&mut *tx)
                    .await
                    .map_err(StoreError::from_write)?
                    .rows_affected()
            } else {
                0
            };
            if promoted != 1 {
                tx.rollback().await?;
                return Err(StoreError::NotFound);
            }
            record_audit!(tx, audit);
            tx.commit().await?;
            Ok(())
        })
    }
}
