//! Skipped-row reports of imports (migration 0012): one report per import
//! that skipped rows, its rows written batch by batch as the import goes,
//! read back in keyset pages so a download of any size streams.

use super::{on_reader, on_writer, Store, StoreError};

/// Rows per INSERT statement (7 values each).
const INSERT_CHUNK: usize = 100;

/// One skipped row of an import file.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ReportRow {
    pub row_number: i64,
    pub line: Option<i64>,
    /// The short domain's host; `None` for the default domain.
    pub domain: Option<String>,
    pub slug: Option<String>,
    pub reason: String,
    pub message: String,
}

impl Store {
    /// Starts report `id` of `account_id`'s import.
    pub async fn create_import_report(
        &self,
        id: &str,
        account_id: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        on_writer!(self, |pool| sqlx::query(
            "INSERT INTO import_reports (id, account_id, created_at) VALUES ($1, $2, $3)"
        )
        .bind(id)
        .bind(account_id)
        .bind(now)
        .execute(pool)
        .await
        .map(|_| ()))?;
        Ok(())
    }

    /// Adds `rows` to report `id`, in one transaction.
    pub async fn add_import_report_rows(
        &self,
        id: &str,
        rows: &[ReportRow],
    ) -> Result<(), StoreError> {
        if rows.is_empty() {
            return Ok(());
        }
        on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            for chunk in rows.chunks(INSERT_CHUNK) {
                let values: Vec<String> = (0..chunk.len())
                    .map(|i| format!("({})", self.engine().parameters(i * 7 + 1, 7)))
                    .collect();
                let sql = format!(
                    "INSERT INTO import_report_rows (report_id, row_number, line, domain, slug, reason, message) \
                     VALUES {}",
                    values.join(", ")
                );
                let mut q = sqlx::query(&sql);
                for row in chunk {
                    q = q
                        .bind(id)
                        .bind(row.row_number)
                        .bind(row.line)
                        .bind(row.domain.as_deref())
                        .bind(row.slug.as_deref())
                        .bind(row.reason.as_str())
                        .bind(row.message.as_str());
                }
                q.execute(&mut *tx).await?;
            }
            tx.commit().await?;
            Ok::<(), sqlx::Error>(())
        })?;
        Ok(())
    }

    /// The account report `id` belongs to, while it is kept.
    pub async fn import_report_account(&self, id: &str) -> Result<Option<String>, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT account_id FROM import_reports WHERE id = $1"
        )
        .bind(id)
        .fetch_optional(pool)
        .await)?)
    }

    /// Up to `limit` rows of report `id` after row `after`, in row order.
    pub async fn import_report_page(
        &self,
        id: &str,
        after: i64,
        limit: u32,
    ) -> Result<Vec<ReportRow>, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_as(
            "SELECT row_number, line, domain, slug, reason, message FROM import_report_rows \
             WHERE report_id = $1 AND row_number > $2 ORDER BY row_number LIMIT $3"
        )
        .bind(id)
        .bind(after)
        .bind(i64::from(limit))
        .fetch_all(pool)
        .await)?)
    }

    /// Deletes the reports made before `cutoff`, with their rows; returns
    /// how many.
    pub async fn delete_import_reports_before(&self, cutoff: i64) -> Result<u64, StoreError> {
        Ok(on_writer!(self, |pool| sqlx::query(
            "DELETE FROM import_reports WHERE created_at < $1"
        )
        .bind(cutoff)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?)
    }
}
