//! Import formats (api.md §6): the services, file types and CSV column sets
//! Linkhop understands, and the rules that turn one row of another
//! shortener's export into a link, or reject it as invalid.

use super::links::{Destination, ReservedNames, Slug};
use super::time::parse_iso;
use serde_json::{Map, Value};

/// The shortener a file comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Service {
    Lynx,
    Shlink,
    Yourls,
}

impl Service {
    /// `lynx`, `shlink` or `yourls`, ignoring case.
    pub fn parse(value: &str) -> Option<Self> {
        match value.to_ascii_lowercase().as_str() {
            "lynx" => Some(Self::Lynx),
            "shlink" => Some(Self::Shlink),
            "yourls" => Some(Self::Yourls),
            _ => None,
        }
    }

    /// Lynx exports JSON and CSV; Shlink and YOURLS only CSV.
    pub fn accepts(self, file_type: FileType) -> bool {
        self == Self::Lynx || file_type == FileType::Csv
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileType {
    Json,
    Csv,
}

impl FileType {
    /// The text after the last `.` of a file name, ignoring case.
    pub fn from_file_name(name: &str) -> Option<Self> {
        let (_, extension) = name.rsplit_once('.')?;
        match extension.to_ascii_lowercase().as_str() {
            "json" => Some(Self::Json),
            "csv" => Some(Self::Csv),
            _ => None,
        }
    }
}

/// A link read from an import file, ready for the database rules (free
/// id, free slug, author the importer may manage).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedLink {
    /// A well-formed UUID from the file, lower-cased; kept only when free.
    pub id: Option<String>,
    pub slug: String,
    pub destination: String,
    /// The author id named by the file (Lynx only); checked later.
    pub author: Option<String>,
    pub creation_date: i64,
    pub modified_date: i64,
    pub visits: i64,
}

/// Where a service's values sit in a CSV row (column indexes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CsvLayout {
    Lynx {
        slug: usize,
        destination: usize,
        id: Option<usize>,
        author: Option<usize>,
        creation_date: Option<usize>,
        modified_date: Option<usize>,
        visits: Option<usize>,
    },
    Shlink {
        short_url: usize,
        long_url: usize,
        created_at: usize,
        visits: usize,
    },
    Yourls {
        source: usize,
        target: usize,
        hits: usize,
        timestamp: Option<usize>,
    },
}

fn column(header: &[String], name: &str) -> Option<usize> {
    header.iter().position(|h| h == name)
}

/// Finds `names` in `header`, or lists the missing ones in declared order.
fn required(header: &[String], names: &[&str]) -> Result<Vec<usize>, Vec<String>> {
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

impl CsvLayout {
    /// Reads the (trimmed) header row; `Err` lists the missing columns.
    pub fn from_header(service: Service, header: &[String]) -> Result<Self, Vec<String>> {
        match service {
            Service::Lynx => {
                let at = required(header, &["slug", "destination"])?;
                Ok(Self::Lynx {
                    slug: at[0],
                    destination: at[1],
                    id: column(header, "id"),
                    author: column(header, "author"),
                    creation_date: column(header, "creationDate"),
                    modified_date: column(header, "modifiedDate"),
                    visits: column(header, "visits"),
                })
            }
            Service::Shlink => {
                let at = required(header, &["shortUrl", "longUrl", "createdAt", "visits"])?;
                Ok(Self::Shlink {
                    short_url: at[0],
                    long_url: at[1],
                    created_at: at[2],
                    visits: at[3],
                })
            }
            Service::Yourls => {
                // Two header variants exist; report the one closer to complete.
                let modern = required(header, &["source", "target", "hits"]);
                let classic = required(header, &["keyword", "url", "clicks"]);
                let at = match (modern, classic) {
                    (Ok(at), _) | (_, Ok(at)) => at,
                    (Err(a), Err(b)) => return Err(if b.len() < a.len() { b } else { a }),
                };
                Ok(Self::Yourls {
                    source: at[0],
                    target: at[1],
                    hits: at[2],
                    timestamp: column(header, "timestamp"),
                })
            }
        }
    }

    /// Maps one data row (cells already trimmed, width already checked);
    /// `None` is an invalid row.
    pub fn link(
        &self,
        cells: &[String],
        reserved: &ReservedNames,
        now: i64,
    ) -> Option<ImportedLink> {
        let cell = |i: usize| cells.get(i).map(String::as_str).unwrap_or("");
        let optional = |i: Option<usize>| i.map(cell).filter(|v| !v.is_empty());
        match *self {
            Self::Lynx {
                slug,
                destination,
                id,
                author,
                creation_date,
                modified_date,
                visits,
            } => {
                let unguard = |v: &str| remove_formula_guard(v).to_owned();
                finish(
                    RawLink {
                        id: optional(id).map(unguard),
                        slug: unguard(cell(slug)),
                        destination: unguard(cell(destination)),
                        author: optional(author).map(unguard),
                        creation_date: optional(creation_date).map(unguard),
                        modified_date: optional(modified_date).map(unguard),
                        visits: optional(visits).map(|v| RawVisits::Text(unguard(v))),
                    },
                    reserved,
                    now,
                )
            }
            Self::Shlink {
                short_url,
                long_url,
                created_at,
                visits,
            } => {
                let created = optional(Some(created_at)).map(str::to_owned);
                finish(
                    RawLink {
                        id: None,
                        slug: shlink_slug(cell(short_url))?,
                        destination: cell(long_url).to_owned(),
                        author: None,
                        modified_date: created.clone(),
                        creation_date: created,
                        visits: optional(Some(visits)).map(|v| RawVisits::Text(v.to_owned())),
                    },
                    reserved,
                    now,
                )
            }
            Self::Yourls {
                source,
                target,
                hits,
                timestamp,
            } => {
                let stamp = optional(timestamp).map(str::to_owned);
                finish(
                    RawLink {
                        id: None,
                        slug: strip_one_slash(cell(source)).to_owned(),
                        destination: cell(target).to_owned(),
                        author: None,
                        modified_date: stamp.clone(),
                        creation_date: stamp,
                        visits: optional(Some(hits)).map(|v| RawVisits::Text(v.to_owned())),
                    },
                    reserved,
                    now,
                )
            }
        }
    }
}

/// Maps one element of a Lynx JSON export; `None` is an invalid row.
pub fn lynx_json_link(element: &Value, reserved: &ReservedNames, now: i64) -> Option<ImportedLink> {
    let object: &Map<String, Value> = element.as_object()?;
    let text = |name: &str| -> Result<Option<String>, ()> {
        match object.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) if s.is_empty() => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(_) => Err(()),
        }
    };
    let slug = object.get("slug")?.as_str()?.to_owned();
    let destination = object.get("destination")?.as_str()?.to_owned();
    let visits = match object.get("visits") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.is_empty() => None,
        Some(Value::String(s)) => Some(RawVisits::Text(s.clone())),
        Some(Value::Number(n)) => Some(RawVisits::Number(n.as_i64())),
        Some(_) => return None,
    };
    finish(
        RawLink {
            // A malformed id is not fatal: the link simply gets a new one.
            id: text("id").ok().flatten(),
            slug,
            destination,
            // An author of the wrong type counts as none (the importer).
            author: text("author").ok().flatten(),
            creation_date: text("creationDate").ok()?,
            modified_date: text("modifiedDate").ok()?,
            visits,
        },
        reserved,
        now,
    )
}

enum RawVisits {
    Text(String),
    /// A JSON number: `None` when it is not an integer that fits.
    Number(Option<i64>),
}

struct RawLink {
    id: Option<String>,
    slug: String,
    destination: String,
    author: Option<String>,
    creation_date: Option<String>,
    modified_date: Option<String>,
    visits: Option<RawVisits>,
}

/// The field rules shared by every format (api.md §6).
fn finish(raw: RawLink, reserved: &ReservedNames, now: i64) -> Option<ImportedLink> {
    let slug = Slug::parse_imported(&raw.slug, reserved).ok()?;
    let destination = Destination::parse(&raw.destination).ok()?;
    let creation_date = match raw.creation_date {
        None => now,
        Some(text) => parse_iso(&text)?,
    };
    let modified_date = match raw.modified_date {
        None => creation_date,
        Some(text) => parse_iso(&text)?,
    };
    let visits = match raw.visits {
        None => 0,
        Some(RawVisits::Number(n)) => n.filter(|n| *n >= 0)?,
        Some(RawVisits::Text(text)) => parse_visits(&text)?,
    };
    Some(ImportedLink {
        id: raw.id.as_deref().and_then(normalize_uuid),
        slug: slug.into_string(),
        destination: destination.into_string(),
        author: raw.author.filter(|a| !a.is_empty()),
        creation_date,
        modified_date,
        visits,
    })
}

/// Digits only, fitting a 64-bit count.
fn parse_visits(text: &str) -> Option<i64> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
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
fn strip_one_slash(value: &str) -> &str {
    let value = value.strip_prefix('/').unwrap_or(value);
    value.strip_suffix('/').unwrap_or(value)
}

/// The path of a Shlink short URL, percent-decoded, as a slug.
fn shlink_slug(short_url: &str) -> Option<String> {
    let path = match url::Url::parse(short_url) {
        Ok(url) => url.path().to_owned(),
        Err(_) => short_url.to_owned(),
    };
    let decoded = percent_encoding::percent_decode_str(strip_one_slash(&path))
        .decode_utf8()
        .ok()?;
    Some(decoded.into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn reserved() -> ReservedNames {
        ReservedNames::new(["favicon.ico"])
    }

    fn header(names: &[&str]) -> Vec<String> {
        names.iter().map(|s| s.to_string()).collect()
    }

    fn cells(values: &[&str]) -> Vec<String> {
        values.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn services_and_file_types() {
        assert_eq!(Service::parse("ShLiNk"), Some(Service::Shlink));
        assert_eq!(Service::parse("bitly"), None);
        assert_eq!(FileType::from_file_name("a.b.JSON"), Some(FileType::Json));
        assert_eq!(FileType::from_file_name("csv"), None);
        assert_eq!(FileType::from_file_name("links.txt"), None);
        assert!(Service::Lynx.accepts(FileType::Json));
        assert!(!Service::Yourls.accepts(FileType::Json));
    }

    #[test]
    fn missing_columns_are_listed() {
        assert_eq!(
            CsvLayout::from_header(Service::Shlink, &header(&["longUrl", "visits"])),
            Err(vec!["shortUrl".to_owned(), "createdAt".to_owned()])
        );
        assert_eq!(
            CsvLayout::from_header(Service::Yourls, &header(&["keyword", "url"])),
            Err(vec!["clicks".to_owned()])
        );
        assert!(
            CsvLayout::from_header(Service::Yourls, &header(&["keyword", "url", "clicks"])).is_ok()
        );
    }

    #[test]
    fn lynx_rows_keep_their_values_and_lose_the_guard() {
        let layout = CsvLayout::from_header(
            Service::Lynx,
            &header(&[
                "id",
                "slug",
                "destination",
                "author",
                "creationDate",
                "modifiedDate",
                "visits",
                "account",
            ]),
        )
        .expect("layout");
        let link = layout
            .link(
                &cells(&[
                    "6F1B2C3D-0000-4000-8000-000000000001",
                    "'-abc",
                    "https://example.com",
                    "",
                    "2023-01-19T10:30:43.430Z",
                    "",
                    "7",
                    "n/a",
                ]),
                &reserved(),
                5,
            )
            .expect("valid");
        assert_eq!(
            link.id.as_deref(),
            Some("6f1b2c3d-0000-4000-8000-000000000001")
        );
        assert_eq!(link.slug, "-abc");
        assert_eq!(link.author, None);
        assert_eq!(link.creation_date, 1_674_124_243_430);
        assert_eq!(link.modified_date, link.creation_date);
        assert_eq!(link.visits, 7);
    }

    #[test]
    fn invalid_values_reject_the_row() {
        let layout = CsvLayout::from_header(
            Service::Lynx,
            &header(&["slug", "destination", "visits", "creationDate"]),
        )
        .expect("layout");
        let r = reserved();
        assert!(layout
            .link(&cells(&["ok", "https://e.com", "-1", ""]), &r, 0)
            .is_none());
        assert!(layout
            .link(&cells(&["ok", "https://e.com", "1.5", ""]), &r, 0)
            .is_none());
        assert!(layout
            .link(&cells(&["ok", "https://e.com", "", "soon"]), &r, 0)
            .is_none());
        assert!(layout
            .link(&cells(&["ok", "javascript:x", "", ""]), &r, 0)
            .is_none());
        assert!(layout
            .link(&cells(&["api/x", "https://e.com", "", ""]), &r, 0)
            .is_none());
        assert_eq!(
            layout
                .link(&cells(&["ok", "https://e.com", "", ""]), &r, 9)
                .map(|l| (l.visits, l.creation_date)),
            Some((0, 9))
        );
    }

    #[test]
    fn shlink_and_yourls_slugs() {
        let r = reserved();
        let shlink = CsvLayout::from_header(
            Service::Shlink,
            &header(&["shortUrl", "longUrl", "createdAt", "visits"]),
        )
        .expect("layout");
        let link = shlink
            .link(
                &cells(&[
                    "https://s.test/caf%C3%A9/x/",
                    "https://e.com",
                    "2019-03-05T11:49:48+00:00",
                    "3",
                ]),
                &r,
                0,
            )
            .expect("valid");
        assert_eq!(link.slug, "café/x");
        assert_eq!(link.modified_date, link.creation_date);
        let yourls = CsvLayout::from_header(
            Service::Yourls,
            &header(&["source", "target", "hits", "timestamp"]),
        )
        .expect("layout");
        let link = yourls
            .link(
                &cells(&["/abc/", "https://e.com", "12", "2020-01-02 03:04:05"]),
                &r,
                0,
            )
            .expect("valid");
        assert_eq!(
            (link.slug.as_str(), link.visits, link.creation_date),
            ("abc", 12, 1_577_934_245_000)
        );
    }

    #[test]
    fn lynx_json_elements() {
        let r = reserved();
        let link = lynx_json_link(
            &json!({"slug": "a", "destination": "https://e.com", "visits": 4, "author": 5, "id": "nope"}),
            &r,
            1,
        )
        .expect("valid");
        assert_eq!((link.visits, link.author, link.id), (4, None, None));
        assert!(lynx_json_link(&json!(["a"]), &r, 1).is_none());
        assert!(
            lynx_json_link(&json!({"slug": 1, "destination": "https://e.com"}), &r, 1).is_none()
        );
        assert!(lynx_json_link(
            &json!({"slug": "a", "destination": "https://e.com", "visits": -2}),
            &r,
            1
        )
        .is_none());
        assert!(lynx_json_link(
            &json!({"slug": "a", "destination": "https://e.com", "visits": "12"}),
            &r,
            1
        )
        .is_some());
        assert!(lynx_json_link(
            &json!({"slug": "a", "destination": "https://e.com", "creationDate": 5}),
            &r,
            1
        )
        .is_none());
    }
}
