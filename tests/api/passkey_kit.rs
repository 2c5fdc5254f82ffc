//! A software passkey for the API tests: a P-256 key that answers the
//! server's WebAuthn options with real attestations (format "none") and
//! real ES256 assertions, built by hand as an authenticator and browser
//! would, so the server's checks (challenge, origin, signature, counter,
//! user verification) run on genuine data.

use base64::engine::general_purpose::URL_SAFE_NO_PAD as B64;
use base64::Engine;
use p256::ecdsa::signature::Signer;
use p256::ecdsa::{Signature, SigningKey};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

pub const ORIGIN: &str = "https://links.example.com";
pub const RP_ID: &str = "links.example.com";

pub struct SoftPasskey {
    key: SigningKey,
    pub credential_id: Vec<u8>,
    user_handle: Vec<u8>,
    pub counter: u32,
    /// Flags of assertions: user present and verified by default.
    pub flags: u8,
}

const USER_PRESENT: u8 = 0x01;
const USER_VERIFIED: u8 = 0x04;
const ATTESTED_DATA: u8 = 0x40;

impl SoftPasskey {
    pub fn new() -> Self {
        let key = SigningKey::random(&mut rand::rngs::OsRng);
        let credential_id: Vec<u8> = (0..32).map(|_| rand::random::<u8>()).collect();
        Self {
            key,
            credential_id,
            user_handle: Vec::new(),
            counter: 0,
            flags: USER_PRESENT | USER_VERIFIED,
        }
    }

    pub fn id(&self) -> String {
        B64.encode(&self.credential_id)
    }

    /// The browser's answer to creation `options` (the `publicKey` member),
    /// as seen from `origin`.
    pub fn register(&mut self, options: &Value, origin: &str) -> Value {
        let challenge = options["challenge"].as_str().expect("challenge");
        self.user_handle = B64
            .decode(options["user"]["id"].as_str().expect("user id"))
            .expect("user id base64url");
        let client_data = client_data("webauthn.create", challenge, origin);
        let mut auth_data = self.auth_data_head(USER_PRESENT | USER_VERIFIED | ATTESTED_DATA);
        auth_data.extend_from_slice(&[0u8; 16]); // AAGUID
        auth_data.extend_from_slice(&(self.credential_id.len() as u16).to_be_bytes());
        auth_data.extend_from_slice(&self.credential_id);
        auth_data.extend_from_slice(&self.cose_key());
        let mut attestation = vec![0xa3];
        attestation.extend(cbor_text("fmt"));
        attestation.extend(cbor_text("none"));
        attestation.extend(cbor_text("attStmt"));
        attestation.push(0xa0);
        attestation.extend(cbor_text("authData"));
        attestation.extend(cbor_bytes(&auth_data));
        json!({
            "id": self.id(),
            "rawId": self.id(),
            "type": "public-key",
            "response": {
                "clientDataJSON": B64.encode(client_data.as_bytes()),
                "attestationObject": B64.encode(&attestation),
                "transports": ["internal"],
            },
            "clientExtensionResults": {},
        })
    }

    /// The browser's answer to request `options`, as seen from `origin`;
    /// the counter goes up by one.
    pub fn assert(&mut self, options: &Value, origin: &str) -> Value {
        self.counter += 1;
        self.assertion(options, origin)
    }

    /// An assertion with the current counter (not increased).
    pub fn assertion(&self, options: &Value, origin: &str) -> Value {
        let challenge = options["challenge"].as_str().expect("challenge");
        let client_data = client_data("webauthn.get", challenge, origin);
        let auth_data = self.auth_data_head(self.flags);
        let mut signed = auth_data.clone();
        signed.extend_from_slice(&Sha256::digest(client_data.as_bytes()));
        let signature: Signature = self.key.sign(&signed);
        json!({
            "id": self.id(),
            "rawId": self.id(),
            "type": "public-key",
            "response": {
                "authenticatorData": B64.encode(&auth_data),
                "clientDataJSON": B64.encode(client_data.as_bytes()),
                "signature": B64.encode(signature.to_der().as_bytes()),
                "userHandle": B64.encode(&self.user_handle),
            },
            "clientExtensionResults": {},
        })
    }

    fn auth_data_head(&self, flags: u8) -> Vec<u8> {
        let mut data = Sha256::digest(RP_ID.as_bytes()).to_vec();
        data.push(flags);
        data.extend_from_slice(&self.counter.to_be_bytes());
        data
    }

    /// The public key as COSE: {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256),
    /// -2: x, -3: y}.
    fn cose_key(&self) -> Vec<u8> {
        let point = self.key.verifying_key().to_encoded_point(false);
        let mut key = vec![0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21];
        key.extend(cbor_bytes(point.x().expect("x")));
        key.push(0x22);
        key.extend(cbor_bytes(point.y().expect("y")));
        key
    }
}

fn client_data(kind: &str, challenge: &str, origin: &str) -> String {
    json!({"type": kind, "challenge": challenge, "origin": origin, "crossOrigin": false})
        .to_string()
}

fn cbor_head(major: u8, length: usize) -> Vec<u8> {
    match length {
        0..=23 => vec![(major << 5) | length as u8],
        24..=255 => vec![(major << 5) | 24, length as u8],
        _ => {
            let mut head = vec![(major << 5) | 25];
            head.extend_from_slice(&(length as u16).to_be_bytes());
            head
        }
    }
}

fn cbor_text(text: &str) -> Vec<u8> {
    let mut out = cbor_head(3, text.len());
    out.extend_from_slice(text.as_bytes());
    out
}

fn cbor_bytes(bytes: &[u8]) -> Vec<u8> {
    let mut out = cbor_head(2, bytes.len());
    out.extend_from_slice(bytes);
    out
}
