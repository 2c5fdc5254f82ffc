//! Failed credential checks, kept in the database so that every instance
//! sharing it counts the same attempts (api.md §3.8).

use crate::store::{on_reader, on_writer, Store, StoreError};

impl Store {
    pub async fn insert_login_failure(
        &self,
        account_id: Option<&str>,
        address: &str,
        at: i64,
    ) -> Result<(), StoreError> {
        on_writer!(self, |pool| sqlx::query(
            "INSERT INTO login_failures (account_id, address, at) VALUES ($1, $2, $3)"
        )
        .bind(account_id)
        .bind(address)
        .bind(at)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Failures since `since` for the address and for the account:
    /// `(address_count, address_oldest, account_count, account_oldest)`.
    pub async fn count_login_failures(
        &self,
        account_id: Option<&str>,
        address: &str,
        since: i64,
    ) -> Result<FailureCounts, StoreError> {
        let sql = "SELECT \
            COALESCE(SUM(CASE WHEN address = $1 THEN 1 ELSE 0 END), 0) AS by_address, \
            MIN(CASE WHEN address = $1 THEN at END) AS address_oldest, \
            COALESCE(SUM(CASE WHEN account_id = $2 THEN 1 ELSE 0 END), 0) AS by_account, \
            MIN(CASE WHEN account_id = $2 THEN at END) AS account_oldest \
            FROM login_failures WHERE at > $3 AND (address = $1 OR account_id = $2)";
        let row: FailureCounts = on_reader!(self, |pool| sqlx::query_as(sql)
            .bind(address)
            .bind(account_id.unwrap_or(""))
            .bind(since)
            .fetch_one(pool)
            .await)?;
        Ok(row)
    }

    /// A successful login clears the account's failures, not the address's.
    pub async fn clear_login_failures_of_account(
        &self,
        account_id: &str,
    ) -> Result<(), StoreError> {
        on_writer!(self, |pool| sqlx::query(
            "UPDATE login_failures SET account_id = NULL WHERE account_id = $1"
        )
        .bind(account_id)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(())
    }

    pub async fn delete_login_failures_before(&self, before: i64) -> Result<u64, StoreError> {
        let done = on_writer!(self, |pool| sqlx::query(
            "DELETE FROM login_failures WHERE at <= $1"
        )
        .bind(before)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(done)
    }
}

#[derive(Debug, Clone, Copy, Default, sqlx::FromRow)]
pub struct FailureCounts {
    pub by_address: i64,
    pub address_oldest: Option<i64>,
    pub by_account: i64,
    pub account_oldest: Option<i64>,
}
