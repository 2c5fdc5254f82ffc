//! Deleting links (`deleteLinks`): atomically, and only when every existing
//! one is the caller's to manage.

use super::{LinkResult, Links, Manager};
use crate::domain::links::LinkError;

/// Ids one delete may name.
pub const MAX_DELETE_IDS: usize = 1000;

impl Links<'_> {
    /// Deletes the existing links among `ids` (unknown ids are ignored) and
    /// returns how many went; none go when one is outside `manager`'s links.
    pub async fn delete(&self, mut ids: Vec<String>, manager: &Manager) -> LinkResult<usize> {
        if ids.len() > MAX_DELETE_IDS {
            return Err(LinkError::TooManyIds.into());
        }
        ids.sort();
        ids.dedup();
        let keys = self
            .store
            .delete_links_in_scope(&ids, manager.scope())
            .await?
            .ok_or(LinkError::NotDeletable)?;
        for key in &keys {
            self.forget(&key.domain_id, &key.slug);
        }
        Ok(keys.len())
    }
}
