//! The two-factor step after a provider login. Linkhop's own code is still
//! asked for when the account has two-factor on: the provider may have
//! checked none, and the account's owner chose it here. The wait is bound
//! to the browser (its binding cookie), lasts minutes, and its wrong codes
//! count towards the throttle like a password login's.

use super::SsoRefusal;
use crate::accounts::sign_in::code_accepted;
use crate::accounts::throttle::{self, Subject};
use crate::accounts::{find_account, AccountError};
use crate::domain::time::now_millis;
use crate::domain::tokens::sha256_hex;
use crate::store::{AccountRecord, Store};

/// The account and the dashboard path once `code` is accepted for the
/// wait behind `binding`.
pub async fn finish_with_code(
    store: &Store,
    binding: Option<&str>,
    code: &str,
    client: &str,
) -> Result<(AccountRecord, String), AccountError> {
    let binding_hash = sha256_hex(binding.ok_or(SsoRefusal::Expired)?);
    let wait = store
        .find_sso_code_wait(&binding_hash, now_millis())
        .await?
        .ok_or(SsoRefusal::Expired)?;
    let account = find_account(store, &wait.account_id).await?;
    if account.is_disabled() {
        return Err(AccountError::AccountDisabled);
    }
    if code.is_empty() {
        return Err(AccountError::CodeRequired {
            totp: true,
            passkey: false,
        });
    }
    throttle::throttled(store, Subject::Account(&account.id), client, async {
        if code_accepted(store, &account, code).await? {
            Ok(())
        } else {
            Err(AccountError::InvalidCode)
        }
    })
    .await?;
    // Of two requests with the same wait, only one signs in.
    if !store.delete_sso_code_wait(&binding_hash).await? {
        return Err(SsoRefusal::Expired.into());
    }
    throttle::clear_account(store, &account.id).await?;
    let next = wait
        .next_path
        .unwrap_or_else(|| crate::domain::sso::safe_next_path(None));
    Ok((account, next))
}
