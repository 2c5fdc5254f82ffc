//! Argon2id password hashing (19 MiB, 2 passes, 1 lane, docs/api.md#password),
//! and the bounds every hash checked here must keep to. Hashing is
//! CPU-heavy, so callers run it on the blocking pool.

use argon2::password_hash::{
    rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString,
};
use argon2::{Algorithm, Argon2, Params, Version};
use std::fmt;
use std::sync::OnceLock;

/// The parameters of every hash this server makes.
pub const OWN_COST: Cost = Cost {
    memory_kib: 19 * 1024,
    passes: 2,
    lanes: 1,
};

/// The most a hash may ask for to be checked: this server's own
/// parameters. Checking runs the parameters written in the hash, so a hash
/// made elsewhere (an import, a restored backup, an old row) could
/// otherwise ask for 64 GiB (the process aborts) or 2^32 passes (a core is
/// busy for days): such a hash is refused on import and never run at
/// check time. Memory for hashing then stays at cores × 19 MiB
/// (docs/SECURITY.md).
pub const MAX_COST: Cost = OWN_COST;

/// The Argon2 parameters of a hash: memory in KiB (m), passes (t) and lanes
/// (p).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cost {
    pub memory_kib: u32,
    pub passes: u32,
    pub lanes: u32,
}

impl Cost {
    /// Whether no parameter is above [`MAX_COST`]'s.
    pub fn within_bounds(self) -> bool {
        self.memory_kib <= MAX_COST.memory_kib
            && self.passes <= MAX_COST.passes
            && self.lanes <= MAX_COST.lanes
    }

    fn of(hash: &PasswordHash<'_>) -> Option<Self> {
        let params = Params::try_from(hash).ok()?;
        Some(Self {
            memory_kib: params.m_cost(),
            passes: params.t_cost(),
            lanes: params.p_cost(),
        })
    }
}

impl fmt::Display for Cost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "m={}, t={}, p={}",
            self.memory_kib, self.passes, self.lanes
        )
    }
}

fn argon2() -> Argon2<'static> {
    let params =
        Params::new(OWN_COST.memory_kib, OWN_COST.passes, OWN_COST.lanes, None).unwrap_or_default();
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

pub fn hash_password(password: &str) -> Result<String, argon2::password_hash::Error> {
    let salt = SaltString::generate(&mut OsRng);
    Ok(argon2()
        .hash_password(password.as_bytes(), &salt)?
        .to_string())
}

/// The outcome of checking a password against a stored hash.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Checked {
    Match,
    /// A wrong password, or a stored value that is no Argon2 hash.
    Mismatch,
    /// The hash asks for more than [`MAX_COST`]; it was not run.
    Refused(Cost),
}

/// The cost of `stored_hash` when it is beyond [`MAX_COST`]: such a hash
/// must not be run. `None` for a hash within bounds or no hash at all.
pub fn refused_cost(stored_hash: &str) -> Option<Cost> {
    let parsed = PasswordHash::new(stored_hash).ok()?;
    Cost::of(&parsed).filter(|cost| !cost.within_bounds())
}

/// Checks `password` against `stored_hash`, running Argon2 only within
/// [`MAX_COST`].
pub fn check_password(password: &str, stored_hash: &str) -> Checked {
    let Ok(parsed) = PasswordHash::new(stored_hash) else {
        return Checked::Mismatch;
    };
    match Cost::of(&parsed) {
        None => Checked::Mismatch,
        Some(cost) if !cost.within_bounds() => Checked::Refused(cost),
        Some(_) => match argon2().verify_password(password.as_bytes(), &parsed) {
            Ok(()) => Checked::Match,
            Err(_) => Checked::Mismatch,
        },
    }
}

/// Whether `password` matches: false for a wrong password, a stored value
/// that does not parse and a hash beyond [`MAX_COST`].
pub fn verify_password(password: &str, stored_hash: &str) -> bool {
    check_password(password, stored_hash) == Checked::Match
}

/// Why a hash from outside this server cannot be stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ForeignHashProblem {
    /// Not an Argon2id hash in PHC form.
    NotArgon2id,
    /// An Argon2id hash beyond [`MAX_COST`].
    TooCostly(Cost),
}

/// Checks a hash that comes from a file (imports and restores carry link
/// password hashes, never passwords): an Argon2id PHC string within
/// [`MAX_COST`].
pub fn check_foreign_hash(value: &str) -> Result<(), ForeignHashProblem> {
    let parsed = PasswordHash::new(value).map_err(|_| ForeignHashProblem::NotArgon2id)?;
    if parsed.algorithm != Algorithm::Argon2id.ident() || parsed.hash.is_none() {
        return Err(ForeignHashProblem::NotArgon2id);
    }
    let cost = Cost::of(&parsed).ok_or(ForeignHashProblem::NotArgon2id)?;
    if cost.within_bounds() {
        Ok(())
    } else {
        Err(ForeignHashProblem::TooCostly(cost))
    }
}

/// A fixed hash checked when the account does not exist, so that login time
/// does not tell whether a username is registered (docs/api.md#timing).
pub fn dummy_hash() -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| hash_password("Dummy-password-1").unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A valid Argon2id PHC string with other parameters (salt and output
    /// are any base64; nothing is computed to build it).
    fn hash_with(params: &str) -> String {
        format!("$argon2id$v=19${params}$c29tZXNhbHRzb21lc2FsdA$YWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXphYmNkZWY")
    }

    #[test]
    fn hashes_are_argon2id_and_verify() {
        let hash = hash_password("Correct-Horse-9").expect("hash");
        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(verify_password("Correct-Horse-9", &hash));
        assert!(!verify_password("Correct-Horse-8", &hash));
        assert!(!verify_password("x", "not a hash"));
        assert_eq!(check_foreign_hash(&hash), Ok(()));
        assert_eq!(
            check_foreign_hash("not a hash"),
            Err(ForeignHashProblem::NotArgon2id)
        );
        assert_eq!(refused_cost(&hash), None);
    }

    /// Issue 30, item 1: hostile parameters are refused on import and never
    /// run at check time (these would take 64 GiB, or days of CPU).
    #[test]
    fn hashes_beyond_the_servers_own_cost_are_refused_unrun() {
        for (params, cost) in [
            ("m=67108864,t=1,p=1", (67_108_864, 1, 1)),
            ("m=19456,t=4294967295,p=1", (19_456, u32::MAX, 1)),
            ("m=19456,t=2,p=255", (19_456, 2, 255)),
            ("m=19457,t=2,p=1", (19_457, 2, 1)),
            ("m=19456,t=3,p=1", (19_456, 3, 1)),
        ] {
            let hash = hash_with(params);
            let cost = Cost {
                memory_kib: cost.0,
                passes: cost.1,
                lanes: cost.2,
            };
            assert_eq!(
                check_foreign_hash(&hash),
                Err(ForeignHashProblem::TooCostly(cost))
            );
            assert_eq!(check_password("x", &hash), Checked::Refused(cost));
            assert!(!verify_password("x", &hash));
            assert_eq!(refused_cost(&hash), Some(cost));
        }
        // Cheaper ones are within bounds (and simply wrong here).
        for params in ["m=19456,t=2,p=1", "m=8192,t=1,p=1"] {
            let hash = hash_with(params);
            assert_eq!(check_foreign_hash(&hash), Ok(()), "{params}");
            assert_eq!(check_password("x", &hash), Checked::Mismatch);
        }
        assert_eq!(
            check_foreign_hash(&hash_with("m=19456,t=2,p=1").replace("argon2id", "argon2i")),
            Err(ForeignHashProblem::NotArgon2id)
        );
        assert_eq!(MAX_COST.to_string(), "m=19456, t=2, p=1");
    }
}
