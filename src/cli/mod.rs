//! The command line: `linkhop` serves; subcommands operate on the data.
//! Each subcommand declares only the options it reads, so its `--help` is
//! its whole reference; the server's options belong to `serve`, and also
//! work without it (`linkhop --listen …`), as `linkhop` alone serves.

mod errors;
mod generate;
mod man;
mod reference;

use crate::commands;
use crate::config::Options;
use clap::{CommandFactory, Parser, Subcommand};
use std::process::ExitCode;

pub use generate::GenerateCommand;
pub use reference::configuration_reference;

#[derive(Parser)]
#[command(
    name = "linkhop",
    version,
    about = "Self-hosted link shortener with user accounts.\n\nEvery option can also be set by the environment variable shown with it.",
    // Server options before a subcommand would be ignored: refuse them.
    args_conflicts_with_subcommands = true,
    disable_help_subcommand = true
)]
pub struct Cli {
    #[command(flatten)]
    pub serve: Options,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand)]
pub enum Command {
    /// Serve Linkhop (the default when no command is given)
    Serve(Options),
    /// Print the effective settings (secrets masked) and check them
    CheckConfig(commands::check_config::CheckConfigArgs),
    /// Apply database migrations and exit
    Migrate(commands::migrate::MigrateArgs),
    /// Manage accounts
    #[command(subcommand)]
    User(commands::users::UserCommand),
    /// Create, list and revoke an account's API tokens
    #[command(subcommand)]
    Tokens(commands::tokens::TokenCommand),
    /// Import links from a Lynx (JSON or CSV), Shlink or YOURLS (CSV) export
    Import(commands::import::ImportArgs),
    /// Export every link as JSON or CSV
    Export(commands::export::ExportArgs),
    /// Write one backup of every link into BACKUP_DIR now
    Backup(commands::backup::BackupArgs),
    /// Put the links of a backup back (ids, authors, visit counts)
    Restore(commands::restore::RestoreArgs),
    /// Exit 0 when the local server's /healthz answers 200 (container health checks)
    Healthcheck(commands::healthcheck::HealthcheckArgs),
    /// Print the shell completion script for bash, zsh or fish
    Completions {
        /// bash, zsh or fish (elvish and powershell work too)
        shell: clap_complete::Shell,
    },
    /// Write the man pages or the configuration reference (packaging, docs)
    #[command(subcommand, hide = true)]
    Generate(GenerateCommand),
}

/// The script is built in memory first: clap_complete panics on a failed
/// write, and a closed pipe (`| head`) must not be a panic. Hidden
/// commands are left out (clap_complete would offer them).
fn completions(shell: clap_complete::Shell) -> anyhow::Result<()> {
    let full = Cli::command();
    let mut visible = clap::Command::new("linkhop")
        .args(full.get_arguments().cloned())
        .subcommands(full.get_subcommands().filter(|c| !c.is_hide_set()).cloned());
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut visible, "linkhop", &mut script);
    std::io::Write::write_all(&mut std::io::stdout(), &script)?;
    Ok(())
}

/// The program: parses the command line, runs the command, and turns the
/// outcome into an exit code (2: bad usage or configuration, 1: failure).
pub async fn run() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return errors::parse_failure(error),
    };
    let command = cli.command.unwrap_or(Command::Serve(cli.serve));
    // The server sets up its logs from its settings (LOG_FORMAT, LOG_LEVEL).
    if !matches!(command, Command::Serve(_)) {
        crate::logging::init_default();
    }
    let outcome = match command {
        Command::Serve(options) => commands::serve::run(options).await,
        Command::CheckConfig(args) => commands::check_config::run(args).await,
        Command::Migrate(args) => commands::migrate::run(args).await,
        Command::User(command) => commands::users::run(command).await,
        Command::Tokens(command) => commands::tokens::run(command).await,
        Command::Import(args) => commands::import::run(args).await,
        Command::Export(args) => commands::export::run(args).await,
        Command::Backup(args) => commands::backup::run(args).await,
        Command::Restore(args) => commands::restore::run(args).await,
        Command::Healthcheck(args) => commands::healthcheck::run(args).await,
        Command::Completions { shell } => completions(shell),
        Command::Generate(command) => generate::run(command),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => errors::failure(&error),
    }
}
