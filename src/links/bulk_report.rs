//! What a bulk edit answers (`links::bulk`): each link's change field by
//! field, the links it refused and why, and the counts.

use super::PageRequest;
use crate::domain::links::LinkError;
use serde_json::Value;

/// One field a bulk edit changes on a link, as the link's history shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct FieldDiff {
    pub field: String,
    pub before: Value,
    pub after: Value,
}

/// What a bulk edit changes on one link.
#[derive(Debug, Clone, PartialEq)]
pub struct LinkDiff {
    pub id: String,
    pub slug: String,
    /// The link's short domain; `None` for the default one.
    pub domain: Option<String>,
    pub fields: Vec<FieldDiff>,
}

/// A link a bulk edit left as it was, and why.
#[derive(Debug)]
pub struct BulkRefusal {
    pub id: String,
    /// `None` for an id that names no link.
    pub slug: Option<String>,
    pub reason: LinkError,
}

/// What a bulk edit did (or, in a dry run, would do).
#[derive(Debug, Default)]
pub struct BulkReport {
    pub dry_run: bool,
    /// Links selected.
    pub selected: u64,
    pub changed: u64,
    /// Selected links the change leaves as they are.
    pub unchanged: u64,
    pub refused: u64,
    /// The first changes, in the selection's order.
    pub changes: Vec<LinkDiff>,
    /// The first refusals, in the selection's order.
    pub refusals: Vec<BulkRefusal>,
}

impl BulkReport {
    pub(super) fn refuse(&mut self, shown: usize, id: &str, slug: Option<&str>, reason: LinkError) {
        self.refused += 1;
        if self.refusals.len() < shown {
            self.refusals.push(BulkRefusal {
                id: id.to_owned(),
                slug: slug.map(str::to_owned),
                reason,
            });
        }
    }
}

/// How a bulk edit runs.
#[derive(Debug, Clone, Copy)]
pub struct BulkRun {
    /// Plan and report without writing.
    pub dry_run: bool,
    /// Changes and refusals listed at most (each is counted).
    pub shown: usize,
}

/// Which links a bulk edit changes.
#[derive(Debug)]
pub enum Selection {
    /// These links (at most
    /// [`MAX_BULK_IDS`](crate::domain::bulk_edit::MAX_BULK_IDS)); each one outside the
    /// caller's links is refused by itself.
    Ids(Vec<String>),
    /// Every link of the caller's that the list's filters match (its sort
    /// and page aside), at most
    /// [`MAX_BULK_LINKS`](crate::domain::bulk_edit::MAX_BULK_LINKS).
    Filter(PageRequest),
}
