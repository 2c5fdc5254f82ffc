//! Webhook rules with no I/O (docs/webhooks.md): the events, an endpoint's
//! URL, a subscription's filters, secrets, the Standard Webhooks signature
//! and the retry schedule.

use base64::Engine;
use rand::{Rng, RngCore};
use std::net::IpAddr;

/// What a subscription may ask to be told about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum EventKind {
    LinkCreated,
    LinkUpdated,
    LinkDeleted,
    LinkExpired,
    LinkExhausted,
    Visit,
    ImportFinished,
    /// Instance-wide (owner and admins only).
    AccountCreated,
    /// Instance-wide (owner and admins only).
    AccountDisabled,
}

pub const ALL_EVENTS: [EventKind; 9] = [
    EventKind::LinkCreated,
    EventKind::LinkUpdated,
    EventKind::LinkDeleted,
    EventKind::LinkExpired,
    EventKind::LinkExhausted,
    EventKind::Visit,
    EventKind::ImportFinished,
    EventKind::AccountCreated,
    EventKind::AccountDisabled,
];

/// The type of the event "send test event" delivers; no one subscribes to it.
pub const TEST_EVENT: &str = "webhook.test";

impl EventKind {
    pub fn parse(value: &str) -> Option<Self> {
        ALL_EVENTS.into_iter().find(|e| e.as_str() == value)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::LinkCreated => "link.created",
            Self::LinkUpdated => "link.updated",
            Self::LinkDeleted => "link.deleted",
            Self::LinkExpired => "link.expired",
            Self::LinkExhausted => "link.exhausted",
            Self::Visit => "visit",
            Self::ImportFinished => "import.finished",
            Self::AccountCreated => "account.created",
            Self::AccountDisabled => "account.disabled",
        }
    }

    /// Events about the instance rather than the subscriber's own links.
    pub fn instance_wide(self) -> bool {
        matches!(self, Self::AccountCreated | Self::AccountDisabled)
    }
}

/// A refused subscription value; the HTTP layer owns the wording.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WebhookRuleError {
    #[error("invalid endpoint url")]
    InvalidUrl,
    /// The endpoint is a private, loopback or link-local address.
    #[error("private endpoint address")]
    PrivateAddress,
    #[error("unknown event {0}")]
    UnknownEvent(String),
    #[error("no events")]
    NoEvents,
    #[error("instance-wide event {0} needs an admin")]
    InstanceEventRefused(&'static str),
    #[error("too many filter values")]
    TooManyFilterValues,
    #[error("unknown scope")]
    UnknownScope,
    /// Only the owner sees every link, so only the owner may hear them all.
    #[error("instance scope needs the owner")]
    InstanceScopeRefused,
    #[error("invalid description")]
    InvalidDescription,
}

pub const MAX_URL_LEN: usize = 2048;
pub const MAX_FILTER_VALUES: usize = 100;
pub const MAX_DESCRIPTION_LEN: usize = 200;

/// An endpoint that passed the URL rule: http or https, a host, no
/// credentials, no fragment. Whether its address is private is checked
/// again when each delivery connects.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EndpointUrl(url::Url);

impl EndpointUrl {
    pub fn parse(value: &str, allow_private: bool) -> Result<Self, WebhookRuleError> {
        if value.len() > MAX_URL_LEN || value.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(WebhookRuleError::InvalidUrl);
        }
        // WHATWG parsing forgives `https:///x`, `https:\\x` and `https:x`:
        // the host must follow `//` as written.
        let lower: String = value
            .chars()
            .take(9)
            .collect::<String>()
            .to_ascii_lowercase();
        let rest = lower
            .strip_prefix("https://")
            .or_else(|| lower.strip_prefix("http://"));
        if rest.is_none_or(|rest| rest.starts_with('/') || rest.starts_with('\\')) {
            return Err(WebhookRuleError::InvalidUrl);
        }
        let url = url::Url::parse(value).map_err(|_| WebhookRuleError::InvalidUrl)?;
        let good_scheme = matches!(url.scheme(), "http" | "https");
        if !good_scheme
            || url.host_str().is_none_or(str::is_empty)
            || !url.username().is_empty()
            || url.password().is_some()
            || url.fragment().is_some()
        {
            return Err(WebhookRuleError::InvalidUrl);
        }
        if !allow_private && host_is_private(&url) {
            return Err(WebhookRuleError::PrivateAddress);
        }
        Ok(Self(url))
    }

    pub fn as_str(&self) -> &str {
        self.0.as_str()
    }
}

/// Whether the URL's host is, by its name alone, an address no webhook may
/// reach: an IP literal in a refused range, or `localhost`.
pub fn host_is_private(url: &url::Url) -> bool {
    match url.host() {
        Some(url::Host::Ipv4(ip)) => address_refused(IpAddr::V4(ip)),
        Some(url::Host::Ipv6(ip)) => address_refused(IpAddr::V6(ip)),
        Some(url::Host::Domain(name)) => {
            let name = name.trim_end_matches('.').to_ascii_lowercase();
            name == "localhost" || name.ends_with(".localhost")
        }
        None => true,
    }
}

/// Whether a delivery may not connect to `ip` without WEBHOOK_ALLOW_PRIVATE:
/// loopback, private (RFC 1918, unique local), link-local (cloud metadata
/// lives at 169.254.169.254), carrier-grade NAT, unspecified, multicast,
/// broadcast, documentation and benchmarking ranges, and IPv4 reached
/// through IPv6 (mapped, compatible, NAT64, 6to4) judged as IPv4.
pub fn address_refused(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, c, _] = v4.octets();
            v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_multicast()
                || v4.is_broadcast()
                || v4.is_documentation()
                || a == 0
                || (a == 100 && (64..128).contains(&b))
                || (a == 192 && b == 0 && c == 0)
                || (a == 198 && (b == 18 || b == 19))
                || a >= 240
        }
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return address_refused(IpAddr::V4(v4));
            }
            let segments = v6.segments();
            // ::a.b.c.d (deprecated compatible form) and 64:ff9b::/96 (NAT64).
            let embeds_v4 = (segments[..6].iter().all(|s| *s == 0) && !v6.is_loopback())
                || (segments[0] == 0x64 && segments[1] == 0xff9b);
            if embeds_v4 && !v6.is_unspecified() {
                let [_, _, _, _, _, _, hi, lo] = segments;
                let v4 =
                    std::net::Ipv4Addr::new((hi >> 8) as u8, hi as u8, (lo >> 8) as u8, lo as u8);
                return address_refused(IpAddr::V4(v4));
            }
            // 2002::/16 (6to4) carries an IPv4 address in its next 32 bits.
            if segments[0] == 0x2002 {
                let v4 = std::net::Ipv4Addr::new(
                    (segments[1] >> 8) as u8,
                    segments[1] as u8,
                    (segments[2] >> 8) as u8,
                    segments[2] as u8,
                );
                return address_refused(IpAddr::V4(v4));
            }
            v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (segments[0] & 0xfe00) == 0xfc00
                || (segments[0] & 0xffc0) == 0xfe80
                || (segments[0] & 0xffc0) == 0xfec0
                || (segments[0] == 0x2001 && segments[1] == 0x0db8)
        }
    }
}

/// Which of a subscriber's links an event must concern; an empty list
/// does not narrow.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct WebhookFilters {
    #[serde(default)]
    pub tags: Vec<String>,
    #[serde(default)]
    pub links: Vec<String>,
    /// Domain ids (`default` for the default domain).
    #[serde(default)]
    pub domains: Vec<String>,
}

impl WebhookFilters {
    pub fn check(mut self) -> Result<Self, WebhookRuleError> {
        for list in [&mut self.tags, &mut self.links, &mut self.domains] {
            list.retain(|v| !v.trim().is_empty());
            list.sort();
            list.dedup();
            if list.len() > MAX_FILTER_VALUES || list.iter().any(|v| v.len() > 200) {
                return Err(WebhookRuleError::TooManyFilterValues);
            }
        }
        Ok(self)
    }

    /// Whether a link with these facts passes every non-empty filter.
    pub fn admit(&self, link_id: &str, domain_id: &str, tags: &[String]) -> bool {
        (self.links.is_empty() || self.links.iter().any(|l| l == link_id))
            && (self.domains.is_empty() || self.domains.iter().any(|d| d == domain_id))
            && (self.tags.is_empty() || self.tags.iter().any(|t| tags.contains(t)))
    }
}

/// Event names, each known, without repeats; sorted. Instance-wide events
/// need `may_subscribe_instance`.
pub fn parse_events(
    names: &[String],
    may_subscribe_instance: bool,
) -> Result<Vec<EventKind>, WebhookRuleError> {
    let mut events = Vec::new();
    for name in names {
        let event = EventKind::parse(name.trim())
            .ok_or_else(|| WebhookRuleError::UnknownEvent(name.chars().take(50).collect()))?;
        if event.instance_wide() && !may_subscribe_instance {
            return Err(WebhookRuleError::InstanceEventRefused(event.as_str()));
        }
        events.push(event);
    }
    events.sort();
    events.dedup();
    if events.is_empty() {
        return Err(WebhookRuleError::NoEvents);
    }
    Ok(events)
}

/// Whose links a subscription hears.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum WebhookScope {
    /// The links its account wrote.
    #[default]
    Account,
    /// Every link of the instance: the owner's subscriptions only.
    Instance,
}

impl WebhookScope {
    /// The scope `name` asks for, if `is_owner` may have it.
    pub fn parse(name: &str, is_owner: bool) -> Result<Self, WebhookRuleError> {
        match name {
            "account" => Ok(Self::Account),
            "instance" if is_owner => Ok(Self::Instance),
            "instance" => Err(WebhookRuleError::InstanceScopeRefused),
            _ => Err(WebhookRuleError::UnknownScope),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Account => "account",
            Self::Instance => "instance",
        }
    }
}

/// A description: at most 200 characters after trimming, no control characters.
pub fn description(value: &str) -> Result<Option<String>, WebhookRuleError> {
    let value = value.trim();
    if value.chars().count() > MAX_DESCRIPTION_LEN || value.chars().any(char::is_control) {
        return Err(WebhookRuleError::InvalidDescription);
    }
    Ok((!value.is_empty()).then(|| value.to_owned()))
}

/// Standard Webhooks' secret prefix.
pub const SECRET_PREFIX: &str = "whsec_";

/// A new signing secret: 24 random bytes, base64, after `whsec_`.
pub fn new_secret() -> String {
    let mut bytes = [0u8; 24];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    format!(
        "{SECRET_PREFIX}{}",
        base64::engine::general_purpose::STANDARD.encode(bytes)
    )
}

/// A message id: `msg_` and a time-ordered UUID.
pub fn new_message_id() -> String {
    format!("msg_{}", uuid::Uuid::now_v7().simple())
}

/// The `webhook-signature` header for a message, signed with each secret
/// (the current one, and the previous one while it is still valid), as
/// Standard Webhooks writes several: `v1,<sig> v1,<sig>`. `None` when a
/// secret is not `whsec_` and base64.
///
/// HMAC-SHA256 comes from RustCrypto's `hmac` and `sha2`, which use the
/// CPU's SHA instructions where it has them: a batch of 100 visits is about
/// 25 KB to sign. The `standardwebhooks` crate checks these signatures in
/// the unit tests.
pub fn signature_header(
    secrets: &[&str],
    message_id: &str,
    timestamp_secs: i64,
    body: &str,
) -> Option<String> {
    use base64::Engine;
    use hmac::{Hmac, Mac};
    let engine = base64::engine::general_purpose::STANDARD;
    let mut signatures = Vec::with_capacity(secrets.len());
    for secret in secrets {
        let key = engine
            .decode(secret.strip_prefix(SECRET_PREFIX).unwrap_or(secret))
            .ok()?;
        let mut mac = Hmac::<sha2::Sha256>::new_from_slice(&key).ok()?;
        mac.update(message_id.as_bytes());
        mac.update(b".");
        mac.update(timestamp_secs.to_string().as_bytes());
        mac.update(b".");
        mac.update(body.as_bytes());
        signatures.push(format!("v1,{}", engine.encode(mac.finalize().into_bytes())));
    }
    (!signatures.is_empty()).then(|| signatures.join(" "))
}

/// How long the previous secret stays valid after a rotation.
pub const PREVIOUS_SECRET_MILLIS: i64 = 24 * 3_600_000;

/// Milliseconds before attempt `failed + 1`, after `failed` failures:
/// `first` doubled each time, at most an hour, less up to a fifth at
/// random so that endpoints coming back are not hit all at once.
pub fn retry_delay(first_ms: u64, failed: u32) -> u64 {
    const LONGEST_MS: u64 = 3_600_000;
    let doubled = first_ms.saturating_mul(1u64 << failed.saturating_sub(1).min(30));
    let delay = doubled.min(LONGEST_MS.max(first_ms));
    let jitter = rand::thread_rng().gen_range(0..=delay / 5);
    delay - jitter
}

#[cfg(test)]
#[path = "webhooks_tests.rs"]
mod tests;
