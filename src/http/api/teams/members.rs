//! A team's members: listed by its members, set and removed by its
//! managers (and admins, the owner); a member may leave.

use super::bodies::{MemberList, MemberRoleBody};
use super::{INVALID_ROLE, NOT_MANAGER, NOT_MEMBER, TAG_TEAMS, TEAM_NOT_FOUND, UNKNOWN_ACCOUNT};
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::path_segment::{PathSegment, PathSegments};
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::teams::TeamError;
use axum::extract::State;

#[utoipa::path(
    get,
    path = "/teams/{id}/members",
    tag = TAG_TEAMS,
    operation_id = "listTeamMembers",
    summary = "A team's members and their roles (to its members, admins and the owner)",
    security(("cookie" = []), ("secret" = [])),
    params(("id" = String, Path, description = "The team's id")),
    responses(
        (status = 200, description = "The members", body = Answer<MemberList>),
        (status = 404, description = TEAM_NOT_FOUND, body = ErrorBody),
    ),
)]
pub(super) async fn list_members(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<MemberList>> {
    let caller = authenticate(&app, &request).await?;
    let id = id.or_unknown(TeamError::NotFound)?;
    let members = app.teams().members(&caller.account, &id).await?;
    Ok(Answer::new(MemberList::of(members)))
}

#[utoipa::path(
    put,
    path = "/teams/{id}/members/{account}",
    tag = TAG_TEAMS,
    operation_id = "setTeamMember",
    summary = "Add an account to a team with a role, or change its role (the team's managers, admins, the owner)",
    security(("cookie" = []), ("secret" = [])),
    params(
        ("id" = String, Path, description = "The team's id"),
        ("account" = String, Path, description = "The account's id, or its username"),
    ),
    request_body = MemberRoleBody,
    responses(
        (status = 200, description = "The members now", body = Answer<MemberList>),
        (status = 400, description = INVALID_ROLE, body = ErrorBody),
        (status = 403, description = NOT_MANAGER, body = ErrorBody),
        (status = 404, description = const_format::concatcp!(TEAM_NOT_FOUND, " / ", UNKNOWN_ACCOUNT), body = ErrorBody),
    ),
)]
pub(super) async fn set_member(
    State(app): State<AppState>,
    ids: PathSegments,
    request: ApiRequest,
) -> ApiResult<Answer<MemberList>> {
    let caller = authenticate(&app, &request).await?;
    let (id, account) = ids.or_unknown(TeamError::NotFound)?;
    let body: MemberRoleBody = request.body_as()?;
    let members = app
        .teams()
        .set_member(
            &caller.account,
            &id,
            &account,
            &body.role,
            &request.audit_by(&caller),
        )
        .await?;
    Ok(Answer::new(MemberList::of(members)))
}

#[utoipa::path(
    delete,
    path = "/teams/{id}/members/{account}",
    tag = TAG_TEAMS,
    operation_id = "removeTeamMember",
    summary = "Remove a member (the team's managers, admins, the owner), or leave the team (the member itself); its links stay the team's",
    security(("cookie" = []), ("secret" = [])),
    params(
        ("id" = String, Path, description = "The team's id"),
        ("account" = String, Path, description = "The account's id"),
    ),
    responses(
        (status = 200, description = "The members now", body = Answer<MemberList>),
        (status = 403, description = NOT_MANAGER, body = ErrorBody),
        (status = 404, description = const_format::concatcp!(TEAM_NOT_FOUND, " / ", NOT_MEMBER), body = ErrorBody),
    ),
)]
pub(super) async fn remove_member(
    State(app): State<AppState>,
    ids: PathSegments,
    request: ApiRequest,
) -> ApiResult<Answer<MemberList>> {
    let caller = authenticate(&app, &request).await?;
    let (id, account) = ids.or_unknown(TeamError::NotFound)?;
    let members = app
        .teams()
        .remove_member(&caller.account, &id, &account, &request.audit_by(&caller))
        .await?;
    Ok(Answer::new(MemberList::of(members)))
}
