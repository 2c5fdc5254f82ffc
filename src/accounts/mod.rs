//! Accounts as use cases: who is calling (`authentication`: secret, token,
//! session, automatic login, the two-factor hold), creating accounts,
//! signing in (password, throttle, two-factor), changing credentials,
//! secrets, roles, the interface language and two-factor set-up.
//! Handlers, CLI commands and jobs all call these functions; they return
//! [`AccountError`], which each caller maps once to its own answer.

pub mod access_policy;
pub mod api_tokens;
pub mod authentication;
pub mod automatic_login;
pub mod create;
pub mod credentials;
pub mod disable;
mod error;
pub mod language;
pub mod passkeys;
pub mod passwords;
pub mod roles;
pub mod secrets;
pub mod sessions;
pub mod sign_in;
pub mod sign_out;
pub mod sso;
pub mod throttle;
pub mod two_factor;

pub use error::{AccountError, Permission};

use crate::domain::audit::{AuditAction, AuditBy, AuditEntry};
use crate::domain::time::now_millis;
use crate::domain::webhooks::EventKind;
use crate::store::{AccountRecord, Store};
use crate::webhooks::Outbox;

/// The account use cases over one store: `AppState::accounts()` in the
/// HTTP layer, `Accounts::new(&store)` in commands and jobs. Each module
/// adds its use cases as methods.
#[derive(Clone, Copy)]
pub struct Accounts<'a> {
    store: &'a Store,
    /// Where account events go; `None` queues them with the default bound.
    outbox: Option<&'a Outbox>,
    /// Who acts, for the audit log; `None` is the server's command line.
    by: Option<&'a AuditBy>,
}

impl<'a> Accounts<'a> {
    pub fn new(store: &'a Store) -> Self {
        Self {
            store,
            outbox: None,
            by: None,
        }
    }

    /// The service queuing its events through `outbox`.
    pub fn with_outbox(store: &'a Store, outbox: &'a Outbox) -> Self {
        Self {
            store,
            outbox: Some(outbox),
            by: None,
        }
    }

    /// The service acting for `by` (an HTTP request's caller and network),
    /// as the audit log records it.
    pub fn by(self, by: &'a AuditBy) -> Self {
        Self {
            by: Some(by),
            ..self
        }
    }

    /// Who acts: the request's caller, or the command line.
    pub fn actor(&self) -> AuditBy {
        self.by.cloned().unwrap_or_else(AuditBy::command_line)
    }

    /// The audit entry of `action` by this service's actor, now.
    fn audit(&self, action: AuditAction) -> AuditEntry {
        self.actor().entry(action, now_millis())
    }

    /// Queues an instance-wide event about `account` for the webhooks
    /// that asked for it.
    async fn announce(&self, kind: EventKind, account: &AccountRecord) {
        match self.outbox {
            Some(outbox) => outbox.account_event(self.store, kind, account).await,
            None => {
                Outbox::default()
                    .account_event(self.store, kind, account)
                    .await
            }
        }
    }

    /// The account with `id`, or [`AccountError::UnknownAccount`].
    pub async fn find_account(&self, id: &str) -> Result<AccountRecord, AccountError> {
        self.store
            .find_account_by_id(id)
            .await?
            .ok_or(AccountError::UnknownAccount)
    }

    /// Whether the account has registered a passkey.
    pub async fn has_passkey(&self, account: &AccountRecord) -> Result<bool, AccountError> {
        Ok(self.store.count_passkeys(&account.id).await? > 0)
    }

    /// Whether the account has a second factor: TOTP or a passkey.
    pub async fn has_second_factor(&self, account: &AccountRecord) -> Result<bool, AccountError> {
        let _store = self.store;
        Ok(account.totp_enabled || self.has_passkey(account).await?)
    }
}
