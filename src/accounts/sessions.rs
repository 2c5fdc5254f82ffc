//! The account's own sessions (docs/accounts.md): started by a login,
//! listed with what they were started from, ended one by one or all but
//! the current one. A session's public id is derived from its stored hash,
//! so neither the token nor the hash it is looked up by leaves the server.

use super::{AccountError, Accounts};
use crate::domain::audit::{network_of, AuditAction, AuditBy, AuditTarget};
use crate::domain::time::now_millis;
use crate::domain::tokens::{hash_session_token, new_session_token, sha256_hex};
use crate::store::{AccountRecord, SessionOrigin, SessionRecord};

/// Live sessions an account may hold; a new one ends the oldest beyond it.
pub const MAX_SESSIONS_PER_ACCOUNT: i64 = 50;

/// A session just stored, with its token (never stored) for the cookie.
#[derive(Clone)]
pub struct NewSession {
    pub token: String,
    pub hash: String,
    pub expires_at: i64,
    /// Seconds the cookie carrying it lives.
    pub max_age: i64,
}

/// How long a session lives: a week, an hour in demo mode.
pub fn session_seconds(demo: bool) -> i64 {
    if demo {
        3600
    } else {
        7 * 24 * 3600
    }
}

impl Accounts<'_> {
    /// Stores a session of `seconds` for the account, which logged in by
    /// `method`, ending its oldest sessions beyond
    /// [`MAX_SESSIONS_PER_ACCOUNT`].
    pub async fn start_session(
        &self,
        account_id: &str,
        origin: &SessionOrigin,
        seconds: i64,
        method: &'static str,
    ) -> Result<NewSession, AccountError> {
        let token = new_session_token();
        let hash = hash_session_token(&token);
        let now = now_millis();
        let expires_at = now + seconds * 1000;
        let account = self.find_account(account_id).await?;
        let network = origin.address.as_deref().and_then(network_of);
        let audit = AuditBy::visitor(network)
            .as_account(&account.id, &account.username, account.role())
            .entry(AuditAction::LoginSucceeded, now)
            .with(serde_json::json!({ "method": method }));
        self.store
            .insert_session(&hash, account_id, now, expires_at, origin, &audit)
            .await?;
        self.store
            .delete_oldest_sessions(account_id, &hash, MAX_SESSIONS_PER_ACCOUNT)
            .await?;
        Ok(NewSession {
            token,
            hash,
            expires_at,
            max_age: seconds,
        })
    }
}

/// The public id of the session stored under `token_hash`.
pub fn session_id(token_hash: &str) -> String {
    sha256_hex(&format!("session-id:{token_hash}"))[..32].to_owned()
}

impl Accounts<'_> {
    pub async fn list_sessions(
        &self,
        account: &AccountRecord,
    ) -> Result<Vec<SessionRecord>, AccountError> {
        Ok(self
            .store
            .list_sessions_of_account(&account.id, now_millis())
            .await?)
    }

    /// Ends the account's session with public id `id`.
    pub async fn end_session(&self, account: &AccountRecord, id: &str) -> Result<(), AccountError> {
        let sessions = self.list_sessions(account).await?;
        let Some(session) = sessions.iter().find(|s| session_id(&s.token_hash) == id) else {
            return Err(AccountError::UnknownSession);
        };
        let audit = self
            .audit(AuditAction::SessionsEnded)
            .on(AuditTarget::account(&account.id, &account.username))
            .with(serde_json::json!({ "sessions": 1, "which": "one" }));
        if self
            .store
            .delete_session_of_account(&account.id, &session.token_hash, &audit)
            .await?
        {
            Ok(())
        } else {
            Err(AccountError::UnknownSession)
        }
    }

    /// Ends every session of the account but `current` (a token hash).
    pub async fn end_other_sessions(
        &self,
        account: &AccountRecord,
        current: Option<&str>,
    ) -> Result<u64, AccountError> {
        let audit = self
            .audit(AuditAction::SessionsEnded)
            .on(AuditTarget::account(&account.id, &account.username))
            .with(serde_json::json!({ "which": "others" }));
        Ok(self
            .store
            .end_sessions_of_account(&account.id, current, &audit)
            .await?)
    }
}
