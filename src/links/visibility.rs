//! Who may manage which link (docs/api.md#link-visibility): the owner every link, an admin
//! their own, standard accounts' and authorless ones, a standard account
//! its own.

use crate::domain::accounts::{LinkScope, Role};
use crate::store::LinkRecord;

/// An account acting on links: the author of what it creates, and the set
/// of links it may see, edit, delete and export.
#[derive(Debug, Clone)]
pub struct Manager {
    id: String,
    role: Role,
    scope: LinkScope,
}

impl Manager {
    pub fn new(account_id: &str, role: Role) -> Self {
        Self {
            id: account_id.to_owned(),
            role,
            scope: LinkScope::for_caller(account_id, role),
        }
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
