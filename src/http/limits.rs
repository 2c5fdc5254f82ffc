//! Per-client caps on `/api` requests in progress, so that one address
//! cannot take every worker, database connection or Argon2 slot from the
//! others, and caps on uploads in progress per account and per address.
//! Redirects never pass through here: the hot path stays lock-free.

use crate::config::ClientLimits;
use axum::http::Method;
use dashmap::DashMap;
use std::sync::Arc;

pub const TOO_MANY_IN_PROGRESS: &str =
    "Too many requests in progress from your address, try again in a moment";

pub const TOO_MANY_UPLOADS: &str = "Too many uploads in progress, try again when one has finished";
/// Uploads (imports) one account may have in progress at once.
pub const UPLOADS_PER_ACCOUNT: usize = 2;
/// Uploads one client address may have in progress at once, all accounts
/// together.
pub const UPLOADS_PER_ADDRESS: usize = 4;

type Counts = Arc<DashMap<String, usize>>;

/// Requests in progress per client address: all `/api` requests, and those
/// that check or hash a password; uploads per address and per account.
#[derive(Default)]
pub struct InFlight {
    api: Counts,
    password: Counts,
    uploads_by_address: Counts,
    uploads_by_account: Counts,
}

/// A place taken by one request; dropping it gives the place back.
pub struct Slot {
    counts: Counts,
    client: String,
}

impl Drop for Slot {
    fn drop(&mut self) {
        if let Some(mut count) = self.counts.get_mut(&self.client) {
            *count = count.saturating_sub(1);
        }
        // Addresses with nothing in progress are forgotten, so the map
        // holds only current clients.
        self.counts.remove_if(&self.client, |_, count| *count == 0);
    }
}

fn enter(counts: &Counts, client: &str, limit: usize) -> Option<Slot> {
    {
        let mut count = counts.entry(client.to_owned()).or_insert(0);
        if *count >= limit {
            return None;
        }
        *count += 1;
    }
    Some(Slot {
        counts: counts.clone(),
        client: client.to_owned(),
    })
}

impl InFlight {
    /// Admits a request of `client`, or `None` when the address already has
    /// as many in progress as `limits` allow.
    pub fn admit(
        &self,
        client: &str,
        limits: ClientLimits,
        checks_password: bool,
    ) -> Option<(Slot, Option<Slot>)> {
        let api = enter(&self.api, client, limits.api)?;
        let password = if checks_password {
            Some(enter(&self.password, client, limits.password)?)
        } else {
            None
        };
        Some((api, password))
    }

    /// Admits an upload of `account` from `client`, or `None` when either
    /// already has as many uploads in progress as allowed. The slots are
    /// held until the upload has been imported, not only read.
    pub fn admit_upload(&self, account: &str, client: &str) -> Option<(Slot, Slot)> {
        let by_address = enter(&self.uploads_by_address, client, UPLOADS_PER_ADDRESS)?;
        let by_account = enter(&self.uploads_by_account, account, UPLOADS_PER_ACCOUNT)?;
        Some((by_address, by_account))
    }

    /// Requests of `client` in progress (for tests and diagnostics).
    pub fn in_progress(&self, client: &str) -> usize {
        self.api.get(client).map_or(0, |count| *count)
    }

    /// Uploads of `client` in progress (for tests and diagnostics).
    pub fn uploads_in_progress(&self, client: &str) -> usize {
        self.uploads_by_address
            .get(client)
            .map_or(0, |count| *count)
    }
}

/// Whether a request checks or hashes a password (Argon2): login,
/// registration, recovery, self-service credential changes and every route
/// behind a verification object. `path` is relative to `/api`.
pub fn checks_password(method: &Method, path: &str) -> bool {
    if matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS) {
        return false;
    }
    let path = path.strip_prefix("/api").unwrap_or(path);
    matches!(
        path,
        "/auth/login"
            | "/auth/register"
            | "/auth/totp/recover"
            | "/auth/email"
            | "/auth/password"
            | "/auth/username"
            | "/auth/automatic-login"
            | "/user"
            | "/user/username"
            | "/user/email"
            | "/user/password"
            | "/user/role"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: ClientLimits = ClientLimits {
        api: 3,
        password: 1,
    };

    #[test]
    fn slots_are_counted_per_address_and_given_back() {
        let in_flight = InFlight::default();
        let a = in_flight.admit("10.0.0.1", LIMITS, false).expect("first");
        let b = in_flight.admit("10.0.0.1", LIMITS, true).expect("second");
        assert!(in_flight.admit("10.0.0.1", LIMITS, true).is_none());
        let c = in_flight.admit("10.0.0.1", LIMITS, false).expect("third");
        assert!(in_flight.admit("10.0.0.1", LIMITS, false).is_none());
        assert!(in_flight.admit("10.0.0.2", LIMITS, true).is_some());
        assert_eq!(in_flight.in_progress("10.0.0.1"), 3);
        drop((a, b, c));
        assert_eq!(in_flight.in_progress("10.0.0.1"), 0);
        assert!(in_flight.api.is_empty() && in_flight.password.is_empty());
    }

    #[test]
    fn a_refused_password_request_gives_its_api_slot_back() {
        let in_flight = InFlight::default();
        let _held = in_flight.admit("a", LIMITS, true).expect("first");
        assert!(in_flight.admit("a", LIMITS, true).is_none());
        assert_eq!(in_flight.in_progress("a"), 1);
    }

    #[test]
    fn uploads_are_capped_per_account_and_per_address() {
        let in_flight = InFlight::default();
        let a1 = in_flight.admit_upload("alice", "10.0.0.1").expect("first");
        let _a2 = in_flight.admit_upload("alice", "10.0.0.2").expect("second");
        assert!(in_flight.admit_upload("alice", "10.0.0.3").is_none());
        let _b1 = in_flight.admit_upload("bob", "10.0.0.1").expect("bob");
        let _c1 = in_flight.admit_upload("carol", "10.0.0.1").expect("carol");
        let _d1 = in_flight.admit_upload("dave", "10.0.0.1").expect("dave");
        // A fifth from the same address, and the refused account slot is
        // not taken.
        assert!(in_flight.admit_upload("erin", "10.0.0.1").is_none());
        assert!(!in_flight.uploads_by_account.contains_key("erin"));
        drop(a1);
        assert!(in_flight.admit_upload("alice", "10.0.0.4").is_some());
    }

    #[test]
    fn password_routes_are_the_argon2_ones() {
        assert!(checks_password(&Method::POST, "/auth/login"));
        assert!(checks_password(&Method::POST, "/api/auth/login"));
        assert!(checks_password(&Method::DELETE, "/user"));
        assert!(checks_password(&Method::PATCH, "/user/password"));
        assert!(!checks_password(&Method::GET, "/auth/me"));
        assert!(!checks_password(&Method::POST, "/link"));
        assert!(!checks_password(&Method::GET, "/user/list"));
    }
}
