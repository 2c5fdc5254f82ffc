//! Checks of the caller's own credentials (api.md §3.5–3.7): passwords on
//! the blocking pool, TOTP codes with replay protection, the verification
//! object, each wired to login throttling.

use crate::domain::accounts::MAX_PASSWORD_LEN;
use crate::domain::passwords;
use crate::domain::two_factor;
use crate::http::error::ApiError;
use crate::http::throttle;
use crate::http::AppState;
use crate::store::AccountRecord;
use serde_json::{Map, Value};
use std::sync::atomic::Ordering;
use std::sync::OnceLock;
use tokio::sync::Semaphore;

/// Verifies a password against a stored hash off the async threads. An
/// over-long password is wrong without hashing.
pub async fn password_matches(password: &str, hash: &str) -> Result<bool, ApiError> {
    if password.chars().count() > MAX_PASSWORD_LEN {
        return Ok(false);
    }
    let (password, hash) = (password.to_owned(), hash.to_owned());
    let _permit = argon2_permit().await?;
    tokio::task::spawn_blocking(move || passwords::verify_password(&password, &hash))
        .await
        .map_err(ApiError::internal)
}

/// Hashes a new password off the async threads.
pub async fn hash_password(password: &str) -> Result<String, ApiError> {
    let password = password.to_owned();
    let _permit = argon2_permit().await?;
    tokio::task::spawn_blocking(move || passwords::hash_password(&password))
        .await
        .map_err(ApiError::internal)?
        .map_err(|e| ApiError::internal(anyhow::anyhow!("password hashing failed: {e}")))
}

/// One of as many Argon2 runs at once as there are CPU cores: more would
/// only queue on the cores while each holds 19 MiB, so they wait here.
async fn argon2_permit() -> Result<tokio::sync::SemaphorePermit<'static>, ApiError> {
    static SLOTS: OnceLock<Semaphore> = OnceLock::new();
    SLOTS
        .get_or_init(|| Semaphore::new(std::thread::available_parallelism().map_or(2, |n| n.get())))
        .acquire()
        .await
        .map_err(ApiError::internal)
}

/// The first steps of login and recovery (api.md §4.2, §11.4): look the
/// account up by username or e-mail, refuse while throttled, then check the
/// password. Unknown accounts cost one dummy hash check so that timing does
/// not tell them apart; both failures count and answer the same message.
pub async fn sign_in_with_password(
    app: &AppState,
    name: &str,
    password: &str,
    client: &str,
) -> Result<AccountRecord, ApiError> {
    let account = if crate::http::input::is_storable(name) {
        app.store.find_account_by_login(name).await?
    } else {
        None
    };
    throttle::check(app, account.as_ref().map(|a| a.id.as_str()), client).await?;
    let Some(account) = account else {
        burn_dummy_check(app, password).await?;
        throttle::record_failure(app, None, client).await?;
        return Err(ApiError::Forbidden("Invalid username or password".into()));
    };
    if !password_matches(password, &account.password_hash).await? {
        throttle::record_failure(app, Some(&account.id), client).await?;
        return Err(ApiError::Forbidden("Invalid username or password".into()));
    }
    Ok(account)
}

/// For an unknown account: spend the time of one hash check (api.md §3.7).
pub async fn burn_dummy_check(app: &AppState, password: &str) -> Result<(), ApiError> {
    app.dummy_password_checks.fetch_add(1, Ordering::Relaxed);
    password_matches(password, passwords::dummy_hash())
        .await
        .map(|_| ())
}

fn unix_seconds() -> u64 {
    u64::try_from(crate::domain::time::now_millis() / 1000).unwrap_or(0)
}

/// Whether `code` is a fresh valid TOTP code of the account's enabled
/// secret; an accepted code's step is recorded so it never works again.
pub async fn totp_code_accepted(
    app: &AppState,
    account: &AccountRecord,
    code: &str,
) -> Result<bool, ApiError> {
    let Some(secret) = account
        .totp_secret
        .as_deref()
        .filter(|_| account.totp_enabled)
    else {
        return Ok(false);
    };
    match two_factor::matching_step(secret, code, unix_seconds(), account.totp_last_step) {
        Some(step) => Ok(app.store.accept_totp_step(&account.id, step).await?),
        None => Ok(false),
    }
}

/// The login-style 2FA check: with 2FA on, a missing or empty `token` is 403
/// "2FA token required" (not a failure); a wrong one is a counted failure.
pub async fn check_login_token(
    app: &AppState,
    account: &AccountRecord,
    token: Option<&str>,
    client: &str,
) -> Result<(), ApiError> {
    if !account.totp_enabled {
        return Ok(());
    }
    let token = token.unwrap_or("");
    if token.is_empty() {
        return Err(ApiError::Forbidden("2FA token required".into()));
    }
    if totp_code_accepted(app, account, token).await? {
        Ok(())
    } else {
        throttle::record_failure(app, Some(&account.id), client).await?;
        Err(ApiError::Forbidden("Expired or invalid TOTP token".into()))
    }
}

/// The verification object of sensitive actions (api.md §3.6).
pub async fn check_verification(
    app: &AppState,
    account: &AccountRecord,
    body: &Map<String, Value>,
    client: &str,
) -> Result<(), ApiError> {
    let Some(Value::Object(verification)) = body.get("verification") else {
        return Err(ApiError::PreconditionFailed(
            "Verification required, please provide a verification object with either a 2FA token or password, depending on what is set up.".into(),
        ));
    };
    let text = |name: &str| verification.get(name).and_then(Value::as_str).unwrap_or("");
    if account.totp_enabled {
        let token = text("token");
        if token.is_empty() {
            return Err(ApiError::Forbidden("2FA required".into()));
        }
        throttle::check(app, Some(&account.id), client).await?;
        if !totp_code_accepted(app, account, token).await? {
            throttle::record_failure(app, Some(&account.id), client).await?;
            return Err(ApiError::Forbidden("Expired or invalid TOTP token".into()));
        }
        return Ok(());
    }
    let password = text("password");
    if password.is_empty() {
        return Err(ApiError::Forbidden("Password required".into()));
    }
    throttle::check(app, Some(&account.id), client).await?;
    if !password_matches(password, &account.password_hash).await? {
        throttle::record_failure(app, Some(&account.id), client).await?;
        return Err(ApiError::Forbidden("Invalid Password".into()));
    }
    Ok(())
}
