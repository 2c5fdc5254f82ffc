//! Sending one delivery: an HTTP client that connects only to addresses a
//! webhook may reach (checked on the resolved address at connect time, so
//! a name that turns private later is refused too), follows no redirect,
//! uses no proxy, keeps to its timeouts and reads a bounded answer.

use crate::config::WebhookSettings;
use crate::domain::webhooks::{address_refused, host_is_private};
use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

/// Bytes of an answer read before the connection is dropped.
const ANSWER_READ_MAX: usize = 64 * 1024;
/// Bytes of an answer kept in the delivery log.
pub const ANSWER_KEPT: usize = 1024;
/// The longest a connection may take, within WEBHOOK_TIMEOUT.
const CONNECT_MAX: Duration = Duration::from_secs(5);

/// Resolves names as the system does, keeping only addresses a webhook
/// may reach unless private addresses are allowed. Every outgoing request
/// of Linkhop's to an address a user gave (webhooks, a preview card's
/// page) resolves through it.
pub struct GuardedResolver {
    allow_private: bool,
}

impl GuardedResolver {
    pub fn new(allow_private: bool) -> Self {
        Self { allow_private }
    }
}

#[derive(Debug, thiserror::Error)]
#[error("every address of the endpoint's host is private, loopback or link-local (WEBHOOK_ALLOW_PRIVATE is off)")]
struct PrivateOnly;

impl Resolve for GuardedResolver {
    fn resolve(&self, name: Name) -> Resolving {
        let allow_private = self.allow_private;
        Box::pin(async move {
            let found: Vec<SocketAddr> = tokio::net::lookup_host((name.as_str(), 0))
                .await?
                .filter(|address| allow_private || !address_refused(address.ip()))
                .collect();
            if found.is_empty() {
                return Err(Box::new(PrivateOnly) as Box<dyn std::error::Error + Send + Sync>);
            }
            Ok(Box::new(found.into_iter()) as Addrs)
        })
    }
}

/// How one attempt ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// The endpoint answered; 2xx is delivered.
    Status { status: u16, body: String },
    /// No answer: refused address, connection, timeout, …
    Failed(String),
}

pub struct Sender {
    client: reqwest::Client,
    allow_private: bool,
}

impl Sender {
    pub fn new(settings: &WebhookSettings) -> Result<Self, reqwest::Error> {
        let client = reqwest::Client::builder()
            .dns_resolver(Arc::new(GuardedResolver::new(settings.allow_private)))
            .no_proxy()
            .redirect(reqwest::redirect::Policy::none())
            .connect_timeout(CONNECT_MAX.min(settings.timeout))
            .timeout(settings.timeout)
            .pool_idle_timeout(Duration::from_secs(30))
            .user_agent(concat!("Linkhop-Webhooks/", env!("CARGO_PKG_VERSION")))
            .build()?;
        Ok(Self {
            client,
            allow_private: settings.allow_private,
        })
    }

    /// POSTs `body` to `url` with the Standard Webhooks headers.
    pub async fn send(
        &self,
        url: &str,
        message_id: &str,
        timestamp: i64,
        signature: &str,
        body: String,
    ) -> Answer {
        let headers = vec![
            ("content-type", "application/json".to_owned()),
            ("webhook-id", message_id.to_owned()),
            ("webhook-timestamp", timestamp.to_string()),
            ("webhook-signature", signature.to_owned()),
        ];
        self.post(url, &headers, body).await
    }

    /// POSTs `body` to `url` with `headers`.
    pub async fn post(
        &self,
        url: &str,
        headers: &[(&'static str, String)],
        body: String,
    ) -> Answer {
        let Ok(parsed) = url::Url::parse(url) else {
            return Answer::Failed("the endpoint URL does not parse".into());
        };
        // An IP literal never reaches the resolver: judge it here.
        if !self.allow_private && host_is_private(&parsed) {
            return Answer::Failed(
                "the endpoint's address is private, loopback or link-local (WEBHOOK_ALLOW_PRIVATE is off)"
                    .into(),
            );
        }
        let mut request = self.client.post(parsed).body(body);
        for (name, value) in headers {
            request = request.header(*name, value);
        }
        let mut response = match request.send().await {
            Ok(response) => response,
            Err(error) => return Answer::Failed(describe(&error)),
        };
        let status = response.status().as_u16();
        let mut kept = Vec::new();
        let mut read = 0usize;
        while read < ANSWER_READ_MAX {
            match response.chunk().await {
                Ok(Some(chunk)) => {
                    read += chunk.len();
                    let room = ANSWER_KEPT.saturating_sub(kept.len());
                    kept.extend_from_slice(&chunk[..chunk.len().min(room)]);
                }
                Ok(None) | Err(_) => break,
            }
        }
        Answer::Status {
            status,
            body: String::from_utf8_lossy(&kept).into_owned(),
        }
    }
}

/// The error and its causes, on one line: the resolver's refusal sits
/// inside reqwest's "error sending request".
fn describe(error: &reqwest::Error) -> String {
    let mut text = if error.is_timeout() {
        "timed out".to_owned()
    } else if error.is_connect() {
        "could not connect".to_owned()
    } else {
        "request failed".to_owned()
    };
    let mut source = std::error::Error::source(error);
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text.chars().take(500).collect()
}
