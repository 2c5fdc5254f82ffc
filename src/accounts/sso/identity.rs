//! Identities and accounts: an identity is the provider's (issuer,
//! subject), never an e-mail address. A known one signs in its account
//! (its role following the provider's groups, the owner excepted); an
//! unknown one gets a new account when OIDC_CREATE_ACCOUNTS is on.

use super::provider::{ProviderLogin, SsoProvider};
use super::SsoRefusal;
use crate::accounts::create::{AccountValues, Placement};
use crate::accounts::AccountError;
use crate::accounts::Accounts;
use crate::config::SsoSettings;
use crate::domain::accounts::{Email, Role};
use crate::domain::audit::{AuditAction, AuditBy, AuditTarget};
use crate::domain::sso::{groups_in_claims, role_from_groups, username_base, username_candidate};
use crate::domain::time::now_millis;
use crate::domain::tokens::new_api_secret;
use crate::store::{AccountRecord, Store, StoreError};
use serde_json::Value;

/// Usernames tried for a new account before giving up.
const USERNAME_TRIES: u32 = 100;

impl Accounts<'_> {
    /// The account signed in by this identity, created or updated as the
    /// settings say.
    pub async fn account_for_identity(
        &self,
        settings: &SsoSettings,
        identity: &ProviderLogin,
    ) -> Result<AccountRecord, AccountError> {
        let groups = groups_in_claims(&identity.claims, &settings.role_claim);
        let found = self
            .store
            .find_account_by_sso_identity(&settings.issuer, &identity.subject)
            .await?;
        let mut account = match found {
            Some(account) => account,
            None if settings.create_accounts => {
                create_account(self.store, settings, identity).await?
            }
            None => return Err(SsoRefusal::NoAccount.into()),
        };
        if account.is_disabled() {
            return Err(AccountError::AccountDisabled);
        }
        if let Some(role) = role_from_groups(account.role(), &groups, &settings.admin_groups) {
            let audit = self
                .audit(AuditAction::RoleChanged)
                .on(AuditTarget::account(&account.id, &account.username))
                .with(serde_json::json!({
                    "from": account.role().as_str(),
                    "to": role.as_str(),
                    "by": "sso_groups",
                }));
            self.store
                .set_account_role(&account.id, role, &audit)
                .await?;
            account.role = role.as_str().to_owned();
        }
        self.store
            .touch_sso_identity(&settings.issuer, &identity.subject, now_millis())
            .await?;
        Ok(account)
    }
}

/// A new account for an identity: the username from `preferred_username`
/// or the e-mail's local part, made valid and unique; the e-mail address
/// from the claims, which must be free; a random password nobody knows
/// (an administrator can set one). The first account ever is the owner.
async fn create_account(
    store: &Store,
    settings: &SsoSettings,
    identity: &ProviderLogin,
) -> Result<AccountRecord, AccountError> {
    let claim = |name: &str| identity.claims.get(name).and_then(Value::as_str);
    let email = claim("email")
        .and_then(|e| Email::parse(e.trim()).ok())
        .ok_or(SsoRefusal::NoEmail)?;
    let (_, email_taken) = store.find_name_conflicts(None, Some(&email), None).await?;
    if email_taken {
        return Err(SsoRefusal::EmailTaken.into());
    }
    let base = username_base(claim("preferred_username"), Some(email.as_str()));
    let role = match role_from_groups(
        Role::Standard,
        &groups(identity, settings),
        &settings.admin_groups,
    ) {
        Some(role) => role,
        None => Role::Standard,
    };
    let password = new_api_secret();
    for n in 0..USERNAME_TRIES {
        let Some(username) = username_candidate(&base, n) else {
            continue;
        };
        let (username_taken, _) = store
            .find_name_conflicts(Some(&username), None, None)
            .await?;
        if username_taken {
            continue;
        }
        let values = AccountValues {
            username: &username,
            email: &email,
            password: &password,
            secret: None,
        };
        let account = match Accounts::new(store)
            .insert_account(&values, Placement::Role(role))
            .await
        {
            // Taken meanwhile by a concurrent creation: try the next name.
            Err(AccountError::NamesTaken { .. }) => continue,
            other => other?,
        };
        let linked = store
            .insert_sso_identity(
                &settings.issuer,
                &identity.subject,
                &account.id,
                now_millis(),
            )
            .await;
        return match linked {
            Ok(()) => Ok(account),
            Err(StoreError::Conflict) => {
                // A concurrent first login of the same identity won: use
                // its account, drop this one.
                let audit = AuditBy::command_line()
                    .entry(AuditAction::AccountDeleted, now_millis())
                    .on(AuditTarget::account(&account.id, &account.username))
                    .with(serde_json::json!({ "reason": "sso_identity_taken" }));
                store.delete_account(&account.id, &audit).await?;
                store
                    .find_account_by_sso_identity(&settings.issuer, &identity.subject)
                    .await?
                    .ok_or(AccountError::Store(StoreError::Conflict))
            }
            Err(other) => Err(other.into()),
        };
    }
    Err(AccountError::NamesTaken {
        username: true,
        email: false,
    })
}

fn groups(identity: &ProviderLogin, settings: &SsoSettings) -> Vec<String> {
    groups_in_claims(&identity.claims, &settings.role_claim)
}

impl Accounts<'_> {
    /// Links the identity to the account that asked from Settings.
    pub async fn link_identity(
        &self,
        provider: &SsoProvider,
        account_id: &str,
        identity: &ProviderLogin,
    ) -> Result<(), AccountError> {
        let issuer = &provider.settings.issuer;
        match self
            .store
            .insert_sso_identity(issuer, &identity.subject, account_id, now_millis())
            .await
        {
            Ok(()) => Ok(()),
            Err(StoreError::Conflict) => Err(SsoRefusal::IdentityTaken.into()),
            // The account was deleted during the login.
            Err(StoreError::MissingReference | StoreError::Other(_))
                if self.store.find_account_by_id(account_id).await?.is_none() =>
            {
                Err(AccountError::UnknownAccount)
            }
            Err(other) => Err(other.into()),
        }
    }

    /// Whether the account has an identity at the configured provider.
    pub async fn sso_link_status(
        &self,
        settings: &SsoSettings,
        account_id: &str,
    ) -> Result<bool, AccountError> {
        Ok(self
            .store
            .sso_subject_of_account(account_id, &settings.issuer)
            .await?
            .is_some())
    }

    /// Unlinks the account's identity at the configured provider.
    pub async fn unlink_sso(
        &self,
        settings: &SsoSettings,
        account_id: &str,
    ) -> Result<(), AccountError> {
        if self
            .store
            .delete_sso_identity(account_id, &settings.issuer)
            .await?
        {
            Ok(())
        } else {
            Err(SsoRefusal::NotLinked.into())
        }
    }
}
