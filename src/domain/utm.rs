//! A link's campaign parameters (UTM) and how they join its destination
//! (docs/campaigns.md). The order of the query that goes out:
//!
//! 1. the destination's own parameters, as written;
//! 2. the link's `utm_source`, `utm_medium`, `utm_campaign`, `utm_term`,
//!    `utm_content`, in that order, each only where the destination does
//!    not set it already, unless the link replaces the destination's
//!    (`replace`): then the destination's are removed first;
//! 3. with `forwardQuery`, the visitor's query, less the UTM parameters
//!    the link sets (a reposted link keeps its campaign);
//!
//! and the fragment last. Steps 1–2 depend on the link only, so they are
//! done once when the link enters the redirect cache, not per visit.

/// One campaign value: at most this many characters.
pub const MAX_UTM_LEN: usize = 200;

/// The parameters, in the order they are added.
pub const UTM_PARAMETERS: [&str; 5] = [
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
];

/// A link's campaign values, each optional.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Utm {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub medium: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub campaign: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub term: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content: Option<String>,
    /// The link's values replace those the destination sets.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub replace: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum UtmError {
    /// A value is longer than [`MAX_UTM_LEN`] or holds a control character.
    #[error("invalid campaign value")]
    InvalidValue,
}

impl Utm {
    /// The values by parameter name, in [`UTM_PARAMETERS`] order.
    pub fn pairs(&self) -> [(&'static str, Option<&str>); 5] {
        [
            (UTM_PARAMETERS[0], self.source.as_deref()),
            (UTM_PARAMETERS[1], self.medium.as_deref()),
            (UTM_PARAMETERS[2], self.campaign.as_deref()),
            (UTM_PARAMETERS[3], self.term.as_deref()),
            (UTM_PARAMETERS[4], self.content.as_deref()),
        ]
    }

    /// Values trimmed, empty ones dropped; `None` when none is left.
    pub fn checked(self) -> Result<Option<Self>, UtmError> {
        let clean = |value: Option<String>| -> Result<Option<String>, UtmError> {
            let Some(value) = value else { return Ok(None) };
            let value = value.trim();
            if value.chars().count() > MAX_UTM_LEN || value.chars().any(char::is_control) {
                return Err(UtmError::InvalidValue);
            }
            Ok((!value.is_empty()).then(|| value.to_owned()))
        };
        let utm = Self {
            source: clean(self.source)?,
            medium: clean(self.medium)?,
            campaign: clean(self.campaign)?,
            term: clean(self.term)?,
            content: clean(self.content)?,
            replace: self.replace,
        };
        Ok(utm.pairs().iter().any(|(_, v)| v.is_some()).then_some(utm))
    }

    /// Whether the link sets parameter `name`.
    fn sets(&self, name: &str) -> bool {
        self.pairs().iter().any(|(n, v)| *n == name && v.is_some())
    }

    /// `destination` with the link's parameters joined (steps 1–2).
    pub fn join(&self, destination: &str) -> String {
        let (before_fragment, fragment) = match destination.find('#') {
            Some(at) => destination.split_at(at),
            None => (destination, ""),
        };
        let (base, query) = match before_fragment.find('?') {
            Some(at) => (&before_fragment[..at], &before_fragment[at + 1..]),
            None => (before_fragment, ""),
        };
        let mut kept: Vec<&str> = Vec::new();
        let mut present: Vec<String> = Vec::new();
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let name = pair_name(pair);
            if self.replace && self.sets(&name) {
                continue;
            }
            present.push(name);
            kept.push(pair);
        }
        let mut out: Vec<String> = kept.into_iter().map(str::to_owned).collect();
        for (name, value) in self.pairs() {
            if let Some(value) = value {
                if !present.iter().any(|p| p == name) {
                    out.push(format!("{name}={}", encode(value)));
                }
            }
        }
        let mut joined = base.to_owned();
        if !out.is_empty() {
            joined.push('?');
            joined.push_str(&out.join("&"));
        }
        joined.push_str(fragment);
        joined
    }

    /// A visitor's query less the parameters the link sets (step 3).
    pub fn visitor_query(&self, query: &str) -> String {
        query
            .split('&')
            .filter(|pair| !pair.is_empty() && !self.sets(&pair_name(pair)))
            .collect::<Vec<_>>()
            .join("&")
    }
}

/// The decoded name of one `name=value` pair.
fn pair_name(pair: &str) -> String {
    let name = pair.split('=').next().unwrap_or_default();
    url::form_urlencoded::parse(name.as_bytes())
        .next()
        .map(|(name, _)| name.into_owned())
        .unwrap_or_default()
}

fn encode(value: &str) -> String {
    url::form_urlencoded::byte_serialize(value.as_bytes()).collect()
}

#[cfg(test)]
#[path = "utm_tests.rs"]
mod tests;
