//! Who manages whom (docs/api.md#who-manages-whom): the list of managed accounts, the role a
//! new account may get, role changes and ownership transfer, deletion.

use super::{AccountError, Permission};
use crate::accounts::Accounts;
use crate::domain::accounts::Role;
use crate::domain::audit::{AuditAction, AuditTarget};
use crate::store::{AccountRecord, StoreError};

/// The order of the user list: owner, admin, standard.
fn role_rank(role: Role) -> u8 {
    match role {
        Role::Owner => 0,
        Role::Admin => 1,
        Role::Standard => 2,
    }
}

impl Accounts<'_> {
    /// The caller and the accounts the caller manages: the caller first, then
    /// by role, then by username ignoring case.
    pub async fn list_managed_accounts(
        &self,
        caller: &AccountRecord,
    ) -> Result<Vec<AccountRecord>, AccountError> {
        let caller_role = caller.role();
        let mut accounts: Vec<AccountRecord> = self
            .store
            .list_accounts()
            .await?
            .into_iter()
            .filter(|a| a.id == caller.id || caller_role.manages(a.role()))
            .collect();
        accounts.sort_by_key(|a| {
            (
                a.id != caller.id,
                role_rank(a.role()),
                a.username.to_ascii_lowercase(),
                a.id.clone(),
            )
        });
        Ok(accounts)
    }
}

/// The role of an account the caller creates: `None` (absent or null)
/// means standard; the role must parse and be one the caller manages.
/// `Some(None)` is a role that is not text.
pub fn role_for_new_account(
    caller: &AccountRecord,
    requested: Option<Option<&str>>,
) -> Result<Role, AccountError> {
    let caller_role = caller.role();
    let role = match requested {
        None => Some(Role::Standard),
        Some(Some(name)) => Role::parse(name)
            .ok()
            .filter(|role| caller_role.manages(*role)),
        Some(None) => None,
    };
    role.ok_or(AccountError::RoleNotAllowed {
        caller: caller_role,
    })
}

impl Accounts<'_> {
    /// The owner gives another account a role; giving `owner` hands ownership
    /// over (the caller becomes an admin). Returns the updated account.
    pub async fn change_role(
        &self,
        owner: &AccountRecord,
        target_id: &str,
        role: Option<&str>,
    ) -> Result<AccountRecord, AccountError> {
        let role = role
            .and_then(|r| Role::parse(r).ok())
            .ok_or(AccountError::InvalidRole)?;
        let target = self.find_account(target_id).await?;
        if target.id == owner.id {
            return Err(AccountError::OwnRole);
        }
        // The owner can never be disabled, so ownership does not go to a disabled account.
        if role == Role::Owner && target.is_disabled() {
            return Err(AccountError::AccountDisabled);
        }
        let on_target = AuditTarget::account(&target.id, &target.username);
        let roles = serde_json::json!({ "from": target.role().as_str(), "to": role.as_str() });
        let changed = if role == Role::Owner {
            let audit = self
                .audit(AuditAction::OwnershipTransferred)
                .on(on_target)
                .with(roles);
            // One transaction: there is exactly one owner before and after.
            self.store
                .transfer_ownership(&owner.id, &target.id, &audit)
                .await
        } else {
            let audit = self
                .audit(AuditAction::RoleChanged)
                .on(on_target)
                .with(roles);
            self.store.set_account_role(&target.id, role, &audit).await
        };
        match changed {
            Ok(()) => self.find_account(&target.id).await,
            Err(StoreError::NotFound) => Err(AccountError::UnknownAccount),
            Err(other) => Err(other.into()),
        }
    }

    /// Deletes an account the caller manages (never the caller's own).
    pub async fn delete_account(
        &self,
        caller: &AccountRecord,
        target_id: &str,
    ) -> Result<(), AccountError> {
        let target = self.find_account(target_id).await?;
        if target.id == caller.id || !caller.role().manages(target.role()) {
            return Err(AccountError::NotPermitted(Permission::DeleteThisUser));
        }
        let audit = self
            .audit(AuditAction::AccountDeleted)
            .on(AuditTarget::account(&target.id, &target.username));
        if !self.store.delete_account(&target.id, &audit).await? {
            return Err(AccountError::UnknownAccount);
        }
        Ok(())
    }
}
