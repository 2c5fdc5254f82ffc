//! When sessions and API tokens were last used, written at most once a
//! minute per credential and instance: a request only compares a time in
//! memory, and the database sees one write a minute however busy a token is.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

/// How often a credential's last-used time is written.
pub const WRITE_EVERY_MS: i64 = 60_000;
/// Credentials remembered before the stale ones are dropped.
const CAPACITY: usize = 10_000;

#[derive(Default)]
pub struct LastUsed(Mutex<HashMap<String, i64>>);

impl LastUsed {
    /// Whether the use of `key` at `now` should be written; if so, it is
    /// remembered as written.
    pub fn due(&self, key: &str, now: i64) -> bool {
        let mut seen = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if seen
            .get(key)
            .is_some_and(|written| now - written < WRITE_EVERY_MS)
        {
            return false;
        }
        if seen.len() >= CAPACITY {
            seen.retain(|_, written| now - *written < WRITE_EVERY_MS);
        }
        seen.insert(key.to_owned(), now);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_use_is_written_once_a_minute() {
        let last = LastUsed::default();
        assert!(last.due("a", 0));
        assert!(!last.due("a", 59_999));
        assert!(last.due("b", 1));
        assert!(last.due("a", 60_000));
    }
}
