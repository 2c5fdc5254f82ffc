//! Links: look-ups for the redirect path, writes that rely on the
//! database's uniqueness rules, and visit batches (the filtered and sorted
//! list is in `link_list`).

use super::{on_reader, on_writer, Db, Store, StoreError};
use crate::domain::accounts::LinkScope;

/// Links per visit-count statement; keeps each bound value small.
const VISIT_CHUNK: usize = 10_000;

pub(super) const LINK_SELECT: &str =
    "SELECT l.id, l.slug, l.destination, l.author, a.username AS author_username, \
     a.role AS author_role, l.creation_date, l.modified_date, l.visits \
     FROM links l LEFT JOIN accounts a ON a.id = l.author";

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct LinkRecord {
    pub id: String,
    pub slug: String,
    pub destination: String,
    pub author: Option<String>,
    pub author_username: Option<String>,
    pub author_role: Option<String>,
    pub creation_date: i64,
    pub modified_date: i64,
    pub visits: i64,
}

impl LinkRecord {
    /// Whether `scope` covers this link (api.md §5.2).
    pub fn is_in(&self, scope: &LinkScope) -> bool {
        let role = self
            .author_role
            .as_deref()
            .and_then(|r| crate::domain::accounts::Role::parse(r).ok());
        match (&self.author, role) {
            (Some(id), Some(role)) => scope.includes(Some((id, role))),
            _ => scope.includes(None),
        }
    }
}

/// What the slug cache keeps of a link.
#[derive(Debug, sqlx::FromRow)]
pub struct CacheRow {
    pub visits: i64,
    pub id: String,
    pub slug: String,
    pub destination: String,
}

pub struct NewLink<'a> {
    pub id: &'a str,
    pub slug: &'a str,
    pub destination: &'a str,
    pub author: Option<&'a str>,
    pub creation_date: i64,
    pub modified_date: i64,
    pub visits: i64,
}

/// A look-up for a value that cannot be stored is answered "not found"
/// without a query.
pub(super) use crate::domain::text::is_storable as storable;

impl Store {
    /// The redirect path's only query: destination and id of a slug.
    pub async fn find_link_target(
        &self,
        slug: &str,
    ) -> Result<Option<(String, String)>, StoreError> {
        if !storable(slug) {
            return Ok(None);
        }
        Ok(on_reader!(self, |pool| sqlx::query_as(
            "SELECT id, destination FROM links WHERE slug = $1"
        )
        .bind(slug)
        .fetch_optional(pool)
        .await)?)
    }

    pub async fn find_link_by_id(&self, id: &str) -> Result<Option<LinkRecord>, StoreError> {
        if !storable(id) {
            return Ok(None);
        }
        let sql = format!("{LINK_SELECT} WHERE l.id = $1");
        Ok(on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(id)
            .fetch_optional(pool)
            .await)?)
    }

    /// Inserts a link; a taken slug (or id) is [`StoreError::Conflict`].
    pub async fn insert_link(&self, link: &NewLink<'_>) -> Result<(), StoreError> {
        on_writer!(self, |pool| sqlx::query(
            "INSERT INTO links (id, slug, destination, author, creation_date, modified_date, visits) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)"
        )
        .bind(link.id)
        .bind(link.slug)
        .bind(link.destination)
        .bind(link.author)
        .bind(link.creation_date)
        .bind(link.modified_date)
        .bind(link.visits)
        .execute(pool)
        .await.map(|r| r.rows_affected()))
        .map_err(StoreError::from_write)?;
        Ok(())
    }

    /// Sets slug and/or destination and the modification time.
    pub async fn update_link(
        &self,
        id: &str,
        slug: Option<&str>,
        destination: Option<&str>,
        modified: i64,
    ) -> Result<(), StoreError> {
        let done = on_writer!(self, |pool| sqlx::query(
            "UPDATE links SET slug = COALESCE($1, slug), destination = COALESCE($2, destination), modified_date = $3 WHERE id = $4"
        )
        .bind(slug)
        .bind(destination)
        .bind(modified)
        .bind(id)
        .execute(pool)
        .await.map(|r| r.rows_affected()))
        .map_err(StoreError::from_write)?;
        if done == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    pub async fn slug_exists(&self, slug: &str) -> Result<bool, StoreError> {
        if !storable(slug) {
            return Ok(false);
        }
        let found: Option<i32> = on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT 1 FROM links WHERE slug = $1"
        )
        .bind(slug)
        .fetch_optional(pool)
        .await)?;
        Ok(found.is_some())
    }

    /// Whether a link other than `except_id` has exactly this destination.
    pub async fn destination_used(
        &self,
        destination: &str,
        except_id: Option<&str>,
    ) -> Result<bool, StoreError> {
        let found: Option<i32> = on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT 1 FROM links WHERE destination = $1 AND id <> $2 LIMIT 1"
        )
        .bind(destination)
        .bind(except_id.unwrap_or(""))
        .fetch_optional(pool)
        .await)?;
        Ok(found.is_some())
    }

    /// Deletes the existing links among `ids` if all of them are in
    /// `scope`; otherwise deletes nothing. Returns the deleted slugs, or
    /// `None` when a link was outside the scope.
    pub async fn delete_links_in_scope(
        &self,
        ids: &[String],
        scope: &LinkScope,
    ) -> Result<Option<Vec<String>>, StoreError> {
        let ids: Vec<&String> = ids.iter().filter(|id| storable(id)).collect();
        if ids.is_empty() {
            return Ok(Some(Vec::new()));
        }
        let parameters = self.engine().parameters(1, ids.len());
        let select = format!("{LINK_SELECT} WHERE l.id IN ({parameters})");
        let delete = format!("DELETE FROM links WHERE id IN ({parameters})");
        on_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            let mut q = sqlx::query_as::<_, LinkRecord>(&select);
            for id in &ids {
                q = q.bind(id.as_str());
            }
            let found = q.fetch_all(&mut *tx).await?;
            if !found.iter().all(|link| link.is_in(scope)) {
                tx.rollback().await?;
                return Ok(None);
            }
            let mut d = sqlx::query(&delete);
            for id in &ids {
                d = d.bind(id.as_str());
            }
            d.execute(&mut *tx).await?;
            tx.commit().await?;
            Ok(Some(found.into_iter().map(|l| l.slug).collect()))
        })
    }

    /// Up to `limit` links in (visits, id) descending order after `after`:
    /// the pages of the slug cache's preload, most-visited first.
    pub async fn link_targets_by_visits(
        &self,
        after: Option<(i64, &str)>,
        limit: i64,
    ) -> Result<Vec<CacheRow>, StoreError> {
        Ok(match after {
            None => on_reader!(self, |pool| sqlx::query_as(
                "SELECT visits, id, slug, destination FROM links \
                 ORDER BY visits DESC, id DESC LIMIT $1"
            )
            .bind(limit)
            .fetch_all(pool)
            .await)?,
            Some((visits, id)) => on_reader!(self, |pool| sqlx::query_as(
                "SELECT visits, id, slug, destination FROM links \
                 WHERE (visits, id) < ($1, $2) ORDER BY visits DESC, id DESC LIMIT $3"
            )
            .bind(visits)
            .bind(id)
            .bind(limit)
            .fetch_all(pool)
            .await)?,
        })
    }

    /// Adds buffered visit counts, one transaction per batch, one statement
    /// per chunk of links: a flush after a busy second holds tens of
    /// thousands of links, and one statement (and, on PostgreSQL, one round
    /// trip) per link was the flush's largest cost. Links deleted meanwhile
    /// match no row and are skipped. Counts saturate at the column's
    /// maximum instead of overflowing.
    pub async fn add_visits(&self, batch: &[(&str, u64)]) -> Result<(), StoreError> {
        if batch.is_empty() {
            return Ok(());
        }
        let count = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
        match &self.db {
            Db::Sqlite { writer, .. } => {
                let mut tx = writer.begin().await?;
                for chunk in batch.chunks(VISIT_CHUNK) {
                    // An object {id: count}: SQLite's json_each walks it as
                    // key/value rows, each matched to its link by primary key.
                    let counts: serde_json::Map<String, serde_json::Value> = chunk
                        .iter()
                        .map(|(id, n)| ((*id).to_owned(), count(*n).into()))
                        .collect();
                    // Saturating: `visits + n` past the 64-bit range turns
                    // into a REAL on SQLite, which no later MIN() undoes.
                    sqlx::query(
                        "UPDATE links SET visits = CASE \
                         WHEN visits > 9223372036854775807 - counts.value THEN 9223372036854775807 \
                         ELSE visits + counts.value END \
                         FROM json_each($1) AS counts WHERE links.id = counts.key",
                    )
                    .bind(serde_json::Value::Object(counts).to_string())
                    .execute(&mut *tx)
                    .await?;
                }
                tx.commit().await?;
            }
            Db::Postgres(pool) => {
                let mut tx = pool.begin().await?;
                for chunk in batch.chunks(VISIT_CHUNK) {
                    let ids: Vec<&str> = chunk.iter().map(|(id, _)| *id).collect();
                    let counts: Vec<i64> = chunk.iter().map(|(_, n)| count(*n)).collect();
                    // The batch comes sorted by id, so instances flushing at
                    // once take the row locks in the same order; should a
                    // plan differ and deadlock, the flush fails and its
                    // counts are kept for the next one.
                    // Saturating: PostgreSQL refuses an overflowing bigint
                    // with an error that would fail the whole batch.
                    sqlx::query(
                        "UPDATE links SET visits = CASE \
                         WHEN links.visits > 9223372036854775807 - counts.n THEN 9223372036854775807 \
                         ELSE links.visits + counts.n END \
                         FROM unnest($1::text[], $2::bigint[]) AS counts(id, n) \
                         WHERE links.id = counts.id",
                    )
                    .bind(ids)
                    .bind(counts)
                    .execute(&mut *tx)
                    .await?;
                }
                tx.commit().await?;
            }
        }
        Ok(())
    }

    /// Number of links, all or by one author.
    pub async fn count_links(&self, author: Option<&str>) -> Result<i64, StoreError> {
        Ok(match author {
            None => on_reader!(self, |pool| sqlx::query_scalar(
                "SELECT COUNT(*) FROM links"
            )
            .fetch_one(pool)
            .await)?,
            Some(id) => on_reader!(self, |pool| sqlx::query_scalar(
                "SELECT COUNT(*) FROM links WHERE author = $1"
            )
            .bind(id)
            .fetch_one(pool)
            .await)?,
        })
    }
}
