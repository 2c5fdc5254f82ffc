//! Per-client caps on `/api` requests in progress, so that one address
//! cannot take every worker, database connection or Argon2 slot from the
//! others. Redirects never pass through here: the hot path stays lock-free.

use crate::config::ClientLimits;
use axum::http::Method;
use dashmap::DashMap;
use std::sync::Arc;

pub const TOO_MANY_IN_PROGRESS: &str =
    "Too many requests in progress from your address, try again in a moment";

type Counts = Arc<DashMap<String, usize>>;

/// Requests in progress per client address: all `/api` requests, and those
/// that check or hash a password.
#[derive(Default)]
pub struct InFlight {
    api: Counts,
    password: Counts,
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

    /// Requests of `client` in progress (for tests and diagnostics).
    pub fn in_progress(&self, client: &str) -> usize {
        self.api.get(client).map_or(0, |count| *count)
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
