//! The owner's passkeys: listed, renamed, deleted (deleting one passkey is
//! verified by the handler, as it removes a way in).

use crate::accounts::access_policy::would_lose_required_factor;
use crate::accounts::AccountError;
use crate::domain::passkeys::PasskeyName;
use crate::store::{AccountRecord, PasskeyRecord, Store};

pub async fn list(
    store: &Store,
    account: &AccountRecord,
) -> Result<Vec<PasskeyRecord>, AccountError> {
    Ok(store.passkeys_of_account(&account.id).await?)
}

/// Renames one of the account's passkeys; returns it renamed.
pub async fn rename(
    store: &Store,
    account: &AccountRecord,
    id: &str,
    name: &PasskeyName,
) -> Result<PasskeyRecord, AccountError> {
    if !store.rename_passkey(&account.id, id, name.as_str()).await? {
        return Err(AccountError::UnknownPasskey);
    }
    list(store, account)
        .await?
        .into_iter()
        .find(|p| p.id == id)
        .ok_or(AccountError::UnknownPasskey)
}

pub async fn delete(store: &Store, account: &AccountRecord, id: &str) -> Result<(), AccountError> {
    if would_lose_required_factor(store, account, true).await? {
        return Err(AccountError::SecondFactorKept);
    }
    if store.delete_passkey(&account.id, id).await? {
        Ok(())
    } else {
        Err(AccountError::UnknownPasskey)
    }
}
