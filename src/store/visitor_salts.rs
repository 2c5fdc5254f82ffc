//! The visitor key's salts (`visitor_salts`): one random 32-byte salt per
//! UTC day, shared by every instance through the database and deleted once
//! its day is over (docs/STATISTICS.md).

use super::{on_reader, on_writer, Store, StoreError};

impl Store {
    /// Stores each (day, salt) whose day has none yet; a day that has one
    /// keeps it, so instances creating a day's salt at once agree on the
    /// first written. Read the days back with [`Store::salts_since`].
    pub async fn salts_insert_missing(&self, salts: &[(i64, [u8; 32])]) -> Result<(), StoreError> {
        for (day, salt) in salts {
            on_writer!(self, |pool| {
                sqlx::query(
                "INSERT INTO visitor_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING"
            )
            .bind(*day)
            .bind(&salt[..])
            .execute(pool)
            .await
            .map(|r| r.rows_affected())
            })?;
        }
        Ok(())
    }

    /// The salts of `first_day` and later, by day. A stored salt that is
    /// not 32 bytes is skipped.
    pub async fn salts_since(&self, first_day: i64) -> Result<Vec<(i64, [u8; 32])>, StoreError> {
        let rows: Vec<(i64, Vec<u8>)> = on_writer!(self, |pool| sqlx::query_as(
            "SELECT day, salt FROM visitor_salts WHERE day >= $1 ORDER BY day"
        )
        .bind(first_day)
        .fetch_all(pool)
        .await)?;
        Ok(rows
            .into_iter()
            .filter_map(|(day, salt)| Some((day, <[u8; 32]>::try_from(salt.as_slice()).ok()?)))
            .collect())
    }

    /// Deletes the salts of days before `day`: their keys can no longer be
    /// linked to anyone. Returns how many were deleted.
    pub async fn salts_delete_before(&self, day: i64) -> Result<u64, StoreError> {
        Ok(on_writer!(self, |pool| sqlx::query(
            "DELETE FROM visitor_salts WHERE day < $1"
        )
        .bind(day)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?)
    }

    /// Every stored salt's day (for checks and tests).
    pub async fn salt_days(&self) -> Result<Vec<i64>, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT day FROM visitor_salts ORDER BY day"
        )
        .fetch_all(pool)
        .await)?)
    }
}
