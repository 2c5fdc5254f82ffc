//! Secrets given as files (`DATABASE_URL_FILE`, …), as Docker secrets and
//! systemd credentials provide them, so they stay out of the environment
//! and the process list.

use super::ConfigError;
use std::path::Path;

/// The secret from its variable or from the file its `_FILE` variable
/// names (trailing line ends removed); `None` when neither is set. Both
/// set is an error: which one wins would be a guess.
pub fn read_secret(
    variable: &'static str,
    file_variable: &'static str,
    value: Option<&str>,
    file: Option<&str>,
) -> Result<Option<String>, ConfigError> {
    let value = value.filter(|v| !v.trim().is_empty());
    let file = file.map(str::trim).filter(|f| !f.is_empty());
    match (value, file) {
        (Some(_), Some(_)) => Err(ConfigError {
            variable: file_variable,
            reason: format!("{variable} is set too: set only one of them"),
        }),
        (Some(value), None) => Ok(Some(value.to_owned())),
        (None, Some(path)) => read_file(file_variable, Path::new(path)).map(Some),
        (None, None) => Ok(None),
    }
}

/// The largest secret file read. A URL, a client secret or a password is
/// far smaller; the cap keeps a wrong path (`/dev/zero`, a log file) from
/// being read until memory runs out.
pub const SECRET_FILE_LIMIT: u64 = 64 * 1024;

fn read_file(file_variable: &'static str, path: &Path) -> Result<String, ConfigError> {
    let invalid = |reason: String| ConfigError {
        variable: file_variable,
        reason,
    };
    let cannot_read = |e: std::io::Error| invalid(format!("cannot read {}: {e}", path.display()));
    let file = std::fs::File::open(path).map_err(cannot_read)?;
    // One byte past the cap tells a file at the cap from a larger one.
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(
        &mut std::io::Read::take(file, SECRET_FILE_LIMIT + 1),
        &mut bytes,
    )
    .map_err(cannot_read)?;
    if bytes.len() as u64 > SECRET_FILE_LIMIT {
        return Err(invalid(format!(
            "{} is larger than {} KiB",
            path.display(),
            SECRET_FILE_LIMIT / 1024
        )));
    }
    let text = String::from_utf8(bytes)
        .map_err(|_| invalid(format!("{} is not UTF-8 text", path.display())))?;
    let secret = text.trim_end_matches(['\n', '\r']);
    if secret.trim().is_empty() {
        return Err(invalid(format!("{} is empty", path.display())));
    }
    Ok(secret.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(content: &[u8]) -> tempfile::NamedTempFile {
        let mut file = tempfile::NamedTempFile::new().expect("temp file");
        std::io::Write::write_all(&mut file, content).expect("write");
        file
    }

    fn read(value: Option<&str>, file: Option<&str>) -> Result<Option<String>, String> {
        read_secret("SECRET", "SECRET_FILE", value, file).map_err(|e| e.to_string())
    }

    #[test]
    fn the_file_is_read_and_its_trailing_newline_dropped() {
        let secret = file(b"postgres://u:p@db/x\r\n\n");
        let path = secret.path().to_str().expect("path");
        assert_eq!(
            read(None, Some(path)),
            Ok(Some("postgres://u:p@db/x".into()))
        );
        // Inner and leading characters are the secret's own.
        let spaced = file(b" a b\n");
        let path = spaced.path().to_str().expect("path");
        assert_eq!(read(None, Some(path)), Ok(Some(" a b".into())));
        assert_eq!(read(Some("direct"), None), Ok(Some("direct".into())));
        assert_eq!(read(Some(""), Some("")), Ok(None));
    }

    #[test]
    fn both_set_missing_or_empty_files_are_errors_naming_the_file_variable() {
        let secret = file(b"x\n");
        let path = secret.path().to_str().expect("path");
        let both = read(Some("y"), Some(path)).expect_err("both");
        assert_eq!(
            both,
            "invalid value for SECRET_FILE: SECRET is set too: set only one of them"
        );
        let missing = read(None, Some("/nonexistent/secret")).expect_err("missing");
        assert!(
            missing.starts_with("invalid value for SECRET_FILE: cannot read /nonexistent/secret: "),
            "{missing}"
        );
        let empty = file(b"\n");
        let empty = read(None, Some(empty.path().to_str().expect("path"))).expect_err("empty");
        assert!(empty.ends_with(" is empty"), "{empty}");
        let binary = file(&[0xff, 0xfe]);
        let binary = read(None, Some(binary.path().to_str().expect("path"))).expect_err("bytes");
        assert!(binary.ends_with(" is not UTF-8 text"), "{binary}");
    }

    /// Issue 30, item 10: `/dev/zero` was read until memory ran out.
    #[test]
    fn files_larger_than_64_kib_are_refused_without_reading_them_whole() {
        let endless = read(None, Some("/dev/zero")).expect_err("endless");
        assert_eq!(
            endless,
            "invalid value for SECRET_FILE: /dev/zero is larger than 64 KiB"
        );
        let at_cap = file(&vec![b'a'; 64 * 1024]);
        let at_cap = read(None, Some(at_cap.path().to_str().expect("path"))).expect("at the cap");
        assert_eq!(at_cap.map(|s| s.len()), Some(64 * 1024));
        let over = file(&vec![b'a'; 64 * 1024 + 1]);
        let over = read(None, Some(over.path().to_str().expect("path"))).expect_err("over");
        assert!(over.ends_with(" is larger than 64 KiB"), "{over}");
    }
}
