//! Link passwords on the redirect path. Every attempt first reserves its
//! place, before the Argon2id check, so concurrent guesses never check more
//! than the budget allows:
//!
//! - in this instance's memory, per client address and link (5 per 15
//!   minutes, in a table of bounded size whose oldest pairs make room under
//!   a flood), which refuses a single guesser without a database write;
//! - in the database, with the accounts' budget (`accounts::throttle`): the
//!   same per pair across instances, and after 5 failures on the link from
//!   any addresses, each attempt waits 1 s after the latest failure,
//!   doubling up to a minute. A link's guesses stay bounded whatever the
//!   number of addresses or instances. While a link waits, this instance
//!   refuses from memory until the wait is over.
//!
//! Each wrong password is counted on the link for its owner to see; the
//! right one earns the proof the visitor's cookie carries.

use super::{Redirects, Target};
use crate::accounts::passwords::{password_matches, HashOwner};
use crate::accounts::throttle::{self, Subject};
use crate::accounts::AccountError;
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
/// Links whose wait is remembered at most (about 24 bytes each).
const WAITING_LINKS: usize = 10_000;

#[derive(Debug, Clone, Copy)]
struct Window {
    started: i64,
    attempts: u32,
}

pub(super) struct UnlockThrottle {
    pairs: Mutex<quick_cache::unsync::Cache<u64, Window>>,
    /// Links the database said must wait: their number, and until when (ms).
    waiting: Mutex<quick_cache::unsync::Cache<i64, i64>>,
    /// Keys the pairs' hashes: no address is kept, and nobody can aim
    /// collisions at another visitor's pair.
    key: [u8; 16],
}

impl Default for UnlockThrottle {
    fn default() -> Self {
        Self {
            pairs: Mutex::new(quick_cache::unsync::Cache::new(PAIRS)),
            waiting: Mutex::new(quick_cache::unsync::Cache::new(WAITING_LINKS)),
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

    /// Seconds link `num` must still wait, as the database last said.
    fn link_wait(&self, num: i64, now: i64) -> Option<u64> {
        let until = self
            .waiting
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&num)
            .copied()?;
        let wait_ms = until - now;
        (wait_ms > 0).then(|| u64::try_from(wait_ms).unwrap_or(0).div_ceil(1000).max(1))
    }

    fn link_waits(&self, num: i64, until: i64) {
        self.waiting
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(num, until);
    }
}

/// The client's address as the database budget counts it: an IPv6 client
/// by its /64, as the pairs in memory.
fn address_key(client: IpAddr) -> String {
    match client {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => {
            let s = v6.segments();
            format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
        }
    }
}

/// The outcome of a password typed for a link.
#[derive(Debug, PartialEq, Eq)]
pub enum Unlock {
    /// Right: the value of the proof cookie.
    Granted(String),
    Wrong,
    /// Too many attempts from this address, or on this link.
    Throttled {
        retry_after_secs: u64,
    },
    /// The database could not count the attempt; nothing was checked.
    Unavailable,
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
        let Some(controls) = target.controls() else {
            return Unlock::Wrong;
        };
        let Some(hash) = controls.password_hash.as_deref() else {
            return Unlock::Wrong;
        };
        let link_id = controls.link_id();
        let pair = self.unlocks.pair(client, target.num());
        if let Err(retry_after_secs) = self.unlocks.reserve(pair, now) {
            return Unlock::Throttled { retry_after_secs };
        }
        if let Some(retry_after_secs) = self.unlocks.link_wait(target.num(), now) {
            return Unlock::Throttled { retry_after_secs };
        }
        let subject = Subject::Link(link_id);
        let reservation = match throttle::reserve(&self.store, subject, &address_key(client)).await
        {
            Ok(reservation) => reservation,
            Err(AccountError::Throttled { retry_after_secs }) => {
                let wait_ms = i64::try_from(retry_after_secs.saturating_mul(1000)).unwrap_or(0);
                self.unlocks
                    .link_waits(target.num(), now.saturating_add(wait_ms));
                return Unlock::Throttled { retry_after_secs };
            }
            Err(error) => {
                tracing::error!(?error, "could not count a link password attempt");
                return Unlock::Unavailable;
            }
        };
        let owner = HashOwner::Link(link_id);
        match password_matches(password, hash, owner).await {
            Ok(true) => {
                self.unlocks.clear(pair);
                let cleared = match reservation.succeeded().await {
                    Ok(()) => throttle::clear_link(&self.store, link_id).await,
                    Err(error) => Err(error),
                };
                if let Err(error) = cleared {
                    tracing::warn!(?error, "could not clear a link's password failures");
                }
                Unlock::Granted(sign_unlock(hash, link_id, now / 1000))
            }
            Ok(false) => {
                // The reservation stays as the failure; the count is the owner's.
                if let Err(error) = self.store.record_link_password_failure(link_id, now).await {
                    tracing::warn!(?error, "could not count a wrong link password");
                }
                Unlock::Wrong
            }
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

    #[test]
    fn a_waiting_link_is_refused_from_memory_until_its_wait_ends() {
        let throttle = UnlockThrottle::default();
        assert_eq!(throttle.link_wait(7, 0), None);
        throttle.link_waits(7, 2_500);
        assert_eq!(throttle.link_wait(7, 0), Some(3));
        assert_eq!(throttle.link_wait(7, 2_000), Some(1));
        assert_eq!(throttle.link_wait(7, 2_500), None);
        assert_eq!(throttle.link_wait(8, 0), None, "another link");
    }

    #[test]
    fn ipv6_clients_count_by_their_64() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1"
            .parse()
            .unwrap_or(IpAddr::from([0; 4]));
        let b: IpAddr = "2001:db8:1:2:bbbb::9"
            .parse()
            .unwrap_or(IpAddr::from([0; 4]));
        assert_eq!(address_key(a), "2001:db8:1:2::/64");
        assert_eq!(address_key(a), address_key(b));
        assert_eq!(address_key(IpAddr::from([192, 0, 2, 1])), "192.0.2.1");
    }
}
