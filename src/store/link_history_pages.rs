//! Reading one link's history (docs/history.md): a page of it, one
//! version, and its creation time, each reading only the entries it needs
//! whatever the history's length.

use super::link_history::{link_fields_in, HistoryEntry, HistoryRow, FIELDS_SELECT};
use super::{on_reader, Store, StoreError};
use crate::domain::link_history::{HistoryAction, LinkFields};

/// A page of a link's history, oldest first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryPage {
    pub entries: Vec<HistoryEntry>,
    /// The version the page of older entries comes before: the page's
    /// oldest, `None` when no entry is older.
    pub older: Option<i64>,
}

impl Store {
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
}
