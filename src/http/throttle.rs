//! Login throttling (api.md §3.8): five failed credential checks in fifteen
//! minutes, per account or per client address, and the next attempt is 429.

use crate::domain::time::now_millis;
use crate::http::error::ApiError;
use crate::http::AppState;

const WINDOW_MS: i64 = 15 * 60 * 1000;
const MAX_FAILURES: i64 = 5;

/// Refuses with 429 while the address or the account is over the limit.
pub async fn check(
    app: &AppState,
    account_id: Option<&str>,
    address: &str,
) -> Result<(), ApiError> {
    let now = now_millis();
    let counts = app
        .store
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
            Err(ApiError::TooManyAttempts {
                retry_after_secs: ((wait_ms + 999) / 1000) as u64,
            })
        }
    }
}

pub async fn record_failure(
    app: &AppState,
    account_id: Option<&str>,
    address: &str,
) -> Result<(), ApiError> {
    app.store
        .insert_login_failure(account_id, address, now_millis())
        .await?;
    Ok(())
}

pub async fn clear_account(app: &AppState, account_id: &str) -> Result<(), ApiError> {
    app.store
        .clear_login_failures_of_account(account_id)
        .await?;
    Ok(())
}
