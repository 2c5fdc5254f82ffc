//! `/api/teams`: teams and their members (docs/teams.md), over the
//! [`crate::teams`] service.

mod bodies;
mod handlers;
mod members;

pub use bodies::{TeamList, TeamView};

use crate::http::error::ApiError;
use crate::http::AppState;
use crate::teams::TeamError;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub const TAG_TEAMS: &str = "teams";

pub const TEAM_NOT_FOUND: &str = "A team with that id does not exist";
pub const NOT_MANAGER: &str = "Only the team's managers, admins and the owner manage a team";
pub const INVALID_NAME: &str = "Invalid name: 1 to 60 characters, no control characters";
pub const NAME_TAKEN: &str = "A team with this name already exists";
pub const HAS_LINKS: &str =
    "The team still has links: move them to an account or another team first";
pub const UNKNOWN_ACCOUNT: &str = "An account with that id or username does not exist";
pub const INVALID_ROLE: &str = "Invalid role, accepted values: viewer, editor, manager";
pub const NOT_MEMBER: &str = "That account is no member of the team";
pub const NOTHING_TO_CHANGE: &str = "Nothing to change: give a name, domains or both";
pub const DOMAINS_BY_ADMINS: &str = "Only admins and the owner choose a team's domains";
pub const NO_DOMAINS: &str = "A team's domains: one domain id or more, or null for every domain";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::list_teams, handlers::create_team))
        .routes(routes!(handlers::change_team, handlers::delete_team))
        .routes(routes!(members::list_members))
        .routes(routes!(members::set_member, members::remove_member))
}

impl From<TeamError> for ApiError {
    fn from(error: TeamError) -> Self {
        match error {
            TeamError::NotFound => Self::NotFound(TEAM_NOT_FOUND.into()),
            TeamError::NotManager => Self::Forbidden(NOT_MANAGER.into()),
            TeamError::InvalidName => Self::BadRequest(INVALID_NAME.into()),
            TeamError::NameTaken => Self::Conflict(NAME_TAKEN.into()),
            TeamError::HasLinks(_) => Self::Conflict(HAS_LINKS.into()),
            TeamError::UnknownAccount => Self::NotFound(UNKNOWN_ACCOUNT.into()),
            TeamError::InvalidRole => Self::BadRequest(INVALID_ROLE.into()),
            TeamError::NotMember => Self::NotFound(NOT_MEMBER.into()),
            TeamError::NothingToChange => Self::BadRequest(NOTHING_TO_CHANGE.into()),
            TeamError::DomainsByAdmins => Self::Forbidden(DOMAINS_BY_ADMINS.into()),
            TeamError::NoDomains => Self::BadRequest(NO_DOMAINS.into()),
            TeamError::UnknownDomain => {
                Self::Unprocessable(crate::http::messages::UNKNOWN_DOMAIN.into())
            }
            TeamError::Store(error) => error.into(),
        }
    }
}
