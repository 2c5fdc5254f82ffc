//! The access log (`ACCESS_LOG=true`): one line per request on stdout, in
//! the LOG_FORMAT of the other logs. A request only queues its line; a
//! writer task formats and writes. When the writer falls behind, lines are
//! dropped and counted (`linkhop_access_log_dropped_total`) rather than
//! making a redirect wait. Health probes are not logged. The query string
//! is never logged: it may carry a secret. The client is its network
//! (IPv4 /24, IPv6 /48), never the full address.

use crate::config::LogFormat;
use crate::http::client::client_network;
use crate::http::AppState;
use crate::logging::{format_time, json_line};
use crate::metrics::Metrics;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::Response;
use chrono::{DateTime, Utc};
use serde_json::{Map, Value};
use std::fmt::Write;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;
use tokio::io::AsyncWriteExt;
use tokio::sync::mpsc;

/// Lines waiting for the writer at most.
const QUEUE: usize = 16_384;
/// Bytes gathered before one write.
const CHUNK: usize = 64 * 1024;
pub const TARGET: &str = "linkhop::access";

/// Paths that are never logged: probes ask every few seconds.
pub fn is_probe(path: &str) -> bool {
    matches!(path, "/healthz" | "/readyz")
}

pub struct AccessLog {
    queue: mpsc::Sender<Entry>,
    metrics: Arc<Metrics>,
}

struct Entry {
    time: DateTime<Utc>,
    method: Method,
    path: Box<str>,
    status: u16,
    micros: u64,
    client: String,
}

impl AccessLog {
    /// Starts the writer task, which ends once the log is dropped.
    pub fn start(format: LogFormat, metrics: Arc<Metrics>) -> Self {
        let (queue, lines) = mpsc::channel(QUEUE);
        tokio::spawn(write_lines(lines, format));
        Self { queue, metrics }
    }

    fn record(&self, entry: Entry) {
        if self.queue.try_send(entry).is_err() {
            self.metrics.access_log_dropped();
        }
    }
}

/// The middleware, installed only under ACCESS_LOG.
pub async fn log_request(State(app): State<AppState>, request: Request, next: Next) -> Response {
    let Some(log) = app.access_log.as_ref() else {
        return next.run(request).await;
    };
    if is_probe(request.uri().path()) {
        return next.run(request).await;
    }
    let started = Instant::now();
    let method = request.method().clone();
    let path: Box<str> = request.uri().path().into();
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0);
    // The network only: the log is kept like any log, and statistics
    // promise that full addresses are written nowhere.
    let client = client_network(request.headers(), peer, app.settings.trust_proxy);
    let response = next.run(request).await;
    log.record(Entry {
        time: Utc::now(),
        method,
        path,
        status: response.status().as_u16(),
        micros: u64::try_from(started.elapsed().as_micros()).unwrap_or(u64::MAX),
        client,
    });
    response
}

async fn write_lines(mut lines: mpsc::Receiver<Entry>, format: LogFormat) {
    let mut out = tokio::io::stdout();
    let mut chunk = String::with_capacity(CHUNK);
    while let Some(entry) = lines.recv().await {
        format_line(&mut chunk, &entry, format);
        // Everything already queued goes out in the same write.
        while chunk.len() < CHUNK {
            match lines.try_recv() {
                Ok(entry) => format_line(&mut chunk, &entry, format),
                Err(_) => break,
            }
        }
        if out.write_all(chunk.as_bytes()).await.is_err() || out.flush().await.is_err() {
            // Nowhere to write (stdout closed): drain and drop from now on.
            while lines.recv().await.is_some() {}
            return;
        }
        chunk.clear();
    }
}

fn format_line(chunk: &mut String, entry: &Entry, format: LogFormat) {
    let millis = entry.micros as f64 / 1000.0;
    match format {
        LogFormat::Json => {
            let mut fields = Map::new();
            fields.insert("method".into(), Value::from(entry.method.as_str()));
            fields.insert("path".into(), Value::from(&*entry.path));
            fields.insert("status".into(), Value::from(entry.status));
            fields.insert("duration_ms".into(), Value::from(millis));
            fields.insert("client".into(), Value::from(entry.client.as_str()));
            chunk.push_str(&json_line(entry.time, "INFO", TARGET, "request", fields));
        }
        LogFormat::Text => {
            // The path is as received: percent-encoded, so without spaces
            // or quotes; the client is an address or "unknown".
            // Writing to a String cannot fail.
            let _ = write!(
                chunk,
                "{} {} \"{} {}\" {} {millis:.3}ms",
                format_time(entry.time),
                entry.client,
                entry.method,
                entry.path,
                entry.status
            );
        }
    }
    chunk.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry() -> Entry {
        Entry {
            time: DateTime::from_timestamp(1_700_000_000, 5_000).unwrap_or_default(),
            method: Method::GET,
            path: "/docs".into(),
            status: 302,
            micros: 1_250,
            client: "203.0.113.0/24".into(),
        }
    }

    #[test]
    fn lines_in_both_formats() {
        let mut text = String::new();
        format_line(&mut text, &entry(), LogFormat::Text);
        assert_eq!(
            text,
            "2023-11-14T22:13:20.000005Z 203.0.113.0/24 \"GET /docs\" 302 1.250ms\n"
        );
        let mut json = String::new();
        format_line(&mut json, &entry(), LogFormat::Json);
        let line: Value = serde_json::from_str(json.trim_end()).expect("JSON");
        assert_eq!(line["target"], TARGET);
        assert_eq!(line["fields"]["status"], 302);
        assert_eq!(line["fields"]["path"], "/docs");
        assert_eq!(line["fields"]["duration_ms"], 1.25);
    }

    #[tokio::test]
    async fn a_full_queue_drops_and_counts_instead_of_waiting() {
        let metrics = Arc::new(Metrics::new());
        let (queue, _lines) = mpsc::channel(1);
        let log = AccessLog {
            queue,
            metrics: Arc::clone(&metrics),
        };
        for _ in 0..3 {
            log.record(entry());
        }
        let text = metrics.render(&crate::metrics::Snapshot::default());
        assert!(
            text.contains("linkhop_access_log_dropped_total 2"),
            "{text}"
        );
    }
}
