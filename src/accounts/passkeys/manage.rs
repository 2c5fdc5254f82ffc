//! The owner's passkeys: listed, renamed, deleted (deleting one passkey is
//! verified by the handler, as it removes a way in).

use crate::accounts::AccountError;
use crate::accounts::Accounts;
use crate::domain::audit::{AuditAction, AuditTarget};
use crate::domain::passkeys::PasskeyName;
use crate::store::{AccountRecord, PasskeyRecord};

impl Accounts<'_> {
    pub async fn list_passkeys(
        &self,
        account: &AccountRecord,
    ) -> Result<Vec<PasskeyRecord>, AccountError> {
        Ok(self.store.passkeys_of_account(&account.id).await?)
    }

    /// Renames one of the account's passkeys; returns it renamed.
    pub async fn rename_passkey(
        &self,
        account: &AccountRecord,
        id: &str,
        name: &PasskeyName,
    ) -> Result<PasskeyRecord, AccountError> {
        if !self
            .store
            .rename_passkey(&account.id, id, name.as_str())
            .await?
        {
            return Err(AccountError::UnknownPasskey);
        }
        self.list_passkeys(account)
            .await?
            .into_iter()
            .find(|p| p.id == id)
            .ok_or(AccountError::UnknownPasskey)
    }

    pub async fn delete_passkey(
        &self,
        account: &AccountRecord,
        id: &str,
    ) -> Result<(), AccountError> {
        if self.would_lose_required_factor(account, true).await? {
            return Err(AccountError::SecondFactorKept);
        }
        let audit = self.audit(AuditAction::PasskeyRemoved).on(AuditTarget {
            kind: "passkey",
            id: Some(id.to_owned()),
            name: None,
        });
        if self.store.delete_passkey(&account.id, id, &audit).await? {
            Ok(())
        } else {
            Err(AccountError::UnknownPasskey)
        }
    }
}
