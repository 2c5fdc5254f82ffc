//! Many links in one transaction (seeding, imports): a slug or id that is
//! taken is skipped, never an error that aborts the batch.

use super::{on_writer, NewLink, Store, StoreError};

impl Store {
    /// Inserts `links` in one transaction; returns how many were inserted.
    pub async fn insert_links_batch(&self, links: &[NewLink<'_>]) -> Result<u64, StoreError> {
        if links.is_empty() {
            return Ok(0);
        }
        on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            let mut inserted = 0;
            for link in links {
                let done = sqlx::query(
                    "INSERT INTO links (id, slug, destination, author, creation_date, modified_date, visits) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING",
                )
                .bind(link.id)
                .bind(link.slug)
                .bind(link.destination)
                .bind(link.author)
                .bind(link.creation_date)
                .bind(link.modified_date)
                .bind(link.visits)
                .execute(&mut *tx)
                .await?;
                inserted += done.rows_affected();
            }
            tx.commit().await?;
            Ok(inserted)
        })
    }
}
