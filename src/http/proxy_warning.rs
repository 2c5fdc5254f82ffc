//! Whether this instance seems to sit behind a reverse proxy it does not
//! trust: requests carry `X-Forwarded-For` from a loopback or private peer
//! while TRUST_PROXY is off, so every visitor shares the proxy's address and
//! 5 failed logins by anyone block everyone's (the per-address limit of
//! `accounts/throttle.rs`). Logged once, and shown to the owner
//! (`GET /api/about`, `proxyWarning`).

use axum::http::HeaderMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicBool, Ordering};

pub const PROXY_WARNING: &str = "Requests arrive through a reverse proxy (X-Forwarded-For from a local address) but TRUST_PROXY is off: every visitor shares the proxy's address, so 5 failed logins by anyone within 15 minutes block everyone's logins for up to 15 minutes. Set TRUST_PROXY to the number of proxies in front of Linkhop.";

#[derive(Default)]
pub struct ProxyWarning(AtomicBool);

impl ProxyWarning {
    /// Notes a request; the first one that looks proxied is logged.
    pub fn observe(&self, headers: &HeaderMap, peer: Option<SocketAddr>, trust_proxy: usize) {
        if trust_proxy > 0 || self.0.load(Ordering::Relaxed) {
            return;
        }
        let local_peer = peer.is_some_and(|peer| is_local(peer.ip()));
        if local_peer
            && headers.contains_key("x-forwarded-for")
            && !self.0.swap(true, Ordering::Relaxed)
        {
            tracing::warn!("{PROXY_WARNING}");
        }
    }

    /// The warning, once a proxied request was seen.
    pub fn message(&self) -> Option<&'static str> {
        self.0.load(Ordering::Relaxed).then_some(PROXY_WARNING)
    }
}

/// Loopback, private (RFC 1918, unique local) or link-local: where a
/// reverse proxy on the same host or network connects from.
fn is_local(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_loopback() || v4.is_private() || v4.is_link_local(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_local(IpAddr::V4(v4)),
            None => {
                v6.is_loopback()
                    || (v6.segments()[0] & 0xfe00) == 0xfc00
                    || (v6.segments()[0] & 0xffc0) == 0xfe80
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn only_forwarded_requests_from_local_peers_raise_it() {
        let mut forwarded = HeaderMap::new();
        forwarded.insert("x-forwarded-for", HeaderValue::from_static("203.0.113.9"));
        let peer = |ip: &str| Some(SocketAddr::new(ip.parse().expect("ip"), 80));
        let warning = ProxyWarning::default();
        warning.observe(&HeaderMap::new(), peer("127.0.0.1"), 0);
        warning.observe(&forwarded, peer("203.0.113.1"), 0);
        warning.observe(&forwarded, peer("10.0.0.1"), 1);
        assert_eq!(warning.message(), None);
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "192.168.1.1",
            "::1",
            "fd00::1",
            "::ffff:172.16.0.1",
        ] {
            let warning = ProxyWarning::default();
            warning.observe(&forwarded, peer(ip), 0);
            assert_eq!(warning.message(), Some(PROXY_WARNING), "{ip}");
        }
    }
}
