//! Accounts: the record, look-ups by id, login name and API secret, and
//! the start-up repairs. Creation, credential, role, session, throttle and
//! two-factor queries live in this folder's other files.

mod api_tokens;
mod create;
mod credentials;
mod disable;
mod login_failures;
mod passkey_ceremonies;
mod passkeys;
mod roles;
mod sessions;
mod sso;
mod two_factor;

pub use api_tokens::{ApiTokenRecord, NewApiToken};
pub use login_failures::FailureCounts;
pub use passkey_ceremonies::{CeremonyCaps, CeremonyRecord, NewCeremony};
pub use passkeys::PasskeyRecord;
pub use sessions::{SessionOrigin, SessionRecord};
pub use sso::{SsoCodeWait, SsoLoginRecord};

use super::{on_reader, on_writer, Store, StoreError};
use crate::domain::accounts::Role;
use crate::domain::languages::Language;
use crate::domain::tokens::{constant_time_eq, hash_api_secret};
use crate::store::execute;

const ACCOUNT_COLUMNS: &str =
    "id, username, email, password_hash, role, secret, allow_automatic_login, \
     totp_enabled, totp_secret, totp_pending_secret, totp_last_step, created_at, disabled_at, language";

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AccountRecord {
    pub id: String,
    pub username: String,
    pub email: String,
    pub password_hash: String,
    pub role: String,
    pub secret: Option<String>,
    pub allow_automatic_login: bool,
    pub totp_enabled: bool,
    pub totp_secret: Option<String>,
    pub totp_pending_secret: Option<String>,
    pub totp_last_step: Option<i64>,
    pub created_at: i64,
    /// When the account was disabled; `None` while it may sign in.
    pub disabled_at: Option<i64>,
    /// The interface language's tag; `None` follows the browser.
    pub language: Option<String>,
}

impl AccountRecord {
    pub fn is_disabled(&self) -> bool {
        self.disabled_at.is_some()
    }

    /// The stored role; the CHECK constraint keeps it one of the three.
    pub fn role(&self) -> Role {
        Role::parse(&self.role).unwrap_or(Role::Standard)
    }

    /// The chosen interface language; a stored tag no longer supported
    /// reads as none (the browser's language then applies).
    pub fn language(&self) -> Option<Language> {
        self.language.as_deref().and_then(Language::parse)
    }
}

pub struct NewAccount<'a> {
    pub id: &'a str,
    pub username: &'a str,
    pub email: &'a str,
    pub password_hash: &'a str,
    pub secret: Option<&'a str>,
    pub created_at: i64,
}

impl Store {
    pub async fn count_accounts(&self) -> Result<i64, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT COUNT(*) FROM accounts"
        )
        .fetch_one(pool)
        .await)?)
    }

    pub async fn find_account_by_id(&self, id: &str) -> Result<Option<AccountRecord>, StoreError> {
        // Ids come from request bodies; one with NUL is simply not found.
        if !super::links::storable(id) {
            return Ok(None);
        }
        let sql = format!("SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE id = $1");
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(id)
            .fetch_optional(pool)
            .await)?)
    }

    /// Login by username, else by e-mail, both ignoring case.
    pub async fn find_account_by_login(
        &self,
        name: &str,
    ) -> Result<Option<AccountRecord>, StoreError> {
        if !super::links::storable(name) {
            return Ok(None);
        }
        let sql = format!(
            "SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE lower(username) = lower($1) OR lower(email) = lower($1) \
             ORDER BY CASE WHEN lower(username) = lower($1) THEN 0 ELSE 1 END LIMIT 1"
        );
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(name)
            .fetch_optional(pool)
            .await)?)
    }

    pub async fn find_account_by_secret(
        &self,
        secret: &str,
    ) -> Result<Option<AccountRecord>, StoreError> {
        // A disabled account's secret stops working at once.
        let sql = format!(
            "SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE secret_hash = $1 AND disabled_at IS NULL"
        );
        let found: Option<AccountRecord> = on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(hash_api_secret(secret))
            .fetch_optional(pool)
            .await)?;
        // The hash decides; the readable secret must agree as well.
        Ok(found.filter(|account| {
            account
                .secret
                .as_deref()
                .is_some_and(|stored| constant_time_eq(stored, secret))
        }))
    }

    /// Hashes secrets stored before `secret_hash` existed (run at start-up).
    pub async fn hash_unhashed_secrets(&self) -> Result<u64, StoreError> {
        let unhashed: Vec<(String, String)> = on_writer!(self, |pool| sqlx::query_as(
            "SELECT id, secret FROM accounts WHERE secret IS NOT NULL AND secret_hash IS NULL"
        )
        .fetch_all(pool)
        .await)?;
        for (id, secret) in &unhashed {
            execute!(
                self,
                "UPDATE accounts SET secret_hash = $1 WHERE id = $2 AND secret = $3",
                hash_api_secret(secret),
                id.as_str(),
                secret.as_str()
            )?;
        }
        Ok(unhashed.len() as u64)
    }

    pub async fn list_accounts(&self) -> Result<Vec<AccountRecord>, StoreError> {
        let sql = format!("SELECT {ACCOUNT_COLUMNS} FROM accounts ORDER BY created_at, id");
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .fetch_all(pool)
            .await)?)
    }

    /// At start-up: when accounts exist but none is owner, promotes the
    /// oldest admin, else the oldest account. Returns the promoted id.
    pub async fn ensure_owner(&self) -> Result<Option<String>, StoreError> {
        let sql = "SELECT id FROM accounts WHERE NOT EXISTS (SELECT 1 FROM accounts WHERE role = 'owner') \
                   ORDER BY CASE WHEN role = 'admin' THEN 0 ELSE 1 END, created_at, id LIMIT 1";
        let candidate: Option<String> = on_writer!(self, |pool| sqlx::query_scalar(sql)
            .fetch_optional(pool)
            .await)?;
        if let Some(id) = &candidate {
            execute!(self, "UPDATE accounts SET role = 'owner' WHERE id = $1", id)?;
        }
        Ok(candidate)
    }
}
