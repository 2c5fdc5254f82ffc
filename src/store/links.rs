//! Links: look-ups for the redirect path and writes that rely on the
//! database's uniqueness rules (the filtered and sorted list is in
//! `link_list`, the visit counters in `link_counters`, the controls' own
//! queries in `link_controls`).

use super::link_controls::write_tags;
use super::link_history::{link_fields_in, record_change, Change};
use super::{on_reader, on_writer, Store, StoreError};
use crate::domain::accounts::{Access, LinkScope};
use crate::domain::link_controls::LinkControls;
use crate::domain::link_history::{HistoryAction, LinkFields};
use crate::domain::short_domains::DEFAULT_DOMAIN_ID;

/// Where a link answers: its domain and its slug there.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct LinkKey {
    pub domain_id: String,
    pub slug: String,
}

/// A link with its counters (every link has its `link_counters` row,
/// written with it) and its author.
pub(super) const LINK_SELECT: &str =
    "SELECT l.id, l.domain_id, d.host AS domain_host, l.slug, l.destination, l.author, a.username AS author_username, \
     a.role AS author_role, l.creation_date, l.modified_date, c.visits, \
     c.human_visits, c.bot_visits, l.public_stats, l.valid_from, l.expires_at, \
     l.max_visits, l.used_visits, l.expired_url, l.password_hash, l.title, l.notes, \
     l.redirect_status, l.forward_query, l.crawlable, l.redirect_rules, l.utm, l.preview, l.split, \
     c.password_failures, c.last_password_failure, l.team_id, t.name AS team_name \
     FROM links l JOIN link_counters c ON c.link_id = l.id \
     JOIN domains d ON d.id = l.domain_id \
     LEFT JOIN accounts a ON a.id = l.author \
     LEFT JOIN teams t ON t.id = l.team_id";

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct LinkRecord {
    pub id: String,
    pub domain_id: String,
    /// `None` on the default domain.
    pub domain_host: Option<String>,
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
    pub valid_from: Option<i64>,
    pub expires_at: Option<i64>,
    pub max_visits: Option<i64>,
    /// Human visits counted against `max_visits`.
    pub used_visits: i64,
    pub expired_url: Option<String>,
    pub password_hash: Option<String>,
    pub title: Option<String>,
    pub notes: Option<String>,
    pub redirect_status: Option<i32>,
    pub forward_query: bool,
    pub crawlable: bool,
    /// JSON.
    pub redirect_rules: Option<String>,
    /// JSON campaign parameters (`domain::utm::Utm`).
    pub utm: Option<String>,
    /// JSON preview card (`domain::preview::Preview`).
    pub preview: Option<String>,
    /// JSON A/B split (`domain::split::Split`).
    pub split: Option<String>,
    /// Wrong passwords typed for the link, ever, and when the latest was.
    pub password_failures: i64,
    pub last_password_failure: Option<i64>,
    /// The team the link belongs to, if any, and its name.
    pub team_id: Option<String>,
    pub team_name: Option<String>,
    /// Filled by a second query (`attach_tags`), sorted.
    #[sqlx(skip)]
    pub tags: Vec<String>,
}

impl LinkRecord {
    /// Whether `scope` covers this link (docs/api.md#link-visibility).
    /// Whether `scope` lets its caller see (`Access::See`) or change
    /// (`Access::Change`) this link.
    pub fn is_in(&self, scope: &LinkScope, access: Access) -> bool {
        let role = self
            .author_role
            .as_deref()
            .and_then(|r| crate::domain::accounts::Role::parse(r).ok());
        let author = match (&self.author, role) {
            (Some(id), Some(role)) => Some((id.as_str(), role)),
            _ => None,
        };
        scope.includes(author, self.team_id.as_deref(), access)
    }
}

/// What the slug cache's preload reads of a link.
#[derive(Debug, sqlx::FromRow)]
pub struct CacheRow {
    pub visits: i64,
    #[sqlx(flatten)]
    pub target: super::TargetRow,
}

pub struct NewLink<'a> {
    pub id: &'a str,
    pub domain_id: &'a str,
    pub slug: &'a str,
    pub destination: &'a str,
    pub author: Option<&'a str>,
    /// The team the link belongs to, if any.
    pub team_id: Option<&'a str>,
    pub creation_date: i64,
    pub modified_date: i64,
    /// Counted as human visits (visits before statistics cannot be told apart).
    pub visits: i64,
    pub public_stats: bool,
}

/// What an edit writes; `None` leaves a value as it is.
pub struct LinkEdit<'a> {
    /// Moves the link to this domain.
    pub domain_id: Option<&'a str>,
    pub slug: Option<&'a str>,
    pub destination: Option<&'a str>,
    pub public_stats: Option<bool>,
    pub modified: i64,
    /// Every control (replacing the stored ones), and whether the visit
    /// limit starts anew from the link's human visits.
    pub controls: Option<(&'a LinkControls, bool)>,
}

/// Writes `$edit` to link `$id` in transaction `$tx` and records `$change`
/// when its fields end up other than `$before` (read in `$tx`, with its
/// author `$author`); evaluates to the number of links updated (0 or 1).
macro_rules! write_edit {
    ($tx:expr, $id:expr, $author:expr, $before:expr, $edit:expr, $change:expr) => {{
        let done = sqlx::query(
            "UPDATE links SET slug = COALESCE($1, slug), destination = COALESCE($2, destination), \
             public_stats = COALESCE($3, public_stats), modified_date = $4, \
             domain_id = COALESCE($6, domain_id) WHERE id = $5",
        )
        .bind($edit.slug)
        .bind($edit.destination)
        .bind($edit.public_stats)
        .bind($edit.modified)
        .bind($id)
        .bind($edit.domain_id)
        .execute(&mut *$tx)
        .await?
        .rows_affected();
        if let (1, Some((controls, count_from_visits))) = (done, &$edit.controls) {
            // A limit set anew counts the human visits the link has had.
            sqlx::query(
                "UPDATE links SET valid_from = $1, expires_at = $2, max_visits = $3, \
                 expired_url = $4, password_hash = $5, title = $6, notes = $7, \
                 redirect_status = $8, forward_query = $9, crawlable = $10, redirect_rules = $11, \
                 used_visits = CASE WHEN $12 THEN COALESCE((SELECT human_visits \
                     FROM link_counters WHERE link_id = links.id), 0) ELSE used_visits END, \
                 utm = $14, preview = $15, split = $16 WHERE id = $13",
            )
            .bind(controls.valid_from)
            .bind(controls.expires_at)
            .bind(controls.max_visits)
            .bind(controls.expired_url.as_deref())
            .bind(controls.password_hash.as_deref())
            .bind(controls.title.as_deref())
            .bind(controls.notes.as_deref())
            .bind(controls.redirect_status.map(i32::from))
            .bind(controls.forward_query)
            .bind(controls.crawlable)
            .bind(controls.redirect_rules.as_deref())
            .bind(*count_from_visits)
            .bind($id)
            .bind(controls.utm.as_deref())
            .bind(controls.preview.as_deref())
            .bind(controls.split.as_deref())
            .execute(&mut *$tx)
            .await?;
            write_tags!($tx, $id, &controls.tags, true);
        }
        if let Some((_, after)) = link_fields_in!($tx, super::link_history::FIELDS_SELECT, $id) {
            if after != $before {
                record_change!(
                    $tx,
                    $id,
                    $author.as_deref(),
                    $change,
                    Some(&$before),
                    Some(&after)
                );
            }
        }
        done
    }};
}

/// A look-up for a value that cannot be stored is answered "not found"
/// without a query.
pub(super) use crate::domain::text::is_storable as storable;

impl Store {
    /// Counter number, id and destination of a slug on the default domain
    /// (the redirect path reads more: [`Store::find_target`]).
    pub async fn find_link_target(
        &self,
        slug: &str,
    ) -> Result<Option<(i64, String, String)>, StoreError> {
        if !storable(slug) {
            return Ok(None);
        }
        Ok(on_reader!(self, |pool| sqlx::query_as(
            "SELECT c.num, l.id, l.destination FROM links l \
             JOIN link_counters c ON c.link_id = l.id WHERE l.domain_id = $1 AND l.slug = $2"
        )
        .bind(DEFAULT_DOMAIN_ID)
        .bind(slug)
        .fetch_optional(pool)
        .await)?)
    }

    pub async fn find_link_by_id(&self, id: &str) -> Result<Option<LinkRecord>, StoreError> {
        if !storable(id) {
            return Ok(None);
        }
        let sql = format!("{LINK_SELECT} WHERE l.id = $1");
        let found: Option<LinkRecord> = on_reader!(self, |pool| sqlx::query_as(&sql)
            .bind(id)
            .fetch_optional(pool)
            .await)?;
        let Some(link) = found else {
            return Ok(None);
        };
        let mut links = [link];
        self.attach_tags(&mut links).await?;
        let [link] = links;
        Ok(Some(link))
    }

    /// Inserts a plain link and its counters in one transaction, recorded
    /// as made from the command line; a taken slug (or id) is
    /// [`StoreError::Conflict`].
    pub async fn insert_link(&self, link: &NewLink<'_>) -> Result<(), StoreError> {
        let change = Change::by_command_line(HistoryAction::Created, link.creation_date);
        self.insert_controlled_link(link, &LinkControls::default(), &change)
            .await
    }

    /// Inserts a link with its controls and tags, its counters and the
    /// `change`'s history entry in one transaction; a taken slug (or id) is
    /// [`StoreError::Conflict`].
    pub async fn insert_controlled_link(
        &self,
        link: &NewLink<'_>,
        controls: &LinkControls,
        change: &Change<'_>,
    ) -> Result<(), StoreError> {
        let after = LinkFields::new(
            link.slug,
            link.domain_id,
            link.destination,
            link.public_stats,
            controls,
        );
        on_writer!(self, |pool| async {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "INSERT INTO links (id, slug, destination, author, creation_date, modified_date, \
                 public_stats, valid_from, expires_at, max_visits, expired_url, password_hash, \
                 title, notes, redirect_status, forward_query, crawlable, redirect_rules, domain_id, utm, preview, split, team_id) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)",
            )
            .bind(link.id)
            .bind(link.slug)
            .bind(link.destination)
            .bind(link.author)
            .bind(link.creation_date)
            .bind(link.modified_date)
            .bind(link.public_stats)
            .bind(controls.valid_from)
            .bind(controls.expires_at)
            .bind(controls.max_visits)
            .bind(controls.expired_url.as_deref())
            .bind(controls.password_hash.as_deref())
            .bind(controls.title.as_deref())
            .bind(controls.notes.as_deref())
            .bind(controls.redirect_status.map(i32::from))
            .bind(controls.forward_query)
            .bind(controls.crawlable)
            .bind(controls.redirect_rules.as_deref())
            .bind(link.domain_id)
            .bind(controls.utm.as_deref())
            .bind(controls.preview.as_deref())
            .bind(controls.split.as_deref())
            .bind(link.team_id)
            .execute(&mut *tx)
            .await?;
            write_tags!(tx, link.id, &controls.tags, false);
            sqlx::query(
                "INSERT INTO link_counters \
                 (link_id, visits, human_visits, sorted_visits, sorted_humans) \
                 VALUES ($1, $2, $2, $2, $2)",
            )
            .bind(link.id)
            .bind(link.visits.max(0))
            .execute(&mut *tx)
            .await?;
            record_change!(tx, link.id, link.author, change, None, Some(&after));
            tx.commit().await
        }
        .await)
        .map_err(StoreError::from_write)?;
        Ok(())
    }

    /// Sets slug, destination and/or public statistics, and the
    /// modification time, recorded as an edit from the command line.
    pub async fn update_link(
        &self,
        id: &str,
        slug: Option<&str>,
        destination: Option<&str>,
        public_stats: Option<bool>,
        modified: i64,
    ) -> Result<(), StoreError> {
        let edit = LinkEdit {
            domain_id: None,
            slug,
            destination,
            public_stats,
            modified,
            controls: None,
        };
        let change = Change::by_command_line(HistoryAction::Edited, modified);
        self.edit_link(id, &edit, &change).await
    }

    /// Applies `edit` to link `id` in one transaction, controls and tags
    /// included when given, with the `change`'s history entry (none when
    /// nothing changed).
    pub async fn edit_link(
        &self,
        id: &str,
        edit: &LinkEdit<'_>,
        change: &Change<'_>,
    ) -> Result<(), StoreError> {
        let locking = self.fields_select_for_update();
        let done = on_writer!(self, |pool| async {
            let mut tx = pool.begin().await?;
            let Some((author, before)) = link_fields_in!(tx, &locking, id) else {
                return Ok::<u64, sqlx::Error>(0);
            };
            let done = write_edit!(tx, id, author, before, edit, change);
            tx.commit().await?;
            Ok::<u64, sqlx::Error>(done)
        }
        .await)
        .map_err(StoreError::from_write)?;
        if done == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    /// Whether a link on domain `domain_id` has `slug`.
    pub async fn slug_exists(&self, domain_id: &str, slug: &str) -> Result<bool, StoreError> {
        if !storable(slug) {
            return Ok(false);
        }
        let found: Option<i32> = on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT 1 FROM links WHERE domain_id = $1 AND slug = $2"
        )
        .bind(domain_id)
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
    /// `scope`; otherwise deletes nothing. Returns where the deleted links
    /// were, or `None` when a link was outside the scope.
    pub async fn delete_links_in_scope(
        &self,
        ids: &[String],
        scope: &LinkScope,
        change: &Change<'_>,
    ) -> Result<Option<Vec<LinkKey>>, StoreError> {
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
            if !found.iter().all(|link| link.is_in(scope, Access::Change)) {
                tx.rollback().await?;
                return Ok(None);
            }
            // Each deletion's entry keeps the fields it can be restored with.
            for link in &found {
                let id = link.id.as_str();
                if let Some((author, before)) =
                    link_fields_in!(tx, super::link_history::FIELDS_SELECT, id)
                {
                    record_change!(tx, id, author.as_deref(), change, Some(&before), None);
                }
            }
            let mut d = sqlx::query(&delete);
            for id in &ids {
                d = d.bind(id.as_str());
            }
            d.execute(&mut *tx).await?;
            tx.commit().await?;
            Ok(Some(
                found
                    .into_iter()
                    .map(|l| LinkKey {
                        domain_id: l.domain_id,
                        slug: l.slug,
                    })
                    .collect(),
            ))
        })
    }

    /// Number of links, all or by one author. All of them are read from the
    /// totals the triggers of `link_totals` keep per domain: a count took
    /// 2.1 s at 10M links.
    pub async fn count_links(&self, author: Option<&str>) -> Result<i64, StoreError> {
        Ok(match author {
            None => on_reader!(self, |pool| sqlx::query_scalar(
                "SELECT CAST(COALESCE(SUM(links), 0) AS BIGINT) FROM link_totals"
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
