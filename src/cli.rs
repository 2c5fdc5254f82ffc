//! The command line: `linkhop` serves; subcommands operate on the data.

use crate::config::Options;
use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "linkhop",
    version,
    about = "Self-hosted link shortener with user accounts.\n\nEvery option can also be set by the environment variable shown with it."
)]
pub struct Cli {
    #[command(flatten)]
    pub options: Options,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand)]
pub enum Command {
    /// Serve Linkhop (the default when no command is given)
    Serve,
    /// Apply database migrations and exit
    Migrate,
    /// Manage accounts
    #[command(subcommand)]
    User(crate::commands::users::UserCommand),
    /// Import links from a Lynx (JSON or CSV), Shlink or YOURLS (CSV) export
    Import(crate::commands::import::ImportArgs),
    /// Export every link as JSON or CSV
    Export(crate::commands::export::ExportArgs),
    /// Write one backup of every link into BACKUP_DIR now
    Backup,
}
