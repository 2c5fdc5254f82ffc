//! TOTP codes (RFC 6238: HMAC-SHA1, 6 digits, 30 s, ±1 step) and backup
//! codes (docs/api.md#totp-and-backup-codes). Code generation is the `totp-rs` crate's.

use rand::{Rng, RngCore};
use totp_rs::{Algorithm, Secret, TOTP};

pub const STEP_SECONDS: u64 = 30;
const BACKUP_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
pub const BACKUP_CODE_COUNT: usize = 8;
pub const BACKUP_CODE_LEN: usize = 12;

/// A new TOTP secret: 20 random bytes as 32 base32 characters.
pub fn new_totp_secret() -> String {
    let mut bytes = [0u8; 20];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    Secret::Raw(bytes.to_vec()).to_encoded().to_string()
}

fn totp(secret_base32: &str) -> Option<TOTP> {
    let bytes = Secret::Encoded(secret_base32.to_owned()).to_bytes().ok()?;
    TOTP::new(Algorithm::SHA1, 6, 1, STEP_SECONDS, bytes).ok()
}

/// Whether `code` is exactly six ASCII digits.
pub fn is_code_format(code: &str) -> bool {
    code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit())
}

/// The step (`unix_seconds / 30`) whose code equals `code`, looking at the
/// current step and one on either side, and only at steps after
/// `last_accepted` so that a code works once.
pub fn matching_step(
    secret_base32: &str,
    code: &str,
    unix_seconds: u64,
    last_accepted: Option<i64>,
) -> Option<i64> {
    if !is_code_format(code) {
        return None;
    }
    let totp = totp(secret_base32)?;
    let current = unix_seconds / STEP_SECONDS;
    let mut found = None;
    for step in [current.saturating_sub(1), current, current + 1] {
        let expected = totp.generate(step * STEP_SECONDS);
        // Compare every candidate so timing does not reveal which matched.
        if crate::domain::tokens::constant_time_eq(&expected, code) && found.is_none() {
            found = Some(step as i64);
        }
    }
    found.filter(|step| last_accepted.is_none_or(|last| *step > last))
}

/// The code for a moment; tests and tools use it to act as an authenticator.
pub fn code_at(secret_base32: &str, unix_seconds: u64) -> Option<String> {
    Some(totp(secret_base32)?.generate(unix_seconds))
}

/// `otpauth://` URI for authenticator apps, issuer Linkhop, label the username.
pub fn otpauth_uri(secret_base32: &str, username: &str) -> String {
    let label: String = url::form_urlencoded::byte_serialize(username.as_bytes())
        .collect::<String>()
        .replace('+', "%20");
    format!("otpauth://totp/Linkhop:{label}?issuer=Linkhop&secret={secret_base32}&algorithm=SHA1&digits=6&period=30")
}

/// Eight new backup codes of twelve characters from the unambiguous alphabet.
pub fn new_backup_codes() -> Vec<String> {
    let mut rng = rand::rngs::OsRng;
    (0..BACKUP_CODE_COUNT)
        .map(|_| {
            (0..BACKUP_CODE_LEN)
                .map(|_| BACKUP_ALPHABET[rng.gen_range(0..BACKUP_ALPHABET.len())] as char)
                .collect()
        })
        .collect()
}

/// The stored form of a backup code (compared after upper-casing).
pub fn hash_backup_code(code: &str) -> String {
    crate::domain::tokens::hash_session_token(&code.trim().to_ascii_uppercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_32_base32_chars() {
        let s = new_totp_secret();
        assert_eq!(s.len(), 32);
        assert!(s
            .bytes()
            .all(|b| b.is_ascii_uppercase() || (b'2'..=b'7').contains(&b)));
    }

    #[test]
    fn codes_match_within_one_step_and_only_once() {
        let secret = new_totp_secret();
        let now = 1_700_000_000u64;
        let step = (now / 30) as i64;
        let code = code_at(&secret, now).expect("code");
        assert_eq!(matching_step(&secret, &code, now, None), Some(step));
        assert_eq!(
            matching_step(&secret, &code, now, Some(step)),
            None,
            "replay"
        );
        let previous = code_at(&secret, now - 30).expect("code");
        assert_eq!(matching_step(&secret, &previous, now, None), Some(step - 1));
        let next = code_at(&secret, now + 30).expect("code");
        assert_eq!(matching_step(&secret, &next, now, None), Some(step + 1));
        let old = code_at(&secret, now - 90).expect("code");
        if old != code && old != previous && old != next {
            assert_eq!(matching_step(&secret, &old, now, None), None);
        }
        assert_eq!(matching_step(&secret, "12345", now, None), None);
        assert_eq!(matching_step(&secret, "12345a", now, None), None);
    }

    #[test]
    fn rfc_6238_vector() {
        // RFC 6238 appendix B, SHA-1, T = 59 s: 94287082 → last six digits.
        let secret = Secret::Raw(b"12345678901234567890".to_vec())
            .to_encoded()
            .to_string();
        assert_eq!(code_at(&secret, 59).as_deref(), Some("287082"));
    }

    #[test]
    fn backup_codes_use_the_alphabet() {
        let codes = new_backup_codes();
        assert_eq!(codes.len(), 8);
        for code in &codes {
            assert_eq!(code.len(), 12);
            assert!(code.bytes().all(|b| BACKUP_ALPHABET.contains(&b)));
        }
        assert_eq!(hash_backup_code("abc"), hash_backup_code("ABC"));
    }

    #[test]
    fn uri_has_issuer_and_label() {
        assert_eq!(
            otpauth_uri("ABC", "jo.doe"),
            "otpauth://totp/Linkhop:jo.doe?issuer=Linkhop&secret=ABC&algorithm=SHA1&digits=6&period=30"
        );
    }
}
