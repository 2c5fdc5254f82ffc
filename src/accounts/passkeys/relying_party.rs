//! The relying party: its id is DOMAIN's host and the only origin accepted
//! is DOMAIN itself. Without DOMAIN there is none, because a relying party
//! id taken from each request's Host header would let any name the server
//! answers to mint its own passkeys.

use webauthn_rs::prelude::Url;
use webauthn_rs::{Webauthn, WebauthnBuilder};

/// How long a ceremony may take; also the stored state's lifetime.
pub const CEREMONY_MS: i64 = 5 * 60 * 1000;

pub struct RelyingParty {
    pub(super) webauthn: Webauthn,
}

impl RelyingParty {
    /// The relying party of `domain` (an origin such as
    /// `https://s.example.com`); `None` when it is unset or its host is an IP
    /// address, which WebAuthn does not accept as a relying party id.
    pub fn from_domain(domain: Option<&str>) -> Option<Self> {
        let origin = Url::parse(domain?).ok()?;
        let host = origin.domain()?.to_owned();
        let timeout = std::time::Duration::from_millis(CEREMONY_MS.unsigned_abs());
        let webauthn = WebauthnBuilder::new(&host, &origin)
            .ok()?
            .rp_name("Linkhop")
            .timeout(timeout)
            .build()
            .ok()?;
        Some(Self { webauthn })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn needs_a_host_name() {
        assert!(RelyingParty::from_domain(None).is_none());
        assert!(RelyingParty::from_domain(Some("https://192.0.2.1")).is_none());
        assert!(RelyingParty::from_domain(Some("https://s.example.com")).is_some());
        assert!(RelyingParty::from_domain(Some("http://localhost:8080")).is_some());
    }
}
