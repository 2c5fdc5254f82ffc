//! Facts about the client and the request's own origin: the client address
//! (TRUST_PROXY), the public origin (DOMAIN) and the same-origin and
//! addressed-name tests used by the Origin check and automatic login
//! (docs/api.md#cors-and-the-origin-check, #automatic-login;
//! docs/reverse-proxy.md).

use crate::config::Settings;
use axum::http::{header, HeaderMap};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};

/// The client's address: the TCP peer, or with N trusted proxies the Nth
/// entry from the right of `X-Forwarded-For`.
pub fn client_address(headers: &HeaderMap, peer: Option<SocketAddr>, trust_proxy: usize) -> String {
    match forwarded_entry(headers, trust_proxy) {
        Some(entry) => entry.to_owned(),
        None => peer.map_or_else(|| "unknown".to_owned(), |p| p.ip().to_string()),
    }
}

/// The client's network for the access log (docs/monitoring.md): the
/// address [`client_address`] chooses, cut to its /24 or /48; "unknown"
/// when that is no address.
pub fn client_network(headers: &HeaderMap, peer: Option<SocketAddr>, trust_proxy: usize) -> String {
    let address = match forwarded_entry(headers, trust_proxy) {
        Some(entry) => parse_ip(entry),
        None => peer.map(|p| p.ip()),
    };
    address.map_or_else(
        || "unknown".to_owned(),
        crate::domain::visits::client_network,
    )
}

/// The client's address as an IP for visit statistics, which never store
/// it: as [`client_address`]; an entry that is no address (a port or
/// brackets aside) falls back to the TCP peer.
pub fn client_ip(headers: &HeaderMap, peer: Option<SocketAddr>, trust_proxy: usize) -> IpAddr {
    let peer_ip = peer.map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |p| p.ip());
    forwarded_entry(headers, trust_proxy)
        .and_then(parse_ip)
        .unwrap_or(peer_ip)
}

/// With N trusted proxies, the Nth entry from the right of
/// `X-Forwarded-For` (the leftmost when there are fewer); none without.
fn forwarded_entry(headers: &HeaderMap, trust_proxy: usize) -> Option<&str> {
    if trust_proxy == 0 {
        return None;
    }
    let entries = || {
        headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(str::trim)
            .filter(|v| !v.is_empty())
    };
    match entries().count().checked_sub(trust_proxy) {
        Some(index) => entries().nth(index),
        None => entries().next(),
    }
}

fn parse_ip(entry: &str) -> Option<IpAddr> {
    crate::domain::visits::parse_client_ip(entry)
}

fn header_str<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(|v| v.split(',').next().unwrap_or("").trim())
        .filter(|v| !v.is_empty())
}

/// The scheme the client used: `X-Forwarded-Proto` under TRUST_PROXY, else
/// https under USE_HTTPS, else http.
fn request_scheme<'a>(headers: &'a HeaderMap, settings: &Settings) -> &'a str {
    (settings.trust_proxy > 0)
        .then(|| header_str(headers, "x-forwarded-proto"))
        .flatten()
        .unwrap_or(if settings.use_https { "https" } else { "http" })
}

/// The host a short link was asked on: `X-Forwarded-Host` under
/// TRUST_PROXY, else `Host` (docs/domains.md#matching-requests).
pub fn short_link_host(headers: &HeaderMap, trust_proxy: usize) -> Option<&str> {
    (trust_proxy > 0)
        .then(|| header_str(headers, "x-forwarded-host"))
        .flatten()
        .or_else(|| header_str(headers, header::HOST.as_str()))
}

/// `scheme://host[:port]` of this request as the client addressed it.
pub fn request_origin(headers: &HeaderMap, settings: &Settings) -> String {
    let trusted = settings.trust_proxy > 0;
    let scheme = request_scheme(headers, settings);
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

/// The origin of short links on the domain with stored host `host`:
/// [`public_origin`] on the default domain (`None`), else the domain's own
/// host with the same scheme.
pub fn short_link_origin(headers: &HeaderMap, settings: &Settings, host: Option<&str>) -> String {
    let origin = public_origin(headers, settings);
    match host {
        None => origin,
        Some(host) => {
            let scheme = origin
                .split_once("://")
                .map_or("https", |(scheme, _)| scheme);
            format!("{scheme}://{host}")
        }
    }
}

/// `(scheme, host, port)` of an origin such as `https://a.example:8443`,
/// with the default port filled in. `None` for anything that is not exactly
/// `scheme://host[:port]`: `null`, other schemes, userinfo, a path, a query.
fn origin_parts(origin: &str) -> Option<(String, String, u16)> {
    let url = url::Url::parse(origin).ok()?;
    let plain = matches!(url.scheme(), "http" | "https")
        && url.username().is_empty()
        && url.password().is_none()
        && url.path() == "/"
        && url.query().is_none()
        && url.fragment().is_none()
        // `Url` drops an empty userinfo (`http://@host`); the header must not.
        && !origin.contains('@');
    if !plain {
        return None;
    }
    Some((
        url.scheme().to_owned(),
        url.host_str()?.to_ascii_lowercase(),
        url.port_or_known_default()?,
    ))
}

/// `(scheme, host, port)` of DOMAIN, which start-up checked is a URL.
fn domain_parts(domain: &str) -> Option<(String, String, u16)> {
    let url = url::Url::parse(domain).ok()?;
    Some((
        url.scheme().to_owned(),
        url.host_str()?.to_ascii_lowercase(),
        url.port_or_known_default()?,
    ))
}

/// The hosts this request was addressed to: `Host`, and with TRUST_PROXY
/// also `X-Forwarded-Host`.
fn addressed_hosts<'a>(
    headers: &'a HeaderMap,
    settings: &Settings,
) -> impl Iterator<Item = &'a str> {
    let forwarded = (settings.trust_proxy > 0)
        .then(|| header_str(headers, "x-forwarded-host"))
        .flatten();
    header_str(headers, header::HOST.as_str())
        .into_iter()
        .chain(forwarded)
}

/// Whether the `Origin` header names this server
/// (docs/api.md#cors-and-the-origin-check). With DOMAIN set, the Origin must be DOMAIN's origin exactly
/// (scheme, host and port): the `Host` header is the attacker's to choose
/// under DNS rebinding. Without DOMAIN, scheme, host and port must equal
/// this request's own origin (the scheme from USE_HTTPS, or
/// `X-Forwarded-Proto` under TRUST_PROXY). `Origin: null` and origins with
/// userinfo are never same-origin.
pub fn is_same_origin(origin: &str, headers: &HeaderMap, settings: &Settings) -> bool {
    let Some(origin) = origin_parts(origin) else {
        return false;
    };
    if let Some(domain) = settings.domain.as_deref() {
        return domain_parts(domain).is_some_and(|domain| domain == origin);
    }
    let scheme = request_scheme(headers, settings);
    addressed_hosts(headers, settings)
        .any(|host| origin_parts(&format!("{scheme}://{host}")).is_some_and(|own| own == origin))
}

/// Whether the request was addressed to this server's own name: with DOMAIN
/// set, the host it was sent to (`Host`, or `X-Forwarded-Host` under
/// TRUST_PROXY) is DOMAIN's host, so a page on a rebound name gets nothing
/// without credentials. Ports are not compared: a proxy in front may send
/// `Host` without the public port. Without DOMAIN every name is ours.
pub fn is_addressed_to_domain(headers: &HeaderMap, settings: &Settings) -> bool {
    let Some((_, domain_host, _)) = settings.domain.as_deref().and_then(domain_parts) else {
        return settings.domain.is_none();
    };
    let scheme = request_scheme(headers, settings);
    addressed_hosts(headers, settings).any(|host| {
        origin_parts(&format!("{scheme}://{host}")).is_some_and(|(_, name, _)| name == domain_host)
    })
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
        assert!(is_same_origin("http://short.example", &h, &s));
        assert!(is_same_origin("http://short.example:80", &h, &s));
    }

    #[test]
    fn same_origin_needs_the_request_scheme_and_no_userinfo() {
        let mut s = settings();
        let h = headers(&[("host", "short.example")]);
        assert!(!is_same_origin("https://short.example", &h, &s));
        for origin in [
            "http://user@short.example",
            "http://user:pw@short.example",
            "http://@short.example",
            "http://short.example/path",
            "ftp://short.example",
        ] {
            assert!(!is_same_origin(origin, &h, &s), "{origin}");
        }
        s.use_https = true;
        assert!(is_same_origin("https://short.example", &h, &s));
        assert!(!is_same_origin("http://short.example", &h, &s));
        // Under TRUST_PROXY the proxy says which scheme the client used.
        s.use_https = false;
        s.trust_proxy = 1;
        let h = headers(&[
            ("host", "internal:8080"),
            ("x-forwarded-host", "short.example"),
            ("x-forwarded-proto", "https"),
        ]);
        assert!(is_same_origin("https://short.example", &h, &s));
        assert!(is_same_origin("https://internal:8080", &h, &s));
        assert!(!is_same_origin("http://short.example", &h, &s));
    }

    #[test]
    fn with_domain_only_its_origin_is_same_origin() {
        let mut s = settings();
        s.domain = Some("http://s.example.com".into());
        // DNS rebinding: the attacker's name in both Host and Origin.
        let h = headers(&[("host", "evil.com:8080")]);
        assert!(!is_same_origin("http://evil.com:8080", &h, &s));
        assert!(!is_addressed_to_domain(&h, &s));
        assert!(is_same_origin("http://s.example.com", &h, &s));
        assert!(is_same_origin("http://S.example.com:80", &h, &s));
        assert!(!is_same_origin("https://s.example.com", &h, &s));
        assert!(!is_same_origin("http://s.example.com:8080", &h, &s));
        let h = headers(&[("host", "S.example.com:8080")]);
        assert!(is_addressed_to_domain(&h, &s));
        s.domain = None;
        assert!(is_addressed_to_domain(&h, &s));
    }

    #[test]
    fn forwarded_for_is_read_only_when_trusted() {
        let h = headers(&[("x-forwarded-for", "1.1.1.1, 2.2.2.2, 3.3.3.3")]);
        let peer = Some(SocketAddr::from(([10, 0, 0, 1], 5000)));
        assert_eq!(client_address(&h, peer, 0), "10.0.0.1");
        assert_eq!(client_address(&h, peer, 1), "3.3.3.3");
        assert_eq!(client_address(&h, peer, 2), "2.2.2.2");
        assert_eq!(client_ip(&h, peer, 0).to_string(), "10.0.0.1");
        assert_eq!(client_ip(&h, peer, 1).to_string(), "3.3.3.3");
        assert_eq!(client_ip(&h, peer, 2).to_string(), "2.2.2.2");
        assert_eq!(client_address(&h, peer, 5), "1.1.1.1");
    }
}
