//! Which rows of an import file were skipped and why: the first
//! [`LISTED_ROWS`] for the answer, a count per reason, and every one for
//! the downloadable report. Also tells a slug repeated in the file from one
//! already stored, by remembering the row each imported slug (on its
//! domain: the same slug on two domains is two links) came from.

use crate::domain::import::{ImportedLink, SkipReason};
use crate::store::{ImportConflict, ReportRow};
use std::collections::hash_map::RandomState;
use std::collections::{BTreeMap, HashMap};
use std::hash::BuildHasher;

/// Skipped rows listed in an import's answer; the report has them all.
pub const LISTED_ROWS: usize = 1_000;

/// One skipped row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkippedRow {
    pub row: u64,
    pub line: Option<u64>,
    pub slug: Option<String>,
    pub reason: SkipReason,
}

impl SkippedRow {
    pub fn report_row(&self) -> ReportRow {
        ReportRow {
            row_number: i64::try_from(self.row).unwrap_or(i64::MAX),
            line: self.line.and_then(|l| i64::try_from(l).ok()),
            slug: self.slug.clone(),
            reason: self.reason.code().to_owned(),
            message: self.reason.message(),
        }
    }
}

/// The skipped rows seen so far.
#[derive(Debug, Default)]
pub struct SkipLog {
    pub listed: Vec<SkippedRow>,
    pub reasons: BTreeMap<&'static str, u64>,
    pub existing: u64,
    pub invalid: u64,
}

impl SkipLog {
    pub fn record(&mut self, skipped: &SkippedRow) {
        *self.reasons.entry(skipped.reason.code()).or_default() += 1;
        if skipped.reason.is_existing() {
            self.existing += 1;
        } else {
            self.invalid += 1;
        }
        if self.listed.len() < LISTED_ROWS {
            self.listed.push(skipped.clone());
        }
    }
}

/// The file row each imported slug on its domain (and, with unique destinations, each
/// imported destination) came from. Keys are 64-bit hashes, so a million
/// rows take about 30 MB: a collision (about one chance in 10^7 per
/// million rows) could only mislabel a skipped row, since the database
/// decides what is skipped in a real import.
pub struct FirstRows {
    hasher: RandomState,
    slugs: HashMap<u64, u64>,
    destinations: Option<HashMap<u64, u64>>,
}

impl FirstRows {
    pub fn new(unique_destinations: bool) -> Self {
        Self {
            hasher: RandomState::new(),
            slugs: HashMap::new(),
            destinations: unique_destinations.then(HashMap::new),
        }
    }

    /// Why `link` of row `row` is skipped, given what the store said of it
    /// (`conflict`); `None` when it is imported, which is then remembered.
    /// With `decide` (a dry run, where nothing earlier was written) a repeat
    /// of an earlier row is skipped here even when the store saw none.
    pub fn judge(
        &mut self,
        link: &ImportedLink,
        row: u64,
        conflict: Option<ImportConflict>,
        decide: bool,
    ) -> Option<SkipReason> {
        let slug = self
            .hasher
            .hash_one((link.domain.stored_id(), link.slug.as_str()));
        let earlier = self.slugs.get(&slug).copied();
        let reason = match (conflict, earlier) {
            (Some(ImportConflict::SlugTaken), Some(first_row)) => {
                Some(SkipReason::DuplicateInFile { first_row })
            }
            (Some(ImportConflict::SlugTaken), None) => Some(SkipReason::SlugTaken),
            (None, Some(first_row)) if decide => Some(SkipReason::DuplicateInFile { first_row }),
            (Some(ImportConflict::DestinationUsed), _) => Some(SkipReason::DestinationUsed),
            (None, _) => {
                let destination = self.hasher.hash_one(link.destination.as_str());
                match &self.destinations {
                    Some(seen) if decide && seen.contains_key(&destination) => {
                        Some(SkipReason::DestinationUsed)
                    }
                    _ => {
                        self.slugs.insert(slug, row);
                        if let Some(seen) = &mut self.destinations {
                            seen.insert(destination, row);
                        }
                        None
                    }
                }
            }
        };
        reason
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::import::ImportDomain;

    fn link(slug: &str, destination: &str) -> ImportedLink {
        ImportedLink {
            id: None,
            domain: ImportDomain::Unnamed,
            slug: slug.into(),
            destination: destination.into(),
            author: None,
            creation_date: 0,
            modified_date: 0,
            visits: 0,
            human_visits: 0,
            bot_visits: 0,
            public_stats: false,
            controls: None,
            used_visits: None,
        }
    }

    #[test]
    fn repeats_name_their_first_row() {
        let mut rows = FirstRows::new(true);
        assert_eq!(rows.judge(&link("a", "https://a"), 1, None, true), None);
        assert_eq!(
            rows.judge(&link("a", "https://b"), 2, None, true),
            Some(SkipReason::DuplicateInFile { first_row: 1 })
        );
        assert_eq!(
            rows.judge(
                &link("a", "https://b"),
                3,
                Some(ImportConflict::SlugTaken),
                false
            ),
            Some(SkipReason::DuplicateInFile { first_row: 1 })
        );
        assert_eq!(
            rows.judge(&link("b", "https://a"), 4, None, true),
            Some(SkipReason::DestinationUsed)
        );
        assert_eq!(
            rows.judge(
                &link("c", "https://c"),
                5,
                Some(ImportConflict::SlugTaken),
                false
            ),
            Some(SkipReason::SlugTaken)
        );
        assert_eq!(rows.judge(&link("b", "https://b"), 6, None, false), None);
    }

    #[test]
    fn one_slug_on_two_domains_is_no_repeat() {
        let mut rows = FirstRows::new(false);
        let on = |domain: &str| ImportedLink {
            domain: ImportDomain::Stored(domain.into()),
            ..link("a", "https://a")
        };
        assert_eq!(rows.judge(&on("default"), 1, None, true), None);
        assert_eq!(rows.judge(&on("other"), 2, None, true), None);
        assert_eq!(
            rows.judge(&on("other"), 3, None, true),
            Some(SkipReason::DuplicateInFile { first_row: 2 })
        );
    }

    #[test]
    fn the_log_lists_a_thousand_and_counts_all() {
        let mut log = SkipLog::default();
        for row in 1..=1_500 {
            log.record(&SkippedRow {
                row,
                line: Some(row + 1),
                slug: None,
                reason: if row % 2 == 0 {
                    SkipReason::SlugTaken
                } else {
                    SkipReason::InvalidSlug("empty")
                },
            });
        }
        assert_eq!(log.listed.len(), LISTED_ROWS);
        assert_eq!((log.existing, log.invalid), (750, 750));
        assert_eq!(log.reasons.get("slugTaken"), Some(&750));
    }
}
