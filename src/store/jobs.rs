//! Scheduled jobs that must run once per occurrence across every instance
//! sharing the database. Each run is one transaction that (on PostgreSQL)
//! first takes a transaction-level advisory lock on the job's key, then
//! claims the occurrence in `job_runs` (insert-if-absent), then does the
//! work; a second instance either fails to get the lock or finds the claim,
//! and a failed run rolls its claim back so the next occurrence retries.

use super::{on_writer, Engine, Store, StoreError};

/// Occurrences older than this many of the job's own periods are forgotten.
const KEEP_OCCURRENCES: i64 = 1000;

/// Starts a job run inside `$tx`: returns `Ok(None)` from the enclosing
/// function when another instance holds the lock or ran this occurrence.
macro_rules! claim_occurrence {
    ($store:expr, $tx:ident, $job:expr, $key:expr, $occurrence:expr) => {
        if $store.engine() == Engine::Postgres {
            let locked: bool = sqlx::query_scalar("SELECT pg_try_advisory_xact_lock($1)")
                .bind($key)
                .fetch_one(&mut *$tx)
                .await?;
            if !locked {
                $tx.rollback().await?;
                return Ok(None);
            }
        }
        let claimed = sqlx::query(
            "INSERT INTO job_runs (job, occurrence) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        )
        .bind($job)
        .bind($occurrence)
        .execute(&mut *$tx)
        .await?
        .rows_affected();
        if claimed != 1 {
            $tx.rollback().await?;
            return Ok(None);
        }
        sqlx::query("DELETE FROM job_runs WHERE job = $1 AND occurrence < $2")
            .bind($job)
            .bind($occurrence - KEEP_OCCURRENCES)
            .execute(&mut *$tx)
            .await?;
    };
}

/// A scheduled job: its name in `job_runs` and its advisory-lock key.
#[derive(Debug, Clone, Copy)]
pub struct JobId {
    pub name: &'static str,
    pub lock_key: i64,
}

impl Store {
    /// Runs occurrence `occurrence` of `job`: deletes every link created
    /// before `created_before`, and its history. `None` when this
    /// occurrence was (or is being) run elsewhere; otherwise the deleted
    /// slugs.
    pub async fn purge_links_created_before(
        &self,
        job: JobId,
        occurrence: i64,
        created_before: i64,
    ) -> Result<Option<Vec<super::LinkKey>>, StoreError> {
        on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            claim_occurrence!(self, tx, job.name, job.lock_key, occurrence);
            // Gone for good, so their history goes with them: it holds no
            // deletion entry, which the history's sweep looks for.
            sqlx::query(
                "DELETE FROM link_history WHERE link_id IN \
                 (SELECT id FROM links WHERE creation_date < $1)",
            )
            .bind(created_before)
            .execute(&mut *tx)
            .await?;
            let slugs: Vec<super::LinkKey> = sqlx::query_as(
                "DELETE FROM links WHERE creation_date < $1 RETURNING domain_id, slug",
            )
            .bind(created_before)
            .fetch_all(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(Some(slugs))
        })
    }

    /// Runs occurrence `occurrence` of `job`: gives every account a new API
    /// secret drawn by `new_secret`. `None` when this occurrence was (or is
    /// being) run elsewhere; otherwise the number of accounts changed.
    pub async fn replace_all_secrets(
        &self,
        job: JobId,
        occurrence: i64,
        new_secret: impl Fn() -> String,
    ) -> Result<Option<u64>, StoreError> {
        on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            claim_occurrence!(self, tx, job.name, job.lock_key, occurrence);
            let ids: Vec<String> = sqlx::query_scalar("SELECT id FROM accounts ORDER BY id")
                .fetch_all(&mut *tx)
                .await?;
            for id in &ids {
                let secret = new_secret();
                sqlx::query("UPDATE accounts SET secret = $1, secret_hash = $3 WHERE id = $2")
                    .bind(secret.as_str())
                    .bind(id.as_str())
                    .bind(crate::domain::tokens::hash_api_secret(&secret))
                    .execute(&mut *tx)
                    .await
                    .map_err(StoreError::from_write)?;
            }
            tx.commit().await?;
            Ok(Some(ids.len() as u64))
        })
    }
}
