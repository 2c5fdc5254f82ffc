//! Deleting links (`deleteLinks`): atomically, and only when every existing
//! one is the caller's to manage.

use super::{LinkResult, Links, Manager};
use crate::domain::link_history::HistoryAction;
use crate::domain::links::LinkError;
use crate::domain::time::now_millis;
use crate::domain::webhooks::EventKind;
use crate::store::Change;

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
        // An event names the link as it was, tags included: read it first,
        // only when someone may be listening.
        let mut before = Vec::new();
        if self.store.any_webhook().await? {
            for id in &ids {
                if let Some(link) = self.store.find_link_by_id(id).await? {
                    before.push(link);
                }
            }
        }
        let recorded = Change {
            actor: manager.actor(),
            at: now_millis(),
            action: HistoryAction::Deleted,
        };
        let keys = self
            .store
            .delete_links_in_scope(&ids, manager.scope(), &recorded)
            .await?
            .ok_or(LinkError::NotDeletable)?;
        for key in &keys {
            self.forget(&key.domain_id, &key.slug);
        }
        for link in &before {
            let deleted = keys
                .iter()
                .any(|k| k.domain_id == link.domain_id && k.slug == link.slug);
            if deleted {
                self.outbox
                    .link_event(self.store, EventKind::LinkDeleted, link, None)
                    .await;
            }
        }
        Ok(keys.len())
    }
}
