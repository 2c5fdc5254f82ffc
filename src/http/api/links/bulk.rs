//! `PATCH /api/link/bulk` (`bulkEditLinks`, docs/bulk-edit.md): one change
//! applied to many links, or a dry run of it. The edit runs in a task of
//! its own, so a client that goes away does not stop it between chunks;
//! with `Accept: application/x-ndjson` the answer streams its progress.

use super::bulk_work::Work;
use crate::domain::bulk_edit::{DestinationReplace, TagChange, MAX_BULK_IDS};
use crate::http::api::links::controls::{read_controls, ControlsBody};
use crate::http::api::links::list::{LinkFilterBody, ListParams};
use crate::http::api::openapi::TAG_LINKS;
use crate::http::auth::{authenticate, ApiRequest};
use crate::http::error::{ApiError, ApiResult, ErrorBody};
use crate::http::messages as m;
use crate::http::messages::invalid_types;
use crate::http::patch::Patch;
use crate::http::request_body::RequestBody;
use crate::http::respond::Answer;
use crate::http::AppState;
use crate::links::{BulkChange, BulkReport, BulkRun, LinkResult, Manager, Selection};
use crate::transfer::Progress;
use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tokio::sync::mpsc;
use utoipa::ToSchema;

/// Bulk edits running at once on an instance; more wait for none and are
/// told to come back (each holds a chunk of links in memory and the
/// database's writer for a moment per chunk).
pub const BULK_EDITS_AT_ONCE: usize = 2;
/// Changes and refusals an answer lists (all are counted).
const SHOWN: usize = 100;
/// The media type of the streamed answer.
const NDJSON: &str = "application/x-ndjson";

/// A find and replace in the destination.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ReplaceBody {
    /// 1 to 1000 characters: a literal, or a pattern (the Rust `regex`
    /// crate's syntax) when `pattern` is true.
    #[schema(min_length = 1, max_length = 1000)]
    pub find: String,
    /// What replaces each match (at most 1000 characters); in a pattern's,
    /// `$1` or `${name}` is a group and `$$` a dollar sign.
    #[schema(max_length = 1000)]
    pub with: String,
    #[serde(default)]
    pub pattern: bool,
}

/// The selection (`ids` or `filter`) and the change; absent fields are
/// left as they are, `null` removes a value.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BulkEditBody {
    /// The links to change, at most 20000; or `filter`.
    pub ids: Option<Vec<String>>,
    /// Every link of the caller's that these list filters match, at most
    /// 100000; or `ids`.
    pub filter: Option<LinkFilterBody>,
    /// Answer the exact change per link without writing anything.
    #[serde(default)]
    pub dry_run: Option<bool>,
    /// Tags to add (at most 50).
    pub add_tags: Option<Vec<String>>,
    /// Tags to remove (at most 50); a tag also added is removed.
    pub remove_tags: Option<Vec<String>>,
    /// Set (ISO 8601) or, with `null`, clear the expiry.
    #[schema(value_type = Option<String>, format = DateTime)]
    #[serde(default)]
    pub expires_at: Patch<String>,
    #[schema(value_type = Option<i64>, minimum = 1, maximum = 1_000_000_000_000_i64)]
    #[serde(default)]
    pub max_visits: Patch<i64>,
    /// 301, 302, 307 or 308; `null` follows REDIRECT_STATUS.
    #[schema(value_type = Option<u16>)]
    #[serde(default)]
    pub redirect_status: Patch<i64>,
    pub forward_query: Option<bool>,
    pub crawlable: Option<bool>,
    pub replace: Option<ReplaceBody>,
    /// Move the links into the team with this id, or with `null` out of
    /// their teams to the caller's own account (docs/teams.md). A move
    /// goes alone, without other changes.
    #[schema(value_type = Option<String>)]
    #[serde(default)]
    pub team: Patch<String>,
}

impl RequestBody for BulkEditBody {}

/// One changed field of a link, before and after, as its history shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct FieldDiffView {
    pub field: String,
    /// Any JSON value (the field's type).
    pub before: Value,
    pub after: Value,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LinkDiffView {
    pub id: String,
    pub slug: String,
    /// The link's short domain; `null` for the default one.
    pub domain: Option<String>,
    pub fields: Vec<FieldDiffView>,
}

/// A link left as it was, with the status and message a single edit of it
/// would have been answered with.
#[derive(Debug, Serialize, ToSchema)]
pub struct RefusalView {
    pub id: String,
    /// `null` for an id that names no link.
    pub slug: Option<String>,
    pub status: u16,
    pub message: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BulkEditResult {
    pub dry_run: bool,
    pub selected: u64,
    pub changed: u64,
    pub unchanged: u64,
    pub refused: u64,
    /// The first 100 changes, in the selection's order.
    pub changes: Vec<LinkDiffView>,
    /// The first 100 refusals, in the selection's order.
    pub refusals: Vec<RefusalView>,
}

impl From<BulkReport> for BulkEditResult {
    fn from(report: BulkReport) -> Self {
        Self {
            dry_run: report.dry_run,
            selected: report.selected,
            changed: report.changed,
            unchanged: report.unchanged,
            refused: report.refused,
            changes: report
                .changes
                .into_iter()
                .map(|diff| LinkDiffView {
                    id: diff.id,
                    slug: diff.slug,
                    domain: diff.domain,
                    fields: diff
                        .fields
                        .into_iter()
                        .map(|f| FieldDiffView {
                            field: f.field,
                            before: f.before,
                            after: f.after,
                        })
                        .collect(),
                })
                .collect(),
            refusals: report
                .refusals
                .into_iter()
                .map(|refusal| {
                    let error = ApiError::from(refusal.reason);
                    RefusalView {
                        id: refusal.id,
                        slug: refusal.slug,
                        status: error.status().as_u16(),
                        message: error.to_string(),
                    }
                })
                .collect(),
        }
    }
}

#[utoipa::path(
    patch,
    path = "/link/bulk",
    tag = TAG_LINKS,
    operation_id = "bulkEditLinks",
    summary = "Apply one change to many links (tags, expiry, limit, status, query forwarding, crawlability, destination find and replace), or preview it with dryRun",
    description = "Links are written 500 to a transaction, each with its history entry (via `bulk`). With `Accept: application/x-ndjson` the answer is a stream of lines: `{\"progress\":{\"done\":…,\"total\":…}}` after each chunk, then the answer's JSON as one line.",
    security(("cookie" = []), ("secret" = []), ("token" = ["links:write"])),
    request_body = BulkEditBody,
    responses(
        (status = 200, description = "What changed (or would change), what was refused and why", body = Answer<BulkEditResult>),
        (status = 400, description = const_format::concatcp!(invalid_types!(), "<fields> / ", m::BULK_SELECTION, " / ", m::BULK_NO_CHANGE, " / ", m::BULK_MOVE_ALONE, " / ", m::TOO_MANY_BULK_IDS, " / ", m::INVALID_TAGS_MODE, " / ", m::INVALID_STATE, " / ", m::TOO_MANY_TAG_FILTERS), body = ErrorBody),
        (status = 403, description = m::TEAM_NOT_ALLOWED, body = ErrorBody),
        (status = 422, description = const_format::concatcp!(m::UNKNOWN_TEAM, " / ", m::TOO_MANY_BULK_LINKS, " / ", m::INVALID_REPLACE, " / ", m::INVALID_TAGS, " / ", m::INVALID_EXPIRES_AT, " / ", m::INVALID_MAX_VISITS, " / ", m::INVALID_REDIRECT_STATUS), body = ErrorBody),
        (status = 429, description = m::BULK_BUSY, body = ErrorBody),
    ),
)]
pub(super) async fn bulk_edit_links(
    State(app): State<AppState>,
    request: ApiRequest,
) -> ApiResult<Response> {
    let caller = authenticate(&app, &request).await?;
    let body: BulkEditBody = request.body_as()?;
    let selection = match (body.ids, body.filter) {
        (Some(ids), None) if ids.len() > MAX_BULK_IDS => {
            return Err(ApiError::BadRequest(m::TOO_MANY_BULK_IDS.into()))
        }
        (Some(ids), None) => Selection::Ids(ids),
        (None, Some(filter)) => Selection::Filter(ListParams::from(filter).into_request()?),
        _ => return Err(ApiError::BadRequest(m::BULK_SELECTION.into())),
    };
    let fields = BulkChangeFields {
        add_tags: body.add_tags,
        remove_tags: body.remove_tags,
        expires_at: body.expires_at,
        max_visits: body.max_visits,
        redirect_status: body.redirect_status,
        forward_query: body.forward_query,
        crawlable: body.crawlable,
        replace: body.replace,
    };
    let work = match body.team {
        Patch::Absent => Work::Edit(read_change(&fields)?),
        _ if !fields.is_empty() => return Err(ApiError::BadRequest(m::BULK_MOVE_ALONE.into())),
        Patch::Null => Work::Move(None),
        Patch::Value(team) => Work::Move(Some(team)),
    };
    let permit = app
        .bulk_edits
        .clone()
        .try_acquire_owned()
        .map_err(|_| ApiError::Busy {
            message: m::BULK_BUSY.into(),
            retry_after_secs: 5,
        })?;
    let manager = Manager::from(&caller).from_address(&request.client);
    let run = BulkRun {
        dry_run: body.dry_run.unwrap_or(false),
        shown: SHOWN,
    };
    if !wants_stream(&request.headers) {
        let task = tokio::spawn(async move {
            let _permit = permit;
            work.run(&app, selection, &manager, run, &crate::transfer::Silent)
                .await
        });
        let report = task.await.map_err(ApiError::internal)??;
        return Ok(Answer::new(BulkEditResult::from(report)).into_response());
    }
    let (lines, receiver) = mpsc::channel(16);
    tokio::spawn(async move {
        let _permit = permit;
        let progress = LineProgress {
            lines: lines.clone(),
            total: std::sync::atomic::AtomicU64::new(0),
        };
        let result = work.run(&app, selection, &manager, run, &progress).await;
        // A client that went away hears nothing; the edit is done anyway.
        let _ = lines.send(last_line(result)).await;
    });
    let stream = futures_util::stream::unfold(receiver, |mut receiver| async move {
        let line = receiver.recv().await?;
        Some((Ok::<Bytes, std::convert::Infallible>(line), receiver))
    });
    let mut response = Response::new(Body::from_stream(stream));
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(NDJSON));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

/// The change's fields of the body, checked by their rules.
struct BulkChangeFields {
    add_tags: Option<Vec<String>>,
    remove_tags: Option<Vec<String>>,
    expires_at: Patch<String>,
    max_visits: Patch<i64>,
    redirect_status: Patch<i64>,
    forward_query: Option<bool>,
    crawlable: Option<bool>,
    replace: Option<ReplaceBody>,
}

impl BulkChangeFields {
    /// Whether no field is changed (a move's body must be so).
    fn is_empty(&self) -> bool {
        self.add_tags.is_none()
            && self.remove_tags.is_none()
            && matches!(self.expires_at, Patch::Absent)
            && matches!(self.max_visits, Patch::Absent)
            && matches!(self.redirect_status, Patch::Absent)
            && self.forward_query.is_none()
            && self.crawlable.is_none()
            && self.replace.is_none()
    }
}

fn read_change(fields: &BulkChangeFields) -> Result<BulkChange, ApiError> {
    let tags = TagChange::new(
        fields.add_tags.iter().flatten().map(String::as_str),
        fields.remove_tags.iter().flatten().map(String::as_str),
    )
    .map_err(|e| ApiError::from(crate::domain::links::LinkError::from(e)))?;
    // The controls' own rules, as an edit applies them.
    let controls = read_controls(&ControlsBody {
        expires_at: fields.expires_at.clone(),
        max_visits: fields.max_visits.clone(),
        redirect_status: fields.redirect_status.clone(),
        ..ControlsBody::default()
    })?;
    let replace = match &fields.replace {
        None => None,
        Some(body) if body.pattern => Some(DestinationReplace::pattern(&body.find, &body.with)),
        Some(body) => Some(DestinationReplace::literal(&body.find, &body.with)),
    }
    .transpose()
    .map_err(|_| ApiError::Unprocessable(m::INVALID_REPLACE.into()))?;
    let change = BulkChange {
        tags,
        expires_at: controls.expires_at,
        max_visits: controls.max_visits,
        redirect_status: controls.redirect_status,
        forward_query: fields.forward_query,
        crawlable: fields.crawlable,
        replace,
    };
    if change.is_empty() {
        return Err(ApiError::BadRequest(m::BULK_NO_CHANGE.into()));
    }
    Ok(change)
}

/// Whether the client asks for the streamed answer.
fn wants_stream(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::ACCEPT)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|media| media.split(';').next().is_some_and(|t| t.trim() == NDJSON))
}

/// Progress as lines of the streamed answer; a line the client is too slow
/// for is skipped (the next one says more).
struct LineProgress {
    lines: mpsc::Sender<Bytes>,
    total: std::sync::atomic::AtomicU64,
}

impl Progress for LineProgress {
    fn total(&self, rows: u64) {
        self.total.store(rows, std::sync::atomic::Ordering::Relaxed);
        self.advanced(0);
    }

    fn advanced(&self, done: u64) {
        let total = self.total.load(std::sync::atomic::Ordering::Relaxed);
        let line = serde_json::json!({"progress": {"done": done, "total": total}});
        let _ = self.lines.try_send(ndjson_line(&line));
    }
}

/// The streamed answer's last line: the answer a plain request gets.
fn last_line(result: LinkResult<BulkReport>) -> Bytes {
    match result {
        Ok(report) => ndjson_line(&Answer::new(BulkEditResult::from(report))),
        Err(error) => {
            let error = ApiError::from(error);
            if let ApiError::Internal(cause) = &error {
                tracing::error!(error = ?cause, "bulk edit failed");
            }
            ndjson_line(&error.wire())
        }
    }
}

fn ndjson_line<T: Serialize>(value: &T) -> Bytes {
    let mut line = serde_json::to_vec(value).unwrap_or_else(|_| b"{\"success\":false}".to_vec());
    line.push(b'\n');
    Bytes::from(line)
}
