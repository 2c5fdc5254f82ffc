//! Signing out everywhere (issue 18, item 12): ending every session of an
//! account, the caller's own included, and on request replacing its API
//! secret — a password change alone leaves the secret working.

use super::{AccountError, Accounts};
use crate::domain::audit::{AuditAction, AuditTarget};

/// What signing out everywhere did.
pub struct SignedOut {
    pub sessions_ended: u64,
    /// The new API secret, when it was replaced.
    pub secret: Option<String>,
}

impl Accounts<'_> {
    /// Ends every session of `account_id` and, with `rotate_secret`, gives it a
    /// new API secret (the old one stops working at once).
    pub async fn sign_out_everywhere(
        &self,
        account_id: &str,
        rotate_secret: bool,
    ) -> Result<SignedOut, AccountError> {
        let secret = if rotate_secret {
            Some(self.replace_secret(account_id).await?)
        } else {
            None
        };
        let account = self.find_account(account_id).await?;
        let audit = self
            .audit(AuditAction::SessionsEnded)
            .on(AuditTarget::account(&account.id, &account.username))
            .with(serde_json::json!({ "which": "all" }));
        let sessions_ended = self
            .store
            .end_sessions_of_account(account_id, None, &audit)
            .await?;
        Ok(SignedOut {
            sessions_ended,
            secret,
        })
    }
}
