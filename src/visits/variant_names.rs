//! Names the A/B split variants of a flush's events. A visit records only
//! its variant's key (`domain::split::variant_key`), a number, so that
//! counting it touches no name shared with other visits; the flush reads
//! the splits of the links visited once and names each event's variant by
//! its destination. A variant removed from its link before the flush names
//! none: that visit counts in the link's totals only.

use crate::domain::split::{variant_key, Split};
use crate::domain::visits::VisitEvent;
use crate::store::{Store, StoreError};
use std::collections::HashMap;
use std::sync::Arc;

/// Links whose splits one query reads at most.
const LINKS_PER_QUERY: usize = 1_000;

/// Sets `variant` on each of `events` that has a `variant_key` and no name
/// yet.
pub async fn name_variants(store: &Store, events: &mut [VisitEvent]) -> Result<(), StoreError> {
    let mut nums: Vec<i64> = events
        .iter()
        .filter(|e| e.variant_key.is_some() && e.variant.is_none())
        .map(|e| e.link_num)
        .collect();
    if nums.is_empty() {
        return Ok(());
    }
    nums.sort_unstable();
    nums.dedup();
    let mut names: HashMap<(i64, u64), Arc<str>> = HashMap::new();
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
