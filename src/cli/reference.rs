//! docs/configuration.md, rendered from the clap definitions that `--help`
//! prints, so the reference and the program cannot disagree (a test below
//! compares the committed file with this rendering).

use super::Cli;
use clap::{Arg, Command, CommandFactory};
use std::fmt::Write;

const HEADER: &str = "# Configuration reference

<!-- Generated from the command-line definition; do not edit. After changing an
option, regenerate it with:
    cargo run --quiet -- generate configuration-reference > docs/configuration.md
`cargo test` fails while this file and the definition differ. -->

Every option is a flag and, where a variable is named, an environment
variable (`LISTEN` is `--listen`); a flag wins over its variable. Booleans
accept `true`/`false`, `1`/`0`, `yes`/`no`; an empty value means the default.
An invalid value stops the command with one line naming the variable (exit
status 2); `linkhop check-config` prints the values in effect and checks them.
`linkhop <command> --help` and `man linkhop-<command>` show the same as this
page.

Secrets can be read from files, as Docker secrets and systemd credentials
provide them: `DATABASE_URL_FILE` (and `LINKHOP_PASSWORD_FILE` for the account
commands) names a file whose content is the value, without its trailing
newline. Setting both a variable and its `_FILE` variable is an error.
";

/// The whole reference as markdown.
pub fn configuration_reference() -> String {
    let mut cli = Cli::command();
    cli.build();
    let serve = cli.find_subcommand("serve").map(ids).unwrap_or_default();
    let mut out = String::from(HEADER);
    for command in cli.get_subcommands().filter(|c| !c.is_hide_set()) {
        section(&mut out, command, &["linkhop"], &serve);
    }
    out
}

/// Ids of a command's documented arguments.
fn ids(command: &Command) -> Vec<String> {
    documented(command)
        .map(|a| a.get_id().to_string())
        .collect()
}

fn documented(command: &Command) -> impl Iterator<Item = &Arg> {
    command
        .get_arguments()
        .filter(|a| !a.is_hide_set() && !matches!(a.get_id().as_str(), "help" | "version"))
}

fn section(out: &mut String, command: &Command, path: &[&str], serve: &[String]) {
    let mut path = path.to_vec();
    path.push(command.get_name());
    let name = path.join(" ");
    let _ = write!(out, "\n## `{name}`\n\n");
    if let Some(about) = command.get_about() {
        let _ = writeln!(out, "{}.", about.to_string().trim_end_matches('.'));
    }
    if command.get_name() == "serve" {
        out.push_str("`linkhop` without a command serves too, with the same options.\n");
    }
    let own = ids(command);
    let shares_serve = command.get_name() != "serve"
        && !serve.is_empty()
        && serve.iter().all(|id| own.contains(id));
    let rows: Vec<&Arg> = documented(command)
        .filter(|a| !(shares_serve && serve.contains(&a.get_id().to_string())))
        .collect();
    if shares_serve {
        out.push_str("\nIt reads every option of `linkhop serve`, and:\n");
    }
    if !rows.is_empty() {
        out.push_str("\n| Option | Variable | Meaning | Default |\n|---|---|---|---|\n");
        for arg in rows {
            row(out, arg);
        }
    }
    for sub in command.get_subcommands().filter(|c| !c.is_hide_set()) {
        section(out, sub, &path, serve);
    }
}

fn row(out: &mut String, arg: &Arg) {
    let flag = match arg.get_long() {
        Some(long) => format!("`--{long}`"),
        None => format!(
            "`<{}>`",
            arg.get_value_names()
                .and_then(|n| n.first())
                .map(|n| n.to_string())
                .unwrap_or_else(|| arg.get_id().to_string().to_uppercase())
        ),
    };
    let variable = arg
        .get_env()
        .map(|e| format!("`{}`", e.to_string_lossy()))
        .unwrap_or_default();
    let help = arg.get_help().map(|h| h.to_string()).unwrap_or_default();
    // Doc comments end with "[default: …]", as `--help` shows them.
    let (meaning, mut default) = match help.rsplit_once(" [default: ") {
        Some((meaning, default)) => (meaning.to_owned(), default.trim_end_matches(']').to_owned()),
        None => (help.clone(), String::new()),
    };
    if default.is_empty() && arg.get_action().takes_values() {
        default = arg
            .get_default_values()
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join(", ");
    }
    let default = if default.is_empty() {
        String::new()
    } else {
        // A code span shows angle brackets as they are; only pipes need care.
        format!("`{}`", default.trim_matches('"').replace('|', "\\|"))
    };
    let _ = writeln!(
        out,
        "| {flag} | {variable} | {} | {} |",
        cell(&meaning),
        default
    );
}

/// Table-safe text: no pipes or raw angle brackets.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fails when an option changes without docs/configuration.md being
    /// regenerated (the header says how).
    #[test]
    fn the_committed_reference_matches_the_definition() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/configuration.md");
        let committed = std::fs::read_to_string(path).unwrap_or_default();
        let generated = configuration_reference();
        assert!(
            committed == generated,
            "docs/configuration.md is out of date: run\n  cargo run --quiet -- generate configuration-reference > docs/configuration.md"
        );
    }

    #[test]
    fn each_command_lists_only_its_options() {
        let reference = configuration_reference();
        let import = reference
            .split("\n## `linkhop import`")
            .nth(1)
            .and_then(|rest| rest.split("\n## ").next())
            .expect("import section");
        assert!(import.contains("`DATABASE_URL_FILE`"), "{import}");
        assert!(import.contains("`URL_ONLY_UNIQUE`"), "{import}");
        assert!(!import.contains("`LISTEN`"), "{import}");
        let serve = reference
            .split("\n## `linkhop serve`")
            .nth(1)
            .and_then(|rest| rest.split("\n## ").next())
            .expect("serve section");
        assert!(
            serve.contains(
                "| `--listen` | `LISTEN` | Address and port to listen on | `0.0.0.0:8080` |"
            ),
            "{serve}"
        );
    }
}
