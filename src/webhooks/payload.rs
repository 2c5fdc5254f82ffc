//! What a delivery's body says (docs/webhooks.md#payloads): the Standard
//! Webhooks envelope `{type, timestamp, data}` and the data of each kind
//! of event. Never an address, a full user agent or a password.

use super::visits::Visited;
use crate::domain::time::format_millis;
use crate::domain::visits::Device;
use crate::domain::webhooks::EventKind;
use crate::store::{AccountRecord, HookLink, HookVisit, LinkRecord};
use serde::Serialize;
use serde_json::{json, Value};

pub fn envelope(kind: &str, at: i64, data: Value) -> String {
    json!({ "type": kind, "timestamp": format_millis(at), "data": data }).to_string()
}

/// A link as events describe it; `default_host` is DOMAIN's host.
pub fn link_data(link: &LinkRecord, default_host: Option<&str>) -> Value {
    let time = |t: Option<i64>| t.map(format_millis);
    json!({
        "id": link.id,
        "domainId": link.domain_id,
        "domain": link.domain_host.as_deref().or(default_host),
        "slug": link.slug,
        "destination": link.destination,
        "title": link.title,
        "tags": link.tags,
        "author": link.author_username,
        "createdAt": format_millis(link.creation_date),
        "modifiedAt": format_millis(link.modified_date),
        "validFrom": time(link.valid_from),
        "expiresAt": time(link.expires_at),
        "maxVisits": link.max_visits,
        "passwordProtected": link.password_hash.is_some(),
        "publicStats": link.public_stats,
        "utm": link.utm.as_deref().and_then(|utm| serde_json::from_str::<Value>(utm).ok()),
        "preview": link.preview.as_deref().and_then(|p| serde_json::from_str::<Value>(p).ok()),
        "split": link.split.as_deref().and_then(|s| serde_json::from_str::<Value>(s).ok()),
    })
}

/// The fields an edit changed, by their API names.
pub fn changed_fields(before: &LinkRecord, after: &LinkRecord) -> Vec<&'static str> {
    let mut changed = Vec::new();
    let mut check = |name: &'static str, differs: bool| {
        if differs {
            changed.push(name);
        }
    };
    check("domain", before.domain_id != after.domain_id);
    check("slug", before.slug != after.slug);
    check("destination", before.destination != after.destination);
    check("title", before.title != after.title);
    check("notes", before.notes != after.notes);
    check("tags", before.tags != after.tags);
    check("publicStats", before.public_stats != after.public_stats);
    check("validFrom", before.valid_from != after.valid_from);
    check("expiresAt", before.expires_at != after.expires_at);
    check("maxVisits", before.max_visits != after.max_visits);
    check("expiredUrl", before.expired_url != after.expired_url);
    check("password", before.password_hash != after.password_hash);
    check(
        "redirectStatus",
        before.redirect_status != after.redirect_status,
    );
    check("forwardQuery", before.forward_query != after.forward_query);
    check("utm", before.utm != after.utm);
    check("preview", before.preview != after.preview);
    check("split", before.split != after.split);
    check("crawlable", before.crawlable != after.crawlable);
    check(
        "redirectRules",
        before.redirect_rules != after.redirect_rules,
    );
    changed
}

/// An account as instance-wide events describe it.
pub fn account_data(account: &AccountRecord) -> Value {
    json!({
        "id": account.id,
        "username": account.username,
        "role": account.role,
        "createdAt": format_millis(account.created_at),
        "disabledAt": account.disabled_at.map(format_millis),
    })
}

/// A `visit` delivery's body: the envelope of `visits`, written straight
/// from the events. A subscriber to every visit has this built for each
/// batch of them, so no `Value` tree is made for it.
pub fn visits_payload(at: i64, visits: &[Visited<'_>], default_host: Option<&str>) -> String {
    let body = Envelope {
        kind: EventKind::Visit.as_str(),
        timestamp: format_millis(at),
        data: VisitBatch {
            visits: visits
                .iter()
                .map(|&(visit, link)| VisitData::of(visit, link, default_host))
                .collect(),
        },
    };
    serde_json::to_string(&body).unwrap_or_default()
}

#[derive(Serialize)]
struct Envelope<T> {
    #[serde(rename = "type")]
    kind: &'static str,
    timestamp: String,
    data: T,
}

#[derive(Serialize)]
struct VisitBatch<'a> {
    visits: Vec<VisitData<'a>>,
}

/// One visit of a `visit` batch: the link, when, human or bot, and the
/// classification; never an address, a user agent or a visitor key.
#[derive(Serialize)]
struct VisitData<'a> {
    link: VisitedLink<'a>,
    at: String,
    bot: bool,
    referrer: Option<&'a str>,
    country: Option<&'a str>,
    device: &'static str,
    browser: Option<&'a str>,
    os: Option<&'a str>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct VisitedLink<'a> {
    id: &'a str,
    domain_id: &'a str,
    domain: Option<&'a str>,
    slug: &'a str,
}

impl<'a> VisitData<'a> {
    fn of(visit: &'a HookVisit, link: &'a HookLink, default_host: Option<&'a str>) -> Self {
        Self {
            link: VisitedLink {
                id: &link.link_id,
                domain_id: &link.domain_id,
                domain: link.domain_host.as_deref().or(default_host),
                slug: &link.slug,
            },
            at: format_millis(visit.at),
            bot: visit.bot,
            referrer: visit.referrer.as_deref(),
            country: visit.country.as_deref(),
            device: Device::name_of_code(visit.device),
            browser: visit.browser.as_deref(),
            os: visit.os.as_deref(),
        }
    }
}

/// What an `import.finished` event tells of an import.
pub struct ImportCounts<'a> {
    pub service: &'static str,
    pub rows: u64,
    pub imported: u64,
    pub skipped_existing: u64,
    pub skipped_invalid: u64,
    /// The skipped rows' report, when rows were skipped.
    pub report: Option<&'a str>,
    pub domains_created: &'a [String],
}

pub fn import_data(counts: &ImportCounts<'_>) -> Value {
    json!({
        "service": counts.service,
        "rows": counts.rows,
        "imported": counts.imported,
        "skippedExisting": counts.skipped_existing,
        "skippedInvalid": counts.skipped_invalid,
        "reportId": counts.report,
        "domainsCreated": counts.domains_created,
    })
}
