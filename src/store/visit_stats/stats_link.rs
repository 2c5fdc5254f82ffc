//! A link as statistics read it, and whether a caller may see them.

use crate::domain::accounts::{Access, LinkScope, Role};

/// A link as statistics need it: its number, what answers show, and what
/// visibility and the public page decide on.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct StatsLink {
    /// `-1` when the link has no counters row (no statistics).
    pub num: i64,
    pub id: String,
    pub slug: String,
    pub destination: String,
    pub author: Option<String>,
    pub author_role: Option<String>,
    pub public_stats: bool,
    /// Public statistics leave such a link's destination out.
    pub password_protected: bool,
    /// The link's A/B split as stored (JSON).
    pub split: Option<String>,
    /// The team the link belongs to, if any.
    pub team_id: Option<String>,
}

impl StatsLink {
    /// Whether `scope` lets its caller see this link's statistics
    /// (docs/api.md#link-visibility, docs/teams.md).
    pub fn is_in(&self, scope: &LinkScope) -> bool {
        let role = self
            .author_role
            .as_deref()
            .and_then(|r| Role::parse(r).ok());
        let author = match (&self.author, role) {
            (Some(id), Some(role)) => Some((id.as_str(), role)),
            _ => None,
        };
        scope.includes(author, self.team_id.as_deref(), Access::See)
    }
}
