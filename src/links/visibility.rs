//! Who may manage which link (docs/api.md#link-visibility): the owner every link, an admin
//! their own, standard accounts' and authorless ones, a standard account
//! its own.

use crate::domain::accounts::{Access, LinkScope, Role};
use crate::domain::audit::{network_of, AuditBy};
use crate::domain::link_history::{Actor, Via};
use crate::domain::teams::TeamGrant;
use crate::domain::text::is_storable;
use crate::store::LinkRecord;

/// An account acting on links: the author of what it creates, and the set
/// of links it may see, edit, delete and export.
#[derive(Debug, Clone)]
pub struct Manager {
    id: String,
    role: Role,
    scope: LinkScope,
    /// Who its changes are recorded as made by (link history).
    actor: Actor,
    /// The client's network (/24 or /48), for the audit log.
    network: Option<String>,
}

impl Manager {
    /// The same account limited to team `team`'s links: a token that acts
    /// for the team, or a `team=` scope. A team it does not see leaves it
    /// nothing.
    pub fn within_team(&self, team: &str) -> Self {
        let scope = match &self.scope {
            // No team's id holds a NUL, and PostgreSQL refuses one even as
            // a parameter: no team has the empty id.
            _ if !is_storable(team) => LinkScope::Team {
                team_id: String::new(),
                see: false,
                change: false,
            },
            LinkScope::Own { teams, .. } => LinkScope::for_team_token(self.role, teams, team),
            LinkScope::Team { team_id, .. } if team_id == team => self.scope.clone(),
            LinkScope::Team { .. } => LinkScope::Team {
                team_id: team.to_owned(),
                see: false,
                change: false,
            },
            LinkScope::All | LinkScope::AdminSet { .. } => {
                LinkScope::for_team_token(self.role, &[], team)
            }
        };
        Self {
            scope,
            ..self.clone()
        }
    }

    /// An account of `role` that belongs to `teams`.
    pub fn new(account_id: &str, role: Role, teams: &[TeamGrant]) -> Self {
        Self {
            id: account_id.to_owned(),
            role,
            scope: LinkScope::for_caller(account_id, role, teams),
            actor: Actor {
                account_id: Some(account_id.to_owned()),
                username: None,
                via: Via::Dashboard,
                via_name: None,
            },
            network: None,
        }
    }

    /// Acting from the client `address` (the audit log keeps its network).
    pub fn from_address(self, address: &str) -> Self {
        Self {
            network: network_of(address),
            ..self
        }
    }

    /// Who acts, as the audit log records it.
    pub fn audit_by(&self) -> AuditBy {
        AuditBy::new(self.actor.clone(), self.role, self.network.clone())
    }

    /// With the changes it makes recorded as `actor`'s.
    pub fn acting_as(self, actor: Actor) -> Self {
        Self { actor, ..self }
    }

    pub fn actor(&self) -> &Actor {
        &self.actor
    }

    pub fn id(&self) -> &str {
        &self.id
    }

    pub fn role(&self) -> Role {
        self.role
    }

    pub fn scope(&self) -> &LinkScope {
        &self.scope
    }

    pub fn into_scope(self) -> LinkScope {
        self.scope
    }

    /// Whether it may change `link`: its own, or as an editor or manager
    /// of the link's team (docs/teams.md), or by its instance role.
    pub fn may_manage(&self, link: &LinkRecord) -> bool {
        link.is_in(&self.scope, Access::Change)
    }

    /// Whether it may see `link` (a team's viewer sees its links).
    pub fn may_see(&self, link: &LinkRecord) -> bool {
        link.is_in(&self.scope, Access::See)
    }

    /// Whether it may put links in team `team` (or take them out): as an
    /// editor or manager of it, or as the owner or an admin.
    pub fn may_change_team(&self, team: &str) -> bool {
        match &self.scope {
            LinkScope::All | LinkScope::AdminSet { .. } => true,
            LinkScope::Own { .. } => self.scope.team_role(team).is_some_and(|r| r.edits()),
            LinkScope::Team {
                team_id, change, ..
            } => team_id == team && *change,
        }
    }
}
