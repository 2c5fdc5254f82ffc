//! Link controls in the database (migration 0011): the columns the redirect
//! path reads with a link, the visit limit taken one visit at a time, the
//! crawlable links of robots.txt and a link's tags.

use super::links::storable;
use super::{on_reader, on_writer, LinkRecord, Store, StoreError};
use crate::domain::link_controls::LinkControls;
use std::collections::HashMap;

impl LinkRecord {
    /// The controls of a stored link.
    pub fn controls(&self) -> LinkControls {
        LinkControls {
            valid_from: self.valid_from,
            expires_at: self.expires_at,
            max_visits: self.max_visits,
            expired_url: self.expired_url.clone(),
            password_hash: self.password_hash.clone(),
            title: self.title.clone(),
            notes: self.notes.clone(),
            redirect_status: self.redirect_status.and_then(|s| u16::try_from(s).ok()),
            forward_query: self.forward_query,
            crawlable: self.crawlable,
            redirect_rules: self.redirect_rules.clone(),
            utm: self.utm.clone(),
            preview: self.preview.clone(),
            split: self.split.clone(),
            tags: self.tags.clone(),
        }
    }
}

/// The columns of [`TargetRow`], for `links l JOIN link_counters c`.
pub(super) const TARGET_COLUMNS: &str =
    "c.num, l.id, l.domain_id, l.slug, l.destination, l.valid_from, \
     l.expires_at, l.max_visits, l.used_visits, l.expired_url, l.password_hash, \
     l.redirect_status, l.forward_query, l.crawlable, l.redirect_rules, l.utm, l.preview, l.split";

/// What the redirect path needs of a link.
#[derive(Debug, Clone, Default, sqlx::FromRow)]
pub struct TargetRow {
    /// The link's number in `link_counters`.
    pub num: i64,
    pub id: String,
    pub domain_id: String,
    pub slug: String,
    pub destination: String,
    pub valid_from: Option<i64>,
    pub expires_at: Option<i64>,
    pub max_visits: Option<i64>,
    pub used_visits: i64,
    pub expired_url: Option<String>,
    pub password_hash: Option<String>,
    pub redirect_status: Option<i32>,
    pub forward_query: bool,
    pub crawlable: bool,
    pub redirect_rules: Option<String>,
    /// JSON campaign parameters.
    pub utm: Option<String>,
    /// JSON preview card.
    pub preview: Option<String>,
    /// JSON A/B split.
    pub split: Option<String>,
}

impl Store {
    /// The stored A/B split of each of the links numbered `nums` that has
    /// one: (number, split JSON).
    pub async fn link_splits(&self, nums: &[i64]) -> Result<Vec<(i64, String)>, StoreError> {
        if nums.is_empty() {
            return Ok(Vec::new());
        }
        let sql = format!(
            "SELECT c.num, l.split FROM links l JOIN link_counters c ON c.link_id = l.id \
             WHERE l.split IS NOT NULL AND c.num IN ({})",
            self.engine().parameters(1, nums.len())
        );
        Ok(on_reader!(self, |pool| {
            let mut q = sqlx::query_as(&sql);
            for num in nums {
                q = q.bind(*num);
            }
            q.fetch_all(pool).await
        })?)
    }
}

/// Crawlable slugs listed in robots.txt at most.
pub const MAX_ROBOTS_SLUGS: i64 = 10_000;

impl Store {
    /// The redirect path's look-up of a slug on a domain, controls included.
    pub async fn find_target(
        &self,
        domain_id: &str,
        slug: &str,
    ) -> Result<Option<TargetRow>, StoreError> {
        Ok(self.find_targets(&[(domain_id, slug)]).await?.pop())
    }

    /// The redirect path's look-ups of several slugs at once, each a
    /// (domain id, slug) pair: the rows of those that name a link, in no
    /// order (cache misses arriving together ask once, `redirects::misses`).
    pub async fn find_targets(&self, keys: &[(&str, &str)]) -> Result<Vec<TargetRow>, StoreError> {
        let keys: Vec<&(&str, &str)> = keys.iter().filter(|(_, slug)| storable(slug)).collect();
        if keys.is_empty() {
            return Ok(Vec::new());
        }
        // Joined from the keys, so that each is one search of the
        // (domain_id, slug) index (`(a, b) IN (VALUES …)` scans links).
        let values: Vec<String> = (0..keys.len())
            .map(|i| format!("(${}, ${})", 2 * i + 1, 2 * i + 2))
            .collect();
        let sql = format!(
            "SELECT {TARGET_COLUMNS} FROM (VALUES {}) AS k \
             JOIN links l ON l.domain_id = k.column1 AND l.slug = k.column2 \
             JOIN link_counters c ON c.link_id = l.id",
            values.join(", ")
        );
        Ok(on_reader!(self, |pool| {
            let mut q = sqlx::query_as(&sql);
            for (domain_id, slug) in &keys {
                q = q.bind(*domain_id).bind(*slug);
            }
            q.fetch_all(pool).await
        })?)
    }

    /// The redirect rows of the links among `ids` that exist (a bulk edit
    /// refreshes the cached ones with them), in no order.
    pub async fn find_targets_by_ids(&self, ids: &[&str]) -> Result<Vec<TargetRow>, StoreError> {
        let ids: Vec<&str> = ids.iter().copied().filter(|id| storable(id)).collect();
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let sql = format!(
            "SELECT {TARGET_COLUMNS} FROM links l \
             JOIN link_counters c ON c.link_id = l.id WHERE l.id IN ({})",
            self.engine().parameters(1, ids.len())
        );
        Ok(on_reader!(self, |pool| {
            let mut q = sqlx::query_as(&sql);
            for id in &ids {
                q = q.bind(*id);
            }
            q.fetch_all(pool).await
        })?)
    }

    /// Takes one visit of link `id`'s limit, atomically: the count after it,
    /// or `None` when the limit is used up (or the link has none, or is
    /// gone). One conditional UPDATE, so concurrent visits on any number
    /// of instances never take more than the limit.
    pub async fn take_limited_visit(&self, id: &str) -> Result<Option<i64>, StoreError> {
        Ok(on_writer!(self, |pool| sqlx::query_scalar(
            "UPDATE links SET used_visits = used_visits + 1 \
             WHERE id = $1 AND max_visits IS NOT NULL AND used_visits < max_visits \
             RETURNING used_visits"
        )
        .bind(id)
        .fetch_optional(pool)
        .await)?)
    }

    /// Counts a wrong password typed for link `id` at `at` (ms), for its
    /// owner to see.
    pub async fn record_link_password_failure(&self, id: &str, at: i64) -> Result<(), StoreError> {
        on_writer!(self, |pool| sqlx::query(
            "UPDATE link_counters SET password_failures = password_failures + 1, \
             last_password_failure = $2 WHERE link_id = $1"
        )
        .bind(id)
        .bind(at)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Slugs of crawlable links, in slug order, at most
    /// [`MAX_ROBOTS_SLUGS`] (robots.txt files past 500 KiB are cut by
    /// crawlers anyway).
    pub async fn crawlable_slugs(&self, domain_id: &str) -> Result<Vec<String>, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT slug FROM links WHERE crawlable AND domain_id = $1 ORDER BY slug LIMIT $2"
        )
        .bind(domain_id)
        .bind(MAX_ROBOTS_SLUGS)
        .fetch_all(pool)
        .await)?)
    }

    /// Fills the tags of `links` with one query.
    pub(super) async fn attach_tags(&self, links: &mut [LinkRecord]) -> Result<(), StoreError> {
        if links.is_empty() {
            return Ok(());
        }
        let sql = format!(
            "SELECT link_id, tag FROM link_tags WHERE link_id IN ({}) ORDER BY tag",
            self.engine().parameters(1, links.len())
        );
        let rows: Vec<(String, String)> = on_reader!(self, |pool| {
            let mut q = sqlx::query_as(&sql);
            for link in links.iter() {
                q = q.bind(link.id.as_str());
            }
            q.fetch_all(pool).await
        })?;
        let mut by_link: HashMap<String, Vec<String>> = HashMap::new();
        for (id, tag) in rows {
            by_link.entry(id).or_default().push(tag);
        }
        for link in links {
            link.tags = by_link.remove(&link.id).unwrap_or_default();
        }
        Ok(())
    }
}

/// Writes the tags of link `$id` in transaction `$tx` (after deleting its
/// old ones when `$replace`); a macro, so each engine gets its own code.
macro_rules! write_tags {
    ($tx:expr, $id:expr, $tags:expr, $replace:expr) => {{
        if $replace {
            sqlx::query("DELETE FROM link_tags WHERE link_id = $1")
                .bind($id)
                .execute(&mut *$tx)
                .await?;
        }
        for tag in $tags {
            sqlx::query("INSERT INTO link_tags (link_id, tag) VALUES ($1, $2)")
                .bind($id)
                .bind(tag.as_str())
                .execute(&mut *$tx)
                .await?;
        }
    }};
}
pub(super) use write_tags;
