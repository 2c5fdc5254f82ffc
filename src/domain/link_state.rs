//! A link's state at a moment: the one rule that the redirect (through the
//! cached controls), the API's views (`state`) and the link list's `state`
//! filter all follow. The list filter's SQL (`store/link_list.rs`) is
//! written after [`Lifetime::state_at`] and tested against it on both
//! engines (`tests/visit_store/link_states.rs`).

/// Where a link stands in its lifetime.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkState {
    /// Redirects (a password or rules may still apply).
    Active,
    /// Past its expiry, or its visit limit used up.
    Expired,
    /// Before its `valid_from`; this wins over being expired, so a link
    /// whose window has not opened is never shown as expired.
    NotYetValid,
}

impl LinkState {
    pub const ALL: [LinkState; 3] = [Self::Active, Self::Expired, Self::NotYetValid];

    /// The state's name in the API (`state`, and the list's filter).
    pub fn name(self) -> &'static str {
        match self {
            Self::Active => "active",
            Self::Expired => "expired",
            Self::NotYetValid => "notYetValid",
        }
    }
}

/// What a link's state depends on.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Lifetime {
    /// Milliseconds; the link redirects from this moment on.
    pub valid_from: Option<i64>,
    /// Milliseconds; the link is expired from this moment on.
    pub expires_at: Option<i64>,
    /// Its visit limit is used up.
    pub used_up: bool,
}

impl Lifetime {
    /// The lifetime of a stored link: its window and its limit's use.
    pub fn of(
        valid_from: Option<i64>,
        expires_at: Option<i64>,
        max_visits: Option<i64>,
        used_visits: i64,
    ) -> Self {
        Self {
            valid_from,
            expires_at,
            used_up: is_used_up(max_visits, used_visits),
        }
    }

    /// The state at `now` (ms): not valid yet before `valid_from`, then
    /// expired from `expires_at` on or once the limit is used up.
    pub fn state_at(&self, now: i64) -> LinkState {
        if self.valid_from.is_some_and(|from| now < from) {
            LinkState::NotYetValid
        } else if self.expires_at.is_some_and(|until| now >= until) || self.used_up {
            LinkState::Expired
        } else {
            LinkState::Active
        }
    }
}

/// Whether a visit limit is used up: `used_visits` human visits of at most
/// `max_visits` (no limit is never used up).
pub fn is_used_up(max_visits: Option<i64>, used_visits: i64) -> bool {
    max_visits.is_some_and(|max| used_visits >= max)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_and_the_limit_decide_the_state() {
        let now = 1_000;
        let state = |from, until, max, used| Lifetime::of(from, until, max, used).state_at(now);
        assert_eq!(state(None, None, None, 0), LinkState::Active);
        assert_eq!(state(Some(now + 1), None, None, 0), LinkState::NotYetValid);
        assert_eq!(state(Some(now), None, None, 0), LinkState::Active);
        assert_eq!(state(None, Some(now), None, 0), LinkState::Expired);
        assert_eq!(state(None, Some(now + 1), None, 0), LinkState::Active);
        assert_eq!(state(None, None, Some(3), 2), LinkState::Active);
        assert_eq!(state(None, None, Some(3), 3), LinkState::Expired);
        // Not valid yet wins over a limit already used up.
        assert_eq!(
            state(Some(now + 1), None, Some(1), 1),
            LinkState::NotYetValid
        );
        assert_eq!(LinkState::NotYetValid.name(), "notYetValid");
    }
}
