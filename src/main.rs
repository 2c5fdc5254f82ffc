use clap::Parser;
use linkhop::cli::{Cli, Command};
use linkhop::config::Settings;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    linkhop::memory::return_large_buffers();
    let cli = Cli::parse();
    let settings = match Settings::resolve(&cli.options) {
        Ok(settings) => settings,
        Err(error) => {
            eprintln!("linkhop: {error}");
            return std::process::ExitCode::from(2);
        }
    };
    linkhop::logging::init(&settings);
    let outcome = match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => linkhop::app::run(settings).await,
        Command::Migrate => migrate(settings).await,
        Command::User(command) => linkhop::commands::users::run(settings, command).await,
        Command::Import(args) => linkhop::commands::import::run(settings, args).await,
        Command::Export(args) => linkhop::commands::export::run(settings, args).await,
        Command::Backup => linkhop::commands::backup::run(settings).await,
    };
    match outcome {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("linkhop: {error:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

async fn migrate(settings: Settings) -> anyhow::Result<()> {
    linkhop::store::create_private_dir(&settings.data_dir)?;
    let store = linkhop::store::Store::connect(&settings.database_url).await?;
    store.migrate().await?;
    store.close().await;
    println!("migrations applied");
    Ok(())
}
