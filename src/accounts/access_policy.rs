//! The instance's two-factor policy (docs/accounts.md): stored in the
//! database so every instance applies it, changed by the owner.

use super::{AccountError, Accounts};
use crate::domain::access::TwoFactorPolicy;
use crate::domain::audit::AuditAction;
use crate::store::AccountRecord;

const POLICY_SETTING: &str = "two_factor_policy";

impl Accounts<'_> {
    pub async fn two_factor_policy(&self) -> Result<TwoFactorPolicy, AccountError> {
        Ok(self
            .store
            .instance_setting(POLICY_SETTING)
            .await?
            .as_deref()
            .and_then(TwoFactorPolicy::parse)
            .unwrap_or_default())
    }

    /// Whether the policy makes this account set up a second factor before
    /// anything else.
    pub async fn must_set_up_second_factor(
        &self,
        account: &AccountRecord,
    ) -> Result<bool, AccountError> {
        let _store = self.store;
        // The policy first: it is one small read, and most accounts are not
        // covered or have TOTP, so passkeys are rarely counted.
        if account.totp_enabled || !self.two_factor_policy().await?.requires(account.role()) {
            return Ok(false);
        }
        Ok(!self.has_second_factor(account).await?)
    }

    /// Whether removing one of the account's second factors (its TOTP, or one
    /// passkey when `passkey_removed`) would leave it without any while the
    /// policy requires one.
    pub async fn would_lose_required_factor(
        &self,
        account: &AccountRecord,
        passkey_removed: bool,
    ) -> Result<bool, AccountError> {
        if !self.two_factor_policy().await?.requires(account.role()) {
            return Ok(false);
        }
        let passkeys = u64::try_from(self.store.count_passkeys(&account.id).await?).unwrap_or(0);
        let left = if passkey_removed {
            u64::from(account.totp_enabled) + passkeys.saturating_sub(1)
        } else {
            passkeys
        };
        Ok(left == 0)
    }

    pub async fn set_two_factor_policy(
        &self,
        value: &str,
    ) -> Result<TwoFactorPolicy, AccountError> {
        let policy = TwoFactorPolicy::parse(value).ok_or(AccountError::InvalidPolicy)?;
        let audit = self
            .audit(AuditAction::PolicyChanged)
            .with(serde_json::json!({ "twoFactorPolicy": policy.as_str() }));
        self.store
            .set_instance_setting(POLICY_SETTING, policy.as_str(), &audit)
            .await?;
        Ok(policy)
    }
}
