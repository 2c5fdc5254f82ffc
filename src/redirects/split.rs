//! A link's A/B split as the slug cache holds it: each variant's
//! `Location` ready (campaign parameters joined), and the choice per visit
//! from memory: the variant a visitor's cookie names (when the link asks
//! for one), else the one its daily visitor key falls on.

use super::location_of;
use crate::domain::split::{cookie_tag, pick, variant_key, Split, MAX_VARIANTS};
use crate::domain::utm::Utm;

/// A variant's names: its destination as the link stores it (its name in
/// the statistics) and what a visitor's cookie holds for it. Read only for
/// a link that keeps a cookie, never on the way to a redirect otherwise.
#[derive(Debug, PartialEq, Eq)]
struct VariantNames {
    destination: Box<str>,
    tag: Box<str>,
}

/// The split as a visit reads it. Choosing a variant reads this struct
/// (held inside the link's controls) and one allocation, `locations`, in
/// which every variant's `Location` lies end to end: a split redirect
/// touches no more memory than that.
#[derive(Debug)]
pub struct CachedSplit {
    /// The variants' weights in their order, the rest zero.
    weights: [u32; MAX_VARIANTS],
    /// Where each variant's `Location` ends in `locations`.
    ends: [u32; MAX_VARIANTS],
    /// What a visit's event records of each variant (`variant_key`).
    keys: [u64; MAX_VARIANTS],
    locations: Box<str>,
    names: Box<[VariantNames]>,
    /// Remember a visitor's variant in a cookie too.
    pub cookie: bool,
}

/// The variant a visitor gets, ready to redirect to.
#[derive(Debug, Clone, Copy)]
pub struct CachedVariant<'a> {
    split: &'a CachedSplit,
    index: usize,
}

/// The same variant of the same split.
impl PartialEq for CachedVariant<'_> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.split, other.split) && self.index == other.index
    }
}

impl Eq for CachedVariant<'_> {}

impl<'a> CachedVariant<'a> {
    pub fn location(&self) -> &'a str {
        let start = match self.index {
            0 => 0,
            i => self.split.ends[i - 1] as usize,
        };
        let end = self.split.ends[self.index] as usize;
        self.split.locations.get(start..end).unwrap_or_default()
    }

    /// The destination as the link stores it: the variant's name in the
    /// statistics.
    pub fn destination(&self) -> &'a str {
        self.split
            .names
            .get(self.index)
            .map_or("", |n| &*n.destination)
    }

    pub fn key(&self) -> u64 {
        self.split.keys[self.index]
    }

    /// What the visitor's cookie holds for this variant.
    pub fn tag(&self) -> &'a str {
        self.split.names.get(self.index).map_or("", |n| &*n.tag)
    }
}

impl CachedSplit {
    /// From the stored JSON; `None` for none or an unreadable one (only
    /// the server writes the column, after checking it).
    pub(super) fn from_stored(text: &str, utm: Option<&Utm>) -> Option<Self> {
        let Some(split) = Split::from_stored(text) else {
            tracing::warn!("ignoring an unreadable split");
            return None;
        };
        let mut locations = String::new();
        let mut names = Vec::with_capacity(split.variants.len());
        let mut weights = [0; MAX_VARIANTS];
        let mut ends = [0; MAX_VARIANTS];
        let mut keys = [0; MAX_VARIANTS];
        for (i, variant) in split.variants.into_iter().enumerate().take(MAX_VARIANTS) {
            let joined = match utm {
                Some(utm) => utm.join(&variant.destination),
                None => variant.destination.clone(),
            };
            locations.push_str(&location_of(&joined)?);
            ends[i] = u32::try_from(locations.len()).ok()?;
            weights[i] = variant.weight;
            keys[i] = variant_key(&variant.destination);
            names.push(VariantNames {
                tag: cookie_tag(&variant.destination).into(),
                destination: variant.destination.into(),
            });
        }
        Some(Self {
            weights,
            ends,
            keys,
            locations: locations.into(),
            names: names.into(),
            cookie: split.cookie,
        })
    }

    /// Appends the split in the form a cached target keeps inline, after
    /// its own text ([`InlineSplit`]): the variant count, then each
    /// variant's weight, key and the end of its `Location`, then the
    /// `Location`s end to end. Only a split without a cookie goes inline
    /// (its names are not needed on the way to a redirect).
    pub(super) fn write_inline(&self, out: &mut Vec<u8>) {
        let count = self.names.len().min(MAX_VARIANTS);
        out.push(count as u8);
        for i in 0..count {
            out.extend_from_slice(&self.weights[i].to_le_bytes());
            out.extend_from_slice(&self.keys[i].to_le_bytes());
            out.extend_from_slice(&self.ends[i].to_le_bytes());
        }
        out.extend_from_slice(self.locations.as_bytes());
    }

    /// The variant for a visitor: the one `remembered` (a cookie's tag)
    /// names if it is still a variant, else the one `key` falls on.
    pub fn choose(&self, remembered: Option<&str>, key: u64) -> Option<CachedVariant<'_>> {
        let count = self.names.len();
        let index = remembered
            .and_then(|tag| self.names.iter().position(|n| &*n.tag == tag))
            .unwrap_or_else(|| pick(self.weights.get(..count).unwrap_or_default(), key));
        (index < count).then_some(CachedVariant { split: self, index })
    }
}

/// Bytes per variant in the inline form: weight, key, end.
const INLINE_VARIANT: usize = 4 + 8 + 4;

/// A split kept inline in a cached target's own allocation (written by
/// [`CachedSplit::write_inline`]), so that a split redirect reads the
/// lines right after the link's own instead of other allocations.
#[derive(Debug, Clone, Copy)]
pub struct InlineSplit<'a>(&'a [u8]);

impl<'a> InlineSplit<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        Self(bytes)
    }

    /// The variant `key` falls on: its `Location` and its key
    /// (`variant_key`); `None` if the bytes are not a split.
    pub fn choose(&self, key: u64) -> Option<(&'a str, u64)> {
        let (&count, rest) = self.0.split_first()?;
        let count = usize::from(count).min(MAX_VARIANTS);
        let (table, locations) = rest.split_at_checked(count * INLINE_VARIANT)?;
        let field =
            |i: usize, at: usize, len: usize| table.get(i * INLINE_VARIANT + at..)?.get(..len);
        let mut weights = [0u32; MAX_VARIANTS];
        for (i, weight) in weights.iter_mut().enumerate().take(count) {
            *weight = u32::from_le_bytes(field(i, 0, 4)?.try_into().ok()?);
        }
        let index = pick(weights.get(..count)?, key);
        let end_of = |i: usize| -> Option<usize> {
            Some(u32::from_le_bytes(field(i, 12, 4)?.try_into().ok()?) as usize)
        };
        let start = match index {
            0 => 0,
            i => end_of(i - 1)?,
        };
        let location = std::str::from_utf8(locations.get(start..end_of(index)?)?).ok()?;
        let variant = u64::from_le_bytes(field(index, 4, 8)?.try_into().ok()?);
        Some((location, variant))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPLIT: &str = r#"{"variants":[{"destination":"https://a.example/x","weight":1},{"destination":"https://b.example/","weight":3}],"cookie":true}"#;

    #[test]
    fn variants_get_their_campaign_parameters_and_keys_choose_by_weight() {
        let utm = Utm {
            source: Some("news".into()),
            ..Utm::default()
        };
        let split = CachedSplit::from_stored(SPLIT, Some(&utm)).expect("split");
        assert!(split.cookie);
        let first = split.choose(None, 0).expect("variant");
        assert_eq!(first.location(), "https://a.example/x?utm_source=news");
        assert_eq!(first.destination(), "https://a.example/x");
        let last = split.choose(None, u64::MAX).expect("variant");
        assert_eq!(last.location(), "https://b.example/?utm_source=news");
        // A cookie naming a variant wins over the key; a stale one does not.
        let tag = cookie_tag("https://a.example/x");
        let remembered = split.choose(Some(&tag), u64::MAX).expect("variant");
        assert_eq!(remembered.destination(), "https://a.example/x");
        let stale = split.choose(Some("00000000"), u64::MAX).expect("variant");
        assert_eq!(stale.destination(), "https://b.example/");
        assert!(CachedSplit::from_stored("{}", None).is_none());
    }

    #[test]
    fn the_inline_form_chooses_as_the_split_does() {
        let utm = Utm {
            source: Some("news".into()),
            ..Utm::default()
        };
        let split = CachedSplit::from_stored(SPLIT, Some(&utm)).expect("split");
        let mut bytes = Vec::new();
        split.write_inline(&mut bytes);
        let inline = InlineSplit::new(&bytes);
        for key in [0, 1 << 62, u64::MAX / 4 + 1, u64::MAX / 2, u64::MAX] {
            let chosen = split.choose(None, key).expect("variant");
            assert_eq!(
                inline.choose(key),
                Some((chosen.location(), chosen.key())),
                "key {key}"
            );
        }
        assert_eq!(InlineSplit::new(&[]).choose(0), None);
        assert_eq!(InlineSplit::new(&bytes[..10]).choose(0), None);
    }
}
