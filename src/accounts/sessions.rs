//! The account's own sessions (docs/accounts.md): listed with what they
//! were started from, ended one by one or all but the current one. A
//! session's public id is derived from its stored hash, so neither the
//! token nor the hash it is looked up by leaves the server.

use super::AccountError;
use crate::domain::time::now_millis;
use crate::domain::tokens::sha256_hex;
use crate::store::{AccountRecord, SessionRecord, Store};

/// The public id of the session stored under `token_hash`.
pub fn session_id(token_hash: &str) -> String {
    sha256_hex(&format!("session-id:{token_hash}"))[..32].to_owned()
}

pub async fn list_sessions(
    store: &Store,
    account: &AccountRecord,
) -> Result<Vec<SessionRecord>, AccountError> {
    Ok(store
        .list_sessions_of_account(&account.id, now_millis())
        .await?)
}

/// Ends the account's session with public id `id`.
pub async fn end_session(
    store: &Store,
    account: &AccountRecord,
    id: &str,
) -> Result<(), AccountError> {
    let sessions = list_sessions(store, account).await?;
    let Some(session) = sessions.iter().find(|s| session_id(&s.token_hash) == id) else {
        return Err(AccountError::UnknownSession);
    };
    if store
        .delete_session_of_account(&account.id, &session.token_hash)
        .await?
    {
        Ok(())
    } else {
        Err(AccountError::UnknownSession)
    }
}

/// Ends every session of the account but `current` (a token hash).
pub async fn end_other_sessions(
    store: &Store,
    account: &AccountRecord,
    current: Option<&str>,
) -> Result<u64, AccountError> {
    Ok(store
        .delete_sessions_of_account(&account.id, current)
        .await?)
}
