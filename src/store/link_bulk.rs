//! A bulk edit's reads and writes (docs/bulk-edit.md): the links of one
//! chunk, and one transaction writing a chunk's planned edits, each with
//! its history entry. A link whose fields changed since the edit was
//! planned is left as it is and named, so a bulk edit never overwrites a
//! change it did not see.

use super::link_controls::write_tags;
use super::link_history::{link_fields_in, record_change, Change};
use super::links::{storable, write_edit, LinkEdit, LINK_SELECT};
use super::{on_reader, on_writer, LinkRecord, Store, StoreError};
use crate::domain::link_history::LinkFields;

/// One link's edit as a bulk edit planned it: its fields when planned, and
/// what to write.
pub struct PlannedEdit<'a> {
    pub id: &'a str,
    pub before: &'a LinkFields,
    pub edit: LinkEdit<'a>,
}

impl Store {
    /// The links among `ids` that exist, with their tags, in no order.
    pub async fn links_by_ids(&self, ids: &[String]) -> Result<Vec<LinkRecord>, StoreError> {
        let ids: Vec<&String> = ids.iter().filter(|id| storable(id)).collect();
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let sql = format!(
            "{LINK_SELECT} WHERE l.id IN ({})",
            self.engine().parameters(1, ids.len())
        );
        let mut links: Vec<LinkRecord> = on_reader!(self, |pool| {
            let mut q = sqlx::query_as(&sql);
            for id in &ids {
                q = q.bind(id.as_str());
            }
            q.fetch_all(pool).await
        })?;
        self.attach_tags(&mut links).await?;
        Ok(links)
    }

    /// Writes `edits` in one transaction, each recorded as `change`. Returns
    /// the ids of the links left unwritten because they are gone or their
    /// fields are no longer those the edit was planned from.
    pub async fn edit_links(
        &self,
        edits: &[PlannedEdit<'_>],
        change: &Change<'_>,
    ) -> Result<Vec<String>, StoreError> {
        if edits.is_empty() {
            return Ok(Vec::new());
        }
        let locking = self.fields_select_for_update();
        on_writer!(self, |pool| async {
            let mut tx = pool.begin().await?;
            let mut stale = Vec::new();
            for planned in edits {
                let id = planned.id;
                let before = match link_fields_in!(tx, &locking, id) {
                    Some((author, fields)) if fields == *planned.before => (author, fields),
                    _ => {
                        stale.push(id.to_owned());
                        continue;
                    }
                };
                let (author, before) = before;
                let edit = &planned.edit;
                write_edit!(tx, id, author, before, edit, change);
            }
            tx.commit().await?;
            Ok::<Vec<String>, sqlx::Error>(stale)
        }
        .await)
        .map_err(StoreError::from_write)
    }
}
