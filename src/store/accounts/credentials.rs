//! Credential writes: the uniqueness check of names, and new usernames,
//! e-mail addresses, password hashes, API secrets, the automatic-login
//! flag and the interface language.

use crate::domain::accounts::{Email, Username};
use crate::domain::audit::AuditEntry;
use crate::domain::languages::Language;
use crate::domain::tokens::hash_api_secret;
use crate::store::{execute, execute_audited};
use crate::store::{on_reader, on_writer, Store, StoreError};

impl Store {
    /// Whether the username and the e-mail are used by an account other
    /// than `except_id`, ignoring case: `(username_taken, email_taken)`.
    pub async fn find_name_conflicts(
        &self,
        username: Option<&Username>,
        email: Option<&Email>,
        except_id: Option<&str>,
    ) -> Result<(bool, bool), StoreError> {
        let sql = "SELECT \
             COALESCE(MAX(CASE WHEN lower(username) = lower($1) THEN 1 ELSE 0 END), 0) AS u, \
             COALESCE(MAX(CASE WHEN lower(email) = lower($2) THEN 1 ELSE 0 END), 0) AS e \
             FROM accounts WHERE id <> $3 AND (lower(username) = lower($1) OR lower(email) = lower($2))";
        let (u, e): (i32, i32) = on_reader!(self, |pool| sqlx::query_as(sql)
            .bind(username.map_or("", Username::as_str))
            .bind(email.map_or("", Email::as_str))
            .bind(except_id.unwrap_or(""))
            .fetch_one(pool)
            .await)?;
        Ok((username.is_some() && u == 1, email.is_some() && e == 1))
    }

    /// Replaces an account's API secret; the old one stops working at once.
    pub async fn set_account_secret(
        &self,
        id: &str,
        secret: &str,
        audit: &AuditEntry,
    ) -> Result<(), StoreError> {
        let done = execute_audited!(
            self,
            audit,
            "UPDATE accounts SET secret = $1, secret_hash = $3 WHERE id = $2",
            secret,
            id,
            hash_api_secret(secret)
        )?;
        if done == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    /// Renames account `id`, with the audit entry of the change.
    pub async fn set_account_username(
        &self,
        id: &str,
        username: &Username,
        audit: &AuditEntry,
    ) -> Result<(), StoreError> {
        let done = execute_audited!(
            self,
            audit,
            "UPDATE accounts SET username = $1 WHERE id = $2",
            username.as_str(),
            id
        )?;
        if done == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    /// Gives account `id` a new e-mail address, with the audit entry of
    /// the change.
    pub async fn set_account_email(
        &self,
        id: &str,
        email: &Email,
        audit: &AuditEntry,
    ) -> Result<(), StoreError> {
        let done = execute_audited!(
            self,
            audit,
            "UPDATE accounts SET email = $1 WHERE id = $2",
            email.as_str(),
            id
        )?;
        if done == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    pub async fn set_account_password_hash(
        &self,
        id: &str,
        hash: &str,
        audit: &AuditEntry,
    ) -> Result<(), StoreError> {
        let done = execute_audited!(
            self,
            audit,
            "UPDATE accounts SET password_hash = $1 WHERE id = $2",
            hash,
            id
        )?;
        if done == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    pub async fn set_allow_automatic_login(&self, id: &str, allow: bool) -> Result<(), StoreError> {
        on_writer!(self, |pool| sqlx::query(
            "UPDATE accounts SET allow_automatic_login = $1 WHERE id = $2"
        )
        .bind(allow)
        .bind(id)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Sets the account's interface language; `None` follows the browser.
    /// NotFound when no account has the id.
    pub async fn set_account_language(
        &self,
        id: &str,
        language: Option<Language>,
    ) -> Result<(), StoreError> {
        let done = execute!(
            self,
            "UPDATE accounts SET language = $1 WHERE id = $2",
            language.map(Language::tag),
            id
        )?;
        if done == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }
}
