//! Whether an account may be logged in automatically in single-user mode
//! (docs/api.md#automatic-login).

use super::{AccountError, Accounts};
use crate::store::AccountRecord;

impl Accounts<'_> {
    /// Allows or forbids automatic login; returns the updated account.
    pub async fn set_automatic_login(
        &self,
        account_id: &str,
        allow: bool,
    ) -> Result<AccountRecord, AccountError> {
        self.store
            .set_allow_automatic_login(account_id, allow)
            .await?;
        self.find_account(account_id).await
    }

    /// The SOLE_USER account when it allows automatic login.
    pub async fn automatic_login_account(
        &self,
        sole_user: &str,
    ) -> Result<Option<AccountRecord>, AccountError> {
        Ok(self
            .store
            .find_account_by_id(sole_user)
            .await?
            .filter(|account| account.allow_automatic_login && !account.is_disabled()))
    }
}
