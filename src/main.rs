#[tokio::main]
async fn main() -> std::process::ExitCode {
    linkhop::memory::return_large_buffers();
    linkhop::cli::run().await
}
