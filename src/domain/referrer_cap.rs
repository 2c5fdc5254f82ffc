//! Which referrer hosts a summary window counts under their own value:
//! a visitor writes its `Referer`, so the hosts it may add are capped.

use super::visits::{ALL_LINKS, HOUR_MS};
use std::collections::hash_map::RandomState;
use std::collections::{HashMap, HashSet};
use std::hash::BuildHasher;

/// Distinct referrer hosts kept per link and UTC hour; later ones count
/// under [`OTHER`](super::stats::OTHER).
pub const REFERRERS_PER_LINK_HOUR: u32 = 100;
/// Distinct referrer hosts kept per hour for all links together.
pub const REFERRERS_ALL_LINKS_HOUR: u32 = 1_000;
/// (link, hour, referrer) admissions remembered in all: past it every new
/// referrer counts under [`OTHER`](super::stats::OTHER) until the hour turns (about 3 MB).
pub const REFERRER_ADMISSIONS: usize = 100_000;

/// Which referrer hosts get a summary value of their own. A visitor
/// controls its `Referer`, so without a cap random hosts would add summary
/// rows without end; with it each link keeps at most
/// [`REFERRERS_PER_LINK_HOUR`] hosts an hour (all links
/// [`REFERRERS_ALL_LINKS_HOUR`]) and the rest count under [`OTHER`](super::stats::OTHER). The
/// raw events keep every host. Admissions are remembered by hash for the
/// current and previous hour, [`REFERRER_ADMISSIONS`] at most.
#[derive(Debug)]
pub struct ReferrerCap {
    hasher: RandomState,
    admitted: HashSet<(i64, i64, u64)>,
    pub(super) per_link: HashMap<(i64, i64), u32>,
    newest_hour: i64,
}

impl Default for ReferrerCap {
    fn default() -> Self {
        Self {
            hasher: RandomState::new(),
            admitted: HashSet::new(),
            per_link: HashMap::new(),
            newest_hour: i64::MIN,
        }
    }
}

impl ReferrerCap {
    /// Whether `host` keeps its own value for `link` in `hour`.
    pub fn admit(&mut self, link: i64, hour: i64, host: &str) -> bool {
        if hour > self.newest_hour {
            self.newest_hour = hour;
            let oldest = hour.saturating_sub(HOUR_MS);
            self.admitted.retain(|(_, h, _)| *h >= oldest);
            self.per_link.retain(|(_, h), _| *h >= oldest);
        }
        let key = (link, hour, self.hasher.hash_one(host));
        if self.admitted.contains(&key) {
            return true;
        }
        let cap = if link == ALL_LINKS {
            REFERRERS_ALL_LINKS_HOUR
        } else {
            REFERRERS_PER_LINK_HOUR
        };
        if self.admitted.len() >= REFERRER_ADMISSIONS {
            return false;
        }
        let kept = self.per_link.entry((link, hour)).or_default();
        if *kept >= cap {
            return false;
        }
        *kept += 1;
        self.admitted.insert(key);
        true
    }
}
