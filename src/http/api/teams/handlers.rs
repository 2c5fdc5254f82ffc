//! Listing, creating, changing and deleting teams.

use super::bodies::{TeamChangeBody, TeamList, TeamNameBody, TeamView};
use super::{
    DOMAINS_BY_ADMINS, HAS_LINKS, INVALID_NAME, NAME_TAKEN, NOTHING_TO_CHANGE, NOT_MANAGER,
    NO_DOMAINS, TAG_TEAMS, TEAM_NOT_FOUND,
};
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::messages::{self as m, invalid_types, missing_fields};
use crate::http::patch::Patch;
use crate::http::path_segment::PathSegment;
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::teams::{Team, TeamError};
use axum::extract::State;

#[utoipa::path(
    get,
    path = "/teams",
    tag = TAG_TEAMS,
    operation_id = "listTeams",
    summary = "The teams: every team for the owner and admins, its own for a standard account, each with the caller's role",
    security(("cookie" = []), ("secret" = [])),
    responses((status = 200, description = "The teams", body = Answer<TeamList>)),
)]
pub(super) async fn list_teams(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<TeamList>> {
    let caller = authenticate(&app, &request).await?;
    let teams = app.teams().list(&caller.account).await?;
    Ok(Answer::new(TeamList {
        teams: teams.into_iter().map(|team| view(&app, team)).collect(),
    }))
}

#[utoipa::path(
    post,
    path = "/teams",
    tag = TAG_TEAMS,
    operation_id = "createTeam",
    summary = "Create a team; the caller becomes its first manager",
    security(("cookie" = []), ("secret" = [])),
    request_body = TeamNameBody,
    responses(
        (status = 200, description = "The new team", body = Answer<TeamView>),
        (status = 400, description = concat!(missing_fields!(), "name / ", invalid_types!(), "name / ", "Invalid name"), body = ErrorBody),
        (status = 409, description = NAME_TAKEN, body = ErrorBody),
    ),
)]
pub(super) async fn create_team(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<TeamView>> {
    let caller = authenticate(&app, &request).await?;
    let body: TeamNameBody = request.body_as()?;
    let team = app
        .teams()
        .create(&caller.account, &body.name, &request.audit_by(&caller))
        .await?;
    Ok(Answer::new(view(&app, team)))
}

#[utoipa::path(
    patch,
    path = "/teams/{id}",
    tag = TAG_TEAMS,
    operation_id = "changeTeam",
    summary = "Rename a team (its managers, admins, the owner), or limit it to some domains (admins, the owner)",
    security(("cookie" = []), ("secret" = [])),
    params(("id" = String, Path, description = "The team's id")),
    request_body = TeamChangeBody,
    responses(
        (status = 200, description = "The team", body = Answer<TeamView>),
        (status = 400, description = const_format::concatcp!(invalid_types!(), "name / ", invalid_types!(), "domains / ", INVALID_NAME, " / ", NOTHING_TO_CHANGE, " / ", NO_DOMAINS), body = ErrorBody),
        (status = 403, description = const_format::concatcp!(NOT_MANAGER, " / ", DOMAINS_BY_ADMINS), body = ErrorBody),
        (status = 404, description = TEAM_NOT_FOUND, body = ErrorBody),
        (status = 409, description = NAME_TAKEN, body = ErrorBody),
        (status = 422, description = m::UNKNOWN_DOMAIN, body = ErrorBody),
    ),
)]
pub(super) async fn change_team(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<TeamView>> {
    let caller = authenticate(&app, &request).await?;
    let id = id.or_unknown(TeamError::NotFound)?;
    let body: TeamChangeBody = request.body_as()?;
    let domains = match &body.domains {
        Patch::Absent => None,
        Patch::Null => Some(None),
        Patch::Value(ids) => Some(Some(ids.as_slice())),
    };
    let team = app
        .teams()
        .change(
            &caller.account,
            &id,
            body.name.as_deref(),
            domains,
            &request.audit_by(&caller),
        )
        .await?;
    Ok(Answer::new(view(&app, team)))
}

#[utoipa::path(
    delete,
    path = "/teams/{id}",
    tag = TAG_TEAMS,
    operation_id = "deleteTeam",
    summary = "Delete a team that has no links left (its managers, admins, the owner)",
    security(("cookie" = []), ("secret" = [])),
    params(("id" = String, Path, description = "The team's id")),
    responses(
        (status = 200, description = "The team, deleted", body = Answer<TeamView>),
        (status = 403, description = NOT_MANAGER, body = ErrorBody),
        (status = 404, description = TEAM_NOT_FOUND, body = ErrorBody),
        (status = 409, description = HAS_LINKS, body = ErrorBody),
    ),
)]
pub(super) async fn delete_team(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<TeamView>> {
    let caller = authenticate(&app, &request).await?;
    let id = id.or_unknown(TeamError::NotFound)?;
    let team = app
        .teams()
        .delete(&caller.account, &id, &request.audit_by(&caller))
        .await?;
    Ok(Answer::new(view(&app, team)))
}

fn view(app: &AppState, team: Team) -> TeamView {
    TeamView::of(team, app.redirects.domains().default_host())
}
