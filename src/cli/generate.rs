//! `linkhop generate …` (hidden): files derived from the command-line
//! definition, so they cannot drift from `--help`. Packaging writes the man
//! pages; docs/configuration.md is the reference, checked by a test.

use std::path::PathBuf;

#[derive(clap::Subcommand)]
pub enum GenerateCommand {
    /// Write one man page per command into a folder (linkhop.1, linkhop-serve.1, …)
    Man {
        /// The folder, created if missing
        dir: PathBuf,
    },
    /// Print docs/configuration.md
    ConfigurationReference,
}

pub fn run(command: GenerateCommand) -> anyhow::Result<()> {
    match command {
        GenerateCommand::Man { dir } => {
            let pages = super::man::write_pages(&dir)?;
            println!("{pages} man pages written to {}", dir.display());
        }
        GenerateCommand::ConfigurationReference => {
            print!("{}", super::reference::configuration_reference());
        }
    }
    Ok(())
}
