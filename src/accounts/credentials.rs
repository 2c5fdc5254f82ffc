//! Changing an account's username, e-mail or password (`changeOwnEmail`, `updateEmail`, …):
//! the value's rule, uniqueness ignoring case, and the write. A password
//! change ends the account's other sessions.

use super::passwords::hash_password;
use super::sign_in::check_own_password;
use super::throttle::{throttled, Subject};
use super::{AccountError, Permission};
use crate::accounts::Accounts;
use crate::domain::accounts::{Email, Password, Username};
use crate::domain::audit::{AuditAction, AuditEntry, AuditTarget};
use crate::store::{AccountRecord, Store, StoreError};
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Credential {
    Username,
    Email,
    Password,
}

impl fmt::Display for Credential {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Username => "username",
            Self::Email => "email",
            Self::Password => "password",
        })
    }
}

/// A new value that passed its rule (docs/api.md#validation-rules).
pub enum NewCredential {
    Username(Username),
    Email(Email),
    Password(Password),
}

impl NewCredential {
    /// Parses a new value; a missing one breaks the rule too.
    pub fn parse(credential: Credential, value: Option<&str>) -> Result<Self, AccountError> {
        let invalid = |_| AccountError::InvalidValue(credential);
        let value = value.ok_or(AccountError::InvalidValue(credential))?;
        Ok(match credential {
            Credential::Username => Self::Username(Username::parse(value).map_err(invalid)?),
            Credential::Email => Self::Email(Email::parse(value).map_err(invalid)?),
            Credential::Password => Self::Password(Password::parse(value).map_err(invalid)?),
        })
    }

    pub fn credential(&self) -> Credential {
        match self {
            Self::Username(_) => Credential::Username,
            Self::Email(_) => Credential::Email,
            Self::Password(_) => Credential::Password,
        }
    }
}

/// The caller's own change (`PATCH /api/auth/*`): the current password, then the
/// code when 2FA is on, then the new value. Keeps the caller's session.
pub struct OwnChange<'a> {
    pub password: &'a str,
    pub token: Option<&'a str>,
    pub new_value: Option<&'a str>,
}

impl Accounts<'_> {
    /// Changes the caller's own credential; returns the updated account.
    pub async fn change_own_credential(
        &self,
        caller: &AccountRecord,
        session_hash: Option<&str>,
        credential: Credential,
        change: &OwnChange<'_>,
        client: &str,
    ) -> Result<AccountRecord, AccountError> {
        let subject = Subject::Account(&caller.id);
        throttled(self.store, subject, client, async {
            check_own_password(caller, change.password).await?;
            self.check_login_code(caller, change.token).await
        })
        .await?;
        let new = NewCredential::parse(credential, change.new_value)?;
        let audit = self.credential_audit(caller, &new);
        store_credential(self.store, &caller.id, &new, session_hash, &audit).await?;
        self.find_account(&caller.id).await
    }

    /// Changes the credential of `target_id` (the caller's own, or that of an
    /// account the caller manages). Returns the updated account and whether it
    /// is the caller's.
    pub async fn change_account_credential(
        &self,
        caller: &AccountRecord,
        session_hash: Option<&str>,
        target_id: &str,
        new: &NewCredential,
    ) -> Result<(AccountRecord, bool), AccountError> {
        let target = self.find_account(target_id).await?;
        let is_self = target.id == caller.id;
        if !is_self && !caller.role().manages(target.role()) {
            return Err(AccountError::NotPermitted(Permission::UpdateThisUser));
        }
        let keep = if is_self { session_hash } else { None };
        let audit = self.credential_audit(&target, new);
        store_credential(self.store, &target.id, new, keep, &audit).await?;
        Ok((self.find_account(&target.id).await?, is_self))
    }
}

/// Checks uniqueness (ignoring case and the target itself), then writes the
/// value with its audit entry. A password change ends the target's sessions
/// except `keep_session`.
async fn store_credential(
    store: &Store,
    target_id: &str,
    new: &NewCredential,
    keep_session: Option<&str>,
    audit: &AuditEntry,
) -> Result<(), AccountError> {
    let credential = new.credential();
    let written = match new {
        NewCredential::Username(username) => {
            let (taken, _) = store
                .find_name_conflicts(Some(username), None, Some(target_id))
                .await?;
            if taken {
                return Err(AccountError::ValueTaken(credential));
            }
            store.set_account_username(target_id, username, audit).await
        }
        NewCredential::Email(email) => {
            let (_, taken) = store
                .find_name_conflicts(None, Some(email), Some(target_id))
                .await?;
            if taken {
                return Err(AccountError::ValueTaken(credential));
            }
            store.set_account_email(target_id, email, audit).await
        }
        NewCredential::Password(password) => {
            let hash = hash_password(password.as_str()).await?;
            let written = store
                .set_account_password_hash(target_id, &hash, audit)
                .await;
            if written.is_ok() {
                store
                    .delete_sessions_of_account(target_id, keep_session)
                    .await?;
            }
            written
        }
    };
    match written {
        Ok(()) => Ok(()),
        // A concurrent change took the name between the check and the write.
        Err(StoreError::Conflict) => Err(AccountError::ValueTaken(credential)),
        Err(StoreError::NotFound) => Err(AccountError::UnknownAccount),
        Err(other) => Err(other.into()),
    }
}

impl Accounts<'_> {
    /// Sets a new password (the CLI's reset) and ends every session of the
    /// account; returns how many ended.
    pub async fn reset_password(
        &self,
        account_id: &str,
        password: &Password,
    ) -> Result<u64, AccountError> {
        let hash = hash_password(password.as_str()).await?;
        let account = self.find_account(account_id).await?;
        let audit = self
            .audit(AuditAction::PasswordChanged)
            .on(AuditTarget::account(&account.id, &account.username));
        self.store
            .set_account_password_hash(account_id, &hash, &audit)
            .await?;
        Ok(self
            .store
            .delete_sessions_of_account(account_id, None)
            .await?)
    }
}

impl Accounts<'_> {
    /// The audit entry of `new` for `target`: the username it had (a new
    /// one is in the target's name), never an e-mail address or password.
    fn credential_audit(&self, target: &AccountRecord, new: &NewCredential) -> AuditEntry {
        let (action, name, details) = match new {
            NewCredential::Username(username) => (
                AuditAction::UsernameChanged,
                username.as_str(),
                serde_json::json!({ "from": target.username }),
            ),
            NewCredential::Email(_) => (
                AuditAction::EmailChanged,
                target.username.as_str(),
                serde_json::Value::Null,
            ),
            NewCredential::Password(_) => (
                AuditAction::PasswordChanged,
                target.username.as_str(),
                serde_json::Value::Null,
            ),
        };
        let entry = self
            .audit(action)
            .on(AuditTarget::account(&target.id, name));
        match details {
            serde_json::Value::Null => entry,
            details => entry.with(details),
        }
    }
}
