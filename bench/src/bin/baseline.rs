//! The baseline: the least work any Rust shortener could do per redirect.
//! It answers `GET /<slug>` with a 302 from an in-memory map of the same
//! slugs Linkhop serves, on the same runtime settings, so Linkhop's figures
//! can be reported as ratios to it.

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::Response;
use clap::Parser;
use std::collections::HashMap;
use std::sync::Arc;

#[derive(Parser)]
struct Args {
    /// File of `slug<TAB>destination` lines (written by `seed`)
    #[arg(long)]
    links: std::path::PathBuf,
    #[arg(long, default_value = "127.0.0.1:8090")]
    listen: String,
}

type Links = Arc<HashMap<String, HeaderValue>>;

async fn redirect(State(links): State<Links>, request: Request) -> Response {
    let slug = &request.uri().path()[1..];
    let mut response = Response::new(Body::empty());
    match links.get(slug) {
        Some(location) => {
            *response.status_mut() = StatusCode::FOUND;
            response
                .headers_mut()
                .insert(header::LOCATION, location.clone());
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
    let router = axum::Router::new()
        .fallback(redirect)
        .with_state(Arc::new(links));
    let listener = tokio::net::TcpListener::bind(&args.listen).await?;
    axum::serve(listener, router).await?;
    Ok(())
}
