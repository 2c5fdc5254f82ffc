//! Disabling an account (docs/accounts.md): kept with its links, but it
//! cannot log in and its sessions, tokens and API secret stop working at
//! once (every credential is checked against the database on each request).

use super::{AccountError, Permission};
use crate::accounts::Accounts;
use crate::domain::audit::{AuditAction, AuditTarget};
use crate::domain::time::now_millis;
use crate::domain::webhooks::EventKind;
use crate::store::AccountRecord;

impl Accounts<'_> {
    /// Disables (`disabled = true`) or re-enables an account the caller
    /// manages; never the caller itself nor the owner. Returns the target as
    /// it is now.
    pub async fn set_disabled(
        &self,
        caller: &AccountRecord,
        target_id: &str,
        disabled: bool,
    ) -> Result<AccountRecord, AccountError> {
        let _store = self.store;
        let target = self.find_account(target_id).await?;
        if target.id == caller.id || !caller.role().manages(target.role()) {
            return Err(AccountError::NotPermitted(Permission::DisableThisUser));
        }
        self.set_disabled_by_operator(&target, disabled).await
    }

    /// The same without a caller: the `linkhop user` command run by whoever
    /// holds the server. The owner still cannot be disabled.
    pub async fn set_disabled_by_operator(
        &self,
        target: &AccountRecord,
        disabled: bool,
    ) -> Result<AccountRecord, AccountError> {
        let at = disabled.then(now_millis);
        // An already disabled account keeps its first time.
        let at = match (at, target.disabled_at) {
            (Some(_), Some(before)) => Some(before),
            (at, _) => at,
        };
        let action = if disabled {
            AuditAction::AccountDisabled
        } else {
            AuditAction::AccountEnabled
        };
        let audit = self
            .audit(action)
            .on(AuditTarget::account(&target.id, &target.username));
        if !self
            .store
            .set_account_disabled(&target.id, at, &audit)
            .await?
        {
            return Err(AccountError::NotPermitted(Permission::DisableThisUser));
        }
        let now = self.find_account(&target.id).await?;
        if now.is_disabled() && !target.is_disabled() {
            self.announce(EventKind::AccountDisabled, &now).await;
        }
        Ok(now)
    }
}
