//! Which links a caller may see and change (docs/api.md#link-visibility,
//! docs/teams.md): by its instance role, its teams, or the one team its
//! API token acts for.

use super::accounts::Role;
use super::teams::{TeamGrant, TeamRole};

/// Which links a caller may list, read, edit, delete and export (§5.2,
/// docs/teams.md).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkScope {
    /// The owner: every link.
    All,
    /// An admin: own links, links of standard accounts, authorless links,
    /// and every team's links.
    AdminSet { account_id: String },
    /// A standard account: its own links (of no team), and the links of
    /// its teams, to see as a viewer, to change as an editor or manager.
    Own {
        account_id: String,
        teams: Vec<TeamGrant>,
    },
    /// An API token acting for one team (docs/teams.md#team-tokens): that
    /// team's links only, seen when its account is a member (or an admin,
    /// the owner), changed when it is an editor or manager (or an admin,
    /// the owner).
    Team {
        team_id: String,
        see: bool,
        change: bool,
    },
}

/// Whether a scope is asked for the links a caller sees or those it may
/// change (a team's viewer sees its links, only editors change them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    See,
    Change,
}

impl LinkScope {
    /// The scope of an account of `role` (in `teams`) limited to team
    /// `team_id`: a token acting for the team, or a `team=` scope.
    pub fn for_team_token(role: Role, teams: &[TeamGrant], team_id: &str) -> Self {
        let grant = teams.iter().find(|g| g.team_id == team_id);
        let instance = role.is_admin_or_owner();
        Self::Team {
            team_id: team_id.to_owned(),
            see: instance || grant.is_some(),
            change: instance || grant.is_some_and(|g| g.role.edits()),
        }
    }

    /// The scope of an account of `role` that belongs to `teams`.
    pub fn for_caller(account_id: &str, role: Role, teams: &[TeamGrant]) -> Self {
        match role {
            Role::Owner => Self::All,
            Role::Admin => Self::AdminSet {
                account_id: account_id.to_owned(),
            },
            Role::Standard => Self::Own {
                account_id: account_id.to_owned(),
                teams: teams.to_vec(),
            },
        }
    }

    /// Whether a link whose author has `author` (id and role, if any) and
    /// that belongs to `team`, if any, is in scope for `access`.
    pub fn includes(
        &self,
        author: Option<(&str, Role)>,
        team: Option<&str>,
        access: Access,
    ) -> bool {
        match (self, team, author) {
            (Self::All, _, _) => true,
            (
                Self::Team {
                    team_id,
                    see,
                    change,
                },
                Some(team),
                _,
            ) => {
                team == team_id
                    && match access {
                        Access::See => *see,
                        Access::Change => *change,
                    }
            }
            (Self::Team { .. }, None, _) => false,
            (Self::AdminSet { .. }, Some(_), _) => true,
            (Self::Own { teams, .. }, Some(team), _) => teams
                .iter()
                .any(|g| g.team_id == team && (access == Access::See || g.role.edits())),
            (Self::AdminSet { .. }, None, None) => true,
            (Self::AdminSet { account_id }, None, Some((id, role))) => {
                id == account_id || role == Role::Standard
            }
            (Self::Own { .. }, None, None) => false,
            (Self::Own { account_id, .. }, None, Some((id, _))) => id == account_id,
        }
    }

    /// The caller's role in `team`; `None` when the scope reaches it by
    /// the caller's instance role (owner, admin) or not at all.
    pub fn team_role(&self, team: &str) -> Option<TeamRole> {
        match self {
            Self::Own { teams, .. } => teams.iter().find(|g| g.team_id == team).map(|g| g.role),
            _ => None,
        }
    }

    /// The team a team token's scope is limited to.
    pub fn only_team(&self) -> Option<&str> {
        match self {
            Self::Team { team_id, .. } => Some(team_id),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn link_scope() {
        let see = Access::See;
        let admin = LinkScope::for_caller("a", Role::Admin, &[]);
        assert!(admin.includes(None, None, see));
        assert!(admin.includes(Some(("a", Role::Admin)), None, see));
        assert!(admin.includes(Some(("s", Role::Standard)), None, see));
        assert!(!admin.includes(Some(("b", Role::Admin)), None, see));
        assert!(!admin.includes(Some(("o", Role::Owner)), None, see));
        assert!(admin.includes(Some(("o", Role::Owner)), Some("t"), Access::Change));
        let own = LinkScope::for_caller("s", Role::Standard, &[]);
        assert!(own.includes(Some(("s", Role::Standard)), None, see));
        assert!(!own.includes(None, None, see));
        assert!(LinkScope::All.includes(None, None, see));
    }

    #[test]
    fn team_links_are_seen_by_members_and_changed_by_editors() {
        use crate::domain::teams::{TeamGrant, TeamRole};
        let grants = [
            TeamGrant {
                team_id: "a".into(),
                role: TeamRole::Viewer,
            },
            TeamGrant {
                team_id: "b".into(),
                role: TeamRole::Editor,
            },
        ];
        let own = LinkScope::for_caller("s", Role::Standard, &grants);
        let author = Some(("s", Role::Standard));
        assert!(own.includes(author, Some("a"), Access::See));
        assert!(
            !own.includes(author, Some("a"), Access::Change),
            "a viewer's own link in the team"
        );
        assert!(own.includes(None, Some("b"), Access::Change));
        assert!(
            !own.includes(author, Some("c"), Access::See),
            "a team it left"
        );
        assert_eq!(own.team_role("a"), Some(TeamRole::Viewer));
        assert_eq!(own.team_role("c"), None);
        assert_eq!(LinkScope::All.team_role("a"), None);
    }
}
