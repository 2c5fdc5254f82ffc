//! How the command line fails: one line on stderr naming the problem, and
//! an exit code scripts can tell apart.

use crate::config::ConfigError;
use std::process::ExitCode;

/// Bad usage or configuration, as clap and sysexits' EX_USAGE-style tools do.
const USAGE: u8 = 2;

/// A command that ran and failed: the error and its causes on one line.
pub fn failure(error: &anyhow::Error) -> ExitCode {
    eprintln!("linkhop: {error:#}");
    if error.downcast_ref::<ConfigError>().is_some() {
        ExitCode::from(USAGE)
    } else {
        ExitCode::FAILURE
    }
}

/// A command line clap refused. Help and version go to stdout as usual;
/// a mistake becomes one line, with where to look for the right usage.
pub fn parse_failure(error: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        error.exit();
    }
    eprintln!("{}", one_line(&error.render().to_string()));
    ExitCode::from(USAGE)
}

/// `linkhop: <what is wrong> (see 'linkhop <command> --help')` from clap's
/// several-line message.
fn one_line(rendered: &str) -> String {
    let problem = rendered
        .lines()
        .next()
        .unwrap_or("invalid command line")
        .trim_start_matches("error: ");
    let command: Vec<&str> = rendered
        .lines()
        .find_map(|line| line.strip_prefix("Usage: "))
        .map(|usage| {
            usage
                .split_whitespace()
                .take_while(|word| !word.starts_with(['[', '<', '-']))
                .collect()
        })
        .unwrap_or_else(|| vec!["linkhop"]);
    format!("linkhop: {problem} (see '{} --help')", command.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clap_messages_become_one_line() {
        let rendered = "error: unexpected argument '--bogus' found\n\n  tip: to pass '--bogus' as a value, use '-- --bogus'\n\nUsage: linkhop import [OPTIONS] --service <SERVICE> <FILE>\n\nFor more information, try '--help'.\n";
        assert_eq!(
            one_line(rendered),
            "linkhop: unexpected argument '--bogus' found (see 'linkhop import --help')"
        );
        assert_eq!(
            one_line("error: something\n"),
            "linkhop: something (see 'linkhop --help')"
        );
    }
}
