//! `Referer` → the lower-case host of an http(s) URL, nothing else of it
//! (no scheme, user, port, path or query). Cheap: one allocation, the host.

/// The longest host name (RFC 1035).
const HOST_LIMIT: usize = 253;

/// The referrer host of `value` (the header's bytes), or `None` when it is
/// absent, not an http(s) URL, or has no valid host name.
pub fn referrer_host(value: Option<&[u8]>) -> Option<Box<str>> {
    let value = value?.trim_ascii();
    let rest = strip_prefix_ignore_case(value, b"https://")
        .or_else(|| strip_prefix_ignore_case(value, b"http://"))?;
    // The authority ends at the path, query or fragment (browsers read a
    // backslash as a slash in http URLs).
    let end = rest
        .iter()
        .position(|b| matches!(b, b'/' | b'?' | b'#' | b'\\'))
        .unwrap_or(rest.len());
    let authority = &rest[..end];
    let host_and_port = match authority.iter().rposition(|b| *b == b'@') {
        Some(at) => &authority[at + 1..],
        None => authority,
    };
    // An IPv6 literal ([…]) has no host name to show.
    if host_and_port.first() == Some(&b'[') {
        return None;
    }
    let host = match host_and_port.iter().position(|b| *b == b':') {
        Some(colon) => {
            let port = &host_and_port[colon + 1..];
            if !port.iter().all(u8::is_ascii_digit) {
                return None;
            }
            &host_and_port[..colon]
        }
        None => host_and_port,
    };
    let host = host.strip_suffix(b".").unwrap_or(host);
    if host.is_empty() || host.len() > HOST_LIMIT {
        return None;
    }
    let valid = host.split(|b| *b == b'.').all(|label| {
        !label.is_empty()
            && label
                .iter()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_'))
    });
    if !valid {
        return None;
    }
    let host = std::str::from_utf8(host).ok()?;
    Some(host.to_ascii_lowercase().into_boxed_str())
}

fn strip_prefix_ignore_case<'a>(value: &'a [u8], prefix: &[u8]) -> Option<&'a [u8]> {
    let head = value.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &value[prefix.len()..])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn host(value: &str) -> Option<String> {
        referrer_host(Some(value.as_bytes())).map(String::from)
    }

    #[test]
    fn only_the_lower_case_host_is_kept() {
        let cases = [
            (
                "https://news.ycombinator.com/item?id=1",
                Some("news.ycombinator.com"),
            ),
            ("http://Example.COM:8080/path#x", Some("example.com")),
            ("HTTPS://user:secret@example.org/", Some("example.org")),
            ("https://example.org?q=1", Some("example.org")),
            ("https://example.org.", Some("example.org")),
            (
                "https://XN--BCHER-KVA.example/",
                Some("xn--bcher-kva.example"),
            ),
            ("https://a@b@evil.example/", Some("evil.example")),
            ("https://example.org\\@other/", Some("example.org")),
            (" https://t.co/abc ", Some("t.co")),
            ("https://bücher.example/", None),
            ("javascript:alert(1)", None),
            ("ftp://example.org/", None),
            ("android-app://com.google.android.gm/", None),
            ("//example.org/", None),
            ("https://", None),
            ("https://[::1]:80/", None),
            ("https://exa mple.org/", None),
            ("https://example.org:80x/", None),
            ("https://a..b/", None),
            ("https://%65xample.org/", None),
            ("", None),
        ];
        for (value, expected) in cases {
            assert_eq!(host(value).as_deref(), expected, "{value:?}");
        }
        assert_eq!(referrer_host(None), None);
    }

    #[test]
    fn hosts_are_capped() {
        let long = format!("https://{}.example/", "a".repeat(250));
        assert_eq!(host(&long), None);
        let fits = format!("https://{}.{}.example", "a".repeat(60), "b".repeat(60));
        assert!(host(&fits).is_some());
    }

    #[test]
    fn invalid_bytes_are_refused() {
        assert_eq!(referrer_host(Some(b"https://ex\xffample.org/")), None);
    }
}
