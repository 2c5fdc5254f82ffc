//! The proof that a visitor typed a link's password: a cookie value
//! `<expiry seconds>.<HMAC-SHA256>` keyed by the link's stored password
//! hash. The hash is secret (never shown) and random per password, so the
//! proof needs no server key shared between instances, and a new password
//! ends every proof of the old one.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use hmac::{Hmac, Mac};
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

/// How long a typed password spares the form (seconds).
pub const UNLOCK_SECONDS: i64 = 12 * 60 * 60;

fn mac(password_hash: &str, link_id: &str, expiry: i64) -> Option<HmacSha256> {
    let mut mac = HmacSha256::new_from_slice(password_hash.as_bytes()).ok()?;
    mac.update(b"linkhop link unlock\n");
    mac.update(link_id.as_bytes());
    mac.update(b"\n");
    mac.update(expiry.to_string().as_bytes());
    Some(mac)
}

/// The cookie value for link `link_id`, valid until `now_secs + UNLOCK_SECONDS`.
pub fn sign_unlock(password_hash: &str, link_id: &str, now_secs: i64) -> String {
    let expiry = now_secs.saturating_add(UNLOCK_SECONDS);
    let tag = mac(password_hash, link_id, expiry)
        .map(|m| URL_SAFE_NO_PAD.encode(m.finalize().into_bytes()))
        .unwrap_or_default();
    format!("{expiry}.{tag}")
}

/// Whether `value` is a proof for this link and password that has not
/// expired at `now_secs`; compared in constant time.
pub fn verify_unlock(value: &str, password_hash: &str, link_id: &str, now_secs: i64) -> bool {
    let Some((expiry, tag)) = value.split_once('.') else {
        return false;
    };
    let Ok(expiry) = expiry.parse::<i64>() else {
        return false;
    };
    if expiry <= now_secs || expiry > now_secs.saturating_add(UNLOCK_SECONDS) {
        return false;
    }
    let Ok(tag) = URL_SAFE_NO_PAD.decode(tag) else {
        return false;
    };
    mac(password_hash, link_id, expiry).is_some_and(|m| m.verify_slice(&tag).is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proofs_hold_for_their_link_and_password_until_they_expire() {
        let proof = sign_unlock("hash-1", "link-1", 1_000);
        assert!(verify_unlock(&proof, "hash-1", "link-1", 1_000));
        assert!(verify_unlock(
            &proof,
            "hash-1",
            "link-1",
            1_000 + UNLOCK_SECONDS - 1
        ));
        assert!(!verify_unlock(
            &proof,
            "hash-1",
            "link-1",
            1_000 + UNLOCK_SECONDS
        ));
        assert!(!verify_unlock(&proof, "hash-2", "link-1", 1_000));
        assert!(!verify_unlock(&proof, "hash-1", "link-2", 1_000));
        let forged = format!("{}.{}", 1_000 + UNLOCK_SECONDS, &proof[proof.len() - 10..]);
        assert!(!verify_unlock(&forged, "hash-1", "link-1", 1_000));
        assert!(!verify_unlock("garbage", "hash-1", "link-1", 1_000));
    }
}
