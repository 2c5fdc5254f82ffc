//! The bare baseline: the least work possible per redirect. A hyper HTTP/1
//! connection loop answering `GET /<slug>` with a 302 from an in-memory map
//! of the same slugs Linkhop serves: no router, no middleware, no tower
//! layers. The axum baseline (`baseline.rs`) is the least a Rust web
//! framework adds on top; this one is what the machine can do at all.
//! With a links file of several domains (a third column, the host) the map
//! is keyed by host and slug: `Host` picks the domain's map, the path the
//! link, the least work a shortener of several domains could do.

use bytes::Bytes;
use clap::Parser;
use http_body_util::Empty;
use hyper::body::Incoming;
use hyper::header::LOCATION;
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use std::convert::Infallible;
use std::sync::Arc;

#[path = "../links_map.rs"]
mod links_map;
use links_map::Links;

#[derive(Parser)]
struct Args {
    /// File of `slug<TAB>destination[<TAB>host]` lines (written by `seed`)
    #[arg(long)]
    links: std::path::PathBuf,
    #[arg(long, default_value = "127.0.0.1:8091")]
    listen: String,
    /// Nanoseconds of CPU to spend on each request before answering: a
    /// calibration of what a latency percentile measures when the machine
    /// is saturated (bench/README.md, "What the p99 row measures")
    #[arg(long, default_value_t = 0)]
    busy_ns: u64,
}

/// Keeps the CPU busy for `nanos` nanoseconds.
fn busy(nanos: u64) {
    let started = std::time::Instant::now();
    while started.elapsed() < std::time::Duration::from_nanos(nanos) {
        std::hint::spin_loop();
    }
}

fn answer(links: &Links, request: &Request<Incoming>) -> Response<Empty<Bytes>> {
    let mut response = Response::new(Empty::new());
    match links.get(request) {
        Some(location) => {
            *response.status_mut() = StatusCode::FOUND;
            response.headers_mut().insert(LOCATION, location.clone());
        }
        None => *response.status_mut() = StatusCode::NOT_FOUND,
    }
    response
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let text = tokio::fs::read_to_string(&args.links).await?;
    let links = Arc::new(Links::read(&text)?);
    let listener = tokio::net::TcpListener::bind(&args.listen).await?;
    loop {
        let (stream, _) = listener.accept().await?;
        let _ = stream.set_nodelay(true);
        let links = Arc::clone(&links);
        let busy_ns = args.busy_ns;
        tokio::spawn(async move {
            let service = service_fn(move |request| {
                if busy_ns > 0 {
                    busy(busy_ns);
                }
                let response = answer(&links, &request);
                async move { Ok::<_, Infallible>(response) }
            });
            // A client that hangs up mid-request ends only its connection.
            let _ = http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}
