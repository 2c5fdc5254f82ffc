//! "Fill from destination" for preview cards (docs/campaigns.md#preview-cards):
//! fetches a page once, when a user asks, under the webhooks' rules for
//! addresses users give (no private, loopback or link-local address unless
//! `WEBHOOK_ALLOW_PRIVATE`, checked on every resolved address and every
//! redirect), with a short timeout, a few redirects, a bounded read (the
//! page's head is enough) and a few fetches at once over the instance.
//! Nothing is fetched when a link is visited.

use crate::config::WebhookSettings;
use crate::domain::page_card::{read_page_card, PageCard};
use crate::domain::webhooks::host_is_private;
use crate::webhooks::GuardedResolver;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// Bytes of a page read at most; the tags are in its head.
pub const PAGE_READ_MAX: usize = 512 * 1024;
/// Fetches running at once over the instance; more are refused.
pub const FETCHES_AT_ONCE: usize = 4;
const MAX_REDIRECTS: usize = 3;
/// Past the head, a page holds no tags a card needs.
const HEAD_END: &[u8] = b"</head";
const FETCH_TIMEOUT_MAX: Duration = Duration::from_secs(10);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PageFetchError {
    #[error("the address is not an http or https URL")]
    NotHttp,
    #[error("the page's address is private, loopback or link-local")]
    Private,
    #[error("too many pages are being read at once")]
    Busy,
    #[error("the page could not be reached: {0}")]
    Unreachable(String),
    #[error("the page answered {0}")]
    Status(u16),
    #[error("the address is not a web page (its type is {0})")]
    NotHtml(String),
}

pub struct PageFetcher {
    client: reqwest::Client,
    allow_private: bool,
    running: Arc<Semaphore>,
}

impl PageFetcher {
    pub fn new(settings: &WebhookSettings) -> Result<Self, reqwest::Error> {
        let allow_private = settings.allow_private;
        let redirects = reqwest::redirect::Policy::custom(move |attempt| {
            let url = attempt.url();
            if attempt.previous().len() >= MAX_REDIRECTS {
                attempt.error("too many redirects")
            } else if !matches!(url.scheme(), "http" | "https") {
                attempt.error("a redirect to an address that is not http or https")
            } else if !allow_private && host_is_private(url) {
                attempt.error("a redirect to a private, loopback or link-local address")
            } else {
                attempt.follow()
            }
        });
        let client = reqwest::Client::builder()
            .dns_resolver(Arc::new(GuardedResolver::new(allow_private)))
            .no_proxy()
            .redirect(redirects)
            .connect_timeout(Duration::from_secs(5).min(settings.timeout))
            .timeout(FETCH_TIMEOUT_MAX.min(settings.timeout))
            .user_agent(concat!("Linkhop-PreviewCards/", env!("CARGO_PKG_VERSION")))
            .build()?;
        Ok(Self {
            client,
            allow_private,
            running: Arc::new(Semaphore::new(FETCHES_AT_ONCE)),
        })
    }

    /// The card fields of the page at `address`.
    pub async fn card_of(&self, address: &str) -> Result<PageCard, PageFetchError> {
        let url = url::Url::parse(address).map_err(|_| PageFetchError::NotHttp)?;
        if !matches!(url.scheme(), "http" | "https") || url.host().is_none() {
            return Err(PageFetchError::NotHttp);
        }
        // An IP literal never reaches the resolver: judged here.
        if !self.allow_private && host_is_private(&url) {
            return Err(PageFetchError::Private);
        }
        let _slot = Arc::clone(&self.running)
            .try_acquire_owned()
            .map_err(|_| PageFetchError::Busy)?;
        let mut response = self
            .client
            .get(url)
            .header("accept", "text/html,application/xhtml+xml")
            .send()
            .await
            .map_err(|e| PageFetchError::Unreachable(describe(&e)))?;
        if !response.status().is_success() {
            return Err(PageFetchError::Status(response.status().as_u16()));
        }
        let media_type = response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .map(|v| {
                v.split(';')
                    .next()
                    .unwrap_or("")
                    .trim()
                    .to_ascii_lowercase()
            })
            .unwrap_or_default();
        if !media_type.is_empty() && !media_type.contains("html") {
            return Err(PageFetchError::NotHtml(media_type));
        }
        let page_url = response.url().clone();
        let mut page = Vec::new();
        while page.len() < PAGE_READ_MAX {
            match response.chunk().await {
                Ok(Some(chunk)) => {
                    // Only the new bytes (and the end of the old) are searched.
                    let from = page.len().saturating_sub(HEAD_END.len());
                    let room = PAGE_READ_MAX - page.len();
                    page.extend_from_slice(&chunk[..chunk.len().min(room)]);
                    if contains_ignoring_case(&page[from..], HEAD_END) {
                        break;
                    }
                }
                Ok(None) => break,
                Err(error) => return Err(PageFetchError::Unreachable(describe(&error))),
            }
        }
        Ok(read_page_card(&String::from_utf8_lossy(&page), &page_url))
    }
}

fn contains_ignoring_case(haystack: &[u8], needle: &[u8]) -> bool {
    haystack
        .windows(needle.len())
        .any(|window| window.eq_ignore_ascii_case(needle))
}

/// What went wrong, for the user: the error and its causes.
fn describe(error: &reqwest::Error) -> String {
    let mut text = if error.is_timeout() {
        "it took too long".to_owned()
    } else {
        error.to_string()
    };
    let mut source = std::error::Error::source(error);
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}
