//! A webhook subscriber for the benchmark: answers every `POST` with 204
//! and counts the visits of the `visit` deliveries it was sent (each body
//! is parsed, as a real subscriber would). `GET /count` answers
//! `<visits> <deliveries>`. Signatures are not checked: the tests check
//! them; this only has to keep up without taking the machine from the
//! server it measures.

use bytes::Bytes;
use clap::Parser;
use http_body_util::{BodyExt, Full};
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use serde::Deserialize;
use std::borrow::Cow;
use std::convert::Infallible;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

#[derive(Parser)]
struct Args {
    #[arg(long, default_value = "127.0.0.1:8092")]
    listen: String,
}

#[derive(Default)]
struct Counts {
    visits: AtomicU64,
    deliveries: AtomicU64,
}

/// A delivery as a subscriber written in Rust reads it: typed, borrowing
/// the body's text where it has no escapes (a `serde_json::Value` of every
/// visit would cost this process more CPU than the server spends on it).
#[derive(Deserialize)]
struct Delivery<'a> {
    #[serde(rename = "type", borrow)]
    kind: Cow<'a, str>,
    #[serde(borrow)]
    data: Data<'a>,
}

#[derive(Deserialize)]
struct Data<'a> {
    #[serde(default, borrow)]
    visits: Vec<Visit<'a>>,
}

/// Every field of a visit, read as a subscriber would use it.
#[allow(dead_code)]
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Visit<'a> {
    #[serde(borrow)]
    link: VisitedLink<'a>,
    #[serde(borrow)]
    at: Cow<'a, str>,
    bot: bool,
    #[serde(borrow)]
    referrer: Option<Cow<'a, str>>,
    #[serde(borrow)]
    country: Option<Cow<'a, str>>,
    #[serde(borrow)]
    device: Cow<'a, str>,
    #[serde(borrow)]
    browser: Option<Cow<'a, str>>,
    #[serde(borrow)]
    os: Option<Cow<'a, str>>,
}

#[allow(dead_code)]
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct VisitedLink<'a> {
    #[serde(borrow)]
    id: Cow<'a, str>,
    #[serde(borrow)]
    domain_id: Cow<'a, str>,
    #[serde(borrow)]
    domain: Option<Cow<'a, str>>,
    #[serde(borrow)]
    slug: Cow<'a, str>,
}

/// The visits of one delivery's body; 0 for other events or bad JSON.
fn visits_in(body: &[u8]) -> u64 {
    match serde_json::from_slice::<Delivery<'_>>(body) {
        Ok(delivery) if delivery.kind == "visit" => delivery.data.visits.len() as u64,
        _ => 0,
    }
}

async fn answer(counts: &Counts, request: Request<Incoming>) -> Response<Full<Bytes>> {
    if request.method() == Method::GET {
        let text = format!(
            "{} {}",
            counts.visits.load(Ordering::Relaxed),
            counts.deliveries.load(Ordering::Relaxed)
        );
        return Response::new(Full::new(Bytes::from(text)));
    }
    let body = match request.into_body().collect().await {
        Ok(body) => body.to_bytes(),
        Err(_) => Bytes::new(),
    };
    counts.visits.fetch_add(visits_in(&body), Ordering::Relaxed);
    counts.deliveries.fetch_add(1, Ordering::Relaxed);
    let mut response = Response::new(Full::new(Bytes::new()));
    *response.status_mut() = StatusCode::NO_CONTENT;
    response
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let counts = Arc::new(Counts::default());
    let listener = tokio::net::TcpListener::bind(&args.listen).await?;
    loop {
        let (stream, _) = listener.accept().await?;
        let counts = Arc::clone(&counts);
        tokio::spawn(async move {
            let service = service_fn(move |request| {
                let counts = Arc::clone(&counts);
                async move { Ok::<_, Infallible>(answer(&counts, request).await) }
            });
            let _ = http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}
