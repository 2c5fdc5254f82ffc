//! Tags across the links a caller may manage: the list (for filters and
//! autocompletion), renaming one everywhere and deleting tags everywhere.
//! Tags do not change where a link goes, so the redirect cache is left alone;
//! each link changed is a `link.updated` event for webhooks.

use super::{LinkResult, Links, Manager};
use crate::domain::link_controls::{parse_tag, ControlError};
use crate::domain::link_history::{Actor, HistoryAction};
use crate::domain::links::LinkError;
use crate::domain::time::now_millis;
use crate::domain::webhooks::EventKind;
use crate::store::Change;

/// Tags one delete may name.
pub const MAX_DELETE_TAGS: usize = 100;

/// Who makes a tag change over many links, as each link's history
/// records it: the manager's account, through a bulk change (a token's
/// name kept).
fn bulk_actor(manager: &Manager) -> Actor {
    manager.actor().clone().in_bulk()
}

fn edited_by(actor: &Actor) -> Change<'_> {
    Change {
        actor,
        at: now_millis(),
        action: HistoryAction::Edited,
    }
}

impl Links<'_> {
    /// Every tag of `manager`'s links with its number of links.
    pub async fn tags(&self, manager: &Manager) -> LinkResult<Vec<(String, i64)>> {
        Ok(self.store.list_tags(manager.scope()).await?)
    }

    /// Renames tag `from` to `to` on `manager`'s links (merging it into `to`
    /// where a link has both); returns how many links had `from`.
    pub async fn rename_tag(&self, manager: &Manager, from: &str, to: &str) -> LinkResult<u64> {
        let from = parse_tag(from).map_err(LinkError::from)?;
        let to = parse_tag(to).map_err(LinkError::from)?;
        if from == to {
            return Ok(0);
        }
        let renamed = self
            .store
            .rename_tag(
                manager.scope(),
                &from,
                &to,
                &edited_by(&bulk_actor(manager)),
            )
            .await?;
        self.tags_changed(&renamed).await?;
        Ok(renamed.len() as u64)
    }

    /// Removes `tags` from `manager`'s links; returns how many were removed.
    pub async fn delete_tags(&self, manager: &Manager, tags: &[String]) -> LinkResult<u64> {
        if tags.len() > MAX_DELETE_TAGS {
            return Err(LinkError::from(ControlError::InvalidTags).into());
        }
        let tags: Vec<String> = tags
            .iter()
            .map(|t| parse_tag(t))
            .collect::<Result<_, _>>()
            .map_err(LinkError::from)?;
        let changed = self
            .store
            .delete_tags(manager.scope(), &tags, &edited_by(&bulk_actor(manager)))
            .await?;
        self.tags_changed(&changed).await?;
        Ok(changed.len() as u64)
    }

    /// Tells webhooks that `links`' tags changed (nothing is read when no
    /// webhook exists).
    async fn tags_changed(&self, links: &[String]) -> LinkResult<()> {
        if links.is_empty() || !self.store.any_webhook().await? {
            return Ok(());
        }
        for id in links {
            if let Some(link) = self.store.find_link_by_id(id).await? {
                self.outbox
                    .link_event(
                        self.store,
                        EventKind::LinkUpdated,
                        &link,
                        Some(vec!["tags"]),
                    )
                    .await;
            }
        }
        Ok(())
    }
}
