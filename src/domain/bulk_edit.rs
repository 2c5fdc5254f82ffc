//! One change applied to many links (docs/bulk-edit.md): the tags added
//! and removed, and the destination's find and replace, as pure rules over
//! one link's values. Selecting the links and writing them in chunks is the
//! links service's (`links::bulk`).

use super::link_controls::{parse_tag, ControlError, MAX_TAGS};

/// The most links one bulk edit changes (a filter that selects more is
/// refused before anything is read or written).
pub const MAX_BULK_LINKS: usize = 100_000;
/// The most ids a bulk edit names one by one (they fit the 1 MiB body).
pub const MAX_BULK_IDS: usize = 20_000;
/// Links written in one transaction.
pub const BULK_CHUNK: usize = 500;
/// The longest `find` (a literal or a pattern) and `with`, in characters.
pub const MAX_FIND_CHARS: usize = 1_000;
/// A pattern's compiled program may use this much memory; larger ones
/// are refused instead of built.
const PATTERN_SIZE_LIMIT: usize = 256 * 1024;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ReplaceError {
    #[error("find is empty")]
    EmptyFind,
    #[error("find or with is too long")]
    TooLong,
    #[error("find is not a valid pattern")]
    InvalidPattern,
}

/// A destination's find and replace: every occurrence of a literal, or
/// every match of a pattern (the `regex` crate's syntax, linear in the
/// destination's length) replaced by `with`, where a pattern's `$1` or
/// `${name}` is its capture group and `$$` a dollar sign.
#[derive(Debug, Clone)]
pub struct DestinationReplace {
    find: String,
    with: String,
    pattern: Option<regex::Regex>,
}

impl DestinationReplace {
    pub fn literal(find: &str, with: &str) -> Result<Self, ReplaceError> {
        Self::checked(find, with)?;
        Ok(Self {
            find: find.to_owned(),
            with: with.to_owned(),
            pattern: None,
        })
    }

    pub fn pattern(find: &str, with: &str) -> Result<Self, ReplaceError> {
        Self::checked(find, with)?;
        let pattern = regex::RegexBuilder::new(find)
            .size_limit(PATTERN_SIZE_LIMIT)
            .dfa_size_limit(PATTERN_SIZE_LIMIT)
            .build()
            .map_err(|_| ReplaceError::InvalidPattern)?;
        Ok(Self {
            find: find.to_owned(),
            with: with.to_owned(),
            pattern: Some(pattern),
        })
    }

    fn checked(find: &str, with: &str) -> Result<(), ReplaceError> {
        if find.is_empty() {
            return Err(ReplaceError::EmptyFind);
        }
        if find.chars().count() > MAX_FIND_CHARS || with.chars().count() > MAX_FIND_CHARS {
            return Err(ReplaceError::TooLong);
        }
        Ok(())
    }

    /// `destination` with the replacements made; `None` when nothing in it
    /// matches (the link keeps its destination).
    pub fn apply(&self, destination: &str) -> Option<String> {
        match &self.pattern {
            None => destination
                .contains(&self.find)
                .then(|| destination.replace(&self.find, &self.with)),
            Some(pattern) => pattern.is_match(destination).then(|| {
                pattern
                    .replace_all(destination, self.with.as_str())
                    .into_owned()
            }),
        }
    }
}

/// Tags to add to and remove from each link (a tag in both is removed).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TagChange {
    add: Vec<String>,
    remove: Vec<String>,
}

impl TagChange {
    /// Each tag checked as a link's tags are ([`parse_tag`]); at most
    /// [`MAX_TAGS`] on each side.
    pub fn new<'a>(
        add: impl IntoIterator<Item = &'a str>,
        remove: impl IntoIterator<Item = &'a str>,
    ) -> Result<Self, ControlError> {
        let parse = |values: Vec<&str>| {
            if values.len() > MAX_TAGS {
                return Err(ControlError::InvalidTags);
            }
            values
                .into_iter()
                .map(|t| parse_tag(t).map_err(|_| ControlError::InvalidTags))
                .collect::<Result<Vec<_>, _>>()
        };
        Ok(Self {
            add: parse(add.into_iter().collect())?,
            remove: parse(remove.into_iter().collect())?,
        })
    }

    pub fn is_empty(&self) -> bool {
        self.add.is_empty() && self.remove.is_empty()
    }

    /// A link's `tags` after the change, sorted; more than [`MAX_TAGS`] is
    /// [`ControlError::InvalidTags`] (that link is refused, not cut).
    pub fn apply(&self, tags: &[String]) -> Result<Vec<String>, ControlError> {
        let mut out: Vec<String> = tags
            .iter()
            .chain(&self.add)
            .filter(|tag| !self.remove.contains(tag))
            .cloned()
            .collect();
        out.sort();
        out.dedup();
        if out.len() > MAX_TAGS {
            return Err(ControlError::InvalidTags);
        }
        Ok(out)
    }
}

#[cfg(test)]
#[path = "bulk_edit_tests.rs"]
mod tests;
