//! Proving who you are (docs/api.md#authentication, `login`): login by password and
//! two-factor code, and the verification of sensitive actions. Every
//! failed check counts towards the throttle.

use super::passwords::{password_matches, HashOwner};
use super::sso::SsoRefusal;
use super::throttle::{self, Subject};
use super::{AccountError, Accounts};
use crate::domain::accounts::Role;
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
    /// OIDC_ONLY: a right password signs in the owner only; others are
    /// told to use single sign-on (after the check, so the answer tells a
    /// guesser nothing about which names exist or which is the owner's).
    pub owner_only: bool,
    /// Whether the server has a passkey relying party (a usable DOMAIN).
    pub passkeys_available: bool,
}

/// The verification object of a sensitive action (docs/api.md#verification-object): the
/// password when 2FA is off, a code when it is on; absent members are "".
pub struct Verification<'a> {
    pub password: &'a str,
    pub token: &'a str,
}

/// Login (`login`): password, then the code when 2FA is on, under one
/// throttle reservation; success clears the account's failures.
pub async fn log_in(
    attempt: &Attempt<'_>,
    name: &str,
    password: &str,
    token: Option<&str>,
) -> Result<AccountRecord, AccountError> {
    let store = attempt.store;
    let account = store.find_account_by_login(name).await?;
    let subject = login_subject(name, account.as_ref());
    let account = throttle::throttled(store, subject, attempt.client, async {
        let account = check_login_password(attempt, account.clone(), password).await?;
        check_second_factor(attempt, &account, token).await?;
        Ok(account)
    })
    .await?;
    throttle::clear_account(store, &account.id).await?;
    Ok(account)
}

/// The subject a login name's attempts count against: its account, or the
/// name itself when it names none, so both are throttled alike.
pub fn login_subject<'a>(name: &'a str, account: Option<&'a AccountRecord>) -> Subject<'a> {
    match account {
        Some(account) => Subject::Account(&account.id),
        None => Subject::UnknownName(name),
    }
}

/// The password step of login and recovery (`login`, `recoverWithBackupCode`), run under
/// the caller's reservation. Unknown accounts cost one dummy hash check so
/// that timing does not tell them apart; both failures are the same refusal.
pub async fn check_login_password(
    attempt: &Attempt<'_>,
    account: Option<AccountRecord>,
    password: &str,
) -> Result<AccountRecord, AccountError> {
    let Some(account) = account else {
        attempt.dummy_checks.fetch_add(1, Ordering::Relaxed);
        password_matches(password, dummy_hash(), HashOwner::Dummy).await?;
        return Err(AccountError::InvalidLogin);
    };
    if !password_matches(
        password,
        &account.password_hash,
        HashOwner::Account(&account.id),
    )
    .await?
    {
        return Err(AccountError::InvalidLogin);
    }
    // Said only after the right password, so it tells nobody else anything.
    if account.is_disabled() {
        return Err(AccountError::AccountDisabled);
    }
    if attempt.owner_only && account.role() != Role::Owner {
        return Err(SsoRefusal::PasswordLoginOff.into());
    }
    Ok(account)
}

/// Login's second factor: a TOTP code when TOTP is on; an account whose
/// only second factor is a passkey finishes through the passkey login
/// instead, so any code is refused as missing (not counted). Without a
/// relying party that login cannot happen, so the refusal says how to get
/// back in rather than asking for a passkey that cannot be used.
async fn check_second_factor(
    attempt: &Attempt<'_>,
    account: &AccountRecord,
    token: Option<&str>,
) -> Result<(), AccountError> {
    let store = attempt.store;
    let passkey = Accounts::new(store).has_passkey(account).await?;
    if !account.totp_enabled && !passkey {
        return Ok(());
    }
    if !account.totp_enabled && !attempt.passkeys_available {
        return Err(AccountError::PasskeyLoginUnavailable);
    }
    let token = token.unwrap_or("");
    if token.is_empty() || !account.totp_enabled {
        return Err(AccountError::CodeRequired {
            totp: account.totp_enabled,
            passkey,
        });
    }
    check_code(store, account, token).await
}

impl Accounts<'_> {
    /// The login-style 2FA check: with 2FA on, a missing or empty code is
    /// [`AccountError::CodeRequired`] (not a failure); a wrong one is
    /// [`AccountError::InvalidCode`]. Run under the caller's reservation.
    pub async fn check_login_code(
        &self,
        account: &AccountRecord,
        token: Option<&str>,
    ) -> Result<(), AccountError> {
        if !account.totp_enabled {
            return Ok(());
        }
        let token = token.unwrap_or("");
        if token.is_empty() {
            return Err(AccountError::CodeRequired {
                totp: true,
                passkey: false,
            });
        }
        check_code(self.store, account, token).await
    }
}

/// [`AccountError::InvalidCode`] unless `code` is accepted.
async fn check_code(
    store: &Store,
    account: &AccountRecord,
    code: &str,
) -> Result<(), AccountError> {
    if Accounts::new(store).code_accepted(account, code).await? {
        Ok(())
    } else {
        Err(AccountError::InvalidCode)
    }
}

/// The caller's own password, without the throttle (callers hold a
/// reservation).
pub async fn check_own_password(
    account: &AccountRecord,
    password: &str,
) -> Result<(), AccountError> {
    if password_matches(
        password,
        &account.password_hash,
        HashOwner::Account(&account.id),
    )
    .await?
    {
        Ok(())
    } else {
        Err(AccountError::WrongPassword)
    }
}

impl Accounts<'_> {
    /// Checks the verification object of a sensitive action (docs/api.md#verification-object);
    /// `None` when the request carried none.
    pub async fn verify(
        &self,
        account: &AccountRecord,
        verification: Option<Verification<'_>>,
        client: &str,
    ) -> Result<(), AccountError> {
        let Some(verification) = verification else {
            return Err(AccountError::VerificationRequired);
        };
        let subject = Subject::Account(&account.id);
        if account.totp_enabled {
            if verification.token.is_empty() {
                return Err(AccountError::VerificationCodeRequired);
            }
            return throttle::throttled(
                self.store,
                subject,
                client,
                check_code(self.store, account, verification.token),
            )
            .await;
        }
        if verification.password.is_empty() {
            return Err(AccountError::PasswordRequired);
        }
        throttle::throttled(
            self.store,
            subject,
            client,
            check_own_password(account, verification.password),
        )
        .await
    }
}

pub(crate) fn unix_seconds() -> u64 {
    u64::try_from(now_millis() / 1000).unwrap_or(0)
}

impl Accounts<'_> {
    /// Whether `code` is a fresh valid TOTP code of the account's enabled
    /// secret; an accepted code's step is recorded so it never works again.
    pub async fn code_accepted(
        &self,
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
            Some(step) => Ok(self.store.accept_totp_step(&account.id, step).await?),
            None => Ok(false),
        }
    }
}
