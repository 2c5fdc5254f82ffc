//! A link's history (docs/history.md): reading it, reverting the link to
//! the fields after an earlier change, and restoring a deleted link. Both
//! go through the checks of an edit or a creation (the slug may have been
//! taken meanwhile, the domain removed), and both are recorded in turn.

use super::{LinkChange, LinkResult, LinkServiceError, Links, Manager};
use crate::domain::accounts::Access;
use crate::domain::link_history::{Actor, HistoryAction, LinkFields};
use crate::domain::links::{Destination, LinkError, Slug};
use crate::domain::time::now_millis;
use crate::domain::visits::DAY_MS;
use crate::domain::webhooks::EventKind;
use crate::store::{Change, HistoryEntry, HistoryPage, LinkRecord, NewLink, StoreError};

impl Links<'_> {
    /// A page of the history of link `id` (its `limit` newest changes
    /// before version `before`, oldest first): of a link `manager` may
    /// see, or of one it could see that was deleted and can still be
    /// restored.
    pub async fn history(
        &self,
        id: &str,
        manager: &Manager,
        before: Option<i64>,
        limit: i64,
    ) -> LinkResult<HistoryPage> {
        match self.store.find_link_by_id(id).await? {
            Some(link) if manager.may_see(&link) => {}
            Some(_) => return Err(LinkError::NotFound.into()),
            None => {
                self.restorable(id, manager)
                    .await
                    .map_err(|_| LinkError::NotFound)?;
            }
        }
        Ok(self.store.link_history_page(id, before, limit).await?)
    }

    /// Links `manager` could change (as their author's, or their team's)
    /// that were deleted within LINK_HISTORY_DAYS and not restored: each
    /// one's deletion, newest first.
    pub async fn deleted(&self, manager: &Manager) -> LinkResult<Vec<HistoryEntry>> {
        Ok(self
            .store
            .deleted_links(manager.scope(), Access::Change, self.history_cutoff(), None)
            .await?)
    }

    /// Sets `link` (found by [`Links::editable`]) back to its fields after
    /// change `version`, as `by`'s revert.
    pub async fn revert(
        &self,
        link: &LinkRecord,
        version: i64,
        by: &Actor,
    ) -> LinkResult<LinkRecord> {
        let entry = self
            .store
            .link_history_version(&link.id, version)
            .await?
            .ok_or(LinkError::UnknownVersion)?;
        let fields = entry.after.as_ref().ok_or(LinkError::VersionDeletedLink)?;
        let domain = match fields.domain_id == link.domain_id {
            true => None,
            false => Some(
                self.redirects
                    .domains()
                    .by_id(&fields.domain_id)
                    .ok_or(LinkError::UnknownDomain)?,
            ),
        };
        if let (Some(team), Some(domain)) = (&link.team_id, &domain) {
            self.check_team_domain(team, &domain.id).await?;
        }
        let slug = match fields.slug == link.slug {
            true => None,
            false => Some(Slug::parse_imported(&fields.slug, self.reserved)?),
        };
        let destination = match fields.destination == link.destination {
            true => None,
            false => Some(Destination::parse(&fields.destination)?),
        };
        let change = LinkChange {
            domain,
            destination,
            slug,
            public_stats: Some(fields.public_stats),
            exact_controls: Some(fields.controls()),
            ..LinkChange::default()
        };
        self.edit_recorded(link, change, by, HistoryAction::Reverted)
            .await
    }

    /// Brings back the deleted link `id` with its fields before the
    /// deletion, its id, author, team and creation date, as `by`'s restore:
    /// when its slug is still free on its domain (and its destination,
    /// under URL_ONLY_UNIQUE, and the domain is among its team's). Its
    /// visit counters start again from zero. A team that is gone leaves
    /// the link its author's.
    pub async fn restore(&self, id: &str, manager: &Manager) -> LinkResult<LinkRecord> {
        let by = manager.actor();
        let deletion = self.restorable(id, manager).await?;
        let fields = deletion.before.as_ref().ok_or(LinkError::NotRestorable)?;
        if self.redirects.domains().by_id(&fields.domain_id).is_none() {
            return Err(LinkError::UnknownDomain.into());
        }
        let team = match deletion.team_id.as_deref() {
            Some(team) if self.store.find_team(team).await?.is_some() => Some(team),
            _ => None,
        };
        if let Some(team) = team {
            self.check_team_domain(team, &fields.domain_id).await?;
        }
        self.check_slug_free(&fields.domain_id, &fields.slug)
            .await?;
        let destination = Destination::parse(&fields.destination)?;
        self.check_destination_free(&destination, None).await?;
        let now = now_millis();
        let created = self.store.link_created_at(id).await?.unwrap_or(now);
        let restored = self
            .insert_restored(
                id,
                (deletion.author.as_deref(), team),
                fields,
                created,
                now,
                by,
            )
            .await;
        // The author's account may be gone meanwhile: the link comes back
        // without an author, as links of removed accounts are.
        match restored {
            Err(StoreError::MissingReference) if deletion.author.is_some() => {
                self.insert_restored(id, (None, team), fields, created, now, by)
                    .await
            }
            other => other,
        }
        .map_err(|error| -> LinkServiceError {
            match error {
                StoreError::Conflict => LinkError::SlugTaken.into(),
                StoreError::MissingReference => LinkError::UnknownDomain.into(),
                other => other.into(),
            }
        })?;
        self.forget(&fields.domain_id, &fields.slug);
        let link = self
            .store
            .find_link_by_id(id)
            .await?
            .ok_or(StoreError::NotFound)?;
        self.outbox
            .link_event(self.store, EventKind::LinkCreated, &link, None)
            .await;
        Ok(link)
    }

    async fn insert_restored(
        &self,
        id: &str,
        (author, team_id): (Option<&str>, Option<&str>),
        fields: &LinkFields,
        created: i64,
        now: i64,
        by: &Actor,
    ) -> Result<(), StoreError> {
        let new = NewLink {
            id,
            domain_id: &fields.domain_id,
            slug: &fields.slug,
            destination: &fields.destination,
            author,
            team_id,
            creation_date: created,
            modified_date: now,
            visits: 0,
            public_stats: fields.public_stats,
        };
        let change = Change {
            actor: by,
            at: now,
            action: HistoryAction::Restored,
        };
        self.store
            .insert_controlled_link(&new, &fields.controls(), &change)
            .await
    }

    /// The deletion of link `id`, if `manager` may restore it now.
    async fn restorable(&self, id: &str, manager: &Manager) -> LinkResult<HistoryEntry> {
        self.store
            .deleted_links(
                manager.scope(),
                Access::Change,
                self.history_cutoff(),
                Some(id),
            )
            .await?
            .into_iter()
            .next()
            .ok_or(LinkError::NotRestorable.into())
    }

    /// The oldest deletion that can still be restored (ms).
    fn history_cutoff(&self) -> i64 {
        now_millis() - i64::from(self.rules.history_days) * DAY_MS
    }
}
