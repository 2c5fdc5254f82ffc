//! Who may manage which link (docs/api.md#link-visibility): the owner every link, an admin
//! their own, standard accounts' and authorless ones, a standard account
//! its own.

use crate::domain::accounts::{LinkScope, Role};
use crate::domain::audit::{network_of, AuditBy};
use crate::domain::link_history::{Actor, Via};
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
    pub fn new(account_id: &str, role: Role) -> Self {
        Self {
            id: account_id.to_owned(),
            role,
            scope: LinkScope::for_caller(account_id, role),
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

    pub fn may_manage(&self, link: &LinkRecord) -> bool {
        link.is_in(&self.scope)
    }
}
