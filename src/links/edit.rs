//! Editing a link (`editLink` in the OpenAPI document): its destination, slug and/or whether its
//! statistics are public; author,
//! creation date and visits never change. The old slug stops resolving at
//! once.

use super::{ControlsPatch, LinkResult, LinkServiceError, Links, Manager};
use crate::domain::link_controls::{ControlError, LinkControls};
use crate::domain::link_history::{Actor, HistoryAction};
use crate::domain::links::{Destination, LinkError, Slug};
use crate::domain::split::{Split, SplitError};
use crate::domain::time::now_millis;
use crate::domain::webhooks::EventKind;
use crate::redirects::ServedDomain;
use crate::store::{Change, LinkEdit, LinkRecord, StoreError};
use crate::webhooks::changed_fields;
use std::sync::Arc;

/// What an edit sets; `None` leaves a value unchanged.
#[derive(Debug, Default)]
pub struct LinkChange {
    /// Moves the link to this domain (its slug checked there).
    pub domain: Option<Arc<ServedDomain>>,
    pub destination: Option<Destination>,
    pub slug: Option<Slug>,
    pub public_stats: Option<bool>,
    pub controls: ControlsPatch,
    /// Every control exactly as stored (a revert to an earlier version);
    /// takes the place of `controls`.
    pub exact_controls: Option<LinkControls>,
}

impl Links<'_> {
    /// The link `id` if `manager` may edit it: absent is
    /// [`LinkError::NotFound`], outside their links [`LinkError::NotEditable`].
    pub async fn editable(&self, id: &str, manager: &Manager) -> LinkResult<LinkRecord> {
        let link = self
            .store
            .find_link_by_id(id)
            .await?
            .ok_or(LinkError::NotFound)?;
        if !manager.may_manage(&link) {
            return Err(LinkError::NotEditable.into());
        }
        Ok(link)
    }

    /// The slug an edit sets: `None` when `value` is the link's current slug,
    /// which is not re-checked (imported slugs stay editable).
    pub fn new_slug(&self, link: &LinkRecord, value: &str) -> Result<Option<Slug>, LinkError> {
        if value == link.slug {
            return Ok(None);
        }
        self.custom_slug(value).map(Some)
    }

    /// Applies `change` to `link` (found by [`Links::editable`]). Checks in
    /// the contract's order: slug taken, then URL_ONLY_UNIQUE.
    /// Recorded in the link's history as `by`'s edit.
    pub async fn edit(
        &self,
        link: &LinkRecord,
        change: LinkChange,
        by: &Actor,
    ) -> LinkResult<LinkRecord> {
        self.edit_recorded(link, change, by, HistoryAction::Edited)
            .await
    }

    /// [`Links::edit`], recorded as `action` (an edit, or a revert).
    pub(super) async fn edit_recorded(
        &self,
        link: &LinkRecord,
        change: LinkChange,
        by: &Actor,
        action: HistoryAction,
    ) -> LinkResult<LinkRecord> {
        let current = link.controls();
        change.controls.check(&current)?;
        // The slug is checked where the link will be: on its new domain
        // when it moves, even when the slug itself stays.
        let moved_to = change
            .domain
            .as_deref()
            .map(|domain| &*domain.id)
            .filter(|id| *id != link.domain_id);
        match (&change.slug, moved_to) {
            (Some(slug), to) => {
                self.check_slug_free(to.unwrap_or(&link.domain_id), slug.as_str())
                    .await?;
            }
            (None, Some(to)) => self.check_slug_free(to, &link.slug).await?,
            (None, None) => {}
        }
        if let Some(destination) = &change.destination {
            self.check_destination_free(destination, Some(&link.id))
                .await?;
        }
        let controls = match change.exact_controls {
            Some(exact) => Some(exact),
            None if change.controls.is_empty() => None,
            None => Some(change.controls.apply(current).await?),
        };
        // A limit set anew counts the human visits the link already had.
        let count_from_visits =
            link.max_visits.is_none() && controls.as_ref().is_some_and(|c| c.max_visits.is_some());
        let edit = LinkEdit {
            domain_id: moved_to,
            slug: change.slug.as_ref().map(Slug::as_str),
            destination: change.destination.as_ref().map(Destination::as_str),
            public_stats: change.public_stats,
            modified: now_millis(),
            controls: controls.as_ref().map(|c| (c, count_from_visits)),
        };
        let recorded = Change {
            actor: by,
            at: edit.modified,
            action,
        };
        let written = self.store.edit_link(&link.id, &edit, &recorded).await;
        match written {
            Ok(()) => {}
            Err(StoreError::Conflict) => return Err(LinkError::SlugTaken.into()),
            // The domain was removed meanwhile (on another instance).
            Err(StoreError::MissingReference) => return Err(LinkError::UnknownDomain.into()),
            Err(StoreError::NotFound) => return Err(LinkError::NotFound.into()),
            Err(other) => return Err(other.into()),
        }
        self.forget(&link.domain_id, &link.slug);
        let domain_now = moved_to.unwrap_or(&link.domain_id);
        let slug_now = change
            .slug
            .as_ref()
            .map_or(link.slug.as_str(), Slug::as_str);
        self.forget(domain_now, slug_now);
        let edited = self
            .store
            .find_link_by_id(&link.id)
            .await?
            .ok_or(LinkError::NotFound)?;
        let changed = changed_fields(link, &edited);
        if !changed.is_empty() {
            self.outbox
                .link_event(self.store, EventKind::LinkUpdated, &edited, Some(changed))
                .await;
        }
        Ok(edited)
    }

    /// Ends `link`'s A/B split in favour of `destination`, one of its
    /// variants: the link redirects there from now on and its split goes.
    /// Its visits by variant stay in its statistics.
    pub async fn promote(
        &self,
        link: &LinkRecord,
        destination: &str,
        by: &Actor,
    ) -> LinkResult<LinkRecord> {
        let refused = |e| LinkServiceError::Refused(ControlError::InvalidSplit(e).into());
        let split = link
            .split
            .as_deref()
            .and_then(Split::from_stored)
            .ok_or(refused(SplitError::NoSplit))?;
        // Compared as the split stores destinations.
        let wanted =
            Destination::parse(destination).map_err(|_| refused(SplitError::NotAVariant))?;
        let position = split
            .position_of(wanted.as_str())
            .ok_or(refused(SplitError::NotAVariant))?;
        let winner = Destination::parse(&split.variants[position].destination)?;
        let change = LinkChange {
            destination: Some(winner),
            controls: ControlsPatch {
                split: Some(None),
                ..ControlsPatch::default()
            },
            ..LinkChange::default()
        };
        self.edit(link, change, by).await
    }
}
