//! Two-factor authentication (docs/accounts.md#two-factor-authentication-totp):
//! set-up with a pending secret,
//! confirmation with a first code (which returns the backup codes),
//! disabling with a code, and recovery with a backup code.

use super::sign_in::{check_login_password, login_subject, unix_seconds, Attempt};
use super::throttle::{self, throttled, Subject};
use super::{AccountError, Accounts};
use crate::domain::audit::{network_of, AuditAction, AuditBy, AuditTarget};
use crate::domain::time::now_millis;
use crate::domain::two_factor;
use crate::store::AccountRecord;

/// A pending TOTP secret and its `otpauth://` URI.
pub struct Setup {
    pub secret: String,
    pub uri: String,
}

impl Accounts<'_> {
    /// Starts (or restarts) set-up with a new pending secret.
    pub async fn start_totp_setup(&self, account: &AccountRecord) -> Result<Setup, AccountError> {
        if account.totp_enabled {
            return Err(AccountError::TwoFactorEnabled);
        }
        let secret = two_factor::new_totp_secret();
        self.store
            .set_totp_pending_secret(&account.id, &secret)
            .await?;
        let uri = two_factor::otpauth_uri(&secret, &account.username);
        Ok(Setup { secret, uri })
    }

    /// Turns 2FA on with a code of the pending secret; returns the backup codes.
    pub async fn confirm_totp_setup(
        &self,
        account: &AccountRecord,
        token: &str,
        client: &str,
    ) -> Result<Vec<String>, AccountError> {
        if account.totp_enabled {
            return Err(AccountError::TwoFactorConfirmed);
        }
        let Some(pending) = account.totp_pending_secret.as_deref() else {
            return Err(AccountError::TwoFactorNotStarted);
        };
        if !two_factor::is_code_format(token) {
            return Err(AccountError::InvalidCodeFormat);
        }
        throttled(self.store, Subject::Account(&account.id), client, async {
            let step =
                two_factor::matching_step(pending, token, unix_seconds(), account.totp_last_step);
            let codes = two_factor::new_backup_codes();
            let hashes: Vec<String> = codes
                .iter()
                .map(|c| two_factor::hash_backup_code(c))
                .collect();
            let enabled = match step {
                Some(step) => {
                    let audit = self
                        .audit(AuditAction::TwoFactorEnabled)
                        .on(AuditTarget::account(&account.id, &account.username));
                    self.store
                        .enable_totp(&account.id, pending, step, &hashes, &audit)
                        .await?
                }
                None => false,
            };
            if enabled {
                Ok(codes)
            } else {
                Err(AccountError::InvalidCode)
            }
        })
        .await
    }

    /// Turns 2FA off with a current code.
    pub async fn disable_totp(
        &self,
        account: &AccountRecord,
        token: &str,
        client: &str,
    ) -> Result<(), AccountError> {
        if !account.totp_enabled {
            return Err(AccountError::TwoFactorDisabled);
        }
        throttled(self.store, Subject::Account(&account.id), client, async {
            if self.code_accepted(account, token).await? {
                Ok(())
            } else {
                Err(AccountError::InvalidCode)
            }
        })
        .await?;
        let audit = self
            .audit(AuditAction::TwoFactorDisabled)
            .on(AuditTarget::account(&account.id, &account.username));
        self.store.disable_totp(&account.id, &audit).await?;
        Ok(())
    }
}

/// Recovery (`recoverWithBackupCode`): username and password, then a backup code,
/// which turns 2FA off; returns the account to log in.
pub async fn recover(
    attempt: &Attempt<'_>,
    name: &str,
    password: &str,
    backup_code: &str,
) -> Result<AccountRecord, AccountError> {
    let store = attempt.store;
    let account = store.find_account_by_login(name).await?;
    let subject = login_subject(name, account.as_ref());
    let account = throttled(store, subject, attempt.client, async {
        let account = check_login_password(attempt, account.clone(), password).await?;
        if !account.totp_enabled {
            return Err(AccountError::TwoFactorDisabled);
        }
        let code_hash = two_factor::hash_backup_code(backup_code);
        let audit = AuditBy::visitor(network_of(attempt.client))
            .as_account(&account.id, &account.username, account.role())
            .entry(AuditAction::TwoFactorDisabled, now_millis())
            .on(AuditTarget::account(&account.id, &account.username))
            .with(serde_json::json!({ "by": "backup_code" }));
        if !store
            .use_backup_code(&account.id, &code_hash, &audit)
            .await?
        {
            return Err(AccountError::InvalidBackupCode);
        }
        Ok(account)
    })
    .await?;
    throttle::clear_account(store, &account.id).await?;
    Ok(account)
}
