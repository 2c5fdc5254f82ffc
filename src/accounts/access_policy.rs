//! The instance's two-factor policy (docs/accounts.md): stored in the
//! database so every instance applies it, changed by the owner.

use super::AccountError;
use crate::domain::access::TwoFactorPolicy;
use crate::store::{AccountRecord, Store};

const POLICY_SETTING: &str = "two_factor_policy";

/// Whether the account has a second factor. The one place that decides it:
/// today a confirmed TOTP secret.
pub fn has_second_factor(account: &AccountRecord) -> bool {
    account.totp_enabled
}

pub async fn two_factor_policy(store: &Store) -> Result<TwoFactorPolicy, AccountError> {
    Ok(store
        .instance_setting(POLICY_SETTING)
        .await?
        .as_deref()
        .and_then(TwoFactorPolicy::parse)
        .unwrap_or_default())
}

/// Whether the policy makes this account set up a second factor before
/// anything else.
pub async fn must_set_up_second_factor(
    store: &Store,
    account: &AccountRecord,
) -> Result<bool, AccountError> {
    if has_second_factor(account) {
        return Ok(false);
    }
    Ok(two_factor_policy(store).await?.requires(account.role()))
}

pub async fn set_two_factor_policy(
    store: &Store,
    value: &str,
) -> Result<TwoFactorPolicy, AccountError> {
    let policy = TwoFactorPolicy::parse(value).ok_or(AccountError::InvalidPolicy)?;
    store
        .set_instance_setting(POLICY_SETTING, policy.as_str())
        .await?;
    Ok(policy)
}
