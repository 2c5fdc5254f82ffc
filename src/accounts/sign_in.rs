//! Proving who you are (api.md §3.5–3.7, §4.2): login by password and
//! two-factor code, and the verification of sensitive actions. Every
//! failed check counts towards the throttle.

use super::passwords::password_matches;
use super::{throttle, AccountError};
use crate::domain::passwords::dummy_hash;
use crate::domain::time::now_millis;
use crate::domain::two_factor;
use crate::store::{AccountRecord, Store};
use std::sync::atomic::{AtomicU64, Ordering};

/// Who is signing in, and from where.
pub struct Attempt<'a> {
    pub store: &'a Store,
    /// The client address the throttle counts.
    pub client: &'a str,
    /// Counts checks against the dummy hash (unknown accounts).
    pub dummy_checks: &'a AtomicU64,
}

/// The verification object of a sensitive action (api.md §3.6): the
/// password when 2FA is off, a code when it is on; absent members are "".
pub struct Verification<'a> {
    pub password: &'a str,
    pub token: &'a str,
}

/// Login (api.md §4.2): password, then the code when 2FA is on; success
/// clears the account's failures.
pub async fn log_in(
    attempt: &Attempt<'_>,
    name: &str,
    password: &str,
    token: Option<&str>,
) -> Result<AccountRecord, AccountError> {
    let account = check_password_login(attempt, name, password).await?;
    check_login_code(attempt.store, &account, token, attempt.client).await?;
    throttle::clear_account(attempt.store, &account.id).await?;
    Ok(account)
}

/// The first steps of login and recovery (api.md §4.2, §11.4): look the
/// account up by username or e-mail, refuse while throttled, then check the
/// password. Unknown accounts cost one dummy hash check so that timing does
/// not tell them apart; both failures count and are the same refusal.
pub async fn check_password_login(
    attempt: &Attempt<'_>,
    name: &str,
    password: &str,
) -> Result<AccountRecord, AccountError> {
    let store = attempt.store;
    let account = store.find_account_by_login(name).await?;
    throttle::check(
        store,
        account.as_ref().map(|a| a.id.as_str()),
        attempt.client,
    )
    .await?;
    let Some(account) = account else {
        attempt.dummy_checks.fetch_add(1, Ordering::Relaxed);
        password_matches(password, dummy_hash()).await?;
        return Err(throttle::fail(store, None, attempt.client, AccountError::InvalidLogin).await);
    };
    if !password_matches(password, &account.password_hash).await? {
        return Err(throttle::fail(
            store,
            Some(&account.id),
            attempt.client,
            AccountError::InvalidLogin,
        )
        .await);
    }
    Ok(account)
}

/// The login-style 2FA check: with 2FA on, a missing or empty code is
/// [`AccountError::CodeRequired`] (not a failure); a wrong one is a counted
/// failure.
pub async fn check_login_code(
    store: &Store,
    account: &AccountRecord,
    token: Option<&str>,
    client: &str,
) -> Result<(), AccountError> {
    if !account.totp_enabled {
        return Ok(());
    }
    let token = token.unwrap_or("");
    if token.is_empty() {
        return Err(AccountError::CodeRequired);
    }
    if !code_accepted(store, account, token).await? {
        return Err(
            throttle::fail(store, Some(&account.id), client, AccountError::InvalidCode).await,
        );
    }
    Ok(())
}

/// The caller's own password, checked under the throttle.
pub async fn check_own_password(
    store: &Store,
    account: &AccountRecord,
    password: &str,
    client: &str,
) -> Result<(), AccountError> {
    throttle::check(store, Some(&account.id), client).await?;
    if !password_matches(password, &account.password_hash).await? {
        return Err(throttle::fail(
            store,
            Some(&account.id),
            client,
            AccountError::WrongPassword,
        )
        .await);
    }
    Ok(())
}

/// Checks the verification object of a sensitive action (api.md §3.6);
/// `None` when the request carried none.
pub async fn verify(
    store: &Store,
    account: &AccountRecord,
    verification: Option<Verification<'_>>,
    client: &str,
) -> Result<(), AccountError> {
    let Some(verification) = verification else {
        return Err(AccountError::VerificationRequired);
    };
    if account.totp_enabled {
        if verification.token.is_empty() {
            return Err(AccountError::VerificationCodeRequired);
        }
        throttle::check(store, Some(&account.id), client).await?;
        if !code_accepted(store, account, verification.token).await? {
            return Err(throttle::fail(
                store,
                Some(&account.id),
                client,
                AccountError::InvalidCode,
            )
            .await);
        }
        return Ok(());
    }
    if verification.password.is_empty() {
        return Err(AccountError::PasswordRequired);
    }
    check_own_password(store, account, verification.password, client).await
}

pub(crate) fn unix_seconds() -> u64 {
    u64::try_from(now_millis() / 1000).unwrap_or(0)
}

/// Whether `code` is a fresh valid TOTP code of the account's enabled
/// secret; an accepted code's step is recorded so it never works again.
pub async fn code_accepted(
    store: &Store,
    account: &AccountRecord,
    code: &str,
) -> Result<bool, AccountError> {
    let Some(secret) = account
        .totp_secret
        .as_deref()
        .filter(|_| account.totp_enabled)
    else {
        return Ok(false);
    };
    match two_factor::matching_step(secret, code, unix_seconds(), account.totp_last_step) {
        Some(step) => Ok(store.accept_totp_step(&account.id, step).await?),
        None => Ok(false),
    }
}
