//! Link history in the database (migration 0034, docs/history.md): the
//! entries a change writes in its own transaction (the macros, used by the
//! link writes), recently deleted links, and the sweep of deleted links'
//! entries past their retention. Reading one link's entries is
//! `link_history_pages.rs`.

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
    pub(super) fn entry(self) -> Option<HistoryEntry> {
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
