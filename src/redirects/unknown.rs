//! The cache of slugs known to name no link, bounded by the bytes it holds
//! rather than by entries: each entry is a path an anonymous visitor chose,
//! so a bound by count would let long paths fill memory.

use quick_cache::sync::Cache;
use quick_cache::Weighter;

/// Bytes an entry costs besides its slug (the key's box, the cache's slot
/// and the allocator's rounding), counted so that short slugs are bounded too.
const ENTRY_OVERHEAD: usize = 64;
/// Bytes allowed per entry of the configured capacity: room for a typical
/// short slug; entries with longer slugs are fewer.
const BYTES_PER_ENTRY: usize = 96;

/// A slug on a domain (the domain's number).
type Key = (u32, Box<str>);

/// A key to look up without allocating: hashes as [`Key`] does.
#[derive(Hash)]
struct KeyRef<'a>(u32, &'a str);

impl quick_cache::Equivalent<Key> for KeyRef<'_> {
    fn equivalent(&self, key: &Key) -> bool {
        self.0 == key.0 && self.1 == &*key.1
    }
}

#[derive(Clone)]
struct SlugBytes;

impl Weighter<Key, ()> for SlugBytes {
    fn weight(&self, key: &Key, _: &()) -> u64 {
        (key.1.len() + ENTRY_OVERHEAD) as u64
    }
}

pub(super) struct UnknownSlugs {
    cache: Cache<Key, (), SlugBytes>,
}

impl UnknownSlugs {
    /// Room for `entries` typical slugs: `entries` × 96 bytes in all.
    pub fn new(entries: usize) -> Self {
        let bytes = entries.saturating_mul(BYTES_PER_ENTRY) as u64;
        Self {
            cache: Cache::with_weighter(entries, bytes, SlugBytes),
        }
    }

    pub fn contains(&self, domain: u32, slug: &str) -> bool {
        self.cache.get(&KeyRef(domain, slug)).is_some()
    }

    pub fn insert(&self, domain: u32, slug: &str) {
        self.cache.insert((domain, slug.into()), ());
    }

    pub fn remove(&self, domain: u32, slug: &str) {
        self.cache.remove(&KeyRef(domain, slug));
    }

    pub fn clear(&self) {
        self.cache.clear();
    }

    pub fn len(&self) -> usize {
        self.cache.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::links::MAX_SLUG_BYTES;

    #[test]
    fn the_cache_holds_no_more_bytes_than_its_bound() {
        let unknown = UnknownSlugs::new(1_000);
        let bound = unknown.cache.capacity();
        assert_eq!(bound, 96_000);
        for n in 0..20_000 {
            unknown.insert(n % 3, &format!("{n:0>width$}", width = MAX_SLUG_BYTES));
            assert!(unknown.cache.weight() <= bound);
        }
        // The slugs' own bytes stay within the bound too, whatever their length.
        assert!(unknown.cache.len() * MAX_SLUG_BYTES <= bound as usize);
        assert!(unknown.cache.len() > 100, "{}", unknown.cache.len());
        unknown.insert(1, "short");
        assert!(unknown.contains(1, "short"));
        assert!(!unknown.contains(2, "short"), "per domain");
        unknown.remove(1, "short");
        assert!(!unknown.contains(1, "short"));
    }
}
