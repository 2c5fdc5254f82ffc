//! Whether an account may be logged in automatically in single-user mode
//! (docs/api.md#automatic-login).

use super::{find_account, AccountError};
use crate::store::{AccountRecord, Store};

/// Allows or forbids automatic login; returns the updated account.
pub async fn set_automatic_login(
    store: &Store,
    account_id: &str,
    allow: bool,
) -> Result<AccountRecord, AccountError> {
    store.set_allow_automatic_login(account_id, allow).await?;
    find_account(store, account_id).await
}

/// The SOLE_USER account when it allows automatic login.
pub async fn automatic_login_account(
    store: &Store,
    sole_user: &str,
) -> Result<Option<AccountRecord>, AccountError> {
    Ok(store
        .find_account_by_id(sole_user)
        .await?
        .filter(|account| account.allow_automatic_login && !account.is_disabled()))
}
