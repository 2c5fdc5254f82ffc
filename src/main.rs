use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    linkhop::memory::return_large_buffers();
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")),
        )
        // Logs go to stderr, so `linkhop export` can write the file to stdout.
        .with_writer(std::io::stderr)
        .init();
    linkhop::cli::run().await
}
