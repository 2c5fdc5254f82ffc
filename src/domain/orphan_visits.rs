//! Visits to no link, "orphan visits" (docs/STATISTICS.md, "Orphan
//! visits"): which kind a request on a short domain that names no link is,
//! what of its path is kept, and the daily counts the flush stores.

use super::links::may_be_slug;

/// What a visit to no link asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OrphanKind {
    /// `/` on the domain (its root redirect, or HOME_REDIRECT).
    Base,
    /// A path that could be a slug but names no link on the domain.
    UnknownSlug,
    /// Any other path answered with the domain's not-found answer.
    OtherPath,
}

impl OrphanKind {
    /// Every kind, in stored-code order.
    pub const ALL: [Self; 3] = [Self::Base, Self::UnknownSlug, Self::OtherPath];

    /// The stored code (`orphan_visits.kind`).
    pub fn code(self) -> i16 {
        match self {
            Self::Base => 0,
            Self::UnknownSlug => 1,
            Self::OtherPath => 2,
        }
    }

    /// The kind of a stored code; `None` for a code no kind has.
    pub fn from_code(code: i16) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.code() == code)
    }
}

/// The kind of a not-found short-link path and the slug kept with it:
/// `slug` is the path's percent-decoded text (`None` when it does not
/// decode); only a text that could be a slug is kept, anything else is an
/// other path and keeps nothing.
pub fn not_found_kind(slug: Option<&str>) -> (OrphanKind, Option<&str>) {
    match slug {
        Some(slug) if may_be_slug(slug) => (OrphanKind::UnknownSlug, Some(slug)),
        _ => (OrphanKind::OtherPath, None),
    }
}

/// One row of a flush: the visits to no link of a domain on a UTC day, of
/// one kind, and for unknown slugs the slug when it was kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrphanCount {
    pub domain_id: Box<str>,
    /// The UTC day (days since the epoch).
    pub day: i64,
    pub kind: OrphanKind,
    /// Unknown slugs only, and only while the tally had room for it.
    pub slug: Option<Box<str>>,
    pub humans: u64,
    pub bots: u64,
}

impl OrphanCount {
    /// The row's key as the store orders rows: domain, day, kind, slug
    /// (no slug first).
    pub fn key(&self) -> (&str, i64, OrphanKind, Option<&str>) {
        (&self.domain_id, self.day, self.kind, self.slug.as_deref())
    }
}

/// Visits of each kind (one day's, or a range's).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OrphanFigures {
    pub base: i64,
    pub unknown_slug: i64,
    pub other_path: i64,
}

impl OrphanFigures {
    /// Adds `visits` of `kind`, saturating.
    pub fn add(&mut self, kind: OrphanKind, visits: i64) {
        let figure = match kind {
            OrphanKind::Base => &mut self.base,
            OrphanKind::UnknownSlug => &mut self.unknown_slug,
            OrphanKind::OtherPath => &mut self.other_path,
        };
        *figure = figure.saturating_add(visits);
    }

    /// Adds every figure of `other`, saturating.
    pub fn add_all(&mut self, other: &Self) {
        self.add(OrphanKind::Base, other.base);
        self.add(OrphanKind::UnknownSlug, other.unknown_slug);
        self.add(OrphanKind::OtherPath, other.other_path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_what_could_be_a_slug_is_kept() {
        assert_eq!(
            not_found_kind(Some("promo-2026")),
            (OrphanKind::UnknownSlug, Some("promo-2026"))
        );
        assert_eq!(
            not_found_kind(Some("docs/intro")),
            (OrphanKind::UnknownSlug, Some("docs/intro"))
        );
        for other in ["wp-login.php?x", "../etc/passwd", "a b", "a//b", ".env", ""] {
            assert_eq!(
                not_found_kind(Some(other)),
                (OrphanKind::OtherPath, None),
                "{other}"
            );
        }
        assert_eq!(not_found_kind(Some(&"x".repeat(5_000))).1, None);
        assert_eq!(not_found_kind(None), (OrphanKind::OtherPath, None));
    }

    #[test]
    fn kinds_keep_their_codes() {
        for kind in OrphanKind::ALL {
            assert_eq!(OrphanKind::from_code(kind.code()), Some(kind));
        }
        assert_eq!(OrphanKind::from_code(3), None);
        let mut figures = OrphanFigures::default();
        figures.add(OrphanKind::UnknownSlug, i64::MAX);
        figures.add(OrphanKind::UnknownSlug, 1);
        assert_eq!(figures.unknown_slug, i64::MAX);
    }
}
