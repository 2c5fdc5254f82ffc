//! Which short domains links may be put on (docs/domains.md,
//! docs/teams.md#domains).

use crate::domain::accounts::Role;

/// Where an account may put links: a team's links, when the team is
/// limited to some domains, only on those (whatever each domain's own
/// setting); any other link of a standard account only on the domains that
/// let standard accounts create links.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DomainRule {
    pub role: Role,
    /// The ids of the domains the link's team is limited to; `None`: no
    /// team, or a team that is not limited.
    pub team_domains: Option<Vec<String>>,
}

impl DomainRule {
    /// The rule of an account of `role` for links of no (limited) team.
    pub fn of(role: Role) -> Self {
        Self {
            role,
            team_domains: None,
        }
    }

    /// Whether links may go on domain `domain_id`, which lets standard
    /// accounts create links when `standard_may_create`.
    pub fn allows(&self, domain_id: &str, standard_may_create: bool) -> bool {
        match &self.team_domains {
            Some(ids) => team_allows(Some(ids), domain_id),
            None => self.role != Role::Standard || standard_may_create,
        }
    }
}

/// Whether a team limited to `team_domains` (`None`: not limited) takes a
/// link on domain `domain_id`, whoever puts it there.
pub fn team_allows(team_domains: Option<&[String]>, domain_id: &str) -> bool {
    team_domains.is_none_or(|ids| ids.iter().any(|id| id == domain_id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_teams_domains_replace_the_domains_own_setting() {
        let standard = DomainRule::of(Role::Standard);
        assert!(standard.allows("open", true));
        assert!(!standard.allows("closed", false));
        assert!(DomainRule::of(Role::Admin).allows("closed", false));
        let team = |role| DomainRule {
            role,
            team_domains: Some(vec!["closed".to_owned()]),
        };
        assert!(team(Role::Standard).allows("closed", false));
        assert!(!team(Role::Standard).allows("open", true));
        assert!(!team(Role::Owner).allows("open", true));
    }
}
