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
}
