//! Forwarding visits to an analytics service (docs/webhooks.md, "Analytics
//! forwarding"): which services, what identifies the site at each, and the
//! requests a visit becomes, following each service's documented API:
//!
//! - Matomo, Tracking HTTP API, bulk tracking
//!   (developer.matomo.org/api-reference/tracking-api);
//! - Plausible, Events API (plausible.io/docs/events-api);
//! - Umami, sending stats (umami.is/docs/api/sending-stats).
//!
//! A forwarded visit carries the page, the time, the referrer host, the
//! country (where the service takes one) and an agent made of the visit's
//! classes (browser, OS, device), never the visitor's address or agent.

use serde::Deserialize;
use serde_json::json;

/// Where a subscription sends: signed webhooks, or an analytics service.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Destination {
    Webhook,
    Matomo {
        site_id: u32,
        /// Lets Matomo take the visit's country and time as given.
        token: Option<String>,
    },
    Plausible {
        /// The site's domain as Plausible knows it.
        domain: String,
    },
    Umami {
        website: String,
    },
}

/// A refused destination; the HTTP layer owns the wording.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum DestinationError {
    #[error("unknown kind")]
    UnknownKind,
    #[error("invalid target")]
    InvalidTarget,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct MatomoTarget {
    site_id: u32,
    token_auth: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PlausibleTarget {
    domain: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct UmamiTarget {
    website_id: String,
}

fn plain(value: &str, longest: usize) -> bool {
    !value.is_empty()
        && value.len() <= longest
        && value
            .bytes()
            .all(|b| b.is_ascii_graphic() && !matches!(b, b'"' | b'\\'))
}

impl Destination {
    /// `kind` with its `target` (JSON; none for a webhook).
    pub fn parse(kind: &str, target: Option<&serde_json::Value>) -> Result<Self, DestinationError> {
        let read = |target: Option<&serde_json::Value>| {
            target.cloned().ok_or(DestinationError::InvalidTarget)
        };
        match kind {
            "webhook" if target.is_none_or(serde_json::Value::is_null) => Ok(Self::Webhook),
            "webhook" => Err(DestinationError::InvalidTarget),
            "matomo" => {
                let t: MatomoTarget = serde_json::from_value(read(target)?)
                    .map_err(|_| DestinationError::InvalidTarget)?;
                let token_ok = t.token_auth.as_deref().is_none_or(|t| plain(t, 200));
                if t.site_id == 0 || !token_ok {
                    return Err(DestinationError::InvalidTarget);
                }
                Ok(Self::Matomo {
                    site_id: t.site_id,
                    token: t.token_auth,
                })
            }
            "plausible" => {
                let t: PlausibleTarget = serde_json::from_value(read(target)?)
                    .map_err(|_| DestinationError::InvalidTarget)?;
                if !plain(&t.domain, 253) {
                    return Err(DestinationError::InvalidTarget);
                }
                Ok(Self::Plausible { domain: t.domain })
            }
            "umami" => {
                let t: UmamiTarget = serde_json::from_value(read(target)?)
                    .map_err(|_| DestinationError::InvalidTarget)?;
                if uuid::Uuid::parse_str(&t.website_id).is_err() {
                    return Err(DestinationError::InvalidTarget);
                }
                Ok(Self::Umami {
                    website: t.website_id,
                })
            }
            _ => Err(DestinationError::UnknownKind),
        }
    }

    pub fn kind(&self) -> &'static str {
        match self {
            Self::Webhook => "webhook",
            Self::Matomo { .. } => "matomo",
            Self::Plausible { .. } => "plausible",
            Self::Umami { .. } => "umami",
        }
    }

    /// The stored target (JSON), `None` for a webhook.
    pub fn target(&self) -> Option<serde_json::Value> {
        match self {
            Self::Webhook => None,
            Self::Matomo { site_id, token } => Some(json!({"siteId": site_id, "tokenAuth": token})),
            Self::Plausible { domain } => Some(json!({ "domain": domain })),
            Self::Umami { website } => Some(json!({ "websiteId": website })),
        }
    }

    /// Visits per request: Matomo takes many at once, the others one.
    pub fn visits_per_request(&self) -> Option<usize> {
        match self {
            Self::Plausible { .. } | Self::Umami { .. } => Some(1),
            Self::Webhook | Self::Matomo { .. } => None,
        }
    }
}

/// A human visit as it is forwarded.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ForwardedVisit {
    /// `https://<host>/<slug>`.
    pub page: String,
    /// Seconds since 1970.
    pub at: i64,
    pub referrer: Option<String>,
    pub country: Option<String>,
    pub device: String,
    pub browser: Option<String>,
    pub os: Option<String>,
}

impl ForwardedVisit {
    /// An agent made of the visit's classes, for services that read one.
    pub fn agent(&self) -> String {
        format!(
            "Mozilla/5.0 ({}; {}) {}",
            self.os.as_deref().unwrap_or("Unknown"),
            self.device,
            self.browser.as_deref().unwrap_or("Unknown")
        )
    }

    fn referrer_url(&self) -> Option<String> {
        self.referrer
            .as_ref()
            .map(|host| format!("https://{host}/"))
    }
}

/// One HTTP request to the service: POST to its endpoint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ForwardRequest {
    pub headers: Vec<(&'static str, String)>,
    pub body: String,
}

/// The requests `visits` become at `destination` (none for a webhook).
pub fn forward_requests(
    destination: &Destination,
    visits: &[ForwardedVisit],
) -> Vec<ForwardRequest> {
    let json_type = ("content-type", "application/json".to_owned());
    match destination {
        Destination::Webhook => Vec::new(),
        Destination::Matomo { site_id, token } => {
            let requests: Vec<String> = visits
                .iter()
                .map(|visit| {
                    let mut query = url::form_urlencoded::Serializer::new(String::from("?"));
                    query
                        .append_pair("idsite", &site_id.to_string())
                        .append_pair("rec", "1")
                        .append_pair("apiv", "1")
                        .append_pair("url", &visit.page)
                        .append_pair("ua", &visit.agent())
                        .append_pair("cdt", &visit.at.to_string())
                        .append_pair("send_image", "0");
                    if let Some(referrer) = visit.referrer_url() {
                        query.append_pair("urlref", &referrer);
                    }
                    // Matomo takes a country only from an authenticated request.
                    if let (Some(country), Some(_)) = (&visit.country, token) {
                        query.append_pair("country", &country.to_ascii_lowercase());
                    }
                    query.finish().replacen("?&", "?", 1)
                })
                .collect();
            let mut body = json!({ "requests": requests });
            if let Some(token) = token {
                body["token_auth"] = json!(token);
            }
            vec![ForwardRequest {
                headers: vec![json_type],
                body: body.to_string(),
            }]
        }
        Destination::Plausible { domain } => visits
            .iter()
            .map(|visit| ForwardRequest {
                headers: vec![json_type.clone(), ("user-agent", visit.agent())],
                body: json!({
                    "name": "pageview",
                    "url": visit.page,
                    "domain": domain,
                    "referrer": visit.referrer_url(),
                })
                .to_string(),
            })
            .collect(),
        Destination::Umami { website } => visits
            .iter()
            .map(|visit| {
                let parsed = url::Url::parse(&visit.page).ok();
                let host = parsed
                    .as_ref()
                    .and_then(|u| u.host_str())
                    .unwrap_or_default()
                    .to_owned();
                let path = parsed.as_ref().map_or("/", |u| u.path()).to_owned();
                ForwardRequest {
                    headers: vec![json_type.clone(), ("user-agent", visit.agent())],
                    body: json!({
                        "type": "event",
                        "payload": {
                            "website": website,
                            "hostname": host,
                            "url": path,
                            "referrer": visit.referrer_url().unwrap_or_default(),
                            "language": "",
                            "screen": "",
                            "title": "",
                        },
                    })
                    .to_string(),
                }
            })
            .collect(),
    }
}

#[cfg(test)]
#[path = "analytics_tests.rs"]
mod tests;
