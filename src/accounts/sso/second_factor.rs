//! The two-factor step after a provider login. Linkhop's own code is still
//! asked for when the account has two-factor on: the provider may have
//! checked none, and the account's owner chose it here. The wait is bound
//! to the browser (its binding cookie), lasts minutes, and its wrong codes
//! count towards the throttle like a password login's.

use super::SsoRefusal;
use crate::accounts::throttle::{self, Subject};
use crate::accounts::AccountError;
use crate::accounts::Accounts;
use crate::domain::time::now_millis;
use crate::domain::tokens::sha256_hex;
use crate::store::AccountRecord;

impl Accounts<'_> {
    /// The account and the dashboard path once `code` is accepted for the
    /// wait behind `binding`.
    pub async fn finish_sso_with_code(
        &self,
        binding: Option<&str>,
        code: &str,
        client: &str,
    ) -> Result<(AccountRecord, String), AccountError> {
        let binding_hash = sha256_hex(binding.ok_or(SsoRefusal::Expired)?);
        let wait = self
            .store
            .find_sso_code_wait(&binding_hash, now_millis())
            .await?
            .ok_or(SsoRefusal::Expired)?;
        let account = self.find_account(&wait.account_id).await?;
        if account.is_disabled() {
            return Err(AccountError::AccountDisabled);
        }
        if code.is_empty() {
            return Err(AccountError::CodeRequired {
                totp: true,
                passkey: false,
            });
        }
        throttle::throttled(self.store, Subject::Account(&account.id), client, async {
            if self.code_accepted(&account, code).await? {
                Ok(())
            } else {
                Err(AccountError::InvalidCode)
            }
        })
        .await?;
        // Of two requests with the same wait, only one signs in.
        if !self.store.delete_sso_code_wait(&binding_hash).await? {
            return Err(SsoRefusal::Expired.into());
        }
        throttle::clear_account(self.store, &account.id).await?;
        let next = wait
            .next_path
            .unwrap_or_else(|| crate::domain::sso::safe_next_path(None));
        Ok((account, next))
    }
}
