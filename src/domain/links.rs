//! Link values: custom and imported slugs, destinations, random slugs and the
//! first path segments a slug may not take (docs/api.md#validation-rules).

use rand::Rng;

/// Why a link value or operation was refused; the HTTP layer owns the wording.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    /// A link control (expiry, limit, password, tags, rules, …) was refused.
    #[error(transparent)]
    Control(super::link_controls::ControlError),
    #[error("invalid destination url")]
    InvalidDestination,
    #[error("invalid slug")]
    InvalidSlug,
    #[error("reserved slug")]
    ReservedSlug,
    /// Public resolve: no link has this slug.
    #[error("unknown slug")]
    UnknownSlug,
    /// No link has this id, or the caller may not see it.
    #[error("link not found")]
    NotFound,
    #[error("link outside the caller's links")]
    NotEditable,
    /// A bulk delete named a link outside the caller's links.
    #[error("links outside the caller's links")]
    NotDeletable,
    #[error("too many ids")]
    TooManyIds,
    /// A bulk edit names more ids than it takes.
    #[error("too many ids for a bulk edit")]
    TooManyBulkIds,
    /// A bulk edit's filter selects more links than one edit changes.
    #[error("too many links selected")]
    TooManyLinks,
    /// A bulk edit found the link changed since it planned its edit.
    #[error("link changed meanwhile")]
    ChangedMeanwhile,
    #[error("slug taken")]
    SlugTaken,
    #[error("destination taken")]
    DestinationTaken,
    /// Every random slug drawn was taken.
    #[error("no free random slug")]
    NoFreeSlug,
    /// Public resolve: the link is past its expiry or its visit limit.
    #[error("link expired")]
    Expired,
    /// Public resolve: the link asks for a password (only its page can).
    #[error("link protected by a password")]
    PasswordProtected,
    /// No short domain has this host.
    #[error("unknown domain")]
    UnknownDomain,
    /// A standard account on a domain that does not let it create links.
    #[error("domain not allowed")]
    DomainNotAllowed,
    /// The link's history has no such version.
    #[error("unknown history version")]
    UnknownVersion,
    /// A revert to the version that deleted the link.
    #[error("version deleted the link")]
    VersionDeletedLink,
    /// No link the caller may restore was deleted with this id (or its
    /// history is past its retention).
    #[error("no restorable link")]
    NotRestorable,
    /// No team the caller sees has this id.
    #[error("unknown team")]
    UnknownTeam,
    /// The caller may not put links in this team, or take them out: it
    /// is no editor or manager of it (docs/teams.md).
    #[error("team not allowed")]
    TeamNotAllowed,
}

pub const MAX_DESTINATION_LEN: usize = 4096;
pub const MAX_SLUG_LEN: usize = 100;
/// The longest slug in UTF-8: 100 characters of at most 4 bytes.
pub const MAX_SLUG_BYTES: usize = MAX_SLUG_LEN * 4;

/// A destination that passed the URL rule; stored exactly as submitted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Destination(String);

impl Destination {
    /// At most 4096 characters, no whitespace or control characters, an
    /// `http://` or `https://` scheme and a non-empty host. Anything else
    /// (`javascript:`, `data:`, `//host`, bare hosts) is refused, so a short
    /// link can never become an open redirect to another scheme.
    pub fn parse(value: &str) -> Result<Self, LinkError> {
        if value.chars().count() > MAX_DESTINATION_LEN
            || value.chars().any(|c| c.is_whitespace() || c.is_control())
        {
            return Err(LinkError::InvalidDestination);
        }
        let lower_prefix: String = value
            .chars()
            .take(8)
            .collect::<String>()
            .to_ascii_lowercase();
        let rest = if lower_prefix.starts_with("http://") {
            &value[7..]
        } else if lower_prefix.starts_with("https://") {
            &value[8..]
        } else {
            return Err(LinkError::InvalidDestination);
        };
        // `https:///x` and `https://\x` parse leniently; the host must follow `//`.
        if rest.starts_with('/') || rest.starts_with('\\') {
            return Err(LinkError::InvalidDestination);
        }
        match url::Url::parse(value) {
            Ok(url) if url.host_str().is_some_and(|h| !h.is_empty()) => Ok(Self(value.to_owned())),
            _ => Err(LinkError::InvalidDestination),
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

/// A slug chosen by a user: 1–100 of `[A-Za-z0-9_.-]`, not starting with a dot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slug(String);

impl Slug {
    pub fn parse(value: &str, reserved: &ReservedNames) -> Result<Self, LinkError> {
        let valid_chars = value
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'));
        if value.is_empty() || value.len() > MAX_SLUG_LEN || !valid_chars || value.starts_with('.')
        {
            return Err(LinkError::InvalidSlug);
        }
        if reserved.is_reserved(value) {
            return Err(LinkError::ReservedSlug);
        }
        Ok(Self(value.to_owned()))
    }

    /// The looser rule for slugs that arrive through import: other services
    /// allow `/` and most characters, and those links must keep working.
    pub fn parse_imported(value: &str, reserved: &ReservedNames) -> Result<Self, LinkError> {
        if !may_be_slug(value) {
            return Err(LinkError::InvalidSlug);
        }
        if reserved.is_reserved(value) {
            return Err(LinkError::ReservedSlug);
        }
        Ok(Self(value.to_owned()))
    }

    /// Wraps a slug the server generated itself.
    pub fn from_generated(value: String) -> Self {
        Self(value)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

/// Whether `value` is no longer than a slug may be (every rule, old and
/// new, stops at 100 characters): a longer path can never name a link.
pub fn within_slug_length(value: &str) -> bool {
    // Bytes first: a long path is refused without walking its characters.
    value.len() <= MAX_SLUG_BYTES && value.chars().count() <= MAX_SLUG_LEN
}

/// Whether `value` passes the loosest slug rule (the imported one, which
/// every custom and random slug passes too), reserved names aside. Links
/// stored before the rule (with a space, say) may fail it and still exist.
pub fn may_be_slug(value: &str) -> bool {
    if value.is_empty() || !within_slug_length(value) {
        return false;
    }
    let bad_char = value
        .chars()
        .any(|c| c.is_whitespace() || c.is_control() || matches!(c, '?' | '#' | '\\'));
    !bad_char
        && !value.starts_with('.')
        && !value
            .split('/')
            .any(|segment| segment.is_empty() || segment == "." || segment == "..")
}

/// First path segments owned by the server: `api`, `dash`, `assets`, the
/// health probes and the files at the root of the dashboard build.
/// Compared ignoring ASCII case.
#[derive(Debug, Clone)]
pub struct ReservedNames {
    lower: Vec<String>,
}

impl ReservedNames {
    pub fn new<I: IntoIterator<Item = S>, S: AsRef<str>>(root_files: I) -> Self {
        let mut lower: Vec<String> = ["api", "dash", "assets", "index.html", "healthz", "readyz"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        for name in root_files {
            let name = name.as_ref().to_ascii_lowercase();
            if !lower.contains(&name) {
                lower.push(name);
            }
        }
        Self { lower }
    }

    pub fn is_reserved(&self, slug: &str) -> bool {
        let first = slug.split('/').next().unwrap_or(slug);
        self.lower.iter().any(|r| r.eq_ignore_ascii_case(first))
    }
}

/// Alphabet random slugs are drawn from (`URL_SET`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SlugAlphabet {
    Standard,
    Lower,
}

impl SlugAlphabet {
    fn chars(self) -> &'static [u8] {
        match self {
            Self::Standard => b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
            Self::Lower => b"abcdefghijklmnopqrstuvwxyz",
        }
    }
}

/// Draws a random slug with the operating system's CSPRNG.
pub fn random_slug(length: usize, alphabet: SlugAlphabet) -> String {
    let chars = alphabet.chars();
    let mut rng = rand::rngs::OsRng;
    (0..length)
        .map(|_| chars[rng.gen_range(0..chars.len())] as char)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reserved() -> ReservedNames {
        ReservedNames::new(["favicon.ico", "robots.txt"])
    }

    #[test]
    fn destinations_need_http_or_https_and_a_host() {
        for ok in [
            "https://example.com",
            "HTTP://example.com/a?b=c#d",
            "https://xn--bcher-kva.example/ü",
        ] {
            assert!(Destination::parse(ok).is_ok(), "{ok}");
        }
        for bad in [
            "javascript:alert(1)",
            "data:text/html,hi",
            "file:///etc/passwd",
            "ftp://example.com",
            "//example.com",
            "example.com",
            "https://",
            "https:///path",
            "https://exa mple.com",
            "https://example.com/\n",
            "",
        ] {
            assert_eq!(
                Destination::parse(bad),
                Err(LinkError::InvalidDestination),
                "{bad}"
            );
        }
        let long = format!("https://example.com/{}", "a".repeat(4096));
        assert!(Destination::parse(&long).is_err());
    }

    #[test]
    fn custom_slugs_follow_the_character_rule() {
        let r = reserved();
        assert!(Slug::parse("a", &r).is_ok());
        assert!(Slug::parse("My-link_1.0", &r).is_ok());
        assert!(Slug::parse(&"a".repeat(100), &r).is_ok());
        for bad in [
            "",
            ".hidden",
            "a/b",
            "a b",
            "ä",
            "a?b",
            "../x",
            &"a".repeat(101),
        ] {
            assert_eq!(Slug::parse(bad, &r), Err(LinkError::InvalidSlug), "{bad}");
        }
    }

    #[test]
    fn reserved_first_segments_are_refused_ignoring_case() {
        let r = reserved();
        for probe in ["healthz", "READYZ"] {
            assert_eq!(
                Slug::parse(probe, &r),
                Err(LinkError::ReservedSlug),
                "{probe}"
            );
        }
        for bad in [
            "api",
            "API",
            "dash",
            "Assets",
            "favicon.ico",
            "ROBOTS.TXT",
            "index.html",
        ] {
            assert_eq!(Slug::parse(bad, &r), Err(LinkError::ReservedSlug), "{bad}");
        }
        assert!(Slug::parse("apis", &r).is_ok());
        assert_eq!(
            Slug::parse_imported("api/x", &r),
            Err(LinkError::ReservedSlug)
        );
    }

    #[test]
    fn imported_slugs_allow_inner_slashes_but_no_traversal() {
        let r = reserved();
        assert!(Slug::parse_imported("blog/2024/post", &r).is_ok());
        assert!(Slug::parse_imported("ünïcode", &r).is_ok());
        for bad in [
            "/a", "a/", "a//b", "a/../b", "a/./b", ".a", "a?b", "a#b", "a\\b", "a b", "",
        ] {
            assert!(Slug::parse_imported(bad, &r).is_err(), "{bad}");
        }
    }

    #[test]
    fn paths_no_slug_can_have_are_told_apart() {
        assert!(may_be_slug("blog/2024/post"));
        assert!(may_be_slug(&"ü".repeat(100)));
        assert!(may_be_slug("api"), "reserved names are another rule");
        for bad in [
            "",
            "a/",
            ".a",
            "a b",
            "a?b",
            &"a".repeat(101),
            &"ü".repeat(101),
        ] {
            assert!(!may_be_slug(bad), "{bad}");
        }
    }

    #[test]
    fn random_slugs_have_the_configured_length_and_alphabet() {
        let slug = random_slug(12, SlugAlphabet::Lower);
        assert_eq!(slug.len(), 12);
        assert!(slug.bytes().all(|b| b.is_ascii_lowercase()));
        let slug = random_slug(100, SlugAlphabet::Standard);
        assert!(slug.bytes().all(|b| b.is_ascii_alphanumeric()));
        assert_ne!(
            random_slug(16, SlugAlphabet::Standard),
            random_slug(16, SlugAlphabet::Standard)
        );
    }
}
