//! Why a row of an import file is not imported: one reason per skipped
//! row, with a stable code for programs and a sentence for people. Every
//! format's rows end in an [`ImportedLink`](super::ImportedLink) or one of
//! these, so dry runs and skipped-row reports work the same for all of them.

use crate::domain::links::{MAX_DESTINATION_LEN, MAX_SLUG_LEN};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SkipReason {
    /// A CSV row with another number of cells than the header.
    WrongWidth {
        cells: usize,
        expected: usize,
    },
    /// A JSON element that is not an object.
    NotAnObject,
    /// A required value is missing or of the wrong type.
    Missing(&'static str),
    /// The slug breaks the imported slug rule (api.md §14); the text says how.
    InvalidSlug(&'static str),
    ReservedSlug,
    /// The destination breaks the destination rule; the text says how.
    InvalidDestination(&'static str),
    /// Another field (a date, a visit count, a link control) is unreadable.
    InvalidValue(&'static str),
    /// A link with this slug exists already.
    SlugTaken,
    /// An earlier row of the same file has this slug.
    DuplicateInFile {
        first_row: u64,
    },
    /// `URL_ONLY_UNIQUE`: a link (or an earlier row) has this destination.
    DestinationUsed,
    /// The source's link cannot be carried over faithfully (a password
    /// Linkhop cannot read, a link the source no longer serves).
    NotCarried(&'static str),
}

impl SkipReason {
    /// A stable name for programs (the API's `reason`, the report's column).
    pub fn code(&self) -> &'static str {
        match self {
            Self::WrongWidth { .. } => "wrongCellCount",
            Self::NotAnObject => "notAnObject",
            Self::Missing(_) => "missingValue",
            Self::InvalidSlug(_) => "invalidSlug",
            Self::ReservedSlug => "reservedSlug",
            Self::InvalidDestination(_) => "invalidDestination",
            Self::InvalidValue(_) => "invalidValue",
            Self::SlugTaken => "slugTaken",
            Self::DuplicateInFile { .. } => "duplicateInFile",
            Self::DestinationUsed => "destinationUsed",
            Self::NotCarried(_) => "notCarried",
        }
    }

    /// Skipped as existing (api.md §6's `skipped_existing`) rather than invalid.
    pub fn is_existing(&self) -> bool {
        matches!(
            self,
            Self::SlugTaken | Self::DuplicateInFile { .. } | Self::DestinationUsed
        )
    }

    pub fn message(&self) -> String {
        match self {
            Self::WrongWidth { cells, expected } => {
                format!("The row has {cells} cells, the header {expected}")
            }
            Self::NotAnObject => "The element is not an object".into(),
            Self::Missing(field) => format!("{field} is missing or not text"),
            Self::InvalidSlug(why) => format!("Invalid slug: {why}"),
            Self::ReservedSlug => {
                "Reserved slug: its first segment is a path of Linkhop itself (api, dash, assets, …)"
                    .into()
            }
            Self::InvalidDestination(why) => format!("Invalid destination: {why}"),
            Self::InvalidValue(field) => format!("Invalid {field}"),
            Self::SlugTaken => "A link with this slug exists already".into(),
            Self::DuplicateInFile { first_row } => {
                format!("Row {first_row} of the file has the same slug")
            }
            Self::DestinationUsed => {
                "A link with this destination exists already (URL_ONLY_UNIQUE)".into()
            }
            Self::NotCarried(why) => format!("Not carried over: {why}"),
        }
    }
}

/// A row that is not imported: its slug as the file has it (when it has
/// one) and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rejected {
    pub slug: Option<String>,
    pub reason: SkipReason,
}

impl Rejected {
    pub fn new(slug: Option<&str>, reason: SkipReason) -> Self {
        Self {
            slug: slug.map(str::to_owned),
            reason,
        }
    }
}

/// What is wrong with a slug that failed the imported slug rule.
pub fn slug_problem(value: &str) -> &'static str {
    if value.is_empty() {
        return "empty";
    }
    if value.chars().count() > MAX_SLUG_LEN {
        return "longer than 100 characters";
    }
    if value.contains(' ') {
        return "contains a space (rename it, e.g. with - for the space)";
    }
    if value.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return "contains a tab, line break or control character";
    }
    if value.contains('?') || value.contains('#') {
        return "contains ? or #, which end a URL's path: no visitor's address could reach it";
    }
    if value.contains('\\') {
        return "contains a backslash, which browsers turn into /";
    }
    if value.starts_with('.') {
        return "starts with a dot";
    }
    "a / must sit between non-empty segments, none of them . or .."
}

/// What is wrong with a destination that failed the destination rule.
pub fn destination_problem(value: &str) -> &'static str {
    if value.is_empty() {
        return "empty";
    }
    if value.chars().count() > MAX_DESTINATION_LEN {
        return "longer than 4096 characters";
    }
    if value.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return "contains a line break, tab or control character";
    }
    let lower = value.get(..8).unwrap_or(value).to_ascii_lowercase();
    if !lower.starts_with("http://") && !lower.starts_with("https://") {
        return "not an http:// or https:// URL";
    }
    "not a URL with a host"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn problems_are_named() {
        assert_eq!(slug_problem(&"a".repeat(101)), "longer than 100 characters");
        assert!(slug_problem("a b").starts_with("contains a space"));
        assert!(slug_problem("q?x=1").starts_with("contains ? or #"));
        assert!(slug_problem("a//b").starts_with("a / must"));
        assert_eq!(
            destination_problem("ftp://e.com"),
            "not an http:// or https:// URL"
        );
        assert_eq!(destination_problem("https://"), "not a URL with a host");
        assert!(SkipReason::DuplicateInFile { first_row: 2 }.is_existing());
        assert!(!SkipReason::InvalidSlug("x").is_existing());
    }
}
