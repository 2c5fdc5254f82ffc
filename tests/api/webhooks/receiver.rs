//! A real HTTP receiver for webhook deliveries: it records every request,
//! answers each with the next status of its script (200 once the script
//! is spent) and checks signatures with its own implementation of the
//! Standard Webhooks scheme (HMAC-SHA256 over `id.timestamp.body`, keyed
//! by the base64 after `whsec_`), independent of the server's library.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use base64::Engine;
use hmac::{Hmac, Mac};
use serde_json::Value;
use sha2::Sha256;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(Debug, Clone)]
pub struct Received {
    /// The request's path and query.
    pub path: String,
    pub user_agent: String,
    pub forwarded_for: Option<String>,
    pub id: String,
    pub timestamp: String,
    pub signature: String,
    pub body: String,
    pub content_type: String,
    /// The status the receiver answered.
    pub answered: u16,
}

impl Received {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).expect("a JSON body")
    }

    pub fn event(&self) -> String {
        self.json()["type"].as_str().unwrap_or_default().to_owned()
    }
}

#[derive(Default)]
struct Log {
    received: Vec<Received>,
    script: VecDeque<u16>,
}

pub struct Receiver {
    pub url: String,
    pub port: u16,
    log: Arc<Mutex<Log>>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

async fn receive(
    State(log): State<Arc<Mutex<Log>>>,
    uri: axum::http::Uri,
    headers: HeaderMap,
    body: Bytes,
) -> StatusCode {
    let header = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    let mut log = log.lock().expect("log");
    let answered = log.script.pop_front().unwrap_or(200);
    log.received.push(Received {
        path: uri.to_string(),
        user_agent: header("user-agent"),
        forwarded_for: headers
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned),
        id: header("webhook-id"),
        timestamp: header("webhook-timestamp"),
        signature: header("webhook-signature"),
        content_type: header("content-type"),
        body: String::from_utf8_lossy(&body).into_owned(),
        answered,
    });
    StatusCode::from_u16(answered).expect("status")
}

impl Receiver {
    pub async fn start() -> Self {
        Self::start_on(0).await
    }

    /// On `port` (0: any free port), e.g. the port of a receiver that was
    /// stopped, so queued deliveries find it again.
    pub async fn start_on(port: u16) -> Self {
        let listener = tokio::net::TcpListener::bind(("127.0.0.1", port))
            .await
            .expect("bind receiver");
        let port = listener.local_addr().expect("address").port();
        let log = Arc::new(Mutex::new(Log::default()));
        let app = axum::Router::new()
            .route("/{*path}", axum::routing::post(receive))
            .with_state(Arc::clone(&log));
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        tokio::spawn(async move {
            let _ = axum::serve(listener, app)
                .with_graceful_shutdown(async {
                    let _ = stopped.await;
                })
                .await;
        });
        Self {
            url: format!("http://127.0.0.1:{port}/hooks"),
            port,
            log,
            stop: Some(stop),
        }
    }

    /// The statuses the next requests get, in order.
    pub fn answer_with(&self, statuses: &[u16]) {
        self.log.lock().expect("log").script.extend(statuses);
    }

    /// Forgets the statuses not yet answered: every request gets 200.
    pub fn answer_ok(&self) {
        self.log.lock().expect("log").script.clear();
    }

    pub fn received(&self) -> Vec<Received> {
        self.log.lock().expect("log").received.clone()
    }

    /// Requests answered 2xx.
    pub fn delivered(&self) -> Vec<Received> {
        self.received()
            .into_iter()
            .filter(|r| (200..300).contains(&r.answered))
            .collect()
    }

    /// Waits until `count` requests were answered 2xx; fails when none
    /// more arrived for 20 s (a stall, not a slow machine: a loaded CI
    /// machine may take longer over all).
    pub async fn wait_delivered(&self, count: usize) -> Vec<Received> {
        let mut progress = Instant::now();
        let mut seen = 0;
        loop {
            let delivered = self.delivered();
            if delivered.len() >= count {
                return delivered;
            }
            if delivered.len() > seen {
                seen = delivered.len();
                progress = Instant::now();
            }
            assert!(
                progress.elapsed() < Duration::from_secs(20),
                "{} of {count} deliveries arrived, none in the last 20 s: {:?}",
                delivered.len(),
                self.received()
            );
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    pub async fn stop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        // Let the listener close before the port is used again.
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

impl Drop for Receiver {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

/// Whether one of the signatures of `received` is `secret`'s, and its
/// timestamp within five minutes of now.
pub fn verify(secret: &str, received: &Received) -> bool {
    let Ok(key) = base64::engine::general_purpose::STANDARD
        .decode(secret.strip_prefix("whsec_").unwrap_or(secret))
    else {
        return false;
    };
    let Ok(timestamp) = received.timestamp.parse::<i64>() else {
        return false;
    };
    let now = chrono::Utc::now().timestamp();
    if (now - timestamp).abs() > 300 {
        return false;
    }
    let mut mac = Hmac::<Sha256>::new_from_slice(&key).expect("any key length");
    mac.update(format!("{}.{}.{}", received.id, received.timestamp, received.body).as_bytes());
    let expected = base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes());
    received
        .signature
        .split(' ')
        .filter_map(|s| s.strip_prefix("v1,"))
        .any(|s| s == expected)
}
