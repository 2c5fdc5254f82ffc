//! Names the A/B split variants of a flush's events. A visit records only
//! its variant's key (`domain::split::variant_key`), a number, so that
//! counting it touches no name shared with other visits; the flush names
//! each event's variant by its destination. A key is a hash of the
//! destination, so the name of a link's key never changes: the names are
//! kept from flush to flush, and a flush reads only the splits of links
//! with a key it cannot name yet (new links, or a split edited since). A variant removed from its link before its first
//! flush names none: that visit counts in the link's totals only.

use crate::domain::split::{variant_key, Split};
use crate::domain::visits::VisitEvent;
use crate::store::{Store, StoreError};
use std::collections::HashMap;
use std::sync::Arc;

/// Links whose splits one query reads at most.
const LINKS_PER_QUERY: usize = 1_000;
/// Variant names kept between flushes at most; past it they are forgotten
/// and read again as links are visited.
const KEPT_NAMES: usize = 100_000;

/// The names learnt so far, by (link number, variant key).
#[derive(Default)]
pub struct VariantNames {
    names: HashMap<(i64, u64), Arc<str>>,
}

/// Sets `variant` on each of `events` that has a `variant_key` and no name
/// yet, reading the splits of the links whose variant `known` cannot name
/// (a link not seen yet, or whose split changed since).
pub async fn name_variants(
    store: &Store,
    known: &mut VariantNames,
    events: &mut [VisitEvent],
) -> Result<(), StoreError> {
    if known.names.len() > KEPT_NAMES {
        *known = VariantNames::default();
    }
    let mut nums: Vec<i64> = events
        .iter()
        .filter(|e| e.variant.is_none())
        .filter_map(|e| Some((e.link_num, e.variant_key?)))
        .filter(|unnamed| !known.names.contains_key(unnamed))
        .map(|(num, _)| num)
        .collect();
    nums.sort_unstable();
    nums.dedup();
    let names = &mut known.names;
    for chunk in nums.chunks(LINKS_PER_QUERY) {
        for (num, text) in store.link_splits(chunk).await? {
            let Some(split) = Split::from_stored(&text) else {
                continue;
            };
            for variant in split.variants {
                let key = variant_key(&variant.destination);
                names.insert((num, key), Arc::from(variant.destination));
            }
        }
    }
    for event in events.iter_mut().filter(|e| e.variant.is_none()) {
        if let Some(key) = event.variant_key {
            event.variant = names.get(&(event.link_num, key)).cloned();
        }
    }
    Ok(())
}
