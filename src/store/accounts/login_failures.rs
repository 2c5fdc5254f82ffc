//! Failed credential checks, kept in the database so that every instance
//! sharing it counts the same attempts (docs/api.md#throttling). An attempt is
//! reserved as a failure before its check, atomically with counting the
//! failures it must respect, and released when the check succeeds.

use crate::domain::tokens::lock_key;
use crate::store::{on_writer, Engine, Store, StoreError};
use std::sync::OnceLock;
use tokio::sync::Mutex;

/// Reservations of one subject queue here, inside the process, before they
/// take a database connection: otherwise a burst on one account would hold
/// every pooled connection while waiting on the advisory lock, and other
/// requests would time out. Striped, so unrelated subjects rarely wait on
/// each other; the database lock still orders instances.
fn subject_gate(key: i64) -> &'static Mutex<()> {
    const STRIPES: usize = 64;
    static GATES: OnceLock<Vec<Mutex<()>>> = OnceLock::new();
    let gates = GATES.get_or_init(|| (0..STRIPES).map(|_| Mutex::new(())).collect());
    &gates[(key.unsigned_abs() % STRIPES as u64) as usize]
}

/// Failures in the window: by the client address, and by the subject
/// (an account id, or the key of a name that names no account).
#[derive(Debug, Clone, Copy, Default, sqlx::FromRow)]
pub struct FailureCounts {
    pub by_address: i64,
    pub address_oldest: Option<i64>,
    pub by_subject: i64,
    pub subject_latest: Option<i64>,
}

const COUNT_FAILURES: &str = "SELECT \
    COALESCE(SUM(CASE WHEN address = $1 THEN 1 ELSE 0 END), 0) AS by_address, \
    MIN(CASE WHEN address = $1 THEN at END) AS address_oldest, \
    COALESCE(SUM(CASE WHEN account_id = $2 THEN 1 ELSE 0 END), 0) AS by_subject, \
    MAX(CASE WHEN account_id = $2 THEN at END) AS subject_latest \
    FROM login_failures WHERE at > $3 AND (address = $1 OR account_id = $2)";

impl Store {
    /// Counts the failures since `since` of `subject` and `address`, asks
    /// `decide` whether one more attempt may run, and if so records it as a
    /// failure at `at`, all in one transaction that no other reservation for
    /// the same keys can interleave with: SQLite's single writer connection
    /// (and `BEGIN IMMEDIATE` against other processes), PostgreSQL's
    /// transaction-level advisory locks on both keys. Returns the
    /// reservation's id, or `decide`'s refusal.
    pub async fn reserve_login_attempt<E>(
        &self,
        subject: &str,
        address: &str,
        at: i64,
        since: i64,
        decide: impl FnOnce(&FailureCounts) -> Result<(), E>,
    ) -> Result<Result<i64, E>, StoreError> {
        let engine = self.engine();
        // Locks taken in one numeric order, so two reservations never wait
        // on each other in a cycle.
        let subject_key = lock_key("login", subject);
        let mut keys = [subject_key, lock_key("login", address)];
        keys.sort_unstable();
        let _queued = subject_gate(subject_key).lock().await;
        on_writer!(self, |pool| {
            let mut tx = match engine {
                Engine::Sqlite => pool.begin_with("BEGIN IMMEDIATE").await?,
                Engine::Postgres => pool.begin().await?,
            };
            if engine == Engine::Postgres {
                for key in keys {
                    sqlx::query("SELECT pg_advisory_xact_lock($1)")
                        .bind(key)
                        .execute(&mut *tx)
                        .await?;
                }
            }
            let counts: FailureCounts = sqlx::query_as(COUNT_FAILURES)
                .bind(address)
                .bind(subject)
                .bind(since)
                .fetch_one(&mut *tx)
                .await?;
            if let Err(refusal) = decide(&counts) {
                tx.rollback().await?;
                return Ok(Err(refusal));
            }
            let id: i64 = sqlx::query_scalar(
                "INSERT INTO login_failures (account_id, address, at) VALUES ($1, $2, $3) RETURNING id",
            )
            .bind(subject)
            .bind(address)
            .bind(at)
            .fetch_one(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(Ok(id))
        })
    }

    /// Forgets a reservation whose check succeeded (or never counted).
    pub async fn release_login_attempt(&self, id: i64) -> Result<(), StoreError> {
        on_writer!(self, |pool| sqlx::query(
            "DELETE FROM login_failures WHERE id = $1"
        )
        .bind(id)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(())
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
