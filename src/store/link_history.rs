//! Link history in the database (migration 0034, docs/history.md): the
//! entries a change writes in its own transaction (the macros, used by the
//! link writes), a link's entries, recently deleted links, and the sweep of
//! deleted links' entries past their retention.

use super::{on_reader, on_writer, Store, StoreError};
use crate::domain::accounts::{Access, LinkScope, Role};
use crate::domain::link_history::{Actor, HistoryAction, LinkFields, Via};

/// One history entry as stored.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct HistoryRow {
    pub link_id: String,
    pub version: i64,
    pub at: i64,
    pub kind: String,
    pub author: Option<String>,
    pub actor_id: Option<String>,
    pub actor_name: Option<String>,
    pub via: String,
    pub via_name: Option<String>,
    pub fields_before: Option<String>,
    pub fields_after: Option<String>,
    pub team_id: Option<String>,
}

/// A page of a link's history, oldest first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryPage {
    pub entries: Vec<HistoryEntry>,
    /// The version the page of older entries comes before: the page's
    /// oldest, `None` when no entry is older.
    pub older: Option<i64>,
}

/// A history entry as the service reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryEntry {
    pub link_id: String,
    pub version: i64,
    pub at: i64,
    pub action: HistoryAction,
    /// The link's author when the change was made.
    pub author: Option<String>,
    /// The link's team when the change was made.
    pub team_id: Option<String>,
    pub actor: Actor,
    pub before: Option<LinkFields>,
    pub after: Option<LinkFields>,
}

impl HistoryRow {
    /// `None` for a row the server did not write (an unknown kind).
    fn entry(self) -> Option<HistoryEntry> {
        Some(HistoryEntry {
            action: HistoryAction::parse(&self.kind)?,
            actor: Actor {
                account_id: self.actor_id,
                username: self.actor_name,
                via: Via::parse(&self.via)?,
                via_name: self.via_name,
            },
            before: self
                .fields_before
                .as_deref()
                .and_then(LinkFields::from_stored),
            after: self
                .fields_after
                .as_deref()
                .and_then(LinkFields::from_stored),
            link_id: self.link_id,
            version: self.version,
            at: self.at,
            author: self.author,
            team_id: self.team_id,
        })
    }
}

/// A deleted link that can still be restored: its deletion's entry, the
/// role of its author now (for the scope, as a link's own author role) and
/// whether its team still exists.
#[derive(Debug, Clone, sqlx::FromRow)]
pub(super) struct DeletedRow {
    #[sqlx(flatten)]
    row: HistoryRow,
    author_role: Option<String>,
    /// The entry's team, if it still exists.
    team_now: Option<String>,
}

/// The columns a change's link fields are read from, in a transaction.
pub(super) const FIELDS_SELECT: &str =
    "SELECT author, slug, domain_id, destination, public_stats, valid_from, \
     expires_at, max_visits, expired_url, password_hash, title, notes, redirect_status, \
     forward_query, crawlable, redirect_rules, utm, preview, split FROM links WHERE id = $1";

/// A link's row as [`FIELDS_SELECT`] reads it.
#[derive(Debug, sqlx::FromRow)]
pub(super) struct FieldsRow {
    pub author: Option<String>,
    slug: String,
    domain_id: String,
    destination: String,
    public_stats: bool,
    valid_from: Option<i64>,
    expires_at: Option<i64>,
    max_visits: Option<i64>,
    expired_url: Option<String>,
    password_hash: Option<String>,
    title: Option<String>,
    notes: Option<String>,
    redirect_status: Option<i32>,
    forward_query: bool,
    crawlable: bool,
    redirect_rules: Option<String>,
    utm: Option<String>,
    preview: Option<String>,
    split: Option<String>,
}

impl FieldsRow {
    pub(super) fn fields(self, mut tags: Vec<String>) -> LinkFields {
        tags.sort();
        LinkFields {
            slug: self.slug,
            domain_id: self.domain_id,
            destination: self.destination,
            public_stats: self.public_stats,
            valid_from: self.valid_from,
            expires_at: self.expires_at,
            max_visits: self.max_visits,
            expired_url: self.expired_url,
            password_hash: self.password_hash,
            title: self.title,
            notes: self.notes,
            redirect_status: self.redirect_status.and_then(|s| u16::try_from(s).ok()),
            forward_query: self.forward_query,
            crawlable: self.crawlable,
            redirect_rules: self.redirect_rules,
            utm: self.utm,
            preview: self.preview,
            split: self.split,
            tags,
        }
    }
}

/// Reads link `$id`'s author and fields inside transaction `$tx` (with
/// `$select`, [`FIELDS_SELECT`] or its locking form): `None` when there is
/// no such link.
macro_rules! link_fields_in {
    ($tx:expr, $select:expr, $id:expr) => {{
        let row: Option<$crate::store::link_history::FieldsRow> = sqlx::query_as($select)
            .bind($id)
            .fetch_optional(&mut *$tx)
            .await?;
        match row {
            Some(row) => {
                let tags: Vec<String> =
                    sqlx::query_scalar("SELECT tag FROM link_tags WHERE link_id = $1")
                        .bind($id)
                        .fetch_all(&mut *$tx)
                        .await?;
                Some((row.author.clone(), row.fields(tags)))
            }
            None => None,
        }
    }};
}

/// Writes link `$id`'s next history entry inside transaction `$tx`: change
/// `$change` (a [`Change`]) by its author `$author`, with the fields
/// `$before` and `$after` (each an `Option<&LinkFields>`) and the link's
/// team (read from the link, which every change records while it exists).
macro_rules! record_change {
    ($tx:expr, $id:expr, $author:expr, $change:expr, $before:expr, $after:expr) => {{
        let change: &$crate::store::link_history::Change<'_> = $change;
        let before: Option<&$crate::domain::link_history::LinkFields> = $before;
        let after: Option<&$crate::domain::link_history::LinkFields> = $after;
        let version: i64 = sqlx::query_scalar(
            "SELECT COALESCE(MAX(version), 0) + 1 FROM link_history WHERE link_id = $1",
        )
        .bind($id)
        .fetch_one(&mut *$tx)
        .await?;
        sqlx::query(
            "INSERT INTO link_history (link_id, version, at, kind, author, actor_id, actor_name, \
             via, via_name, fields_before, fields_after, team_id) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, \
             (SELECT team_id FROM links WHERE id = $1))",
        )
        .bind($id)
        .bind(version)
        .bind(change.at)
        .bind(change.action.as_str())
        .bind($author)
        .bind(change.actor.account_id.as_deref())
        .bind(change.actor.username.as_deref())
        .bind(change.actor.via.as_str())
        .bind(change.actor.via_name.as_deref())
        .bind(before.map(|f| f.to_stored()))
        .bind(after.map(|f| f.to_stored()))
        .execute(&mut *$tx)
        .await?;
    }};
}
pub(super) use {link_fields_in, record_change};

/// What a link write records of itself: who, through what, when, and what
/// it did.
#[derive(Debug, Clone, Copy)]
pub struct Change<'a> {
    pub actor: &'a Actor,
    pub at: i64,
    pub action: HistoryAction,
}

impl Change<'static> {
    /// A change made on the server's own command line.
    pub fn by_command_line(action: HistoryAction, at: i64) -> Self {
        Self {
            actor: &crate::domain::link_history::COMMAND_LINE,
            at,
            action,
        }
    }
}

/// Recently deleted links listed at most.
pub const DELETED_LIST_LIMIT: i64 = 500;

impl Store {
    /// The SELECT of a link's fields that also locks its row until the
    /// transaction ends (PostgreSQL; SQLite's one writer needs no lock), so
    /// that the fields before a change are those it changes.
    pub(super) fn fields_select_for_update(&self) -> String {
        match self.engine() {
            super::Engine::Sqlite => FIELDS_SELECT.to_owned(),
            super::Engine::Postgres => format!("{FIELDS_SELECT} FOR UPDATE"),
        }
    }

    /// A page of link `id`'s history: its `limit` newest entries before
    /// version `before` (all versions when `None`), oldest first, and
    /// whether older ones exist. Reads the page's rows and at most one
    /// more, whatever the history's length.
    pub async fn link_history_page(
        &self,
        id: &str,
        before: Option<i64>,
        limit: i64,
    ) -> Result<HistoryPage, StoreError> {
        let mut rows: Vec<HistoryRow> = on_reader!(self, |pool| sqlx::query_as(
            "SELECT * FROM link_history WHERE link_id = $1 AND version < $2 \
             ORDER BY version DESC LIMIT $3"
        )
        .bind(id)
        .bind(before.unwrap_or(i64::MAX))
        .bind(limit.saturating_add(1))
        .fetch_all(pool)
        .await)?;
        let more = usize::try_from(limit).is_ok_and(|limit| rows.len() > limit);
        if more {
            rows.pop();
        }
        // Newest first so far: the last row is the page's oldest.
        let older = rows.last().filter(|_| more).map(|row| row.version);
        rows.reverse();
        let mut entries: Vec<HistoryEntry> =
            rows.into_iter().filter_map(HistoryRow::entry).collect();
        self.fill_in_imported(id, &mut entries).await?;
        Ok(HistoryPage { entries, older })
    }

    /// Change `version` of link `id`, if it was recorded.
    pub async fn link_history_version(
        &self,
        id: &str,
        version: i64,
    ) -> Result<Option<HistoryEntry>, StoreError> {
        let row: Option<HistoryRow> = on_reader!(self, |pool| sqlx::query_as(
            "SELECT * FROM link_history WHERE link_id = $1 AND version = $2"
        )
        .bind(id)
        .bind(version)
        .fetch_optional(pool)
        .await)?;
        let Some(mut entry) = row.and_then(HistoryRow::entry) else {
            return Ok(None);
        };
        self.fill_in_imported(id, std::slice::from_mut(&mut entry))
            .await?;
        Ok(Some(entry))
    }

    /// When link `id` was created, as its history says.
    pub async fn link_created_at(&self, id: &str) -> Result<Option<i64>, StoreError> {
        Ok(on_reader!(self, |pool| sqlx::query_scalar(
            "SELECT at FROM link_history WHERE link_id = $1 AND kind = 'created' \
             ORDER BY version LIMIT 1"
        )
        .bind(id)
        .fetch_optional(pool)
        .await)?)
    }

    /// An import records a link's creation without its fields: they are
    /// those before its next change, or the link's own when it has not
    /// changed since. `entries` are consecutive versions, oldest first;
    /// the next change after the last is read when one of them needs it.
    async fn fill_in_imported(
        &self,
        id: &str,
        entries: &mut [HistoryEntry],
    ) -> Result<(), StoreError> {
        let needs = |e: &HistoryEntry| e.after.is_none() && e.action != HistoryAction::Deleted;
        for i in 0..entries.len() {
            if !needs(&entries[i]) {
                continue;
            }
            entries[i].after = match entries.get(i + 1) {
                Some(next) => next.before.clone(),
                None => match self.next_history_entry(id, entries[i].version).await? {
                    Some(next) => next.before,
                    None => self.link_fields(id).await?,
                },
            };
        }
        Ok(())
    }

    /// The first entry of link `id` after `version`.
    async fn next_history_entry(
        &self,
        id: &str,
        version: i64,
    ) -> Result<Option<HistoryEntry>, StoreError> {
        let row: Option<HistoryRow> = on_reader!(self, |pool| sqlx::query_as(
            "SELECT * FROM link_history WHERE link_id = $1 AND version > $2 \
             ORDER BY version LIMIT 1"
        )
        .bind(id)
        .bind(version)
        .fetch_optional(pool)
        .await)?;
        Ok(row.and_then(HistoryRow::entry))
    }

    /// Link `id`'s fields now, if it exists.
    async fn link_fields(&self, id: &str) -> Result<Option<LinkFields>, StoreError> {
        Ok(on_reader!(self, |pool| async {
            let mut conn = pool.acquire().await?;
            Ok::<_, sqlx::Error>(link_fields_in!(conn, FIELDS_SELECT, id).map(|(_, fields)| fields))
        }
        .await)?)
    }

    /// Links `scope` reaches for `access`, deleted since `since` (ms) and
    /// not restored (only link `only`, when given), newest deletion first:
    /// each one's deletion entry.
    pub async fn deleted_links(
        &self,
        scope: &LinkScope,
        access: Access,
        since: i64,
        only: Option<&str>,
    ) -> Result<Vec<HistoryEntry>, StoreError> {
        // A standard account's own deletions are picked in the query, so
        // that others' never crowd them out of the limit.
        let own = match scope {
            LinkScope::Own { account_id, .. } => Some(account_id.as_str()),
            _ => None,
        };
        let rows: Vec<DeletedRow> = on_reader!(self, |pool| sqlx::query_as(
            "SELECT h.*, a.role AS author_role, t.id AS team_now FROM link_history h \
             LEFT JOIN accounts a ON a.id = h.author LEFT JOIN teams t ON t.id = h.team_id \
             WHERE h.kind = 'deleted' AND h.at >= $1 AND ($3 IS NULL OR h.author = $3 \
             OR h.team_id IN (SELECT team_id FROM team_members WHERE account_id = $3)) \
             AND ($4 IS NULL OR h.link_id = $4) \
             AND h.version = (SELECT MAX(version) FROM link_history m WHERE m.link_id = h.link_id) \
             AND NOT EXISTS (SELECT 1 FROM links l WHERE l.id = h.link_id) \
             ORDER BY h.at DESC, h.link_id LIMIT $2"
        )
        .bind(since)
        .bind(DELETED_LIST_LIMIT)
        .bind(own)
        .bind(only)
        .fetch_all(pool)
        .await)?;
        Ok(rows
            .into_iter()
            // A link whose team is gone is its author's again.
            .map(|mut r| {
                r.row.team_id = r.team_now.take();
                r
            })
            .filter(|r| {
                let role = r.author_role.as_deref().and_then(|r| Role::parse(r).ok());
                // A deleted link is reached as it was: by its author's
                // rule, or its team's.
                let author = match (&r.row.author, role) {
                    (Some(id), Some(role)) => Some((id.as_str(), role)),
                    _ => None,
                };
                scope.includes(author, r.row.team_id.as_deref(), access)
            })
            .filter_map(|r| r.row.entry())
            .collect())
    }

    /// Forgets the history of links deleted before `before` (ms) and not
    /// restored since: they can no longer be restored. Returns the entries
    /// removed.
    pub async fn sweep_deleted_history(&self, before: i64) -> Result<u64, StoreError> {
        on_writer!(self, |pool| sqlx::query(
            "DELETE FROM link_history WHERE link_id IN (SELECT h.link_id FROM link_history h \
             WHERE h.kind = 'deleted' AND h.at < $1 \
             AND h.version = (SELECT MAX(version) FROM link_history m WHERE m.link_id = h.link_id) \
             AND NOT EXISTS (SELECT 1 FROM links l WHERE l.id = h.link_id))"
        )
        .bind(before)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))
        .map_err(StoreError::from_write)
    }
}
