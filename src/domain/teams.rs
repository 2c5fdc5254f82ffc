//! Teams (docs/teams.md): a name, members with a role in the team, and the
//! links that belong to the team rather than to an account.

/// A member's role in a team, each including the one before.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TeamRole {
    /// Sees the team's links and their statistics.
    Viewer,
    /// Also creates, edits, moves and deletes the team's links.
    Editor,
    /// Also manages the team's members and its name.
    Manager,
}

impl TeamRole {
    pub fn parse(value: &str) -> Option<Self> {
        match value {
            "viewer" => Some(Self::Viewer),
            "editor" => Some(Self::Editor),
            "manager" => Some(Self::Manager),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Viewer => "viewer",
            Self::Editor => "editor",
            Self::Manager => "manager",
        }
    }

    /// Whether this role may change the team's links.
    pub fn edits(self) -> bool {
        self >= Self::Editor
    }
}

/// An account's membership of one team: what the account may do there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamGrant {
    pub team_id: String,
    pub role: TeamRole,
}

/// Longest team name, in characters.
pub const MAX_TEAM_NAME: usize = 60;

/// A team name: 1–60 characters once trimmed, no control characters.
pub fn team_name(value: &str) -> Option<String> {
    let name = value.trim();
    let ok = !name.is_empty()
        && name.chars().count() <= MAX_TEAM_NAME
        && !name.chars().any(char::is_control);
    ok.then(|| name.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_read_back_and_each_includes_the_one_before() {
        for role in [TeamRole::Viewer, TeamRole::Editor, TeamRole::Manager] {
            assert_eq!(TeamRole::parse(role.as_str()), Some(role));
        }
        assert_eq!(TeamRole::parse("owner"), None);
        assert!(!TeamRole::Viewer.edits());
        assert!(TeamRole::Editor.edits() && TeamRole::Manager.edits());
        assert!(TeamRole::Manager > TeamRole::Editor);
    }

    #[test]
    fn names_are_trimmed_and_bounded() {
        assert_eq!(team_name("  Marketing "), Some("Marketing".to_owned()));
        assert_eq!(team_name(" "), None);
        assert_eq!(team_name("a\u{7}b"), None);
        assert!(team_name(&"é".repeat(60)).is_some());
        assert_eq!(team_name(&"é".repeat(61)), None);
    }
}
