//! The baseline: the least work any Rust shortener could do per redirect.
//! It answers `GET /<slug>` with a 302 from an in-memory map of the same
//! slugs Linkhop serves, on the same runtime settings, so Linkhop's figures
//! can be reported as ratios to it. With a links file of several domains the
//! map is keyed by host and slug (`links_map.rs`).

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, StatusCode};
use axum::response::Response;
use clap::Parser;
use std::sync::Arc;

#[path = "../links_map.rs"]
mod links_map;
use links_map::Links;

#[derive(Parser)]
struct Args {
    /// File of `slug<TAB>destination[<TAB>host]` lines (written by `seed`)
    #[arg(long)]
    links: std::path::PathBuf,
    #[arg(long, default_value = "127.0.0.1:8090")]
    listen: String,
}

async fn redirect(State(links): State<Arc<Links>>, request: Request) -> Response {
    let mut response = Response::new(Body::empty());
    match links.get(&request) {
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
    let router = axum::Router::new()
        .fallback(redirect)
        .with_state(Arc::new(Links::read(&text)?));
    let listener = tokio::net::TcpListener::bind(&args.listen).await?;
    axum::serve(listener, router).await?;
    Ok(())
}
