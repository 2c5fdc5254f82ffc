//! User agent → device class, browser family, OS family and bot flag.
//! Parsing is done by `woothee` (browsers, systems, devices) and `isbot`
//! (crawler patterns) plus the link-preview fetchers they miss; a bounded
//! cache keyed by the agent's hash (it keeps no agent text) answers
//! repeated agents without parsing them again.

use crate::domain::visits::Device;
use siphasher::sip::SipHasher13;
use std::hash::Hasher;
use std::sync::atomic::{AtomicU64, Ordering};

/// What a user agent says of its visitor. Fixed size, no text of the agent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Classification {
    pub device: Device,
    pub browser: Option<&'static str>,
    pub os: Option<&'static str>,
    pub bot: bool,
    /// A link-preview fetcher (chat apps, social networks): a bot that
    /// gets a link's preview card instead of its redirect.
    pub preview: bool,
}

impl Classification {
    /// A missing or empty agent, or a crawler: a bot on no known device.
    const BOT: Self = Self {
        device: Device::Other,
        browser: None,
        os: None,
        bot: true,
        preview: false,
    };

    /// A link-preview fetcher.
    const PREVIEW: Self = Self {
        preview: true,
        ..Self::BOT
    };
}

/// Link-preview fetchers, matched in the lower-cased agent: chat apps and
/// social networks that show a card for a pasted link (iMessage sends
/// Facebook's and Twitter's names; Microsoft Teams, Skype's).
const PREVIEW_FETCHERS: &[&str] = &[
    "slackbot",
    "slack-imgproxy",
    "discordbot",
    "whatsapp",
    "telegrambot",
    "twitterbot",
    "facebookexternalhit",
    "facebot",
    "mastodon",
    "linkedinbot",
    "skypeuripreview",
    "redditbot",
    "pinterestbot",
    "embedly",
    "iframely",
    "vkshare",
    "viber",
];

/// Crawlers the crawler list may miss, matched in the lower-cased agent.
const OTHER_CRAWLERS: &[&str] = &["applebot"];

/// Agents longer than this are classified by their first bytes only.
const AGENT_LIMIT: usize = 1024;

pub struct Classifier {
    parser: woothee::parser::Parser,
    bots: isbot::Bots,
    cache: quick_cache::sync::Cache<u64, Classification>,
    /// The key of the agents' hash, random per process.
    key: [u8; 16],
    parsed: AtomicU64,
}

impl Classifier {
    /// A classifier remembering up to `capacity` agents.
    pub fn new(capacity: usize) -> Self {
        Self {
            parser: woothee::parser::Parser::new(),
            bots: isbot::Bots::default(),
            cache: quick_cache::sync::Cache::new(capacity.max(1)),
            key: rand::random(),
            parsed: AtomicU64::new(0),
        }
    }

    /// Classifies `agent` (the `User-Agent` header's bytes; `None` when
    /// missing), from the cache when this agent was seen before.
    pub fn classify(&self, agent: Option<&[u8]>) -> Classification {
        let agent = agent.unwrap_or_default();
        let agent = &agent[..agent.len().min(AGENT_LIMIT)];
        if agent.iter().all(u8::is_ascii_whitespace) {
            return Classification::BOT;
        }
        let mut hasher = SipHasher13::new_with_key(&self.key);
        hasher.write(agent);
        let hash = hasher.finish();
        if let Some(known) = self.cache.get(&hash) {
            return known;
        }
        let classification = self.parse(&String::from_utf8_lossy(agent));
        self.cache.insert(hash, classification);
        classification
    }

    /// How many agents were parsed rather than found in the cache.
    pub fn parsed(&self) -> u64 {
        self.parsed.load(Ordering::Relaxed)
    }

    fn parse(&self, agent: &str) -> Classification {
        self.parsed.fetch_add(1, Ordering::Relaxed);
        let lower = agent.to_ascii_lowercase();
        if PREVIEW_FETCHERS.iter().any(|name| lower.contains(name)) {
            return Classification::PREVIEW;
        }
        if OTHER_CRAWLERS.iter().any(|name| lower.contains(name)) || self.bots.is_bot(agent) {
            return Classification::BOT;
        }
        let Some(result) = self.parser.parse(agent) else {
            return Classification {
                bot: false,
                ..Classification::BOT
            };
        };
        if result.category == "crawler" {
            return Classification::BOT;
        }
        let os = os_family(result.os);
        let device = match (result.category, os) {
            _ if result.os == "iPad" || lower.contains("tablet") => Device::Tablet,
            (_, Some("Android")) if !lower.contains("mobile") => Device::Tablet,
            ("pc", _) => Device::Desktop,
            ("smartphone" | "mobilephone", _) => Device::Mobile,
            _ => Device::Other,
        };
        Classification {
            device,
            browser: browser_family(&lower).or_else(|| known_browser(result.name)),
            os,
            bot: false,
            preview: false,
        }
    }
}

/// Browsers told apart by their own token, which `woothee`'s data (made
/// before some of them) reports as the engine they build on.
fn browser_family(lower: &str) -> Option<&'static str> {
    const TOKENS: &[(&str, &str)] = &[
        ("edg/", "Edge"),
        ("edga/", "Edge"),
        ("edgios/", "Edge"),
        ("edge/", "Edge"),
        ("opr/", "Opera"),
        ("opt/", "Opera"),
        ("samsungbrowser/", "Samsung Internet"),
        ("yabrowser/", "Yandex Browser"),
        ("vivaldi/", "Vivaldi"),
        ("fxios/", "Firefox"),
        ("crios/", "Chrome"),
    ];
    TOKENS
        .iter()
        .find(|(token, _)| lower.contains(token))
        .map(|(_, name)| *name)
}

/// `woothee`'s browser names, as this program's own static names.
fn known_browser(name: &str) -> Option<&'static str> {
    const NAMES: &[&str] = &[
        "Chrome",
        "Firefox",
        "Safari",
        "Edge",
        "Opera",
        "Internet Explorer",
        "Vivaldi",
        "Yandex Browser",
        "Sleipnir",
        "Webview",
    ];
    NAMES.iter().find(|known| **known == name).copied()
}

/// `woothee`'s system names, as families.
fn os_family(os: &str) -> Option<&'static str> {
    Some(match os {
        _ if os.starts_with("Windows Phone") => "Windows Phone",
        _ if os.starts_with("Windows") => "Windows",
        "Mac OSX" | "Mac OS Classic" => "macOS",
        "iPhone" | "iPad" | "iPod" => "iOS",
        "Android" => "Android",
        "Linux" => "Linux",
        "ChromeOS" => "ChromeOS",
        "FreeBSD" => "FreeBSD",
        "OpenBSD" => "OpenBSD",
        "NetBSD" => "NetBSD",
        "BlackBerry" | "BlackBerry 10" => "BlackBerry",
        _ => return None,
    })
}

#[cfg(test)]
#[path = "classify_tests.rs"]
mod tests;
