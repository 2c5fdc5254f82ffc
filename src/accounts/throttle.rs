//! Login throttling (api.md §3.8): five failed credential checks in fifteen
//! minutes, per account or per client address, and the next attempt is
//! refused until the oldest failure leaves the window.

use super::AccountError;
use crate::domain::time::now_millis;
use crate::store::Store;

const WINDOW_MS: i64 = 15 * 60 * 1000;
const MAX_FAILURES: i64 = 5;

/// Refuses with [`AccountError::Throttled`] while the address or the
/// account is over the limit.
pub async fn check(
    store: &Store,
    account_id: Option<&str>,
    address: &str,
) -> Result<(), AccountError> {
    let now = now_millis();
    let counts = store
        .count_login_failures(account_id, address, now - WINDOW_MS)
        .await?;
    let mut oldest: Option<i64> = None;
    if counts.by_address >= MAX_FAILURES {
        oldest = counts.address_oldest;
    }
    if account_id.is_some() && counts.by_account >= MAX_FAILURES {
        oldest = match (oldest, counts.account_oldest) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        };
    }
    match oldest {
        None => Ok(()),
        Some(oldest) => {
            let wait_ms = (oldest + WINDOW_MS - now).max(1000);
            Err(AccountError::Throttled {
                retry_after_secs: ((wait_ms + 999) / 1000) as u64,
            })
        }
    }
}

pub async fn record_failure(
    store: &Store,
    account_id: Option<&str>,
    address: &str,
) -> Result<(), AccountError> {
    store
        .insert_login_failure(account_id, address, now_millis())
        .await?;
    Ok(())
}

/// Records a failed check and gives back its refusal (or the store's error
/// when the failure could not be recorded).
pub async fn fail(
    store: &Store,
    account_id: Option<&str>,
    address: &str,
    refusal: AccountError,
) -> AccountError {
    match record_failure(store, account_id, address).await {
        Ok(()) => refusal,
        Err(error) => error,
    }
}

pub async fn clear_account(store: &Store, account_id: &str) -> Result<(), AccountError> {
    store.clear_login_failures_of_account(account_id).await?;
    Ok(())
}
