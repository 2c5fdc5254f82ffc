//! The instance's two-factor policy (docs/accounts.md): stored in the
//! database so every instance applies it, changed by the owner.

use super::{has_second_factor, AccountError};
use crate::domain::access::TwoFactorPolicy;
use crate::store::{AccountRecord, Store};

const POLICY_SETTING: &str = "two_factor_policy";

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
    // The policy first: it is one small read, and most accounts are not
    // covered or have TOTP, so passkeys are rarely counted.
    if account.totp_enabled || !two_factor_policy(store).await?.requires(account.role()) {
        return Ok(false);
    }
    Ok(!has_second_factor(store, account).await?)
}

/// Whether removing one of the account's second factors (its TOTP, or one
/// passkey when `passkey_removed`) would leave it without any while the
/// policy requires one.
pub async fn would_lose_required_factor(
    store: &Store,
    account: &AccountRecord,
    passkey_removed: bool,
) -> Result<bool, AccountError> {
    if !two_factor_policy(store).await?.requires(account.role()) {
        return Ok(false);
    }
    let passkeys = u64::try_from(store.count_passkeys(&account.id).await?).unwrap_or(0);
    let left = if passkey_removed {
        u64::from(account.totp_enabled) + passkeys.saturating_sub(1)
    } else {
        passkeys
    };
    Ok(left == 0)
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
