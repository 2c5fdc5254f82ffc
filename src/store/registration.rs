//! The first account: created as owner only while no account exists, so
//! that of two simultaneous first registrations exactly one succeeds.

use super::{on_writer, AccountRecord, NewAccount, Store, StoreError};

impl Store {
    /// Inserts `new` as the owner if the table is empty; `None` when an
    /// account exists already or a concurrent first account won the race
    /// (the single-owner index refuses the loser on PostgreSQL).
    pub async fn insert_first_account(
        &self,
        new: &NewAccount<'_>,
    ) -> Result<Option<AccountRecord>, StoreError> {
        let sql =
            "INSERT INTO accounts (id, username, email, password_hash, role, secret, created_at, secret_hash) \
             SELECT $1, $2, $3, $4, 'owner', $5, $6, $7 WHERE NOT EXISTS (SELECT 1 FROM accounts) \
             RETURNING id, username, email, password_hash, role, secret, allow_automatic_login, \
             totp_enabled, totp_secret, totp_pending_secret, totp_last_step, created_at";
        let inserted = on_writer!(self, |pool| sqlx::query_as::<_, AccountRecord>(sql)
            .bind(new.id)
            .bind(new.username)
            .bind(new.email)
            .bind(new.password_hash)
            .bind(new.secret)
            .bind(new.created_at)
            .bind(new.secret.map(crate::domain::tokens::hash_api_secret))
            .fetch_optional(pool)
            .await)
        .map_err(StoreError::from_write);
        match inserted {
            Ok(account) => Ok(account),
            Err(StoreError::Conflict) => Ok(None),
            Err(other) => Err(other),
        }
    }
}
