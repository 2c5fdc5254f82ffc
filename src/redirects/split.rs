//! A link's A/B split as the slug cache holds it: each variant's
//! `Location` ready (campaign parameters joined), and the choice per visit
//! from memory: the variant a visitor's cookie names (when the link asks
//! for one), else the one its daily visitor key falls on.

use super::location_of;
use crate::domain::split::{cookie_tag, pick, variant_key, Split, MAX_VARIANTS};
use crate::domain::utm::Utm;

/// One destination of a split, ready to redirect to.
#[derive(Debug, PartialEq, Eq)]
pub struct CachedVariant {
    location: Box<str>,
    /// The destination as the link stores it: the variant's name in the
    /// statistics.
    destination: Box<str>,
    /// What a visit's event records of the variant (`variant_key`).
    key: u64,
    /// What the visitor's cookie holds for this variant.
    tag: Box<str>,
}

impl CachedVariant {
    pub fn location(&self) -> &str {
        &self.location
    }

    pub fn destination(&self) -> &str {
        &self.destination
    }

    pub fn key(&self) -> u64 {
        self.key
    }

    pub fn tag(&self) -> &str {
        &self.tag
    }
}

#[derive(Debug)]
pub struct CachedSplit {
    variants: Box<[CachedVariant]>,
    /// The variants' weights in their order, the rest zero.
    weights: [u32; MAX_VARIANTS],
    /// Remember a visitor's variant in a cookie too.
    pub cookie: bool,
}

impl CachedSplit {
    /// From the stored JSON; `None` for none or an unreadable one (only
    /// the server writes the column, after checking it).
    pub(super) fn from_stored(text: &str, utm: Option<&Utm>) -> Option<Self> {
        let Some(split) = Split::from_stored(text) else {
            tracing::warn!("ignoring an unreadable split");
            return None;
        };
        let mut variants = Vec::with_capacity(split.variants.len());
        let mut weights = [0; MAX_VARIANTS];
        for (variant, weight) in split.variants.into_iter().zip(weights.iter_mut()) {
            let joined = match utm {
                Some(utm) => utm.join(&variant.destination),
                None => variant.destination.clone(),
            };
            let location = location_of(&joined)?;
            variants.push(CachedVariant {
                location: location.into(),
                tag: cookie_tag(&variant.destination).into(),
                key: variant_key(&variant.destination),
                destination: variant.destination.into(),
            });
            *weight = variant.weight;
        }
        Some(Self {
            variants: variants.into(),
            weights,
            cookie: split.cookie,
        })
    }

    /// The variant for a visitor: the one `remembered` (a cookie's tag)
    /// names if it is still a variant, else the one `key` falls on.
    pub fn choose(&self, remembered: Option<&str>, key: u64) -> Option<&CachedVariant> {
        remembered
            .and_then(|tag| self.variants.iter().find(|v| &*v.tag == tag))
            .or_else(|| {
                let weights = self.weights.get(..self.variants.len()).unwrap_or_default();
                self.variants.get(pick(weights, key))
            })
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
}
