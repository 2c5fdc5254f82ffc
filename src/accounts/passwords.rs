//! Password hashing and checking on the blocking pool, at most one Argon2
//! run per CPU core at a time.

use super::AccountError;
use crate::domain::accounts::MAX_PASSWORD_LEN;
use crate::domain::passwords::{self, Checked};
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

/// Whose stored hash is checked, for the log when one is refused.
#[derive(Debug, Clone, Copy)]
pub enum HashOwner<'a> {
    Account(&'a str),
    Link(&'a str),
    /// The fixed hash of unknown accounts (always the server's own).
    Dummy,
}

/// Verifies a password against a stored hash off the async threads. An
/// over-long password is wrong without hashing. A hash beyond the server's
/// Argon2 bounds (an old or edited row) is never run: the attempt is a
/// wrong password, and the log says which row to fix.
pub async fn password_matches(
    password: &str,
    hash: &str,
    owner: HashOwner<'_>,
) -> Result<bool, AccountError> {
    if password.chars().count() > MAX_PASSWORD_LEN {
        return Ok(false);
    }
    // Checked before waiting for a permit: refusing costs no Argon2 run.
    if let Some(cost) = passwords::refused_cost(hash) {
        log_refused(owner, cost);
        return Ok(false);
    }
    let (password, hash) = (password.to_owned(), hash.to_owned());
    let _permit = argon2_permit().await?;
    let checked = tokio::task::spawn_blocking(move || passwords::check_password(&password, &hash))
        .await
        .map_err(internal)?;
    match checked {
        Checked::Match => Ok(true),
        Checked::Mismatch => Ok(false),
        Checked::Refused(cost) => {
            log_refused(owner, cost);
            Ok(false)
        }
    }
}

fn log_refused(owner: HashOwner<'_>, cost: passwords::Cost) {
    let max = passwords::MAX_COST;
    match owner {
        HashOwner::Account(id) => tracing::warn!(
            account = id,
            %cost,
            %max,
            "refused a login check: the account's stored password hash is beyond this server's \
             Argon2 bounds and was not run; set a new password (linkhop user reset-password)"
        ),
        HashOwner::Link(id) => tracing::warn!(
            link = id,
            %cost,
            %max,
            "refused a link password: its stored hash is beyond this server's Argon2 bounds and \
             was not run; set the link's password again"
        ),
        HashOwner::Dummy => tracing::error!(%cost, %max, "the dummy hash is beyond the bounds"),
    }
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
