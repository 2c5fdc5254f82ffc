//! Demo mode's start-up account (docs/accounts.md#demo-mode): with no accounts, the owner
//! `demo` / `demo` / `demo@example.com` with an API secret is created. Its
//! password breaks the password rule on purpose, so it is not parsed.

use crate::accounts::create::{AccountValues, Placement};
use crate::accounts::AccountError;
use crate::accounts::Accounts;
use crate::domain::accounts::{Email, Role, Username};
use crate::domain::tokens::new_api_secret;
use crate::store::Store;

/// Creates the demo owner when no account exists; true when it did.
pub async fn ensure_demo_owner(store: &Store) -> anyhow::Result<bool> {
    if store.count_accounts().await? > 0 {
        return Ok(false);
    }
    let secret = new_api_secret();
    let values = AccountValues {
        username: &Username::parse("demo")?,
        email: &Email::parse("demo@example.com")?,
        password: "demo",
        secret: Some(&secret),
    };
    match Accounts::new(store)
        .insert_account(&values, Placement::Role(Role::Standard))
        .await
    {
        Ok(account) => {
            tracing::info!(account = %account.id, "demo mode: created the owner account demo");
            Ok(true)
        }
        // Another instance created it at the same moment.
        Err(AccountError::NamesTaken { .. }) => Ok(false),
        Err(other) => Err(other.into()),
    }
}
