//! Password hashing and checking on the blocking pool, at most one Argon2
//! run per CPU core at a time.

use super::AccountError;
use crate::domain::accounts::MAX_PASSWORD_LEN;
use crate::domain::passwords;
use std::sync::OnceLock;
use tokio::sync::{Semaphore, SemaphorePermit};

/// Hashes a password off the async threads. The text is not checked here:
/// the demo account's password breaks the rules on purpose.
pub async fn hash_password(password: &str) -> Result<String, AccountError> {
    let password = password.to_owned();
    let _permit = argon2_permit().await?;
    tokio::task::spawn_blocking(move || passwords::hash_password(&password))
        .await
        .map_err(internal)?
        .map_err(|e| AccountError::Internal(anyhow::anyhow!("password hashing failed: {e}")))
}

/// Verifies a password against a stored hash off the async threads. An
/// over-long password is wrong without hashing.
pub async fn password_matches(password: &str, hash: &str) -> Result<bool, AccountError> {
    if password.chars().count() > MAX_PASSWORD_LEN {
        return Ok(false);
    }
    let (password, hash) = (password.to_owned(), hash.to_owned());
    let _permit = argon2_permit().await?;
    tokio::task::spawn_blocking(move || passwords::verify_password(&password, &hash))
        .await
        .map_err(internal)
}

fn internal(error: impl Into<anyhow::Error>) -> AccountError {
    AccountError::Internal(error.into())
}

/// One of as many Argon2 runs at once as there are CPU cores: more would
/// only queue on the cores while each holds 19 MiB, so they wait here.
async fn argon2_permit() -> Result<SemaphorePermit<'static>, AccountError> {
    static SLOTS: OnceLock<Semaphore> = OnceLock::new();
    SLOTS
        .get_or_init(|| Semaphore::new(std::thread::available_parallelism().map_or(2, |n| n.get())))
        .acquire()
        .await
        .map_err(internal)
}
