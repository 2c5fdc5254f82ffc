//! Accounts: creation (the first one becomes owner), look-ups by id, login
//! name and API secret, credential and role changes.

use super::{on_reader, on_writer, Store, StoreError};
use crate::domain::accounts::Role;
use crate::domain::tokens::{constant_time_eq, hash_api_secret};

const ACCOUNT_COLUMNS: &str =
    "id, username, email, password_hash, role, secret, allow_automatic_login, \
     totp_enabled, totp_secret, totp_pending_secret, totp_last_step, created_at";

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
}

impl AccountRecord {
    /// The stored role; the CHECK constraint keeps it one of the three.
    pub fn role(&self) -> Role {
        Role::parse(&self.role).unwrap_or(Role::Standard)
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

    /// Inserts an account whose role is `owner` when no account exists yet
    /// and `role_otherwise` when one does. The check and the insert are one
    /// statement, and the single-owner index settles a race between two
    /// first accounts: the loser gets [`StoreError::Conflict`] and retries.
    pub async fn insert_account(
        &self,
        new: &NewAccount<'_>,
        role_otherwise: Role,
    ) -> Result<AccountRecord, StoreError> {
        let sql = format!(
            "INSERT INTO accounts (id, username, email, password_hash, role, secret, created_at, secret_hash) \
             SELECT $1, $2, $3, $4, CASE WHEN EXISTS (SELECT 1 FROM accounts) THEN $5 ELSE 'owner' END, $6, $7, $8 \
             RETURNING {ACCOUNT_COLUMNS}"
        );
        on_writer!(self, |pool| sqlx::query_as::<_, AccountRecord>(&sql)
            .bind(new.id)
            .bind(new.username)
            .bind(new.email)
            .bind(new.password_hash)
            .bind(role_otherwise.as_str())
            .bind(new.secret)
            .bind(new.created_at)
            .bind(new.secret.map(hash_api_secret))
            .fetch_one(pool)
            .await)
        .map_err(StoreError::from_write)
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
        let sql = format!("SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE secret_hash = $1");
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
            on_writer!(self, |pool| sqlx::query(
                "UPDATE accounts SET secret_hash = $1 WHERE id = $2 AND secret = $3"
            )
            .bind(hash_api_secret(secret))
            .bind(id.as_str())
            .bind(secret.as_str())
            .execute(pool)
            .await
            .map(|r| r.rows_affected()))
            .map_err(StoreError::from_write)?;
        }
        Ok(unhashed.len() as u64)
    }

    /// Whether the username and the e-mail are used by an account other
    /// than `except_id`, ignoring case: `(username_taken, email_taken)`.
    pub async fn find_name_conflicts(
        &self,
        username: Option<&str>,
        email: Option<&str>,
        except_id: Option<&str>,
    ) -> Result<(bool, bool), StoreError> {
        let sql = "SELECT \
             COALESCE(MAX(CASE WHEN lower(username) = lower($1) THEN 1 ELSE 0 END), 0) AS u, \
             COALESCE(MAX(CASE WHEN lower(email) = lower($2) THEN 1 ELSE 0 END), 0) AS e \
             FROM accounts WHERE id <> $3 AND (lower(username) = lower($1) OR lower(email) = lower($2))";
        let (u, e): (i32, i32) = on_reader!(self, |pool| sqlx::query_as(sql)
            .bind(username.unwrap_or(""))
            .bind(email.unwrap_or(""))
            .bind(except_id.unwrap_or(""))
            .fetch_one(pool)
            .await)?;
        Ok((username.is_some() && u == 1, email.is_some() && e == 1))
    }

    pub async fn list_accounts(&self) -> Result<Vec<AccountRecord>, StoreError> {
        let sql = format!("SELECT {ACCOUNT_COLUMNS} FROM accounts ORDER BY created_at, id");
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .fetch_all(pool)
            .await)?)
    }

    /// Replaces an account's API secret; the old one stops working at once.
    pub async fn set_account_secret(&self, id: &str, secret: &str) -> Result<(), StoreError> {
        let done = on_writer!(self, |pool| sqlx::query(
            "UPDATE accounts SET secret = $1, secret_hash = $3 WHERE id = $2"
        )
        .bind(secret)
        .bind(id)
        .bind(hash_api_secret(secret))
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))
        .map_err(StoreError::from_write)?;
        if done == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    pub async fn set_account_username(&self, id: &str, username: &str) -> Result<(), StoreError> {
        self.update_account_column(
            id,
            "UPDATE accounts SET username = $1 WHERE id = $2",
            username,
        )
        .await
    }

    pub async fn set_account_email(&self, id: &str, email: &str) -> Result<(), StoreError> {
        self.update_account_column(id, "UPDATE accounts SET email = $1 WHERE id = $2", email)
            .await
    }

    pub async fn set_account_password_hash(&self, id: &str, hash: &str) -> Result<(), StoreError> {
        self.update_account_column(
            id,
            "UPDATE accounts SET password_hash = $1 WHERE id = $2",
            hash,
        )
        .await
    }

    async fn update_account_column(
        &self,
        id: &str,
        sql: &'static str,
        value: &str,
    ) -> Result<(), StoreError> {
        let done = on_writer!(self, |pool| sqlx::query(sql)
            .bind(value)
            .bind(id)
            .execute(pool)
            .await
            .map(|r| r.rows_affected()))
        .map_err(StoreError::from_write)?;
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

    /// At start-up: when accounts exist but none is owner, promotes the
    /// oldest admin, else the oldest account. Returns the promoted id.
    pub async fn ensure_owner(&self) -> Result<Option<String>, StoreError> {
        let sql = "SELECT id FROM accounts WHERE NOT EXISTS (SELECT 1 FROM accounts WHERE role = 'owner') \
                   ORDER BY CASE WHEN role = 'admin' THEN 0 ELSE 1 END, created_at, id LIMIT 1";
        let candidate: Option<String> = on_writer!(self, |pool| sqlx::query_scalar(sql)
            .fetch_optional(pool)
            .await)?;
        if let Some(id) = &candidate {
            on_writer!(self, |pool| sqlx::query(
                "UPDATE accounts SET role = 'owner' WHERE id = $1"
            )
            .bind(id)
            .execute(pool)
            .await
            .map(|r| r.rows_affected()))
            .map_err(StoreError::from_write)?;
        }
        Ok(candidate)
    }
}

impl Store {
    /// Records `step` as the last accepted TOTP step unless an equal or later
    /// one was recorded already; false means the code was a replay.
    pub async fn accept_totp_step(&self, account_id: &str, step: i64) -> Result<bool, StoreError> {
        let done = on_writer!(self, |pool| {
            sqlx::query(
            "UPDATE accounts SET totp_last_step = $1 WHERE id = $2 AND (totp_last_step IS NULL OR totp_last_step < $1)"
        )
        .bind(step)
        .bind(account_id)
        .execute(pool)
        .await.map(|r| r.rows_affected())
        })?;
        Ok(done == 1)
    }
}

impl Store {
    pub async fn set_account_role(&self, id: &str, role: Role) -> Result<(), StoreError> {
        let done = on_writer!(self, |pool| sqlx::query(
            "UPDATE accounts SET role = $1 WHERE id = $2"
        )
        .bind(role.as_str())
        .bind(id)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))
        .map_err(StoreError::from_write)?;
        if done == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }
}
