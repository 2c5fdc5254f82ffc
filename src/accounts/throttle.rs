//! Login throttling (docs/api.md#throttling; the figures:
//! docs/accounts.md#login-throttling). Every credential check
//! first reserves its attempt in the database, atomically with counting the
//! failures it must respect; the reservation counts as a failure unless the
//! check succeeds. Limits:
//!
//! - per client address: 5 failures in 15 minutes, then 429 until the oldest
//!   leaves the window (this covers every (account, address) pair too);
//! - per subject — the account, or a name that names no account, case-folded,
//!   so unknown names read exactly like known ones: after 5 failures in the
//!   window from any addresses, each attempt waits 1 s after the latest
//!   failure, doubling per further failure up to 60 s. A guesser is slowed on
//!   every path; the real user is never walled out for longer than that.
//!
//! Link passwords use the same budget with the link as the subject: 5
//! failures per (address, link) in the window, and after 5 failures on the
//! link from any addresses, the same growing delays. Both are counted in the
//! database, so they hold across instances and whatever the number of
//! addresses.

use super::AccountError;
use crate::domain::audit::{network_of, AuditAction, AuditBy};
use crate::domain::time::now_millis;
use crate::domain::tokens::sha256_hex;
use crate::store::{FailureCounts, Store};
use std::future::Future;

const WINDOW_MS: i64 = 15 * 60 * 1000;
const ADDRESS_LIMIT: i64 = 5;
/// Failures of one subject in the window before delays start.
const SUBJECT_FREE_FAILURES: i64 = 5;
const FIRST_DELAY_MS: i64 = 1000;
const MAX_DELAY_MS: i64 = 60 * 1000;

/// What an attempt is about.
#[derive(Debug, Clone, Copy)]
pub enum Subject<'a> {
    /// An existing account, by id.
    Account(&'a str),
    /// A login name that names no account.
    UnknownName(&'a str),
    /// A password-protected link, by id.
    Link(&'a str),
}

impl Subject<'_> {
    /// The key failures are counted under. An unknown name is case-folded
    /// (as look-ups are) and hashed, so its length costs nothing to store.
    fn key(self) -> String {
        match self {
            Self::Account(id) => id.to_owned(),
            Self::UnknownName(name) => format!("name:{}", sha256_hex(&name.to_lowercase())),
            Self::Link(id) => format!("link:{id}"),
        }
    }

    /// The key an address's failures are counted under: for a link, the
    /// (address, link) pair, so that guessing one link's password never
    /// holds the address back from logging in or from other links.
    fn address_key(self, address: &str) -> String {
        match self {
            Self::Link(id) => format!("link:{id}@{address}"),
            Self::Account(_) | Self::UnknownName(_) => address.to_owned(),
        }
    }
}

/// The wait after the latest failure of a subject with `failures` in the
/// window: none below the free allowance, then 1 s doubling up to 60 s.
pub fn subject_delay_ms(failures: i64) -> i64 {
    if failures < SUBJECT_FREE_FAILURES {
        return 0;
    }
    let doublings = u32::try_from(failures - SUBJECT_FREE_FAILURES).unwrap_or(u32::MAX);
    FIRST_DELAY_MS
        .checked_shl(doublings.min(16))
        .map_or(MAX_DELAY_MS, |delay| delay.min(MAX_DELAY_MS))
}

/// Milliseconds the next attempt must wait, or 0 when it may run now.
fn wait_ms(counts: &FailureCounts, now: i64) -> i64 {
    let address_wait = match counts.address_oldest {
        Some(oldest) if counts.by_address >= ADDRESS_LIMIT => oldest + WINDOW_MS - now,
        _ => 0,
    };
    let subject_wait = counts.subject_latest.map_or(0, |latest| {
        latest + subject_delay_ms(counts.by_subject) - now
    });
    address_wait.max(subject_wait).max(0)
}

/// A reserved attempt: a recorded failure until [`Reservation::settle`]
/// sees its check succeed.
pub struct Reservation<'a> {
    store: &'a Store,
    id: i64,
    /// For a check of an account's credentials (not a link's password):
    /// the account, when the name named one, and the client's network, for
    /// the audit log's `login.failed`.
    credentials_of: Option<(Option<String>, Option<String>)>,
}

impl Reservation<'_> {
    /// The check succeeded: the attempt is forgotten.
    pub async fn succeeded(self) -> Result<(), AccountError> {
        self.store.release_login_attempt(self.id).await?;
        Ok(())
    }

    /// Keeps the reservation as the failure when `outcome` is a counted
    /// refusal; otherwise forgets it. Gives `outcome` back.
    pub async fn settle<T>(self, outcome: Result<T, AccountError>) -> Result<T, AccountError> {
        match &outcome {
            Err(error) if error.is_counted_failure() => self.audit_failure(error).await,
            _ => {
                let released = self.store.release_login_attempt(self.id).await;
                if outcome.is_ok() {
                    released?;
                }
            }
        }
        outcome
    }

    /// Appends `login.failed` for a refused check of an account's
    /// credentials. The failure itself was written when the attempt was
    /// reserved, before the check; its entry is written once the check has
    /// failed. A name that names no account is not kept (it may be a
    /// password typed into the wrong field).
    async fn audit_failure(&self, error: &AccountError) {
        let Some((account_id, network)) = &self.credentials_of else {
            return;
        };
        let mut by = AuditBy::visitor(network.clone());
        if let Some(id) = account_id {
            if let Ok(Some(account)) = self.store.find_account_by_id(id).await {
                by = by.as_account(&account.id, &account.username, account.role());
            }
        }
        let reason = match error {
            AccountError::InvalidLogin => "password",
            AccountError::WrongPassword => "verification",
            AccountError::InvalidCode => "second_factor",
            AccountError::InvalidBackupCode => "backup_code",
            AccountError::PasskeyRejected => "passkey",
            _ => "other",
        };
        let entry = by
            .entry(AuditAction::LoginFailed, now_millis())
            .with(serde_json::json!({
                "reason": reason,
                "knownAccount": account_id.is_some(),
            }));
        if let Err(error) = self.store.record_audit(&entry).await {
            tracing::warn!(%error, "could not record a failed login in the audit log");
        }
    }
}

/// Reserves one attempt on `subject` from `address`, or refuses with
/// [`AccountError::Throttled`] before any credential is checked.
pub async fn reserve<'a>(
    store: &'a Store,
    subject: Subject<'_>,
    address: &str,
) -> Result<Reservation<'a>, AccountError> {
    let now = now_millis();
    let credentials_of = match subject {
        Subject::Account(id) => Some((Some(id.to_owned()), network_of(address))),
        Subject::UnknownName(_) => Some((None, network_of(address))),
        Subject::Link(_) => None,
    };
    let address = subject.address_key(address);
    let decision = store
        .reserve_login_attempt(&subject.key(), &address, now, now - WINDOW_MS, |counts| {
            match wait_ms(counts, now) {
                0 => Ok(()),
                wait => Err(AccountError::Throttled {
                    retry_after_secs: u64::try_from((wait + 999) / 1000).unwrap_or(1).max(1),
                }),
            }
        })
        .await?;
    Ok(Reservation {
        store,
        id: decision?,
        credentials_of,
    })
}

/// Runs `check` under a reservation on `subject` from `address`: refused
/// while throttled, and a counted failure unless it succeeds.
pub async fn throttled<T>(
    store: &Store,
    subject: Subject<'_>,
    address: &str,
    check: impl Future<Output = Result<T, AccountError>>,
) -> Result<T, AccountError> {
    let reservation = reserve(store, subject, address).await?;
    reservation.settle(check.await).await
}

pub async fn clear_account(store: &Store, account_id: &str) -> Result<(), AccountError> {
    store.clear_login_failures_of_account(account_id).await?;
    Ok(())
}

/// The right password of a link: its failures no longer delay anyone.
pub async fn clear_link(store: &Store, link_id: &str) -> Result<(), AccountError> {
    store
        .clear_login_failures_of_account(&Subject::Link(link_id).key())
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delays_double_from_one_second_to_a_minute() {
        let delays: Vec<i64> = (0..14).map(subject_delay_ms).collect();
        assert_eq!(
            delays,
            [0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]
        );
        assert_eq!(subject_delay_ms(i64::MAX), MAX_DELAY_MS);
    }

    #[test]
    fn the_address_waits_for_its_window_and_the_subject_for_its_delay() {
        let now = 10 * WINDOW_MS;
        let counts = FailureCounts {
            by_address: 5,
            address_oldest: Some(now - 1000),
            by_subject: 7,
            subject_latest: Some(now - 1000),
        };
        assert_eq!(wait_ms(&counts, now), WINDOW_MS - 1000);
        let counts = FailureCounts {
            by_address: 1,
            ..counts
        };
        assert_eq!(wait_ms(&counts, now), 3000);
        let counts = FailureCounts {
            subject_latest: Some(now - 5000),
            ..counts
        };
        assert_eq!(wait_ms(&counts, now), 0);
    }

    #[test]
    fn unknown_names_are_case_folded() {
        assert_eq!(
            Subject::UnknownName("Ghost").key(),
            Subject::UnknownName("gHOST").key()
        );
        assert_ne!(Subject::UnknownName("ghost").key(), "ghost");
    }

    #[test]
    fn link_attempts_count_apart_from_logins() {
        let link = Subject::Link("3f1c");
        assert_eq!(link.key(), "link:3f1c");
        assert_eq!(link.address_key("192.0.2.1"), "link:3f1c@192.0.2.1");
        assert_eq!(
            Subject::Account("3f1c").address_key("192.0.2.1"),
            "192.0.2.1"
        );
    }
}
