//! API secrets (`newSecret`): a new unique secret for the caller or for an
//! account the caller manages.

use super::{AccountError, Permission};
use crate::accounts::Accounts;
use crate::domain::audit::{AuditAction, AuditTarget};
use crate::domain::tokens::new_api_secret;
use crate::store::{AccountRecord, StoreError};

impl Accounts<'_> {
    /// Regenerates the secret of the caller, or of `target_id` when it names
    /// another account (absent, empty or the caller's own id mean the caller).
    pub async fn regenerate_secret(
        &self,
        caller: &AccountRecord,
        target_id: Option<&str>,
    ) -> Result<String, AccountError> {
        let _store = self.store;
        let target_id = match target_id.filter(|id| !id.is_empty() && *id != caller.id) {
            None => caller.id.clone(),
            Some(id) => {
                if !caller.role().is_admin_or_owner() {
                    return Err(AccountError::NotPermitted(Permission::ManageUsers));
                }
                let target = self.find_account(id).await?;
                if !caller.role().manages(target.role()) {
                    return Err(AccountError::NotPermitted(Permission::ManageThisUser));
                }
                target.id
            }
        };
        self.replace_secret(&target_id).await
    }

    /// Gives an account a new unique API secret and returns it.
    pub async fn replace_secret(&self, account_id: &str) -> Result<String, AccountError> {
        for _ in 0..5 {
            let secret = new_api_secret();
            let audit = self.audit(AuditAction::SecretRenewed).on(AuditTarget {
                kind: "account",
                id: Some(account_id.to_owned()),
                name: None,
            });
            match self
                .store
                .set_account_secret(account_id, &secret, &audit)
                .await
            {
                Ok(()) => return Ok(secret),
                Err(StoreError::Conflict) => continue,
                Err(StoreError::NotFound) => return Err(AccountError::UnknownAccount),
                Err(other) => return Err(other.into()),
            }
        }
        Err(AccountError::Internal(anyhow::anyhow!(
            "could not draw a unique secret"
        )))
    }
}
