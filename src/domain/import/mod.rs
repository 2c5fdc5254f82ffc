//! Import formats (docs/data.md#importing): the services, file types and CSV column sets
//! Linkhop understands, and the rules that turn one row of another
//! shortener's export into a link, or reject it as invalid. Each service's
//! columns live in a file of their own; the field rules they share in `fields`.

mod bitly;
mod chhoto;
mod controls;
mod dub;
mod fields;
mod json_object;
mod kutt;
mod lynx;
mod polr;
mod problems;
mod shlink;
mod sink;
mod unreadable;
mod yourls;

use super::link_controls::LinkControls;
use super::links::ReservedNames;
use super::short_domains::DEFAULT_DOMAIN_ID;
pub use fields::remove_formula_guard;
pub use lynx::lynx_json_link;
pub use problems::{DomainRefusal, Rejected, SkipReason};
use std::sync::Arc;

/// The shortener a file comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Service {
    Lynx,
    Shlink,
    Yourls,
    Kutt,
    Bitly,
    Sink,
    Chhoto,
    Polr,
    Dub,
}

impl Service {
    /// Every service by the name the API and the CLI take, in the order
    /// messages list them.
    pub const ALL: [(&'static str, Service); 9] = [
        ("lynx", Self::Lynx),
        ("shlink", Self::Shlink),
        ("yourls", Self::Yourls),
        ("kutt", Self::Kutt),
        ("bitly", Self::Bitly),
        ("sink", Self::Sink),
        ("chhoto", Self::Chhoto),
        ("polr", Self::Polr),
        ("dub", Self::Dub),
    ];

    /// Every name, comma-separated (the refusal messages list them).
    pub fn names() -> String {
        Self::ALL.map(|(name, _)| name).join(", ")
    }

    /// The name the API and the CLI take for this service.
    pub fn name(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(_, service)| *service == self)
            .map_or("lynx", |(name, _)| *name)
    }

    /// A name of [`Service::ALL`], ignoring case.
    pub fn parse(value: &str) -> Option<Self> {
        let value = value.to_ascii_lowercase();
        Self::ALL
            .iter()
            .find(|(name, _)| *name == value)
            .map(|(_, service)| *service)
    }

    /// The file types each service exports: Lynx and Shlink (its web
    /// client's CSV, its API's JSON) both, Kutt, Sink and Chhoto URL JSON,
    /// the others CSV.
    pub fn accepts(self, file_type: FileType) -> bool {
        match self {
            Self::Lynx | Self::Shlink => true,
            Self::Kutt | Self::Sink | Self::Chhoto | Self::Dub => file_type == FileType::Json,
            Self::Yourls | Self::Bitly | Self::Polr => file_type == FileType::Csv,
        }
    }

    /// The keys leading to the links array when the JSON file is an object
    /// rather than an array: a page of Kutt's API (`data`), Sink's export
    /// (`links`), a page of Shlink's API (`shortUrls` → `data`). Empty: the
    /// file must be the array itself.
    pub fn json_array_path(self) -> &'static [&'static str] {
        match self {
            Self::Kutt => &["data"],
            Self::Sink => &["links"],
            Self::Shlink => &["shortUrls", "data"],
            _ => &[],
        }
    }
}

/// Maps one element of a JSON import file, or says why it is invalid.
pub fn json_link(
    service: Service,
    element: &serde_json::Value,
    reserved: &ReservedNames,
    now: i64,
) -> Result<ImportedLink, Rejected> {
    let raw = match service {
        Service::Lynx => return lynx_json_link(element, reserved, now),
        Service::Kutt => kutt::raw_link(element),
        Service::Sink => sink::raw_link(element),
        Service::Dub => dub::raw_link(element),
        Service::Chhoto => chhoto::raw_link(element),
        Service::Shlink => shlink::json_raw_link(element),
        Service::Yourls | Service::Bitly | Service::Polr => None,
    };
    let raw = raw.ok_or_else(|| unreadable::json_rejection(service, element))?;
    fields::finish(raw, reserved, now)
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

/// The largest visit count an import stores; larger counts are lowered to
/// it (and counted in the import's summary). A million visits a second for
/// 31 years stays below it, so no real link's count is changed, and it is
/// far below both the 64-bit column's limit (room for a lifetime of counted
/// visits on top without overflow) and JavaScript's exact integers (2^53),
/// so the dashboard shows it exactly.
pub const MAX_IMPORTED_VISITS: i64 = 1_000_000_000_000;

/// Which short domain an imported link goes on (docs/domains.md): what
/// its file says, then, once the import has looked the host up (or added
/// the domain), the stored domain.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportDomain {
    /// The file names no domain (Lynx, Sink, YOURLS, …, or the source's
    /// default domain: Shlink's and Kutt's `domain: null`, Linkhop's own
    /// export's): the import's chosen domain, the default one unless asked.
    Unnamed,
    /// A host as the file writes it, not checked yet.
    Named(String),
    /// The id of the stored domain the link goes on.
    Stored(Arc<str>),
}

impl ImportDomain {
    /// The id of the domain the store writes the link on. Only
    /// [`ImportDomain::Stored`] names one; the import pipeline resolves
    /// every link before it is written, and a link written directly (a
    /// seed, a test) without a domain goes on the default domain.
    pub fn stored_id(&self) -> &str {
        match self {
            Self::Stored(id) => id,
            Self::Unnamed | Self::Named(_) => DEFAULT_DOMAIN_ID,
        }
    }
}

/// The most domains one import adds (`createDomains`): rows on further
/// unknown hosts are skipped. A file naming a host per row cannot make
/// the server serve a million domains.
pub const MAX_IMPORT_DOMAINS: usize = 100;

/// A link read from an import file, ready for the database rules (free
/// id, free slug on its domain, author the importer may manage).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedLink {
    /// A well-formed UUID from the file, lower-cased; kept only when free.
    pub id: Option<String>,
    /// Its short domain; the slug is unique on it.
    pub domain: ImportDomain,
    pub slug: String,
    pub destination: String,
    /// The author id named by the file (Lynx only); the import pipeline
    /// replaces it by the account the link is stored under.
    pub author: Option<String>,
    pub creation_date: i64,
    pub modified_date: i64,
    /// `human_visits + bot_visits`.
    pub visits: i64,
    pub human_visits: i64,
    pub bot_visits: i64,
    pub public_stats: bool,
    /// Link controls the file carries (`None`: a plain link, the common
    /// case, kept small for large imports).
    pub controls: Option<Box<LinkControls>>,
    /// Human visits already counted against `controls.max_visits`; `None`
    /// counts the link's human visits.
    pub used_visits: Option<i64>,
}

impl ImportedLink {
    /// Lowers the visit count to [`MAX_IMPORTED_VISITS`]; true when it was
    /// above. Human visits are kept first, so the two parts still add up.
    pub fn cap_visits(&mut self) -> bool {
        let capped = self.visits > MAX_IMPORTED_VISITS;
        self.visits = self.visits.min(MAX_IMPORTED_VISITS);
        self.human_visits = self.human_visits.clamp(0, self.visits);
        self.bot_visits = self.visits - self.human_visits;
        capped
    }
}

/// Where a service's values sit in a CSV row (column indexes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CsvLayout {
    Lynx(lynx::LynxColumns),
    Shlink(shlink::ShlinkColumns),
    Yourls(yourls::YourlsColumns),
    Bitly(bitly::BitlyColumns),
    Polr(polr::PolrColumns),
    /// A JSON-only service: no header satisfies it.
    None,
}

impl CsvLayout {
    /// Reads the (trimmed) header row; `Err` lists the missing columns.
    pub fn from_header(service: Service, header: &[String]) -> Result<Self, Vec<String>> {
        Ok(match service {
            Service::Lynx => Self::Lynx(lynx::LynxColumns::from_header(header)?),
            Service::Shlink => Self::Shlink(shlink::ShlinkColumns::from_header(header)?),
            Service::Yourls => Self::Yourls(yourls::YourlsColumns::from_header(header)?),
            Service::Bitly => Self::Bitly(bitly::BitlyColumns::from_header(header)?),
            Service::Polr => Self::Polr(polr::PolrColumns::from_header(header)?),
            Service::Kutt | Service::Sink | Service::Chhoto | Service::Dub => Self::None,
        })
    }

    /// Maps one data row (cells already trimmed, width already checked),
    /// or says why it is invalid.
    pub fn link(
        &self,
        cells: &[String],
        reserved: &ReservedNames,
        now: i64,
    ) -> Result<ImportedLink, Rejected> {
        let row = fields::Cells(cells);
        let raw = match self {
            Self::Lynx(columns) => Ok(columns.raw_link(&row)),
            Self::Yourls(columns) => Ok(columns.raw_link(&row)),
            Self::Shlink(columns) => columns.raw_link(&row).ok_or(Service::Shlink),
            Self::Bitly(columns) => columns.raw_link(&row).ok_or(Service::Bitly),
            Self::Polr(columns) => columns.raw_link(&row).ok_or(Service::Polr),
            Self::None => Err(Service::Lynx),
        };
        // A format's own reading failed: say why.
        let raw = raw.map_err(unreadable::csv_rejection)?;
        fields::finish(raw, reserved, now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) fn reserved() -> ReservedNames {
        ReservedNames::new(["favicon.ico"])
    }

    pub(super) fn header(names: &[&str]) -> Vec<String> {
        names.iter().map(|s| s.to_string()).collect()
    }

    pub(super) fn cells(values: &[&str]) -> Vec<String> {
        values.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn services_and_file_types() {
        assert_eq!(Service::parse("ShLiNk"), Some(Service::Shlink));
        assert_eq!(Service::parse("BITLY"), Some(Service::Bitly));
        assert_eq!(Service::parse("chhoto-url"), None);
        assert!(Service::Kutt.accepts(FileType::Json) && !Service::Kutt.accepts(FileType::Csv));
        assert!(Service::Polr.accepts(FileType::Csv) && !Service::Polr.accepts(FileType::Json));
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
}
