//! Facts about the client and the request's own origin: the client address
//! (TRUST_PROXY), the public origin (DOMAIN) and the same-origin test used by
//! the Origin check and automatic login (api.md §2.7, §18).

use crate::config::Settings;
use axum::http::{header, HeaderMap};
use std::net::SocketAddr;

/// The client's address: the TCP peer, or with N trusted proxies the Nth
/// entry from the right of `X-Forwarded-For`.
pub fn client_address(headers: &HeaderMap, peer: Option<SocketAddr>, trust_proxy: usize) -> String {
    let peer_ip = peer
        .map(|p| p.ip().to_string())
        .unwrap_or_else(|| "unknown".to_owned());
    if trust_proxy == 0 {
        return peer_ip;
    }
    let forwarded: Vec<&str> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .collect();
    match forwarded.len().checked_sub(trust_proxy) {
        Some(index) => forwarded[index].to_owned(),
        None => forwarded.first().map(|s| s.to_string()).unwrap_or(peer_ip),
    }
}

fn header_str<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(|v| v.split(',').next().unwrap_or("").trim())
        .filter(|v| !v.is_empty())
}

/// `scheme://host[:port]` of this request as the client addressed it.
pub fn request_origin(headers: &HeaderMap, settings: &Settings) -> String {
    let trusted = settings.trust_proxy > 0;
    let scheme = trusted
        .then(|| header_str(headers, "x-forwarded-proto"))
        .flatten()
        .unwrap_or(if settings.use_https { "https" } else { "http" });
    let host = trusted
        .then(|| header_str(headers, "x-forwarded-host"))
        .flatten()
        .or_else(|| header_str(headers, header::HOST.as_str()))
        .unwrap_or("localhost");
    format!("{scheme}://{host}")
}

/// DOMAIN when set, otherwise the request's own origin.
pub fn public_origin(headers: &HeaderMap, settings: &Settings) -> String {
    settings
        .domain
        .clone()
        .unwrap_or_else(|| request_origin(headers, settings))
}

/// `(host, port)` of an origin such as `https://a.example:8443`.
fn origin_host_port(origin: &str) -> Option<(String, u16)> {
    let url = url::Url::parse(origin).ok()?;
    Some((
        url.host_str()?.to_ascii_lowercase(),
        url.port_or_known_default()?,
    ))
}

/// Whether the `Origin` header names this server: its host and port equal
/// the `Host` header's (or, with TRUST_PROXY, `X-Forwarded-Host`), or the
/// origin of DOMAIN. `Origin: null` is never same-origin.
pub fn is_same_origin(origin: &str, headers: &HeaderMap, settings: &Settings) -> bool {
    let Some((host, port)) = origin_host_port(origin) else {
        return false;
    };
    let matches_authority = |authority: &str| {
        let scheme_default = if origin.starts_with("https:") {
            443
        } else {
            80
        };
        let parsed = url::Url::parse(&format!("http://{authority}")).ok();
        parsed.is_some_and(|u| {
            u.host_str().map(str::to_ascii_lowercase).as_deref() == Some(host.as_str())
                && u.port().unwrap_or(scheme_default) == port
        })
    };
    if header_str(headers, header::HOST.as_str()).is_some_and(matches_authority) {
        return true;
    }
    if settings.trust_proxy > 0
        && header_str(headers, "x-forwarded-host").is_some_and(matches_authority)
    {
        return true;
    }
    settings
        .domain
        .as_deref()
        .and_then(origin_host_port)
        .is_some_and(|domain| domain == (host.clone(), port))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;
    use std::path::PathBuf;

    fn settings() -> Settings {
        Settings::defaults_with_database("sqlite://x.db", PathBuf::from("."))
    }

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(*k, HeaderValue::from_static(v));
        }
        h
    }

    #[test]
    fn same_origin_compares_host_and_port() {
        let s = settings();
        let h = headers(&[("host", "localhost:8080")]);
        assert!(is_same_origin("http://localhost:8080", &h, &s));
        assert!(!is_same_origin("http://localhost:8081", &h, &s));
        assert!(!is_same_origin("http://evil.example", &h, &s));
        assert!(!is_same_origin("null", &h, &s));
        let h = headers(&[("host", "short.example")]);
        assert!(is_same_origin("https://short.example", &h, &s));
    }

    #[test]
    fn forwarded_for_is_read_only_when_trusted() {
        let h = headers(&[("x-forwarded-for", "1.1.1.1, 2.2.2.2, 3.3.3.3")]);
        let peer = Some(SocketAddr::from(([10, 0, 0, 1], 5000)));
        assert_eq!(client_address(&h, peer, 0), "10.0.0.1");
        assert_eq!(client_address(&h, peer, 1), "3.3.3.3");
        assert_eq!(client_address(&h, peer, 2), "2.2.2.2");
        assert_eq!(client_address(&h, peer, 5), "1.1.1.1");
    }
}
