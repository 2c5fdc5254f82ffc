//! Operator subcommands of the `linkhop` binary.
