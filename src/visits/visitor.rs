//! The visitor key: a 64-bit keyed hash (SipHash-1-3) of the client
//! address, the full user agent and the link, under the UTC day's random
//! 32-byte salt. Salts are shared by every instance through the database
//! (`visitor_salts`), created a day ahead and deleted once their day is
//! over, after which no key can be tied to an address again.

use crate::domain::visits::{day_of, DAY_MS};
use crate::store::{Store, StoreError};
use arc_swap::ArcSwap;
use rand::RngCore;
use siphasher::sip::SipHasher13;
use std::hash::Hasher;
use std::net::IpAddr;
use std::sync::Arc;

/// The salts of today and tomorrow as last loaded; read without a lock.
pub struct Salts {
    days: ArcSwap<Vec<(i64, [u8; 32])>>,
}

impl Default for Salts {
    fn default() -> Self {
        Self::new()
    }
}

/// The key a split chooses a variant by: the visitor key, or a random one
/// while the day's salt is not loaded (key 0), so a split still splits.
pub fn choosing_key(visitor_key: u64) -> u64 {
    match visitor_key {
        0 => rand::random(),
        key => key,
    }
}

impl Salts {
    /// No salt yet: keys are 0 until [`Salts::refresh`] loads them.
    pub fn new() -> Self {
        Self {
            days: ArcSwap::from_pointee(Vec::new()),
        }
    }

    /// Replaces the loaded salts (by day).
    pub fn set(&self, days: Vec<(i64, [u8; 32])>) {
        self.days.store(Arc::new(days));
    }

    /// The days whose salt is loaded.
    pub fn days(&self) -> Vec<i64> {
        self.days.load().iter().map(|(day, _)| *day).collect()
    }

    /// The visitor key of a visit at `at` (ms); 0 when the day's salt is
    /// not loaded (the visit then counts no unique visitor). Never 0 else.
    pub fn key(&self, client: IpAddr, agent: &[u8], link_num: i64, at: i64) -> u64 {
        let day = day_of(at);
        let days = self.days.load();
        let Some((_, salt)) = days.iter().find(|(d, _)| *d == day) else {
            return 0;
        };
        let mut k = [0u8; 16];
        k.copy_from_slice(&salt[..16]);
        let mut hasher = SipHasher13::new_with_key(&k);
        hasher.write(&salt[16..]);
        let address = match client {
            IpAddr::V4(v4) => v4.to_ipv6_mapped(),
            IpAddr::V6(v6) => v6,
        };
        hasher.write(&address.octets());
        hasher.write(&link_num.to_le_bytes());
        hasher.write(&(agent.len() as u64).to_le_bytes());
        hasher.write(agent);
        hasher.finish().max(1)
    }

    /// Makes sure today's and tomorrow's salts exist (the first instance to
    /// write a day's salt wins; every instance then reads the same), loads
    /// them, and deletes the salts of past days.
    pub async fn refresh(&self, store: &Store, now_ms: i64) -> Result<(), StoreError> {
        let today = day_of(now_ms);
        let wanted = [today, day_of(now_ms + DAY_MS)];
        let loaded = self.days();
        if !wanted.iter().all(|day| loaded.contains(day)) {
            let fresh: Vec<(i64, [u8; 32])> = wanted.iter().map(|day| (*day, new_salt())).collect();
            store.salts_insert_missing(&fresh).await?;
        }
        let days = store.salts_since(today).await?;
        self.set(days);
        store.salts_delete_before(today).await?;
        Ok(())
    }
}

fn new_salt() -> [u8; 32] {
    let mut salt = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut salt);
    salt
}

#[cfg(test)]
mod tests {
    use super::*;

    const AGENT: &[u8] = b"Mozilla/5.0 (X11; Linux x86_64) Firefox/125.0";

    fn salts() -> Salts {
        let salts = Salts::new();
        salts.set(vec![(10, [1; 32]), (11, [2; 32])]);
        salts
    }

    #[test]
    fn keys_are_stable_within_a_day_and_differ_across_days_and_links() {
        let salts = salts();
        let client: IpAddr = "192.0.2.1".parse().expect("address");
        let morning = 10 * DAY_MS + 1;
        let evening = 11 * DAY_MS - 1;
        let key = salts.key(client, AGENT, 5, morning);
        assert_ne!(key, 0);
        assert_eq!(salts.key(client, AGENT, 5, evening), key);
        assert_ne!(salts.key(client, AGENT, 5, 11 * DAY_MS), key, "next day");
        assert_ne!(salts.key(client, AGENT, 6, morning), key, "other link");
        assert_ne!(salts.key(client, b"curl/8", 5, morning), key, "other agent");
        let other: IpAddr = "192.0.2.2".parse().expect("address");
        assert_ne!(salts.key(other, AGENT, 5, morning), key, "other address");
        assert_eq!(salts.key(client, AGENT, 5, 12 * DAY_MS), 0, "no salt");
    }

    #[test]
    fn ipv4_and_its_mapped_form_are_one_visitor() {
        let salts = salts();
        let v4: IpAddr = "192.0.2.1".parse().expect("address");
        let mapped: IpAddr = "::ffff:192.0.2.1".parse().expect("address");
        assert_eq!(
            salts.key(v4, AGENT, 5, 10 * DAY_MS),
            salts.key(mapped, AGENT, 5, 10 * DAY_MS)
        );
    }
}
