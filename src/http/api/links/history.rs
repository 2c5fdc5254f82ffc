//! A link's history (docs/history.md): `GET /api/link/{id}/history`,
//! `POST /api/link/{id}/revert`, `GET /api/link/deleted` and
//! `POST /api/link/{id}/restore`.

use crate::domain::link_history::{changed_fields, LinkFields};
use crate::domain::links::LinkError;
use crate::domain::time::format_millis;
use crate::http::api::openapi::TAG_LINKS;
use crate::http::api::views::LinkView;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiResult, ErrorBody};
use crate::http::messages as m;
use crate::http::messages::{invalid_types, missing_fields};
use crate::http::page_query::PageRule;
use crate::http::path_segment::PathSegment;
use crate::http::request_body::RequestBody;
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::links::Manager;
use crate::redirects::ServedDomains;
use crate::store::HistoryEntry;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use utoipa::{IntoParams, ToSchema};

/// One change to a link.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HistoryEntryView {
    /// 1 for the link's first recorded change, then one more each change.
    #[schema(minimum = 1)]
    pub version: i64,
    #[schema(format = DateTime)]
    pub at: String,
    /// `created`, `edited`, `deleted`, `restored` or `reverted`.
    #[schema(pattern = "^(created|edited|deleted|restored|reverted)$")]
    pub action: &'static str,
    /// The account that made the change (its username as it was then);
    /// `null` for the command line.
    #[schema(required = true)]
    pub account: Option<ActorView>,
    /// `dashboard` (a signed-in session), `token`, `secret`, `cli`,
    /// `import` or `bulk`.
    #[schema(pattern = "^(dashboard|token|secret|cli|import|bulk)$")]
    pub via: &'static str,
    /// The API token's name, for `via: token`.
    #[schema(required = true)]
    pub via_name: Option<String>,
    /// The fields the change set, as named in `before` and `after`.
    pub changed: Vec<String>,
    /// The link's fields before the change; `null` for a creation or a
    /// restore. The password shows only as `hasPassword`; `domain` is the
    /// host of `domainId` (`null` on the default domain).
    #[schema(required = true, value_type = Option<Object>)]
    pub before: Option<Map<String, Value>>,
    /// The link's fields after the change; `null` for a deletion.
    #[schema(required = true, value_type = Option<Object>)]
    pub after: Option<Map<String, Value>>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ActorView {
    #[schema(required = true)]
    pub id: Option<String>,
    #[schema(required = true)]
    pub username: Option<String>,
}

impl From<&HistoryEntry> for HistoryEntryView {
    fn from(entry: &HistoryEntry) -> Self {
        let shown = |fields: &Option<LinkFields>| fields.as_ref().map(LinkFields::shown);
        let changed = match (&entry.before, &entry.after) {
            (Some(before), Some(after)) => changed_fields(before, after),
            (None, Some(only)) | (Some(only), None) => only.shown().keys().cloned().collect(),
            (None, None) => Vec::new(),
        };
        let actor = &entry.actor;
        Self {
            version: entry.version,
            at: format_millis(entry.at),
            action: entry.action.as_str(),
            account: (actor.account_id.is_some() || actor.username.is_some()).then(|| ActorView {
                id: actor.account_id.clone(),
                username: actor.username.clone(),
            }),
            via: actor.via.as_str(),
            via_name: actor.via_name.clone(),
            changed,
            before: shown(&entry.before),
            after: shown(&entry.after),
        }
    }
}

impl HistoryEntryView {
    /// With each side's `domain`: the host of its `domainId` (`null` on
    /// the default domain, or for a domain removed since).
    fn with_hosts(mut self, domains: &ServedDomains) -> Self {
        for fields in [&mut self.before, &mut self.after].into_iter().flatten() {
            let host = fields
                .get("domainId")
                .and_then(Value::as_str)
                .and_then(|id| domains.by_id(id))
                .and_then(|domain| domain.host.as_deref().map(str::to_owned));
            fields.insert("domain".to_owned(), host.map_or(Value::Null, Value::String));
        }
        self
    }
}

/// A page of a link's changes, oldest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct LinkHistory {
    pub entries: Vec<HistoryEntryView>,
    /// The `before` of the page of older changes; `null` when this page
    /// holds the first.
    #[schema(required = true, minimum = 1)]
    pub older: Option<i64>,
}

/// Which page of a link's history: the newest changes unless `before`.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LinkHistoryParams {
    /// Changes before this version: the `older` of the page after it.
    pub before: Option<String>,
    /// 1–500 (default 100).
    pub limit: Option<String>,
}

/// Changes a page holds unless `limit` says otherwise, and at most.
const HISTORY_PAGES: PageRule = PageRule {
    default_limit: 100,
    max_limit: 500,
    invalid: m::INVALID_HISTORY_PAGE,
};

/// A deleted link that can be restored.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeletedLinkView {
    /// The id it is restored with.
    pub id: String,
    pub slug: String,
    /// The short domain's host; `null` on the default domain (or a domain
    /// removed since).
    #[schema(required = true)]
    pub domain: Option<String>,
    pub destination: String,
    /// The id of the team it was in, and comes back in; `null`: its
    /// author's own.
    #[schema(required = true)]
    pub team: Option<String>,
    #[schema(format = DateTime)]
    pub deleted_at: String,
    /// Who deleted it and through what, as in its history.
    pub deletion: HistoryEntryView,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeletedLinks {
    /// Newest deletion first, at most 500.
    pub links: Vec<DeletedLinkView>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct RevertBody {
    /// The version whose resulting fields the link gets back.
    #[schema(minimum = 1)]
    pub version: i64,
}

impl RequestBody for RevertBody {}

#[utoipa::path(
    get,
    path = "/link/{id}/history",
    tag = TAG_LINKS,
    operation_id = "linkHistory",
    summary = "A link's changes, a page at a time from the newest: who made each, when, through what, and its fields before and after",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:read"])),
    params(("id" = String, Path, description = "The link's id (also a deleted link's, while it can be restored)"), LinkHistoryParams),
    responses(
        (status = 200, description = "A page of changes, oldest first", body = Answer<LinkHistory>),
        (status = 400, description = m::INVALID_HISTORY_PAGE, body = ErrorBody),
        (status = 404, description = m::LINK_NOT_FOUND, body = ErrorBody),
    ),
)]
pub(super) async fn link_history(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<LinkHistory>> {
    let caller = authenticate(&app, &request).await?;
    let id = id.or_unknown(LinkError::NotFound)?;
    let params: LinkHistoryParams = request.query.typed()?;
    let asked = HISTORY_PAGES.read(params.before.as_deref(), params.limit.as_deref())?;
    let page = app
        .links()
        .history(&id, &Manager::from(&caller), asked.before, asked.limit)
        .await?;
    let domains = app.redirects.domains();
    Ok(Answer::new(LinkHistory {
        entries: page
            .entries
            .iter()
            .map(|entry| HistoryEntryView::from(entry).with_hosts(domains))
            .collect(),
        older: page.older,
    }))
}

#[utoipa::path(
    post,
    path = "/link/{id}/revert",
    tag = TAG_LINKS,
    operation_id = "revertLink",
    summary = "Set a link back to its fields after one of its changes (checked as an edit; recorded as a revert)",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    params(("id" = String, Path, description = "The link's id")),
    request_body = RevertBody,
    responses(
        (status = 200, description = "The link as reverted", body = Answer<LinkView>),
        (status = 400, description = concat!(missing_fields!(), "version / ", invalid_types!(), "version"), body = ErrorBody),
        (status = 403, description = m::NOT_EDITABLE, body = ErrorBody),
        (status = 404, description = const_format::concatcp!(m::LINK_NOT_FOUND, " / ", m::UNKNOWN_HISTORY_VERSION), body = ErrorBody),
        (status = 409, description = const_format::concatcp!(m::SLUG_TAKEN, " / ", m::DESTINATION_TAKEN), body = ErrorBody),
        (status = 422, description = const_format::concatcp!(m::VERSION_DELETED_LINK, " / ", m::UNKNOWN_DOMAIN, " / ", m::RESERVED_SLUG), body = ErrorBody),
    ),
)]
pub(super) async fn revert_link(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<LinkView>> {
    let caller = authenticate(&app, &request).await?;
    let body: RevertBody = request.body_as()?;
    let id = id.or_unknown(LinkError::NotFound)?;
    let links = app.links();
    let manager = Manager::from(&caller);
    let link = links.editable(&id, &manager).await?;
    let reverted = links.revert(&link, body.version, manager.actor()).await?;
    Ok(Answer::new(reverted.into()))
}

#[utoipa::path(
    get,
    path = "/link/deleted",
    tag = TAG_LINKS,
    operation_id = "deletedLinks",
    summary = "Links deleted within LINK_HISTORY_DAYS that can be restored, of those the caller may manage",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:read"])),
    responses(
        (status = 200, description = "Newest deletion first", body = Answer<DeletedLinks>),
    ),
)]
pub(super) async fn deleted_links(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Answer<DeletedLinks>> {
    let caller = authenticate(&app, &request).await?;
    let deleted = app.links().deleted(&Manager::from(&caller)).await?;
    let domains = app.redirects.domains();
    let links = deleted
        .iter()
        .filter_map(|entry| {
            let fields = entry.before.as_ref()?;
            Some(DeletedLinkView {
                id: entry.link_id.clone(),
                slug: fields.slug.clone(),
                domain: domains
                    .by_id(&fields.domain_id)
                    .and_then(|d| d.host.as_deref().map(str::to_owned)),
                destination: fields.destination.clone(),
                team: entry.team_id.clone(),
                deleted_at: format_millis(entry.at),
                deletion: HistoryEntryView::from(entry).with_hosts(domains),
            })
        })
        .collect();
    Ok(Answer::new(DeletedLinks { links }))
}

#[utoipa::path(
    post,
    path = "/link/{id}/restore",
    tag = TAG_LINKS,
    operation_id = "restoreLink",
    summary = "Bring back a deleted link with its id, slug and fields (its visit counters start from zero)",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    params(("id" = String, Path, description = "The deleted link's id")),
    responses(
        (status = 200, description = "The restored link", body = Answer<LinkView>),
        (status = 404, description = m::NOT_RESTORABLE, body = ErrorBody),
        (status = 409, description = const_format::concatcp!(m::SLUG_TAKEN, " / ", m::DESTINATION_TAKEN), body = ErrorBody),
        (status = 422, description = m::UNKNOWN_DOMAIN, body = ErrorBody),
    ),
)]
pub(super) async fn restore_link(
    State(app): State<AppState>,
    id: PathSegment,
    request: ApiRequest,
) -> ApiResult<Answer<LinkView>> {
    let caller = authenticate(&app, &request).await?;
    let id = id.or_unknown(LinkError::NotRestorable)?;
    let manager = Manager::from(&caller);
    let restored = app.links().restore(&id, &manager).await?;
    Ok(Answer::new(restored.into()))
}
