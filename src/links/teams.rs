//! Links and teams (docs/teams.md): whether a caller may put links in a
//! team, and moving a link between an account and a team, which needs
//! rights on both sides.

use super::{LinkResult, Links, Manager};
use crate::domain::accounts::Role;
use crate::domain::audit::{AuditAction, AuditBy, AuditTarget};
use crate::domain::links::LinkError;
use crate::domain::time::now_millis;
use crate::store::{LinkRecord, StoreError};

impl Links<'_> {
    /// Checks that team `team` exists and that `manager` may put links in
    /// it (or take them out): an editor or manager of it, an admin or the
    /// owner. A standard account that is no member does not see the team.
    pub async fn check_team(&self, team: &str, manager: &Manager) -> LinkResult<()> {
        if self.store.find_team(team).await?.is_none() {
            return Err(LinkError::UnknownTeam.into());
        }
        if manager.may_change_team(team) {
            return Ok(());
        }
        let scope = manager.scope();
        let member = scope.team_role(team).is_some() || scope.only_team() == Some(team);
        Err(if member || manager.role() != Role::Standard {
            LinkError::TeamNotAllowed
        } else {
            LinkError::UnknownTeam
        }
        .into())
    }

    /// Moves link `id` into team `to`, or with `None` out of its team to
    /// `manager`'s own account. `manager` must be allowed to change the
    /// link where it is and to put it where it goes; the move and its audit
    /// entry are one transaction.
    pub async fn move_link(
        &self,
        id: &str,
        to: Option<&str>,
        manager: &Manager,
        by: &AuditBy,
    ) -> LinkResult<LinkRecord> {
        let link = self.visible(id, manager).await?;
        if !manager.may_manage(&link) {
            return Err(LinkError::NotEditable.into());
        }
        if link.team_id.as_deref() == to {
            return Ok(link);
        }
        // A team token acts for its team only: it takes nothing out of it.
        if to.is_none() && manager.scope().only_team().is_some() {
            return Err(LinkError::TeamNotAllowed.into());
        }
        if let Some(to) = to {
            self.check_team(to, manager).await?;
            self.check_team_domain(to, &link.domain_id).await?;
        }
        // A link leaving its team becomes the mover's own; one joining a
        // team keeps its author (as history).
        let author = to.is_none().then(|| manager.id());
        let audit = by
            .entry(AuditAction::LinksMoved, now_millis())
            .on(AuditTarget::new("link", &link.id, &link.slug))
            .with(serde_json::json!({
                "fromTeam": link.team_id,
                "toTeam": to,
                "toAccount": author,
            }));
        match self.store.move_link(&link.id, to, author, &audit).await {
            Ok(true) => {}
            Ok(false) => return Err(LinkError::NotFound.into()),
            Err(StoreError::MissingReference) => return Err(LinkError::UnknownTeam.into()),
            Err(other) => return Err(other.into()),
        }
        self.store
            .find_link_by_id(&link.id)
            .await?
            .ok_or_else(|| LinkError::NotFound.into())
    }
}
