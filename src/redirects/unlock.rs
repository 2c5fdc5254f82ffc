//! Link passwords on the redirect path: attempts are throttled per client
//! address and link (5 per 15 minutes), reserved before the Argon2id check
//! so concurrent guesses never check more than the limit, in a table of
//! bounded size (the oldest pairs make room under a flood); the right
//! password earns the proof the visitor's cookie carries.

use super::{Redirects, Target};
use crate::accounts::passwords::{password_matches, HashOwner};
use crate::domain::link_unlock::sign_unlock;
use siphasher::sip::SipHasher13;
use std::hash::Hasher;
use std::net::IpAddr;
use std::sync::{Mutex, PoisonError};

/// Wrong passwords per address and link before a pause.
pub const UNLOCK_ATTEMPTS: u32 = 5;
/// The window the attempts are counted in.
pub const UNLOCK_WINDOW_MS: i64 = 15 * 60 * 1000;
/// Address and link pairs remembered at most (about 40 bytes each).
const PAIRS: usize = 100_000;

#[derive(Debug, Clone, Copy)]
struct Window {
    started: i64,
    attempts: u32,
}

pub(super) struct UnlockThrottle {
    pairs: Mutex<quick_cache::unsync::Cache<u64, Window>>,
    /// Keys the pairs' hashes: no address is kept, and nobody can aim
    /// collisions at another visitor's pair.
    key: [u8; 16],
}

impl Default for UnlockThrottle {
    fn default() -> Self {
        Self {
            pairs: Mutex::new(quick_cache::unsync::Cache::new(PAIRS)),
            key: rand::random(),
        }
    }
}

impl UnlockThrottle {
    fn pair(&self, client: IpAddr, link_num: i64) -> u64 {
        let mut hasher = SipHasher13::new_with_key(&self.key);
        match client {
            IpAddr::V4(v4) => hasher.write(&v4.octets()),
            // One IPv6 client usually holds a whole /64.
            IpAddr::V6(v6) => hasher.write(&v6.octets()[..8]),
        }
        hasher.write_i64(link_num);
        hasher.finish()
    }

    /// Reserves an attempt, or says how many seconds to wait.
    fn reserve(&self, pair: u64, now: i64) -> Result<(), u64> {
        let mut pairs = self.pairs.lock().unwrap_or_else(PoisonError::into_inner);
        let mut window = pairs
            .get(&pair)
            .copied()
            .filter(|w| now - w.started < UNLOCK_WINDOW_MS)
            .unwrap_or(Window {
                started: now,
                attempts: 0,
            });
        if window.attempts >= UNLOCK_ATTEMPTS {
            let wait_ms = window.started + UNLOCK_WINDOW_MS - now;
            return Err(u64::try_from(wait_ms).unwrap_or(0).div_ceil(1000).max(1));
        }
        window.attempts += 1;
        pairs.insert(pair, window);
        Ok(())
    }

    /// The right password: the pair starts afresh.
    fn clear(&self, pair: u64) {
        self.pairs
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&pair);
    }
}

/// The outcome of a password typed for a link.
#[derive(Debug, PartialEq, Eq)]
pub enum Unlock {
    /// Right: the value of the proof cookie.
    Granted(String),
    Wrong,
    /// Too many attempts from this address for this link.
    Throttled {
        retry_after_secs: u64,
    },
}

impl Redirects {
    /// Checks `password` for `target` typed from `client` at `now` (ms).
    pub async fn unlock(
        &self,
        target: &Target,
        password: &str,
        client: IpAddr,
        now: i64,
    ) -> Unlock {
        let Some(hash) = target.controls().and_then(|c| c.password_hash.as_deref()) else {
            return Unlock::Wrong;
        };
        let pair = self.unlocks.pair(client, target.num());
        if let Err(retry_after_secs) = self.unlocks.reserve(pair, now) {
            return Unlock::Throttled { retry_after_secs };
        }
        let owner = HashOwner::Link(target.link_id());
        match password_matches(password, hash, owner).await {
            Ok(true) => {
                self.unlocks.clear(pair);
                Unlock::Granted(sign_unlock(hash, target.link_id(), now / 1000))
            }
            Ok(false) => Unlock::Wrong,
            Err(error) => {
                tracing::error!(?error, "could not check a link password");
                Unlock::Wrong
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attempts_are_counted_per_pair_and_window() {
        let throttle = UnlockThrottle::default();
        let a = throttle.pair("192.0.2.1".parse().unwrap_or(IpAddr::from([0; 4])), 1);
        let b = throttle.pair("192.0.2.1".parse().unwrap_or(IpAddr::from([0; 4])), 2);
        for _ in 0..UNLOCK_ATTEMPTS {
            assert_eq!(throttle.reserve(a, 0), Ok(()));
        }
        assert_eq!(throttle.reserve(a, 1_000), Err(899));
        assert_eq!(throttle.reserve(b, 1_000), Ok(()), "another link");
        assert_eq!(
            throttle.reserve(a, UNLOCK_WINDOW_MS),
            Ok(()),
            "a new window"
        );
        throttle.clear(a);
        assert_eq!(throttle.reserve(a, UNLOCK_WINDOW_MS), Ok(()));
    }
}
