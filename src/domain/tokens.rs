//! Random credentials: API secrets, session tokens and their stored hashes.

use base64::Engine;
use rand::{Rng, RngCore};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

const SECRET_ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
pub const SECRET_LEN: usize = 32;

/// A new 32-character API secret from the OS CSPRNG.
pub fn new_api_secret() -> String {
    let mut rng = rand::rngs::OsRng;
    (0..SECRET_LEN)
        .map(|_| SECRET_ALPHABET[rng.gen_range(0..SECRET_ALPHABET.len())] as char)
        .collect()
}

/// A new session token (32 random bytes, base64url without padding).
pub fn new_session_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// The SHA-256 of a session token, hex-encoded: the only form stored.
pub fn hash_session_token(token: &str) -> String {
    sha256_hex(token)
}

/// The SHA-256 of an API secret, hex-encoded: the form secrets are looked
/// up by, so no index comparison ever runs on the secret itself.
pub fn hash_api_secret(secret: &str) -> String {
    sha256_hex(secret)
}

/// A 64-bit key for `text` in `namespace` (the first 8 bytes of its
/// SHA-256), for database advisory locks: the same text always gives the
/// same key, on every instance.
pub fn lock_key(namespace: &str, text: &str) -> i64 {
    let digest = Sha256::new()
        .chain_update(namespace.as_bytes())
        .chain_update([0u8])
        .chain_update(text.as_bytes())
        .finalize();
    let mut bytes = [0u8; 8];
    bytes.copy_from_slice(&digest[..8]);
    i64::from_be_bytes(bytes)
}

/// The hex SHA-256 of `text`: a fixed-size stand-in for a value that must
/// be compared but need not be kept.
pub fn sha256_hex(text: &str) -> String {
    let digest = Sha256::digest(text.as_bytes());
    let mut out = String::with_capacity(64);
    for byte in digest {
        out.push_str(&format!("{byte:02x}"));
    }
    out
}

/// Compares two secrets in time independent of where they differ.
pub fn constant_time_eq(a: &str, b: &str) -> bool {
    a.len() == b.len() && bool::from(a.as_bytes().ct_eq(b.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_32_alphanumerics_and_differ() {
        let a = new_api_secret();
        assert_eq!(a.len(), 32);
        assert!(a.bytes().all(|b| b.is_ascii_alphanumeric()));
        assert_ne!(a, new_api_secret());
    }

    #[test]
    fn session_tokens_are_43_base64url_chars_and_hash_stably() {
        let t = new_session_token();
        assert_eq!(t.len(), 43);
        assert_eq!(hash_session_token(&t), hash_session_token(&t));
        assert_eq!(hash_session_token(&t).len(), 64);
        assert_ne!(
            hash_session_token(&t),
            hash_session_token(&new_session_token())
        );
    }
}
