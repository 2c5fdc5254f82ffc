//! Argon2id password hashing (19 MiB, 2 passes, 1 lane, per api.md §13.1).
//! Hashing is CPU-heavy, so callers run it on the blocking pool.

use argon2::password_hash::{
    rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString,
};
use argon2::{Algorithm, Argon2, Params, Version};
use std::sync::OnceLock;

fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).unwrap_or_default();
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

pub fn hash_password(password: &str) -> Result<String, argon2::password_hash::Error> {
    let salt = SaltString::generate(&mut OsRng);
    Ok(argon2()
        .hash_password(password.as_bytes(), &salt)?
        .to_string())
}

/// False for a wrong password and for a stored hash that does not parse.
pub fn verify_password(password: &str, stored_hash: &str) -> bool {
    match PasswordHash::new(stored_hash) {
        Ok(parsed) => argon2()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok(),
        Err(_) => false,
    }
}

/// Whether `value` is an Argon2id hash in PHC form (imports carry link
/// password hashes, never passwords).
pub fn is_argon2id_hash(value: &str) -> bool {
    PasswordHash::new(value).is_ok_and(|hash| {
        hash.algorithm == argon2::Algorithm::Argon2id.ident() && hash.hash.is_some()
    })
}

/// A fixed hash checked when the account does not exist, so that login time
/// does not tell whether a username is registered (api.md §3.7).
pub fn dummy_hash() -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| hash_password("Dummy-password-1").unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_are_argon2id_and_verify() {
        let hash = hash_password("Correct-Horse-9").expect("hash");
        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(verify_password("Correct-Horse-9", &hash));
        assert!(!verify_password("Correct-Horse-8", &hash));
        assert!(!verify_password("x", "not a hash"));
        assert!(is_argon2id_hash(&hash));
        assert!(!is_argon2id_hash("not a hash"));
    }
}
