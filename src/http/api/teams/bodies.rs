//! What the team operations read and send.

use crate::domain::short_domains::display_host;
use crate::domain::time::format_millis;
use crate::http::patch::Patch;
use crate::http::request_body::RequestBody;
use crate::store::TeamMemberRecord;
use crate::teams::Team;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Debug, Deserialize, ToSchema)]
pub struct TeamNameBody {
    /// 1 to 60 characters, unique regardless of case.
    #[schema(max_length = 60)]
    pub name: String,
}

impl RequestBody for TeamNameBody {}

/// A change to a team: its name, its domains, or both.
#[derive(Debug, Deserialize, ToSchema)]
pub struct TeamChangeBody {
    #[schema(max_length = 60)]
    pub name: Option<String>,
    /// The ids of the only domains the team's links may be on (owner and
    /// admins only); `null`: every domain, by the usual rules.
    #[schema(value_type = Option<Vec<String>>)]
    #[serde(default)]
    pub domains: Patch<Vec<String>>,
}

impl RequestBody for TeamChangeBody {}

#[derive(Debug, Deserialize, ToSchema)]
pub struct MemberRoleBody {
    /// `viewer`, `editor` or `manager`.
    pub role: String,
}

impl RequestBody for MemberRoleBody {}

/// A team as its caller sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TeamView {
    pub id: String,
    pub name: String,
    /// ISO 8601.
    pub created_at: String,
    pub members: i64,
    pub links: i64,
    /// The caller's role in the team; `null` for the owner and admins who
    /// are no members (they manage every team).
    #[schema(required = true)]
    pub role: Option<String>,
    /// The only domains the team's links may be on; `null`: not limited.
    #[schema(required = true)]
    pub domains: Option<Vec<TeamDomainView>>,
}

/// A domain a team is limited to.
#[derive(Debug, Serialize, ToSchema)]
pub struct TeamDomainView {
    pub id: String,
    /// As people read it (Unicode).
    pub host: String,
}

impl TeamView {
    /// `team` as shown; `default_host` is DOMAIN's host.
    pub fn of(team: Team, default_host: Option<&str>) -> Self {
        let domains = team.record.domains_limited.then(|| {
            team.record
                .domains
                .into_iter()
                .map(|domain| TeamDomainView {
                    host: domain
                        .host
                        .as_deref()
                        .or(default_host)
                        .map(display_host)
                        .unwrap_or_default(),
                    id: domain.domain_id,
                })
                .collect()
        });
        Self {
            id: team.record.id,
            name: team.record.name,
            created_at: format_millis(team.record.created_at),
            members: team.record.members,
            links: team.record.links,
            role: team.role.map(|r| r.as_str().to_owned()),
            domains,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TeamList {
    /// By name.
    pub teams: Vec<TeamView>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberView {
    pub id: String,
    pub username: String,
    /// `viewer`, `editor` or `manager`.
    pub role: String,
    /// ISO 8601.
    pub added_at: String,
}

impl From<TeamMemberRecord> for MemberView {
    fn from(member: TeamMemberRecord) -> Self {
        Self {
            id: member.account_id,
            username: member.username,
            role: member.role,
            added_at: format_millis(member.added_at),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MemberList {
    /// Managers first, then editors, then viewers, each by username.
    pub members: Vec<MemberView>,
}

impl MemberList {
    pub fn of(members: Vec<TeamMemberRecord>) -> Self {
        Self {
            members: members.into_iter().map(MemberView::from).collect(),
        }
    }
}
