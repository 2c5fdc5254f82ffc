//! Export formats (docs/data.md#exporting): Lynx's JSON array and a guarded CSV, produced
//! page by page from the store so memory stays constant.

use crate::domain::accounts::LinkScope;
use crate::domain::time::format_millis;
use crate::store::{LinkRecord, Store, StoreError};
use bytes::Bytes;
use futures_util::Stream;
use serde_json::{json, Value};

/// Links read from the store per page.
const PAGE_SIZE: u32 = 500;

/// Lynx's columns, in Lynx's order, then Linkhop's (docs/lynx-compatibility.md):
/// the link's short domain (its host; empty on the default domain), its
/// campaign parameters, its preview card and its A/B split (JSON; empty
/// without them), and last the name of its team (empty for none).
pub const CSV_HEADER: &str = "id,slug,destination,author,creationDate,modifiedDate,visits,account,\
     humanVisits,botVisits,publicStats,validFrom,expiresAt,maxVisits,usedVisits,expiredUrl,\
     passwordHash,tags,title,notes,redirectStatus,forwardQuery,crawlable,redirectRules,domain,utm,preview,split,team\r\n";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExportFormat {
    Json,
    Csv,
}

impl ExportFormat {
    /// Exactly `json` or `csv`.
    pub fn parse(value: &str) -> Option<Self> {
        match value {
            "json" => Some(Self::Json),
            "csv" => Some(Self::Csv),
            _ => None,
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            Self::Json => "json",
            Self::Csv => "csv",
        }
    }

    pub fn content_type(self) -> &'static str {
        match self {
            Self::Json => "application/json; charset=utf-8",
            Self::Csv => "text/csv; charset=utf-8",
        }
    }

    pub fn opening(self) -> &'static str {
        match self {
            Self::Json => "[",
            Self::Csv => CSV_HEADER,
        }
    }

    pub fn closing(self) -> &'static str {
        match self {
            Self::Json => "]",
            Self::Csv => "",
        }
    }

    /// Appends one link; `first` says whether it is the first of the file.
    pub fn write_link(self, link: &LinkRecord, first: bool, out: &mut Vec<u8>) {
        match self {
            Self::Json => {
                if !first {
                    out.push(b',');
                }
                // Serialising a Value into memory cannot fail.
                let _ = serde_json::to_writer(&mut *out, &json_item(link));
            }
            Self::Csv => out.extend_from_slice(csv_line(link).as_bytes()),
        }
    }
}

/// `export-<uuid v4>.<ext>`
pub fn file_name(format: ExportFormat) -> String {
    format!("export-{}.{}", uuid::Uuid::new_v4(), format.extension())
}

/// One link in the JSON export and backup format, keys in Lynx's order,
/// then Linkhop's; `domain` is the short domain's host (punycode), `null`
/// on the default domain, so an import puts the link back on it; `team` is
/// its team's name (`null`: its author's own), which an import does not
/// read (its `team` field chooses one team for the whole file).
pub fn json_item(link: &LinkRecord) -> Value {
    json!({
        "id": link.id,
        "slug": link.slug,
        "destination": link.destination,
        "author": link.author,
        "creationDate": format_millis(link.creation_date),
        "modifiedDate": format_millis(link.modified_date),
        "visits": link.visits,
        "humanVisits": link.human_visits,
        "botVisits": link.bot_visits,
        "publicStats": link.public_stats,
        "validFrom": link.valid_from.map(format_millis),
        "expiresAt": link.expires_at.map(format_millis),
        "maxVisits": link.max_visits,
        "usedVisits": link.used_visits,
        "expiredUrl": link.expired_url,
        // The hash, never a password: a link moved to another Linkhop
        // keeps asking for the same password.
        "passwordHash": link.password_hash,
        "tags": link.tags,
        "title": link.title,
        "notes": link.notes,
        "redirectStatus": link.redirect_status,
        "forwardQuery": link.forward_query,
        "crawlable": link.crawlable,
        "redirectRules": rules_value(link),
        "domain": link.domain_host,
        "utm": json_value(link.utm.as_deref()),
        "preview": json_value(link.preview.as_deref()),
        "split": json_value(link.split.as_deref()),
        "team": link.team_name,
    })
}

/// A stored JSON column as JSON (`null` for none).
fn json_value(stored: Option<&str>) -> Value {
    stored
        .and_then(|text| serde_json::from_str(text).ok())
        .unwrap_or(Value::Null)
}

/// The stored rules as JSON (`[]` for none).
fn rules_value(link: &LinkRecord) -> Value {
    link.redirect_rules
        .as_deref()
        .and_then(|rules| serde_json::from_str(rules).ok())
        .unwrap_or(Value::Array(Vec::new()))
}

/// One CSV line, CRLF-terminated: every text value quoted and guarded.
pub fn csv_line(link: &LinkRecord) -> String {
    let text_cells = [
        link.id.as_str(),
        link.slug.as_str(),
        link.destination.as_str(),
        link.author.as_deref().unwrap_or(""),
        &format_millis(link.creation_date),
        &format_millis(link.modified_date),
    ]
    .map(csv_text)
    .join(",");
    let account = csv_text(link.author_username.as_deref().unwrap_or("n/a"));
    let date = |d: Option<i64>| csv_text(&d.map(format_millis).unwrap_or_default());
    let number = |n: Option<i64>| n.map(|n| n.to_string()).unwrap_or_default();
    let opt = |t: Option<&str>| csv_text(t.unwrap_or(""));
    let rules = match rules_value(link) {
        Value::Array(rules) if rules.is_empty() => String::new(),
        rules => rules.to_string(),
    };
    format!(
        "{text},{},{account},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}\r\n",
        link.visits,
        link.human_visits,
        link.bot_visits,
        link.public_stats,
        date(link.valid_from),
        date(link.expires_at),
        number(link.max_visits),
        link.used_visits,
        opt(link.expired_url.as_deref()),
        opt(link.password_hash.as_deref()),
        csv_text(&link.tags.join(",")),
        opt(link.title.as_deref()),
        opt(link.notes.as_deref()),
        number(link.redirect_status.map(i64::from)),
        link.forward_query,
        link.crawlable,
        csv_text(&rules),
        opt(link.domain_host.as_deref()),
        opt(link.utm.as_deref()),
        opt(link.preview.as_deref()),
        opt(link.split.as_deref()),
        opt(link.team_name.as_deref()),
        text = text_cells,
    )
}

/// A quoted CSV text cell; a leading `=`, `+`, `-` or `@` gets an
/// apostrophe so spreadsheets do not run it as a formula.
pub fn csv_text(value: &str) -> String {
    let guard = if value.starts_with(['=', '+', '-', '@']) {
        "'"
    } else {
        ""
    };
    format!("\"{guard}{}\"", value.replace('"', "\"\""))
}

enum Cursor {
    Start,
    After(i64, String),
    End,
    Done,
}

/// The export file of `scope` as a stream of chunks, one store page each.
pub fn export_stream(
    store: Store,
    scope: LinkScope,
    format: ExportFormat,
) -> impl Stream<Item = Result<Bytes, StoreError>> + Send + 'static {
    futures_util::stream::try_unfold(Cursor::Start, move |cursor| {
        let store = store.clone();
        let scope = scope.clone();
        async move {
            let (after, first) = match &cursor {
                Cursor::Done => return Ok(None),
                Cursor::End => {
                    return Ok(Some((
                        Bytes::from_static(format.closing().as_bytes()),
                        Cursor::Done,
                    )))
                }
                Cursor::Start => (None, true),
                Cursor::After(date, id) => (Some((*date, id.as_str())), false),
            };
            let page = store.export_links_page(&scope, after, PAGE_SIZE).await?;
            let mut out = Vec::with_capacity(page.len() * 200);
            if first {
                out.extend_from_slice(format.opening().as_bytes());
            }
            for (i, link) in page.iter().enumerate() {
                format.write_link(link, first && i == 0, &mut out);
            }
            let next = match page.last() {
                Some(last) if page.len() == PAGE_SIZE as usize => {
                    Cursor::After(last.creation_date, last.id.clone())
                }
                _ => Cursor::End,
            };
            Ok(Some((Bytes::from(out), next)))
        }
    })
}

/// Every link of `scope`, in export order, one page at a time.
pub async fn for_each_link(
    store: &Store,
    scope: &LinkScope,
    mut visit: impl FnMut(&LinkRecord) -> std::io::Result<()>,
) -> Result<u64, anyhow::Error> {
    let mut after: Option<(i64, String)> = None;
    let mut count = 0u64;
    loop {
        let page = store
            .export_links_page(
                scope,
                after.as_ref().map(|(d, i)| (*d, i.as_str())),
                PAGE_SIZE,
            )
            .await?;
        for link in &page {
            visit(link)?;
            count += 1;
        }
        match page.last() {
            Some(last) if page.len() == PAGE_SIZE as usize => {
                after = Some((last.creation_date, last.id.clone()));
            }
            _ => return Ok(count),
        }
    }
}

#[cfg(test)]
#[path = "export_tests.rs"]
mod tests;
