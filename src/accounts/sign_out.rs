//! Signing out everywhere (issue 18, item 12): ending every session of an
//! account, the caller's own included, and on request replacing its API
//! secret — a password change alone leaves the secret working.

use super::secrets::replace_secret;
use super::AccountError;
use crate::store::Store;

/// What signing out everywhere did.
pub struct SignedOut {
    pub sessions_ended: u64,
    /// The new API secret, when it was replaced.
    pub secret: Option<String>,
}

/// Ends every session of `account_id` and, with `rotate_secret`, gives it a
/// new API secret (the old one stops working at once).
pub async fn sign_out_everywhere(
    store: &Store,
    account_id: &str,
    rotate_secret: bool,
) -> Result<SignedOut, AccountError> {
    let secret = if rotate_secret {
        Some(replace_secret(store, account_id).await?)
    } else {
        None
    };
    let sessions_ended = store.delete_sessions_of_account(account_id, None).await?;
    Ok(SignedOut {
        sessions_ended,
        secret,
    })
}
