//! The bare baseline: the least work possible per redirect. A hyper HTTP/1
//! connection loop answering `GET /<slug>` with a 302 from an in-memory map
//! of the same slugs Linkhop serves: no router, no middleware, no tower
//! layers. The axum baseline (`baseline.rs`) is the least a Rust web
//! framework adds on top; this one is what the machine can do at all.

use bytes::Bytes;
use clap::Parser;
use http_body_util::Empty;
use hyper::body::Incoming;
use hyper::header::{HeaderValue, LOCATION};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::Arc;

#[derive(Parser)]
struct Args {
    /// File of `slug<TAB>destination` lines (written by `seed`)
    #[arg(long)]
    links: std::path::PathBuf,
    #[arg(long, default_value = "127.0.0.1:8091")]
    listen: String,
}

fn answer(
    links: &HashMap<String, HeaderValue>,
    request: &Request<Incoming>,
) -> Response<Empty<Bytes>> {
    let mut response = Response::new(Empty::new());
    match links.get(&request.uri().path()[1..]) {
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
    let mut links = HashMap::new();
    for line in text.lines() {
        if let Some((slug, destination)) = line.split_once('\t') {
            links.insert(slug.to_owned(), HeaderValue::from_str(destination)?);
        }
    }
    let links = Arc::new(links);
    let listener = tokio::net::TcpListener::bind(&args.listen).await?;
    loop {
        let (stream, _) = listener.accept().await?;
        let _ = stream.set_nodelay(true);
        let links = Arc::clone(&links);
        tokio::spawn(async move {
            let service = service_fn(move |request| {
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
