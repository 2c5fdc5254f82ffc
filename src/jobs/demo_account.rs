//! Demo mode's start-up account (api.md §16): with no accounts, the owner
//! `demo` / `demo` / `demo@example.com` with an API secret is created. The
//! values break the validation rules on purpose, so they bypass them.

use crate::domain::accounts::Role;
use crate::domain::passwords::hash_password;
use crate::domain::time::now_millis;
use crate::domain::tokens::new_api_secret;
use crate::store::{NewAccount, Store, StoreError};

/// Creates the demo owner when no account exists; true when it did.
pub async fn ensure_demo_owner(store: &Store) -> anyhow::Result<bool> {
    if store.count_accounts().await? > 0 {
        return Ok(false);
    }
    let hash = tokio::task::spawn_blocking(|| hash_password("demo"))
        .await?
        .map_err(|e| anyhow::anyhow!("password hashing failed: {e}"))?;
    let id = uuid::Uuid::new_v4().to_string();
    let secret = new_api_secret();
    let new = NewAccount {
        id: &id,
        username: "demo",
        email: "demo@example.com",
        password_hash: &hash,
        secret: Some(&secret),
        created_at: now_millis(),
    };
    match store.insert_account(&new, Role::Standard).await {
        Ok(account) => {
            tracing::info!(account = %account.id, "demo mode: created the owner account demo");
            Ok(true)
        }
        // Another instance created it at the same moment.
        Err(StoreError::Conflict) => Ok(false),
        Err(other) => Err(other.into()),
    }
}
