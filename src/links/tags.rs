//! Tags across the links a caller may manage: the list (for filters and
//! autocompletion), renaming one everywhere and deleting tags everywhere.
//! Tags do not change where a link goes, so the redirect cache is left alone.

use super::{LinkResult, Links, Manager};
use crate::domain::link_controls::{parse_tag, ControlError};
use crate::domain::links::LinkError;

/// Tags one delete may name.
pub const MAX_DELETE_TAGS: usize = 100;

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
        Ok(self.store.rename_tag(manager.scope(), &from, &to).await?)
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
        Ok(self.store.delete_tags(manager.scope(), &tags).await?)
    }
}
