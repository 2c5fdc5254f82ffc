//! The field rules every import format shares (docs/data.md#what-is-checked): dates, visit
//! counts, ids, and the checks a slug and a destination must pass.

use super::controls::{finish_controls, RawControls};
use super::problems::{destination_problem, slug_problem, Rejected, SkipReason};
use super::{ImportDomain, ImportedLink};
use crate::domain::links::{Destination, LinkError, ReservedNames, Slug};
use crate::domain::time::parse_iso;

/// The trimmed cells of one CSV row.
pub(super) struct Cells<'a>(pub &'a [String]);

impl Cells<'_> {
    /// The cell at `i`; empty when the row is shorter.
    pub fn get(&self, i: usize) -> &str {
        self.0.get(i).map(String::as_str).unwrap_or("")
    }

    /// The cell at `i` when that column exists and the cell is not empty.
    pub fn optional(&self, i: Option<usize>) -> Option<&str> {
        i.map(|i| self.get(i)).filter(|v| !v.is_empty())
    }
}

pub(super) fn column(header: &[String], name: &str) -> Option<usize> {
    header.iter().position(|h| h == name)
}

/// The first of `names` found in `header`, ignoring case (for exports whose
/// column titles vary between versions).
pub(super) fn column_any(header: &[String], names: &[&str]) -> Option<usize> {
    names
        .iter()
        .find_map(|name| header.iter().position(|h| h.eq_ignore_ascii_case(name)))
}

/// A Unix time in seconds as ISO 8601 text; `None` outside chrono's range.
pub(super) fn unix_seconds(seconds: i64) -> Option<String> {
    chrono::DateTime::from_timestamp(seconds, 0).map(|t| t.to_rfc3339())
}

/// Finds `names` in `header`, or lists the missing ones in declared order.
pub(super) fn required(header: &[String], names: &[&str]) -> Result<Vec<usize>, Vec<String>> {
    let found: Vec<Option<usize>> = names.iter().map(|n| column(header, n)).collect();
    if found.iter().all(Option::is_some) {
        return Ok(found.into_iter().flatten().collect());
    }
    Err(names
        .iter()
        .zip(&found)
        .filter(|(_, f)| f.is_none())
        .map(|(n, _)| (*n).to_owned())
        .collect())
}

pub(super) enum RawVisits {
    Text(String),
    /// A JSON number: `None` when it is not an integer (or is negative);
    /// integers past the 64-bit range saturate, to be capped later.
    Number(Option<i64>),
}

impl RawVisits {
    /// A JSON number's count.
    pub fn number(n: &serde_json::Number) -> Self {
        Self::Number(n.as_i64().or_else(|| n.as_u64().map(|_| i64::MAX)))
    }
}

pub(super) struct RawLink {
    pub id: Option<String>,
    /// The host of the short domain the file puts the link on; `None`
    /// when it names none (see [`ImportDomain::Unnamed`]).
    pub domain: Option<String>,
    pub slug: String,
    pub destination: String,
    pub author: Option<String>,
    pub creation_date: Option<String>,
    pub modified_date: Option<String>,
    pub visits: Option<RawVisits>,
    /// Linkhop's own exports only: `humanVisits`, `botVisits` and
    /// `publicStats` (see [`Split`]).
    pub split: Split,
    pub controls: RawControls,
}

/// What a Linkhop export adds to Lynx's fields. The split is kept when
/// both parts are counts that add up to `visits` (or stand for it when
/// `visits` is missing); otherwise every imported visit counts as human.
/// An unreadable value never makes the row invalid: Lynx does not know it.
#[derive(Default)]
pub(super) struct Split {
    pub human_visits: Option<RawVisits>,
    pub bot_visits: Option<RawVisits>,
    pub public_stats: Option<bool>,
}

impl RawVisits {
    fn count(self) -> Option<i64> {
        match self {
            Self::Number(n) => n.filter(|n| *n >= 0),
            Self::Text(text) => parse_visits(&text),
        }
    }
}

/// `true`/`false` as a cell of a CSV row, in any case; other values: unknown.
pub(super) fn parse_flag(text: &str) -> Option<bool> {
    match text.to_ascii_lowercase().as_str() {
        "true" => Some(true),
        "false" => Some(false),
        _ => None,
    }
}

/// The field rules shared by every format.
pub(super) fn finish(
    raw: RawLink,
    reserved: &ReservedNames,
    now: i64,
) -> Result<ImportedLink, Rejected> {
    let reject = |reason| Rejected::new(Some(&raw.slug), reason);
    let slug = match Slug::parse_imported(&raw.slug, reserved) {
        Ok(slug) => slug,
        Err(LinkError::ReservedSlug) => return Err(reject(SkipReason::ReservedSlug)),
        Err(_) => return Err(reject(SkipReason::InvalidSlug(slug_problem(&raw.slug)))),
    };
    let destination = parse_destination(&raw.destination).map_err(reject)?;
    let invalid = |field| reject(SkipReason::InvalidValue(field));
    let creation_date = match &raw.creation_date {
        None => now,
        Some(text) => parse_iso(text).ok_or_else(|| invalid("creationDate"))?,
    };
    let modified_date = match &raw.modified_date {
        None => creation_date,
        Some(text) => parse_iso(text).ok_or_else(|| invalid("modifiedDate"))?,
    };
    let visits = match raw.visits {
        None => None,
        Some(raw) => Some(raw.count().ok_or_else(|| invalid("visits"))?),
    };
    let (controls, used_visits) = finish_controls(raw.controls).map_err(reject)?;
    let human = raw.split.human_visits.and_then(RawVisits::count);
    let bot = raw.split.bot_visits.and_then(RawVisits::count);
    let (visits, human_visits, bot_visits) = match (visits, human, bot) {
        (visits, Some(human), Some(bot))
            if human.checked_add(bot).is_some()
                && visits.is_none_or(|visits| visits == human + bot) =>
        {
            (human + bot, human, bot)
        }
        (visits, _, _) => (visits.unwrap_or(0), visits.unwrap_or(0), 0),
    };
    Ok(ImportedLink {
        id: raw.id.as_deref().and_then(normalize_uuid),
        domain: raw
            .domain
            .map_or(ImportDomain::Unnamed, ImportDomain::Named),
        slug: slug.into_string(),
        destination,
        author: raw.author.filter(|a| !a.is_empty()),
        creation_date,
        modified_date,
        visits,
        human_visits,
        bot_visits,
        public_stats: raw.split.public_stats.unwrap_or(false),
        controls,
        used_visits,
    })
}

/// The destination rule, with one repair: spaces become `%20`. Lynx stored
/// such destinations and redirected to them percent-encoded (Express
/// encodes a redirect's URL), so the imported link sends visitors to the
/// very address Lynx sent them to.
fn parse_destination(value: &str) -> Result<String, SkipReason> {
    if let Ok(destination) = Destination::parse(value) {
        return Ok(destination.into_string());
    }
    let repaired = value.replace(' ', "%20");
    Destination::parse(&repaired)
        .map(Destination::into_string)
        .map_err(|_| SkipReason::InvalidDestination(destination_problem(value)))
}

/// Digits only; a count past the 64-bit range saturates (to be capped by
/// the import, see `MAX_IMPORTED_VISITS`).
fn parse_visits(text: &str) -> Option<i64> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(text.parse().unwrap_or(i64::MAX))
}

/// A UUID in its lower-case hyphenated form; other spellings are not ids.
fn normalize_uuid(value: &str) -> Option<String> {
    let lower = value.to_ascii_lowercase();
    let parsed = uuid::Uuid::parse_str(&lower).ok()?;
    let canonical = parsed.hyphenated().to_string();
    (canonical == lower).then_some(canonical)
}

/// Undoes the export's spreadsheet guard: `'=x` → `=x` (also `+`, `-`, `@`).
pub fn remove_formula_guard(value: &str) -> &str {
    match value.strip_prefix('\'') {
        Some(rest) if rest.starts_with(['=', '+', '-', '@']) => rest,
        _ => value,
    }
}

/// Without one leading and one trailing `/`.
pub(super) fn strip_one_slash(value: &str) -> &str {
    let value = value.strip_prefix('/').unwrap_or(value);
    value.strip_suffix('/').unwrap_or(value)
}
