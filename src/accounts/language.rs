//! The account's interface language (`changeOwnLanguage`,
//! docs/accounts.md#interface-language): one of the supported tags, or
//! none to follow the browser.

use super::{AccountError, Accounts};
use crate::domain::languages::Language;
use crate::store::{AccountRecord, StoreError};

impl Accounts<'_> {
    /// Sets the account's language from its exact tag (`de`, `zh-CN`), or
    /// clears it with `None`; returns the updated account. Any other tag
    /// is [`AccountError::InvalidLanguage`] and changes nothing.
    pub async fn set_language(
        &self,
        account_id: &str,
        tag: Option<&str>,
    ) -> Result<AccountRecord, AccountError> {
        let language = match tag {
            Some(tag) => Some(Language::parse(tag).ok_or(AccountError::InvalidLanguage)?),
            None => None,
        };
        match self.store.set_account_language(account_id, language).await {
            Ok(()) => self.find_account(account_id).await,
            Err(StoreError::NotFound) => Err(AccountError::UnknownAccount),
            Err(other) => Err(other.into()),
        }
    }
}
