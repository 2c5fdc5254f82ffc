//! Creating accounts, for registration, user administration, the CLI and
//! demo mode alike: names must be free (ignoring case), the password is
//! hashed on the blocking pool, and the first account becomes the owner.

use super::passwords::hash_password;
use super::{AccountError, Accounts};
use crate::domain::accounts::{Email, Password, Role, Username};
use crate::domain::audit::AuditAction;
use crate::domain::time::now_millis;
use crate::domain::webhooks::EventKind;
use crate::store::{AccountRecord, NewAccount, StoreError};

/// The values of a new account. The password is plain text: callers parse
/// it as a [`Password`], except demo mode, whose `demo` breaks the rule on
/// purpose.
pub struct AccountValues<'a> {
    pub username: &'a Username,
    pub email: &'a Email,
    pub password: &'a str,
    pub secret: Option<&'a str>,
}

/// Which role a new account gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Placement {
    /// The owner when no account exists yet, else this role.
    Role(Role),
    /// Only as the very first account, the owner; else
    /// [`AccountError::RegistrationClosed`].
    FirstOnly,
}

/// Account creation over the API (`register`, `createUser`): the values as sent
/// (`None` when absent or not a string), each checked against its rule.
pub struct Submitted<'a> {
    pub email: Option<&'a str>,
    pub username: Option<&'a str>,
    pub password: Option<&'a str>,
}

/// Who asks for the account.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Requester {
    /// Self-registration; `open` is ENABLE_REGISTRATION. While closed, only
    /// the very first account may register.
    Registration { open: bool },
    /// An owner or admin creating an account with this role.
    Administrator(Role),
}

impl Accounts<'_> {
    /// Creates an account from submitted values, with the contract's checks in
    /// its order: registration gate, value rules, free names.
    pub async fn create_account(
        &self,
        submitted: &Submitted<'_>,
        requester: Requester,
    ) -> Result<AccountRecord, AccountError> {
        let email = submitted.email.map(Email::parse);
        let username = submitted.username.map(Username::parse);
        let password = submitted.password.map(Password::parse);
        let gated = requester == Requester::Registration { open: false };
        // Two tries: a lost race for "first account" is retried as a later one.
        for _ in 0..2 {
            if gated && self.store.count_accounts().await? > 0 {
                return Err(AccountError::RegistrationClosed);
            }
            let (Some(Ok(email)), Some(Ok(username)), Some(Ok(password))) =
                (&email, &username, &password)
            else {
                return Err(AccountError::InvalidFields {
                    email: !matches!(email, Some(Ok(_))),
                    username: !matches!(username, Some(Ok(_))),
                    password: !matches!(password, Some(Ok(_))),
                });
            };
            self.ensure_names_free(username, email).await?;
            let placement = match requester {
                Requester::Registration { open: false } => Placement::FirstOnly,
                Requester::Registration { open: true } => Placement::Role(Role::Standard),
                Requester::Administrator(role) => Placement::Role(role),
            };
            let values = AccountValues {
                username,
                email,
                password: password.as_str(),
                secret: None,
            };
            match self.insert_account(&values, placement).await {
                Err(AccountError::NamesTaken { .. }) => continue,
                outcome => return outcome,
            }
        }
        Err(AccountError::NamesTaken {
            username: true,
            email: true,
        })
    }

    /// [`AccountError::NamesTaken`] when another account uses the username or
    /// the e-mail address, ignoring case.
    pub async fn ensure_names_free(
        &self,
        username: &Username,
        email: &Email,
    ) -> Result<(), AccountError> {
        let (username_taken, email_taken) = self
            .store
            .find_name_conflicts(Some(username), Some(email), None)
            .await?;
        if username_taken || email_taken {
            return Err(AccountError::NamesTaken {
                username: username_taken,
                email: email_taken,
            });
        }
        Ok(())
    }

    /// Hashes the password and inserts the account. A name taken meanwhile
    /// (or a lost race for the first account) is [`AccountError::NamesTaken`].
    pub async fn insert_account(
        &self,
        values: &AccountValues<'_>,
        placement: Placement,
    ) -> Result<AccountRecord, AccountError> {
        let hash = hash_password(values.password).await?;
        let id = uuid::Uuid::new_v4().to_string();
        let new = NewAccount {
            id: &id,
            username: values.username.as_str(),
            email: values.email.as_str(),
            password_hash: &hash,
            secret: values.secret,
            created_at: now_millis(),
        };
        let audit = self.audit(AuditAction::AccountCreated);
        let inserted = match placement {
            // With registration closed only the very first account may be
            // created; losing that race makes this a later registration.
            Placement::FirstOnly => self
                .store
                .insert_first_account(&new, &audit)
                .await?
                .ok_or(AccountError::RegistrationClosed),
            Placement::Role(role) => self
                .store
                .insert_account(&new, role, &audit)
                .await
                .map_err(Into::into),
        };
        match inserted {
            Err(AccountError::Store(StoreError::Conflict)) => Err(AccountError::NamesTaken {
                username: true,
                email: true,
            }),
            Ok(account) => {
                self.announce(EventKind::AccountCreated, &account).await;
                Ok(account)
            }
            other => other,
        }
    }
}
