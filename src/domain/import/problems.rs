//! Why a row of an import file is not imported: one reason per skipped
//! row, with a stable code for programs and a sentence for people. Every
//! format's rows end in an [`ImportedLink`](super::ImportedLink) or one of
//! these, so dry runs and skipped-row reports work the same for all of them.

use super::MAX_IMPORT_DOMAINS;
use crate::domain::links::{MAX_DESTINATION_LEN, MAX_SLUG_LEN};
use crate::domain::passwords::{Cost, MAX_COST};

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
    /// The slug breaks the imported slug rule (docs/api.md#imported-slug); the text says how.
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
    /// A link password hash whose Argon2 parameters are beyond the
    /// server's bounds (`passwords::MAX_COST`): never stored, as checking
    /// it could take the server down.
    PasswordHashTooCostly(Cost),
    /// The file puts the link on a host (stored form) that is no short
    /// domain of this server, and the import does not add it.
    UnknownDomain {
        host: String,
        why: DomainRefusal,
    },
    /// A standard account may not create links on this domain (its
    /// `standardMayCreate` is off).
    DomainNotAllowed {
        host: String,
    },
}

/// Why an import did not add a domain its file names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DomainRefusal {
    /// Adding domains was not asked for (`createDomains`, `--create-domains`).
    NotAsked,
    /// The importer is a standard account: only the owner and admins add domains.
    NotPermitted,
    /// The import added as many domains as one import may.
    TooMany,
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
            Self::PasswordHashTooCostly(_) => "passwordHashTooCostly",
            Self::UnknownDomain { .. } => "unknownDomain",
            Self::DomainNotAllowed { .. } => "domainNotAllowed",
        }
    }

    /// Skipped as existing (`skipped_existing` in the import answer) rather than invalid.
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
            Self::PasswordHashTooCostly(cost) => format!(
                "Password hash too costly to check: Argon2 {cost}, where this server allows at \
                 most {MAX_COST}"
            ),
            Self::UnknownDomain { host, why } => match why {
                DomainRefusal::NotAsked => format!(
                    "Unknown domain {host}: add it first, or import with createDomains=true \
                     (linkhop import --create-domains)"
                ),
                DomainRefusal::NotPermitted => format!(
                    "Unknown domain {host}: only the owner and admins may add domains"
                ),
                DomainRefusal::TooMany => format!(
                    "Unknown domain {host}: one import adds at most {MAX_IMPORT_DOMAINS} domains"
                ),
            },
            Self::DomainNotAllowed { host } => {
                format!("You may not create links on this domain ({host})")
            }
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
    if let Some(problem) = character_problem(value) {
        return problem;
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

/// The kind of the first whitespace or control character of `value` other
/// than a plain space, which each caller words for itself.
fn character_problem(value: &str) -> Option<&'static str> {
    let found = value
        .chars()
        .find(|&c| c != ' ' && (c.is_whitespace() || c.is_control()))?;
    Some(match found {
        '\n' | '\r' | '\u{85}' | '\u{2028}' | '\u{2029}' => "contains a line break",
        '\t' => "contains a tab",
        c if c.is_control() => "contains a control character",
        _ => "contains a Unicode space (a no-break space, say)",
    })
}

/// What is wrong with an imported destination that failed the destination
/// rule even with its spaces written as `%20` (the import's one repair), so
/// a space alone is never the reason given.
pub fn destination_problem(value: &str) -> &'static str {
    if value.is_empty() {
        return "empty";
    }
    if value.chars().count() > MAX_DESTINATION_LEN {
        return "longer than 4096 characters";
    }
    if let Some(problem) = character_problem(value) {
        return problem;
    }
    if value.replace(' ', "%20").chars().count() > MAX_DESTINATION_LEN {
        return "longer than 4096 characters once its spaces are written as %20";
    }
    let lower = value.get(..8).unwrap_or(value).to_ascii_lowercase();
    let rest = if lower.starts_with("http://") {
        &value[7..]
    } else if lower.starts_with("https://") {
        &value[8..]
    } else {
        return "not an http:// or https:// URL";
    };
    let host = rest.split(['/', '?', '#']).next().unwrap_or("");
    if host.contains(' ') {
        return "contains a space in its host name";
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

    /// Issue 30, item 12: every destination with a space was reported as
    /// containing "a line break, tab or control character", though spaces
    /// are repaired and never the reason.
    #[test]
    fn whitespace_is_named_as_it_is_and_a_space_only_where_it_breaks_the_url() {
        let cases = [
            ("see example.com", "not an http:// or https:// URL"),
            (
                "https://exa mple.com/a",
                "contains a space in its host name",
            ),
            ("https:// example.com", "contains a space in its host name"),
            ("https:///a b", "not a URL with a host"),
            ("https://example.com/a b\tc", "contains a tab"),
            ("https://example.com/a\nb", "contains a line break"),
            ("https://example.com/a\rb", "contains a line break"),
            (
                "https://example.com/a\u{7}b",
                "contains a control character",
            ),
            (
                "https://example.com/a\u{a0}b",
                "contains a Unicode space (a no-break space, say)",
            ),
        ];
        for (value, problem) in cases {
            assert_eq!(destination_problem(value), problem, "{value:?}");
        }
        let near_limit = format!("https://example.com/{}", " ".repeat(4000));
        assert_eq!(
            destination_problem(&near_limit),
            "longer than 4096 characters once its spaces are written as %20"
        );
        assert_eq!(slug_problem("a\tb"), "contains a tab");
        assert_eq!(
            slug_problem("a\u{a0}b"),
            "contains a Unicode space (a no-break space, say)"
        );
        assert!(slug_problem("a b").starts_with("contains a space"));
    }
}
