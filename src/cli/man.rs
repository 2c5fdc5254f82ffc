//! Man pages from the command-line definition: `linkhop.1` and one page per
//! visible (sub)command, e.g. `linkhop-user-create.1`.

use super::Cli;
use anyhow::Context;
use clap::CommandFactory;
use std::path::Path;

/// Writes every page into `dir`; returns how many.
pub fn write_pages(dir: &Path) -> anyhow::Result<usize> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    clap_mangen::generate_to(Cli::command(), dir)
        .with_context(|| format!("cannot write the man pages into {}", dir.display()))?;
    let pages = std::fs::read_dir(dir)?
        .filter_map(Result::ok)
        .filter(|entry| entry.file_name().to_string_lossy().ends_with(".1"))
        .count();
    Ok(pages)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_page_per_command_with_its_own_options() {
        let dir = tempfile::tempdir().expect("temp dir");
        write_pages(dir.path()).expect("pages");
        let page = |name: &str| {
            std::fs::read_to_string(dir.path().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
        };
        for name in [
            "linkhop.1",
            "linkhop-serve.1",
            "linkhop-check-config.1",
            "linkhop-migrate.1",
            "linkhop-user.1",
            "linkhop-user-create.1",
            "linkhop-user-reset-password.1",
            "linkhop-user-disable-2fa.1",
            "linkhop-import.1",
            "linkhop-export.1",
            "linkhop-backup.1",
            "linkhop-restore.1",
            "linkhop-healthcheck.1",
            "linkhop-completions.1",
        ] {
            assert!(
                page(name).starts_with(".ie \\n(.g .ds Aq"),
                "{name} is roff"
            );
        }
        assert!(!dir.path().join("linkhop-generate.1").exists());
        let import = page("linkhop-import.1");
        assert!(import.contains("DATABASE_URL"), "{import}");
        assert!(!import.contains("HOME_REDIRECT"), "{import}");
        assert!(page("linkhop-serve.1").contains("HOME_REDIRECT"));
    }
}
