//! Import formats (api.md §6): the services, file types and CSV column sets
//! Linkhop understands, and the rules that turn one row of another
//! shortener's export into a link, or reject it as invalid. Each service's
//! columns live in a file of their own; the field rules they share in `fields`.

mod controls;
mod fields;
mod lynx;
mod problems;
mod shlink;
mod yourls;

use super::link_controls::LinkControls;
use super::links::ReservedNames;
pub use fields::remove_formula_guard;
pub use lynx::lynx_json_link;
pub use problems::{Rejected, SkipReason};

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

/// The largest visit count an import stores; larger counts are lowered to
/// it (and counted in the import's summary). A million visits a second for
/// 31 years stays below it, so no real link's count is changed, and it is
/// far below both the 64-bit column's limit (room for a lifetime of counted
/// visits on top without overflow) and JavaScript's exact integers (2^53),
/// so the dashboard shows it exactly.
pub const MAX_IMPORTED_VISITS: i64 = 1_000_000_000_000;

/// A link read from an import file, ready for the database rules (free
/// id, free slug, author the importer may manage).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedLink {
    /// A well-formed UUID from the file, lower-cased; kept only when free.
    pub id: Option<String>,
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
}

impl CsvLayout {
    /// Reads the (trimmed) header row; `Err` lists the missing columns.
    pub fn from_header(service: Service, header: &[String]) -> Result<Self, Vec<String>> {
        Ok(match service {
            Service::Lynx => Self::Lynx(lynx::LynxColumns::from_header(header)?),
            Service::Shlink => Self::Shlink(shlink::ShlinkColumns::from_header(header)?),
            Service::Yourls => Self::Yourls(yourls::YourlsColumns::from_header(header)?),
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
            Self::Lynx(columns) => Some(columns.raw_link(&row)),
            Self::Shlink(columns) => columns.raw_link(&row),
            Self::Yourls(columns) => Some(columns.raw_link(&row)),
        };
        // A format's own reading failed (a short URL that is not UTF-8).
        let raw = raw.ok_or_else(|| Rejected::new(None, SkipReason::Missing("slug")))?;
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
}
