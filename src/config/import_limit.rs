//! `ADMIN_IMPORT_LIMIT_MB`: how large a file admins and the owner may
//! import through the API (standard accounts keep the 50 MiB body limit).

use super::resolve::{invalid, parse_num};
use super::ConfigError;
use super::Options;

/// `ADMIN_IMPORT_LIMIT_MB`, in bytes.
pub(super) fn admin_import_limit(options: &Options) -> Result<u64, ConfigError> {
    let mb = parse_num(
        "ADMIN_IMPORT_LIMIT_MB",
        &options.admin_import_limit_mb,
        4096u64,
    )?;
    match mb {
        50..=1_048_576 => Ok(mb * 1024 * 1024),
        _ => Err(invalid("ADMIN_IMPORT_LIMIT_MB", "expected 50 to 1048576")),
    }
}
