//! Short domains (docs/domains.md): the hosts an instance answers short
//! links for. A host is stored lower-case, as punycode, with an optional
//! port; the default domain has no stored host (it is the DOMAIN setting).

/// The default domain's id: the row every link without a domain is on.
pub const DEFAULT_DOMAIN_ID: &str = "default";
/// The value of a `domain=` filter that selects the default domain, which
/// may have no host. No host can be spelled so (`_` is not allowed).
pub const DEFAULT_DOMAIN_FILTER: &str = "_default";
/// A DNS name is at most 253 characters; a port adds at most 6.
const MAX_HOST_LEN: usize = 253 + 6;

/// Why a host was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum HostError {
    #[error("invalid host")]
    Invalid,
}

/// `input` as stored: trimmed, lower-case, punycode, without a trailing
/// dot, with its port when it has one. Only a name or an IP address and a
/// port: no scheme, user, path, query or wildcard.
pub fn parse_host(input: &str) -> Result<String, HostError> {
    let input = input.trim();
    if input.is_empty() || input.len() > MAX_HOST_LEN * 4 {
        return Err(HostError::Invalid);
    }
    let (name, port) = split_port(input)?;
    let name = name.strip_suffix('.').unwrap_or(name);
    if name.is_empty()
        || name.contains(['/', '@', '?', '#', '*', '\\', ' ', '%'])
        || name.chars().any(char::is_control)
    {
        return Err(HostError::Invalid);
    }
    let ascii = match url::Host::parse(name).map_err(|_| HostError::Invalid)? {
        url::Host::Domain(domain) => {
            let labels_ok = domain.split('.').all(|label| {
                !label.is_empty()
                    && label.len() <= 63
                    && !label.starts_with('-')
                    && !label.ends_with('-')
                    && label
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'-')
            });
            if !labels_ok {
                return Err(HostError::Invalid);
            }
            domain
        }
        url::Host::Ipv4(address) => address.to_string(),
        url::Host::Ipv6(address) => format!("[{address}]"),
    };
    let host = match port {
        Some(port) => format!("{ascii}:{port}"),
        None => ascii,
    };
    if host.len() > MAX_HOST_LEN {
        return Err(HostError::Invalid);
    }
    Ok(host)
}

/// The name and the port of `host`, the port checked (1–65535).
fn split_port(host: &str) -> Result<(&str, Option<u16>), HostError> {
    let (name, port) = if let Some(rest) = host.strip_prefix('[') {
        // [IPv6] or [IPv6]:port
        let (inside, after) = rest.split_once(']').ok_or(HostError::Invalid)?;
        let name = &host[..inside.len() + 2];
        match after {
            "" => (name, None),
            after => (
                name,
                Some(after.strip_prefix(':').ok_or(HostError::Invalid)?),
            ),
        }
    } else {
        match host.rsplit_once(':') {
            Some((name, port)) => (name, Some(port)),
            None => (host, None),
        }
    };
    let port = match port {
        None => None,
        Some(digits) => {
            if digits.is_empty() || digits.len() > 5 || !digits.bytes().all(|b| b.is_ascii_digit())
            {
                return Err(HostError::Invalid);
            }
            match digits.parse::<u16>() {
                Ok(0) | Err(_) => return Err(HostError::Invalid),
                Ok(port) => Some(port),
            }
        }
    };
    Ok((name, port))
}

/// A stored host as people read it: punycode labels in Unicode.
pub fn display_host(host: &str) -> String {
    let (unicode, result) = idna::domain_to_unicode(host);
    match result {
        Ok(()) => unicode,
        Err(_) => host.to_owned(),
    }
}

/// A `Host` header's value as the table of hosts holds it: lower-case,
/// without a trailing dot (borrowed when it already is). `None` when it
/// cannot name a host at all.
pub fn request_host(value: &str) -> Option<std::borrow::Cow<'_, str>> {
    if value.is_empty() || value.len() > MAX_HOST_LEN {
        return None;
    }
    let (name, port) = match value.rsplit_once(':') {
        Some((name, port)) if !name.ends_with(':') && port.bytes().all(|b| b.is_ascii_digit()) => {
            (name, Some(port))
        }
        _ => (value, None),
    };
    let trimmed = name.strip_suffix('.').is_some();
    if !trimmed && !value.bytes().any(|b| b.is_ascii_uppercase()) {
        return Some(std::borrow::Cow::Borrowed(value));
    }
    let name = name.strip_suffix('.').unwrap_or(name).to_ascii_lowercase();
    Some(std::borrow::Cow::Owned(match port {
        Some(port) => format!("{name}:{port}"),
        None => name,
    }))
}

/// `host` without its port, when it has one.
pub fn without_port(host: &str) -> Option<&str> {
    if host.ends_with(']') {
        return None;
    }
    let (name, port) = host.rsplit_once(':')?;
    let bracketed = name.starts_with('[') && name.ends_with(']');
    (!port.is_empty()
        && port.bytes().all(|b| b.is_ascii_digit())
        && (bracketed || !name.contains(':')))
    .then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_are_stored_lower_case_in_punycode_with_their_port() {
        assert_eq!(
            parse_host(" Go.Example.COM. ").as_deref(),
            Ok("go.example.com")
        );
        assert_eq!(
            parse_host("bücher.example").as_deref(),
            Ok("xn--bcher-kva.example")
        );
        assert_eq!(
            parse_host("127.0.0.1:8081").as_deref(),
            Ok("127.0.0.1:8081")
        );
        assert_eq!(parse_host("[::1]:80").as_deref(), Ok("[::1]:80"));
        assert_eq!(parse_host("localhost").as_deref(), Ok("localhost"));
        assert_eq!(display_host("xn--bcher-kva.example"), "bücher.example");
    }

    #[test]
    fn anything_but_a_host_and_a_port_is_refused() {
        for bad in [
            "",
            "https://go.example.com",
            "go.example.com/x",
            "user@go.example.com",
            "*.example.com",
            "go.example.com:0",
            "go.example.com:99999",
            "go.example.com:",
            "go..example.com",
            "-go.example.com",
            "go_x.example.com",
            "_default",
            "go example.com",
            "go.example.com?x",
            "[::1",
        ] {
            assert_eq!(parse_host(bad), Err(HostError::Invalid), "{bad}");
        }
        assert!(parse_host(&"a".repeat(300)).is_err());
    }

    #[test]
    fn request_hosts_borrow_when_already_normal() {
        assert!(matches!(
            request_host("go.example.com:8080"),
            Some(std::borrow::Cow::Borrowed(_))
        ));
        assert_eq!(
            request_host("Go.Example.com.").as_deref(),
            Some("go.example.com")
        );
        assert_eq!(
            request_host("GO.example.com.:81").as_deref(),
            Some("go.example.com:81")
        );
        assert_eq!(without_port("go.example.com:81"), Some("go.example.com"));
        assert_eq!(without_port("go.example.com"), None);
        assert_eq!(without_port("[::1]"), None);
        assert_eq!(without_port("[::1]:80"), Some("[::1]"));
    }
}
