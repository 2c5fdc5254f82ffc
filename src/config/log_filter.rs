//! `LOG_LEVEL`'s syntax, checked when the settings are resolved so a
//! wrong filter stops the start with its variable named.

/// A tracing filter: comma-separated directives, each a level or
/// `target=level` (the `RUST_LOG` syntax without span filters).
pub(super) fn check_log_filter(filter: &str) -> Result<(), String> {
    const LEVELS: [&str; 6] = ["off", "error", "warn", "info", "debug", "trace"];
    for directive in filter.split(',').map(str::trim).filter(|d| !d.is_empty()) {
        let level = directive
            .rsplit_once('=')
            .map_or(
                directive,
                |(target, level)| {
                    if target.is_empty() {
                        ""
                    } else {
                        level
                    }
                },
            );
        if !LEVELS.iter().any(|l| l.eq_ignore_ascii_case(level)) {
            return Err(format!(
                "{directive:?}: expected off, error, warn, info, debug, trace or target=level"
            ));
        }
    }
    Ok(())
}
