//! Log output (`LOG_FORMAT`, `LOG_LEVEL`): people read text lines; log
//! collectors read JSON, one object per line with `time`, `level`,
//! `target`, `message` and `fields`. Logs go to stderr, so that
//! `linkhop export` can write its file to stdout.

mod json;

pub use json::{format_time, json_line};

use crate::config::{LogFormat, Settings};
use tracing_subscriber::EnvFilter;

/// The filter: `LOG_LEVEL` when set, else `RUST_LOG`, else `info`.
fn filter(settings: &Settings) -> EnvFilter {
    if let Some(level) = &settings.log_level {
        // Checked when the settings were resolved.
        if let Ok(filter) = EnvFilter::try_new(level) {
            return filter;
        }
    }
    EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"))
}

/// Installs text logs filtered by `RUST_LOG` (else `info`): for the
/// commands that take no server settings.
pub fn init_default() {
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")),
        )
        .with_writer(std::io::stderr)
        .init();
}

/// Installs the global subscriber for this process.
pub fn init(settings: &Settings) {
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter(settings))
        .with_writer(std::io::stderr);
    match settings.log_format {
        LogFormat::Text => builder.init(),
        LogFormat::Json => builder.event_format(json::JsonLines).init(),
    }
}
