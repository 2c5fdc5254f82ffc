//! Passkeys (WebAuthn): the relying party from `DOMAIN`, registration after
//! a fresh verification, login as a second factor or without a password
//! (discoverable credentials), and the owner's list, rename and delete.
//! Ceremony state is kept in the database between the two requests of a
//! ceremony, so any instance can finish what another started.

mod ceremonies;
mod login;
mod manage;
mod registration;
mod relying_party;

pub use login::{finish_login, start_second_factor};
pub use relying_party::RelyingParty;

use super::AccountError;
use crate::store::PasskeyRecord;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use webauthn_rs::prelude::{Passkey, Uuid};

/// What the browser needs to run a ceremony: its id (sent back with the
/// answer) and the `publicKey` options of `navigator.credentials`.
pub struct Challenge {
    pub ceremony: String,
    pub public_key: serde_json::Value,
}

/// The WebAuthn user handle of an account: its id, which is a UUID; an id
/// that is not (none is today) gets a stable one from its hash.
fn user_handle(account_id: &str) -> Uuid {
    Uuid::parse_str(account_id).unwrap_or_else(|_| {
        let digest = crate::domain::tokens::sha256_hex(account_id);
        let mut bytes = [0u8; 16];
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte =
                u8::from_str_radix(digest.get(i * 2..i * 2 + 2).unwrap_or("00"), 16).unwrap_or(0);
        }
        Uuid::from_bytes(bytes)
    })
}

/// A credential id as stored and as browsers send it.
fn encode_credential_id(raw: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(raw)
}

/// The library's credential kept in a row.
fn stored_passkey(record: &PasskeyRecord) -> Result<Passkey, AccountError> {
    serde_json::from_str(&record.credential)
        .map_err(|e| AccountError::Internal(anyhow::anyhow!("stored passkey unreadable: {e}")))
}
