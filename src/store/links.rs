//! Links: look-ups for the redirect path and writes that rely on the
//! database's uniqueness rules (the filtered and sorted list is in
//! `link_list`, the visit counters in `link_counters`).

use super::{on_reader, on_writer, Store, StoreError};
use crate::domain::accounts::LinkScope;

/// A link with its counters (every link has its `link_counters` row,
/// written with it) and its author.
pub(super) const LINK_SELECT: &str =
    "SELECT l.id, l.slug, l.destination, l.author, a.username AS author_username, \
     a.role AS author_role, l.creation_date, l.modified_date, c.visits, \
     c.human_visits, c.bot_visits, l.public_stats \
     FROM links l JOIN link_counters c ON c.link_id = l.id \
     LEFT JOIN accounts a ON a.id = l.author";

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
    pub human_visits: i64,
    pub bot_visits: i64,
    pub public_stats: bool,
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
    /// The link's number in `link_counters`.
    pub num: i64,
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
    /// Counted as human visits (visits before statistics cannot be told apart).
    pub visits: i64,
    pub public_stats: bool,
}

/// A look-up for a value that cannot be stored is answered "not found"
/// without a query.
pub(super) use crate::domain::text::is_storable as storable;

impl Store {
    /// The redirect path's only query: counter number, id and destination
    /// of a slug.
    pub async fn find_link_target(
        &self,
        slug: &str,
    ) -> Result<Option<(i64, String, String)>, StoreError> {
        if !storable(slug) {
            return Ok(None);
        }
        Ok(on_reader!(self, |pool| sqlx::query_as(
            "SELECT c.num, l.id, l.destination FROM links l \
             JOIN link_counters c ON c.link_id = l.id WHERE l.slug = $1"
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

    /// Inserts a link and its counters in one transaction; a taken slug
    /// (or id) is [`StoreError::Conflict`].
    pub async fn insert_link(&self, link: &NewLink<'_>) -> Result<(), StoreError> {
        on_writer!(self, |pool| async {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "INSERT INTO links (id, slug, destination, author, creation_date, modified_date, public_stats) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(link.id)
            .bind(link.slug)
            .bind(link.destination)
            .bind(link.author)
            .bind(link.creation_date)
            .bind(link.modified_date)
            .bind(link.public_stats)
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "INSERT INTO link_counters (link_id, visits, human_visits) VALUES ($1, $2, $2)",
            )
            .bind(link.id)
            .bind(link.visits.max(0))
            .execute(&mut *tx)
            .await?;
            tx.commit().await
        }
        .await)
        .map_err(StoreError::from_write)?;
        Ok(())
    }

    /// Sets slug, destination and/or public statistics, and the
    /// modification time.
    pub async fn update_link(
        &self,
        id: &str,
        slug: Option<&str>,
        destination: Option<&str>,
        public_stats: Option<bool>,
        modified: i64,
    ) -> Result<(), StoreError> {
        let done = on_writer!(self, |pool| {
            sqlx::query(
            "UPDATE links SET slug = COALESCE($1, slug), destination = COALESCE($2, destination), \
             public_stats = COALESCE($3, public_stats), modified_date = $4 WHERE id = $5"
        )
        .bind(slug)
        .bind(destination)
        .bind(public_stats)
        .bind(modified)
        .bind(id)
        .execute(pool)
        .await.map(|r| r.rows_affected())
        })
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
